import type { Reading, Tokens } from './reading.ts';
import type { NameRanked, Ranked } from './ranked.ts';
import type { Elements } from './unlabelled.ts';

/** What one pass over the readings finds: the candidates, and what the choice needs besides them. */
export interface Found {
  phones: Ranked[];
  emails: Ranked[];
  names: NameRanked[];
  /** The values given as who a message went to: the same address elsewhere is the business's too. */
  recipients: Set<string> | null;
  /** Values read out of a list of scalars, with the list they are in (unlabelled.ts). */
  elements: Elements | null;
  /** Phone parses spent on values no label asked to be a phone (a sender's digits, a chat address): a few per body. */
  parses: number;
  /** Two-letter values under a country key (an address's `"country": "GB"`): where a national number may be read. */
  countries: Reading[] | null;
  /** The sites the body links to (`https://www.example.com/…` → `example`), a few, each with the object linking to it (business-cards.ts). */
  sites: Array<{ site: string; home: boolean; container: Tokens }> | null;
  /** The sites of the pages a visitor came from or sent a form from (`referrer`), a few: no one's by themselves (prefix-cards.ts). */
  referred: string[] | null;
  /** The names written under someone else's key (`lead: {owner: {name}}`), lower case: a copy elsewhere names them too (business-cards.ts). */
  staffNames: Set<string> | null;
}
