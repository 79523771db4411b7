import { normalizeKey, valueOf, type Entries } from './field-keys.ts';
import { labelAt, scalarAt } from './sender-values.ts';

// Google Ads lead form webhook: https://developers.google.com/google-ads/webhook/docs/implementation
const CORE_COLUMNS: Record<string, string> = {
  FULL_NAME: 'name',
  FIRST_NAME: 'first_name',
  LAST_NAME: 'last_name',
  PHONE_NUMBER: 'phone',
  EMAIL: 'email',
};
// Read for what they mean, never kept as lead data (the key is a secret).
const CONSUMED = new Set(['usercolumndata', 'googlekey', 'apiversion', 'istest']);

interface Column {
  column_id?: unknown;
  column_name?: unknown;
  string_value?: unknown;
}

export const isGoogleAdsBody = (body: Record<string, unknown>) => Array.isArray(valueOf(body, 'usercolumndata'));

/** The columns as our fields (core columns by id, others under their name), then the lead's ids. */
export function readGoogleAds(body: Record<string, unknown>): { entries: Entries; test: boolean; googleKey: unknown } {
  const entries: Entries = [];
  (valueOf(body, 'usercolumndata') as unknown[]).forEach((raw, i) => {
    if (raw === null || typeof raw !== 'object') return;
    const column = lowerCaseKeys(raw) as Column;
    const path = `user_column_data[${i}]`;
    const id = labelAt(column.column_id, `${path}.column_id`) ?? '';
    const key = CORE_COLUMNS[id.toUpperCase()] ?? labelAt(column.column_name, `${path}.column_name`) ?? (id || 'column');
    entries.push([key, scalarAt(column.string_value, `${path}.string_value`) ?? null]);
  });
  for (const [key, value] of Object.entries(body)) {
    if (!CONSUMED.has(normalizeKey(key))) entries.push([key, value]);
  }
  const isTest = valueOf(body, 'istest');
  return { entries, test: isTest === true || isTest === 'true', googleKey: valueOf(body, 'googlekey') };
}

const lowerCaseKeys = (value: object) =>
  Object.fromEntries(Object.entries(value).map(([key, inner]) => [key.toLowerCase(), inner]));
