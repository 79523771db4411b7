import Joi from 'joi';
import type { ErrorDetail } from '../../shared/error-detail.ts';
import { badQuery } from '../http/errors.ts';
import type { LeadQuery } from '../store/lead-queries.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { readLeadFilters } from './lead-filters.ts';

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 500;

const TIME_ORDERED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const querySchema = Joi.object({
  sourceId: Joi.string(),
  phone: Joi.string(),
  email: Joi.string().trim(),
  q: Joi.string(),
  from: Joi.string(),
  to: Joi.string(),
  test: Joi.string(),
  format: Joi.string(),
  count: Joi.string().valid('true', 'false').messages({ '*': 'count must be true or false' }),
  limit: Joi.number()
    .integer()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE)
    .messages({ '*': `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` }),
  cursor: Joi.string()
    .custom((cursor: string) => {
      const id = decodeCursor(cursor);
      if (!id) throw new Error('malformed');
      return id;
    })
    .messages({ '*': 'cursor is malformed; pass the nextCursor of the previous page as it was' }),
}).messages({ 'string.base': '{#label} must be given once, as text' });

/** The cursor is the last lead id of a page; ids are time-ordered, so "older than it" is the next page. */
export const encodeCursor = (leadId: string) => Buffer.from(leadId).toString('base64url');

/** The lead id a cursor names, or null when it is not one this service made. */
export function decodeCursor(cursor: string): string | null {
  const id = Buffer.from(cursor, 'base64url').toString();
  return TIME_ORDERED_ID.test(id) && encodeCursor(id) === cursor ? id : null;
}

/** Reads `GET /api/leads` query parameters: its page limits here, the filters as every door reads them. */
export async function readLeadQuery(
  store: LeadStore,
  query: Record<string, unknown>,
): Promise<LeadQuery & { format?: string; count: boolean }> {
  // An empty parameter (`?sourceId=&phone=`, as forms send) filters nothing.
  const given = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''));
  const { value, error } = querySchema.validate(given, { abortEarly: false, allowUnknown: true });
  const details: ErrorDetail[] = (error?.details ?? []).map((d) => ({ field: String(d.path[0]), message: d.message }));
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : undefined);
  const { filters, problems } = await readLeadFilters(store, {
    sourceId: text('sourceId'),
    phone: text('phone'),
    email: text('email'),
    q: text('q'),
    from: text('from'),
    to: text('to'),
    test: text('test'),
  });
  details.push(...problems);
  if (details.length > 0) throw badQuery(details);
  return {
    ...filters,
    beforeId: value.cursor,
    limit: value.limit,
    format: text('format'),
    count: value.count === 'true',
  };
}
