import type { BodyFormat } from '../http/body/body-format.ts';
import type { SourceRecord } from '../store/source-record.ts';
import type { PreparedBody } from './prepared-body.ts';

/**
 * Where a body comes from, how it is read and what it costs: read once the request may go on,
 * prepared (prepared-body.ts) here or on a reader thread, then charged per lead. Made once per
 * intake, not per request, so a lead costs no closures (docs/performance.md, Round 3).
 */
export interface BodyReader<T> {
  read(input: T): Promise<{ bytes: Buffer; format: BodyFormat }>;
  prepare(input: T, bytes: Buffer, format: BodyFormat, source: SourceRecord): Promise<PreparedBody>;
  charge(input: T, leads: number): void;
  /** Counts the leads a request created toward the daily quota (duplicates and refusals are free). */
  created(input: T, leads: number): void;
}
