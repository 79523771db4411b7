import type { Entries } from './field-keys.ts';
import { isGoogleAdsBody, readGoogleAds } from './google-ads.ts';
import { isFieldDataBody, readFieldData, refuseLeadgenNotification } from './meta.ts';

export interface SenderBody {
  format: 'google-ads' | 'meta-field-data' | 'plain';
  /** Fields in the order the sender gave them, before aliases are read. */
  entries: Entries;
  test: boolean;
  /** The Google lead form key the body carried, if any (Google format only). */
  googleKey?: unknown;
}

/** Reads what a platform sent into plain entries, so one URL serves every sender. */
export function readSenderBody(body: Record<string, unknown>): SenderBody {
  refuseLeadgenNotification(body);
  if (isGoogleAdsBody(body)) return { format: 'google-ads', ...readGoogleAds(body) };
  const entries = isFieldDataBody(body) ? readFieldData(body) : Object.entries(body);
  // `test: true` marks a test lead; the key is read, not kept.
  const testEntry = entries.find(([key, value]) => key === 'test' && typeof value === 'boolean');
  return {
    format: isFieldDataBody(body) ? 'meta-field-data' : 'plain',
    entries: testEntry ? entries.filter((entry) => entry !== testEntry) : entries,
    test: testEntry?.[1] === true,
  };
}
