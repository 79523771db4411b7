import { SqliteStore } from '../../service/store/sqlite/sqlite-store.ts';
import { removeDir, tempDataDir } from '../helpers/test-server.ts';
import { describeLeadStoreContract } from './lead-store-contract.ts';

describeLeadStoreContract('SQLite', async () => {
  const dir = tempDataDir();
  const store = new SqliteStore(dir);
  return { store, dispose: async () => { await store.close(); removeDir(dir); } };
});
