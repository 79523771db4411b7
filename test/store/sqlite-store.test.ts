import { expect } from 'chai';
import { chmodSync, statSync } from 'node:fs';
import path from 'node:path';
import { SqliteStore } from '../../service/store/sqlite/sqlite-store.ts';
import { removeDir, tempDataDir } from '../helpers/test-server.ts';
import { describeLeadStoreContract } from './lead-store-contract.ts';

describeLeadStoreContract('SQLite', async () => {
  const dir = tempDataDir();
  const store = new SqliteStore(dir);
  return {
    store,
    dispose: async () => {
      await store.close();
      removeDir(dir);
    },
  };
});

describe('SQLite delivery log', () => {
  it('keeps exactly the newest 1,000 deliveries of each source, however their writes interleave', async () => {
    const dir = tempDataDir();
    const store = new SqliteStore(dir);
    try {
      const sources = ['a', 'b'].map((name) => ({
        id: `source-${name}`,
        name,
        token: `token-${name}-0123456789`,
        at: new Date().toISOString(),
        defaultCountry: null,
        googleKey: null,
      }));
      for (const source of sources) await store.createSource(source);
      // Two senders alternating, as two tokens did when pruning followed a global counter.
      for (let round = 0; round < 6; round++) {
        const writes = [];
        for (let i = 0; i < 200; i++) {
          for (const source of sources) {
            writes.push(
              store.recordDelivery(source.id, {
                at: new Date(Date.UTC(2026, 0, 1, 0, 0, 0, round * 1000 + i)).toISOString(),
                status: 422,
                outcome: 'rejected',
                error: { code: 'c', message: `${round}-${i}` },
              }),
            );
          }
        }
        await Promise.all(writes);
      }
      for (const source of sources) {
        const kept = await store.listDeliveries(source.id, 5000);
        expect(kept, source.id).to.have.length(1000);
        expect(kept[0].error!.message).to.equal('5-199');
        expect(kept[999].error!.message).to.equal('1-0');
      }
    } finally {
      await store.close();
      removeDir(dir);
    }
  });
});

describe('SQLite data files', () => {
  it('creates DATA_DIR 0700 and the database, its WAL and shared-memory files 0600', async () => {
    const parent = tempDataDir();
    const dir = path.join(parent, 'data');
    const store = new SqliteStore(dir);
    try {
      await store.createSource({
        id: 'source-files',
        name: 'files',
        token: 'token-files-0123456789',
        at: new Date().toISOString(),
        defaultCountry: null,
        googleKey: null,
      });
      expect(statSync(dir).mode & 0o777).to.equal(0o700);
      for (const name of ['leads.sqlite', 'leads.sqlite-wal', 'leads.sqlite-shm']) {
        expect(statSync(path.join(dir, name)).mode & 0o777, name).to.equal(0o600);
      }
    } finally {
      await store.close();
      removeDir(parent);
    }
  });

  it('makes the files of an older, world-readable store private when it opens them', async () => {
    const dir = tempDataDir();
    await new SqliteStore(dir).close();
    chmodSync(path.join(dir, 'leads.sqlite'), 0o644);
    const store = new SqliteStore(dir);
    try {
      expect(statSync(path.join(dir, 'leads.sqlite')).mode & 0o777).to.equal(0o600);
    } finally {
      await store.close();
      removeDir(dir);
    }
  });
});
