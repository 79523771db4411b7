import type { Ranked } from './ranked.ts';
import { tokensStartWith, type Reading, type Tokens } from './reading.ts';

/**
 * Marks the phones that sit in one object with the chosen email (besideEmail: a tie-break after the
 * label), and, with a name there too, the person's whole contact set (inContactSet: before a phone
 * under our own key in a business's block, `settings: {phone}`, when the person's is labelled in a
 * language or a key our vocabulary reads less surely).
 */
export function markContactSet(
  phones: Ranked[],
  email: Reading,
  names: readonly Ranked[],
  emails: readonly Ranked[],
): void {
  // One phone has no rival: nothing to tell apart (and no reason to give).
  if (phones.length < 2) return;
  const { container } = email;
  const address = lower(email.value);
  let own: Set<string | null> | null = null;
  for (const { reading } of names) if (reading.container === container) (own ??= new Set()).add(nameKey(reading.value));
  let others: Ranked[] | null = null;
  for (const phone of phones)
    if (phone.reading.container === container) {
      phone.besideEmail = true;
      if (own !== null) phone.inContactSet = true;
    } else if (own !== null && inOthersSet(phone.reading.container, address, own, emails, names))
      (others ??= []).push(phone);
  // Only against a phone of the person's own: in an object holding the chosen address or the person's name again (a
  // form's copy of them), or holding the chosen email's object (`{contact: {name, email}, phone}`). A partner's number
  // still beats a business's line when the person gave none.
  const theirs = (phone: Ranked) =>
    !others!.includes(phone) &&
    (tokensStartWith(container, phone.reading.container) ||
      emails.some(({ reading }) => reading.container === phone.reading.container && lower(reading.value) === address) ||
      names.some(({ reading }) => reading.container === phone.reading.container && own!.has(nameKey(reading.value))));
  if (others !== null && phones.some(theirs)) for (const phone of others) phone.other = true;
}

// Another person's set (a colleague's ticket beside the buyer's, each `{name, email, phone}`): an object holding an email
// other than the chosen one and a name whose first and last words no name of the chosen email's object has (`Maria R.
// Lopez` with her work address is the same person; `John Smith Jr` is another). Someone else's, standing in for none.
const inOthersSet = (
  container: Tokens,
  address: string | null,
  own: ReadonlySet<string | null>,
  emails: readonly Ranked[],
  names: readonly Ranked[],
) =>
  emails.some(({ reading }) => reading.container === container && lower(reading.value) !== address) &&
  names.some(({ reading }) => reading.container === container && !own.has(nameKey(reading.value)));
// A value's text to compare, case aside; none for an object (`{"toString": 0}` has no text to make).
const lower = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase() : typeof value === 'number' ? String(value) : null;
// A name's first and last words (`Maria R. Lopez` is `maria lopez`; `John Smith Jr` is not `john smith`).
function nameKey(value: unknown): string | null {
  const words = lower(value)?.split(/\s+/);
  return words === undefined ? null : words.length === 1 ? words[0] : `${words[0]} ${words[words.length - 1]}`;
}
