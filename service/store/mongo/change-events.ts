import type { ChangeStreamDocument, Document } from 'mongodb';
import type { FeedEvent } from '../../events/lead-events.ts';
import type { DeliveryDoc, LeadDoc } from './collections.ts';
import { toDelivery, toLead } from './records.ts';

/**
 * What the live feed asks the server for: inserts into leads and deliveries, deliveries without
 * their body or its contacts (the page gets summaries, docs/api.md §4). Counter updates, pruning and the other
 * collections never leave the server.
 */
export const FEED_PIPELINE: Document[] = [
  { $match: { operationType: 'insert', 'ns.coll': { $in: ['leads', 'deliveries'] } } },
  { $project: { 'fullDocument.body': 0, 'fullDocument.contacts': 0 } },
];

/** The page's event for one change document, or null for a change the page does not show. */
export function feedEventOf(change: ChangeStreamDocument<Document>): FeedEvent | null {
  if (change.operationType !== 'insert') return null;
  switch (change.ns.coll) {
    case 'leads': {
      const lead = toLead(change.fullDocument as LeadDoc);
      return { type: 'lead', sourceId: lead.sourceId, lead };
    }
    case 'deliveries': {
      const doc = change.fullDocument as DeliveryDoc;
      const { body: _body, ...delivery } = toDelivery(doc);
      return { type: 'delivery', sourceId: doc.sourceId, delivery };
    }
    default:
      return null;
  }
}
