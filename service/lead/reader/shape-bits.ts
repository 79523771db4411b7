/**
 * What a trimmed text is by its shape alone (value-shapes.ts), as bits: the part of a value's role
 * features that reads neither its key nor where it sits (text-features.ts adds those). Each bit is
 * looked for only where its first character or a space allows it, as text-features.ts reads it; a
 * bit of a chain (`FREE_TEXT`, else `PHRASE`, else `AMOUNT`, else `WRITTEN_WORD`) is set only when
 * the ones before it are not.
 */
export const SPACED = 1 << 0; // holds a space
export const COLON = 1 << 1; // holds a `:`
export const FREE_TEXT = 1 << 2; // someone's words (with a space, or past ASCII without)
export const PHRASE = 1 << 3; // a phrase: two words, or a script written without spaces
export const AMOUNT = 1 << 4; // money as a person writes it (a digit, `$` or past ASCII first)
export const WRITTEN_WORD = 1 << 5; // one word as a person writes a choice (no space, no digit first)
export const CAPITALS = 1 << 6; // a written word in capitals only (a code under a code's key)
export const DIGEST = 1 << 7; // no space: a hash
export const ID_TOKEN = 1 << 8; // no space, no digest: a record's id or a generated code
export const LONG_DIGITS = 1 << 9; // no space, no digest, a digit first: ten digits or more
export const CODE = 1 << 10; // no space, a lower case letter first: a machine's word
export const SERIALISED_DATE = 1 << 11; // no space, `/` first
export const API_PATH = 1 << 12; // no space, `/` or `h` first
export const XML_DOCUMENT = 1 << 13; // `<` first
export const MASKED = 1 << 14; // `*`, `•`, `X`, `x` or a digit first
export const STAMPED_TIME = 1 << 15; // a `:`, and a digit first or twelve characters or more
export const DATE_TIME = 1 << 16; // a digit first and a `:`, not stamped
export const CALENDAR_DATE = 1 << 17; // a digit first, no `:`
export const PHONE_TEXT = 1 << 18; // a digit, `+` or `(` first: written like a phone number and not a date
export const USER_AGENT = 1 << 19; // `M` first: a browser's user agent (`Mozilla/5.0 …`)
export const LINK = 1 << 20; // `h` or `H` first: a link
export const MACHINE_ID = 1 << 21; // neither first: a UUID or an IP address
export const OUTCOME = 1 << 22; // twelve characters at most: a tool's outcome as the whole value (`Success`, `FAILED`, `成功`)
export const CONTACT_LINE = 1 << 23; // spaced: a phone number among capitalised words, no sentence (contact-line.ts)
export const FILE_NAME = 1 << 24; // no space: a file's name as a person names it (file-names.ts)
