/** Consent and subscription, as data (docs/api.md §2.4): a flag or a choice under such a key is context the agent must respect. */

/** Consent said in two words (`opt_in`, `marketingOptOut`): `opt` alone is a merchant's optional field (`opt_a`). */
export const CONSENT_PAIRS = ['opt in', 'opt out', 'opted in'];

/** Consent and subscription (`marketing_opt_in`, `gdpr`): a flag here is context the agent must respect, not bookkeeping. */
export const CONSENT_WORDS = [
  'consent',
  'optin',
  'agree',
  'agreed',
  'accept',
  'accepted',
  'gdpr',
  'tcpa', // a US call consent (`tcpa_consent`, `tcpa_text`)
  'marketing',
  'newsletter',
  'subscribe',
  'subscribed',
  'terms',
  'privacy',
  'einwilligung',
  'consentimento',
  'consentimiento',
  'aceite',
  'dsgvo',
  'lgpd',
];

/**
 * The last word of a key that is a consent flag on a channel (`whatsapp_consent`, `sms_optin`; and every pair above,
 * `email_opt_in`): the key holds a yes or no, never the phone or the email it names (`Email (newsletter)` still asks for one).
 */
export const CONSENT_FLAG_ENDS = ['consent', 'optin', 'optout', 'einwilligung', 'consentimento', 'consentimiento'];

/** The last word of a key holding a consent's text as the form showed it (`tcpa_text`, `TCPA_Language`, `gdpr_disclosure`). */
export const CONSENT_TEXT_ENDS = ['text', 'language', 'disclosure', 'wording', 'statement', 'copy'];
