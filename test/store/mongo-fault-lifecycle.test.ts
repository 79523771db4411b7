import { expect } from 'chai';
import { DELIVERIES_KEPT } from '../../service/store/delivery-record.ts';
import { StoreUnavailableError } from '../../service/store/store-errors.ts';
import {
  gate,
  newLead,
  newSource,
  now,
  openWireStore,
  outcomes,
  unique,
  WIRE_DB,
} from '../helpers/mongo-wire-store.ts';

type Opened = Awaited<ReturnType<typeof openWireStore>>;
const DELIVERIES = `${WIRE_DB}.deliveries`;

describe('MongoDB store: hangs, shutdown, regenerate, pruning (wire-level server)', () => {
  let opened: Opened;
  afterEach(async () => opened?.close());

  it('answers 503 within its bounds when the primary accepts writes and never answers', async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const source = await newSource(store);
    wire.always('insert', () => 'hang');
    wire.always('update', () => 'hang');
    const deadline = new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), 10_000).unref());
    const answers = await Promise.race([outcomes([store.addLead(newLead(source.id), { at: now() })]), deadline]);
    expect(answers).to.deep.equal(['StoreUnavailableError']);
    const ready = await Promise.race([
      store.ping().then(
        () => 'ready',
        (error) => (error as Error).constructor.name,
      ),
      deadline,
    ]);
    expect(ready).to.equal(StoreUnavailableError.name);
  });

  it('close() lets a batch in flight finish before closing the client', async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const source = await newSource(store);
    const released = gate();
    let reached = false;
    wire.script('insert', (_command, proceed) => {
      reached = true;
      return released.opened.then(proceed);
    });
    const answer = outcomes([store.addLead(newLead(source.id), { at: now() })]);
    while (!reached) await new Promise((resolve) => setImmediate(resolve));
    const closed = store.close();
    released.open();
    await closed;
    expect(await answer).to.deep.equal(['created']);
  });

  it('two concurrent regenerates (a double click) leave each source exactly one working URL', async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const sources = await Promise.all(Array.from({ length: 20 }, () => newSource(store)));
    // Many double clicks at once: their commands interleave over the driver's pooled connections.
    const results = await Promise.all(
      sources.map((source) =>
        Promise.all([
          store.replaceToken(source.id, unique('token-a'), now()),
          store.replaceToken(source.id, unique('token-b'), now()),
        ]),
      ),
    );
    for (const [i, source] of sources.entries()) {
      const [a, b] = results[i];
      const current = (await store.getSource(source.id))!.token;
      expect([a!.token, b!.token]).to.include(current);
      expect((await store.findWebhook(current))!.revoked, `source ${i}: its URL works`).to.equal(null);
      for (const token of [source.token, a!.token, b!.token].filter((t) => t !== current)) {
        expect((await store.findWebhook(token))!.revoked).to.include({ reason: 'regenerated' });
      }
      const active = wire.engine
        .docs(`${WIRE_DB}.webhookTokens`)
        .filter((doc) => doc.sourceId === source.id && !doc.revokedAt);
      expect(
        active.map((doc) => doc._id),
        `source ${i}: one active token`,
      ).to.deep.equal([current]);
    }
  });

  // Issue 27, item 11: a regenerate overtaken by another answers the token that works, not its own revoked one.
  it("answers a regenerate overtaken by a later one with the source's current token", async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const source = await newSource(store);
    const released = gate();
    let held = false;
    wire.script('update', (_command, proceed) => {
      held = true;
      return released.opened.then(proceed); // the first regenerate, after its switch
    });
    const first = store.replaceToken(source.id, unique('token-first'), now());
    while (!held) await new Promise((resolve) => setImmediate(resolve));
    const second = await store.replaceToken(source.id, unique('token-second'), now());
    released.open();
    const answered = await first;
    const current = (await store.getSource(source.id))!.token;
    expect(second!.token).to.equal(current);
    expect(answered!.token, 'the overtaken regenerate answers the working token').to.equal(current);
    expect((await store.findWebhook(answered!.token))!.revoked).to.equal(null);
  });

  it(`keeps the newest ${DELIVERIES_KEPT} deliveries per source, pruned after the answer`, async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const [source, other] = [await newSource(store), await newSource(store)];
    const old = (sourceId: string, i: number) => ({
      _id: `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`,
      sourceId,
      at: now(),
      status: 422,
      outcome: 'rejected',
    });
    wire.engine.insert(
      DELIVERIES,
      Array.from({ length: DELIVERIES_KEPT + 5 }, (_, i) => old(source.id, i)),
      true,
    );
    wire.engine.insert(
      DELIVERIES,
      Array.from({ length: 3 }, (_, i) => ({ ...old(other.id, i), _id: `other-${i}` })),
      true,
    );
    const deletesBefore = wire.commands('delete').length;
    expect(await outcomes([store.addLead(newLead(source.id), { at: now() })])).to.deep.equal(['created']);
    expect(wire.commands('delete').length, 'pruned on the answer path').to.equal(deletesBefore);
    await store.settled();
    const kept = wire.engine.docs(DELIVERIES);
    expect(kept.filter((d) => d.sourceId === source.id)).to.have.length(DELIVERIES_KEPT);
    expect(kept.filter((d) => d.sourceId === source.id && d.outcome === 'created')).to.have.length(1);
    expect(kept.filter((d) => d.sourceId === other.id)).to.have.length(3);
  });
});
