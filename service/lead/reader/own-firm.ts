import { isPersonalMailbox } from './mail-providers.ts';
import type { Reading } from './reading.ts';
import { firmWords, shortened, siteOfAddress, siteOfEmail, type Site } from './site-links.ts';

/**
 * The person's own firm's site (`brightlinedental` of `marisol@brightlinedental.com`), as namesBusiness reads a site:
 * none at a mail provider people use for themselves. A name it spells is their firm's (feature `ownFirmName`).
 */
export function ownFirmSite(used: ReadonlySet<Reading>): Site | null {
  for (const { value } of used)
    if (siteOfEmail(value) !== null) return isPersonalMailbox(value as string) ? null : siteOfAddress(value);
  return null;
}

/**
 * Whether a name is the person's firm's (their own address's domain: ownFirmSite): a few words (firmWords), two at
 * least in the site's name (`Brightline Dental Group`, `brightlinedental`), one more at most (a kind of firm, `Group`),
 * no word of it before the `@` (`jane@janewhitaker.com` is hers, a person's name).
 */
export function namesOwnFirm(value: unknown, { name, local }: Site): boolean {
  const words = typeof value === 'string' ? firmWords(value) : null;
  if (words === null) return false;
  let named = 0;
  for (const word of words) if (name.includes(word) || shortened(word, name)) named++;
  return named >= 2 && named >= words.length - 1 && !words.some((word) => local.includes(word));
}
