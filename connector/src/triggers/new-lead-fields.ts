/** A lead as Lead Intake's API and its events show it (docs/api.md §4, Lead). */
export interface ApiLead {
  id: string;
  sourceId: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  notes: string;
  fields: Record<string, unknown>;
  test: boolean;
  createdAt: string;
  returns?: number;
}

/** Flat, so each value maps in later steps; the lead's own fields under `fields`. */
export const leadOutput = (lead: ApiLead, sourceName: string | null) => ({
  id: lead.id,
  name: lead.name,
  phone: lead.phone,
  email: lead.email,
  notes: lead.notes,
  test: lead.test,
  createdAt: lead.createdAt,
  sourceId: lead.sourceId,
  sourceName,
  fields: lead.fields,
});

export const newLeadSample = {
  id: '019300aa-0000-7000-8000-000000000000',
  name: 'Jane Doe',
  phone: '+16505550123',
  email: 'jane@example.com',
  notes: 'budget: 5000',
  test: false,
  createdAt: '2026-11-28T12:00:00.000Z',
  sourceId: '019300aa-0000-7000-8000-000000000001',
  sourceName: 'Spring campaign',
  fields: { budget: 5000 },
};

export const newLeadOutputFields = [
  { key: 'id', label: 'Lead ID' },
  { key: 'name', label: 'Name' },
  { key: 'phone', label: 'Phone (E.164)' },
  { key: 'email', label: 'Email' },
  { key: 'notes', label: 'Notes' },
  { key: 'test', label: 'Test Lead', type: 'boolean' as const },
  { key: 'createdAt', label: 'Created At', type: 'datetime' as const },
  { key: 'sourceId', label: 'Lead Source ID' },
  { key: 'sourceName', label: 'Lead Source Name' },
];
