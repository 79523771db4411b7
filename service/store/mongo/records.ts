import type { FieldMap } from '../../lead/field-map/field-map.ts';
import type { DeliveryRecord } from '../delivery-record.ts';
import type { LeadRecord } from '../lead-record.ts';
import type { SourceRecord } from '../source-record.ts';
import type { DeliveryDoc, FieldMapPair, LeadDoc, SourceDoc } from './collections.ts';

/** Stored documents as the plain records the rest of the service sees. */
export const toSource = (doc: SourceDoc): SourceRecord => ({
  id: doc._id,
  name: doc.name,
  defaultCountry: doc.defaultCountry,
  googleKey: doc.googleKey ?? null,
  fieldMap: fieldMapOf(doc.fieldMap),
  redirectUrl: doc.redirectUrl ?? null,
  // A deleted source's token is revoked: it has no webhook URL (docs/api.md §4).
  token: doc.deletedAt ? '' : doc.token,
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
  leadCount: doc.leadCount,
  testLeadCount: doc.testLeadCount ?? 0,
  lastLeadAt: doc.lastLeadAt,
  deletedAt: doc.deletedAt ?? null,
  unseenRefusals: doc.unseenRefusals ?? 0,
});

export const toLead = (doc: LeadDoc): LeadRecord => ({
  id: doc._id,
  sourceId: doc.sourceId,
  name: doc.name,
  phone: doc.phone,
  email: doc.email,
  notes: doc.notes,
  fields: JSON.parse(doc.fieldsJson),
  test: doc.test === true,
  createdAt: doc.createdAt,
  returns: doc.returns ?? 0,
  lastSeenAt: doc.lastSeenAt ?? doc.createdAt,
  conflicts: doc.conflicts ?? [],
});

export const toDelivery = ({
  _id,
  sourceId: _source,
  refusalKey: _key,
  rolesJson,
  contacts: _contacts,
  ...delivery
}: DeliveryDoc): DeliveryRecord => ({
  id: _id,
  ...delivery,
  ...(rolesJson !== undefined ? { roles: JSON.parse(rolesJson) } : {}),
});

// fromEntries defines own keys, so a pointer such as "/__proto__" stays plain data.
const fieldMapOf = (pairs: FieldMapPair[] | undefined): FieldMap =>
  Object.fromEntries((pairs ?? []).map(({ pointer, field }) => [pointer, field]));

export const toFieldMapPairs = (fieldMap: FieldMap): FieldMapPair[] =>
  Object.entries(fieldMap).map(([pointer, field]) => ({ pointer, field }));
