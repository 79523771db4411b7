import { expect } from 'chai';
import type { Document } from 'mongodb';
import { gate, newLead, newSource, now, openWireStore, outcomes, WIRE_DB } from '../helpers/mongo-wire-store.ts';

type Opened = Awaited<ReturnType<typeof openWireStore>>;
/** Resolves with the promise's outcome, or 'still waiting' after `ms` (far above what the step needs). */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms).unref()),
  ]);
const isFollowUp = (command: Document) =>
  command.insert === 'deliveries' ||
  command.insert === 'submissions' ||
  command.update === 'sources' ||
  command.update === 'leads';

// Issue 27, item 4: a lead's answer waits for its insert only; the counter, delivery and
// submission writes run after it, and the reads that show them wait for this instance's pending
// ones (of that source, or that lead), each within its own deadline.
describe('MongoDB follow-up writes off the answer path (wire-level server)', () => {
  let opened: Opened;
  let released: ReturnType<typeof gate>;
  beforeEach(() => (released = gate()));
  afterEach(async () => {
    released.open(); // a held write answers, so close() does not wait for it
    opened?.wire.clearScripts();
    await opened?.close();
  });

  it("answers a created lead while its delivery insert hangs; the source's log answers what is stored past its wait, and the entry once written", async () => {
    opened = await openWireStore({}, { socketTimeoutMS: 20_000, writeDeadlineMS: 20_000, followUpReadWaitMS: 300 });
    const { store, wire } = opened;
    const source = await newSource(store);
    wire.always('insert', (command, proceed) =>
      command.insert === 'deliveries' ? released.opened.then(proceed) : undefined,
    );
    expect(await within(outcomes([store.addLead(newLead(source.id), { at: now(), body: 'held' })]), 800)).to.deep.equal(
      ['created'],
    );
    expect(
      await within(store.listDeliveries(source.id, 10), 3_000),
      "past the read's wait: what is stored",
    ).to.deep.equal([]);
    released.open();
    expect((await store.listDeliveries(source.id, 10)).map((d) => `${d.outcome} ${d.body}`)).to.deep.equal([
      'created held',
    ]);
  });

  it('does not hold the reads of another source behind a stalled follow-up', async () => {
    opened = await openWireStore({}, { socketTimeoutMS: 20_000, writeDeadlineMS: 20_000, followUpReadWaitMS: 4_000 });
    const { store, wire } = opened;
    const [stalled, other] = [await newSource(store), await newSource(store)];
    await store.addLead(newLead(other.id), { at: now(), body: 'other' });
    wire.always('insert', (command, proceed) =>
      command.insert === 'deliveries' && command.documents[0].sourceId === stalled.id
        ? released.opened.then(proceed)
        : undefined,
    );
    expect(await within(outcomes([store.addLead(newLead(stalled.id), { at: now() })]), 800)).to.deep.equal(['created']);
    expect(
      ((await within(store.listDeliveries(other.id, 10), 1_000)) as Array<{ body?: string }>).map((d) => d.body),
    ).to.deep.equal(['other']);
    expect(await within(store.getSource(other.id), 1_000)).to.include({ leadCount: 1 });
    released.open();
  });

  it('keeps answering leads when every follow-up write stalls: the follow-ups hold a few pooled connections, not all of them', async () => {
    opened = await openWireStore(
      {},
      { socketTimeoutMS: 20_000, writeDeadlineMS: 20_000, waitQueueTimeoutMS: 1_000, followUpConcurrency: 2 },
      'maxPoolSize=6',
    );
    const { store, wire } = opened;
    const source = await newSource(store);
    wire.always('insert', (command, proceed) =>
      command.insert === 'deliveries' ? released.opened.then(proceed) : undefined,
    );
    wire.always('update', (command, proceed) =>
      command.update === 'sources' ? released.opened.then(proceed) : undefined,
    );
    const answers: string[] = [];
    for (let i = 0; i < 8; i++) answers.push(...(await outcomes([store.addLead(newLead(source.id), { at: now() })])));
    expect(answers).to.deep.equal(Array(8).fill('created'));
    released.open();
    await store.settled();
    expect(await store.getSource(source.id)).to.include({ leadCount: 8 });
    expect(await store.listDeliveries(source.id, 10)).to.have.length(8);
  });

  it('answers 503 at once, storing nothing, once the follow-ups of too many stored leads wait for MongoDB (memory stays bounded)', async () => {
    opened = await openWireStore(
      {},
      { socketTimeoutMS: 20_000, writeDeadlineMS: 20_000, followUpConcurrency: 1, maxQueuedLeads: 3 },
    );
    const { store, wire } = opened;
    const source = await newSource(store);
    wire.always('insert', (command, proceed) =>
      command.insert === 'deliveries' ? released.opened.then(proceed) : undefined,
    );
    const answers: string[] = [];
    for (let i = 0; i < 4; i++) answers.push(...(await outcomes([store.addLead(newLead(source.id), { at: now() })])));
    expect(answers).to.deep.equal(['created', 'created', 'created', 'StoreUnavailableError']);
    expect(wire.engine.docs(`${WIRE_DB}.leads`)).to.have.length(3);
    released.open();
    await store.settled();
    expect(await outcomes([store.addLead(newLead(source.id), { at: now() })])).to.deep.equal(['created']);
  });

  it("shows a lead's count, delivery, submission and return right after the answer although those writes are slow", async () => {
    opened = await openWireStore({}, { socketTimeoutMS: 20_000 });
    const { store, wire } = opened;
    const source = await newSource(store);
    // Every follow-up write answers 150 ms late, as a busy primary would.
    const slow = (command: Document, proceed: () => Document) =>
      isFollowUp(command) ? new Promise<Document>((resolve) => setTimeout(() => resolve(proceed()), 150)) : undefined;
    wire.always('insert', slow);
    wire.always('update', slow);
    const first = newLead(source.id, { name: 'First' });
    expect(await outcomes([store.addLead(first, { at: now(), body: 'first' })])).to.deep.equal(['created']);
    expect(await store.getSource(source.id)).to.include({ leadCount: 1 });
    expect(
      await outcomes([
        store.addLead(newLead(source.id, { name: 'Again', phone: first.phone }), { at: now(), body: 'again' }),
      ]),
    ).to.deep.equal(['duplicate by phone']);
    expect((await store.listDeliveries(source.id, 10)).map((d) => `${d.outcome} ${d.body}`)).to.deep.equal([
      'duplicate again',
      'created first',
    ]);
    expect((await store.listSubmissions(first.id)).map((s) => s.name)).to.deep.equal(['Again']);
    expect(await store.getLead(first.id)).to.include({ returns: 1 });
    expect((await store.listSources()).find((s) => s.id === source.id)).to.include({ leadCount: 1 });
    const third = newLead(source.id);
    await store.addLead(third, { at: now(), id: 'delivery-of-the-third' });
    expect(await store.getDelivery(source.id, 'delivery-of-the-third')).to.include({
      outcome: 'created',
      leadId: third.id,
    });
    expect((await store.listLeadDeliveries(third.id, 10)).map((d) => d.id)).to.deep.equal(['delivery-of-the-third']);
  });
});
