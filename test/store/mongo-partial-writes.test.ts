import { expect } from 'chai';
import type { Document } from 'mongodb';
import { LEADS, newLead, newSource, now, openWireStore, outcomes, WIRE_DB } from '../helpers/mongo-wire-store.ts';
import type { MongoWireServer } from '../helpers/mongo-wire-server.ts';
import type { WireRequest } from '../helpers/mongo-wire-protocol.ts';

type Opened = Awaited<ReturnType<typeof openWireStore>>;
const DELIVERIES = `${WIRE_DB}.deliveries`;
/** mongod fails the whole command on an interruption, after the statements it already applied (write_ops_exec.cpp, handleError). */
const interruption = (code: number, codeName: string) => ({
  ok: 0,
  code,
  codeName,
  errmsg: `operation was interrupted (${codeName})`,
});
const STEPDOWN = interruption(11602, 'InterruptedDueToReplStateChange');
const MAX_TIME = interruption(50, 'MaxTimeMSExpired');

/** The first `name` command on `collection`: its first statement applied, then the whole command failed with `error`. */
function interruptFirst(
  wire: MongoWireServer,
  name: 'insert' | 'update',
  collection: string,
  error: Document,
  later: () => Document | 'close' | undefined = () => undefined,
) {
  let seen = 0;
  wire.always(name, (command: Document, _proceed: () => Document, request: WireRequest) => {
    if (command[name] !== collection) return undefined;
    if (seen++ > 0) return later();
    wire.applyStatements(request, [0]);
    return error;
  });
}

const count = (opened: Opened, ns: string, id: string) =>
  opened.wire.engine.docs(ns).filter((doc) => doc._id === id || doc.leadId === id).length;

// Issue 27, wire-server gaps: a write that fails after it applied a prefix of its statements.
describe('MongoDB writes that fail after a written prefix (wire-level server)', () => {
  let opened: Opened;
  afterEach(async () => {
    opened?.wire.clearScripts();
    await opened?.close();
  });

  it('answers and counts once each lead of a batch, and each source, when the insert and the counter update are interrupted after their first statement and retried by the driver', async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const [a, b] = [await newSource(store), await newSource(store)];
    interruptFirst(wire, 'insert', 'leads', STEPDOWN);
    interruptFirst(wire, 'update', 'sources', STEPDOWN);
    const burst = [newLead(a.id), newLead(a.id), newLead(b.id)];
    expect(await outcomes(burst.map((lead) => store.addLead(lead, { at: now() })))).to.deep.equal([
      'created',
      'created',
      'created',
    ]);
    expect(await store.getSource(a.id)).to.include({ leadCount: 2 });
    expect(await store.getSource(b.id)).to.include({ leadCount: 1 });
    for (const lead of burst) expect(count(opened, LEADS, lead.id)).to.equal(1);
  });

  it('answers each lead from its own re-send when an insert is interrupted after a prefix with an error the driver does not retry (50)', async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const source = await newSource(store);
    interruptFirst(wire, 'insert', 'leads', MAX_TIME);
    const burst = [newLead(source.id), newLead(source.id), newLead(source.id)];
    expect(await outcomes(burst.map((lead) => store.addLead(lead, { at: now() })))).to.deep.equal([
      'created',
      'created',
      'created',
    ]);
    expect(await store.getSource(source.id)).to.include({ leadCount: 3 });
    expect((await store.listDeliveries(source.id, 10)).map((d) => d.outcome)).to.deep.equal([
      'created',
      'created',
      'created',
    ]);
  });

  it('settles a batch answered 503 after a prefix was written: each lead stored once, counted once, logged once', async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const source = await newSource(store);
    // The prefix is written, then the primary is gone for the rest of the batch's deadline.
    interruptFirst(wire, 'insert', 'leads', STEPDOWN, () => 'close');
    const burst = [newLead(source.id), newLead(source.id), newLead(source.id)];
    expect(await outcomes(burst.map((lead) => store.addLead(lead, { at: now() })))).to.deep.equal(
      Array(3).fill('StoreUnavailableError'),
    );
    expect(wire.engine.docs(LEADS).map((doc) => doc._id)).to.have.length(1);
    wire.clearScripts(); // back
    await store.settled();
    expect(await store.getSource(source.id)).to.include({ leadCount: wire.engine.docs(LEADS).length });
    for (const lead of burst)
      expect([count(opened, LEADS, lead.id), count(opened, DELIVERIES, lead.id)]).to.deep.equal([1, 1]);
  });
});
