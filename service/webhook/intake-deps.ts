import type { Logger } from 'pino';
import type { LeadEvents } from '../events/lead-events.ts';
import type { KeyedGate } from '../http/keyed-gate.ts';
import type { TurnQueue } from '../http/turn-queue.ts';
import type { LeadStore } from '../store/lead-store.ts';
import type { DailyQuota } from './daily-quota.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { ReadPool } from './read-pool.ts';
import type { RefusalLog } from './refusal-log.ts';
import type { SourceMemory } from './source-memory.ts';

export interface IntakeDeps {
  store: LeadStore;
  events: LeadEvents;
  limiter: RateLimiter;
  /** Where refusals made before the body (410, 429) are counted, instead of one delivery each. */
  refusals: RefusalLog;
  /** Refusals before the body wait here for their turn, so a burst of them never holds other requests (intake.ts). */
  refusalTurns: TurnQueue;
  quota: DailyQuota;
  /** Bytes of bodies per source (WEBHOOK_BYTES_PER_SECOND), charged once read. */
  bytesBudget: RateLimiter;
  /** Reader threads for large bodies. */
  readers: ReadPool;
  /** Large bodies of one source read at once. */
  gate: KeyedGate;
  bodyLimitBytes: number;
  /** What each source's leads sent alike: a business's own line, told from the person's words (source-memory.ts). */
  memory: SourceMemory;
  logger: Logger;
}

export type AdmissionDeps = Omit<IntakeDeps, 'events' | 'logger'>;
