import { defineInputFields } from 'zapier-platform-core';
import { NAME_MAX_LENGTH, NOTES_MAX_LENGTH } from '../../../shared/lead-fields.ts';

// Keys are permanent once a version is public: renaming one breaks every Zap that maps it.
export const inputFields = defineInputFields([
  {
    key: 'editorTestNote',
    type: 'copy',
    helpText:
      'Testing this step in the Zap editor sends a real lead (usually the one from your trigger) and stores it. ' +
      'A lead whose phone or email is already stored is skipped as a duplicate; the step still succeeds, ' +
      'so later steps can check **Status**.',
  },
  {
    key: 'name',
    label: 'Name',
    helpText: `First and last name together, such as Jane Doe (at most ${NAME_MAX_LENGTH} characters).`,
  },
  {
    key: 'phone',
    label: 'Phone',
    helpText:
      'With the country code, such as +14155550123; a local number such as (415) 555-0123 works when the ' +
      'lead source has a default country. A phone or an email is required.',
  },
  {
    key: 'email',
    label: 'Email',
    helpText: 'Used to spot duplicates when there is no phone. A phone or an email is required.',
  },
  {
    key: 'notes',
    label: 'Notes',
    type: 'text',
    helpText: `Shown first in the lead's notes, which the AI calling agent reads before the call (at most ${NOTES_MAX_LENGTH} characters).`,
  },
  {
    key: 'extra',
    label: 'Other Fields',
    dict: true,
    helpText:
      'Every other answer from the form (budget, product, campaign…). Each pair is stored with the lead and ' +
      'added to its notes. A pair named name, phone, email or notes is used when the field above is left empty.',
  },
]);

export const outputFields = [
  { key: 'status', label: 'Status (created or duplicate)' },
  { key: 'summary', label: 'Summary' },
  { key: 'matchedOn', label: 'Matched On (phone or email)' },
  { key: 'id', label: 'Lead ID' },
  { key: 'name', label: 'Name' },
  { key: 'phone', label: 'Phone' },
  { key: 'email', label: 'Email' },
  { key: 'notes', label: 'Notes' },
  { key: 'createdAt', label: 'Created At', type: 'datetime' as const },
];

export const sample = {
  status: 'created',
  summary: 'Created lead 019ab0c4-5e6f-7a8b-9c0d-1e2f3a4b5c6d.',
  matchedOn: null,
  id: '019ab0c4-5e6f-7a8b-9c0d-1e2f3a4b5c6d',
  name: 'Jane Doe',
  phone: '+14155550123',
  email: 'jane@example.com',
  notes: 'Asked for a demo\nbudget: 5000',
  createdAt: '2026-11-25T10:00:00.000Z',
};
