import type { ErrorDetail } from '../http/errors.ts';
import type { LeadQuery, LeadStore } from '../store/lead-store.ts';
import { normalizePhone } from '../webhook/phone.ts';

export type LeadFilters = Pick<LeadQuery, 'sourceId' | 'phone' | 'email' | 'since'>;

/**
 * The lead-search filters as both doors read them (`GET /api/leads` and the MCP tool `find_leads`;
 * each keeps its own page limits): a phone is read like intake, with the default country of the
 * source the search is narrowed to; an email is trimmed (the store compares it lower-cased); a time
 * is ISO 8601. Problems come back as details, for each door to answer in its own way.
 */
export async function readLeadFilters(
  store: LeadStore,
  given: { sourceId?: string; phone?: string; email?: string; since?: string },
): Promise<{ filters: LeadFilters; problems: ErrorDetail[] }> {
  const problems: ErrorDetail[] = [];
  const filters: LeadFilters = { sourceId: given.sourceId, email: given.email?.trim() || undefined };
  if (given.phone !== undefined) {
    const defaultCountry = given.sourceId ? ((await store.getSource(given.sourceId))?.defaultCountry ?? null) : null;
    const phone = normalizePhone(given.phone, defaultCountry);
    if (phone.ok) filters.phone = phone.e164;
    else problems.push({ field: 'phone', message: phone.message });
  }
  if (given.since !== undefined) {
    const since = new Date(given.since);
    if (Number.isNaN(since.getTime())) problems.push({ field: 'since', message: `since "${given.since}" is not a time; use ISO 8601 such as 2026-11-01T00:00:00Z` });
    else filters.since = since.toISOString();
  }
  return { filters, problems };
}
