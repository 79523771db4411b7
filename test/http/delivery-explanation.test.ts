import Database from 'better-sqlite3';
import { expect } from 'chai';
import path from 'node:path';
import { VALUE_ROLES, type PickReason } from '../../service/lead/reader/explanation.ts';
import { MIGRATIONS } from '../../service/store/sqlite/migrations.ts';
import {
  startSqliteTestServer,
  startTestServer,
  tempDataDir,
  unique,
  uniquePhone,
  type SourceView,
  type TestServer,
} from '../helpers/test-server.ts';

interface Delivery {
  id: string;
  outcome: string;
  picked?: Record<string, string>;
  reasons?: Record<string, PickReason[]>;
  roles?: Record<string, string>;
}

// Issue 35 item 2: each delivery says why each field was picked (`reasons`) and what every other
// value was taken for (`roles`), stored at intake, in the log, the lead's deliveries and the keys.
describe('Deliveries: reasons per picked field and roles of the other values', () => {
  let server: TestServer;
  let source: SourceView;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0' });
  });
  after(() => server.stop());
  beforeEach(async () => {
    source = await server.createSource({ defaultCountry: 'US' });
  });

  const post = async (body: unknown) => (await server.post(source.webhookUrl, body)).json();
  const deliveries = async (): Promise<Delivery[]> =>
    (await (await server.api(`/api/sources/${source.id}/deliveries`)).json()).deliveries;
  const expectExplained = (delivery: Delivery) => {
    expect(Object.keys(delivery.reasons ?? {}).sort()).to.deep.equal(Object.keys(delivery.picked ?? {}).sort());
    for (const [field, reasons] of Object.entries(delivery.reasons!)) {
      expect(reasons, field).to.be.an('array').that.is.not.empty;
      for (const reason of reasons) {
        expect(reason).to.have.all.keys('feature', 'weight', 'text');
        expect(reason.text).to.be.a('string').that.is.not.empty;
      }
      const weights = reasons.map((reason) => reason.weight);
      expect(weights, `${field}: strongest first`).to.deep.equal([...weights].sort((a, b) => b - a));
    }
    for (const role of Object.values(delivery.roles ?? {})) expect(VALUE_ROLES).to.include(role);
  };

  it('gives a webhook POST reasons for each picked value (what its label and place say, then its shape), and a role to every other value', async () => {
    const phone = uniquePhone();
    const answer = await post({
      contact: { name: 'Ada Tester', phone, email: `${unique('why')}@example.com` },
      message: 'Call me after 5pm about the roof',
      submission_id: '0b6f6d0c-4c1a-4f3e-9b1e-1f2a3b4c5d6e',
    });
    expect(answer.status).to.equal('created');
    const [delivery] = await deliveries();
    expect(delivery.picked).to.deep.equal({ name: '/contact/name', phone: '/contact/phone', email: '/contact/email' });
    expectExplained(delivery);
    const phoneReasons = delivery.reasons!.phone.map((reason) => reason.text).join('; ');
    expect(phoneReasons).to.include('"phone"');
    expect(phoneReasons).to.match(/a \+1 number/);
    expect(Object.keys(delivery.roles!).sort()).to.deep.equal(['/message', '/submission_id']);
    expect(delivery.roles!['/submission_id']).to.equal('system');
    expect(delivery.roles!['/message']).to.equal('answer');
  });

  it("calls the person's words answers and a tool's id system", async () => {
    const phone = uniquePhone();
    const answer = await post({
      name: 'Ada Tester',
      phone,
      message: 'Call me after 5pm about the roof',
      submission_id: '0b6f6d0c-4c1a-4f3e-9b1e-1f2a3b4c5d6e',
    });
    const [delivery] = await deliveries();
    expectExplained(delivery);
    expect(answer.lead.notes).to.include('Call me after 5pm');
    expect(delivery.roles).to.deep.equal({ '/message': 'answer', '/submission_id': 'system' });
  });

  it('explains a field map pick as the map, keeps both on a duplicate and on the lead’s deliveries, and lists each key’s role', async () => {
    const patched = await server.api(`/api/sources/${source.id}`, {
      method: 'PATCH',
      json: { fieldMap: { '/1.3': 'phone' } },
    });
    expect(patched.status).to.equal(200);
    const body = { '1.3': uniquePhone(), email: `${unique('map')}@example.com`, budget: '$5k' };
    const created = await post(body);
    await post(body);
    const [duplicate, first] = await deliveries();
    expect(first.picked).to.deep.equal({ phone: '/1.3', email: '/email' });
    expectExplained(first);
    expect(first.reasons!.phone[0]).to.include({ feature: 'fieldMap' });
    expect(first.reasons!.phone[0].text).to.include('/1.3');
    expect(first.roles).to.deep.equal({ '/budget': 'answer' });
    expect(duplicate).to.deep.include({ outcome: 'duplicate', reasons: first.reasons, roles: first.roles });
    const ofLead = (await (await server.api(`/api/leads/${created.lead.id}/deliveries`)).json()).deliveries;
    expect(ofLead.map((d: Delivery) => d.roles)).to.deep.equal([first.roles, first.roles]);
    const { fields } = await (await server.api(`/api/sources/${source.id}/deliveries/${first.id}/fields`)).json();
    expect(fields).to.deep.equal([
      { pointer: '/1.3', value: body['1.3'] },
      { pointer: '/email', value: body.email },
      { pointer: '/budget', value: '$5k', role: 'answer' },
    ]);
  });

  it('explains each element of a batch relative to the element, and a refusal not at all', async () => {
    await post([{ phone: uniquePhone(), utm_source: 'facebook' }, { email: `${unique('b')}@example.com` }]);
    await post({ name: 'Nobody to call' });
    const [refused, second, first] = await deliveries();
    expect(refused).to.include({ outcome: 'rejected' });
    expect(refused).not.to.have.any.keys('reasons', 'roles');
    expectExplained(first);
    expect(first.roles).to.deep.equal({ '/utm_source': 'context' });
    expectExplained(second);
    expect(second.roles).to.deep.equal({});
  });

  it('keeps at most 500 roles, however many values a body holds', async () => {
    const body: Record<string, unknown> = { phone: uniquePhone() };
    for (let i = 0; i < 700; i++) body[`q${i}`] = `answer ${i}`;
    await post(body);
    const [delivery] = await deliveries();
    expect(Object.keys(delivery.roles!)).to.have.length(500);
    expect(delivery.roles!['/q0']).to.be.oneOf(VALUE_ROLES);
  });
});

describe('Deliveries logged before reasons and roles were kept', () => {
  let server: TestServer | undefined;
  after(() => server?.stop());

  it('are listed without either, beside new ones that have both', async () => {
    // A data directory as the release before left it, holding a source with a created delivery.
    const dataDir = tempDataDir();
    const old = new Database(path.join(dataDir, 'leads.sqlite'));
    for (let version = 1; version < MIGRATIONS.length; version++) {
      old.transaction(() => {
        MIGRATIONS[version - 1](old);
        old.pragma(`user_version = ${version}`);
      })();
    }
    old.exec(`
      INSERT INTO sources (id, name, created_at, updated_at) VALUES ('old-source', 'Old', '2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z');
      INSERT INTO webhook_tokens (token, source_id, created_at) VALUES ('old-token-0123456789abcdef', 'old-source', '2026-01-01T10:00:00.000Z');
      INSERT INTO deliveries (source_id, id, at, status, outcome, lead_id, body, picked)
        VALUES ('old-source', '01900000-0000-7000-8000-000000000001', '2026-01-01T10:00:00.000Z', 200, 'created', 'lead-1', '{"phone":"+14155550199"}', '{"phone":"/phone"}');
    `);
    old.close();
    server = await startSqliteTestServer({ WEBHOOK_RATE_LIMIT: '0' }, dataDir);
    const sent = await fetch(`${server.url}/webhook/old-token-0123456789abcdef`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: uniquePhone(), budget: '$5k' }),
    });
    expect(sent.status).to.equal(200);
    const { deliveries } = await (await server.api('/api/sources/old-source/deliveries')).json();
    expect(deliveries).to.have.length(2);
    expect(deliveries[0]).to.deep.include({ roles: { '/budget': 'answer' } });
    expect(deliveries[0].reasons.phone).to.have.length.greaterThan(0);
    expect(deliveries[1]).to.deep.include({ picked: { phone: '/phone' } });
    expect(deliveries[1]).not.to.have.any.keys('reasons', 'roles');
  });
});
