import { expect } from 'chai';
import { MongoWireServer } from '../helpers/mongo-wire-server.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { gate, uniquePhone } from '../helpers/mongo-wire-store.ts';

/** Resolves with the promise's outcome, or 'still waiting' after `ms` (far above what the step needs). */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms).unref()),
  ]);

// Issue 27, item 4, through HTTP: the service on MONGODB_URI pointing at the wire-level server.
describe('Webhook on MongoDB: a stalled delivery write does not hold the 200', () => {
  let wire: MongoWireServer;
  let server: TestServer;
  const released = gate();
  before(async () => {
    wire = await MongoWireServer.start();
    server = await startTestServer({
      MONGODB_URI: wire.uri('lead_intake_http_follow_ups'),
      ADMIN_TOKEN: 'admin-token-for-the-wire-test',
    });
  });
  after(async () => {
    released.open();
    await server?.stop();
    await wire?.stop();
  });

  it('answers 200 while the delivery insert hangs; the delivery log answers within its wait, and lists the entry once written', async () => {
    const source = await server.createSource();
    wire.always('insert', (command, proceed) =>
      command.insert === 'deliveries' ? released.opened.then(proceed) : undefined,
    );
    const answer = await within(server.post(source.webhookUrl, { phone: uniquePhone() }), 900);
    expect(answer === 'still waiting' ? answer : answer.status).to.equal(200);
    const held = await within(server.api(`/api/sources/${source.id}/deliveries`), 4_000);
    expect(held === 'still waiting' ? held : (await held.json()).deliveries).to.deep.equal([]);
    released.open();
    const { deliveries } = await (await server.api(`/api/sources/${source.id}/deliveries`)).json();
    expect(deliveries.map((d: { status: number; outcome: string }) => `${d.status} ${d.outcome}`)).to.deep.equal([
      '200 created',
    ]);
  });
});
