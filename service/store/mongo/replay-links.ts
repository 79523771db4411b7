import type { AddLeadResult } from '../lead-record.ts';
import type { Collections } from './collections.ts';
import type { PendingLead } from './lead-doc.ts';
import type { RequestBounds } from './mongo-options.ts';

/** A refused delivery sent again, and the lead it became (created, or matched as a duplicate). */
export interface ReplayLink {
  sourceId: string;
  refusedId: string;
  leadId: string;
}

/** A batch's replays that became a lead (issue 36 item 9); a duplicate whose lead could not be read links none. */
export function replayLinksOf(
  batch: PendingLead[],
  results: PromiseSettledResult<AddLeadResult>[],
  matched: Array<string | null | undefined> = [],
): ReplayLink[] {
  return batch.flatMap(({ lead, delivery }, i) => {
    const result = results[i];
    if (!delivery.replayOf || result.status !== 'fulfilled') return [];
    const leadId = result.value.status === 'created' ? lead.id : matched[i];
    return leadId ? [{ sourceId: lead.sourceId, refusedId: delivery.replayOf, leadId }] : [];
  });
}

/**
 * Writes each link on its refused delivery, unless one is there: the first kept, so two instances
 * replaying one delivery at once, or a retry, never move it. Written before the replay's own
 * delivery entry: an entry present means its link is too, and the recovery sweep, which writes a
 * lost `created` entry again, writes the link first from the lead's `replayOf` (delivery-recovery.ts).
 */
export async function writeReplayLinks(c: Collections, links: ReplayLink[], bounds: RequestBounds): Promise<void> {
  for (const { sourceId, refusedId, leadId } of links)
    await c.deliveries.updateOne(
      { _id: refusedId, sourceId, outcome: 'rejected', becameLeadId: { $exists: false } },
      { $set: { becameLeadId: leadId } },
      bounds,
    );
}
