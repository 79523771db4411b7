import { expect } from 'chai';
import { MongoClient, MongoServerError } from 'mongodb';
import { MongoWireServer } from '../helpers/mongo-wire-server.ts';

// Issue 37, item 6: what the store's promises depend on, modelled by the wire-level server as
// mongod behaves (each behaviour's source is cited where the wire server implements it), seen
// through the real driver.
describe('Mongo wire-level server: unique indexes on updates, majority-committed events, maxTimeMS', () => {
  let wire: MongoWireServer;
  let client: MongoClient;
  beforeEach(async () => {
    wire = await MongoWireServer.start();
    client = await new MongoClient(wire.uri('model')).connect();
  });
  afterEach(async () => {
    await client.close();
    await wire.stop();
  });

  it('refuses an update or findAndModify that breaks a unique index (E11000), as an insert would', async () => {
    const things = client.db('model').collection<{ _id: string; k: number }>('things');
    await things.createIndex({ k: 1 }, { unique: true, name: 'k_unique' });
    await things.insertMany([
      { _id: 'a', k: 1 },
      { _id: 'b', k: 2 },
    ]);
    const refused = await things.updateOne({ _id: 'b' }, { $set: { k: 1 } }).catch((error: unknown) => error);
    expect(refused).to.be.instanceOf(MongoServerError).and.to.include({ code: 11000 });
    expect((refused as Error).message).to.include('index: k_unique dup key');
    const again = await things.findOneAndUpdate({ _id: 'b' }, { $set: { k: 1 } }).catch((error: unknown) => error);
    expect(again).to.be.instanceOf(MongoServerError).and.to.include({ code: 11000 });
    expect(await things.updateOne({ _id: 'b' }, { $set: { k: 2 } })).to.include({ matchedCount: 1 }); // itself: no clash
    expect(await things.find().sort({ _id: 1 }).toArray()).to.deep.equal([
      { _id: 'a', k: 1 },
      { _id: 'b', k: 2 },
    ]);
  });

  it('sends a change to a stream only once a majority has it', async () => {
    const things = client.db('model').collection<{ _id: string }>('things');
    const stream = things.watch([], { maxAwaitTimeMS: 50 });
    await stream.tryNext();
    wire.loseMajority();
    await things.insertOne({ _id: 'w1' }, { writeConcern: { w: 1 } }); // applied on the primary alone
    expect(await stream.tryNext(), 'not while the majority is lost').to.equal(null);
    wire.loseMajority(false);
    const change = await stream.tryNext();
    expect(change).to.include({ operationType: 'insert' });
    await stream.close();
  });

  it('ends a stalled command at its maxTimeMS with 50 MaxTimeMSExpired', async () => {
    const things = client.db('model').collection('things');
    wire.stall('find');
    const started = Date.now();
    const error = await things.findOne({}, { maxTimeMS: 150 }).catch((reason: unknown) => reason);
    expect(error).to.be.instanceOf(MongoServerError).and.to.include({ code: 50 });
    expect(Date.now() - started).to.be.within(140, 1_000);
  });
});
