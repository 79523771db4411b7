import type { LeadCount, LeadFilterQuery, LeadPage, LeadQuery } from '../lead-queries.ts';
import type { LeadRecord, LeadSubmissionRecord } from '../lead-record.ts';
import { parseSubmission } from '../lead-submission.ts';
import { readAfterFollowUps } from './follow-up-reads.ts';
import * as search from './lead-search.ts';
import { toLead } from './records.ts';
import type { StoreParts } from './store-parts.ts';

export function findLeads(p: StoreParts, query: LeadQuery): Promise<LeadPage> {
  return readAfterFollowUps(p, 'leads', (read) => search.findLeadPage(p.c.leads, query, read));
}

export function countLeads(p: StoreParts, filters: LeadFilterQuery, cap: number): Promise<LeadCount> {
  return readAfterFollowUps(p, 'leads', (read) => search.countLeads(p.c.leads, filters, cap, read));
}

export function listSubmissions(p: StoreParts, leadId: string): Promise<LeadSubmissionRecord[]> {
  return readAfterFollowUps(p, { leadId }, async (read) =>
    (await p.c.submissions.find({ leadId }, read).sort({ _id: 1 }).toArray()).map((doc) => parseSubmission(doc.json)),
  );
}

export function getLead(p: StoreParts, id: string): Promise<LeadRecord | null> {
  return readAfterFollowUps(p, { leadId: id }, async (read) => {
    const doc = await p.c.leads.findOne({ _id: id }, read);
    return doc ? toLead(doc) : null;
  });
}
