import type { LeadStore } from '../store/lead-store.ts';

/**
 * A phone filter is read like intake: with the default country of the lead source it is
 * narrowed to, if any. Shared by `GET /api/leads` and the MCP tool `find_leads`.
 */
export async function defaultCountryFor(store: LeadStore, sourceId: string | undefined): Promise<string | null> {
  return sourceId ? ((await store.getSource(sourceId))?.defaultCountry ?? null) : null;
}
