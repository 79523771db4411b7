import type { LeadQuery } from '../lead-queries.ts';
import { emailKeyOf } from '../lead-record.ts';
import { compactName } from '../name-joiners.ts';

export interface LeadQuerySql {
  sql: string;
  params: unknown[];
  /** A search's bound: the matches past the page's examined window (see searchSql). */
  windowEnd?: { sql: string; params: unknown[] };
}

/** Index matches one search page examines at most (docs/api.md: a page may then hold fewer than `limit`). */
export const SEARCH_EXAMINED = 10_000;

/** A search by text alone: the one query that walks the search index (searchSql), not a filter's own index. */
export const isSearch = (query: LeadQuery) =>
  query.q !== undefined && query.phone === undefined && query.email === undefined;

/**
 * The SELECT behind GET /api/leads, written so every filter is answered from an index (newest
 * first), even over millions of leads.
 */
export function leadQuerySql(query: LeadQuery, examined = SEARCH_EXAMINED): LeadQuerySql {
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
  add(byContact ? '+leads.source_id = ?' : 'leads.source_id = ?', query.sourceId);
  // Real and test leads sit in two partial indexes: one term for each lets both be searched.
  add('((leads.phone = ? AND leads.test = 0) OR (leads.phone = ? AND leads.test = 1))', query.phone, query.phone);
  add('leads.email_key = ?', query.email === undefined ? undefined : emailKeyOf(query.email));
  add('leads.created_at >= ?', query.since);
  add('leads.created_at >= ?', query.from);
  add('leads.created_at < ?', query.to);
  add('+leads.test = ?', query.test === undefined ? undefined : Number(query.test));
  if (isSearch(query)) return searchSql(query, conditions, params, examined);
  // With a phone or an email, their index finds the few leads, and the search index checks each one.
  add(
    'EXISTS (SELECT 1 FROM leads_search WHERE leads_search MATCH ? AND leads_search.rowid = leads.rowid)',
    bySearch ? searchMatch(query) : undefined,
  );
  add('leads.id < ?', query.beforeId);
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  return { sql: `SELECT * FROM leads ${where} ORDER BY id DESC LIMIT ?`, params: [...params, query.limit] };
}

/**
 * A search walks the index newest first and stops at the page's end: a word most leads contain
 * ("gmail") costs a page, not every match gathered and sorted (docs/performance.md). The index's
 * rowid is the lead's rowid, which grows with each insert as the time-ordered ids do, so rowid order
 * is newest first. Filters the matches rarely meet (a small source, an old `to`) would walk them all:
 * a page examines at most SEARCH_EXAMINED of them, and `windowEnd` names the last one examined when
 * more are left (the next page's cursor). The cursor (a lead id) becomes that lead's rowid, or, the
 * lead since erased, the rowid of the next lead after it. Joining on the id too means a row of the
 * index that ever pointed at another lead's rowid can never show that lead.
 */
function searchSql(query: LeadQuery, conditions: string[], params: unknown[], examined: number): LeadQuerySql {
  const match = ['leads_search MATCH ?'];
  const matchParams: unknown[] = [searchMatch(query)];
  if (query.beforeId !== undefined) {
    match.push('rowid < coalesce((SELECT rowid FROM leads WHERE id >= ? ORDER BY id LIMIT 1), 9223372036854775807)');
    matchParams.push(query.beforeId);
  }
  const matches = `FROM leads_search WHERE ${match.join(' AND ')} ORDER BY rowid DESC`;
  return {
    sql: `SELECT leads.* FROM (SELECT rowid AS seq, lead_id ${matches} LIMIT ?) AS examined
      JOIN leads ON leads.rowid = examined.seq AND leads.id = examined.lead_id
      ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''} ORDER BY examined.seq DESC LIMIT ?`,
    params: [...matchParams, examined, ...params, query.limit],
    // The last match examined and, when another follows it, that one.
    windowEnd: { sql: `SELECT lead_id ${matches} LIMIT 2 OFFSET ?`, params: [...matchParams, examined - 1] },
  };
}

/**
 * An FTS5 query: q as one phrase (a trigram phrase matches as a substring) in name or email, or
 * without spaces and punctuation in the name so written, or all its words there, or its digits or the national numbers it makes in the phone. Inside "…" every character is text, a `"` written twice.
 */
function searchMatch({ q, qDigits: digits, qPhones: phones = [], qWords: words = [] }: LeadQuery): string {
  // A NUL ends an FTS5 string early ("unterminated string"): the readers refuse it, and here it is a space.
  const phrase = (text: string) => `"${text.replace(/\0/g, ' ').replace(/"/g, '""')}"`;
  // The index holds the phone without its "+" (lead-search-index.ts); a whole number is a phrase of its digits.
  const phoneTerms = [...(digits ? [digits] : []), ...phones.map((e164) => e164.slice(1))];
  // Each word in the name or the email, in any order (`Dubois Léa`), besides q as written; q and each
  // word also without spaces and punctuation in the name so written (`obrien`, `jean luc`: name-joiners.ts).
  const written = (text: string) => {
    const compact = compactName(text);
    return compact !== text && [...compact].length >= 3 ? `(${phrase(text)} OR ${phrase(compact)})` : phrase(text);
  };
  const wordTerms = words.length > 0 ? ` OR {name email} : (${words.map(written).join(' AND ')})` : '';
  const compactQ = compactName(q!);
  const compactTerm = [...compactQ].length >= 3 ? ` OR name : ${phrase(compactQ)}` : '';
  return `{name email} : ${phrase(q!)}${compactTerm}${wordTerms}${phoneTerms.map((term) => ` OR phone : ${phrase(term)}`).join('')}`;
}
