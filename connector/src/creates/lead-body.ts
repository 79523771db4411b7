import { isAbsent, LEAD_FIELDS, type LeadField } from '../../../shared/lead-fields.ts';

export type LeadInput = Partial<Record<LeadField, unknown>> & { extra?: Record<string, unknown> | null };

/**
 * The body posted to the webhook: every Other Fields pair, then Name, Phone, Email and Notes. A
 * non-blank mapped value wins over the same key under Other Fields; a blank one never erases it.
 */
export function leadBodyOf(input: LeadInput): Record<string, unknown> {
  const extra =
    typeof input.extra === 'object' && input.extra !== null && !Array.isArray(input.extra) ? input.extra : {};
  const body: Record<string, unknown> = { ...extra };
  for (const key of LEAD_FIELDS) {
    if (!isAbsent(input[key])) body[key] = input[key];
  }
  return body;
}

/** The value of a lead field as sent, for the step's output; null when none was sent. */
export const sentValue = (body: Record<string, unknown>, key: LeadField): string | null =>
  isAbsent(body[key]) ? null : String(body[key]);
