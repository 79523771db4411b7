import type { LeadRecord } from '../store/lead-store.ts';

/** A lead as a model reads it before a call: who, how to reach them, when, and the full notes. */
export function leadText(lead: LeadRecord): string {
  return [
    `Lead ${lead.id} (source ${lead.sourceId})`,
    `Name: ${lead.name ?? '(none)'}`,
    `Phone: ${lead.phone ?? '(none)'}`,
    `Email: ${lead.email ?? '(none)'}`,
    `Received: ${lead.createdAt}${lead.test ? ' (TEST LEAD: sent by a form builder, not a real person)' : ''}`,
    'Notes:',
    lead.notes === '' ? '(none)' : lead.notes,
  ].join('\n');
}

export function leadsText(leads: LeadRecord[]): string {
  if (leads.length === 0) return 'No leads match.';
  return `${leads.length} lead(s), newest first:\n\n${leads.map(leadText).join('\n\n---\n\n')}`;
}
