import { readOptionsUntil } from './mongo-options.ts';
import type { ReadScope } from './pending-follow-ups.ts';
import { guard } from './store-guard.ts';
import type { StoreParts } from './store-parts.ts';

/** What a read keeps of its deadline for itself, however long follow-ups are waited for. */
export const MIN_READ_MS = 1_000;

/**
 * A read of what follow-up writes change: it first waits for this instance's pending ones it
 * concerns (up to followUpReadWaitMS), then reads within what is left of its one deadline.
 */
export async function readAfterFollowUps<T>(
  p: StoreParts,
  scope: ReadScope,
  read: (options: ReturnType<typeof readOptionsUntil>) => Promise<T>,
): Promise<T> {
  const deadline = Date.now() + p.limits.readDeadlineMS;
  await p.writer.pending.waitFor(scope, Math.min(Date.now() + p.limits.followUpReadWaitMS, deadline - MIN_READ_MS));
  return guard(() => read(readOptionsUntil(p.limits, deadline)));
}
