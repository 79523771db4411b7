import { SUBMISSIONS_NEWEST } from '../lead-store.ts';
import { submissionJson } from '../lead-submission.ts';
import type { Statements } from './statements.ts';
import type { LeadToStore } from './write-ops.ts';

/**
 * A duplicate's submission kept on the lead it matched, inside the writer's transaction with the
 * duplicate's delivery: the first from each source stays, of the others the newest
 * SUBMISSIONS_NEWEST (counting the first ones among them).
 */
export function recordReturn(statements: Statements, leadId: string, sent: LeadToStore, at: string): void {
  const seen = statements
    .get('SELECT 1 FROM lead_submissions WHERE lead_id = ? AND source_id = ? LIMIT 1')
    .get(leadId, sent.sourceId);
  statements
    .get('INSERT INTO lead_submissions (lead_id, source_id, first_from_source, submission) VALUES (?, ?, ?, ?)')
    .run(leadId, sent.sourceId, seen ? 0 : 1, submissionJson(sent, sent.fieldsJson, at));
  statements.get('UPDATE leads SET returns = returns + 1, last_seen_at = ? WHERE id = ?').run(at, leadId);
  statements
    .get(
      `DELETE FROM lead_submissions WHERE lead_id = ? AND first_from_source = 0 AND seq < (
       SELECT seq FROM lead_submissions WHERE lead_id = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)`,
    )
    .run(leadId, leadId, SUBMISSIONS_NEWEST - 1);
}

/** The lead a duplicate matched: the real lead holding its phone, or the oldest real lead with its email. */
export function matchedLeadId(
  statements: Statements,
  sent: LeadToStore,
  matchedOn: 'phone' | 'email',
  emailKey: string | null,
): string | undefined {
  const row =
    matchedOn === 'phone'
      ? statements
          .get<[string | null], { id: string }>('SELECT id FROM leads WHERE phone = ? AND test = 0')
          .get(sent.phone)
      : statements
          .get<[string | null], { id: string }>(
            'SELECT id FROM leads WHERE email_key = ? AND test = 0 ORDER BY id LIMIT 1',
          )
          .get(emailKey);
  return row?.id;
}
