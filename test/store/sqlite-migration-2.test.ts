import { expect } from 'chai';
import { SqliteStore } from '../../service/store/sqlite/sqlite-store.ts';
import { oldSqliteFile } from '../helpers/old-sqlite-file.ts';
import { removeDir, tempDataDir } from '../helpers/test-server.ts';

const AT = ['2026-01-01T10:00:00.000Z', '2026-01-01T10:00:01.000Z', '2026-01-02T08:30:00.000Z'];

// Migration 2 (issue 19): sources gain field_map, deliveries gain id, request_id and content_type.
describe('SQLite migration 2: field map and delivery ids, from a version-1 file', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDataDir();
    // A file exactly as migration 1 left it, holding a source and its delivery log.
    const old = oldSqliteFile(dir, 1);
    old.exec(`
      INSERT INTO sources (id, name, created_at, updated_at) VALUES ('v1-source', 'Version 1', '${AT[0]}', '${AT[0]}');
      INSERT INTO webhook_tokens (token, source_id, created_at) VALUES ('v1-token-0123456789', 'v1-source', '${AT[0]}');
      INSERT INTO deliveries (source_id, at, status, outcome, error_code, error_message, body)
        VALUES ('v1-source', '${AT[0]}', 422, 'rejected', 'validation_failed', 'no phone', '{"Telefon":"+14155550199"}');
      INSERT INTO deliveries (source_id, at, status, outcome, error_code, error_message)
        VALUES ('v1-source', '${AT[1]}', 415, 'rejected', 'unsupported_media_type', 'image/png');
      INSERT INTO deliveries (source_id, at, status, outcome, lead_id, body) VALUES ('v1-source', '${AT[2]}', 200, 'created', 'lead-1', '{}');
    `);
    old.close();
  });
  afterEach(() => removeDir(dir));

  it('gives every source an empty field map and every kept delivery a time-ordered id from its own time', async () => {
    const store = new SqliteStore(dir);
    try {
      expect((await store.getSource('v1-source'))?.fieldMap).to.deep.equal({});
      expect((await store.findWebhook('v1-token-0123456789'))?.source.fieldMap).to.deep.equal({});
      const log = await store.listDeliveries('v1-source', 10);
      expect(log.map((d) => d.status)).to.deep.equal([200, 415, 422]);
      for (const [i, delivery] of log.entries()) {
        expect(delivery.id).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
        // A UUIDv7 starts with its 48-bit millisecond time.
        expect(parseInt(delivery.id.replace('-', '').slice(0, 12), 16)).to.equal(Date.parse(AT[2 - i]));
        expect(delivery).not.to.have.any.keys('requestId', 'contentType');
      }
      const [, , refused] = log;
      expect(await store.getDelivery('v1-source', refused.id)).to.deep.equal(refused);
      expect(await store.getDelivery('another-source', refused.id), 'found only in its own source').to.equal(null);
    } finally {
      await store.close();
    }
  });

  it('takes the new fields on the migrated file: a field map, and deliveries with request id and content type', async () => {
    const store = new SqliteStore(dir);
    try {
      const updated = await store.updateSource(
        'v1-source',
        { fieldMap: { '/Telefon': 'phone', '/1.3': 'firstName' } },
        new Date().toISOString(),
      );
      expect(updated?.fieldMap).to.deep.equal({ '/Telefon': 'phone', '/1.3': 'firstName' });
      expect(
        (await store.updateSource('v1-source', { name: 'Renamed' }, new Date().toISOString()))?.fieldMap,
      ).to.have.keys('/Telefon', '/1.3');
      await store.recordDelivery('v1-source', {
        at: new Date().toISOString(),
        status: 422,
        outcome: 'rejected',
        requestId: 'req-7',
        contentType: 'text/plain',
        body: '{}',
      });
      const [newest] = await store.listDeliveries('v1-source', 1);
      expect(newest).to.include({ requestId: 'req-7', contentType: 'text/plain' });
      expect(
        newest.id > (await store.listDeliveries('v1-source', 2))[1].id,
        'newer ids sort after migrated ones',
      ).to.equal(true);
    } finally {
      await store.close();
    }
  });
});
