import type { Found } from './found.ts';
import { prefixOf } from './prefix-records.ts';
import { isOther, type Ranked } from './ranked.ts';
import type { Reading } from './reading.ts';
import { siteOfEmail } from './site-links.ts';
import { PERSON_WORDS } from './terms.ts';

/**
 * Marks a business's card written flat among the person's own fields, under keys sharing a prefix of its own
 * (docs/api.md §2.4, feature `businessCard`): `biz_name`, `biz_phone`, `biz_email` beside a form's `el1` to `el3`, in
 * one object. A group of one object and one prefix naming no person (not `customer_`, `billing_`) is the business's
 * when it holds a name and a phone, and an email on a site the body links to (or the page the form was sent from:
 * `referrer: "https://www.lakevieworteo.com.au/…"` beside `biz_email: "appointments@lakevieworteo.com.au"`), while an
 * email outside it is on another: the person's. A B2B lead's own firm (`company_email` on the firm's domain) is on no
 * site the body links to. business-cards.ts marks whole objects; a flat body holds the person's values in the same one.
 */
export function markPrefixCards({ phones, emails, names, sites, referred }: Found): void {
  if ((sites === null && referred === null) || emails.length < 2 || phones.length === 0 || names.length === 0) return;
  // A lead has an email or two beside a business's (mailboxes.ts): a body with more is a list, not told apart this way.
  if (emails.length > MAX_EMAILS) return;
  const linked = (site: string) =>
    sites?.some((link) => link.site === site) === true || referred?.includes(site) === true;
  for (const email of emails) {
    const { reading } = email;
    const prefix = prefixOfKey(reading);
    if (prefix === '' || PERSON_WORDS.has(prefix)) continue;
    const site = siteOfEmail(reading.value);
    if (site === null || !linked(site)) continue;
    const inGroup = (candidate: Ranked) =>
      candidate.reading.container === reading.container && prefixOfKey(candidate.reading) === prefix;
    const persons = (candidate: Ranked) =>
      !inGroup(candidate) && !isOther(candidate) && siteOfEmail(candidate.reading.value) !== site;
    if (!phones.some(inGroup) || !names.some(inGroup) || !emails.some(persons)) continue;
    for (const list of [phones, emails, names])
      for (const candidate of list)
        if (inGroup(candidate)) {
          candidate.businessCard = true;
          candidate.other = true;
        }
  }
}

const MAX_EMAILS = 8;
const prefixOfKey = ({ key }: Reading) => (typeof key === 'string' ? prefixOf(key) : '');
