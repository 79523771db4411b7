import type { IntegrationTokenRecord, OutboundEventRecord, SubscriptionRecord } from '../outbound-records.ts';
import type { IntegrationTokenDoc, LeadDoc, OutboundEventDoc, SubscriptionDoc } from './collections.ts';
import { toLead } from './records.ts';

export const toSubscription = ({ _id, ...doc }: SubscriptionDoc): SubscriptionRecord => ({
  id: _id,
  ...doc,
  ownerTokenId: doc.ownerTokenId ?? null,
});

export const toToken = (doc: IntegrationTokenDoc): IntegrationTokenRecord => ({
  id: doc._id,
  name: doc.name,
  createdAt: doc.createdAt,
});

export const toEvent = (doc: OutboundEventDoc): OutboundEventRecord => ({
  id: doc._id,
  subscriptionId: doc.subscriptionId,
  type: doc.type,
  leadId: doc.leadId,
  body: doc.body,
  createdAt: doc.createdAt,
  state: doc.state,
  attempts: doc.attempts,
  nextAt: doc.nextAt,
});

export const leadForEvent = (doc: LeadDoc) => {
  const { fields: _fields, conflicts, ...lead } = toLead({ ...doc, fieldsJson: '{}' });
  return { ...lead, fieldsJson: doc.fieldsJson, conflictsJson: JSON.stringify(conflicts) };
};
