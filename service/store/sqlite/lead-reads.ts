import type { LeadRecord, LeadSubmissionRecord } from '../lead-record.ts';
import { parseSubmission } from '../lead-submission.ts';
import { toLead, type LeadRow } from './rows.ts';
import type { Statements } from './statements.ts';

export function getLead(statements: Statements, id: string): LeadRecord | null {
  const row = statements.get<[string], LeadRow>('SELECT * FROM leads WHERE id = ?').get(id);
  return row ? toLead(row) : null;
}

export function listSubmissions(statements: Statements, leadId: string): LeadSubmissionRecord[] {
  return statements
    .get<[string], { submission: string }>('SELECT submission FROM lead_submissions WHERE lead_id = ? ORDER BY seq')
    .all(leadId)
    .map((row) => parseSubmission(row.submission));
}
