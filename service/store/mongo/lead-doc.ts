import { emailKeyOf, type NewLead } from '../lead-record.ts';
import type { LeadDoc, PendingLeadEvent } from './collections.ts';

export const toLeadDoc = (
  lead: NewLead,
  deliveryId: string | undefined,
  events: PendingLeadEvent[] | undefined,
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
  ...(events ? { outbox: events, outboxPending: true as const } : {}),
});
