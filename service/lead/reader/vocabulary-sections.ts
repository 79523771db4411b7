/**
 * A key's last word naming a section of a form's information (`loanInformation`, `housing_details`, `propertyInfo`):
 * beside the person's own object in the record holding it, the section's values are what they answered there
 * (role-features.ts `personSection`). Folded: lower case, accents dropped.
 */
export const SECTION_WORDS = [
  'information',
  'informations',
  'info',
  'infos',
  'details',
  'section',
  'informacion', // Spanish
  'informacoes', // Portuguese
  'informazioni', // Italian
  'angaben', // German
  'gegevens', // Dutch
];

/** Words naming the tool's machinery before such a word (`sessionInformation`, `device_info`, `source_details`): no form's section. */
export const MACHINE_SECTION_WORDS = [
  'session',
  'device',
  'browser',
  'tracking',
  'source',
  'utm',
  'page',
  'visit',
  'request',
  'network',
  'system',
  'meta',
  'technical',
  'debug',
  'server',
  'api',
  'webhook',
  'event',
  'payment',
  'transaction',
  // What a person must never see read back, and the business's own: a card's, a bank's, a login's, an account's.
  'billing',
  'card',
  'bank',
  'login',
  'account',
  'security',
  'credentials',
  'auth',
  'password',
  'internal',
  'admin',
];
