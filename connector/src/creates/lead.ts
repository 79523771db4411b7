import { defineCreate, type CreatePerform, type InferInputData } from 'zapier-platform-core';
import type { LeadAnswer } from '../answers.js';
import { readLeadAnswer } from '../answers.js';
import { webhookUrlOf } from '../webhook-url-of.js';
import { requestService } from '../request.js';
import { leadBodyOf, sentValue } from './lead-body.js';
import { inputFields, outputFields, sample } from './lead-fields.js';

/**
 * Flattened so each value can be mapped in later steps. A duplicate is a normal result (a Zap can
 * branch on status) carrying the values that were sent, so later steps never run on blanks.
 */
function outputOf(answer: LeadAnswer, body: Record<string, unknown>) {
  if (answer.status === 'created') {
    const { lead } = answer;
    return {
      status: 'created',
      summary: `Created lead ${lead.id}.`,
      matchedOn: null,
      id: lead.id,
      name: lead.name ?? null,
      phone: lead.phone ?? null,
      email: lead.email ?? null,
      notes: lead.notes ?? null,
      createdAt: lead.createdAt ?? null,
    };
  }
  const on = answer.matchedOn ?? 'phone or email';
  return {
    status: 'duplicate',
    summary: `Skipped: a lead with this ${on} is already stored, so nothing was stored. Name, phone, email and notes are the values sent.`,
    matchedOn: answer.matchedOn,
    id: null,
    name: sentValue(body, 'name'),
    phone: sentValue(body, 'phone'),
    email: sentValue(body, 'email'),
    notes: sentValue(body, 'notes'),
    createdAt: null,
  };
}

export const perform = (async (z, bundle) => {
  const body = leadBodyOf(bundle.inputData);
  const response = await requestService(z, { url: webhookUrlOf(z, bundle), method: 'POST', body });
  return outputOf(readLeadAnswer(z, response), body);
}) satisfies CreatePerform<InferInputData<typeof inputFields>>;

export default defineCreate({
  key: 'lead',
  noun: 'Lead',
  display: {
    label: 'Create Lead',
    description:
      'Creates a new lead in a lead source. A lead whose phone or email is already stored is skipped as a duplicate, and the step still succeeds.',
  },
  operation: { perform, inputFields, sample, outputFields },
});
