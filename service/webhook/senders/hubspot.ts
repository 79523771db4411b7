import type { Entries } from './field-keys.ts';
import { isRecord, scalarAt } from './sender-values.ts';

// HubSpot workflow "Send a webhook" with the contact's properties:
// https://developers.hubspot.com/docs/methods/workflows/webhook_information
export const isHubSpotBody = (body: Record<string, unknown>) =>
  isRecord(body.properties) &&
  Object.values(body.properties).some((property) => isRecord(property) && 'value' in property && Array.isArray(property.versions));

// HubSpot's own bookkeeping on every contact, not what the person told.
const INTERNAL = /^(hs_|createdate$|lastmodifieddate$|associatedcompanyid$|num_|recent_|first_conversion|ip_)/;
const CORE: Record<string, string> = { firstname: 'first_name', lastname: 'last_name', email: 'email', phone: 'phone', mobilephone: 'mobilephone' };

/**
 * `properties.<name>.value` (each property also carries its `versions` history, left out); the
 * contact id is kept, the profile's merge audits, list memberships and identity copies are not.
 */
export function readHubSpot(body: Record<string, unknown>): Entries {
  const entries: Entries = [];
  for (const [name, property] of Object.entries(body.properties as Record<string, unknown>)) {
    if (!isRecord(property) || INTERNAL.test(name)) continue;
    const value = scalarAt(property.value, `properties.${name}.value`);
    if (value === undefined || value === null || value === '') continue;
    entries.push([CORE[name] ?? name, value]);
  }
  const id = scalarAt(body.vid ?? body.objectId, body.vid !== undefined ? 'vid' : 'objectId');
  if (id !== undefined && id !== null) entries.push(['hubspot_contact_id', id]);
  return entries;
}
