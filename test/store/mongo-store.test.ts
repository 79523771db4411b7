import { MongoClient } from 'mongodb';
import { ConnectionString } from 'mongodb-connection-string-url';
import { MongoStore } from '../../service/store/mongo/mongo-store.ts';
import { describeLeadStoreContract } from './lead-store-contract.ts';

// No MongoDB server can run on the development machines; set MONGODB_URI to run this suite.
const uri = process.env.MONGODB_URI;
if (uri) {
  describeLeadStoreContract('MongoDB', async () => {
    const scoped = new ConnectionString(uri);
    scoped.pathname = `/lead_intake_test_${process.pid}_${Date.now()}`;
    const store = await MongoStore.open(scoped.toString());
    return {
      store,
      dispose: async () => {
        await store.close();
        const client = await MongoClient.connect(scoped.toString());
        await client.db().dropDatabase();
        await client.close();
      },
    };
  });
}
