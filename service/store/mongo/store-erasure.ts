import type { ErasureNeedles, ErasureReport } from '../erasure-records.ts';
import { MIN_READ_MS } from './follow-up-reads.ts';
import { eraseLead as eraseLeadDocs } from './lead-erasure.ts';
import { readOptionsUntil, writeOptionsUntil } from './mongo-options.ts';
import { guard } from './store-guard.ts';
import type { StoreParts } from './store-parts.ts';

/** One deadline (the write budget) for the wait for the lead's follow-ups and every step of the erasure. */
export async function eraseLead(p: StoreParts, id: string, needles: ErasureNeedles): Promise<ErasureReport | null> {
  const deadline = Date.now() + p.limits.writeDeadlineMS;
  // After the lead's pending follow-ups, so that the entries and submissions they write are erased too.
  await p.writer.pending.waitFor(
    { leadId: id },
    Math.min(Date.now() + p.limits.followUpReadWaitMS, deadline - MIN_READ_MS),
  );
  return guard(async () => {
    const read = { ...readOptionsUntil(p.limits, deadline), projection: { sourceId: 1 } };
    const sourceId = (await p.c.leads.findOne({ _id: id }, read))?.sourceId;
    const report = await eraseLeadDocs(
      p.c,
      id,
      needles,
      () => writeOptionsUntil(p.limits, deadline),
      (sourceId, bounds) => p.writer.recount([sourceId], bounds),
    );
    if (report && sourceId) await p.outbox.leadErased(id, sourceId, new Date().toISOString());
    return report;
  });
}
