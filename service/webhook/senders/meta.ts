import { validationFailed } from '../../http/errors.ts';
import type { Entries } from './field-keys.ts';
import { scalarOrListAt } from './sender-values.ts';

interface FieldDatum {
  name?: unknown;
  values?: unknown;
}

/** Facebook/Meta lead `field_data` (as Make or a script relays it): `[{name, values: [...]}]`. */
export const isFieldDataBody = (body: Record<string, unknown>) => Array.isArray(body.field_data);

export function readFieldData(body: Record<string, unknown>): Entries {
  const entries: Entries = [];
  (body.field_data as FieldDatum[]).forEach((datum, i) => {
    if (datum === null || typeof datum !== 'object' || typeof datum.name !== 'string') return;
    entries.push([datum.name, scalarOrListAt(datum.values, `field_data[${i}].values`)]);
  });
  for (const [key, value] of Object.entries(body)) if (key !== 'field_data') entries.push([key, value]);
  return entries;
}

/**
 * A bare Meta `leadgen` webhook notification holds only ids; fetching the lead needs Meta's Graph
 * API and a page token, which this service does not hold. Say so at once instead of storing nothing.
 */
export function refuseLeadgenNotification(body: Record<string, unknown>): void {
  if (body.object !== 'page' || !Array.isArray(body.entry)) return;
  const hasLeadgen = body.entry.some((entry: { changes?: Array<{ value?: { leadgen_id?: unknown } }> }) =>
    Array.isArray(entry?.changes) && entry.changes.some((change) => change?.value?.leadgen_id !== undefined));
  if (!hasLeadgen) return;
  throw validationFailed([{
    field: 'leadgen_id',
    message:
      'this is a Meta leadgen notification: it carries a lead id but no name, phone or email. ' +
      "Relay Meta leads with Zapier's or Make's Facebook Lead Ads trigger (or another connector) to this URL.",
  }]);
}
