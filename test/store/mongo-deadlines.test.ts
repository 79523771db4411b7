import { expect } from 'chai';
import type { Document } from 'mongodb';
import { StoreUnavailableError } from '../../service/store/store-errors.ts';
import { newLead, newSource, now, openWireStore } from '../helpers/mongo-wire-store.ts';

type Opened = Awaited<ReturnType<typeof openWireStore>>;

// Deadlines scaled down 30 times; the socket timeout stays far beyond them (production: 20 s), so
// only the request's own deadline can end a wait within it.
const LIMITS = {
  socketTimeoutMS: 8_000,
  readDeadlineMS: 200,
  readMaxTimeMS: 160,
  writeDeadlineMS: 400,
  writeMaxTimeMS: 330,
};
/** Slack over a deadline for the answer to come back (scheduling, the driver closing the connection). */
const SLACK_MS = 300;

/** How long the call took to fail, and with what. */
async function timed(call: () => Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const started = Date.now();
  const error = await call().then(
    () => null,
    (reason: unknown) => reason,
  );
  return { ms: Date.now() - started, error };
}

// Issue 37, item 4: erasure, "mark seen", refusal tallies and the refusal counter each end at
// their request's deadline, whatever the server does.
describe('MongoDB store: every admin and refusal write within its deadline (wire-level server)', () => {
  let opened: Opened;
  afterEach(async () => opened?.close());

  const open = async () => (opened = await openWireStore({}, LIMITS));

  it('Mongo: erasure ends at the write deadline when the server never answers an update', async () => {
    const { store, wire } = await open();
    const source = await newSource(store);
    const lead = newLead(source.id);
    await store.addLead(lead, { at: now(), body: '{}' });
    await store.settled();
    wire.always('update', () => 'hang');
    const { ms, error } = await timed(() => store.eraseLead(lead.id, { texts: [], digits: [] }));
    expect(error).to.be.instanceOf(StoreUnavailableError);
    expect(ms).to.be.below(LIMITS.writeDeadlineMS + SLACK_MS);
  });

  it("Mongo: one deadline across the erasure's steps, each slow but none past it alone", async () => {
    const { store, wire } = await open();
    const source = await newSource(store);
    const lead = newLead(source.id);
    await store.addLead(lead, { at: now(), body: '{}' });
    await store.settled();
    const slow = (_command: Document, proceed: () => Document) =>
      new Promise<Document>((resolve) => setTimeout(() => resolve(proceed()), 120));
    for (const name of ['update', 'delete', 'find']) wire.always(name, slow);
    const { ms, error } = await timed(() => store.eraseLead(lead.id, { texts: [], digits: [] }));
    expect(error, 'eight steps of 120 ms do not fit in 400 ms').to.be.instanceOf(StoreUnavailableError);
    expect(ms).to.be.below(LIMITS.writeDeadlineMS + SLACK_MS);
  });

  it('Mongo: marking deliveries seen ends at the write deadline', async () => {
    const { store, wire } = await open();
    const source = await newSource(store);
    wire.always('update', () => 'hang');
    const { ms, error } = await timed(() => store.markDeliveriesSeen(source.id));
    expect(error).to.be.instanceOf(StoreUnavailableError);
    expect(ms).to.be.below(LIMITS.writeDeadlineMS + SLACK_MS);
  });

  it('Mongo: a refusal tally ends at the write deadline, whichever of its steps the server holds', async () => {
    const { store, wire } = await open();
    const source = await newSource(store);
    const tally = (id: string) => ({
      id,
      key: 'token-x:410',
      status: 410,
      error: { code: 'gone', message: 'revoked' },
      count: 1,
      firstAt: now(),
      lastAt: now(),
    });
    await store.recordRefusals(source.id, tally('01a0000000000000000000000000001'));
    for (const name of ['delete', 'insert']) {
      wire.clearScripts();
      wire.always(name, () => 'hang');
      const { ms, error } = await timed(() =>
        store.recordRefusals(source.id, tally(`01a00000000000000000000000000${name.length}`)),
      );
      expect(error, name).to.be.instanceOf(StoreUnavailableError);
      expect(ms, name).to.be.below(LIMITS.writeDeadlineMS + SLACK_MS);
    }
  });

  it("Mongo: a refused sender's delivery and its counter end at one write deadline", async () => {
    const { store, wire } = await open();
    const source = await newSource(store);
    const slowInsert = (_command: Document, proceed: () => Document) =>
      new Promise<Document>((resolve) => setTimeout(() => resolve(proceed()), 250));
    wire.always('insert', slowInsert);
    wire.always('update', () => 'hang'); // the unseen-refusals counter
    const { ms, error } = await timed(() =>
      store.recordDelivery(source.id, {
        at: now(),
        status: 422,
        outcome: 'rejected',
        error: { code: 'invalid_lead', message: 'no phone or email' },
        body: '{}',
      }),
    );
    expect(error).to.be.instanceOf(StoreUnavailableError);
    expect(ms).to.be.below(LIMITS.writeDeadlineMS + SLACK_MS);
  });

  it('Mongo: a server whose writes stall ends each at its maxTimeMS (50), before the deadline: the store asked for it on every step', async () => {
    const { store, wire } = await open();
    const source = await newSource(store);
    const lead = newLead(source.id);
    await store.addLead(lead, { at: now(), body: '{}' });
    await store.settled();
    for (const name of ['update', 'delete', 'insert']) wire.stall(name);
    const calls: Array<[string, () => Promise<unknown>]> = [
      ['erasure', () => store.eraseLead(lead.id, { texts: [], digits: [] })],
      ['mark seen', () => store.markDeliveriesSeen(source.id)],
      ['refused delivery', () => store.recordDelivery(source.id, { at: now(), status: 422, outcome: 'rejected' })],
    ];
    for (const [what, call] of calls) {
      const { ms, error } = await timed(call);
      expect(error, what).to.be.instanceOf(StoreUnavailableError);
      expect((error as Error).message, what).to.include('50');
      expect(ms, what).to.be.below(LIMITS.writeDeadlineMS);
    }
  });
});
