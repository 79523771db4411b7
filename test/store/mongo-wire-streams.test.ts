import { expect } from 'chai';
import { MongoClient, MongoServerError, type ChangeStream } from 'mongodb';
import { MongoWireServer } from '../helpers/mongo-wire-server.ts';

// Issue 37, item 6: the wire-level server ends change streams as mongod does, seen through the
// real driver (each behaviour's source is cited in test/helpers/mongo-wire-change-streams.ts).
const AWAIT = { maxAwaitTimeMS: 50 };

describe('Mongo wire-level server: change streams the server ends (invalidate)', () => {
  let wire: MongoWireServer;
  let client: MongoClient;
  beforeEach(async () => {
    wire = await MongoWireServer.start();
    client = await new MongoClient(wire.uri('streams')).connect();
  });
  afterEach(async () => {
    await client.close();
    await wire.stop();
  });

  /** Reads until the stream yields `count` changes or ends; answers the changes. */
  async function drain(stream: ChangeStream, count = Infinity) {
    const seen: Array<{ operationType: string }> = [];
    while (seen.length < count && !stream.closed) {
      const change = await stream.tryNext();
      if (change) seen.push(change as { operationType: string });
    }
    return seen.map((change) => change.operationType);
  }

  it("a collection's stream: drop, then invalidate, cursor id 0; resumeAfter it fails (260), startAfter it goes on", async () => {
    const coll = client.db('streams').collection('things');
    await coll.insertOne({ _id: 'a' } as never);
    const stream = coll.watch([], AWAIT);
    await stream.tryNext(); // opened
    await coll.drop();
    expect(await drain(stream)).to.deep.equal(['drop', 'invalidate']);
    expect(stream.closed).to.equal(true);
    const invalidate = stream.resumeToken;
    const refused = await coll
      .watch([], { resumeAfter: invalidate })
      .tryNext()
      .catch((error: unknown) => error);
    expect(refused).to.be.instanceOf(MongoServerError).and.to.include({ code: 260 });
    const after = coll.watch([], { ...AWAIT, startAfter: invalidate });
    await after.tryNext();
    await coll.insertOne({ _id: 'b' } as never);
    expect(await drain(after, 1)).to.deep.equal(['insert']);
    await after.close();
  });

  it("a database's stream filtering out all but inserts ends at dropDatabase with an empty batch and the invalidate's token", async () => {
    const db = client.db('streams');
    await db.collection('things').insertOne({ _id: 'a' } as never);
    const stream = db.watch([{ $match: { operationType: 'insert' } }], AWAIT);
    await stream.tryNext();
    await db.collection('things').rename('renamed'); // a database's stream goes on past a rename
    await db.dropDatabase();
    expect(await drain(stream)).to.deep.equal([]);
    expect(stream.closed).to.equal(true);
    expect(await stream.tryNext(), 'then null at once, without an error, as the driver does').to.equal(null);
    const last = wire.commands('getMore').at(-1)!;
    expect(last.command.collection).to.equal('$cmd.aggregate');
    expect(String(stream.resumeToken && (stream.resumeToken as { _data: string })._data)).to.match(/01$/);
  });
});
