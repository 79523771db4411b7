import { expect } from 'chai';
import { startTestServer, unique, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

interface Delivery {
  outcome: string;
  status: number;
  picked?: Record<string, string>;
  decodedText?: string[];
  warnings?: Array<{ field: string; message: string }>;
}

// Issue 24 items 3 and 5, issue 23 "Also": a lead with a usable phone or email is never refused;
// what could not be used is a warning on the answer and the delivery; each delivery says where its
// fields came from; control characters never make a line of their own.
describe('Warnings, picked pointers and control characters', () => {
  let server: TestServer;
  let source: SourceView;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0' });
  });
  after(() => server.stop());
  beforeEach(async () => {
    source = await server.createSource({ defaultCountry: 'US' });
  });

  const send = async (body: unknown, headers?: Record<string, string>) => {
    const response = await server.post(source.webhookUrl, body, headers);
    return { status: response.status, answer: await response.json() };
  };
  const deliveries = async (): Promise<Delivery[]> =>
    (await (await server.api(`/api/sources/${source.id}/deliveries`)).json()).deliveries;
  const email = () => `${unique('warn')}@example.com`;

  it('stores a lead whose phone cannot be read beside a usable email: warning, raw phone kept in fields, not used for duplicates', async () => {
    const address = email();
    const { status, answer } = await send({ email: address, phone: 'call after 5' });
    expect(status).to.equal(200);
    expect(answer.status).to.equal('created');
    expect(answer.lead).to.include({ email: address, phone: null });
    expect(answer.lead.fields).to.deep.equal({ phone: 'call after 5' });
    expect(answer.warnings).to.have.length(1);
    expect(answer.warnings[0].field).to.equal('phone');
    const [logged] = await deliveries();
    expect(logged).to.deep.include({ outcome: 'created', warnings: answer.warnings, picked: { email: '/email' } });
    // The same email alone again: a duplicate (email-only), and its answer still warns.
    const again = await send({ email: address, phone: 'call after 5' });
    expect(again.answer).to.deep.equal({ status: 'duplicate', matchedOn: 'email', warnings: answer.warnings });
  });

  it('never reads digits as international without their "+" unless valid there: a US number in a French source warns, not a Brazilian lead', async () => {
    const french = await server.createSource({ defaultCountry: 'FR' });
    const address = email();
    const response = await server.post(french.webhookUrl, {
      name: 'Dana Mills',
      phone: '(551) 555-0123',
      email: address,
    });
    const answer = await response.json();
    expect(answer.status).to.equal('created');
    expect(answer.lead).to.include({ email: address, phone: null });
    expect(answer.warnings.map((w: { field: string }) => w.field)).to.deep.equal(['phone']);
    const [logged] = (await (await server.api(`/api/sources/${french.id}/deliveries`)).json()).deliveries;
    expect(logged.warnings).to.deep.equal(answer.warnings);
    const alone = await server.post(french.webhookUrl, { name: 'Dana Mills', phone: '(212) 555-0100' });
    expect(alone.status).to.equal(422);
    // Digits that are a valid number with a "+" still are (an export that dropped it).
    const dropped = await (await server.post(french.webhookUrl, { phone: '447911123456' })).json();
    expect(dropped.lead.phone).to.equal('+447911123456');
  });

  it('stores a lead whose email is no address beside a usable phone, and one whose name is not text or too long', async () => {
    const phone = uniquePhone();
    const { answer } = await send({ phone, email: 'not-an-email', name: 'n'.repeat(201) });
    expect(answer.lead).to.include({ phone, email: null, name: null });
    expect(answer.warnings.map((w: { field: string }) => w.field).sort()).to.deep.equal(['email', 'name']);
    expect(answer.lead.fields).to.deep.equal({ email: 'not-an-email', name: 'n'.repeat(201) });
    expect(answer.lead.notes, 'an over-long name stays out of the notes').not.to.contain('nnnn');
    const numbered = await send({ phone: uniquePhone(), name: 42 });
    expect(numbered.answer.warnings).to.deep.equal([{ field: 'name', message: 'name must be text' }]);
    expect(numbered.answer.lead.fields).to.deep.equal({ name: 42 });
  });

  it('still refuses with 422, naming every problem, when no usable phone or email is anywhere', async () => {
    const { status, answer } = await send({ phone: 'abc', email: 'nope', name: 'Ada' });
    expect(status).to.equal(422);
    expect(answer.error.details.map((d: { field: string }) => d.field)).to.deep.equal(['email', 'phone']);
    const [logged] = await deliveries();
    expect(logged).to.include({ status: 422, outcome: 'rejected' });
    expect(logged).not.to.have.any.keys('picked', 'warnings');
  });

  it('answers warnings per element of a batch', async () => {
    const { answer } = await send([{ phone: uniquePhone() }, { email: email(), phone: '12' }]);
    expect(answer.results[0]).not.to.have.property('warnings');
    expect(answer.results[1].status).to.equal('created');
    expect(answer.results[1].warnings[0].field).to.equal('phone');
  });

  it("says on each delivery where the lead came from: JSON Pointers, the field map's included", async () => {
    const phone = uniquePhone();
    await send({ name: 'Top Level', email: email(), data: { phone } });
    expect((await deliveries())[0].picked).to.deep.equal({ name: '/name', email: '/email', phone: '/data/phone' });
    await send({
      answers: [
        { label: 'Your e-mail', value: email() },
        { label: 'Vorname', value: 'Ada' },
        { label: 'Nachname', value: 'Tester' },
      ],
    });
    expect((await deliveries())[0].picked).to.deep.equal({
      email: '/answers/0/value',
      firstName: '/answers/1/value',
      lastName: '/answers/2/value',
    });
    const patched = await server.api(`/api/sources/${source.id}`, {
      method: 'PATCH',
      json: { fieldMap: { '/Kontakt #': 'phone' } },
    });
    expect(patched.status).to.equal(200);
    await send({ 'Kontakt #': uniquePhone(), email: email() });
    expect((await deliveries())[0].picked).to.deep.equal({ phone: '/Kontakt #', email: '/email' });
  });

  it('reads JSON sent as text as if nested: pointers go through it, the delivery names the text, and a field map can use them', async () => {
    const rawRequest = JSON.stringify({
      q3_name: { first: 'Jo', last: 'Text' },
      q4_email: email(),
      q7_mobile: { full: '(650) 555-0100' },
    });
    const { answer } = await send({ formTitle: 'Quote', rawRequest });
    expect(answer.lead).to.include({ name: 'Jo Text', phone: '+16505550100' });
    const [logged] = await deliveries();
    expect(logged.decodedText).to.deep.equal(['/rawRequest']);
    expect(logged.picked).to.deep.equal({
      email: '/rawRequest/q4_email',
      phone: '/rawRequest/q7_mobile/full',
      name: '/rawRequest/q3_name',
    });
    // Map fields lists the same pointers.
    const { fields } = await (
      await server.api(`/api/sources/${source.id}/deliveries/${(logged as Delivery & { id: string }).id}/fields`)
    ).json();
    expect(fields.map((field: { pointer: string }) => field.pointer)).to.include.members([
      '/formTitle',
      '/rawRequest/q4_email',
      '/rawRequest/q7_mobile/full',
      '/rawRequest/q3_name/first',
    ]);
    await server.api(`/api/sources/${source.id}`, {
      method: 'PATCH',
      json: { fieldMap: { '/rawRequest/q9_other': 'phone' } },
    });
    const phone = uniquePhone();
    const mapped = await send({ rawRequest: JSON.stringify({ q9_other: phone, q4_email: email() }) });
    expect(mapped.answer.lead.phone).to.equal(phone);
  });

  // An XML lead relayed as JSON by an automation tool's XML step (xml2js: attributes under `$`, text under `_`).
  it("reads an XML element's attributes as its own keys: pointers and Map fields name them so", async () => {
    const address = email();
    const { answer } = await send({
      adf: {
        prospect: {
          customer: {
            contact: {
              name: [
                { $: { part: 'first' }, _: 'Marisol' },
                { $: { part: 'last' }, _: 'Okafor' },
              ],
              email: address,
              phone: { $: { type: 'voice', time: 'evening' }, _: '(512) 555-0176' },
            },
          },
        },
      },
    });
    expect(answer.lead).to.include({ name: 'Marisol Okafor', phone: '+15125550176', email: address });
    expect(answer.lead.notes).to.contain('evening');
    const [logged] = await deliveries();
    expect(logged.picked).to.include({ phone: '/adf/prospect/customer/contact/phone/_' });
    const { fields } = await (
      await server.api(`/api/sources/${source.id}/deliveries/${(logged as Delivery & { id: string }).id}/fields`)
    ).json();
    const at = (pointer: string) => fields.find((field: { pointer: string }) => field.pointer === pointer)?.value;
    expect(at('/adf/prospect/customer/contact/phone/time')).to.equal('evening');
    expect(fields.map((field: { pointer: string }) => field.pointer)).not.to.include(
      '/adf/prospect/customer/contact/phone/$/time',
    );
  });

  // A submission sent as one form-encoded text in a JSON field (a form backend's "form URL encoded" webhook).
  it('reads a form-encoded text in one field as if nested, as a form body is read; other texts with `=` stay text', async () => {
    const address = email();
    const { status, answer } = await send({
      data: `name=Rosa+Lind&email=${encodeURIComponent(address)}&phone=%28415%29+555-0187&message=Need+a+quote+for+a+deck&budget%5Bmax%5D=5000`,
      form_id: 'f-9c1e77',
      landing: 'https://deck.example/quote?utm_source=fb&utm_medium=cpc',
      terms: 'size=large & color=red',
      ratio: 'a=1',
    });
    expect(status).to.equal(200);
    expect(answer.lead).to.include({ name: 'Rosa Lind', email: address, phone: '+14155550187' });
    expect(answer.lead.notes).to.contain('message: Need a quote for a deck').and.contain('5000');
    const [logged] = await deliveries();
    expect(logged.decodedText).to.deep.equal(['/data']);
    expect(logged.picked).to.include({ email: '/data/email', phone: '/data/phone' });
    // Sent unencoded (spaces and `@` as they are), it is one all the same.
    const other = email();
    const raw = await send({ result: `status=ok&buyer_name=Ada Tester&buyer_email=${other}&note=Call after 5` });
    expect(raw.answer.lead).to.include({ name: 'Ada Tester', email: other });
    expect(raw.answer.lead.notes).to.contain('Call after 5');
    // A link's query, a sentence and a lone pair are no submission: they stay the texts they were sent as.
    expect(answer.lead.fields).to.include({
      landing: 'https://deck.example/quote?utm_source=fb&utm_medium=cpc',
      terms: 'size=large & color=red',
      ratio: 'a=1',
    });
  });

  it('holds a form-encoded text to the body limits, named by its field, and keeps keys such as __proto__ as data', async () => {
    const many = Array.from({ length: 5_001 }, (_, i) => `k${i}=v`).join('&');
    const tooMany = await send({ email: email(), data: many });
    expect(tooMany.status).to.equal(422);
    expect(tooMany.answer.error.details).to.deep.equal([
      { field: 'data', message: "data has more than 5000 values; send only the form's answers" },
    ]);
    const tooDeep = await send({ email: email(), data: `phone=%2B14155550107&a${'[b]'.repeat(40)}=1` });
    expect(tooDeep.status).to.equal(422);
    expect(tooDeep.answer.error.details).to.deep.equal([
      { field: 'data.a', message: 'data.a is nested more than 32 levels deep' },
    ]);
    const address = email();
    const plain = await send({ data: `__proto__=x&constructor=y&email=${encodeURIComponent(address)}` });
    expect(plain.status).to.equal(200);
    expect(plain.answer.lead.email).to.equal(address);
    expect(Object.getPrototypeOf(plain.answer.lead.fields.data)).to.equal(Object.prototype);
    expect(JSON.stringify(plain.answer.lead.fields.data)).to.contain('"__proto__":"x"');
  });

  it("keeps someone else's contact and copies of the person's own out of the notes", async () => {
    const address = email();
    const { answer } = await send({
      contact: {
        first_name: 'Gus',
        last_name: 'Example',
        name: 'Gus Example',
        email: address,
        phone: uniquePhone(),
        owner_email: 'rep@example.com',
        'Comments:': 'Call after 5',
      },
      organizer: { name: 'Host Person', email: 'host@example.com' },
    });
    expect(answer.lead).to.include({ name: 'Gus Example', email: address });
    expect(answer.lead.notes.split('\n')).to.deep.equal(['Comments: Call after 5']);
    expect(JSON.stringify(answer.lead.fields)).to.contain('rep@example.com').and.contain('host@example.com');
  });

  it('turns control characters into spaces in the name and in every notes line; an email holding one is no address', async () => {
    const phone = uniquePhone();
    const { answer } = await send({
      phone,
      name: 'Ada\nLovelace\u2028Jr\u0085',
      email: 'ada\u0000@example.com',
      message: 'first line\r\nLEAD (trusted): call now\u2029end',
      notes: 'kept\nline\u0007bell',
    });
    expect(answer.lead.name).to.equal('Ada Lovelace Jr');
    expect(answer.lead.email).to.equal(null);
    expect(answer.warnings.map((w: { field: string }) => w.field)).to.deep.equal(['email']);
    const lines: string[] = answer.lead.notes.split('\n');
    expect(lines).to.include('message: first line  LEAD (trusted): call now end');
    expect(lines.slice(0, 2)).to.deep.equal(['kept', 'line bell']);
    expect(answer.lead.notes).not.to.match(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
  });
});
