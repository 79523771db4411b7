import { expect } from 'chai';
import { fixtureJson } from '../helpers/sender-fixtures.ts';
import { startTestServer, unique, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

// docs/api.md §2.4 and §4: a source's fieldMap (JSON Pointer, RFC 6901 -> name, firstName,
// lastName, phone, email) is read before any sender format, and wins over every built-in reading.
describe('Source.fieldMap', () => {
  let server: TestServer;
  let source: SourceView;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0' });
  });
  after(() => server.stop());
  beforeEach(async () => {
    source = await server.createSource({ defaultCountry: 'US' });
  });

  const patch = (body: unknown, id = source.id) => server.api(`/api/sources/${id}`, { method: 'PATCH', json: body });
  const mapFields = async (fieldMap: Record<string, unknown>) => {
    const response = await patch({ fieldMap });
    expect(response.status, await response.clone().text()).to.equal(200);
    return response.json();
  };
  const leadOf = async (body: unknown, headers?: Record<string, string>) => {
    const response = await server.post(source.webhookUrl, body, headers);
    const answer = await response.json();
    expect(response.status, JSON.stringify(answer)).to.equal(200);
    expect(answer.status).to.equal('created');
    return answer.lead;
  };

  it('is {} on a new source, is set and replaced whole with PATCH, cleared with null, and kept in order', async () => {
    expect(source).to.have.deep.property('fieldMap', {});
    const map = { '/3': 'email', '/1.3': 'firstName', '/1.6': 'lastName', '/4': 'phone' };
    const patched = await mapFields(map);
    expect(patched.fieldMap).to.deep.equal(map);
    expect(Object.keys(patched.fieldMap)).to.deep.equal(['/3', '/1.3', '/1.6', '/4']);
    expect((await (await server.api(`/api/sources/${source.id}`)).json()).fieldMap).to.deep.equal(map);
    expect((await mapFields({ '/Contact #': 'phone' })).fieldMap).to.deep.equal({ '/Contact #': 'phone' });
    const renamed = await (await patch({ name: 'Renamed' })).json();
    expect(renamed.fieldMap, 'a PATCH without fieldMap leaves it').to.deep.equal({ '/Contact #': 'phone' });
    expect((await (await patch({ fieldMap: null })).json()).fieldMap).to.deep.equal({});
  });

  it('refuses invalid maps with 422 naming each pointer, and changes nothing', async () => {
    await mapFields({ '/kept': 'phone' });
    const cases: Array<[unknown, string[]]> = [
      [{ '1.3': 'firstName' }, ['fieldMap["1.3"]']],
      [{ '#/phone': 'phone' }, ['fieldMap["#/phone"]']],
      [{ '/a~2b': 'name', '/c~': 'email' }, ['fieldMap["/a~2b"]', 'fieldMap["/c~"]']],
      [{ '': 'phone' }, ['fieldMap[""]']],
      [{ '/x': 'notes' }, ['fieldMap["/x"]']],
      [{ '/x': 'Phone' }, ['fieldMap["/x"]']],
      [{ '/x': null }, ['fieldMap["/x"]']],
      [{ [`/${'a'.repeat(300)}`]: 'phone' }, [`fieldMap[${JSON.stringify(`/${'a'.repeat(59)}…`)}]`]],
      [{ [`${'/a'.repeat(33)}`]: 'phone' }, [`fieldMap[${JSON.stringify(`${'/a'.repeat(30)}…`)}]`]],
      [Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`/f${i}`, 'name'])), ['fieldMap']],
      [['/phone', 'phone'], ['fieldMap']],
      ['/phone', ['fieldMap']],
    ];
    for (const [fieldMap, fields] of cases) {
      const response = await patch({ fieldMap, name: 'Not applied' });
      expect(response.status, JSON.stringify(fieldMap).slice(0, 80)).to.equal(422);
      const { error } = await response.json();
      expect(error.code).to.equal('validation_failed');
      expect(
        error.details.map((d: { field: string }) => d.field),
        JSON.stringify(fieldMap).slice(0, 80),
      ).to.deep.equal(fields);
    }
    const after = await (await server.api(`/api/sources/${source.id}`)).json();
    expect(after).to.include({ name: source.name });
    expect(after.fieldMap).to.deep.equal({ '/kept': 'phone' });
    expect((await mapFields({ [`${'/a'.repeat(32)}`]: 'phone' })).fieldMap, '32 levels is the limit').to.have.keys(
      `${'/a'.repeat(32)}`,
    );
  });

  // Issue 35 item 4: beside the five fields, a key can be labelled for the notes or kept out of them.
  it('takes {"notesLabel"} and {"notes": false} beside the five fields, in order, a label trimmed', async () => {
    const map = {
      '/5': { notesLabel: '  Project ' },
      '/1.3': 'firstName',
      '/sig': { notes: false },
      '/Telefon': 'phone',
    };
    const patched = await mapFields(map);
    const stored = {
      '/5': { notesLabel: 'Project' },
      '/1.3': 'firstName',
      '/sig': { notes: false },
      '/Telefon': 'phone',
    };
    expect(patched.fieldMap).to.deep.equal(stored);
    expect(Object.keys(patched.fieldMap)).to.deep.equal(['/5', '/1.3', '/sig', '/Telefon']);
    expect((await (await server.api(`/api/sources/${source.id}`)).json()).fieldMap).to.deep.equal(stored);
    // They name no field: the values stay the lead's, read as usual, and fill neither name nor phone.
    const phone = uniquePhone();
    const lead = await leadOf({ '5': 'Kitchen remodel', '1.3': 'Ada', sig: 'a1b2c3', Telefon: phone });
    expect(lead).to.include({ name: 'Ada', phone });
    expect(lead.fields).to.include({ '5': 'Kitchen remodel', sig: 'a1b2c3' });
    expect((await patch({ fieldMap: null })).status).to.equal(200);
  });

  it('refuses a label that is empty, too long, not text or holds a line break, and any other object, naming the pointer', async () => {
    await mapFields({ '/kept': 'phone' });
    for (const target of [
      { notesLabel: '' },
      { notesLabel: '   ' },
      { notesLabel: 'x'.repeat(101) },
      { notesLabel: 5 },
      { notesLabel: 'Line\nbreak' },
      { notes: true },
      { notes: 'false' },
      { notes: false, notesLabel: 'Both' },
      { notesLabel: 'Project', extra: 1 },
      {},
      [],
    ]) {
      const response = await patch({ fieldMap: { '/x': target, '/ok': { notesLabel: 'Fine' } } });
      expect(response.status, JSON.stringify(target)).to.equal(422);
      const { error } = await response.json();
      expect(
        error.details.map((d: { field: string }) => d.field),
        JSON.stringify(target),
      ).to.deep.equal(['fieldMap["/x"]']);
      expect(error.details[0].message, JSON.stringify(target)).to.match(/notesLabel|notes/);
    }
    expect((await (await server.api(`/api/sources/${source.id}`)).json()).fieldMap).to.deep.equal({ '/kept': 'phone' });
    expect((await mapFields({ '/x': { notesLabel: 'x'.repeat(100) } })).fieldMap['/x'].notesLabel).to.have.length(100);
  });

  it('keeps prototype-named keys as plain data, in pointers and inside the object forms', async () => {
    const send = (text: string) =>
      server.api(`/api/sources/${source.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: text,
      });
    const accepted = await send(
      '{"fieldMap": {"/__proto__": {"notesLabel": "Proto"}, "/constructor": {"notes": false}}}',
    );
    expect(accepted.status).to.equal(200);
    const { fieldMap } = await accepted.json();
    expect(Object.keys(fieldMap)).to.deep.equal(['/__proto__', '/constructor']);
    expect(fieldMap['/__proto__']).to.deep.equal({ notesLabel: 'Proto' });
    const refused = await send(
      '{"fieldMap": {"/a": {"__proto__": {"notes": false}}, "/b": {"notes": false, "__proto__": null}}}',
    );
    expect(refused.status).to.equal(422);
    const { error } = await refused.json();
    expect(error.details.map((d: { field: string }) => d.field)).to.deep.equal(['fieldMap["/a"]', 'fieldMap["/b"]']);
    const lead = await leadOf({ phone: uniquePhone(), constructor: 'kept', ['__proto__' as string]: 'x' });
    expect(lead.fields).to.include({ constructor: 'kept' });
  });

  it('reads a Gravity Forms "All Fields" entry (keys with dots): unmapped only its email, by its shape; mapped, the whole person', async () => {
    const entry = fixtureJson('gravity-forms-all-fields.json');
    entry['3'] = `${unique('gf')}@example.com`;
    const unmapped = await leadOf(entry);
    expect(unmapped).to.include({ name: null, phone: null, email: entry['3'] });
    await mapFields({ '/1.3': 'firstName', '/1.6': 'lastName', '/3': 'email', '/4': 'phone' });
    entry['4'] = `(650) 555-${String(Date.now()).slice(-4)}`;
    const lead = await leadOf(entry);
    expect(lead).to.include({ name: 'Jane Doe', email: entry['3'], phone: `+1650555${String(entry['4']).slice(-4)}` });
    // A key that says nothing (`5`) stays out of the brief unless the map labels it; its words stay in fields.
    expect(lead.notes).to.contain('source_url: https://www.example.com/contact-us/');
    expect(lead.notes).not.to.match(/^5:/m);
    expect(lead.fields).to.include({ '5': 'Interested in the spring offer' });
    expect(lead.notes).not.to.match(/^1\.3:|^3:|^4:/m);
    expect(lead.fields).not.to.have.any.keys('1.3', '1.6', '3', '4');
    expect(lead.fields).to.include({ '1.2': '', form_id: '3' });
  });

  it('reads keys with slashes and tildes through ~1 and ~0, and nested keys of a form body', async () => {
    await mapFields({ '/Tel~1Fax': 'phone', '/m~0n': 'name', '/fields/email/value': 'email' });
    const phone = uniquePhone();
    const email = `${unique('nested')}@example.com`;
    const text = new URLSearchParams([
      ['Tel/Fax', phone],
      ['m~n', 'Tilde Person'],
      ['fields[email][value]', email],
      ['fields[email][label]', 'E-mail'],
    ]);
    const lead = await leadOf(text.toString(), FORM);
    expect(lead).to.include({ phone, name: 'Tilde Person', email });
    expect(lead.fields).to.deep.equal({ fields: { email: { label: 'E-mail' } } });
  });

  it('wins over every built-in reading: exact keys, aliases, first and last names, sender formats', async () => {
    await mapFields({ '/Ihr Name': 'name', '/Contact #': 'phone', '/answers/1/text': 'email' });
    const [mappedPhone, builtInPhone] = [uniquePhone(), uniquePhone()];
    const email = `${unique('mapped')}@example.com`;
    const lead = await leadOf({
      name: 'Not This Name',
      first_name: 'Not',
      phone: builtInPhone,
      'Ihr Name': 'Erika Mustermann',
      'Contact #': mappedPhone,
      email: 'not-this@example.com',
      answers: [{ text: 'first' }, { text: email }],
    });
    expect(lead).to.include({ name: 'Erika Mustermann', phone: mappedPhone, email });
    // The built-in keys the map overrode are kept as notes, as any unmapped key is.
    expect(lead.fields).to.deep.equal({
      name: 'Not This Name',
      first_name: 'Not',
      phone: builtInPhone,
      email: 'not-this@example.com',
      answers: [{ text: 'first' }, {}],
    });
    expect(lead.notes).to.contain(`phone: ${builtInPhone}`).and.contain('name: Not This Name');

    // A Google Ads body: the mapped column wins over Google's own FULL_NAME.
    await mapFields({ '/user_column_data/1/string_value': 'name' });
    const google = await leadOf({
      user_column_data: [
        { column_id: 'FULL_NAME', string_value: 'Google Name' },
        { column_name: 'Nickname', string_value: 'Mapped Nick' },
        { column_id: 'PHONE_NUMBER', string_value: uniquePhone() },
      ],
    });
    expect(google.name).to.equal('Mapped Nick');
  });

  it('falls back to built-in readings for a mapped key that is absent or empty, and takes the first present pointer', async () => {
    await mapFields({ '/primary': 'phone', '/secondary': 'phone', '/nick': 'name' });
    const [primary, secondary, builtIn] = [uniquePhone(), uniquePhone(), uniquePhone()];
    expect(await leadOf({ primary: '', secondary, phone: builtIn, nick: null, name: 'Built In' })).to.include({
      phone: secondary,
      name: 'Built In',
    });
    const both = await leadOf({ primary, secondary: uniquePhone() });
    expect(both.phone).to.equal(primary);
    expect(Object.keys(both.fields), 'the second pointer of a filled field stays a note').to.deep.equal(['secondary']);
    expect(await leadOf({ phone: builtIn })).to.include({ phone: builtIn });
  });

  it('joins a mapped list as checkboxes are joined, and refuses a mapped object with 422 naming the pointer', async () => {
    await mapFields({ '/tel': 'phone', '/who': 'name' });
    const phone = uniquePhone();
    expect(await leadOf({ tel: [phone], who: ['Ann', 'Lee'] })).to.include({ phone, name: 'Ann, Lee' });
    const refused = await server.post(source.webhookUrl, { tel: { number: phone } });
    expect(refused.status).to.equal(422);
    expect((await refused.json()).error.details).to.deep.equal([
      { field: '/tel', message: '/tel must be text or a number, not an object' },
    ]);
  });

  it('maps each element of a batch by pointers relative to the element', async () => {
    await mapFields({ '/Mobil': 'phone' });
    const phones = [uniquePhone(), uniquePhone()];
    const response = await server.post(
      source.webhookUrl,
      phones.map((Mobil) => ({ Mobil })),
    );
    const { results } = await response.json();
    expect(results.map((r: { lead: { phone: string } }) => r.lead.phone)).to.deep.equal(phones);
  });

  it('is not shown to the agent token', async () => {
    const agentServer = await startTestServer({ AGENT_TOKEN: 'agent-token-for-field-map-0123' });
    try {
      const made = await agentServer.createSource();
      const seen = await (
        await fetch(`${agentServer.url}/api/sources/${made.id}`, {
          headers: { Authorization: `Bearer ${agentServer.agentToken}` },
        })
      ).json();
      expect(seen).not.to.have.property('fieldMap');
    } finally {
      await agentServer.stop();
    }
  });
});
