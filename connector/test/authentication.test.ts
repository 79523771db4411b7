import { expect } from 'chai';
import { startTestServer, type SourceView, type TestServer } from '../../test/helpers/test-server.ts';
import authentication from '../src/authentication.ts';
import { appTester, expectUsable, failureOf, urlOf } from './helpers/harness.ts';
import { MAINTENANCE_PAGE, fixedAnswer, startStandIn } from './helpers/stand-in.ts';

const TOKEN = 'Xk3'.padEnd(32, 'q');

// Connecting an account: the GET check of a pasted webhook URL, against the real service on port 0.
describe('Zapier connector: connecting a webhook URL', () => {
  let server: TestServer;
  let source: SourceView;
  const check = (secretWebhookUrl: string) => appTester(authentication.test, { authData: { secretWebhookUrl } });

  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0' });
  });
  after(() => server.stop());
  beforeEach(async () => {
    source = await server.createSource({ defaultCountry: 'US' });
  });

  it('accepts a working URL and names the connection after the lead source', async () => {
    const result = (await check(urlOf(server, source))) as { source: { name: string } };
    expect(result.source.name).to.equal(source.name);
    expect(authentication.connectionLabel).to.equal('{{source.name}}');
    expect(authentication.fields[0]).to.include({ key: 'secretWebhookUrl', label: 'Webhook URL', required: true });
  });

  it('asks to reconnect when the URL is unknown (404), as stale credentials', async () => {
    const url = `${server.url}/webhook/${TOKEN}`;
    const error = await failureOf(check(url));
    expect(error.name).to.equal('ExpiredAuthError');
    expectUsable(error, /^Paste the webhook URL again, copied from the Lead Sources page/, url);
  });

  it('asks to reconnect when the URL was regenerated (410), saying which and when', async () => {
    await server.api(`/api/sources/${source.id}/regenerate`, { method: 'POST' });
    const error = await failureOf(check(urlOf(server, source)));
    expect(error.name).to.equal('ExpiredAuthError');
    expect(
      expectUsable(error, /^Paste a working webhook URL from the Lead Sources page/, urlOf(server, source)),
    ).to.contain('regenerated');
  });

  it('refuses something that is not a webhook URL before any request', async () => {
    for (const secretWebhookUrl of [
      'hello',
      `ftp://x/webhook/${TOKEN}`,
      `${server.url}/api/sources`,
      '',
      `https://u:p@x.example/webhook/${TOKEN}`,
    ]) {
      const error = await failureOf(check(secretWebhookUrl));
      expectUsable(error, /^Paste the Webhook URL exactly as copied from the Lead Sources page/);
    }
  });

  it('requires https, except on this machine', async () => {
    const error = await failureOf(check(`http://leads.example.com/webhook/${TOKEN}`));
    expectUsable(
      error,
      /^Paste the webhook URL with https:\/\/ instead of http:\/\//,
      `http://leads.example.com/webhook/${TOKEN}`,
    );
  });

  it('names only the host of a service it cannot reach, never the secret URL', async () => {
    const url = `http://127.0.0.1:9/webhook/${TOKEN}`;
    const error = await failureOf(check(url));
    const message = expectUsable(error, /^Check that Lead Intake at 127\.0\.0\.1:9 is running/, url);
    expect(message).to.contain('the connection was refused').and.not.contain('ECONNREFUSED');
  });

  it("says what came back when a 200 is not Lead Intake's check: a maintenance page, other JSON", async () => {
    const answers = [
      fixedAnswer(200, MAINTENANCE_PAGE, { 'Content-Type': 'text/html' }),
      fixedAnswer(200, '{"ok":true}', { 'Content-Type': 'application/json' }),
      fixedAnswer(200, '{"status":"ok","source":null}', { 'Content-Type': 'application/json' }),
    ];
    const said = ['a web page', 'JSON without a status', 'JSON with status "ok"'];
    for (const [i, answer] of answers.entries()) {
      const standIn = await startStandIn(answer);
      try {
        const url = `${standIn.url}/webhook/${TOKEN}`;
        const error = await failureOf(check(url));
        expect(expectUsable(error, /^Check that this is the Webhook URL from the Lead Sources page/, url)).to.contain(
          said[i],
        );
      } finally {
        await standIn.close();
      }
    }
  });

  it('does not follow a redirect: asks to reconnect with the URL it points to, token left out', async () => {
    const target = urlOf(server, source);
    const standIn = await startStandIn(fixedAnswer(301, '', { Location: target }));
    try {
      const url = `${standIn.url}/webhook/${TOKEN}`;
      const error = await failureOf(check(url));
      expect(error.name).to.equal('ExpiredAuthError');
      const message = expectUsable(error, /^Paste the webhook URL again, copied from the Lead Sources page/, url);
      expect(message).to.contain(`redirects to ${server.url}/webhook/…`).and.not.contain(target);
      expect(standIn.received).to.have.length(1);
    } finally {
      await standIn.close();
    }
  });
});
