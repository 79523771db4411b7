import { emailKeyOf, type NewLead } from '../lead-record.ts';
import type { LeadDelivery } from '../delivery-record.ts';
import type { LeadDoc, PendingLeadEvent } from './collections.ts';

export const toLeadDoc = (
  lead: NewLead,
  deliveryId: string | undefined,
  events: PendingLeadEvent[] | undefined,
  replayOf?: string,
): LeadDoc => ({
  _id: lead.id,
  sourceId: lead.sourceId,
  name: lead.name,
  phone: lead.phone,
  email: lead.email,
  emailKey: emailKeyOf(lead.email),
  ...(lead.email && !lead.test ? { emailHolderKey: emailKeyOf(lead.email)! } : {}),
  notes: lead.notes,
  fieldsJson: JSON.stringify(lead.fields),
  test: lead.test,
  createdAt: lead.createdAt,
  conflicts: [],
  ...(deliveryId ? { deliveryId } : {}),
  ...(replayOf ? { replayOf } : {}),
  ...(events ? { outbox: events, outboxPending: true as const } : {}),
});

/** A lead queued for the next batch (lead-writer.ts), with its delivery and outbox events. */
export interface PendingLead {
  lead: NewLead;
  delivery: LeadDelivery;
  /** Its `lead.created` events, inserted with it (outbox.ts); the same ids on a re-send. */
  events?: PendingLeadEvent[];
}
