import { isPersonalMailbox } from './mail-providers.ts';
import { fold } from './label-words.ts';
import type { Reading } from './reading.ts';
import { COMPANY_WORDS } from './shapes.ts';
import { shortened, siteOfEmail, type Site } from './site-links.ts';

// A firm's name has a few words (as business-names.ts reads a business's).
const MAX_WORDS = 6;
const NOT_LETTERS = /[^a-z]+/;

/**
 * The person's own firm's site (`brightlinedental` of `marisol@brightlinedental.com`), as namesBusiness reads a site:
 * none at a mail provider people use for themselves. A name it spells is their firm's (feature `ownFirmName`).
 */
export function ownFirmSite(used: ReadonlySet<Reading>): Site | null {
  for (const { value } of used) {
    const site = siteOfEmail(value);
    if (site === null) continue;
    const address = value as string;
    if (isPersonalMailbox(address)) return null;
    return {
      name: site,
      local: fold(address.slice(0, address.lastIndexOf('@')))
        .toLowerCase()
        .split(NOT_LETTERS),
    };
  }
  return null;
}

/**
 * Whether a name is the person's firm's (their own address's domain: ownFirmSite): a few words, two at least in the
 * site's name (`Brightline Dental Group`, `brightlinedental`), one more at most (a kind of firm, `Group`), no word of it
 * before the `@` (`jane@janewhitaker.com` is hers, a person's name).
 */
export function namesOwnFirm(value: unknown, { name, local }: Site): boolean {
  if (typeof value !== 'string' || value.length > 80 || !value.includes(' ')) return false;
  const words = fold(value)
    .toLowerCase()
    .split(NOT_LETTERS)
    .filter((word) => word.length >= 3 && !COMPANY_WORDS.has(word));
  if (words.length < 2 || words.length > MAX_WORDS) return false;
  let named = 0;
  for (const word of words) if (name.includes(word) || shortened(word, name)) named++;
  return named >= 2 && named >= words.length - 1 && !words.some((word) => local.includes(word));
}
