import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { startTestServer, unique, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
const json = (name: string) => JSON.parse(fixture(name)) as Record<string, unknown>;

describe('One URL, every sender: platform formats', () => {
  let server: TestServer;
  let source: SourceView;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0' });
  });
  after(() => server.stop());
  beforeEach(async () => {
    source = await server.createSource({ defaultCountry: 'US' });
  });

  it("reads Google Ads' test lead: columns to fields, ids kept, key and flags not, a test lead", async () => {
    const response = await server.post(source.webhookUrl, fixture('google-ads-test-lead.json'));
    expect(response.status).to.equal(200);
    const { status, lead } = await response.json();
    expect(status).to.equal('created');
    expect(lead).to.include({
      name: 'FirstName LastName',
      phone: '+16505550123',
      email: 'test@example.com',
      test: true,
    });
    expect(lead.fields).to.deep.equal({
      'Postal Code': '94043',
      'What is your budget?': '$10,000+',
      lead_id: 'TeSter-123-ABCDEFGHIJKLMNOPQRSTUVWXYZ-abcdefghijklmnopqrstuvwxyz-0123456789-AaBbCcDdEeFfGgHhIiJjKkLl',
      form_id: 40000000000,
      campaign_id: 20000000000,
      gcl_id: 'TeSter-123-gclid',
      adgroup_id: 30000000000,
      creative_id: 50000000000,
    });
    // Ids stay in fields, out of the notes the agent reads (docs/api.md §2.4).
    expect(lead.notes).to.contain('What is your budget?: $10,000+').and.not.contain('campaign_id');
    expect(lead.notes).not.to.contain('lead-form-key-123');
    // Google's "send test data" again: still 200, still stored (test leads are never duplicates).
    expect((await (await server.post(source.webhookUrl, fixture('google-ads-test-lead.json'))).json()).status).to.equal(
      'created',
    );
    const { deliveries } = await (await server.api(`/api/sources/${source.id}/deliveries`)).json();
    expect(deliveries[0].body).to.contain('"google_key": "***"').and.not.contain('lead-form-key-123');
  });

  it('matches Google keys case-insensitively and joins FIRST_NAME + LAST_NAME', async () => {
    const body = {
      Lead_Id: 'abc',
      Google_key: 'k',
      Is_Test: false,
      User_Column_Data: [
        { Column_Id: 'FIRST_NAME', Column_Name: 'First Name', String_Value: 'Grace' },
        { Column_Id: 'LAST_NAME', Column_Name: 'Last Name', String_Value: 'Hopper' },
        { Column_Id: 'PHONE_NUMBER', String_Value: uniquePhone() },
      ],
    };
    const { lead } = await (await server.post(source.webhookUrl, body)).json();
    expect(lead).to.include({ name: 'Grace Hopper', test: false });
    expect(lead.fields).to.deep.equal({ Lead_Id: 'abc' });
  });

  it('refuses a Google body whose key differs from the source key with 401 invalid_google_key', async () => {
    const guarded = await server.createSource({ defaultCountry: 'US', googleKey: 'lead-form-key-123' });
    expect(guarded).to.include({ googleKey: 'lead-form-key-123' });
    const wrong = { ...json('google-ads-test-lead.json'), google_key: 'guess' };
    const refused = await server.post(guarded.webhookUrl, wrong);
    expect(refused.status).to.equal(401);
    const { error } = await refused.json();
    expect(error.code).to.equal('invalid_google_key');
    expect(error.message).not.to.contain('lead-form-key-123');
    const { google_key: _dropped, ...keyless } = json('google-ads-test-lead.json');
    expect((await server.post(guarded.webhookUrl, keyless)).status).to.equal(401);
    expect((await server.post(guarded.webhookUrl, fixture('google-ads-test-lead.json'))).status).to.equal(200);
    // Other senders are not asked for a Google key.
    expect((await server.post(guarded.webhookUrl, { phone: uniquePhone() })).status).to.equal(200);
    const { deliveries } = await (await server.api(`/api/sources/${guarded.id}/deliveries`)).json();
    expect(deliveries.map((d: { status: number }) => d.status)).to.deep.equal([200, 200, 401, 401]);
    expect(JSON.stringify(deliveries)).not.to.contain('guess');
  });

  it('reads a Meta field_data payload relayed by Make', async () => {
    const { lead } = await (await server.post(source.webhookUrl, fixture('make-meta-field-data.json'))).json();
    expect(lead).to.include({ name: 'Maria Garcia', phone: '+34612345678', email: 'maria@example.es', test: false });
    // The answers used leave the fields; the rest keeps the body's shape.
    expect(lead.fields).to.deep.equal({
      field_data: [{ name: 'which_product_interests_you?', values: ['Solar panels', 'Battery'] }],
      id: '1234567890123456',
      created_time: '2026-11-20T10:15:30+0000',
      ad_id: '23850000000000000',
      form_id: '987654321098765',
    });
    expect(lead.notes.split('\n')[0]).to.equal('which_product_interests_you?: Solar panels, Battery');
  });

  it("reads Zapier's flattened Facebook Lead Ads fields", async () => {
    const { lead } = await (await server.post(source.webhookUrl, fixture('zapier-facebook-lead.json'))).json();
    expect(lead).to.include({ name: 'John Smith', phone: '+14155550142', email: 'john.smith@example.com' });
    expect(lead.fields).to.include({
      campaign_name: 'Winter promo',
      'how_soon_do_you_want_to_start?': 'Within a month',
    });
    expect(lead.fields).not.to.have.any.keys('full_name', 'phone_number', 'email');
    expect(lead.notes).not.to.contain('full_name');
  });

  it('reads a landing-page form post with first and last name and aliases', async () => {
    const response = await server.post(source.webhookUrl, fixture('landing-page-form.txt'), {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    const { lead } = await response.json();
    expect(lead).to.include({ name: 'Ana Souza', phone: '+5511912345678', email: 'ana@example.com.br' });
    expect(lead.fields).to.deep.equal({ utm_source: 'google', interest: ['solar', 'battery'] });
  });

  it('answers a bare Meta leadgen notification with 422 saying how to relay Meta leads', async () => {
    const response = await server.post(source.webhookUrl, fixture('meta-leadgen-notification.json'));
    expect(response.status).to.equal(422);
    const { error } = await response.json();
    expect(error.details[0].message).to.match(/Zapier|Make/);
  });

  // Issue 12 item 5: these bodies were 500s (values.join and String() ran the body's own toString).
  // Issue 24: an object or a list where text belongs is never the lead's phone or email; the lead
  // is refused only when no usable phone or email is left, and a body nested too deep never is read.
  it('never answers 500 where Meta or Google hold an object or a list in place of text: 422 without a contact, else the lead', async () => {
    const deep = `${'['.repeat(30_000)}"x"${']'.repeat(30_000)}`;
    const meta = fixture('make-meta-field-data.json');
    const google = fixture('google-ads-test-lead.json');
    const bodies: Array<[string, number, RegExp]> = [
      [
        JSON.stringify({
          ...json('make-meta-field-data.json'),
          field_data: [{ name: 'budget', values: [{ toString: 1 }, 'x'] }],
        }),
        422,
        /^phone$/,
      ],
      [
        JSON.stringify({
          ...json('make-meta-field-data.json'),
          field_data: [{ name: 'email', values: { toString: 1 } }],
        }),
        422,
        /^(phone|email)$/,
      ],
      [meta.replace('["Solar panels", "Battery"]', deep), 422, /^field_data$/],
      [google.replace('"Postal Code"', '{"toString": 1}'), 200, /./],
      [google.replace('"Postal Code"', deep), 422, /^user_column_data$/],
    ];
    for (const [body, status, field] of bodies) {
      const response = await server.post(source.webhookUrl, body);
      const answer = await response.json();
      expect(response.status, body.slice(0, 80)).to.equal(status);
      if (status === 422) expect(answer.error.details[0].field, body.slice(0, 80)).to.match(field);
      else expect(answer.lead).to.include({ phone: '+16505550123', email: 'test@example.com' });
    }
  });

  it('lets an explicit field win over an alias, and keeps the unused alias as an extra field', async () => {
    const phone = uniquePhone();
    const body = {
      Mobile: uniquePhone(),
      phone,
      Name: 'Alias Name',
      name: 'Explicit Name',
      'E-mail': `${unique('x')}@example.com`,
    };
    const { lead } = await (await server.post(source.webhookUrl, body)).json();
    expect(lead).to.include({ name: 'Explicit Name', phone });
    expect(lead.email).to.equal(body['E-mail']);
    expect(lead.fields).to.deep.equal({ Mobile: body.Mobile, Name: 'Alias Name' });
  });

  it('stores test leads apart: they never block a real lead and are never skipped', async () => {
    const phone = uniquePhone();
    const first = await (await server.post(source.webhookUrl, { phone, test: true })).json();
    expect(first.lead.test).to.equal(true);
    expect(first.lead.fields).to.deep.equal({});
    const real = await (await server.post(source.webhookUrl, { phone })).json();
    expect(real.status).to.equal('created');
    expect(real.lead.test).to.equal(false);
    expect((await (await server.post(source.webhookUrl, { phone, test: true })).json()).status).to.equal('created');
    expect(await (await server.post(source.webhookUrl, { phone })).json()).to.deep.equal({
      status: 'duplicate',
      matchedOn: 'phone',
    });
  });
});
