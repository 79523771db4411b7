import { expect } from 'chai';
import { newLead, newSource, now, openWireStore, outcomes } from '../helpers/mongo-wire-store.ts';

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
});
