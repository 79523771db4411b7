import { CORE_FIELDS, type CoreField } from '../../../shared/lead-fields.ts';

export type LeadInput = Partial<Record<CoreField, unknown>> & { extra?: Record<string, unknown> | null };

// Automation platforms send "" (or nothing) for a field left unmapped; the service reads blank as absent too.
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The body posted to the webhook: every Other Fields pair, then Name, Phone, Email and Notes. A
 * non-blank mapped value wins over the same key under Other Fields; a blank one never erases it.
 */
export function leadBodyOf(input: LeadInput): Record<string, unknown> {
  const extra =
    typeof input.extra === 'object' && input.extra !== null && !Array.isArray(input.extra) ? input.extra : {};
  const body: Record<string, unknown> = { ...extra };
  for (const key of CORE_FIELDS) {
    if (!isBlank(input[key])) body[key] = input[key];
  }
  return body;
}

/** The value of a core field as sent, for the step's output; null when none was sent. */
export const sentValue = (body: Record<string, unknown>, key: CoreField): string | null =>
  isBlank(body[key]) ? null : String(body[key]);
