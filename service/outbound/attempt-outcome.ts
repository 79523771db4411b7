import type { AttemptOutcome } from '../store/outbound-records.ts';
import { nextTryDelay } from './retry-schedule.ts';
import type { PostResult } from './safe-https.ts';

/** 2xx is delivered; anything else (another status, a timeout, a reset, a refused address) tries again on the schedule. */
export function attemptOutcome(result: PostResult, triesMade: number, now: number): AttemptOutcome {
  if (result.status !== null && result.status >= 200 && result.status < 300) return { kind: 'delivered' };
  const delay = nextTryDelay(triesMade, result.status === null ? null : result.retryAfter, now);
  return delay === null ? { kind: 'failed' } : { kind: 'retry', nextAt: new Date(now + delay).toISOString() };
}
