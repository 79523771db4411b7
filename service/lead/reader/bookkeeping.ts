import type { LabelMeaning, RoleWords } from './label-meaning.ts';
import { isPlaceholderName } from './placeholder-names.ts';
import type { Reading } from './reading.ts';
import { LINK, MACHINE_ID, USER_AGENT } from './shape-bits.ts';
import { isPhrase } from './value-shapes.ts';
import { isAskedKind, isKindOfThing } from './thing-kinds.ts';

const isLongNumber = (number: number) => Math.abs(number) >= 1e7;

// A kind written in words (`type: "Agreed value"`) is a choice, a field's type a code (`text`, `single_line`), and so is
// a position (a renter's, "Currently renting"; a field's is its number); a size in words (`Size: Large`, `XL`) is a
// choice, a file's size its bytes (a number, or digits in bytes' units); and `options` holding one text (a one-item
// list is walked as its item) is the option chosen (`variant: {options: ["Écru / losanges noirs"]}`), a list the form's.
const isChosenKind = ({ value, key, label, labelled }: Reading, words: string) =>
  typeof value === 'string' &&
  (((words === 'type' || words === 'position') && isPhrase(value)) ||
    (words === 'size' && LETTER.test(value) && !BYTES.test(value)) ||
    // Under that key itself: an option's own `{label, value}` in a field's list of them is the form's.
    (words === 'options' && !labelled && key === label && !LIST_MARK.test(value)));
// What joins a list's items written as one text (`S, M, L`, `a|b`, one a line).
const LIST_MARK = /[,;|\n]/;
const LETTER = /\p{L}/u;
// A query's or a fragment's parameter carrying a secret (`token`, `access_token`, `sig`, `pwd`): its names read once each.
function hasSecretQuery(link: string): boolean {
  const query = link.search(QUERY_START);
  if (query < 0) return false;
  for (const pair of link.slice(query + 1).split(PAIR_BREAK)) {
    const equals = pair.indexOf('=');
    if (equals <= 0) continue;
    // Its name's parts (`access_token`, `accessToken`, `X-Amz-Signature`), not a word holding one (`keyword`, `author`).
    const name = pair.slice(0, equals).replace(CAMEL, '$1_').toLowerCase();
    for (const part of name.split(NAME_BREAK)) if (SECRET_PARAMETERS.has(part)) return true;
  }
  return false;
}
// A query or a fragment (an OAuth redirect's `#access_token=…`), its pairs, and a parameter name's parts.
const QUERY_START = /[?#]/;
const PAIR_BREAK = /[&#?]/;
const NAME_BREAK = /[_.-]/;
// A lower-case letter before a capital (`accessToken`): a break between the name's parts.
const CAMEL = /(\p{Ll})(?=\p{Lu})/gu;
const SECRET_PARAMETERS = new Set([
  'token',
  'key',
  'apikey',
  'sig',
  'signature',
  'secret',
  'auth',
  'session',
  'sid',
  'hash',
  'password',
  'pwd',
  'jwt',
]);
// A media type (RFC 6838: `text/plain; charset="UTF-8"`, `application/pdf`): a mail's or a file's format, a machine's word;
// of text, images, sound and video only the registered subtypes files use (a person's `text/call`, `audio/visual` are words).
const isMediaType = (text: string) => text.charCodeAt(0) > 96 && text.includes('/') && MEDIA_TYPE.test(text);
const MEDIA_TYPE =
  /^(?:(?:application|multipart|font|model)\/[a-z0-9][\w.+-]*|text\/(?:plain|html|csv|calendar|xml|markdown|rtf)|image\/(?:png|jpe?g|gif|webp|svg\+xml|heic|heif|bmp|tiff)|audio\/(?:mpeg|mp4|ogg|wav|webm|aac|x-wav)|video\/(?:mp4|webm|quicktime|mpeg|ogg|x-msvideo))(?:\s*;.*)?$/;
// A file's size in bytes' units (`2.4 MB`, `512 KB`, `1024 bytes`; not a bra's `34B`).
const BYTES = /^\d+(?:[.,]\d+)?\s?(?:[kmgt]i?b|bytes?)$/i;

// Words in capitals, two at least (`WIRELESS CALLER`): no lower-case letter, a space.
const isCapitals = (value: string) => value.length <= 40 && value.includes(' ') && value === value.toUpperCase();

/** A tool's bookkeeping (role-features.ts, weight `noise`): ids, addresses and agents of the network, signatures, links to its own resources. */
export function isNoise(reading: Reading, label: LabelMeaning, shape: number, parent: RoleWords | undefined): boolean {
  const { value } = reading;
  if (
    reading.bookkeeping ||
    (label.noise &&
      !isChosenKind(reading, label.words) &&
      !isKindOfThing(reading, label.words, shape) &&
      !isAskedKind(reading, label, shape))
  )
    return true;
  // A bare number of eight digits or more is an id or an epoch time, not an answer (list ids, `createdOn`).
  if (typeof value === 'number') return isLongNumber(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'number')) return value.some(isLongNumber);
  // A tool's placeholder where it has no name (`CallerName: WIRELESS CALLER`, `Unknown`); in capitals, a carrier's,
  // under any key (`cnam: UNKNOWN CALLER`): a person's answer of such words (`Phone call`) is written as words are.
  if (typeof value === 'string' && (label.role === 'name' || isCapitals(value)) && isPlaceholderName(value))
    return true;
  if (typeof value !== 'string' || value.length < 7) return false;
  // A user agent, a UUID or an IP address by its text (text-shape.ts); a link unless its key keeps links or it is what
  // the person asks about (`listing: {url}`), and never one carrying a secret (`?token=…`, `access_token`).
  return (
    (shape & (USER_AGENT | MACHINE_ID)) !== 0 ||
    isMediaType(value) ||
    ((shape & LINK) !== 0 && ((!label.linkKept && parent?.asked !== true) || hasSecretQuery(value)))
  );
}
