import { StoreUnavailableError } from '../store-errors.ts';
import { writeOptions } from './mongo-options.ts';
import { guard } from './store-guard.ts';
import type { StoreParts } from './store-parts.ts';

/** Ready means writable: a majority-acknowledged write, so a lost majority shows as not ready. */
export function ping(p: StoreParts): Promise<void> {
  return guard(async () => {
    const problem = p.indexes.problem;
    if (problem) throw new StoreUnavailableError(new Error(problem));
    await p.c.readiness.updateOne(
      { _id: 'readiness' },
      { $set: { checkedAt: new Date().toISOString() } },
      { upsert: true, ...writeOptions(p.limits) },
    );
  });
}
