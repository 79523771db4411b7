// RFC 5321's limits on an address as @hapi/address checks them unless told `ignoreLength`
// (dist/email.js): at most 254 characters and a local part of at most 64 bytes of UTF-8, both
// counted after NFC. Checked here instead, to the same answers, without its TextEncoder copy of
// every local part (about a third of the rule's cost on a new address: docs/performance.md, schema6).
const ADDRESS_MAX = 254;
const LOCAL_MAX_BYTES = 64;
const NON_ASCII = /[^\x00-\x7f]/;

/** Whether an address is within both limits (an address without `@` is the email rule's to refuse). */
export function withinEmailLengths(address: string): boolean {
  const ascii = !NON_ASCII.test(address);
  const text = ascii ? address : address.normalize('NFC');
  if (text.length > ADDRESS_MAX) return false;
  const at = text.indexOf('@');
  const end = at < 0 ? text.length : at;
  return (ascii ? end : utf8Length(text, end)) <= LOCAL_MAX_BYTES;
}

// UTF-8 bytes of text's first `end` code units as TextEncoder writes them: a lone surrogate as U+FFFD (3 bytes).
function utf8Length(text: string, end: number): number {
  let bytes = 0;
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < end && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
