import { expect } from 'chai';
import {
  startSqliteTestServer,
  startTestServer,
  unique,
  uniquePhone,
  type SourceView,
  type TestServer,
} from '../helpers/test-server.ts';

// docs/api.md §2.5-2.6: an array of 1 to 100 lead objects is a batch.
describe('POST /webhook/:token with a batch (an array of leads)', () => {
  let server: TestServer;
  let source: SourceView;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0' });
  });
  after(() => server.stop());
  beforeEach(async () => {
    source = await server.createSource({ defaultCountry: 'US' });
  });

  const deliveriesOf = async (id: string) =>
    (await (await server.api(`/api/sources/${id}/deliveries`)).json()).deliveries;

  it('submits each element as if alone, in order, and answers 200 with one result each', async () => {
    const phone = uniquePhone();
    const response = await server.post(source.webhookUrl, [
      { name: 'First', phone },
      { name: 'Again', phone },
      { name: 'Nobody' },
      { email: `${unique('batch')}@example.com`, budget: 10 },
    ]);
    expect(response.status).to.equal(200);
    const { results } = await response.json();
    expect(results.map((r: { status: string }) => r.status)).to.deep.equal([
      'created',
      'duplicate',
      'rejected',
      'created',
    ]);
    expect(results[0].lead).to.include({ name: 'First', phone, sourceId: source.id });
    expect(results[1]).to.deep.equal({ status: 'duplicate', matchedOn: 'phone' });
    expect(results[2].error.code).to.equal('validation_failed');
    expect(results[2].error.details.map((d: { field: string }) => d.field)).to.deep.equal(['phone', 'email']);
    expect(results[3].lead.fields).to.deep.equal({ budget: 10 });
    // Each element is its own delivery, newest first, with the element as its body.
    const deliveries = await deliveriesOf(source.id);
    expect(deliveries.map((d: { outcome: string }) => d.outcome)).to.deep.equal([
      'created',
      'rejected',
      'duplicate',
      'created',
    ]);
    expect(JSON.parse(deliveries[1].body)).to.deep.equal({ name: 'Nobody' });
    expect(deliveries[1].status).to.equal(422);
  });

  it('answers 422 validation_failed with [i].field details when no element was created or duplicate', async () => {
    const response = await server.post(source.webhookUrl, [{ name: 'No contact' }, { phone: '+1555', email: 'nope' }]);
    expect(response.status).to.equal(422);
    const { error } = await response.json();
    expect(error.code).to.equal('validation_failed');
    expect(error.details.map((d: { field: string }) => d.field)).to.deep.equal([
      '[0].phone',
      '[0].email',
      '[1].email',
      '[1].phone',
    ]);
    // Logged once per element, not once more for the whole batch.
    expect((await deliveriesOf(source.id)).map((d: { status: number }) => d.status)).to.deep.equal([422, 422]);
  });

  it('answers 400 invalid_body for an empty array, more than 100 elements, or an element that is not an object', async () => {
    const many = Array.from({ length: 101 }, () => ({ phone: uniquePhone() }));
    for (const body of [
      [],
      many,
      [{ phone: uniquePhone() }, 'lead'],
      [{ phone: uniquePhone() }, null],
      [[{ phone: uniquePhone() }]],
    ]) {
      const response = await server.post(source.webhookUrl, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).to.equal(400);
      expect((await response.json()).error.code).to.equal('invalid_body');
    }
    const hundred = Array.from({ length: 100 }, () => ({ phone: uniquePhone() }));
    const accepted = await server.post(source.webhookUrl, hundred);
    expect(accepted.status).to.equal(200);
    expect((await accepted.json()).results.every((r: { status: string }) => r.status === 'created')).to.equal(true);
  });

  it('charges a batch one rate-limit token per element, at most a burst', async () => {
    const limited = await startTestServer({ WEBHOOK_RATE_LIMIT: '1' });
    try {
      const target = await limited.createSource();
      // The burst is 4 tokens: a batch of 3 leaves one, a batch of 10 takes it (and the URL then waits).
      for (const size of [3, 10]) {
        const batch = Array.from({ length: size }, () => ({ phone: uniquePhone() }));
        expect((await limited.post(target.webhookUrl, batch)).status, `batch of ${size}`).to.equal(200);
      }
      const refused = await limited.post(target.webhookUrl, [{ phone: uniquePhone() }]);
      expect(refused.status).to.equal(429);
      expect(Number(refused.headers.get('Retry-After')), 'the 10-lead batch cost the whole burst').to.be.within(3, 5);
    } finally {
      await limited.stop();
    }
  });

  it('answers 503 when the store fails, and a retry answers duplicate for what was stored', async function () {
    this.timeout(20_000);
    const embedded = await startSqliteTestServer({ WEBHOOK_RATE_LIMIT: '0' }); // its file is locked below
    const target = await embedded.createSource();
    const { default: Database } = await import('better-sqlite3');
    const intruder = new Database(`${embedded.dataDir}/leads.sqlite`);
    const first = { phone: uniquePhone() };
    const second = { phone: uniquePhone() };
    try {
      intruder.exec('BEGIN EXCLUSIVE');
      const refused = await embedded.post(target.webhookUrl, [first, second]);
      expect(refused.status).to.equal(503);
      expect((await refused.json()).error.code).to.equal('unavailable');
    } finally {
      intruder.exec('ROLLBACK');
      intruder.close();
    }
    try {
      expect((await (await embedded.post(target.webhookUrl, first)).json()).status).to.equal('created');
      const retried = await (await embedded.post(target.webhookUrl, [first, second])).json();
      expect(retried.results.map((r: { status: string }) => r.status)).to.deep.equal(['duplicate', 'created']);
    } finally {
      await embedded.stop();
    }
  });

  it('refuses a batch element nested deeper than 32 levels with 422 naming it, before reading any lead', async () => {
    const deep = `${'['.repeat(40)}1${']'.repeat(40)}`;
    const response = await server.post(
      source.webhookUrl,
      `[{"phone": "${uniquePhone()}"}, {"phone": "${uniquePhone()}", "x": ${deep}}]`,
    );
    expect(response.status).to.equal(422);
    expect((await response.json()).error.details).to.deep.equal([
      { field: '[1].x', message: '[1].x is nested more than 32 levels deep' },
    ]);
    expect(await (await server.api(`/api/leads?sourceId=${source.id}`)).json()).to.deep.equal({
      leads: [],
      nextCursor: null,
    });
  });
});
