import { expect } from 'chai';
import { newLead, newSource, now, openWireStore, outcomes, WIRE_DB } from '../helpers/mongo-wire-store.ts';

// Issue 37, item 5: during an election a lead waits for the new primary within its own deadline
// (15 s in production), not two server selections (2 × 5 s). Scaled down here.
describe('MongoDB store during an election (wire-level server)', () => {
  let opened: Awaited<ReturnType<typeof openWireStore>> | undefined;
  afterEach(async () => opened?.close());

  it('Mongo: a lead arriving as the primary steps down is stored once the new primary is elected, within its deadline', async () => {
    opened = await openWireStore({}, { serverSelectionTimeoutMS: 200, leadDeadlineMS: 4_000, socketTimeoutMS: 3_000 });
    const { store, wire } = opened;
    const source = await newSource(store);
    const lead = newLead(source.id);
    wire.electFor(1_500); // longer than two server selections
    const started = Date.now();
    expect(await outcomes([store.addLead(lead, { at: now() })])).to.deep.equal(['created']);
    expect(Date.now() - started).to.be.within(1_400, 4_000);
    expect(await store.getLead(lead.id)).to.include({ id: lead.id });
  });

  it('Mongo: an election longer than the deadline answers 503 at the deadline, not before', async () => {
    opened = await openWireStore({}, { serverSelectionTimeoutMS: 200, leadDeadlineMS: 1_000, socketTimeoutMS: 3_000 });
    const { store, wire } = opened;
    const source = await newSource(store);
    wire.electFor(3_000);
    const started = Date.now();
    expect(await outcomes([store.addLead(newLead(source.id), { at: now() })])).to.deep.equal(['StoreUnavailableError']);
    expect(Date.now() - started).to.be.within(800, 1_600);
  });

  it('Mongo: a stepdown between the two inserts of a split batch: the first applied, the rest after the election, each lead once', async () => {
    opened = await openWireStore(
      { maxWriteBatchSize: 2 },
      { serverSelectionTimeoutMS: 200, leadDeadlineMS: 4_000, socketTimeoutMS: 3_000 },
    );
    const { store, wire } = opened;
    const source = await newSource(store);
    const leads = Array.from({ length: 4 }, () => newLead(source.id));
    let inserts = 0;
    wire.always('insert', (command) => {
      if (command.insert !== 'leads' || ++inserts !== 2) return undefined;
      wire.electFor(800); // the primary steps down before the second half: nothing of it applied
      return { ok: 0, code: 10107, codeName: 'NotWritablePrimary', errmsg: 'not primary' };
    });
    expect(await outcomes(leads.map((lead) => store.addLead(lead, { at: now() })))).to.deep.equal(
      Array(4).fill('created'),
    );
    const stored = wire.engine.docs(`${WIRE_DB}.leads`).filter((d) => d.sourceId === source.id);
    expect(stored.map((d) => d._id).sort()).to.deep.equal(leads.map((l) => l.id).sort());
  });
});
