import type { LeadRecord, LeadSubmissionRecord } from '../store/lead-record.ts';

/**
 * Anyone with a webhook URL decides how large a lead is, so an answer holds leads, newest first,
 * only up to about 1 MiB of them (it carries each lead twice: as text and as structured data);
 * the first lead is always given.
 */
const ANSWER_BUDGET_CHARS = 512 * 1024;
export function withinAnswerBudget(leads: LeadRecord[]): LeadRecord[] {
  let used = 0;
  const kept: LeadRecord[] = [];
  for (const lead of leads) {
    used += JSON.stringify(lead).length;
    if (kept.length > 0 && used > ANSWER_BUDGET_CHARS) break;
    kept.push(lead);
  }
  return kept;
}

/**
 * A lead keeps the first submission from each source (plus the newest 20 matching it and the newest
 * 20 conflicting, each up to 16 KB), so whoever has many sources' webhook URLs can make a lead of
 * megabytes: get_lead gives the oldest (who came first from where) within the same budget, the
 * first always.
 */
export function submissionsWithinBudget(lead: LeadRecord, submissions: LeadSubmissionRecord[]): LeadSubmissionRecord[] {
  let used = JSON.stringify(lead).length;
  const kept: LeadSubmissionRecord[] = [];
  for (const submission of submissions) {
    used += JSON.stringify(submission).length;
    if (kept.length > 0 && used > ANSWER_BUDGET_CHARS) break;
    kept.push(submission);
  }
  return kept;
}
