import type { DeliveryRecord } from '../delivery-record.ts';
import type { LeadRecord } from '../lead-record.ts';
import type { SourceRecord } from '../source-record.ts';

export interface SourceRow {
  id: string;
  name: string;
  default_country: string | null;
  google_key: string | null;
  field_map: string;
  redirect_url: string | null;
  token: string;
  created_at: string;
  updated_at: string;
  lead_count: number;
  test_lead_count: number;
  last_lead_at: string | null;
  deleted_at: string | null;
  unseen_refusals: number;
}

export interface LeadRow {
  id: string;
  source_id: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  notes: string;
  fields: string;
  test: number;
  created_at: string;
  returns: number;
  last_seen_at: string | null;
  conflicts: string;
}

export interface DeliveryRow {
  id: string;
  at: string;
  status: number;
  outcome: DeliveryRecord['outcome'];
  lead_id: string | null;
  matched_lead_id: string | null;
  became_lead_id: string | null;
  erased: number;
  error_code: string | null;
  error_message: string | null;
  body: string | null;
  request_id: string | null;
  content_type: string | null;
  picked: string | null;
  decoded_text: string | null;
  warnings: string | null;
  reasons: string | null;
  roles: string | null;
  refusal_count: number | null;
  first_at: string | null;
  last_at: string | null;
}

export const toSource = (row: SourceRow): SourceRecord => ({
  id: row.id,
  name: row.name,
  defaultCountry: row.default_country,
  googleKey: row.google_key,
  fieldMap: JSON.parse(row.field_map),
  redirectUrl: row.redirect_url,
  token: row.token,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  leadCount: row.lead_count,
  testLeadCount: row.test_lead_count,
  lastLeadAt: row.last_lead_at,
  deletedAt: row.deleted_at,
  unseenRefusals: row.unseen_refusals,
});

export const toLead = (row: LeadRow): LeadRecord => ({
  id: row.id,
  sourceId: row.source_id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  notes: row.notes,
  fields: JSON.parse(row.fields),
  test: row.test === 1,
  createdAt: row.created_at,
  returns: row.returns,
  lastSeenAt: row.last_seen_at ?? row.created_at,
  conflicts: JSON.parse(row.conflicts),
});

export const toDelivery = (row: DeliveryRow): DeliveryRecord => ({
  id: row.id,
  at: row.at,
  status: row.status,
  outcome: row.outcome,
  ...(row.lead_id ? { leadId: row.lead_id } : {}),
  ...(row.matched_lead_id ? { matchedLeadId: row.matched_lead_id } : {}),
  ...(row.became_lead_id ? { becameLeadId: row.became_lead_id } : {}),
  ...(row.erased ? { erased: true as const } : {}),
  ...(row.error_code ? { error: { code: row.error_code, message: row.error_message ?? '' } } : {}),
  ...(row.body !== null ? { body: row.body } : {}),
  ...(row.request_id !== null ? { requestId: row.request_id } : {}),
  ...(row.content_type !== null ? { contentType: row.content_type } : {}),
  ...(row.picked !== null ? { picked: JSON.parse(row.picked) } : {}),
  ...(row.decoded_text !== null ? { decodedText: JSON.parse(row.decoded_text) } : {}),
  ...(row.warnings !== null ? { warnings: JSON.parse(row.warnings) } : {}),
  ...(row.reasons !== null ? { reasons: JSON.parse(row.reasons) } : {}),
  ...(row.roles !== null ? { roles: JSON.parse(row.roles) } : {}),
  ...(row.refusal_count !== null ? { count: row.refusal_count, firstAt: row.first_at!, lastAt: row.last_at! } : {}),
});

/** The columns toDelivery reads. */
export const DELIVERY_COLUMNS =
  'id, at, status, outcome, lead_id, matched_lead_id, became_lead_id, erased, error_code, error_message, body, request_id, content_type, picked, decoded_text, warnings, reasons, roles, refusal_count, first_at, last_at';
