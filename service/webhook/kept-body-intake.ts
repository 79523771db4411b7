import { bodyFormatOf } from '../http/body/body-format.ts';
import type { SourceRecord } from '../store/source-record.ts';
import type { BodyReader } from './body-reader.ts';
import { bodySubmitter, type IntakeAnswer } from './body-submitter.ts';
import type { IntakeDeps } from './intake-deps.ts';
import { prepareBody } from './prepared-body.ts';

/** A delivery's kept body, sent again by an admin (replay.ts). */
export interface KeptBody {
  text: string;
  contentType?: string;
  requestId?: string;
  /** The logged delivery it is the body of: linked to the lead it becomes. */
  deliveryId?: string;
}

/**
 * The same sequence for a kept body an admin sends again: read with its kept content type, with
 * the source's current settings; no 410 or 429 (the admin is the caller), no Google key check
 * (its key was masked when it was kept), and logged as a delivery of its own.
 */
export function createKeptBodyIntake(deps: Pick<IntakeDeps, 'store' | 'events' | 'logger'>) {
  const submit = bodySubmitter(deps);
  return function intakeKept(source: SourceRecord, kept: KeptBody): Promise<IntakeAnswer> {
    const origin = {
      requestId: kept.requestId,
      contentType: kept.contentType,
      replayed: true,
      replayOf: kept.deliveryId,
    };
    return submit(source, origin, KEPT_BODIES, kept);
  };
}

// An admin's replay, one at a time: read on the event loop.
const KEPT_BODIES: BodyReader<KeptBody> = {
  read: async (kept) => ({ bytes: Buffer.from(kept.text), format: bodyFormatOf(kept.contentType, undefined) }),
  prepare: (_kept, bytes, format, source) => prepareBody(bytes, format, source),
  charge: () => {},
  created: () => {},
};
