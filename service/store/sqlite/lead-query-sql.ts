import { emailKeyOf, type LeadQuery } from '../lead-store.ts';

/**
 * The SELECT behind GET /api/leads, written so every filter is answered from an index (newest
 * first), even over millions of leads.
 */
export function leadQuerySql(query: LeadQuery): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, ...values: unknown[]) => {
    if (values[0] === undefined) return;
    conditions.push(condition);
    params.push(...values);
  };
  // A search, a phone or an email matches few leads through its own index; the "+" keeps the
  // planner from walking all of a source's leads instead.
  const bySearch = query.q !== undefined;
  const byContact = bySearch || query.phone !== undefined || query.email !== undefined;
  add('id IN (SELECT lead_id FROM leads_search WHERE leads_search MATCH ?)', bySearch ? searchMatch(query.q!, query.qDigits) : undefined);
  add(byContact ? '+source_id = ?' : 'source_id = ?', query.sourceId);
  // Real and test leads sit in two partial indexes: one term for each lets both be searched.
  add('((phone = ? AND test = 0) OR (phone = ? AND test = 1))', query.phone, query.phone);
  add('email_key = ?', query.email === undefined ? undefined : emailKeyOf(query.email));
  add('created_at >= ?', query.since);
  add('created_at >= ?', query.from);
  add('created_at < ?', query.to);
  add('+test = ?', query.test === undefined ? undefined : Number(query.test));
  add('id < ?', query.beforeId);
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  return { sql: `SELECT * FROM leads ${where} ORDER BY id DESC LIMIT ?`, params: [...params, query.limit] };
}

/**
 * An FTS5 query: q as one phrase (a trigram phrase matches as a substring) in name or email, or its
 * digits in the phone. Inside "…" every character is text, a `"` written twice.
 */
function searchMatch(q: string, digits: string | undefined): string {
  // A NUL ends an FTS5 string early ("unterminated string"): the readers refuse it, and here it is a space.
  const phrase = (text: string) => `"${text.replace(/\0/g, ' ').replace(/"/g, '""')}"`;
  return `{name email} : ${phrase(q)}${digits ? ` OR phone : ${phrase(digits)}` : ''}`;
}
