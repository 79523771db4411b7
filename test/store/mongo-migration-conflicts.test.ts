import { expect } from 'chai';
import { LEAD_CONFLICTS_VERSION, SCHEMA_VERSION } from '../../service/store/mongo/migrations.ts';
import { MongoStore } from '../../service/store/mongo/mongo-store.ts';
import { FAST_LIMITS, LEADS, newLead, WIRE_DB } from '../helpers/mongo-wire-store.ts';
import type { MongoWireServer } from '../helpers/mongo-wire-server.ts';
import { OLD_SOURCE, oldWireDatabase } from '../helpers/old-wire-database.ts';

const AT = '2026-01-01T10:00:00.000Z';
const VERSION = LEAD_CONFLICTS_VERSION;
const LEAD = '01900000-0000-7000-8000-000000000034';

// Issue 34's migration on the real store and driver, against the wire-level server.
describe(`MongoDB migration ${VERSION}: conflicts, from a version-${VERSION - 1} database`, () => {
  let wire: MongoWireServer;
  beforeEach(async () => {
    wire = await oldWireDatabase(VERSION - 1, VERSION - 2, AT);
    wire.engine.insert(
      LEADS,
      [
        {
          _id: LEAD,
          sourceId: OLD_SOURCE,
          name: 'Jane Doe',
          phone: '+14155550134',
          email: null,
          emailKey: null,
          test: false,
          notes: '',
          fieldsJson: '{}',
          createdAt: AT,
          returns: 1,
          lastSeenAt: AT,
        },
      ],
      true,
    );
    wire.engine.insert(
      `${WIRE_DB}.submissions`,
      [
        {
          _id: '019b7888-7c80-7000-8000-000000000001',
          leadId: LEAD,
          sourceId: OLD_SOURCE,
          firstFromSource: true,
          json: JSON.stringify({
            at: AT,
            sourceId: OLD_SOURCE,
            name: 'Other',
            phone: '+14155550134',
            email: null,
            notes: '',
            fields: {},
          }),
        },
      ],
      true,
    );
  });
  afterEach(() => wire.stop());

  it('gives leads stored before conflicts: [], records new conflicts, and stays readable by the release before', async () => {
    const store = await MongoStore.open(wire.uri(WIRE_DB), FAST_LIMITS);
    try {
      expect(wire.engine.docs(LEADS).find((doc) => doc._id === LEAD)).to.deep.include({ conflicts: [] });
      expect(wire.engine.docs(`${WIRE_DB}.meta`)[0]).to.include({ version: SCHEMA_VERSION });
      if (VERSION === SCHEMA_VERSION)
        expect(wire.engine.docs(`${WIRE_DB}.meta`)[0]).to.include({ readableFrom: VERSION - 1 });
      expect(await store.getLead(LEAD)).to.deep.include({ returns: 1, conflicts: [] });
      const at = new Date().toISOString();
      await store.addLead(newLead(OLD_SOURCE, { name: 'Mallory', phone: '+14155550134' }), { at });
      expect((await store.getLead(LEAD))!.conflicts).to.deep.equal([
        { name: 'Mallory', email: null, sourceId: OLD_SOURCE, at },
      ]);
      expect((await store.listSubmissions(LEAD)).map((s) => s.name)).to.deep.equal(['Other', 'Mallory']);
    } finally {
      await store.close();
    }
  });
});
