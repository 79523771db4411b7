import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { LeadEvents } from '../events/lead-events.ts';
import type { HttpError } from '../http/errors.ts';
import type { RefusalTally } from '../store/delivery-record.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { timeOrderedId } from '../base/time-ordered-id.ts';

/** How often counted refusals are written: a flood costs one small write per key this often. */
const REFUSAL_WRITE_INTERVAL_MS = 2_000;
/** Tokens whose digest is kept (a refused URL refuses again): past this many the memo starts afresh. */
const DIGESTS_KEPT = 1_000;

/**
 * Refusals made before a body is read (410 revoked URL, 429 rate limit or quota) are counted here
 * and written per token and status as one entry of the source's delivery log, at most every
 * REFUSAL_WRITE_INTERVAL_MS (docs/api.md §3). One durable write per refusal let anyone holding
 * an old or busy URL make thousands of writes a second and push a source's real deliveries out
 * of its kept log in a fraction of a second.
 */
export class RefusalLog {
  private readonly pending = new Map<string, { sourceId: string; tally: Omit<RefusalTally, 'id'> }>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  /** A write is queued behind the one in flight: it takes whatever is counted until it starts. */
  private queued = false;
  private readonly digests = new Map<string, string>();

  constructor(
    private readonly deps: { store: LeadStore; events: LeadEvents; logger: Logger },
    private readonly intervalMs = REFUSAL_WRITE_INTERVAL_MS,
  ) {}

  count(sourceId: string, token: string, error: HttpError, at = new Date().toISOString()): void {
    // The token itself is a secret (a 429 is for a live URL): the entry names a digest of it.
    const key = `${error.status} ${error.code} ${this.digestOf(token)}`;
    const mapKey = `${sourceId} ${key}`;
    const seen = this.pending.get(mapKey);
    if (seen) {
      seen.tally.count++;
      seen.tally.lastAt = at;
      seen.tally.error = { code: error.code, message: error.message };
    } else {
      this.pending.set(mapKey, {
        sourceId,
        tally: {
          key,
          status: error.status,
          error: { code: error.code, message: error.message },
          count: 1,
          firstAt: at,
          lastAt: at,
        },
      });
    }
    this.timer ??= setTimeout(() => void this.flush(), this.intervalMs).unref();
  }

  // A flood's hundreds of refusals a second name the same few tokens: each hashed once, not per refusal.
  private digestOf(token: string): string {
    let digest = this.digests.get(token);
    if (digest === undefined) {
      if (this.digests.size >= DIGESTS_KEPT) this.digests.clear();
      digest = createHash('sha256').update(token).digest('base64url').slice(0, 16);
      this.digests.set(token, digest);
    }
    return digest;
  }

  /** Writes what was counted (on shutdown too). A tally the store could not take is dropped, with a warning. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // What was counted is taken when the previous write is done, not now: while the store stalls,
    // counting goes on in `pending` (one tally per key) instead of a batch queued per interval,
    // each written again in turn once the store answers.
    if (this.queued) return this.writing;
    this.queued = true;
    this.writing = this.writing
      .then(() => {
        this.queued = false;
        const batch = [...this.pending.values()];
        this.pending.clear();
        return Promise.all(batch.map(({ sourceId, tally }) => this.write(sourceId, { ...tally, id: timeOrderedId() })));
      })
      .then(() => {});
    return this.writing;
  }

  private async write(sourceId: string, tally: RefusalTally): Promise<void> {
    const { store, events, logger } = this.deps;
    try {
      events.publish({ type: 'delivery', sourceId, delivery: await store.recordRefusals(sourceId, tally) });
    } catch (error) {
      logger.warn({ err: error, sourceId, refused: tally.count }, 'could not log counted refusals');
    }
  }
}
