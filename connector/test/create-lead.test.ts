import { expect } from 'chai';
import {
  startTestServer,
  uniquePhone,
  unique,
  type SourceView,
  type TestServer,
} from '../../test/helpers/test-server.ts';
import lead, { perform as createLead } from '../src/creates/lead.ts';
import App from '../src/index.ts';
import { appTester, expectUsable, failureOf, shownMessage, urlOf } from './helpers/harness.ts';

// Create Lead against the real service on port 0 with a temporary embedded store (no nock).
describe('Zapier connector: Create Lead', () => {
  let server: TestServer;
  let source: SourceView;
  const run = (inputData: Record<string, unknown>) =>
    appTester(createLead, { authData: { secretWebhookUrl: urlOf(server, source) }, inputData }) as Promise<
      Record<string, unknown>
    >;
  const storedLead = async (id: unknown) => (await server.api(`/api/leads/${id}`)).json();

  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0' });
  });
  after(() => server.stop());
  beforeEach(async () => {
    source = await server.createSource({ defaultCountry: 'US' });
  });

  it('stores a new lead with Other Fields written into its notes', async () => {
    const phone = uniquePhone();
    const result = await run({
      name: 'Zap Lead',
      phone,
      email: '',
      notes: 'From a Zap',
      extra: { budget: '5000', product: 'solar', name: 'ignored: the mapped name wins' },
    });
    expect(result).to.include({ status: 'created', name: 'Zap Lead', phone, email: null, matchedOn: null });
    expect(result.summary).to.equal(`Created lead ${result.id}.`);
    expect(result.notes).to.equal('From a Zap\nbudget: 5000\nproduct: solar');
    const stored = await storedLead(result.id);
    expect(stored.fields).to.deep.equal({ budget: '5000', product: 'solar' });
    expect(stored.sourceId).to.equal(source.id);
    expect(App.creates?.lead).to.equal(lead);
  });

  it('takes name, phone, email and notes from Other Fields when those fields are left empty', async () => {
    for (const unmapped of [{}, { name: '', phone: '', email: ' ', notes: '' }]) {
      const phone = uniquePhone();
      const email = `${unique('other')}@example.com`;
      const extra = { name: 'From Other Fields', phone, email, notes: 'Noted elsewhere', budget: '10' };
      const result = await run({ ...unmapped, extra });
      expect(result).to.include({ status: 'created', name: 'From Other Fields', phone, email });
      const stored = await storedLead(result.id);
      expect(stored).to.include({ name: 'From Other Fields', phone, email, notes: 'Noted elsewhere\nbudget: 10' });
      expect(stored.fields).to.deep.equal({ budget: '10' });
    }
  });

  it('lets a mapped value win over the same key under Other Fields', async () => {
    const phone = uniquePhone();
    const result = await run({
      phone,
      email: '',
      extra: { phone: '+14155550000', email: `${unique('kept')}@example.com` },
    });
    const stored = await storedLead(result.id);
    expect(stored.phone).to.equal(phone);
    expect(stored.email).to.match(/^kept-/);
  });

  it('answers a duplicate as a normal result carrying the values sent, and says it was skipped', async () => {
    const phone = uniquePhone();
    await run({ phone });
    const again = await run({
      phone,
      name: 'Again',
      email: 'again@example.com',
      notes: 'Second try',
      extra: { budget: '1' },
    });
    expect(again).to.include({
      status: 'duplicate',
      matchedOn: 'phone',
      id: null,
      createdAt: null,
      name: 'Again',
      phone,
      email: 'again@example.com',
      notes: 'Second try',
    });
    expect(again.summary).to.match(/^Skipped: a lead with this phone is already stored, so nothing was stored/);
  });

  it('names each field the service refused, action first, within 250 characters', async () => {
    const error = await failureOf(
      run({ name: 'x'.repeat(201), phone: '+1 415 555', email: 'not-an-email', notes: 'n'.repeat(10_001) }),
    );
    expect(error.name).to.equal('AppError');
    const message = expectUsable(error, /^Fix the mapped fields, then replay this step: /, urlOf(server, source));
    expect(message).to.contain('name must be at most 200 characters').and.contain('phone cannot be a real number');
    expect(message, 'four problems do not fit: the end is cut').to.match(/…$/);
    const neither = shownMessage(await failureOf(run({ name: 'No contact' })));
    // A body with no phone or email anywhere: the service's one sentence for it (docs/api.md §2.1), once.
    expect(neither.match(/no phone or email in this body/g), neither).to.have.length(1);
  });

  it('asks to shorten the lead when it is larger than the service accepts (413)', async () => {
    const small = await startTestServer({ WEBHOOK_RATE_LIMIT: '0', BODY_LIMIT_BYTES: '1024' });
    try {
      const target = await small.createSource();
      const secretWebhookUrl = urlOf(small, target);
      const error = await failureOf(
        appTester(createLead, {
          authData: { secretWebhookUrl },
          inputData: { email: 'big@example.com', notes: 'n'.repeat(2000) },
        }),
      );
      expectUsable(error, /^Shorten the mapped Notes or Other Fields/, secretWebhookUrl);
    } finally {
      await small.stop();
    }
  });

  it('reads as a reviewer expects: description style, help texts, labels', () => {
    const { display, operation } = lead;
    expect(display.description)
      .to.match(/^Creates a new lead\b/)
      .and.not.match(/Lead Intake|Zapier/);
    expect(display.description).to.contain('duplicate');
    const fields = operation.inputFields as Array<{ key: string; label?: string; helpText?: string; type?: string }>;
    expect(fields.find((f) => f.type === 'copy')?.helpText).to.contain('stores it');
    for (const field of fields.filter((f) => f.label)) {
      expect(field.helpText, field.key).to.be.a('string');
      expect(field.helpText, field.key).not.to.match(/E\.164|^The lead's/);
    }
    expect(fields.find((f) => f.key === 'extra')?.label).to.equal('Other Fields');
    const outputs = operation.outputFields as Array<{ key: string; label: string }>;
    expect(outputs.find((f) => f.key === 'matchedOn')?.label).to.match(/^Matched On/);
    expect(Object.keys(operation.sample ?? {})).to.have.members(outputs.map((f) => f.key));
  });
});
