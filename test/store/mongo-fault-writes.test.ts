import { expect } from 'chai';
import pino from 'pino';
import type { Document } from 'mongodb';
import { LeadTooLargeError, StoreUnavailableError } from '../../service/store/store-errors.ts';
import {
  LEADS,
  newLead,
  newSource,
  now,
  openWireStore,
  outcomes,
  uniquePhone,
  WIRE_DB,
} from '../helpers/mongo-wire-store.ts';

type Opened = Awaited<ReturnType<typeof openWireStore>>;
const leadInserts = (
  step: (command: Document, proceed: () => Document, n: number) => Document | 'close' | undefined,
) => {
  let n = 0;
  return (command: Document, proceed: () => Document) =>
    command.insert === 'leads' ? step(command, proceed, ++n) : undefined;
};
const storedIds = (opened: Opened) => opened.wire.engine.docs(LEADS).map((doc) => doc._id);

// The driver's and the server's failure modes for the leads insert (mongodb 7.9 src/bulk/common.ts):
// every answer must say what happened: created = stored (majority, journaled), 503 = not stored.
describe('MongoDB store under write faults (wire-level server)', () => {
  let opened: Opened;
  afterEach(async () => opened?.close());

  it('never answers created for leads of a batch the network cut off', async () => {
    // maxWriteBatchSize 2: the driver sends these leads one insert command each.
    opened = await openWireStore({ maxWriteBatchSize: 2 });
    const { store, wire } = opened;
    const source = await newSource(store);
    const taken = uniquePhone();
    await store.addLead(newLead(source.id, { phone: taken }), { at: now() });
    // The first command of the turn answers (a duplicate key); every later one loses its connection.
    wire.always(
      'insert',
      leadInserts((_command, _proceed, n) => (n === 1 ? undefined : 'close')),
    );
    const burst = [newLead(source.id, { phone: taken }), newLead(source.id), newLead(source.id)];
    const answers = await outcomes(burst.map((lead) => store.addLead(lead, { at: now() })));
    const stored = storedIds(opened);
    answers.forEach((answer, i) => {
      if (answer === 'created') expect(stored, `lead ${i} answered created`).to.include(burst[i].id);
    });
    expect(answers.slice(1)).to.deep.equal(['StoreUnavailableError', 'StoreUnavailableError']);
  });

  it('re-sends a batch whose outcome is unknown and answers each lead from the re-send', async () => {
    opened = await openWireStore({ maxWriteBatchSize: 2 });
    const { store, wire } = opened;
    const source = await newSource(store);
    const taken = uniquePhone();
    await store.addLead(newLead(source.id, { phone: taken }), { at: now() });
    // Second command and the driver's own retry lose their connection; the store's re-send goes through.
    wire.always(
      'insert',
      leadInserts((_command, _proceed, n) => (n === 2 || n === 3 ? 'close' : undefined)),
    );
    const burst = [newLead(source.id, { phone: taken }), newLead(source.id), newLead(source.id)];
    expect(await outcomes(burst.map((lead) => store.addLead(lead, { at: now() })))).to.deep.equal([
      'duplicate by phone',
      'created',
      'created',
    ]);
    expect(storedIds(opened)).to.include.members([burst[1].id, burst[2].id]);
    expect(await store.getSource(source.id)).to.include({ leadCount: 3 });
  });

  it('answers created when the insert was applied but its write concern failed, once a re-send confirms it', async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const source = await newSource(store);
    wire.always(
      'insert',
      leadInserts((_command, proceed, n) =>
        n === 1
          ? {
              ...proceed(),
              writeConcernError: {
                code: 64,
                codeName: 'WriteConcernFailed',
                errmsg: 'waiting for replication timed out',
                errInfo: { wtimeout: true },
              },
            }
          : undefined,
      ),
    );
    const lead = newLead(source.id);
    expect(await outcomes([store.addLead(lead, { at: now() })])).to.deep.equal(['created']);
    expect(storedIds(opened).filter((id) => id === lead.id)).to.have.length(1);
  });

  it('reads a duplicate key on _id as "already written", and on the phone index as a duplicate', async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const source = await newSource(store);
    const lead = newLead(source.id);
    // An earlier attempt of this very write reached the server.
    wire.engine.insert(LEADS, [{ _id: lead.id, sourceId: source.id, phone: lead.phone, test: false }], true);
    expect(await outcomes([store.addLead(lead, { at: now() })])).to.deep.equal(['created']);
    expect(await outcomes([store.addLead(newLead(source.id, { phone: lead.phone }), { at: now() })])).to.deep.equal([
      'duplicate by phone',
    ]);
  });

  it('answers created when the counter update fails after the insert, and repairs the count', async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const source = await newSource(store);
    wire.always('update', (command) =>
      command.update === 'sources' ? { ok: 0, code: 96, codeName: 'OperationFailed', errmsg: 'injected' } : undefined,
    );
    expect(await outcomes([store.addLead(newLead(source.id), { at: now() })])).to.deep.equal(['created']);
    wire.clearScripts();
    await store.settled();
    expect(await store.getSource(source.id)).to.include({ leadCount: 1 });
  });

  it('answers created when the delivery insert fails after the lead insert, and writes the delivery later', async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const source = await newSource(store);
    wire.always('insert', (command) =>
      command.insert === 'deliveries'
        ? { ok: 0, code: 96, codeName: 'OperationFailed', errmsg: 'injected' }
        : undefined,
    );
    const lead = newLead(source.id);
    expect(
      await outcomes([
        store.addLead(lead, { at: now() }),
        store.addLead(newLead(source.id, { phone: lead.phone }), { at: now() }),
      ]),
    ).to.deep.equal(['created', 'duplicate by phone']);
    wire.clearScripts();
    await store.settled();
    expect((await store.listDeliveries(source.id, 10)).map((d) => d.outcome)).to.have.members(['created', 'duplicate']);
  });

  it('refuses an oversized lead alone (413) and stores the rest of its turn', async () => {
    opened = await openWireStore({ maxBsonObjectSize: 64 * 1024 });
    const { store } = opened;
    const source = await newSource(store);
    const small = newLead(source.id);
    const huge = newLead(source.id, { notes: 'x'.repeat(70 * 1024) });
    expect(
      await outcomes([
        store.addLead(small, { at: now() }),
        store.addLead(huge, { at: now(), body: 'y'.repeat(70 * 1024) }),
      ]),
    ).to.deep.equal(['created', 'LeadTooLargeError']);
    expect(storedIds(opened)).to.deep.equal([small.id]);
    const deliveries = await store.listDeliveries(source.id, 10);
    expect(deliveries.map((d) => `${d.outcome} ${d.status}`)).to.have.members(['created 200', 'rejected 413']);
    expect(LeadTooLargeError).to.be.a('function');
  });

  it('keeps the lead out of a store error and its log line (no PII)', async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const source = await newSource(store);
    const lead = newLead(source.id, { name: 'Secret Person', email: 'secret.person@example.com' });
    wire.always(
      'insert',
      leadInserts((command) => ({
        n: 0,
        ok: 1,
        writeErrors: [
          {
            index: 0,
            code: 121,
            codeName: 'DocumentValidationFailure',
            errmsg: 'Document failed validation',
            errInfo: { failingDocument: command.documents[0] },
          },
        ],
      })),
    );
    const [settled] = await Promise.allSettled([store.addLead(lead, { at: now() })]);
    expect(settled.status).to.equal('rejected');
    const error = (settled as PromiseRejectedResult).reason as StoreUnavailableError;
    expect(error).to.be.instanceOf(StoreUnavailableError);
    const logged = JSON.stringify({ message: error.message, cause: pino.stdSerializers.err(error.cause as Error) });
    for (const secret of ['Secret Person', 'secret.person', lead.phone!]) expect(logged).not.to.include(secret);
    expect(logged).to.include('121');
  });

  it('writes leads with majority, journaled, bounded write concern and bounds its reads', async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const source = await newSource(store);
    await store.addLead(newLead(source.id), { at: now() });
    await store.findLeads({ sourceId: source.id, limit: 5 });
    const insert = wire.commands('insert').find((c) => c.command.insert === 'leads')!;
    expect(insert.command.writeConcern).to.deep.equal({ w: 'majority', j: true, wtimeout: 10_000 });
    const find = wire
      .commands('find')
      .filter((c) => c.command.find === 'leads')
      .at(-1)!;
    expect(find.command.maxTimeMS).to.equal(5_000);
    expect(find.db).to.equal(WIRE_DB);
  });

  // The wire server labels retryable errors and keeps a transaction table, as mongod 4.4+ does.
  it('lets the driver retry an insert refused by a stepping-down primary (RetryableWriteError), once', async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const source = await newSource(store);
    wire.always(
      'insert',
      leadInserts((_command, _proceed, n) =>
        n === 1 ? { ok: 0, code: 189, codeName: 'PrimarySteppedDown', errmsg: 'primary stepped down' } : undefined,
      ),
    );
    const lead = newLead(source.id);
    expect(await outcomes([store.addLead(lead, { at: now() })])).to.deep.equal(['created']);
    const inserts = wire.commands('insert').filter((c) => c.command.insert === 'leads');
    expect(inserts).to.have.length(2);
    expect(String(inserts[1].command.txnNumber), "the driver's own retry").to.equal(
      String(inserts[0].command.txnNumber),
    );
    expect(storedIds(opened).filter((id) => id === lead.id)).to.have.length(1);
  });

  it('answers a regenerate whose switch was applied but whose answer was lost: the retry is not executed twice', async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const source = await newSource(store);
    wire.script('findAndModify', (_command, proceed) => {
      proceed();
      return 'close';
    });
    const replaced = await store.replaceToken(source.id, `${source.token}-new`, now());
    expect(replaced!.token).to.equal(`${source.token}-new`);
    expect((await store.findWebhook(replaced!.token))!.revoked, 'the new URL works').to.equal(null);
    expect((await store.findWebhook(source.token))!.revoked).to.include({ reason: 'regenerated' });
  });
});
