import { defineCreate, defineInputFields, type CreatePerform, type InferInputData } from 'zapier-platform-core';
import { NAME_MAX_LENGTH, NOTES_MAX_LENGTH, PHONE_HELP } from '../../../shared/lead-fields.ts';
import { webhookUrlOf } from '../authentication.js';
import { requestService } from '../request.js';

const inputFields = defineInputFields([
  { key: 'name', label: 'Name', helpText: `The lead's full name (at most ${NAME_MAX_LENGTH} characters).` },
  { key: 'phone', label: 'Phone', helpText: `${PHONE_HELP} A phone or an email is required.` },
  { key: 'email', label: 'Email', helpText: 'The lead\'s email address. A phone or an email is required.' },
  { key: 'notes', label: 'Notes', type: 'text', helpText: `Anything the caller should know (at most ${NOTES_MAX_LENGTH} characters).` },
  {
    key: 'extra',
    label: 'Other fields',
    dict: true,
    helpText: 'Any other answers from the form (budget, product, campaign…): each pair is kept with the lead and written into its notes for the AI calling agent.',
  },
]);

interface LeadAnswer {
  status: 'created' | 'duplicate';
  matchedOn?: 'phone' | 'email';
  lead?: { id: string; name: string | null; phone: string | null; email: string | null; notes: string; createdAt: string };
}

export const perform = (async (z, bundle) => {
  const { name, phone, email, notes, extra } = bundle.inputData;
  // Other fields go first so a mapped name, phone, email or notes always wins.
  const body = { ...(extra ?? {}), name, phone, email, notes };
  const response = await requestService(z, { url: webhookUrlOf(z, bundle), method: 'POST', body });
  const answer = response.data as LeadAnswer;
  // Flattened so each value can be mapped in later steps; a duplicate is a normal result.
  return {
    status: answer.status,
    matchedOn: answer.matchedOn ?? null,
    id: answer.lead?.id ?? null,
    name: answer.lead?.name ?? null,
    phone: answer.lead?.phone ?? null,
    email: answer.lead?.email ?? null,
    notes: answer.lead?.notes ?? null,
    createdAt: answer.lead?.createdAt ?? null,
  };
}) satisfies CreatePerform<InferInputData<typeof inputFields>>;

export default defineCreate({
  key: 'lead',
  noun: 'Lead',
  display: {
    label: 'Create Lead',
    description: 'Sends a lead to a Lead Intake lead source. A lead whose phone (or email) is already known is skipped as a duplicate.',
  },
  operation: {
    perform,
    inputFields,
    sample: {
      status: 'created',
      matchedOn: null,
      id: '019ab0c4-5e6f-7a8b-9c0d-1e2f3a4b5c6d',
      name: 'Jane Doe',
      phone: '+14155550123',
      email: 'jane@example.com',
      notes: 'Asked for a demo\nbudget: 5000',
      createdAt: '2026-11-25T10:00:00.000Z',
    },
    outputFields: [
      { key: 'status', label: 'Result (created or duplicate)' },
      { key: 'matchedOn', label: 'Duplicate Of (phone or email)' },
      { key: 'id', label: 'Lead ID' },
      { key: 'name', label: 'Name' },
      { key: 'phone', label: 'Phone (E.164)' },
      { key: 'email', label: 'Email' },
      { key: 'notes', label: 'Notes' },
      { key: 'createdAt', label: 'Received At', type: 'datetime' },
    ],
  },
});
