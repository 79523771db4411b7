import type { Collection, Filter } from 'mongodb';
import { searchMatcher } from '../lead-search-match.ts';
import type { LeadCount, LeadFilterQuery, LeadPage, LeadQuery } from '../lead-queries.ts';
import { emailKeyOf } from '../lead-record.ts';
import type { LeadDoc } from './collections.ts';
import { toLead } from './records.ts';

/** Leads one search page examines at most (docs/api.md §4: a page may then hold fewer than `limit`). */
const SEARCH_SCAN_LIMIT = 5000;
/** Leads a search reads per round trip (more when a page asks for many). */
const SCAN_BATCH = 200;

/**
 * GET /api/leads on MongoDB: the filters through the indexes, newest first. `q` (substrings,
 * accents folded) has no index on a replica set without Atlas Search, so it is a bounded scan of the
 * other filters' leads, newest first, reading only the searched fields; a page that examined its
 * SEARCH_SCAN_LIMIT leads ends there with a cursor to go on from.
 */
export async function findLeadPage(
  leads: Collection<LeadDoc>,
  query: LeadQuery,
  read: { maxTimeMS: number },
  scanLimit = SEARCH_SCAN_LIMIT,
): Promise<LeadPage> {
  const filter = leadFilter(query);
  if (query.q === undefined) {
    const docs = await leads
      .find(filter, read)
      .sort({ _id: -1 })
      .limit(query.limit + 1)
      .toArray();
    const page = docs.slice(0, query.limit).map(toLead);
    return { leads: page, nextBeforeId: docs.length > query.limit ? page[page.length - 1].id : null };
  }
  // Read in batches, and only until the page is full: a first page of common matches reads a
  // batch, not the scan limit.
  const candidates = leads
    .find(filter, {
      ...read,
      projection: { _id: 1, name: 1, emailKey: 1, phone: 1 },
      batchSize: Math.min(scanLimit + 1, Math.max(SCAN_BATCH, query.limit * 4)),
    })
    .sort({ _id: -1 })
    .limit(scanLimit + 1);
  const matches = searchMatcher(query.q, query.qDigits, query.qPhones, query.qWords);
  const found: string[] = [];
  let examined = 0;
  let lastExamined: string | null = null;
  let nextBeforeId: string | null = null;
  for await (const candidate of candidates) {
    if (examined === scanLimit || found.length === query.limit) {
      nextBeforeId = lastExamined; // more are left: the next page goes on from here
      break;
    }
    if (matches(candidate)) found.push(candidate._id);
    examined++;
    lastExamined = candidate._id;
  }
  if (found.length === 0) return { leads: [], nextBeforeId };
  const docs = await leads
    .find({ _id: { $in: found } }, read)
    .sort({ _id: -1 })
    .toArray();
  return { leads: docs.map(toLead), nextBeforeId };
}

/**
 * LeadStore.countLeads on MongoDB: countDocuments through the filters' indexes, stopped at `cap`; with
 * `q`, the newest `cap` leads of the other filters scanned as a search page scans them.
 */
export async function countLeads(
  leads: Collection<LeadDoc>,
  filters: LeadFilterQuery,
  cap: number,
  read: { maxTimeMS: number },
): Promise<LeadCount> {
  const filter = leadFilter(filters);
  if (filters.q === undefined) {
    const n = await leads.countDocuments(filter, { ...read, limit: cap + 1 });
    return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
  }
  const candidates = leads
    .find(filter, { ...read, projection: { _id: 1, name: 1, emailKey: 1, phone: 1 }, batchSize: SCAN_BATCH * 5 })
    .sort({ _id: -1 })
    .limit(cap + 1);
  const matches = searchMatcher(filters.q, filters.qDigits, filters.qPhones, filters.qWords);
  let examined = 0;
  let total = 0;
  for await (const candidate of candidates) {
    if (examined === cap) return { total, capped: true };
    if (matches(candidate)) total++;
    examined++;
  }
  return { total, capped: false };
}

function leadFilter(query: LeadFilterQuery & { beforeId?: string }): Filter<LeadDoc> {
  const filter: Filter<LeadDoc> = {};
  if (query.sourceId !== undefined) filter.sourceId = query.sourceId;
  if (query.phone !== undefined) filter.phone = query.phone;
  if (query.email !== undefined) filter.emailKey = emailKeyOf(query.email);
  if (query.test !== undefined) filter.test = query.test;
  const createdAt: { $gte?: string; $lt?: string } = {};
  const from = [query.since, query.from]
    .filter((t): t is string => t !== undefined)
    .sort()
    .pop();
  if (from !== undefined) createdAt.$gte = from;
  if (query.to !== undefined) createdAt.$lt = query.to;
  if (Object.keys(createdAt).length > 0) filter.createdAt = createdAt;
  if (query.beforeId !== undefined) filter._id = { $lt: query.beforeId };
  return filter;
}
