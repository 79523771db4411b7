import { conflictOf, withConflict } from '../lead-conflicts.ts';
import { SUBMISSIONS_NEWEST, type LeadRecord } from '../lead-record.ts';
import { submissionJson } from '../lead-submission.ts';
import type { Statements } from './statements.ts';
import type { LeadToStore } from './write-ops.ts';

/** The lead a duplicate matched, as far as keeping what it sent needs it. */
export interface MatchedLead extends Pick<LeadRecord, 'id' | 'name' | 'email'> {
  /** The lead's conflicts as stored (JSON). */
  conflicts: string;
}

/**
 * A duplicate's submission kept on the lead it matched, inside the writer's transaction with the
 * duplicate's delivery: the first from each source stays, of the others the newest
 * SUBMISSIONS_NEWEST of its kind (counting the first ones among them): matching the lead, or
 * conflicting with it (another name or email, which the lead also lists). A stranger's flood of
 * forged duplicates then never pushes the person's own latest out.
 */
export function recordReturn(statements: Statements, lead: MatchedLead, sent: LeadToStore, at: string): void {
  const conflict = conflictOf(lead, sent, at);
  const seen = statements
    .get('SELECT 1 FROM lead_submissions WHERE lead_id = ? AND source_id = ? LIMIT 1')
    .get(lead.id, sent.sourceId);
  statements
    .get(
      'INSERT INTO lead_submissions (lead_id, source_id, first_from_source, conflicting, submission) VALUES (?, ?, ?, ?, ?)',
    )
    .run(lead.id, sent.sourceId, seen ? 0 : 1, conflict ? 1 : 0, submissionJson(sent, sent.fieldsJson, at));
  if (conflict)
    statements
      .get('UPDATE leads SET returns = returns + 1, last_seen_at = ?, conflicts = ? WHERE id = ?')
      .run(at, JSON.stringify(withConflict(JSON.parse(lead.conflicts), conflict)), lead.id);
  else statements.get('UPDATE leads SET returns = returns + 1, last_seen_at = ? WHERE id = ?').run(at, lead.id);
  statements
    .get(
      `DELETE FROM lead_submissions WHERE lead_id = ? AND first_from_source = 0 AND conflicting = ? AND seq < (
       SELECT seq FROM lead_submissions WHERE lead_id = ? AND conflicting = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)`,
    )
    .run(lead.id, conflict ? 1 : 0, lead.id, conflict ? 1 : 0, SUBMISSIONS_NEWEST - 1);
}

/** The lead a duplicate matched: the real lead holding its phone, or the oldest real lead with its email. */
export function matchedLead(
  statements: Statements,
  sent: LeadToStore,
  matchedOn: 'phone' | 'email',
  emailKey: string | null,
): MatchedLead | undefined {
  return matchedOn === 'phone'
    ? statements
        .get<[string | null], MatchedLead>('SELECT id, name, email, conflicts FROM leads WHERE phone = ? AND test = 0')
        .get(sent.phone)
    : statements
        .get<[string | null], MatchedLead>(
          'SELECT id, name, email, conflicts FROM leads WHERE email_key = ? AND test = 0 ORDER BY id LIMIT 1',
        )
        .get(emailKey);
}
