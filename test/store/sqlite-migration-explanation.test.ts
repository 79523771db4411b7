import { expect } from 'chai';
import { deliveryExplanations, MIGRATIONS } from '../../service/store/sqlite/migrations.ts';
import { SqliteStore } from '../../service/store/sqlite/sqlite-store.ts';
import { oldSqliteFile } from '../helpers/old-sqlite-file.ts';
import { removeDir, tempDataDir } from '../helpers/test-server.ts';

// The migration of issue 35: deliveries gain reasons and roles (its version: its place in the list, from 1).
const EXPLANATION = MIGRATIONS.indexOf(deliveryExplanations) + 1;

describe(`SQLite migration ${EXPLANATION}: why each field was picked, from a version-${EXPLANATION - 1} file`, () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDataDir();
    const old = oldSqliteFile(dir, EXPLANATION - 1);
    old.exec(`
      INSERT INTO sources (id, name, created_at, updated_at) VALUES ('old-source', 'Old', '2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z');
      INSERT INTO deliveries (source_id, id, at, status, outcome, lead_id, body, picked)
        VALUES ('old-source', '01900000-0000-7000-8000-000000000001', '2026-01-01T10:00:00.000Z', 200, 'created', 'lead-1', '{}', '{"phone":"/phone"}');
    `);
    old.close();
  });
  afterEach(() => removeDir(dir));

  it('keeps older deliveries without reasons or roles, and stores both on new ones', async () => {
    const store = new SqliteStore(dir);
    try {
      const [old] = await store.listDeliveries('old-source', 10);
      expect(old).to.deep.include({ outcome: 'created', picked: { phone: '/phone' } });
      expect(old).not.to.have.any.keys('reasons', 'roles');
      const explanation = {
        reasons: { phone: [{ feature: 'found', weight: 1, text: 'found at /phone' }] },
        roles: { '/budget': 'answer' as const },
      };
      const at = new Date().toISOString();
      const lead = { id: 'lead-2', sourceId: 'old-source', name: null, phone: '+14155550178', email: null };
      await store.addLead({ ...lead, notes: '', fields: {}, test: false, createdAt: at }, { at, ...explanation });
      expect((await store.listDeliveries('old-source', 10))[0]).to.deep.include(explanation);
    } finally {
      await store.close();
    }
  });
});
