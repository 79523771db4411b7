import { expect } from 'chai';
import { SqliteStore } from '../../service/store/sqlite/sqlite-store.ts';
import { removeDir, tempDataDir } from '../helpers/test-server.ts';
import { describeLeadStoreContract } from './lead-store-contract.ts';

describeLeadStoreContract('SQLite', async () => {
  const dir = tempDataDir();
  const store = new SqliteStore(dir);
  return { store, dispose: async () => { await store.close(); removeDir(dir); } };
});

describe('SQLite delivery log', () => {
  it('keeps exactly the newest 1,000 deliveries of each source, however their writes interleave', async () => {
    const dir = tempDataDir();
    const store = new SqliteStore(dir);
    try {
      const sources = ['a', 'b'].map((name) => ({ id: `source-${name}`, name, token: `token-${name}-0123456789`, at: new Date().toISOString(), defaultCountry: null, googleKey: null }));
      for (const source of sources) await store.createSource(source);
      // Two senders alternating, as two tokens did when pruning followed a global counter.
      for (let round = 0; round < 6; round++) {
        const writes = [];
        for (let i = 0; i < 200; i++) {
          for (const source of sources) {
            writes.push(store.recordDelivery(source.id, { at: new Date(Date.UTC(2026, 0, 1, 0, 0, 0, round * 1000 + i)).toISOString(), status: 422, outcome: 'rejected', error: { code: 'c', message: `${round}-${i}` } }));
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
