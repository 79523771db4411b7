import { MongoBulkWriteError, MongoError, type WriteError } from 'mongodb';
import { StoreUnavailableError } from '../store-errors.ts';

export const DUPLICATE_KEY = 11000;

/**
 * A start-up step (a migration, an index) failed: the message says which and why. Its name is not
 * a driver's, so the start-up line does not call MongoDB unreachable.
 */
export class StoreStartError extends Error {}

/** The unique index a duplicate-key write error names (mongod: "E11000 ... index: <name> dup key: ..."). */
export function duplicateIndexOf(error: WriteError): string | null {
  if (error.code !== DUPLICATE_KEY) return null;
  return /index: (\S+) dup key/.exec(error.errmsg ?? '')?.[1] ?? 'unknown';
}

/**
 * Per-document outcomes of an unordered insertMany, or null when they are not all known: a
 * network error or write concern error, or a batch never sent (driver src/bulk/common.ts: the
 * error keeps earlier batches' write errors; insertedIds lists unsent documents too, so it is
 * never read).
 */
export function accountedWriteErrors(error: unknown, sent: number): Map<number, WriteError> | null {
  if (!(error instanceof MongoBulkWriteError) || error.result.getWriteConcernError()) return null;
  const writeErrors = error.result.getWriteErrors();
  if (error.result.insertedCount + writeErrors.length !== sent) return null;
  return new Map(writeErrors.map((writeError) => [writeError.index, writeError]));
}

/**
 * A 503's cause, safe to log: the driver's errors carry the documents they failed on (a write
 * error's `op`, a validation error's `errInfo`), and those hold a lead's name, phone and email.
 */
export function unavailable(error: unknown): StoreUnavailableError {
  return new StoreUnavailableError(new Error(describe(error)));
}

export function describe(error: unknown): string {
  if (isWriteError(error)) return `write error ${error.code}${codeName(error)}`;
  if (error instanceof MongoBulkWriteError) {
    const first = error.result.getWriteErrors()[0];
    const concern = error.result.getWriteConcernError();
    if (concern) return `${error.name}: write concern error ${concern.code}`;
    if (first) return `${error.name}: write error ${first.code}${codeName(first)}`;
  }
  if (error instanceof MongoError) {
    const code = error.code === undefined ? '' : ` ${error.code}`;
    // Server messages of data errors can quote documents; network and selection messages do not.
    return error.name === 'MongoServerError'
      ? `${error.name}${code}${codeName(error)}`
      : `${error.name}${code}: ${error.message}`;
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

const isWriteError = (error: unknown): error is WriteError =>
  typeof error === 'object' && error !== null && error.constructor?.name === 'WriteError';

function codeName(error: { errInfo?: unknown } & object): string {
  const name = (error as { codeName?: unknown }).codeName ?? (error as { err?: { codeName?: unknown } }).err?.codeName;
  return typeof name === 'string' ? ` (${name})` : '';
}
