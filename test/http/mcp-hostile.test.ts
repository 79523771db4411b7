import { expect } from 'chai';
import { startTestServer, uniquePhone, type TestServer } from '../helpers/test-server.ts';

const AGENT_TOKEN = 'agent-token-for-mcp-hostile-0123';

describe("MCP: tool arguments named like Object.prototype's members, sent as raw JSON-RPC", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ AGENT_TOKEN, WEBHOOK_RATE_LIMIT: '0' });
    const source = await server.createSource({ defaultCountry: 'US' });
    await server.post(source.webhookUrl, { name: 'Real One', phone: uniquePhone() });
    await server.post(source.webhookUrl, { name: 'Real Two', phone: uniquePhone() });
    await server.post(source.webhookUrl, { name: 'Form Builder Test', phone: uniquePhone(), test: true });
  });
  after(() => server.stop());

  // Raw text: an SDK client would drop a "__proto__" key itself before sending it.
  const callFindLeads = async (argumentsJson: string) => {
    const body = `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"find_leads","arguments":${argumentsJson}}}`;
    const response = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      body,
      headers: {
        Authorization: `Bearer ${AGENT_TOKEN}`,
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
      },
    });
    return { status: response.status, text: await response.text() };
  };

  it('refuses an argument named __proto__, naming it, instead of ignoring it (the SDK drops it before the strict schema)', async () => {
    for (const args of [
      '{"__proto__": {"limit": 1}}',
      '{"__proto__": {"test": true}}',
      '{"query": "Real", "__proto__": null}',
    ]) {
      const { status, text } = await callFindLeads(args);
      expect(status, args).to.equal(400);
      const { error } = JSON.parse(text);
      expect(error.code, args).to.equal('invalid_body');
      expect(error.message, args).to.include('"__proto__"');
    }
  });

  it('refuses constructor, toString and hasOwnProperty like any unknown argument', async () => {
    for (const key of ['constructor', 'toString', 'hasOwnProperty']) {
      const { status, text } = await callFindLeads(`{"${key}": 1}`);
      expect(status, key).to.equal(200);
      const { result } = JSON.parse(text);
      expect(result.isError, key).to.equal(true);
      expect(result.content[0].text, key).to.include(key);
    }
  });
});

describe("MCP get_lead: a person sent again through many sources (each source's first submission is kept)", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ AGENT_TOKEN, WEBHOOK_RATE_LIMIT: '0' });
  });
  after(() => server.stop());

  it('answers within the budget find_leads keeps (about 1 MiB), keeping the oldest submissions and saying how many were left out', async function () {
    this.timeout(60_000);
    const phone = uniquePhone();
    const first = await server.createSource({ defaultCountry: 'US' });
    const { lead } = await (await server.post(first.webhookUrl, { name: 'Often Back', phone })).json();
    // Anyone with these webhook URLs (they sit in landing-page scripts) can send the phone again through each.
    const sources = [];
    for (let i = 0; i < 45; i++) sources.push(await server.createSource({ defaultCountry: 'US' }));
    for (const [i, source] of sources.entries()) {
      const sent = await server.post(source.webhookUrl, {
        name: `Visit ${i}`,
        phone,
        notes: 'n'.repeat(9_000),
        extra: 'e'.repeat(6_500),
      });
      expect((await sent.json()).status).to.equal('duplicate');
    }
    expect((await (await server.api(`/api/leads/${lead.id}`)).json()).submissions).to.have.length(45);

    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'get_lead', arguments: { id: lead.id } },
    });
    const response = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      body,
      headers: {
        Authorization: `Bearer ${AGENT_TOKEN}`,
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
      },
    });
    const text = await response.text();
    expect(text.length).to.be.below(1.1 * 1024 * 1024);
    const { result } = JSON.parse(text);
    const kept = result.structuredContent.lead.submissions as Array<{ name: string }>;
    expect(kept.length).to.be.within(1, 44);
    expect(kept[0].name).to.equal('Visit 0');
    expect(result.content[0].text).to.include(`${45 - kept.length} more submission(s)`);
  });
});
