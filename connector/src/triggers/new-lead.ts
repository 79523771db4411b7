import {
  defineInputFields,
  defineTrigger,
  type WebhookTriggerPerform,
  type WebhookTriggerPerformList,
  type WebhookTriggerPerformSubscribe,
  type WebhookTriggerPerformUnsubscribe,
} from 'zapier-platform-core';
import { requestApi } from '../integration-token.js';
import { newLeadOutputFields, newLeadSample, leadOutput, type ApiLead } from './new-lead-fields.js';

const inputFields = defineInputFields([
  {
    key: 'sourceId',
    label: 'Lead Source ID',
    required: false,
    helpText: 'Only leads of this lead source (its id, shown on the Lead Sources page). Leave empty for every source.',
  },
]);

/** Lead Intake sends each new lead to Zapier's URL (REST hook, docs/api.md §4.1), signed and retried. */
export const performSubscribe = (async (z, bundle) => {
  const sourceId = typeof bundle.inputData.sourceId === 'string' ? bundle.inputData.sourceId.trim() : '';
  const response = await requestApi(z, bundle, '/api/subscriptions', {
    method: 'POST',
    body: { url: bundle.targetUrl, events: ['lead.created'], sourceIds: sourceId ? [sourceId] : null },
  });
  const { id } = response.data as { id: string };
  return { id };
}) satisfies WebhookTriggerPerformSubscribe;

export const performUnsubscribe = (async (z, bundle) => {
  const id = encodeURIComponent(bundle.subscribeData?.id ?? '');
  await requestApi(z, bundle, `/api/subscriptions/${id}`, { method: 'DELETE' });
  return {};
}) satisfies WebhookTriggerPerformUnsubscribe;

/** One event body: `{id, type, timestamp, data: {lead, source}}`; other events are not New Lead's. */
export const perform = (async (_z, bundle) => {
  const event = bundle.cleanedRequest as { type?: unknown; data?: { lead?: ApiLead; source?: { name?: string } } };
  if (event?.type !== 'lead.created' || !event.data?.lead) return [];
  return [leadOutput(event.data.lead, event.data.source?.name ?? null)];
}) satisfies WebhookTriggerPerform;

/** Zapier's sample when the trigger is set up: the newest leads, read with the integration token. */
export const performList = (async (z, bundle) => {
  const sourceId = typeof bundle.inputData.sourceId === 'string' ? bundle.inputData.sourceId.trim() : '';
  const response = await requestApi(z, bundle, '/api/leads', {
    params: { limit: '3', ...(sourceId ? { sourceId } : {}) },
  });
  const { leads } = response.data as { leads: ApiLead[] };
  return leads.map((lead) => leadOutput(lead, null));
}) satisfies WebhookTriggerPerformList;

export default defineTrigger({
  key: 'new_lead',
  noun: 'Lead',
  display: {
    label: 'New Lead',
    description:
      'Triggers within seconds when a new lead is stored in Lead Intake. Needs an integration token in the connection.',
  },
  operation: {
    type: 'hook',
    inputFields,
    performSubscribe,
    performUnsubscribe,
    perform,
    performList,
    sample: newLeadSample,
    outputFields: newLeadOutputFields,
  },
});
