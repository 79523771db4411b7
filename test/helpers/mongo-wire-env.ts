import { MongoWireServer } from './mongo-wire-server.ts';

/**
 * Runs test files against the wire-level MongoDB server instead of SQLite, as MONGODB_URI would
 * against a real replica set (startTestServer gives each server its own database there):
 *   npx mocha --require test/helpers/mongo-wire-env.ts test/http/webhook.test.ts
 * The wire server is an in-memory stand-in: this checks the wiring, not MongoDB itself.
 */
let wire: MongoWireServer | undefined;
export const mochaHooks = {
  async beforeAll() {
    wire = await MongoWireServer.start();
    process.env.MONGODB_URI = wire.uri('unused');
  },
  async afterAll() {
    console.log(`  (the wire-level MongoDB server answered ${wire?.received.length} commands)`);
    delete process.env.MONGODB_URI;
    await wire?.stop();
  },
};
