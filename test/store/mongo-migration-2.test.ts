import { expect } from 'chai';
import { SCHEMA_VERSION } from '../../service/store/mongo/migrations.ts';
import { MongoStore } from '../../service/store/mongo/mongo-store.ts';
import { FAST_LIMITS, WIRE_DB } from '../helpers/mongo-wire-store.ts';
import { MongoWireServer } from '../helpers/mongo-wire-server.ts';

const AT = '2026-01-01T10:00:00.000Z';
const open = (wire: MongoWireServer) => MongoStore.open(wire.uri(WIRE_DB), FAST_LIMITS);

// Migration 2 (issue 19) on the real store and driver, against the wire-level server.
describe('MongoDB migration 2: field map and delivery ids, from a version-1 database', () => {
  let wire: MongoWireServer;
  beforeEach(async () => {
    wire = await MongoWireServer.start();
    // A database as version 1 left it: sources without fieldMap, deliveries without requestId or contentType.
    wire.engine.insert(`${WIRE_DB}.meta`, [{ _id: 'schema', version: 1 }], true);
    wire.engine.insert(
      `${WIRE_DB}.sources`,
      [
        {
          _id: 'v1-source',
          name: 'Version 1',
          defaultCountry: null,
          googleKey: null,
          token: 'v1-token-0123456789',
          createdAt: AT,
          updatedAt: AT,
          deletedAt: null,
          leadCount: 0,
          lastLeadAt: null,
        },
      ],
      true,
    );
    wire.engine.insert(
      `${WIRE_DB}.webhookTokens`,
      [
        {
          _id: 'v1-token-0123456789',
          sourceId: 'v1-source',
          activeFor: 'v1-source',
          createdAt: AT,
          revokedAt: null,
          revokedReason: null,
        },
      ],
      true,
    );
    wire.engine.insert(
      `${WIRE_DB}.deliveries`,
      [
        {
          _id: '019b7888-7c80-7000-8000-000000000001',
          sourceId: 'v1-source',
          at: AT,
          status: 422,
          outcome: 'rejected',
          error: { code: 'validation_failed', message: 'no phone' },
          body: '{"Telefon":"+14155550199"}',
        },
      ],
      true,
    );
  });
  afterEach(() => wire.stop());

  it('gives every source an empty field map once, and reads old deliveries with their _id as id', async () => {
    const store = await open(wire);
    try {
      expect(wire.engine.docs(`${WIRE_DB}.meta`)).to.have.length(1);
      expect(wire.engine.docs(`${WIRE_DB}.meta`)[0]).to.include({ _id: 'schema', version: SCHEMA_VERSION });
      expect(SCHEMA_VERSION).to.be.at.least(2);
      expect(wire.engine.docs(`${WIRE_DB}.sources`)[0].fieldMap).to.deep.equal([]);
      expect((await store.getSource('v1-source'))?.fieldMap).to.deep.equal({});
      expect((await store.findWebhook('v1-token-0123456789'))?.source.fieldMap).to.deep.equal({});
      const [old] = await store.listDeliveries('v1-source', 10);
      expect(old).to.deep.equal({
        id: '019b7888-7c80-7000-8000-000000000001',
        at: AT,
        status: 422,
        outcome: 'rejected',
        error: { code: 'validation_failed', message: 'no phone' },
        body: '{"Telefon":"+14155550199"}',
      });
      expect(await store.getDelivery('v1-source', old.id)).to.deep.equal(old);
      expect(await store.getDelivery('another-source', old.id)).to.equal(null);
    } finally {
      await store.close();
    }
    const updates = wire.received.length;
    await (await open(wire)).close();
    expect(
      wire.received.slice(updates).filter((c) => c.command.update === 'sources'),
      'runs once',
    ).to.deep.equal([]);
  });

  it('stores a field map with dotted and $ pointers as data, in its order, and new deliveries with request id and content type', async () => {
    const store = await open(wire);
    try {
      const fieldMap = { '/1.3': 'firstName', '/$where': 'name', '/a.b/c': 'email', '/Telefon': 'phone' } as const;
      const updated = await store.updateSource('v1-source', { fieldMap }, new Date().toISOString());
      expect(updated?.fieldMap).to.deep.equal(fieldMap);
      expect(Object.keys((await store.getSource('v1-source'))!.fieldMap)).to.deep.equal(Object.keys(fieldMap));
      expect(wire.engine.docs(`${WIRE_DB}.sources`)[0].fieldMap[0]).to.deep.equal({
        pointer: '/1.3',
        field: 'firstName',
      });
      await store.recordDelivery('v1-source', {
        id: 'given-id',
        at: new Date().toISOString(),
        status: 415,
        outcome: 'rejected',
        requestId: 'req-9',
        contentType: 'image/png',
      });
      expect(await store.getDelivery('v1-source', 'given-id')).to.include({
        id: 'given-id',
        requestId: 'req-9',
        contentType: 'image/png',
      });
    } finally {
      await store.close();
    }
  });
});
