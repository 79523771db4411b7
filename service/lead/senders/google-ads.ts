import type { Reading } from '../reader/walk.ts';

// Google Ads lead form webhook: https://developers.google.com/google-ads/webhook/docs/implementation
// Its keys are matched whatever their case (`User_Column_Data`), as Google's own samples vary.
const squash = (key: string) => key.toLowerCase().replace(/[\s_\-.]/g, '');
// Read for what they mean, never kept as lead data (the key is a secret).
const CONSUMED = new Set(['googlekey', 'apiversion', 'istest']);

export interface GoogleAdsBody {
  /** The body without the key, the version and the test flag: the columns are read by meaning like any labelled answers. */
  rest: Record<string, unknown>;
  columnsKey: string;
  test: boolean;
  googleKey: unknown;
}

/** A Google Ads body (it has `user_column_data`), or null. */
export function googleAdsBody(body: Record<string, unknown>): GoogleAdsBody | null {
  const keys = Object.keys(body);
  const columnsKey = keys.find(
    (key) => key.length >= 14 && key.length <= 20 && Array.isArray(body[key]) && squash(key) === 'usercolumndata',
  );
  if (columnsKey === undefined) return null;
  const rest: Record<string, unknown> = {};
  let test = false;
  let googleKey: unknown;
  for (const key of keys) {
    const squashed = squash(key);
    if (squashed === 'istest') test = body[key] === true || body[key] === 'true';
    if (squashed === 'googlekey') googleKey = body[key];
    if (!CONSUMED.has(squashed))
      Object.defineProperty(rest, key, { value: body[key], writable: true, enumerable: true, configurable: true });
  }
  return { rest, columnsKey, test, googleKey };
}

/** A Google lead's fields: its other columns under their names (the column list is Google's structure), then its ids. */
export function googleAdsFields(
  { rest, columnsKey }: GoogleAdsBody,
  readings: Reading[],
  used: ReadonlySet<Reading>,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const put = (key: string, value: unknown) =>
    Object.defineProperty(fields, key, { value, writable: true, enumerable: true, configurable: true });
  for (const reading of readings) {
    if ((reading.at.length > 0 ? reading.at[0] : reading.key) === columnsKey && !used.has(reading))
      put(reading.label, reading.value);
  }
  for (const [key, value] of Object.entries(rest)) if (key !== columnsKey) put(key, value);
  return fields;
}
