import { expect } from 'chai';
import { connect } from 'node:net';
import { startTestServer, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

describe('Live events (/api/events)', function () {
  this.timeout(60_000);
  let server: TestServer;
  let source: SourceView;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0', WEBHOOK_BYTES_PER_SECOND: '0' });
    source = await server.createSource();
  });
  after(() => server.stop());

  /** A raw reader of the stream: what arrived, whether the server closed it, and a way to stop reading. */
  function openStream() {
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    const state = { text: '', bytes: 0, closed: false };
    socket.on('data', (chunk: Buffer) => {
      state.bytes += chunk.length;
      if (state.text.length < 1_000_000) state.text += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => (state.closed = true));
    socket.write(`GET /api/events HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${server.adminToken}\r\n\r\n`);
    const until = async (done: () => boolean, ms: number) => {
      const end = Date.now() + ms;
      while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
      return done();
    };
    return { socket, state, until };
  }

  it('tells its readers a lead was erased, by id only', async () => {
    const reader = openStream();
    expect(await reader.until(() => reader.state.text.includes(': connected'), 5_000)).to.equal(true);
    const { lead } = await (
      await server.post(source.webhookUrl, { name: 'Erased Person', phone: uniquePhone() })
    ).json();
    expect((await server.api(`/api/leads/${lead.id}`, { method: 'DELETE' })).status).to.equal(204);
    expect(await reader.until(() => reader.state.text.includes('event: erased'), 5_000)).to.equal(true);
    const erased = reader.state.text
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)))
      .at(-1);
    expect(erased).to.deep.equal({ type: 'erased', leadId: lead.id });
    reader.socket.destroy();
  });

  it('sends new leads and delivery summaries, never a delivery body', async () => {
    const reader = openStream();
    expect(await reader.until(() => reader.state.text.includes(': connected'), 5_000)).to.equal(true);
    const secretWords = 'a body the live feed must not carry';
    await server.post(source.webhookUrl, { phone: uniquePhone(), comment: secretWords });
    await server.post(source.webhookUrl, { name: 'no contact', comment: secretWords });
    expect(await reader.until(() => (reader.state.text.match(/event: delivery/g) ?? []).length === 2, 5_000)).to.equal(
      true,
    );
    const events = reader.state.text
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)));
    const deliveries = events.filter((e) => e.type === 'delivery').map((e) => e.delivery);
    expect(deliveries.map((d) => d.outcome)).to.deep.equal(['created', 'rejected']);
    for (const delivery of deliveries) expect(delivery).not.to.have.property('body');
    expect(deliveries[1].error.code).to.equal('validation_failed');
    expect(events.find((e) => e.type === 'lead').lead.notes).to.contain(secretWords);
    reader.socket.destroy();
  });

  it('cuts off a reader that stops reading once more than 1 MiB waits for it', async () => {
    const stalled = openStream();
    expect(await stalled.until(() => stalled.state.text.includes(': connected'), 5_000)).to.equal(true);
    stalled.socket.pause();
    const healthy = openStream();
    // Each lead event carries its notes and fields: about 120 KB here, 14 MB in all, far past what
    // the kernel's socket buffers hold for the stalled reader.
    const filler = 'x'.repeat(60_000);
    for (let i = 0; i < 120; i++) {
      const answer = await server.post(source.webhookUrl, { phone: uniquePhone(), filler });
      expect(answer.status).to.equal(200);
    }
    stalled.socket.resume();
    expect(await stalled.until(() => stalled.state.closed, 10_000), 'the stalled reader was disconnected').to.equal(
      true,
    );
    expect(stalled.state.bytes).to.be.lessThan(120 * 120_000);
    expect(
      await healthy.until(() => (healthy.state.text.match(/event: lead/g) ?? []).length >= 8, 5_000),
      'a reader that keeps up stays',
    ).to.equal(true);
    expect(healthy.state.closed).to.equal(false);
    healthy.socket.destroy();
  });
});
