import { MAIL_PROVIDER_DOMAINS, MAIL_PROVIDER_NAMES } from './vocabulary-mail-providers.ts';

const NAMES = new Set(MAIL_PROVIDER_NAMES);
const DOMAINS = new Set(MAIL_PROVIDER_DOMAINS);
// A country's second level before its code (`yahoo.co.uk`, `hotmail.com.br`).
const SECOND_LEVELS = new Set(['co', 'com']);

/** Whether an address (`Ana.Souza@Gmail.com`, `<elise@orange.fr>`) is at a mail provider people use for themselves. */
export function isPersonalMailbox(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 1 || value.length > 320) return false;
  const domain = value
    .slice(at + 1)
    .replace(/[\s>]+$/, '')
    .toLowerCase();
  if (DOMAINS.has(domain)) return true;
  const labels = domain.split('.');
  return NAMES.has(labels[0]) && (labels.length === 2 || (labels.length === 3 && SECOND_LEVELS.has(labels[1])));
}
