import { isAddressLine, isContactLine } from './contact-line.ts';
import { mailboxOf } from './shapes.ts';
import type { PersonNumbers } from './person-numbers.ts';
import { isDatedText, isPhoneText, lastDigits } from './value-shapes.ts';

/**
 * Whether a message's signature (quoted-replies.ts withoutSignature, the lines after `--`) is someone else's card: every
 * line a card's (a name or a title in capitalised words, an address, a contact line, a number after a word or two, a
 * mailbox or a site alone), one number or mailbox at least, none of them the person's. A sentence after the dash (`If
 * I'm on shift, ring my husband on …`, `Budget: 15 000 - 20 000 EUR`), the person's own signature (their number or their
 * mailbox in it) and a line in a script without capitals that is no address are none.
 */
export function isOthersCard(signature: string, numbers: PersonNumbers, address: string | null): boolean {
  let others = false;
  for (const raw of signature.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const mails = line.match(MAILS) ?? [];
    for (const mail of mails) {
      if (address !== null && mail.toLowerCase() === ownAddress(address)) return false;
      others = true;
    }
    const rest = line.replace(MAILS, ' ').replace(SITES, ' ').trim();
    const number = rest.match(NUMBER)?.[0];
    if (number !== undefined && isPhoneText(number) && !isDatedText(number)) {
      if (numbers.has(lastDigits(number))) return false;
      if (!isNumberLine(rest, number) && !isContactLine(rest) && !isAddressLine(rest)) return false;
      others = true;
    } else if (rest !== '' && !isNameLine(rest) && !isAddressLine(rest)) return false;
  }
  return others;
}

// The person's address as written (`Nadia Rahman <nadia@…>` too), in lower case.
const ownAddress = (address: string) => (mailboxOf(address)?.address ?? address).trim().toLowerCase();
// A mailbox in a line: no colon in it (`Mail：hanako@…`, `E-Mail:anna@…` are a label before one).
const MAILS = /[^\s<>()@:：,;]+@[^\s<>()@:：,;]+\.\p{L}{2,}/gu;
const SITES = /\b(?:https?:\/\/|www\.)\S+/gi;
const NUMBER = /[+(]?\d[\d ().-]{6,}\d/;
// A number alone after a label of a word or two (`Tel.`, `T`, `Fax:`, `Telefon Zentrale`).
const isNumberLine = (line: string, number: string) => {
  const before = line.slice(0, line.indexOf(number)).trim();
  return line.endsWith(number) && before.split(/\s+/).length <= 2 && !/\d/.test(before);
};
// A name or a title: six words at most, no digit, each capitalised but one (`Studio für Yoga`), no sentence's mark.
function isNameLine(line: string): boolean {
  if (/\d|[.!?]$|[?!:]/.test(line)) return false;
  const words = line.split(/[\s·|,–—-]+/).filter((word) => word !== '');
  return (
    words.length <= 6 && words.filter((word) => LOWER_LED.test(word)).length <= 1 && words.some((w) => CASED.test(w))
  );
}
const LOWER_LED = /^\p{Ll}/u;
// A line of a script with capitals: a caseless script's words say nothing of a sentence, so none is a name line.
const CASED = /^\p{Lu}/u;
