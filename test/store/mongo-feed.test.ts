import { expect } from 'chai';
import { BSON, type Document } from 'mongodb';
import type { FeedEvent, FeedSink } from '../../service/events/lead-events.ts';
import type { LeadRecord } from '../../service/store/lead-record.ts';
import { MongoStore } from '../../service/store/mongo/mongo-store.ts';
import type { MongoWireServer } from '../helpers/mongo-wire-server.ts';
import { FAST_LIMITS, gate, newLead, newSource, now, openWireStore, WIRE_DB } from '../helpers/mongo-wire-store.ts';

// Issue 15, item 1: the live feed is a change stream on leads and deliveries, driven here through
// the real driver against the wire-level server's change streams (aggregate $changeStream, getMore).
describe('MongoDB live feed (change stream) on the wire-level server', () => {
  let wire: MongoWireServer;
  let reader: MongoStore; // the instance whose page is open
  let writer: MongoStore; // another instance taking leads
  let sink: FeedSink & { events: FeedEvent[]; gaps: number };
  let closeWire: () => Promise<void>;

  beforeEach(async () => {
    ({ wire, store: writer, close: closeWire } = await openWireStore());
    reader = await MongoStore.open(wire.uri(WIRE_DB), FAST_LIMITS);
    sink = {
      events: [],
      gaps: 0,
      deliver(event) {
        this.events.push(event);
      },
      gap() {
        this.gaps++;
      },
    };
  });
  afterEach(async () => {
    await reader.close();
    await closeWire();
  });

  const until = async (done: () => boolean, what: string) => {
    const end = Date.now() + 5_000;
    while (!done()) {
      if (Date.now() > end)
        throw new Error(`gave up waiting: ${what}; heard ${JSON.stringify(sink.events.map(label))}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const label = (event: FeedEvent) =>
    event.type === 'lead'
      ? `lead ${event.lead.name}`
      : event.type === 'delivery'
        ? `delivery ${event.delivery.outcome}`
        : event.type;
  const heard = (lead: Pick<LeadRecord, 'id'>) =>
    sink.events.filter((event) => event.type === 'lead' && event.lead.id === lead.id).length;
  const changeStreamStage = (aggregate: { command: Document }) => aggregate.command.pipeline[0].$changeStream;
  /** Holds the next getMore until released with `answer` (a network cut or a server error). */
  const holdNextGetMore = (answer: Document | 'close') => {
    const reached = gate();
    const release = gate();
    wire.script('getMore', async () => {
      reached.open();
      await release.opened;
      return answer;
    });
    return { reached: reached.opened, release: release.open };
  };

  it("hears the other instance's leads and delivery summaries, and nothing else", async () => {
    await reader.startFeed(sink);
    const source = await newSource(writer);
    const lead = newLead(source.id, { name: 'First' });
    expect(
      (await writer.addLead(lead, { at: now(), body: '{"secret":"a body the feed must not carry"}' })).status,
    ).to.equal('created');
    expect(
      (await writer.addLead({ ...newLead(source.id), phone: lead.phone }, { at: now(), body: 'again' })).status,
    ).to.equal('duplicate');
    await writer.settled(); // counter updates and delivery inserts written
    await until(() => sink.events.length >= 3, 'a lead and two deliveries');
    expect(sink.events.map(label)).to.deep.equal(['lead First', 'delivery created', 'delivery duplicate']);
    expect(sink.events[0]).to.deep.equal({
      type: 'lead',
      sourceId: source.id,
      lead: { ...lead, returns: 0, lastSeenAt: lead.createdAt, conflicts: [] },
    });
    const [stored] = wire.engine.docs(`${WIRE_DB}.deliveries`);
    expect(sink.events[1]).to.deep.include({ type: 'delivery', sourceId: source.id });
    expect((sink.events[1] as { delivery: object }).delivery)
      .to.include({ at: stored.at, status: 200, outcome: 'created', leadId: lead.id })
      .and.not.have.property('body');
    // The server filters and projects: one stream on the database, inserts of leads and deliveries, no body.
    const [aggregate] = wire.commands('aggregate');
    expect(aggregate.command.aggregate).to.equal(1);
    expect(aggregate.command.pipeline.slice(1)).to.deep.equal([
      { $match: { operationType: 'insert', 'ns.coll': { $in: ['leads', 'deliveries'] } } },
      { $project: { 'fullDocument.body': 0, 'fullDocument.contacts': 0 } },
    ]);
    expect(wire.engine.docs(`${WIRE_DB}.sources`)[0].leadCount).to.equal(1); // an update the feed never carried
  });

  it('hears a lead written after start-up even when its stream opens later (it starts at the server time)', async () => {
    const held = gate();
    wire.script('aggregate', async () => {
      await held.opened;
      return undefined; // then the standard answer, computed now
    });
    await reader.startFeed(sink);
    const source = await newSource(writer);
    const lead = newLead(source.id, { name: 'Early' });
    await writer.addLead(lead, { at: now() });
    held.open();
    await until(() => heard(lead) === 1, 'the lead written before the stream opened');
    expect(changeStreamStage(wire.commands('aggregate')[0])).to.have.property('startAtOperationTime');
  });

  it('resumes after a network error from its resume token: every lead once', async () => {
    await reader.startFeed(sink);
    const source = await newSource(writer);
    const before = newLead(source.id, { name: 'Before' });
    await writer.addLead(before, { at: now() });
    await until(() => heard(before) === 1, 'the first lead');
    const cut = holdNextGetMore('close');
    await cut.reached;
    const during = newLead(source.id, { name: 'During' });
    await writer.addLead(during, { at: now() }); // written while the stream is cut
    cut.release();
    const after = newLead(source.id, { name: 'After' });
    await writer.addLead(after, { at: now() });
    await until(() => heard(after) === 1, 'the lead after the cut');
    expect([heard(before), heard(during), heard(after)]).to.deep.equal([1, 1, 1]);
    const resumed = wire.commands('aggregate').slice(1).map(changeStreamStage);
    expect(resumed[0]).to.have.property('resumeAfter'); // the driver's own resume
    expect(sink.gaps).to.equal(0);
  });

  it('opens the stream again after an error the driver does not resume, after its last token', async () => {
    await reader.startFeed(sink);
    const source = await newSource(writer);
    const first = newLead(source.id, { name: 'First' });
    await writer.addLead(first, { at: now() });
    await until(() => heard(first) === 1, 'the first lead');
    const killed = holdNextGetMore({
      ok: 0,
      code: 11601,
      codeName: 'Interrupted',
      errmsg: 'operation was interrupted',
    });
    await killed.reached;
    const missed = newLead(source.id, { name: 'Written while the stream was down' });
    await writer.addLead(missed, { at: now() });
    killed.release();
    await until(() => heard(missed) === 1, 'the lead written while the stream was down');
    const reopened = wire.commands('aggregate').slice(1).map(changeStreamStage);
    expect(reopened[0]).to.have.property('startAfter'); // the feed's own reopen, from its kept token
    expect([heard(first), heard(missed), sink.gaps]).to.deep.equal([1, 1, 0]);
  });

  it('skips a change too large to send (a lead near the document limit) and tells its readers', async () => {
    await reader.startFeed(sink);
    const source = await newSource(writer);
    // mongod fails the getMore that would carry an event over 16 MiB, from that place every time.
    wire.script('getMore', () => ({
      ok: 0,
      code: 10334,
      codeName: 'BSONObjectTooLarge',
      errmsg: 'BSONObj size: 16793826 (0x1004262) is invalid. Size must be between 0 and 16793600(16MB)',
    }));
    await until(() => sink.gaps === 1, 'readers told of the gap');
    const later = newLead(source.id, { name: 'Later' });
    await writer.addLead(later, { at: now() });
    await until(() => heard(later) === 1, 'a lead after the new start');
    expect(changeStreamStage(wire.commands('aggregate').at(-1)!)).to.have.all.keys('startAtOperationTime');
  });

  it('when the server no longer holds its place, starts from now and tells its readers', async () => {
    await reader.startFeed(sink);
    const source = await newSource(writer);
    const killed = holdNextGetMore({
      ok: 0,
      code: 11601,
      codeName: 'Interrupted',
      errmsg: 'operation was interrupted',
    });
    await killed.reached;
    await writer.addLead(newLead(source.id, { name: 'Lost' }), { at: now() });
    wire.engine.changes.forgetHistory(); // the oplog rolled past the stream's place, and the lead
    killed.release();
    await until(() => sink.gaps === 1, 'readers told of the gap');
    expect(wire.commands('aggregate').map(changeStreamStage).map(Object.keys)).to.deep.include([
      'startAtOperationTime',
    ]);
    const later = newLead(source.id, { name: 'Later' });
    await writer.addLead(later, { at: now() });
    await until(() => heard(later) === 1, 'a lead after the new start');
  });

  // Issue 37, item 1: a stream the server ends (cursor id 0 at an invalidate) is opened again.
  const dropAndRestore = () => {
    const saved = wire.engine.snapshot(WIRE_DB);
    wire.engine.run(WIRE_DB, { dropDatabase: 1 });
    wire.engine.restore(saved);
  };
  const opens = () => wire.commands('aggregate').map(changeStreamStage);

  it('Mongo: a stream ended by an invalidate it filters out is opened startAfter its token: nothing missed, no gap', async () => {
    await reader.startFeed(sink);
    const source = await newSource(writer);
    const first = newLead(source.id, { name: 'First' });
    await writer.addLead(first, { at: now() });
    await until(() => heard(first) === 1, 'the first lead');
    dropAndRestore();
    const restoredAndNew = newLead(source.id, { name: 'After the restore' });
    await writer.addLead(restoredAndNew, { at: now() });
    await until(() => heard(restoredAndNew) === 1, 'the lead after the invalidate');
    expect(wire.engine.changes.closedCursors).to.equal(1);
    const reopened = opens().slice(1);
    expect(reopened).to.have.length(1);
    expect(reopened[0].startAfter._data, "the invalidate's token").to.match(/01$/);
    expect(heard(first), 'the restore re-inserts it: heard again, as mongod would send it').to.equal(2);
    expect(sink.gaps).to.equal(0);
  });

  it('Mongo: when opening startAfter the invalidate fails (token no longer valid), starts from now and tells its readers', async () => {
    await reader.startFeed(sink);
    const source = await newSource(writer);
    wire.script('aggregate', () => ({
      ok: 0,
      code: 260,
      codeName: 'InvalidResumeToken',
      errmsg: 'cannot resume stream; the resume token was not found',
    }));
    dropAndRestore();
    await until(() => sink.gaps === 1, 'readers told of the gap');
    const later = newLead(source.id, { name: 'Later' });
    await writer.addLead(later, { at: now() });
    await until(() => heard(later) === 1, 'a lead after the new start');
    expect(
      opens()
        .slice(1)
        .map((stage) => Object.keys(stage)),
    ).to.deep.equal([['startAfter'], ['startAtOperationTime']]);
  });

  it('Mongo: a stream that ends again where it is opened is started from now, then retried with back-off, never in a loop', async () => {
    await reader.startFeed(sink);
    await until(() => wire.commands('getMore').length > 0, 'the stream open');
    // Every getMore ends its stream at once at the same token (a server that keeps closing it).
    const ended = { _data: '82FFFFFFFFFFFFFFF001' };
    wire.always('getMore', () => ({
      cursor: { id: BSON.Long.ZERO, ns: `${WIRE_DB}.$cmd.aggregate`, nextBatch: [], postBatchResumeToken: ended },
      ok: 1,
    }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    wire.clearScripts();
    // repairRetryMS is 20 ms here: 500 ms of doubling back-off allows a handful of opens, not thousands.
    expect(wire.commands('aggregate').length).to.be.within(2, 10);
    expect(sink.gaps).to.be.at.least(1);
  });
});
