import { expect } from 'chai';
import type { Document } from 'mongodb';
import { MongoStore, type MongoStoreOptions } from '../../service/store/mongo/mongo-store.ts';
import { MongoWireServer } from '../helpers/mongo-wire-server.ts';
import { FAST_LIMITS, gate, LEADS, newLead, newSource, now, outcomes, WIRE_DB } from '../helpers/mongo-wire-store.ts';

const turn = () => new Promise((resolve) => setImmediate(resolve));
const leadInserts = (wire: MongoWireServer) => wire.commands('insert').filter((c) => c.command.insert === 'leads');
/** Resolves with the promise's outcome, or 'still waiting' after `ms` (far above the bound under test). */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms).unref()),
  ]);

/**
 * A stalled primary as mongod is one (a write waiting on a lock or on its write concern): it answers
 * hello, and a command carrying maxTimeMS fails with 50 MaxTimeMSExpired once that time has passed
 * (manual, cursor.maxTimeMS / "Terminate Running Operations": the server interrupts the operation
 * at its deadline); one without maxTimeMS waits until the client gives up.
 */
const stalled = (command: Document) =>
  typeof command.maxTimeMS === 'number'
    ? new Promise<Document>((resolve) =>
        setTimeout(
          () => resolve({ ok: 0, code: 50, codeName: 'MaxTimeMSExpired', errmsg: 'operation exceeded time limit' }),
          command.maxTimeMS,
        ),
      )
    : ('hang' as const);

describe('MongoDB store: one batch in flight, shedding, one deadline per request (wire-level server)', () => {
  let wire: MongoWireServer;
  let store: MongoStore;
  const open = async (limits: Partial<MongoStoreOptions> = {}) => {
    wire = await MongoWireServer.start();
    store = await MongoStore.open(wire.uri(WIRE_DB), { ...FAST_LIMITS, ...limits });
  };
  afterEach(async () => {
    wire.clearScripts();
    await store?.close();
    await wire?.stop();
  });

  it('keeps one lead batch in flight; leads queued meanwhile go together in the next', async () => {
    await open();
    const source = await newSource(store);
    const released = gate();
    let held = false;
    wire.always('insert', (command, proceed) => {
      if (command.insert !== 'leads' || held) return undefined;
      held = true;
      return released.opened.then(proceed);
    });
    const first = store.addLead(newLead(source.id), { at: now() });
    while (!held) await turn();
    const later: Array<Promise<unknown>> = [];
    for (let i = 0; i < 3; i++) {
      later.push(store.addLead(newLead(source.id), { at: now() }));
      await turn();
      await turn();
    }
    expect(leadInserts(wire), 'inserts sent while the first is in flight').to.have.length(1);
    released.open();
    expect(await outcomes([first, ...later])).to.deep.equal(['created', 'created', 'created', 'created']);
    expect(leadInserts(wire).map((c) => c.command.documents.length)).to.deep.equal([1, 3]);
  });

  it('answers 503 at once past the queue limit, as SQLite does, and stores the leads it took', async () => {
    await open({ maxQueuedLeads: 3 });
    // Three sources, each within its half of the queue (issue 34: one source holds at most half).
    const sources = [await newSource(store), await newSource(store), await newSource(store)];
    const released = gate();
    wire.always('insert', (command, proceed) =>
      command.insert === 'leads' ? released.opened.then(proceed) : undefined,
    );
    const taken = sources.map((source) => store.addLead(newLead(source.id), { at: now() }));
    const [refused] = await outcomes([store.addLead(newLead(sources[0].id), { at: now() })]);
    expect(refused).to.equal('StoreUnavailableError');
    released.open();
    expect(await outcomes(taken)).to.deep.equal(['created', 'created', 'created']);
  });

  it("lets one source hold at most half of the queue: its own leads get the 503, another source's are queued (issue 34)", async () => {
    await open({ maxQueuedLeads: 4 });
    const [flooding, other] = [await newSource(store), await newSource(store)];
    const released = gate();
    wire.always('insert', (command, proceed) =>
      command.insert === 'leads' ? released.opened.then(proceed) : undefined,
    );
    const taken = [1, 2].map(() => store.addLead(newLead(flooding.id), { at: now() }));
    const [refused] = await outcomes([store.addLead(newLead(flooding.id), { at: now() })]);
    expect(refused).to.equal('StoreUnavailableError');
    const queued = store.addLead(newLead(other.id), { at: now() });
    released.open();
    expect(await outcomes([...taken, queued])).to.deep.equal(['created', 'created', 'created']);
  });

  it('answers a lead 503 within its one deadline when the primary stalls writes (re-send included)', async () => {
    await open({ socketTimeoutMS: 10_000, leadDeadlineMS: 800 });
    const source = await newSource(store);
    wire.always('insert', (command) => (command.insert === 'leads' ? stalled(command) : undefined));
    const answer = await within(outcomes([store.addLead(newLead(source.id), { at: now() })]), 5_000);
    expect(answer).to.deep.equal(['StoreUnavailableError']);
    for (const insert of leadInserts(wire)) expect(insert.command.maxTimeMS).to.be.at.most(800);
    expect(wire.engine.docs(LEADS)).to.deep.equal([]);
  });

  it('answers findWebhook and readiness 503 within their deadlines when the primary stops answering', async () => {
    await open({ socketTimeoutMS: 10_000, readDeadlineMS: 500, writeDeadlineMS: 800 });
    const source = await newSource(store);
    wire.always('find', () => 'hang');
    wire.always('update', () => 'hang');
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => 'answered',
        (error: Error) => error.constructor.name,
      );
    expect(await within(failure(store.findWebhook(source.token)), 5_000)).to.equal('StoreUnavailableError');
    expect(await within(failure(store.ping()), 5_000)).to.equal('StoreUnavailableError');
  });

  it('bounds a connection checkout (waitQueueTimeoutMS) when every pooled connection is held', async () => {
    wire = await MongoWireServer.start();
    store = await MongoStore.open(wire.uri(WIRE_DB, 'maxPoolSize=1'), {
      ...FAST_LIMITS,
      socketTimeoutMS: 10_000,
      readDeadlineMS: 10_000,
      waitQueueTimeoutMS: 200,
    });
    const source = await newSource(store);
    let held = false;
    wire.always('find', () => ((held = true), 'hang'));
    void store.findWebhook(source.token).catch(() => {}); // holds the one connection until the store closes
    while (!held) await turn();
    const failure = store.findWebhook(source.token).then(
      () => 'answered',
      (error: Error) => error.constructor.name,
    );
    expect(await within(failure, 3_000)).to.equal('StoreUnavailableError');
  });

  it('answers a created lead without waiting for its counter and delivery writes', async () => {
    await open({ socketTimeoutMS: 10_000 });
    const source = await newSource(store);
    const released = gate();
    wire.always('update', (command, proceed) =>
      command.update === 'sources' ? released.opened.then(proceed) : undefined,
    );
    wire.always('insert', (command, proceed) =>
      command.insert === 'deliveries' ? released.opened.then(proceed) : undefined,
    );
    expect(await within(outcomes([store.addLead(newLead(source.id), { at: now() })]), 3_000)).to.deep.equal([
      'created',
    ]);
    released.open();
    await store.settled();
    expect(await store.getSource(source.id)).to.include({ leadCount: 1 });
    expect(await store.listDeliveries(source.id, 5)).to.have.length(1);
  });
});
