import { expect } from 'chai';
import {
  startTestServer,
  uniquePhone,
  unique,
  type SourceView,
  type TestServer,
} from '../../test/helpers/test-server.ts';
import { perform as createLead } from '../src/creates/lead.ts';
import { appTester, expectUsable, failureOf, shownMessage, urlOf } from './helpers/harness.ts';
import { MAINTENANCE_PAGE, fixedAnswer, startStandIn, type StandIn } from './helpers/stand-in.ts';

const TOKEN = 'Pq7'.padEnd(32, 'z');

// Create Lead when the answer is not a plain created/duplicate: stale URLs, redirects, limits, and
// what a proxy between Zapier and the service answers (a real HTTP server on port 0 stands in for it).
describe('Zapier connector: Create Lead when something is in the way', () => {
  let server: TestServer;
  let source: SourceView;
  const runAt = (secretWebhookUrl: string, inputData: Record<string, unknown>) =>
    appTester(createLead, { authData: { secretWebhookUrl }, inputData });
  const leadsWithPhone = async (phone: string) =>
    (await (await server.api(`/api/leads?phone=${encodeURIComponent(phone)}`)).json()).leads as unknown[];
  const withStandIn = async (answer: Parameters<typeof startStandIn>[0], body: (standIn: StandIn) => Promise<void>) => {
    const standIn = await startStandIn(answer);
    try {
      await body(standIn);
    } finally {
      await standIn.close();
    }
  };

  before(async () => {
    // 127.0.0.2: a loopback address that zapier-platform-core does not single out after a redirect
    // (it refuses localhost and 127.0.0.1 there), so a redirect here behaves as one to a public host.
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0', HOST: '127.0.0.2' });
  });
  after(() => server.stop());
  beforeEach(async () => {
    source = await server.createSource({ defaultCountry: 'US' });
  });

  it('never follows a redirect with a lead: the run is held for a new URL and nothing is lost silently', async () => {
    for (const status of [301, 302, 303, 307, 308]) {
      const target = urlOf(server, source);
      await withStandIn(fixedAnswer(status, '', { Location: target }), async (standIn) => {
        const phone = uniquePhone();
        const url = `${standIn.url}/webhook/${TOKEN}`;
        const error = await failureOf(runAt(url, { phone }));
        expect(error.name, String(status)).to.equal('ExpiredAuthError');
        const message = expectUsable(error, /^Paste the webhook URL again, copied from the Lead Sources page/, url);
        expect(message).to.contain(`redirects to ${server.url}/webhook/…`).and.not.contain(target);
        expect(standIn.received).to.deep.equal([{ method: 'POST', path: `/webhook/${TOKEN}` }]);
        expect(await leadsWithPhone(phone)).to.have.length(0);
      });
    }
  });

  it('treats a 200 that is not created or duplicate as an error: a GET-style answer, a maintenance page', async () => {
    const answers = [
      fixedAnswer(200, JSON.stringify({ status: 'ok', source: { id: 'x', name: 'x' } }), {
        'Content-Type': 'application/json',
      }),
      fixedAnswer(200, MAINTENANCE_PAGE, { 'Content-Type': 'text/html' }),
      fixedAnswer(200, JSON.stringify({ results: [] }), { 'Content-Type': 'application/json' }),
      fixedAnswer(204, ''),
    ];
    for (const answer of answers) {
      await withStandIn(answer, async (standIn) => {
        const url = `${standIn.url}/webhook/${TOKEN}`;
        const error = await failureOf(runAt(url, { phone: uniquePhone() }));
        expectUsable(
          error,
          /^Replay this step once the webhook URL answers as Lead Intake; the lead may not be stored/,
          url,
        );
      });
    }
  });

  it('holds the run for reconnection on 404 and 410, as stale credentials', async () => {
    const unknown = `${server.url}/webhook/${TOKEN}`;
    const notFound = await failureOf(runAt(unknown, { phone: uniquePhone() }));
    expect(notFound.name).to.equal('ExpiredAuthError');
    expectUsable(notFound, /^Paste the webhook URL again, copied from the Lead Sources page/, unknown);

    const old = urlOf(server, source);
    await server.api(`/api/sources/${source.id}`, { method: 'DELETE' });
    const gone = await failureOf(runAt(old, { phone: uniquePhone() }));
    expect(gone.name).to.equal('ExpiredAuthError');
    expect(expectUsable(gone, /^Paste a working webhook URL from the Lead Sources page/, old)).to.contain('deleted');
  });

  it('retries 502, 503 and 504 from a proxy like a 429, honouring Retry-After', async () => {
    for (const [status, retryAfter, delay] of [
      [502, undefined, 60],
      [503, '7', 7],
      [504, '30', 30],
    ] as const) {
      const headers: Record<string, string> = {
        'Content-Type': 'text/html',
        ...(retryAfter ? { 'Retry-After': retryAfter } : {}),
      };
      await withStandIn(fixedAnswer(status, MAINTENANCE_PAGE, headers), async (standIn) => {
        const url = `${standIn.url}/webhook/${TOKEN}`;
        const error = await failureOf(runAt(url, { phone: uniquePhone() }));
        expect(error.name, String(status)).to.equal('ThrottledError');
        expect(JSON.parse(error.message).delay, String(status)).to.equal(delay);
        expectUsable(error, /^Try again in a few minutes \(Zapier retries a Zap step by itself\)/, url);
      });
    }
  });

  it('turns 429 into a throttled error that honours Retry-After', async () => {
    const limited = await startTestServer({ WEBHOOK_RATE_LIMIT: '1' });
    try {
      const secretWebhookUrl = urlOf(limited, await limited.createSource());
      const send = () => runAt(secretWebhookUrl, { email: `${unique('burst')}@example.com` });
      for (let i = 0; i < 4; i++) await send();
      const error = await failureOf(send());
      expect(error.name).to.equal('ThrottledError');
      expect(JSON.parse(error.message).delay).to.be.a('number').and.greaterThan(0);
      expect(
        expectUsable(error, /^Try again in a few minutes \(Zapier retries a Zap step by itself\)/, secretWebhookUrl),
      ).to.contain('too many leads');
    } finally {
      await limited.stop();
    }
  });

  it('leaves the token out of what it quotes from an answer, even when a proxy echoes the URL', async () => {
    const echo = (status: number) =>
      fixedAnswer(
        status,
        JSON.stringify(
          status === 200
            ? { status: TOKEN }
            : {
                error: {
                  code: TOKEN,
                  message: `Cannot POST /webhook/${TOKEN}`,
                  details: [{ field: TOKEN, message: TOKEN }],
                },
              },
        ),
        { 'Content-Type': 'application/json' },
      );
    for (const status of [200, 400, 410, 422]) {
      await withStandIn(echo(status), async (standIn) => {
        const url = `${standIn.url}/webhook/${TOKEN}`;
        const error = await failureOf(runAt(url, { phone: uniquePhone() }));
        expect(error.message, String(status)).not.to.contain(TOKEN.slice(0, 16));
        expectUsable(error, /^\S/, url);
      });
    }
  });

  it('names only the host when the service cannot be reached', async () => {
    const url = `http://127.0.0.1:9/webhook/${TOKEN}`;
    const error = await failureOf(runAt(url, { phone: uniquePhone() }));
    expect(shownMessage(error)).not.to.contain('/webhook/');
    expectUsable(error, /^Check that Lead Intake at 127\.0\.0\.1:9 is running and reachable from the internet/, url);
  });
});
