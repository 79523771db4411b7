import { setTimeout as sleep } from 'node:timers/promises';
import { MongoServerError, type ChangeStream, type Db, type Document, type ResumeToken, type Timestamp } from 'mongodb';
import type { Logger } from 'pino';
import type { FeedSink } from '../../events/lead-events.ts';
import { FEED_PIPELINE, feedEventOf } from './change-events.ts';
import { describe } from './mongo-errors.ts';

export interface ChangeFeedLimits {
  /** How long each getMore of an idle stream waits on the server (below the socket timeout). */
  awaitMS: number;
  /** First delay before a stopped stream is opened again; doubles to 30 s. */
  retryMS: number;
}

const MAX_RETRY_MS = 30_000;
/** Errors after which the stream cannot go on from its place: every reopen there would fail again. */
const CANNOT_GO_ON = new Map([
  [286, 'the oplog moved past its place'], // ChangeStreamHistoryLost
  [280, 'the oplog moved past its place'], // ChangeStreamFatalError, older servers
  [260, 'its resume token is no longer valid'], // InvalidResumeToken, e.g. after an invalidate
  [10334, 'a change over 16 MiB (a lead near the document limit)'], // BSONObjectTooLarge
]);

const tokenText = (token: ResumeToken | null) => JSON.stringify(token ?? 'no token');

/**
 * One change stream per process on the database's leads and deliveries, so the readers of every
 * instance hear the writes of every instance. The driver resumes by itself after resumable errors
 * (network errors, failovers: driver src/change_stream.ts). When the stream ends otherwise, it is
 * opened again after its last resume token (or, before any, at the time the feed started), so a
 * restart misses nothing; so is a stream the server ended (an invalidate, see read()); only when it cannot go on from that place (the oplog moved past it, or a
 * change there is too large to send) does the feed start again from now, and tells its readers
 * that they may have missed events.
 */
export class ChangeFeed {
  private stream: ChangeStream | null = null;
  private token: ResumeToken | null = null;
  private startTime: Timestamp | null = null;
  private readonly stopping = new AbortController();

  constructor(
    private readonly db: Db,
    private readonly sink: FeedSink,
    private readonly limits: ChangeFeedLimits,
    private readonly logger: Logger,
  ) {}

  /** Marks where the feed begins (the server's time now), so what is written from here on is heard. */
  async start(): Promise<void> {
    this.startTime = await this.serverTime();
    void this.run();
  }

  /** Stops reading; the client's close ends a getMore still waiting. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.stream?.close().catch(() => {});
  }

  private async run(): Promise<void> {
    let delay = this.limits.retryMS;
    let endedAt: string | undefined; // the token where the server last ended a stream
    while (!this.stopping.signal.aborted) {
      const stream = this.open();
      try {
        await this.read(stream, () => (delay = this.limits.retryMS));
        await stream.close().catch(() => {});
        if (this.stopping.signal.aborted) return;
        // Ended again where it was opened, nothing heard between: going on from there cannot work.
        const again = endedAt === tokenText(this.token);
        endedAt = tokenText(this.token);
        if (!again) {
          this.logger.warn('MongoDB live feed: the server ended its stream (an invalidate); opening it again after it');
          continue;
        }
        await this.startOver('its stream ends where it is opened again');
      } catch (error) {
        this.token = stream.resumeToken ?? this.token;
        await stream.close().catch(() => {});
        if (this.stopping.signal.aborted) return;
        const reason = error instanceof MongoServerError ? CANNOT_GO_ON.get(Number(error.code)) : undefined;
        if (reason && (this.token || this.startTime)) {
          await this.startOver(reason); // from now: nothing to wait for
          continue;
        }
        this.logger.warn({ cause: describe(error), retryInMs: delay }, 'MongoDB live feed stopped; opening it again');
      }
      await sleep(delay, undefined, { signal: this.stopping.signal }).catch(() => {});
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    }
  }

  /**
   * Delivers the stream's changes until the server ends it: mongod answers the getMore that reaches
   * an invalidate (dropDatabase, or a drop or rename of a watched collection) with cursor id 0, and
   * the driver's tryNext then answers null at once, forever, without throwing (driver
   * src/change_stream.ts; jstests/change_streams/start_after_invalidation_exception.js), so a
   * closed stream is an end, never a wait. Its last token is then the invalidate's, which
   * `startAfter` (not `resumeAfter`) accepts: the new stream goes on from there, missing nothing.
   */
  private async read(stream: ChangeStream, answered: () => void): Promise<void> {
    while (!this.stopping.signal.aborted) {
      // tryNext answers after each getMore, events or not: a stream that answers is open, so
      // the back-off starts again from its first delay once a reopen succeeded, not at the next event.
      const change = await stream.tryNext();
      this.token = stream.resumeToken ?? this.token;
      if (!change && stream.closed) return;
      answered();
      if (change) this.deliver(change);
    }
  }

  private open(): ChangeStream {
    const place = this.token
      ? { startAfter: this.token }
      : this.startTime
        ? { startAtOperationTime: this.startTime }
        : {};
    // Change streams take majority read concern only: a URI's readConcernLevel=linearizable,
    // inherited, would make every open fail (InvalidOptions). Reads elsewhere keep the URI's.
    this.stream = this.db.watch(FEED_PIPELINE, {
      ...place,
      maxAwaitTimeMS: this.limits.awaitMS,
      readConcern: { level: 'majority' },
    });
    return this.stream;
  }

  private deliver(change: Document): void {
    try {
      const event = feedEventOf(change as Parameters<typeof feedEventOf>[0]);
      if (event) this.sink.deliver(event);
    } catch (error) {
      this.logger.error({ cause: describe(error) }, 'MongoDB live feed: a change could not be read; skipped');
    }
  }

  private async startOver(reason: string): Promise<void> {
    this.logger.error(
      { reason },
      'MongoDB live feed cannot go on from its place; starting from now, live readers reconnect',
    );
    this.token = null;
    this.startTime = await this.serverTime();
    this.sink.gap();
  }

  /** The server's operation time now (replica-set members send it with every answer), or null. */
  private async serverTime(): Promise<Timestamp | null> {
    try {
      const { operationTime } = await this.db.command({ ping: 1 });
      return (operationTime as Timestamp | undefined) ?? null;
    } catch (error) {
      this.logger.warn(
        { cause: describe(error) },
        'MongoDB live feed: no server time; the feed starts when its stream opens',
      );
      return null;
    }
  }
}
