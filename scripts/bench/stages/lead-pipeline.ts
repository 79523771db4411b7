// The intake path's intermediate values for one body, computed with the service's own functions,
// so each stage of the table can be measured alone on the input it really gets.
import { bodyFormatOf } from '../../../service/http/body/body-format.ts';
import { leadsOf } from '../../../service/http/body/body-shape.ts';
import { bodyText, parseBodyText, type BodyText } from '../../../service/http/body/parse-body.ts';
import type { NewLead } from '../../../service/store/lead-record.ts';
import type { SourceRecord, WebhookLookup } from '../../../service/store/source-record.ts';
import { timeOrderedId } from '../../../service/base/time-ordered-id.ts';
import { readMappedFields, type MappedFields } from '../../../service/lead/field-map/mapped-fields.ts';
import { readLeadInput, type LeadInput } from '../../../service/lead/lead-input.ts';
import { decodeJsonText } from '../../../service/webhook/json-text.ts';
import { maskSecretValues } from '../../../service/webhook/secrets/secret-keys.ts';

export const CONTENT_TYPE = 'application/json';
export const TOKEN = 'stage-table-token';

/** A source as the bench creates one: no default country, no Google key, no field map. */
export function benchSource(): SourceRecord {
  const at = new Date().toISOString();
  return {
    id: timeOrderedId(),
    name: 'stage table',
    defaultCountry: null,
    googleKey: null,
    fieldMap: {},
    redirectUrl: null,
    token: TOKEN,
    createdAt: at,
    updatedAt: at,
    leadCount: 0,
    testLeadCount: 0,
    lastLeadAt: null,
    deletedAt: null,
    unseenRefusals: 0,
  };
}

export const webhookOf = (source: SourceRecord): WebhookLookup => ({ source, revoked: null });

export interface Pipeline {
  bytes: Buffer;
  text: BodyText;
  lead: Record<string, unknown>;
  /** The lead with JSON sent as text decoded, as the field map reads it. */
  decoded: Record<string, unknown>;
  mapped: MappedFields;
  input: LeadInput;
  record: NewLead;
}

/** Every step of one body, in intake's order (intake.ts, submit-lead.ts). */
export async function pipeline(body: string, source: SourceRecord): Promise<Pipeline> {
  const bytes = Buffer.from(body);
  const text = bodyText(bytes, bodyFormatOf(CONTENT_TYPE, undefined));
  const { leads } = leadsOf((await parseBodyText(text)).value);
  const lead = leads[0];
  maskSecretValues(lead);
  const decoded = decodeJsonText(lead).lead;
  const mapped = readMappedFields(decoded, source.fieldMap);
  const { input } = readLeadInput(mapped, source.defaultCountry, []);
  const record: NewLead = { id: timeOrderedId(), sourceId: source.id, ...input, createdAt: new Date().toISOString() };
  return { bytes, text, lead, decoded, mapped, input, record };
}

/** A fresh parsed lead object (steps that change it in place get their own). */
export async function parsedLead(body: string): Promise<Record<string, unknown>> {
  const text = bodyText(Buffer.from(body), bodyFormatOf(CONTENT_TYPE, undefined));
  return leadsOf((await parseBodyText(text)).value).leads[0];
}
