import { expect } from 'chai';
import { DELIVERY_EXPLANATIONS_VERSION as VERSION, SCHEMA_VERSION } from '../../service/store/mongo/migrations.ts';
import { MongoStore } from '../../service/store/mongo/mongo-store.ts';
import { FAST_LIMITS, newLead, WIRE_DB } from '../helpers/mongo-wire-store.ts';
import type { MongoWireServer } from '../helpers/mongo-wire-server.ts';
import { OLD_SOURCE, oldWireDatabase } from '../helpers/old-wire-database.ts';

const AT = '2026-01-01T10:00:00.000Z';

// The migration of issue 35 (the last one) on the real store and driver, against the wire-level server.
describe(`MongoDB migration ${VERSION}: why each field was picked, from a version-${VERSION - 1} database`, () => {
  let wire: MongoWireServer;
  beforeEach(async () => {
    wire = await oldWireDatabase(VERSION - 1, 2, AT);
    wire.engine.insert(
      `${WIRE_DB}.deliveries`,
      [
        {
          _id: '019b7888-7c80-7000-8000-000000000001',
          sourceId: OLD_SOURCE,
          at: AT,
          status: 200,
          outcome: 'created',
          leadId: 'lead-1',
          body: '{"phone":"+14155550199"}',
          picked: { phone: '/phone' },
        },
      ],
      true,
    );
  });
  afterEach(() => wire.stop());

  it('keeps older deliveries without reasons or roles, stores both on new ones, and stays readable by the release before', async () => {
    const store = await MongoStore.open(wire.uri(WIRE_DB), FAST_LIMITS);
    try {
      expect(wire.engine.docs(`${WIRE_DB}.meta`)[0]).to.include({ version: SCHEMA_VERSION });
      // Readable by the release before, unless a later migration is not (outbound webhooks').
      if (VERSION === SCHEMA_VERSION)
        expect(wire.engine.docs(`${WIRE_DB}.meta`)[0]).to.include({ readableFrom: VERSION - 1 });
      const [old] = await store.listDeliveries(OLD_SOURCE, 10);
      expect(old).to.deep.include({ outcome: 'created', picked: { phone: '/phone' } });
      expect(old).not.to.have.any.keys('reasons', 'roles');
      const explanation = {
        reasons: { phone: [{ feature: 'found', weight: 1, text: 'found at /contact/phone' }] },
        roles: { '/1.3': 'answer' as const, '/$sig': 'system' as const },
      };
      await store.addLead(newLead(OLD_SOURCE, { phone: '+14155550178' }), {
        at: new Date().toISOString(),
        ...explanation,
      });
      const [stored] = await store.listDeliveries(OLD_SOURCE, 10);
      expect(stored).to.deep.include(explanation);
      expect(stored).not.to.have.any.keys('rolesJson');
    } finally {
      await store.close();
    }
  });
});
