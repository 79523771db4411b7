import { expect } from 'chai';
import type { Document } from 'mongodb';
import { MongoStore } from '../../service/store/mongo/mongo-store.ts';
import { MongoWireServer } from '../helpers/mongo-wire-server.ts';
import { FAST_LIMITS, LEADS, newLead, now, outcomes, WIRE_DB } from '../helpers/mongo-wire-store.ts';

const AT = '2026-01-01T10:00:00.000Z';
const open = (wire: MongoWireServer) => MongoStore.open(wire.uri(WIRE_DB), FAST_LIMITS);
const indexNames = (wire: MongoWireServer, coll: string) =>
  wire.engine.collection(`${WIRE_DB}.${coll}`, false)!.indexes.map((index) => index.name);
const lead = (id: string, phone: string, test: boolean): Document => ({
  _id: id,
  sourceId: 's',
  name: null,
  phone,
  email: null,
  emailKey: null,
  test,
  notes: '',
  fieldsJson: '{}',
  createdAt: AT,
});

/** The indexes the first schema (the service's first release) created, with their names. */
function seedFirstSchema(wire: MongoWireServer): void {
  const add = (coll: string, ...indexes: Document[]) =>
    wire.engine.collection(`${WIRE_DB}.${coll}`)!.indexes.push(...(indexes as never[]));
  add('sources', { name: 'deletedAt_1_createdAt_1', key: { deletedAt: 1, createdAt: 1 } });
  add('webhookTokens', { name: 'sourceId_1', key: { sourceId: 1 } });
  add(
    'leads',
    { name: 'phone_unique', key: { phone: 1 }, unique: true, partialFilterExpression: { phone: { $type: 'string' } } },
    {
      name: 'email_only_unique',
      key: { emailOnlyKey: 1 },
      unique: true,
      partialFilterExpression: { emailOnlyKey: { $type: 'string' } },
    },
    { name: 'emailKey_1__id_-1', key: { emailKey: 1, _id: -1 } },
    { name: 'sourceId_1__id_-1', key: { sourceId: 1, _id: -1 } },
    { name: 'createdAt_-1', key: { createdAt: -1 } },
  );
  add('deliveries', { name: 'sourceId_1__id_-1', key: { sourceId: 1, _id: -1 } });
}

// Issue 27, item 1: a database made by the first schema kept its `phone_unique` index (no test
// condition), so a test lead's phone blocked a real lead, and a real duplicate was answered 503.
describe('MongoDB indexes: retired ones are dropped (wire-level server)', () => {
  let wire: MongoWireServer;
  beforeEach(async () => (wire = await MongoWireServer.start()));
  afterEach(() => wire.stop());

  it('opens a first-schema database: drops phone_unique and email_only_unique, keeps the rest, answers phones as duplicates or created', async () => {
    seedFirstSchema(wire);
    wire.engine.insert(LEADS, [lead('old-real', '+14155550101', false), lead('old-test', '+14155550102', true)], true);
    const store = await open(wire);
    try {
      const names = indexNames(wire, 'leads');
      expect(names).not.to.include('phone_unique');
      expect(names).not.to.include('email_only_unique');
      expect(names).to.include.members(['emailKey_1__id_-1', 'phone_unique_real', 'email_holder_unique']);
      expect(
        await outcomes([
          store.addLead(newLead('s', { phone: '+14155550101' }), { at: now() }),
          store.addLead(newLead('s', { phone: '+14155550102' }), { at: now() }),
        ]),
      ).to.deep.equal(['duplicate by phone', 'created']);
    } finally {
      await store.close();
    }
  });

  it('drops a retired index found on a migrated database, and only indexes it names', async () => {
    await (await open(wire)).close(); // a database at this release's schema
    const leads = wire.engine.collection(LEADS, false)!;
    leads.indexes.push(
      {
        name: 'phone_unique',
        key: { phone: 1 },
        unique: true,
        partialFilterExpression: { phone: { $type: 'string' } },
      },
      { name: 'by_next_release', key: { name: 1 } }, // a later release's index, during a rolling deploy
    );
    wire.engine.insert(LEADS, [lead('test-phone', '+14155550103', true)], true);
    const store = await open(wire);
    try {
      expect(indexNames(wire, 'leads')).not.to.include('phone_unique');
      expect(indexNames(wire, 'leads')).to.include('by_next_release');
      expect(await outcomes([store.addLead(newLead('s', { phone: '+14155550103' }), { at: now() })])).to.deep.equal([
        'created',
      ]);
    } finally {
      await store.close();
    }
  });
});

// Issue 27, item 2: a unique index still being built accepts duplicates; it must count as missing.
describe('MongoDB indexes: builds in progress, long builds, duplicates (wire-level server)', () => {
  let wire: MongoWireServer;
  beforeEach(async () => (wire = await MongoWireServer.start()));
  afterEach(() => wire.stop());

  it('does not start while a unique index it needs is still being built, and joins the build', async () => {
    await (await open(wire)).close();
    const leads = wire.engine.collection(LEADS, false)!;
    const spec = leads.indexes.find((index) => index.name === 'phone_unique_real')!;
    leads.indexes = leads.indexes.filter((index) => index !== spec);
    const build = wire.engine.startBuild(LEADS, spec); // another instance's build, still running
    const sent = wire.commands('createIndexes').length;
    let started = false;
    const opening = open(wire).then((store) => ((started = true), store));
    let joined = false;
    while (!started && !joined) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      joined = wire
        .commands('createIndexes')
        .slice(sent)
        .some((c) => c.command.createIndexes === 'leads');
    }
    expect(started, 'started before the unique index was built').to.equal(false);
    build.finish();
    const store = await opening;
    await store.close();
    expect(wire.engine.collection(LEADS, false)!.indexes.map((index) => index.name)).to.include('phone_unique_real');
  });

  it('builds indexes with commit quorum "majority", on a connection without the socket timeout', async () => {
    // mongod answers createIndexes once the commit quorum built it: on a large collection, minutes.
    wire.always(
      'createIndexes',
      (_command, proceed) =>
        new Promise((resolve) => setTimeout(() => resolve(proceed()), 3 * FAST_LIMITS.socketTimeoutMS)),
    );
    const store = await open(wire);
    await store.close();
    const builds = wire.commands('createIndexes');
    expect(builds.length).to.be.greaterThan(0);
    for (const build of builds) expect(build.command.commitQuorum).to.equal('majority');
    expect(indexNames(wire, 'leads')).to.include('phone_unique_real');
  });

  it('refuses to build a unique index over duplicates, naming the index and the leads', async () => {
    wire.engine.insert(
      LEADS,
      [
        lead('dup-a', '+14155550104', false),
        lead('dup-b', '+14155550104', false),
        lead('dup-test', '+14155550104', true),
      ],
      true,
    );
    const [settled] = await Promise.allSettled([open(wire)]);
    if (settled.status === 'fulfilled') await settled.value.close();
    expect(settled.status).to.equal('rejected');
    const { message } = (settled as PromiseRejectedResult).reason as Error;
    expect(message).to.include('phone_unique_real');
    expect(message).to.include('dup-a').and.include('dup-b');
    expect(message).not.to.include('dup-test');
    expect(message).not.to.include('unreachable');
  });

  // Issue 27, item 12.
  it('says which index build failed, not that MongoDB is unreachable', async () => {
    wire.always('createIndexes', (command) =>
      command.createIndexes === 'leads'
        ? {
            ok: 0,
            code: 13,
            codeName: 'Unauthorized',
            errmsg: 'not authorized on lead_intake_wire to execute command { createIndexes: ... }',
          }
        : undefined,
    );
    const [settled] = await Promise.allSettled([open(wire)]);
    if (settled.status === 'fulfilled') await settled.value.close();
    const error = (settled as PromiseRejectedResult).reason as Error;
    expect(error.name).not.to.match(/^Mongo/);
    expect(error.message).to.include('phone_unique_real').and.include('leads').and.include('13');
  });
});
