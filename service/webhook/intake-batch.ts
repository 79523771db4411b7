import type { ErrorDetail } from '../../shared/error-detail.ts';
import { HttpError, validationFailed } from '../http/errors.ts';
import type { LeadRecord } from '../store/lead-record.ts';
import { httpErrorOf, type PreparedLead } from './prepared-body.ts';
import { submitLead, type DeliveryOrigin, type LeadTarget } from './submit-lead.ts';

/** What one element of a batch got: what it would have got alone (docs/api.md §2.5-2.6). */
export type ElementAnswer =
  | { status: 'created'; lead: LeadRecord; warnings?: ErrorDetail[] }
  | { status: 'duplicate'; matchedOn: 'phone' | 'email'; warnings?: ErrorDetail[] }
  | { status: 'rejected'; error: { code: string; message: string; details?: ErrorDetail[] } };

export interface BatchAnswer {
  results: ElementAnswer[];
}

/**
 * Submits each lead of a batch as if alone, in order, each logged as its own delivery (its body is
 * the element as JSON, so a replay of it sends that element alone). A store failure stops the
 * batch and answers 503 (the sender retries it all; what was stored then answers duplicate); when
 * no element was created or duplicate, the batch is a 422 naming `[i].field`.
 */
export async function submitBatch(
  target: LeadTarget,
  leads: PreparedLead[],
  origin: DeliveryOrigin,
  logRejection: (error: HttpError, kept: { body: string; contentType: string }) => Promise<void>,
): Promise<BatchAnswer> {
  const results: ElementAnswer[] = [];
  const elementOrigin = { ...origin, contentType: 'application/json' };
  for (const { read, logText, secrets } of leads) {
    try {
      if (!read.ok) throw httpErrorOf(read.error);
      const { lead, decodedText } = read;
      results.push(await submitLead(target, { read: lead, decodedText, secrets, logText, origin: elementOrigin }));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      await logRejection(error, { body: logText, contentType: elementOrigin.contentType });
      const { code, message, details } = error;
      results.push({ status: 'rejected', error: { code, message, ...(details ? { details } : {}) } });
    }
  }
  if (results.every((result) => result.status === 'rejected')) throw validationFailed(batchDetails(results));
  return { results };
}

function batchDetails(results: ElementAnswer[]): ErrorDetail[] {
  return results.flatMap((result, i) => {
    if (result.status !== 'rejected') return [];
    const { details, message } = result.error;
    return (
      details?.map((detail) => ({ field: `[${i}].${detail.field}`, message: detail.message })) ?? [
        { field: `[${i}]`, message },
      ]
    );
  });
}
