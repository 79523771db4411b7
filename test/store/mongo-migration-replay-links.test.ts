import { expect } from 'chai';
import { REPLAY_LINKS_VERSION as VERSION, SCHEMA_VERSION } from '../../service/store/mongo/migrations.ts';
import { MongoStore } from '../../service/store/mongo/mongo-store.ts';
import { FAST_LIMITS, newLead, newSource, WIRE_DB } from '../helpers/mongo-wire-store.ts';
import { MongoWireServer } from '../helpers/mongo-wire-server.ts';

const REFUSED = '019b7888-7c80-7000-8000-000000000002';

// The migration of issue 36 item 9 on the real store and driver, against the wire-level server.
describe(`MongoDB migration ${VERSION}: a refused delivery links the lead it became, from a version-${VERSION - 1} database`, () => {
  let wire: MongoWireServer;
  beforeEach(async () => {
    wire = await MongoWireServer.start();
    wire.engine.insert(`${WIRE_DB}.meta`, [{ _id: 'schema', version: VERSION - 1, readableFrom: VERSION - 1 }], true);
  });
  afterEach(() => wire.stop());

  it('indexes the link for erasure, links a refusal logged before when it is sent again, and stays readable by the release before', async () => {
    const store = await MongoStore.open(wire.uri(WIRE_DB), FAST_LIMITS);
    try {
      expect(wire.engine.docs(`${WIRE_DB}.meta`)[0]).to.include({ version: SCHEMA_VERSION });
      if (VERSION === SCHEMA_VERSION)
        expect(wire.engine.docs(`${WIRE_DB}.meta`)[0]).to.include({ readableFrom: VERSION - 1 });
      const source = await newSource(store);
      wire.engine.insert(
        `${WIRE_DB}.deliveries`,
        [
          {
            _id: REFUSED,
            sourceId: source.id,
            at: '2026-01-01T10:00:00.000Z',
            status: 422,
            outcome: 'rejected',
            body: '{}',
          },
        ],
        true,
      );
      const lead = newLead(source.id);
      await store.addLead(lead, { at: lead.createdAt, body: '{}', replayed: true, replayOf: REFUSED });
      expect(await store.getDelivery(source.id, REFUSED)).to.include({ becameLeadId: lead.id });
      const indexes = wire.engine.collection(`${WIRE_DB}.deliveries`, false)!.indexes.map((index) => index.name);
      expect(indexes).to.include('by_became_lead');
    } finally {
      await store.close();
    }
  });
});
