import { expect } from 'chai';
import { MongoWireServer } from '../helpers/mongo-wire-server.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { uniquePhone } from '../helpers/mongo-wire-store.ts';

// Issue 14, item 5, through HTTP: the service on MONGODB_URI pointing at the wire-level server,
// whose documents are limited to 64 KiB, so a 40 KB body stores as a lead over the limit.
describe('Webhook on MongoDB: a lead over the document limit', () => {
  let wire: MongoWireServer;
  let server: TestServer;
  before(async () => {
    wire = await MongoWireServer.start({ maxBsonObjectSize: 64 * 1024 });
    server = await startTestServer({
      MONGODB_URI: wire.uri('lead_intake_http'),
      ADMIN_TOKEN: 'admin-token-for-the-wire-test',
    });
  });
  after(async () => {
    await server?.stop();
    await wire?.stop();
  });

  it('answers that lead 413 payload_too_large and logs it; the next lead is stored', async () => {
    const source = await server.createSource();
    const big = await server.post(source.webhookUrl, { phone: uniquePhone(), comments: 'x'.repeat(40_000) });
    expect(big.status).to.equal(413);
    expect((await big.json()).error.code).to.equal('payload_too_large');
    const small = await server.post(source.webhookUrl, { phone: uniquePhone() });
    expect(small.status).to.equal(200);
    const { deliveries } = await (await server.api(`/api/sources/${source.id}/deliveries`)).json();
    expect(deliveries.map((d: { status: number }) => d.status)).to.deep.equal([200, 413]);
  });
});
