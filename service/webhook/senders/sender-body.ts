import { hasContactField } from './core-fields.ts';
import { isCalendlyBody, readCalendly } from './calendly.ts';
import { isElementorAdvancedBody, readElementorAdvanced, trimElementorSimple } from './elementor.ts';
import type { Entries } from './field-keys.ts';
import { isGoogleAdsBody, readGoogleAds } from './google-ads.ts';
import { isGoogleFormsBody, readGoogleForms } from './google-forms.ts';
import { isHubSpotBody, readHubSpot } from './hubspot.ts';
import { isJotformBody, readJotform } from './jotform.ts';
import { refuseLinkedInNotification } from './linkedin.ts';
import { isFieldDataBody, readFieldData, refuseLeadgenNotification } from './meta.ts';
import { isTallyBody, readTally } from './tally.ts';
import { isTikTokBody, readTikTok } from './tiktok.ts';
import { isTypeformBody, readTypeform } from './typeform.ts';
import { isUnbounceBody, readUnbounce } from './unbounce.ts';
import { isWebflowBody, readWebflow } from './webflow.ts';

type Body = Record<string, unknown>;

// Senders whose bodies nest the person, recognised by their discriminating keys in this order
// (issue 18), each read into plain entries.
const VENDORS = [
  { format: 'typeform', matches: isTypeformBody, read: readTypeform },
  { format: 'tally', matches: isTallyBody, read: readTally },
  { format: 'jotform', matches: isJotformBody, read: readJotform },
  { format: 'elementor', matches: isElementorAdvancedBody, read: readElementorAdvanced },
  { format: 'webflow', matches: isWebflowBody, read: readWebflow },
  { format: 'unbounce', matches: isUnbounceBody, read: readUnbounce },
  { format: 'hubspot', matches: isHubSpotBody, read: readHubSpot },
  { format: 'calendly', matches: isCalendlyBody, read: readCalendly },
  { format: 'tiktok', matches: isTikTokBody, read: readTikTok },
  { format: 'google-forms', matches: isGoogleFormsBody, read: readGoogleForms },
] as const satisfies ReadonlyArray<{ format: string; matches: (body: Body) => boolean; read: (body: Body) => Entries }>;

export interface SenderBody {
  format: 'google-ads' | 'meta-field-data' | 'plain' | (typeof VENDORS)[number]['format'];
  /** Fields in the order the sender gave them, before aliases are read. */
  entries: Entries;
  test: boolean;
  /** The Google lead form key the body carried, if any (Google format only). */
  googleKey?: unknown;
}

/** Reads what a platform sent into plain entries, so one URL serves every sender. */
export function readSenderBody(body: Body): SenderBody {
  refuseLeadgenNotification(body);
  if (isGoogleAdsBody(body)) return { format: 'google-ads', ...readGoogleAds(body) };
  if (isFieldDataBody(body)) return withTestFlag('meta-field-data', readFieldData(body));
  const plain = Object.entries(body);
  // A body with a phone or an email (or their aliases) at the top level is read as it is, first.
  if (!hasContactField(plain)) {
    const vendor = VENDORS.find(({ matches }) => matches(body));
    if (vendor) return withTestFlag(vendor.format, vendor.read(body));
    refuseLinkedInNotification(body);
  }
  return withTestFlag('plain', trimElementorSimple(plain));
}

// `test: true` marks a test lead; the key is read, not kept.
function withTestFlag(format: SenderBody['format'], entries: Entries): SenderBody {
  const testEntry = entries.find(([key, value]) => key === 'test' && typeof value === 'boolean');
  return {
    format,
    entries: testEntry ? entries.filter((entry) => entry !== testEntry) : entries,
    test: testEntry?.[1] === true,
  };
}
