import { MongoClient } from 'mongodb';
import { MongoStore } from '../../service/store/mongo/mongo-store.ts';
import { FAST_LIMITS, testLogger } from '../helpers/mongo-wire-store.ts';
import { MongoWireServer } from '../helpers/mongo-wire-server.ts';
import { describeLeadStoreContract } from './lead-store-contract.ts';
import { scopedUri } from './mongo-scoped-uri.ts';

// Always: the real store and driver against the wire-level server (its in-memory engine).
describeLeadStoreContract('MongoDB on the wire-level server', async () => {
  const wire = await MongoWireServer.start();
  const store = await MongoStore.open(wire.uri('lead_intake_contract'), FAST_LIMITS);
  return {
    store,
    dispose: async () => {
      await store.close();
      await wire.stop();
    },
  };
});

// A real replica set when MONGODB_URI names one; none can run on the development machines.
const uri = process.env.MONGODB_URI;
describeLeadStoreContract(
  'MongoDB (MONGODB_URI)',
  async () => {
    const scoped = scopedUri(uri!, `lead_intake_test_${process.pid}_${Date.now()}`);
    const store = await MongoStore.open(scoped, { logger: testLogger });
    return {
      store,
      dispose: async () => {
        await store.close();
        const client = await MongoClient.connect(scoped);
        await client.db().dropDatabase();
        await client.close();
      },
    };
  },
  uri ? undefined : 'MONGODB_URI is unset (it needs a MongoDB replica set)',
);
