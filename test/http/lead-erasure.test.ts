import { expect } from 'chai';
import { startTestServer, unique, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

describe("Admin API: a person who comes back, a lead's deliveries, and erasure", () => {
  let server: TestServer;
  let spring: SourceView;
  let autumn: SourceView;
  const agent = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { ...init, headers: { Authorization: `Bearer ${server.agentToken}` } });
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0', AGENT_TOKEN: 'agent-token-for-erasure-0123' });
    [spring, autumn] = [
      await server.createSource({ defaultCountry: 'US' }),
      await server.createSource({ defaultCountry: 'US' }),
    ];
  });
  after(() => server.stop());

  const send = async (to: SourceView, body: Record<string, unknown>) => (await server.post(to.webhookUrl, body)).json();
  const get = async (path: string) => {
    const response = await server.api(path);
    return { status: response.status, body: await response.json() };
  };

  it("keeps a duplicate's submission on the lead it matched, with returns and lastSeenAt, and lists the lead's deliveries", async () => {
    const phone = uniquePhone();
    const { lead } = await send(spring, { name: 'Early Bird', phone, notes: 'asked never to be called again' });
    expect(lead).to.include({ returns: 0, lastSeenAt: lead.createdAt });
    expect(await send(autumn, { name: 'Real Prospect', phone: phone.slice(2), budget: 5000 })).to.deep.equal({
      status: 'duplicate',
      matchedOn: 'phone',
    });
    const { body: stored } = await get(`/api/leads/${lead.id}`);
    expect(stored.returns).to.equal(1);
    expect(stored.lastSeenAt > lead.createdAt).to.equal(true);
    expect(stored.submissions).to.have.length(1);
    expect(stored.submissions[0]).to.deep.include({
      sourceId: autumn.id,
      name: 'Real Prospect',
      phone,
      notes: 'budget: 5000',
      fields: { budget: 5000 },
    });
    const listed = (await get(`/api/leads?phone=${encodeURIComponent(phone)}`)).body.leads[0];
    expect(listed).to.include({ returns: 1 }).and.not.to.have.key('submissions');

    const { status, body } = await get(`/api/leads/${lead.id}/deliveries`);
    expect(status).to.equal(200);
    expect(body.deliveries.map((d: { outcome: string }) => d.outcome)).to.deep.equal(['duplicate', 'created']);
    expect(body.deliveries[0]).to.include({ matchedLeadId: lead.id });
    expect(body.deliveries[1]).to.include({ leadId: lead.id });
    expect((await get(`/api/leads/${unique('missing')}/deliveries`)).status).to.equal(404);

    // The admin sending the created lead's body again is a duplicate of the lead itself, not the person coming back.
    const replay = await server.api(`/api/sources/${spring.id}/deliveries/${body.deliveries[1].id}/replay`, {
      method: 'POST',
    });
    expect((await replay.json()).status).to.equal('duplicate');
    expect((await get(`/api/leads/${lead.id}`)).body).to.include({ returns: 1 });
    expect((await get(`/api/leads/${lead.id}/deliveries`)).body.deliveries[0]).to.include({
      outcome: 'duplicate',
      matchedLeadId: lead.id,
    });
  });

  it('erases a person: 204, gone from every read, the bodies that carried them emptied, and the same phone arriving again is created', async () => {
    const phone = uniquePhone();
    const email = `${unique('gdpr')}@example.com`;
    const { lead } = await send(spring, { name: 'Erase Me', phone, email });
    await send(autumn, { name: 'Erase Me Again', phone });
    // A refused delivery that carried the person's phone in a national format.
    const digits = phone.slice(2);
    const refused = await server.post(spring.webhookUrl, {
      note: `call (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
    });
    expect(refused.status).to.equal(422);

    expect((await server.api(`/api/leads/${lead.id}`, { method: 'DELETE' })).status).to.equal(204);
    expect((await get(`/api/leads/${lead.id}`)).status).to.equal(404);
    expect((await get(`/api/leads/${lead.id}/deliveries`)).status).to.equal(404);
    expect((await get(`/api/leads?phone=${encodeURIComponent(phone)}`)).body.leads).to.deep.equal([]);
    expect(
      (await get(`/api/leads?q=${encodeURIComponent('Erase Me')}&sourceId=${spring.id}`)).body.leads,
    ).to.deep.equal([]);
    expect((await server.api(`/api/leads/${lead.id}`, { method: 'DELETE' })).status).to.equal(404);

    const springLog = (await get(`/api/sources/${spring.id}/deliveries`)).body.deliveries;
    const carried = springLog.filter((d: { erased?: boolean }) => d.erased);
    expect(carried.map((d: { status: number }) => d.status)).to.have.members([200, 422]);
    for (const d of carried) expect(d).not.to.have.key('body');
    const autumnLog = (await get(`/api/sources/${autumn.id}/deliveries`)).body.deliveries;
    expect(autumnLog[0]).to.include({ outcome: 'duplicate', erased: true }).and.not.to.have.key('body');
    const exported = await (await server.api(`/api/leads/export?sourceId=${spring.id}`)).text();
    expect(exported).not.to.include(lead.id);

    const again = await send(autumn, { name: 'Back After Erasure', phone, email });
    expect(again.status).to.equal('created');
    expect(again.lead).to.include({ returns: 0 });
  });

  it("refuses the agent token on erasure, export and a lead's deliveries (403), and lets it read a lead with its submissions", async () => {
    const { lead } = await send(spring, { phone: uniquePhone() });
    for (const [method, path] of [
      ['DELETE', `/api/leads/${lead.id}`],
      ['GET', '/api/leads/export'],
      ['GET', `/api/leads/${lead.id}/deliveries`],
    ]) {
      const response = await agent(path, { method });
      expect(response.status, `${method} ${path}`).to.equal(403);
      expect((await response.json()).error.code).to.equal('forbidden');
    }
    expect(await (await agent(`/api/leads/${lead.id}`)).json())
      .to.include({ id: lead.id })
      .and.to.have.property('submissions');
    expect((await get(`/api/leads/${lead.id}`)).status, 'still there').to.equal(200);
  });
});
