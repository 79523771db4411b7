import { expect } from 'chai';
import { BSON, type ChangeStreamDocument, type Document } from 'mongodb';
import type { FeedEvent } from '../../service/events/lead-events.ts';
import { feedEventOf } from '../../service/store/mongo/change-events.ts';

// Change documents in the shape mongod sends them (https://www.mongodb.com/docs/manual/reference/change-events/:
// insert, update, delete, invalidate), as the driver hands them over: BSON timestamps and dates.
const common = (seq: number) => ({
  _id: { _data: `8266F1A2B3000000${seq}2B042C0100296E5A1004` },
  clusterTime: new BSON.Timestamp({ t: 1_727_111_859, i: seq }),
  wallTime: new Date('2024-09-23T17:17:39.120Z'),
});
const ns = (coll: string) => ({ db: 'lead_intake', coll });

const leadDoc = {
  _id: '0192202d-2a50-7cc4-9bb5-8d9f6e0a2b1c',
  sourceId: '0192202c-11aa-7bbb-8ccc-0d1e2f3a4b5c',
  name: 'Jane Doe',
  phone: '+14155550123',
  email: 'Jane@Example.com',
  emailKey: 'jane@example.com',
  emailHolderKey: 'jane@example.com',
  test: false,
  notes: 'Budget: 5k',
  fieldsJson: '{"budget":"5k","$where":"kept as data"}',
  createdAt: '2024-09-23T17:17:39.100Z',
};
const insertOf = (coll: string, fullDocument: Document, seq = 1) =>
  ({
    ...common(seq),
    operationType: 'insert',
    ns: ns(coll),
    documentKey: { _id: fullDocument._id },
    fullDocument,
  }) as unknown as ChangeStreamDocument<Document>;

/** The event with the delivery's id set aside (the Delivery id is the store's _id, as GET deliveries lists it). */
const summaryOf = (event: FeedEvent | null) => {
  if (event?.type !== 'delivery') return event;
  const { id: _id, ...delivery } = event.delivery as { id?: string };
  return { ...event, delivery };
};

describe('MongoDB change events as live page events', () => {
  it('an inserted lead becomes a lead event with the record the API returns', () => {
    expect(feedEventOf(insertOf('leads', leadDoc))).to.deep.equal({
      type: 'lead',
      sourceId: leadDoc.sourceId,
      lead: {
        id: leadDoc._id,
        sourceId: leadDoc.sourceId,
        name: 'Jane Doe',
        phone: '+14155550123',
        email: 'Jane@Example.com',
        notes: 'Budget: 5k',
        fields: { budget: '5k', $where: 'kept as data' },
        test: false,
        createdAt: leadDoc.createdAt,
        // A new lead, as GET /api/leads/:id shows it: no return yet, last seen when created.
        returns: 0,
        lastSeenAt: leadDoc.createdAt,
        conflicts: [],
      },
    });
  });

  it('an inserted delivery becomes a summary: no body (even when the server sent one), no sourceId inside', () => {
    const delivery = {
      _id: '0192202d-2a51-7000-8000-000000000001',
      sourceId: leadDoc.sourceId,
      at: '2024-09-23T17:17:39.100Z',
      status: 200,
      outcome: 'created',
      leadId: leadDoc._id,
      body: '{"phone":"+14155550123","google_key":"***"}',
    };
    expect(summaryOf(feedEventOf(insertOf('deliveries', delivery, 2)))).to.deep.equal({
      type: 'delivery',
      sourceId: leadDoc.sourceId,
      delivery: { at: delivery.at, status: 200, outcome: 'created', leadId: leadDoc._id },
    });
    // As the feed's $project sends it: the body left out on the server.
    const rejected = {
      _id: 'd2',
      sourceId: leadDoc.sourceId,
      at: delivery.at,
      status: 422,
      outcome: 'rejected',
      error: { code: 'validation_failed', message: 'phone or email is required' },
    };
    expect(summaryOf(feedEventOf(insertOf('deliveries', rejected, 3)))).to.deep.equal({
      type: 'delivery',
      sourceId: leadDoc.sourceId,
      delivery: {
        at: delivery.at,
        status: 422,
        outcome: 'rejected',
        error: { code: 'validation_failed', message: 'phone or email is required' },
      },
    });
  });

  it('a test lead stays a test lead', () => {
    const event = feedEventOf(insertOf('leads', { ...leadDoc, test: true }));
    expect(event?.type === 'lead' && event.lead.test).to.equal(true);
  });

  it('updates, deletes, invalidations and inserts elsewhere are not page events', () => {
    const changes = [
      {
        ...common(4),
        operationType: 'update',
        ns: ns('sources'),
        documentKey: { _id: leadDoc.sourceId },
        updateDescription: { updatedFields: { leadCount: 2 }, removedFields: [], truncatedArrays: [] },
      },
      { ...common(5), operationType: 'delete', ns: ns('deliveries'), documentKey: { _id: 'old-delivery' } },
      { ...common(6), operationType: 'invalidate' },
      insertOf('sources', { _id: 's', name: 'A source' }, 7),
      insertOf('readiness', { _id: 'readiness', checkedAt: leadDoc.createdAt }, 8),
    ] as unknown as ChangeStreamDocument<Document>[];
    for (const change of changes) expect(feedEventOf(change), change.operationType).to.equal(null);
  });
});
