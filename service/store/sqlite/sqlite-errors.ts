import { StoreUnavailableError } from '../store-errors.ts';
import type { WriteFailure } from './write-ops.ts';

// Errors of the disk or the file, not of our SQL: the request gets a 503 and may be retried.
const UNAVAILABLE_CODES = /^SQLITE_(FULL|IOERR|BUSY|LOCKED|CANTOPEN|READONLY|CORRUPT|NOTADB|PROTOCOL)/;

export const isStoreFailure = (error: { code?: unknown }): boolean => UNAVAILABLE_CODES.test(String(error.code ?? ''));

export function translateSqliteError(error: unknown): unknown {
  return isStoreFailure(error as { code?: unknown }) ? new StoreUnavailableError(error) : error;
}

/** A failure reported by the writer thread, as the error the main thread throws. */
export function fromWriteFailure(failure: WriteFailure): Error {
  const error = Object.assign(new Error(failure.message), failure.code ? { code: failure.code } : {});
  return translateSqliteError(error) as Error;
}
