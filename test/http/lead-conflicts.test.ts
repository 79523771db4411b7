import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect } from 'chai';
import { parseCsv } from '../helpers/csv.ts';
import { OpenApiCheck } from '../helpers/openapi-check.ts';
import { startTestServer, unique, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

const AGENT_TOKEN = 'agent-token-for-lead-conflicts-0123';

type ToolResult = {
  structuredContent: { lead?: Record<string, unknown>; leads?: Array<Record<string, unknown>> };
  content: Array<{ text: string }>;
};

// Issue 34 item 4: any webhook URL holder could rewrite what a person's lead says, by sending the
// person's phone first (pre-registering) or by flooding duplicates (evicting).
describe('A returning person cannot be overwritten: conflicts on the lead, the agent told to confirm', () => {
  let server: TestServer;
  let landing: SourceView;
  let partner: SourceView;
  let client: Client;
  before(async () => {
    server = await startTestServer({ AGENT_TOKEN, WEBHOOK_RATE_LIMIT: '0' });
    landing = await server.createSource({ name: unique('Landing page'), defaultCountry: 'US' });
    partner = await server.createSource({ name: unique('Partner form'), defaultCountry: 'US' });
    client = new Client({ name: 'lead-conflicts-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${AGENT_TOKEN}` } },
      }),
    );
  });
  after(async () => {
    await client.close();
    await server.stop();
  });

  const send = async (to: SourceView, body: Record<string, unknown>) => {
    const response = await server.post(to.webhookUrl, body);
    expect(response.status).to.equal(200);
    return response.json();
  };
  const call = async (name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as ToolResult;

  it("pre-registering: the stranger's lead lists the real person's submission as a conflict, and the agent is told to confirm", async () => {
    const phone = uniquePhone();
    const jane = `Jane ${unique('doe').replace(/\W/g, '')}`;
    const email = `${unique('jane')}@example.com`;
    const stranger = await send(partner, { name: 'Mallory Stranger', phone, notes: 'Not interested, do not call' });
    const real = await send(landing, { name: jane, phone, email, notes: 'Please call me about the offer' });
    expect(real).to.include({ status: 'duplicate' });

    const doc = new OpenApiCheck();
    const lead = (await doc.check(await server.api(`/api/leads/${stranger.lead.id}`), '/api/leads/{id}', 'get')) as {
      conflicts: Array<Record<string, unknown>>;
    };
    expect(lead.conflicts).to.have.length(1);
    expect(lead.conflicts[0]).to.deep.include({ name: jane, email, sourceId: landing.id });
    expect(lead.conflicts[0].at).to.be.a('string');
    const { leads } = (await doc.check(
      await server.api(`/api/leads?phone=${encodeURIComponent(phone)}`),
      '/api/leads',
      'get',
    )) as { leads: Array<{ conflicts: unknown[] }> };
    expect(leads[0].conflicts).to.deep.equal(lead.conflicts);

    const got = await call('get_lead', { id: stranger.lead.id });
    expect(got.structuredContent.lead!.conflicts).to.deep.equal(lead.conflicts);
    const text = got.content[0].text;
    const fenceAt = text.indexOf('BEGIN UNTRUSTED LEAD DATA');
    const warning = text.indexOf('confirm who you are talking to');
    expect(warning, 'the warning is the service’s own line, before the fence').to.be.within(0, fenceAt);
    expect(text.slice(0, fenceAt)).to.contain('This phone also arrived 1 time with another name or email');
    expect(text.slice(fenceAt)).to.match(new RegExp(`This phone also arrived as: Name: ${jane}, Email: ${email}`));
    const found = await call('find_leads', { phone });
    expect(found.structuredContent.leads![0].conflicts).to.deep.equal(lead.conflicts);
    expect(found.content[0].text).to.contain('confirm who you are talking to').and.contain(jane);
  });

  it("evicting: 20 forged conflicting duplicates do not push out the person's own latest submission", async () => {
    const phone = uniquePhone();
    const person = await send(landing, { name: 'Ann Lee', phone, notes: 'First contact' });
    await send(landing, { name: 'Ann Lee', phone, notes: 'Came back once' });
    await send(landing, { name: 'ann lee', phone, notes: 'Latest: call me after 5pm' });
    for (let i = 0; i < 20; i++) await send(partner, { name: `Forger ${i}`, phone, notes: 'do not call' });
    const lead = await (await server.api(`/api/leads/${person.lead.id}`)).json();
    const notes = lead.submissions.map((s: { notes: string }) => s.notes);
    expect(notes).to.include('Latest: call me after 5pm').and.include('Came back once');
    expect(lead.conflicts).to.have.length(20);
    expect(lead.returns).to.equal(22);
    const text = (await call('get_lead', { id: person.lead.id })).content[0].text;
    expect(text).to.contain('Latest: call me after 5pm').and.contain('confirm who you are talking to');
  });

  it('exports how many conflicts each lead has in a conflicts column', async () => {
    const phone = uniquePhone();
    const { lead } = await send(partner, { name: 'Wrong Name', phone });
    await send(landing, { name: 'Right Name', phone });
    await send(landing, { name: 'Other Name', phone });
    const calm = await send(partner, { name: 'Calm Person', phone: uniquePhone() });
    const csv = await (await server.api(`/api/leads/export?sourceId=${partner.id}`)).text();
    const [header, ...rows] = parseCsv(csv.replace(/^\uFEFF/, ''));
    expect(header.slice(8, 10)).to.deep.equal(['returns', 'conflicts']);
    const conflicts = (id: string) => rows.find((row) => row[0] === id)![header.indexOf('conflicts')];
    expect(conflicts(lead.id)).to.equal('2');
    expect(conflicts(calm.lead.id)).to.equal('0');
  });
});
