import { expect } from 'chai';
import { SqliteStore } from '../../service/store/sqlite/sqlite-store.ts';
import { oldSqliteFile } from '../helpers/old-sqlite-file.ts';
import { removeDir, tempDataDir } from '../helpers/test-server.ts';

// Migration 4 (issue 24): deliveries gain picked, decoded_text and warnings; the file is then
// opened, so every later migration runs on it too.
const READING = 4;

describe(`SQLite migration ${READING}: how a delivery's lead was read, from a version-${READING - 1} file`, () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDataDir();
    // A file exactly as the migration before left it, holding a source and a logged delivery.
    const old = oldSqliteFile(dir, READING - 1);
    old.exec(`
      INSERT INTO sources (id, name, created_at, updated_at) VALUES ('old-source', 'Old', '2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z');
      INSERT INTO deliveries (source_id, id, at, status, outcome, lead_id, body)
        VALUES ('old-source', '01900000-0000-7000-8000-000000000001', '2026-01-01T10:00:00.000Z', 200, 'created', 'lead-1', '{}');
    `);
    old.close();
  });
  afterEach(() => removeDir(dir));

  it('keeps older deliveries without picked, decodedText or warnings, and stores them on new ones', async () => {
    const store = new SqliteStore(dir);
    try {
      const [old] = await store.listDeliveries('old-source', 10);
      expect(old).to.include({ status: 200, outcome: 'created' });
      expect(old).not.to.have.any.keys('picked', 'decodedText', 'warnings');
      const reading = {
        picked: { phone: '/data/phone' },
        decodedText: ['/data.json'],
        warnings: [{ field: 'email', message: 'not an address' }],
      };
      const lead = {
        id: 'lead-2',
        sourceId: 'old-source',
        name: null,
        phone: '+14155550177',
        email: null,
        notes: '',
        fields: {},
        test: false,
        createdAt: new Date().toISOString(),
      };
      await store.addLead(lead, { at: lead.createdAt, ...reading });
      expect((await store.listDeliveries('old-source', 10))[0]).to.deep.include(reading);
    } finally {
      await store.close();
    }
  });
});
