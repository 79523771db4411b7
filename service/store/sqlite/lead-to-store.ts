import type { LeadDelivery } from '../delivery-record.ts';
import type { LeadRecord, NewLead } from '../lead-record.ts';
import { timeOrderedId } from '../../base/time-ordered-id.ts';
import type { DeliveryToStore, LeadToStore } from './write-ops.ts';

/** The lead as it crosses to the writer thread. */
export function leadToStore(lead: NewLead): LeadToStore {
  // Named field by field: an object rest or spread per lead costs more than the write's message.
  return {
    id: lead.id,
    sourceId: lead.sourceId,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    notes: lead.notes,
    fieldsJson: JSON.stringify(lead.fields),
    test: lead.test,
    createdAt: lead.createdAt,
  };
}

/** A lead just created, as the store lists it. */
export const storedLead = (lead: NewLead): LeadRecord => ({
  id: lead.id,
  sourceId: lead.sourceId,
  name: lead.name,
  phone: lead.phone,
  email: lead.email,
  notes: lead.notes,
  fields: lead.fields,
  test: lead.test,
  createdAt: lead.createdAt,
  returns: 0,
  lastSeenAt: lead.createdAt,
  conflicts: [],
});

// Named field by field, as the lead is: its reasons and roles go as their JSON.
export function deliveryToStore(delivery: LeadDelivery): DeliveryToStore {
  const { reasons, roles } = delivery;
  return {
    id: delivery.id ?? timeOrderedId(),
    at: delivery.at,
    body: delivery.body,
    requestId: delivery.requestId,
    contentType: delivery.contentType,
    picked: delivery.picked,
    decodedText: delivery.decodedText,
    warnings: delivery.warnings,
    replayed: delivery.replayed,
    replayOf: delivery.replayOf,
    status: delivery.status,
    reasonsJson: reasons === undefined ? undefined : JSON.stringify(reasons),
    rolesJson: roles === undefined ? undefined : JSON.stringify(roles),
  };
}
