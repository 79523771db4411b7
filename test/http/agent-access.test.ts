import { expect } from 'chai';
import { startTestServer, type SourceView, type TestServer } from '../helpers/test-server.ts';

describe('Agent token on the admin API (read-only door)', () => {
  let server: TestServer;
  let source: SourceView;
  let leadId: string;
  const agent = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${server.agentToken}`, 'Content-Type': 'application/json', ...init.headers },
    });

  before(async () => {
    server = await startTestServer({ AGENT_TOKEN: 'agent-token-for-tests-0123' });
    source = await server.createSource({ defaultCountry: 'GB' });
    leadId = (
      await (await server.post(source.webhookUrl, { phone: '+447700900456', notes: 'Call after lunch' })).json()
    ).lead.id;
  });
  after(() => server.stop());

  it('reads leads and sources, without any webhook URL or token', async () => {
    const leads = await (await agent(`/api/leads?sourceId=${source.id}`)).json();
    expect(leads.leads.map((l: { id: string }) => l.id)).to.deep.equal([leadId]);
    expect((await agent(`/api/leads/${leadId}`)).status).to.equal(200);
    const listed = await (await agent('/api/sources')).json();
    const one = await (await agent(`/api/sources/${source.id}`)).json();
    expect(one).to.deep.equal(listed.sources.find((s: { id: string }) => s.id === source.id));
    expect(one).not.to.have.property('webhookUrl');
    const token = source.webhookUrl.split('/webhook/')[1];
    expect(JSON.stringify(listed)).not.to.contain(token);
    expect(one).to.include({ id: source.id, name: source.name, defaultCountry: 'GB', leadCount: 1 });
  });

  it('is refused with 403 forbidden on every other call, and 404 on unknown paths', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/api/sources', { name: 'x' }],
      ['PATCH', `/api/sources/${source.id}`, { name: 'x' }],
      ['DELETE', `/api/sources/${source.id}`],
      ['POST', `/api/sources/${source.id}/regenerate`],
      ['GET', `/api/sources/${source.id}/deliveries`],
    ];
    for (const [method, path, body] of calls) {
      const response = await agent(path, { method, ...(body ? { body: JSON.stringify(body) } : {}) });
      expect(response.status, `${method} ${path}`).to.equal(403);
      expect((await response.json()).error.code).to.equal('forbidden');
    }
    expect((await agent('/api/nothing')).status).to.equal(404);
    expect((await server.api(`/api/sources/${source.id}`)).status, 'the source is untouched').to.equal(200);
  });
});
