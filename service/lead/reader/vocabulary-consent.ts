/** Consent and subscription, as data (docs/api.md §2.4): a flag or a choice under such a key is context the agent must respect. */

/** Consent said in two words (`opt_in`, `marketingOptOut`): `opt` alone is a merchant's optional field (`opt_a`). */
export const CONSENT_PAIRS = ['opt in', 'opt out'];

/** Consent and subscription (`marketing_opt_in`, `gdpr`): a flag here is context the agent must respect, not bookkeeping. */
export const CONSENT_WORDS = [
  'consent',
  'optin',
  'agree',
  'agreed',
  'accept',
  'accepted',
  'gdpr',
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
