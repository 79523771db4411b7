import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { ErasureNeedles } from '../store/erasure-records.ts';
import type { LeadRecord } from '../store/lead-record.ts';

/**
 * What marks (the lead's and its submissions' contacts) a kept delivery body as carrying this person (docs/api.md §4, Erasure): the email
 * (found also as a form or a JSON escape writes it: erasure-match.ts), and the phone's national number (a sender writes "(650) 555-0123" or
 * "0044 20 7946 0018", rarely E.164), found in a body whose separators the store removes first.
 */
export function erasureNeedles(contacts: Array<Pick<LeadRecord, 'email' | 'phone'>>): ErasureNeedles {
  const texts = new Set<string>();
  const digits = new Set<string>();
  for (const { email, phone } of contacts) {
    if (email) texts.add(email.toLowerCase());
    if (phone) {
      const national = parsePhoneNumberFromString(phone)?.nationalNumber;
      digits.add(national && national.length >= 6 ? national : phone.slice(1));
    }
  }
  return { texts: [...texts], digits: [...digits] };
}
