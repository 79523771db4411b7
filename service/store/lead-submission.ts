import type { LeadSubmissionRecord, NewLead } from './lead-record.ts';

/** The most one kept submission may take as JSON (docs/api.md §4, Submission). */
const SUBMISSION_MAX_BYTES = 16 * 1024;

type Sent = Pick<NewLead, 'sourceId' | 'name' | 'phone' | 'email' | 'notes'>;

/**
 * What a duplicate sent, as the JSON text a store keeps on the lead it matched. Built from the
 * fields' JSON as the store already holds it (no parse on the duplicate path). Past 16 KB (anyone
 * with a webhook URL chooses a lead's size, and a person may come back often) the fields are dropped
 * and the notes cut to fit.
 */
export function submissionJson(lead: Sent, fieldsJson: string, at: string): string {
  const head = (notes: string) =>
    `{"at":${JSON.stringify(at)},"sourceId":${JSON.stringify(lead.sourceId)},"name":${JSON.stringify(lead.name)},` +
    `"phone":${JSON.stringify(lead.phone)},"email":${JSON.stringify(lead.email)},"notes":${JSON.stringify(notes)}`;
  const whole = `${head(lead.notes)},"fields":${fieldsJson}}`;
  if (Buffer.byteLength(whole) <= SUBMISSION_MAX_BYTES) return whole;
  const cutText = (notes: string) => `${head(notes)},"fields":{},"truncated":true}`;
  let notes = lead.notes.slice(0, SUBMISSION_MAX_BYTES);
  while (notes.length > 0 && Buffer.byteLength(cutText(notes)) > SUBMISSION_MAX_BYTES) {
    notes = notes.slice(0, Math.floor(notes.length * 0.9));
    if (/[\uD800-\uDBFF]$/.test(notes)) notes = notes.slice(0, -1); // never half a surrogate pair
  }
  // name and email are bounded by intake (200 and 254 characters), so this fits.
  return cutText(notes);
}

export const parseSubmission = (json: string): LeadSubmissionRecord => JSON.parse(json) as LeadSubmissionRecord;
