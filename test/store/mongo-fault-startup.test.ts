import { expect } from 'chai';
import type { Document } from 'mongodb';
import { ConfigError } from '../../service/base/config.ts';
import { SCHEMA_VERSION } from '../../service/store/mongo/migrations.ts';
import { MongoStore } from '../../service/store/mongo/mongo-store.ts';
import { FAST_LIMITS, WIRE_DB } from '../helpers/mongo-wire-store.ts';
import { MongoWireServer } from '../helpers/mongo-wire-server.ts';

const open = (uri: string) => MongoStore.open(uri, FAST_LIMITS);

async function refusal(uri: string): Promise<Error> {
  const [settled] = await Promise.allSettled([open(uri)]);
  if (settled.status === 'fulfilled') {
    await settled.value.close();
    throw new Error(`expected ${uri} to be refused`);
  }
  return settled.reason as Error;
}

// Contract §7: a replica set is required; URI options that weaken the guarantees stop the start.
describe('MongoDB store start-up (wire-level server)', () => {
  let wire: MongoWireServer;
  afterEach(async () => wire?.stop());

  it('refuses a standalone server with a one-line reason', async () => {
    wire = await MongoWireServer.start({ standalone: true });
    const error = await refusal(wire.uri(WIRE_DB));
    expect(error).to.be.instanceOf(ConfigError);
    expect(error.message).to.match(/replica set/);
    expect(error.message).not.to.include('\n');
  });

  for (const [option, named] of [
    ['w=1', 'w'],
    ['journal=false', 'journal'],
    ['readPreference=secondaryPreferred', 'readPreference'],
    ['readConcernLevel=local', 'readConcernLevel'],
    ['wtimeoutMS=0', 'wtimeoutMS'],
    ['socketTimeoutMS=0', 'socketTimeoutMS'],
  ]) {
    it(`refuses the URI option ${option} instead of overriding it`, async () => {
      wire = await MongoWireServer.start();
      const error = await refusal(wire.uri(WIRE_DB, option));
      expect(error).to.be.instanceOf(ConfigError);
      expect(error.message).to.include(named);
      expect(error.message).not.to.include('\n');
    });
  }

  it('accepts the options that keep the guarantees', async () => {
    wire = await MongoWireServer.start();
    await (
      await open(
        wire.uri(WIRE_DB, 'w=majority&journal=true&readPreference=primary&readConcernLevel=majority&appName=x'),
      )
    ).close();
  });

  it('starts while another instance is building the same indexes (IndexBuildAlreadyInProgress, 285)', async () => {
    wire = await MongoWireServer.start();
    // The other instance's build wins the race: the index exists, and this instance is told 285.
    wire.script('createIndexes', (_command, proceed) => {
      proceed();
      return { ok: 0, code: 285, codeName: 'IndexBuildAlreadyInProgress', errmsg: 'index build already in progress' };
    });
    await (await open(wire.uri(WIRE_DB))).close();
    const names = wire.engine.collection(`${WIRE_DB}.leads`, false)!.indexes.map((index) => index.name);
    expect(names).to.include.members(['phone_unique_real', 'email_holder_unique']);
  });

  it('does not scan the leads collection on every start: migrations run once, by number', async () => {
    wire = await MongoWireServer.start();
    await (await open(wire.uri(WIRE_DB))).close();
    const firstStart = wire.received.length;
    await (await open(wire.uri(WIRE_DB))).close();
    const secondStart = wire.received.slice(firstStart);
    // The crash-recovery sweep reads only the last hour's leads, through the `created` index.
    const recentOnly = (c: { command: Document }) => c.command.filter?.createdAt?.$gte !== undefined;
    expect(
      secondStart.filter((c) => c.command.update === 'leads' || (c.command.find === 'leads' && !recentOnly(c))),
    ).to.deep.equal([]);
    expect(wire.engine.docs(`${WIRE_DB}.meta`)[0]).to.include({ _id: 'schema', version: SCHEMA_VERSION });
  });

  it('refuses a database written by a newer schema that this release cannot read', async () => {
    wire = await MongoWireServer.start();
    wire.engine.insert(`${WIRE_DB}.meta`, [{ _id: 'schema', version: 99, readableFrom: SCHEMA_VERSION + 1 }], true);
    const error = await refusal(wire.uri(WIRE_DB));
    expect(error).to.be.instanceOf(ConfigError);
    expect(error.message).to.match(/schema version 99/);
  });

  it('refuses a newer schema recorded before readableFrom existed (it may need that release)', async () => {
    wire = await MongoWireServer.start();
    wire.engine.insert(`${WIRE_DB}.meta`, [{ _id: 'schema', version: SCHEMA_VERSION + 1 }], true);
    expect(await refusal(wire.uri(WIRE_DB))).to.be.instanceOf(ConfigError);
  });

  // Issue 27, item 5: a rolling deploy or a rollback restarts the previous release.
  it('opens a database one schema ahead whose readableFrom is this release, and leaves its schema as it is', async () => {
    wire = await MongoWireServer.start();
    await (await open(wire.uri(WIRE_DB))).close();
    const meta = wire.engine.collection(`${WIRE_DB}.meta`, false)!;
    meta.docs.set('schema', { _id: 'schema', version: SCHEMA_VERSION + 1, readableFrom: SCHEMA_VERSION });
    const store = await open(wire.uri(WIRE_DB));
    await store.close();
    expect(wire.engine.docs(`${WIRE_DB}.meta`)).to.deep.equal([
      { _id: 'schema', version: SCHEMA_VERSION + 1, readableFrom: SCHEMA_VERSION },
    ]);
  });

  // Issue 37, item 5: readableFrom covered the data, not the indexes a newer release changed.
  it('Mongo: opens a database one schema ahead whose release changed an index under the same name, and keeps that index', async () => {
    wire = await MongoWireServer.start();
    await (await open(wire.uri(WIRE_DB))).close();
    const meta = wire.engine.collection(`${WIRE_DB}.meta`, false)!;
    meta.docs.set('schema', { _id: 'schema', version: SCHEMA_VERSION + 1, readableFrom: SCHEMA_VERSION });
    const leads = wire.engine.collection(`${WIRE_DB}.leads`, false)!;
    const changed = { name: 'created', key: { createdAt: -1, _id: -1 } }; // the newer release's
    leads.indexes = [...leads.indexes.filter((index) => index.name !== 'created'), changed];
    const store = await open(wire.uri(WIRE_DB));
    await store.close();
    expect(leads.indexes.find((index) => index.name === 'created')).to.deep.equal(changed);
  });

  it('Mongo: on its own schema, an index changed under the same name still stops the start, naming it', async () => {
    wire = await MongoWireServer.start();
    await (await open(wire.uri(WIRE_DB))).close();
    const leads = wire.engine.collection(`${WIRE_DB}.leads`, false)!;
    leads.indexes = [
      ...leads.indexes.filter((index) => index.name !== 'created'),
      { name: 'created', key: { createdAt: 1 } },
    ];
    const error = await refusal(wire.uri(WIRE_DB));
    expect(error.message).to.include('created').and.include('drop it by hand');
  });

  it('records the oldest schema that can read a fresh database', async () => {
    wire = await MongoWireServer.start();
    await (await open(wire.uri(WIRE_DB))).close();
    const [meta] = wire.engine.docs(`${WIRE_DB}.meta`);
    expect(meta.readableFrom).to.be.a('number').and.at.most(SCHEMA_VERSION);
  });

  it('says which migration failed, not that MongoDB is unreachable', async () => {
    wire = await MongoWireServer.start();
    wire.engine.insert(`${WIRE_DB}.meta`, [{ _id: 'schema', version: 2, readableFrom: 1 }], true);
    wire.script('dropIndexes', () => ({
      ok: 0,
      code: 13,
      codeName: 'Unauthorized',
      errmsg: 'not authorized on lead_intake_wire to execute command { dropIndexes: ... }',
    }));
    const error = await refusal(wire.uri(WIRE_DB));
    expect(error.name).not.to.match(/^Mongo/);
    expect(error.message).to.include('migration 3').and.include('13');
  });

  // Issue 37, item 5: the start-up client had no socket timeout, so a silent primary held the start for ever.
  it('Mongo: a primary that never answers a start-up command stops the start, naming what it waited for', async () => {
    wire = await MongoWireServer.start();
    wire.always('find', () => 'hang'); // the schema version's read
    const started = Date.now();
    const outcome = await Promise.race([
      MongoStore.open(wire.uri(WIRE_DB), { ...FAST_LIMITS, startupAnswerMS: 300 }).then(
        async (store) => (await store.close(), 'opened'),
        (error: Error) => error,
      ),
      new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), 3_000).unref()),
    ]);
    expect(outcome).to.be.instanceOf(Error);
    expect((outcome as Error).name, 'not "MongoDB is unreachable"').not.to.match(/^Mongo/);
    expect((outcome as Error).message)
      .to.include('did not answer within 0.3 s')
      .and.include('migrations');
    expect(Date.now() - started).to.be.below(2_000);
  });

  it('opens the previous (development) schema and moves it to the numbered one', async () => {
    wire = await MongoWireServer.start();
    const leads = `${WIRE_DB}.leads`;
    wire.engine.collection(leads)!.indexes.push({
      name: 'email_only_unique',
      key: { emailOnlyKey: 1 },
      unique: true,
      partialFilterExpression: { emailOnlyKey: { $type: 'string' } },
    });
    wire.engine.insert(
      leads,
      [
        {
          _id: 'a1',
          sourceId: 's',
          phone: '+14155550001',
          email: 'Shared@example.com',
          emailKey: 'shared@example.com',
          notes: '',
          fieldsJson: '{}',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
        {
          _id: 'a2',
          sourceId: 's',
          phone: '+14155550002',
          email: 'shared@example.com',
          emailKey: 'shared@example.com',
          test: false,
          notes: '',
          fieldsJson: '{}',
          createdAt: '2026-01-02T00:00:00.000Z',
        },
        {
          _id: 'a3',
          sourceId: 's',
          phone: null,
          email: 'only@example.com',
          emailKey: 'only@example.com',
          emailOnlyKey: 'only@example.com',
          test: false,
          notes: '',
          fieldsJson: '{}',
          createdAt: '2026-01-03T00:00:00.000Z',
        },
      ],
      true,
    );
    const store = await open(wire.uri(WIRE_DB));
    try {
      const byId = Object.fromEntries(wire.engine.docs(leads).map((doc) => [doc._id, doc]));
      expect(byId.a1).to.include({ test: false, emailHolderKey: 'shared@example.com' });
      expect(byId.a2.emailHolderKey).to.equal(undefined);
      expect(byId.a3).to.include({ emailHolderKey: 'only@example.com' });
      expect(byId.a3.emailOnlyKey).to.equal(undefined);
      expect(wire.engine.collection(leads, false)!.indexes.map((index) => index.name)).not.to.include(
        'email_only_unique',
      );
      const emailOnly = {
        id: 'a4',
        sourceId: 's',
        name: null,
        phone: null,
        email: 'SHARED@example.com',
        notes: '',
        fields: {},
        test: false,
        createdAt: new Date().toISOString(),
      };
      expect(await store.addLead(emailOnly, { at: emailOnly.createdAt })).to.deep.equal({
        status: 'duplicate',
        matchedOn: 'email',
      });
    } finally {
      await store.close();
    }
  });
});
