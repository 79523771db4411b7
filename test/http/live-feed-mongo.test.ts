import { expect } from 'chai';
import { openEventStream, within } from '../helpers/event-stream.ts';
import { MongoWireServer } from '../helpers/mongo-wire-server.ts';
import { gate } from '../helpers/mongo-wire-store.ts';
import { startTestServer, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

// Issue 15, item 1: two instances on one MongoDB (here the wire-level server): the page held by
// one instance shows what the other took, and its own leads once.
describe('Live leads from every instance (MongoDB on the wire-level server)', function () {
  this.timeout(30_000);
  let wire: MongoWireServer;
  let first: TestServer;
  let second: TestServer;
  let source: SourceView;
  before(async () => {
    wire = await MongoWireServer.start();
    const env = {
      MONGODB_URI: wire.uri('lead_intake_feed'),
      ADMIN_TOKEN: 'admin-token-for-the-feed-test',
      WEBHOOK_RATE_LIMIT: '0',
    };
    [first, second] = await Promise.all([startTestServer(env), startTestServer(env)]);
    source = await first.createSource();
  });
  after(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await wire?.stop();
  });

  it("shows a lead posted to one instance on the other's page within 1 s, with its delivery summary", async () => {
    const page = await openEventStream(second.url, second.adminToken);
    const phone = uniquePhone();
    expect((await first.post(source.webhookUrl, { phone, comments: 'a body no page may see' })).status).to.equal(200);
    await within(1_000, () => page.leadsOf(phone) === 1, 'the lead on the other instance');
    await within(
      1_000,
      () => page.state.events.some((event) => event.type === 'delivery' && event.delivery.outcome === 'created'),
      'its delivery',
    );
    const delivery = page.state.events.find((event) => event.type === 'delivery')!;
    expect(delivery).to.deep.include({ sourceId: source.id });
    expect(delivery.type === 'delivery' && delivery.delivery)
      .to.include({ outcome: 'created', status: 200 })
      .and.not.have.property('body');
    page.close();
  });

  it("shows an instance's own lead once, not twice", async () => {
    const page = await openEventStream(second.url, second.adminToken);
    const own = uniquePhone();
    // The webhook URL names the first instance; the sender reaches the second this time.
    await second.post(source.webhookUrl.replace(first.publicBaseUrl, second.publicBaseUrl), { phone: own });
    const marker = uniquePhone(); // posted after, so every event of the first is in when it shows
    await first.post(source.webhookUrl, { phone: marker });
    await within(2_000, () => page.leadsOf(marker) === 1, 'the marker lead');
    expect(page.leadsOf(own)).to.equal(1);
    page.close();
  });

  it('lets its readers go when its feed lost its place, and hears new leads after', async () => {
    const page = await openEventStream(second.url, second.adminToken);
    // Each instance's next getMore is held, a lead is written and the history forgotten, then both
    // getMores fail in a way the driver does not resume: each feed finds its place gone.
    const reached = [gate(), gate()];
    const release = gate();
    for (const step of reached) {
      wire.script('getMore', async () => {
        step.open();
        await release.opened;
        return { ok: 0, code: 11601, codeName: 'Interrupted', errmsg: 'operation was interrupted' };
      });
    }
    await Promise.all(reached.map((step) => step.opened));
    await first.post(source.webhookUrl, { phone: uniquePhone() });
    wire.engine.changes.forgetHistory();
    release.open();
    await within(5_000, () => page.state.closed, 'the reader let go (the page reconnects and reloads)');
    const again = await openEventStream(second.url, second.adminToken);
    const later = uniquePhone();
    await first.post(source.webhookUrl, { phone: later });
    await within(5_000, () => again.leadsOf(later) === 1, 'a later lead on the new stream');
    again.close();
  });
});
