import { tooManyValues } from '../errors.ts';
import { MAX_BODY_VALUES } from './body-limits.ts';
import { formFields } from './form-fields.ts';

const AMPERSAND = 38;

/**
 * An `application/x-www-form-urlencoded` body (WHATWG URLSearchParams decoding: `+` is a space).
 * The values are counted first, so a body over the limit costs one scan and builds nothing.
 */
export function parseForm(text: string): Record<string, unknown> {
  if (countFormValues(text) > MAX_BODY_VALUES) throw tooManyValues(MAX_BODY_VALUES);
  return formFields(new URLSearchParams(text));
}

/** Non-empty `&`-separated sequences: the pairs URLSearchParams will yield. */
export function countFormValues(text: string): number {
  let count = 0;
  let inPair = false;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) === AMPERSAND) inPair = false;
    else if (!inPair) {
      inPair = true;
      count++;
    }
  }
  return count;
}
