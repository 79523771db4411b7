import type { LeadRecord } from '../store/lead-record.ts';
import type { OutboundEventType } from '../store/outbound-records.ts';

/** A lead as the API shows it, its fields and conflicts already JSON text (the stores hold them so: no parse per lead). */
export type LeadForEvent = Omit<LeadRecord, 'fields' | 'conflicts'> & { fieldsJson: string; conflictsJson: string };

/**
 * The JSON of one event (docs/api.md, Outbound webhooks), in Standard Webhooks' payload shape
 * (`type`, `timestamp`, `data`), with the message id too. Built by string so a store adds it to the
 * lead's own write without parsing the lead's fields again.
 */
export function eventBody(id: string, type: OutboundEventType, at: string, data: string): string {
  return `{"id":${JSON.stringify(id)},"type":${JSON.stringify(type)},"timestamp":${JSON.stringify(at)},"data":${data}}`;
}

/** `lead.created` and `lead.returned`: the lead, and its source's id and name. */
export function leadEventData(lead: LeadForEvent, source: { id: string; name: string }): string {
  return (
    `{"lead":{"id":${JSON.stringify(lead.id)},"sourceId":${JSON.stringify(lead.sourceId)},"name":${JSON.stringify(lead.name)},` +
    `"phone":${JSON.stringify(lead.phone)},"email":${JSON.stringify(lead.email)},"notes":${JSON.stringify(lead.notes)},` +
    `"fields":${lead.fieldsJson},"test":${lead.test},"createdAt":${JSON.stringify(lead.createdAt)},` +
    `"returns":${lead.returns},"lastSeenAt":${JSON.stringify(lead.lastSeenAt)},"conflicts":${lead.conflictsJson}},` +
    `"source":{"id":${JSON.stringify(source.id)},"name":${JSON.stringify(source.name)}}}`
  );
}

/** `lead.erased` carries ids only (issue 38, Erasure). */
export const erasedEventData = (leadId: string, sourceId: string): string =>
  `{"lead":{"id":${JSON.stringify(leadId)},"sourceId":${JSON.stringify(sourceId)}}}`;

/** Standard Webhooks message ids: unique per message, the same on every try of it. */
export const newMessageId = (timeOrderedId: string) => `msg_${timeOrderedId.replaceAll('-', '')}`;
