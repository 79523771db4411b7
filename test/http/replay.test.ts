import { expect } from 'chai';
import { fixtureJson } from '../helpers/sender-fixtures.ts';
import { startTestServer, unique, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

interface Delivery {
  id: string;
  status: number;
  outcome: string;
  requestId?: string;
  contentType?: string;
  body?: string;
  leadId?: string;
  becameLeadId?: string;
  error?: { code: string };
}

// docs/api.md §3-4: deliveries carry id, requestId and contentType; an admin can list a delivery's
// keys and send it again (POST /api/sources/:id/deliveries/:deliveryId/replay).
describe('Delivery ids and replay', () => {
  let server: TestServer;
  let source: SourceView;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0', AGENT_TOKEN: 'agent-token-for-replay-0123' });
  });
  after(() => server.stop());
  beforeEach(async () => {
    source = await server.createSource({ defaultCountry: 'US' });
  });

  const deliveries = async (id = source.id): Promise<Delivery[]> =>
    (await (await server.api(`/api/sources/${id}/deliveries`)).json()).deliveries;
  const replay = (deliveryId: string, sourceId = source.id, headers: Record<string, string> = {}) =>
    server.api(`/api/sources/${sourceId}/deliveries/${deliveryId}/replay`, { method: 'POST', headers });
  // A US number as written at home ("4155550123"): only a field map says it is a phone.
  // A US number's ten digits under a key nothing reads (`Feld_sieben`): refused until the field map names it. (Under a
  // numbered key, `Feld_7`, digits the country reads as a valid number are the phone since session 50: unlabelled.ts.)
  const national = (e164: string) => e164.slice(2);
  const mapFields = (fieldMap: Record<string, string>) =>
    server.api(`/api/sources/${source.id}`, { method: 'PATCH', json: { fieldMap } });

  it('gives every delivery a time-ordered id, the request id and the content type', async () => {
    await server.post(
      source.webhookUrl,
      { phone: uniquePhone() },
      { 'Content-Type': 'application/json', 'X-Request-Id': 'sender-req-1' },
    );
    await server.post(source.webhookUrl, 'no=contact', {
      'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8',
      'X-Request-Id': 'sender-req-2',
    });
    await server.post(source.webhookUrl, '{}', { 'Content-Type': 'image/png', 'X-Request-Id': 'sender-req-3' });
    const log = await deliveries();
    expect(log.map((d) => [d.status, d.requestId, d.contentType])).to.deep.equal([
      [415, 'sender-req-3', 'image/png'],
      [422, 'sender-req-2', 'application/x-www-form-urlencoded; charset=utf-8'],
      [200, 'sender-req-1', 'application/json'],
    ]);
    for (const d of log) expect(d.id).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
    expect(log.map((d) => d.id)).to.deep.equal([...log.map((d) => d.id)].sort().reverse());
  });

  it('sends a refused delivery again after a mapping: created, then duplicate, each replay logged as a delivery', async () => {
    // No email, and its phone under a number written nationally: nothing says what "4" is (an
    // email, or a phone written with its "+", would be read by its shape, docs/api.md §2.4).
    const phone = uniquePhone();
    const entry = { ...fixtureJson('gravity-forms-all-fields.json'), 3: '', 4: national(phone) };
    expect((await server.post(source.webhookUrl, entry)).status).to.equal(422);
    const [refused] = await deliveries();
    expect(refused).to.include({ status: 422, outcome: 'rejected', contentType: 'application/json' });

    expect(
      (await mapFields({ '/1.3': 'firstName', '/1.6': 'lastName', '/3': 'email', '/4': 'phone' })).status,
    ).to.equal(200);
    const first = await replay(refused.id, source.id, { 'X-Request-Id': 'admin-replay-1' });
    expect(first.status).to.equal(200);
    const created = await first.json();
    expect(created.status).to.equal('created');
    expect(created.lead).to.include({ name: 'Jane Doe', email: null, phone, sourceId: source.id });

    const again = await replay(refused.id);
    expect(again.status).to.equal(200);
    expect(await again.json()).to.deep.equal({
      status: 'duplicate',
      matchedOn: 'phone',
      becameLeadId: created.lead.id,
    });

    const log = await deliveries();
    expect(log.map((d) => d.outcome)).to.deep.equal(['duplicate', 'created', 'rejected']);
    expect(log[1]).to.include({
      leadId: created.lead.id,
      requestId: 'admin-replay-1',
      contentType: 'application/json',
      body: refused.body,
    });
    expect(log[2].id).to.equal(refused.id);
    expect((await (await server.api(`/api/sources/${source.id}`)).json()).leadCount).to.equal(1);
  });

  it('stores on a refused delivery the lead its Send again became, created or duplicate, and keeps the first', async () => {
    // Issue 36 item 9: the link is stored (a reload shows it) and a duplicate's replay names its lead too.
    const phone = uniquePhone();
    const entry = { ...fixtureJson('gravity-forms-all-fields.json'), 3: '', 4: national(phone) };
    expect((await server.post(source.webhookUrl, entry)).status).to.equal(422);
    expect((await server.post(source.webhookUrl, { ...entry, 5: 'sent twice' })).status).to.equal(422);
    const [second, first] = await deliveries();
    expect(await mapFields({ '/1.3': 'firstName', '/1.6': 'lastName', '/4': 'phone' })).to.have.property('status', 200);

    const created = await (await replay(first.id)).json();
    expect(created).to.include({ status: 'created', becameLeadId: created.lead.id });
    const duplicate = await (await replay(second.id)).json();
    expect(duplicate).to.deep.equal({ status: 'duplicate', matchedOn: 'phone', becameLeadId: created.lead.id });
    expect(await (await replay(first.id)).json()).to.deep.include({
      status: 'duplicate',
      becameLeadId: created.lead.id,
    });

    const log = await deliveries();
    const byId = new Map(log.map((d) => [d.id, d]));
    expect(byId.get(first.id)).to.include({ outcome: 'rejected', becameLeadId: created.lead.id });
    expect(byId.get(second.id)).to.include({ outcome: 'rejected', becameLeadId: created.lead.id });
    expect(log.filter((d) => d.becameLeadId).map((d) => d.id)).to.have.members([first.id, second.id]);
  });

  it('links no lead when the replay is refused again', async () => {
    await server.post(source.webhookUrl, { Feld_sieben: national(uniquePhone()) });
    const [refused] = await deliveries();
    const answer = await (await replay(refused.id)).json();
    expect(answer).not.to.have.property('becameLeadId');
    expect((await deliveries()).find((d) => d.id === refused.id)).not.to.have.property('becameLeadId');
  });

  it('answers what the webhook would answer now, a refusal included, and logs that refusal', async () => {
    await server.post(source.webhookUrl, { Feld_sieben: national(uniquePhone()) });
    const [refused] = await deliveries();
    const response = await replay(refused.id);
    expect(response.status).to.equal(422);
    expect((await response.json()).error.code).to.equal('validation_failed');
    expect((await deliveries()).map((d) => d.status)).to.deep.equal([422, 422]);
  });

  it('reads a form and a multipart body again with their kept content types, and replays one element of a batch alone', async () => {
    const [formPhone, multipartPhone, batchPhone] = [uniquePhone(), uniquePhone(), uniquePhone()];
    const form = new FormData();
    form.append('Feld_sieben', national(multipartPhone));
    form.append('cv', new Blob(['%PDF-1.4 binary']), 'cv.pdf');
    await server.post(source.webhookUrl, `Feld_sieben=${national(formPhone)}`, {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    await fetch(source.webhookUrl.replace(server.publicBaseUrl, server.url), { method: 'POST', body: form });
    await server.post(source.webhookUrl, [{ phone: uniquePhone() }, { Feld_sieben: national(batchPhone) }]);
    const log = await deliveries();
    expect(log.map((d) => [d.status, d.outcome])).to.deep.equal([
      [422, 'rejected'],
      [200, 'created'],
      [422, 'rejected'],
      [422, 'rejected'],
    ]);
    expect(log[0].body).to.equal(JSON.stringify({ Feld_sieben: national(batchPhone) }));

    await mapFields({ '/Feld_sieben': 'phone' });
    const answers = await Promise.all([log[0], log[2], log[3]].map(async (d) => (await replay(d.id)).json()));
    expect(answers.map((a) => a.lead?.phone)).to.deep.equal([batchPhone, multipartPhone, formPhone]);
    expect(answers[1].lead.notes).to.contain('files not kept: cv');
  });

  it('keeps application/json as the content type of a body kept as parsed JSON, so it is read again as JSON', async () => {
    // A folded part header: busboy reads the secret's name, the text masking does not (docs/api.md §3).
    const phone = uniquePhone();
    const raw =
      '--b\r\nContent-Disposition: form-data;\r\n name="google_key"\r\n\r\ns3cret\r\n' +
      `--b\r\nContent-Disposition: form-data; name="Feld_sieben"\r\n\r\n${national(phone)}\r\n--b--\r\n`;
    expect(
      (await server.post(source.webhookUrl, raw, { 'Content-Type': 'multipart/form-data; boundary=b' })).status,
    ).to.equal(422);
    const [refused] = await deliveries();
    expect(refused).to.include({
      contentType: 'application/json',
      body: JSON.stringify({ google_key: '***', Feld_sieben: national(phone) }),
    });
    await mapFields({ '/Feld_sieben': 'phone' });
    const answer = await (await replay(refused.id)).json();
    expect(answer.lead).to.include({ phone });
  });

  it('answers 409 google_key_not_checked for a delivery refused for its Google key, unless told {"skipGoogleKey": true}', async () => {
    await server.api(`/api/sources/${source.id}`, { method: 'PATCH', json: { googleKey: 'the-google-key' } });
    const body = {
      google_key: 'wrong-key',
      user_column_data: [{ column_id: 'PHONE_NUMBER', string_value: uniquePhone() }],
    };
    expect((await server.post(source.webhookUrl, body)).status).to.equal(401);
    const [refused] = await deliveries();
    expect(refused.body).to.contain('"***"').and.not.contain('wrong-key');
    const replayWith = (json?: unknown) =>
      server.api(`/api/sources/${source.id}/deliveries/${refused.id}/replay`, { method: 'POST', json });
    for (const json of [undefined, {}, { skipGoogleKey: false }, { skipGoogleKey: 'true' }, { skipgooglekey: true }]) {
      const response = await replayWith(json);
      expect(response.status, JSON.stringify(json)).to.equal(409);
      const { error } = await response.json();
      expect(error.code).to.equal('google_key_not_checked');
      expect(error.message).to.contain('skipGoogleKey');
    }
    expect((await deliveries()).length, 'a refused replay is not logged').to.equal(1);
    for (const bad of ['[true]', '{"skipGoogleKey": true', 'null']) {
      const response = await server.api(`/api/sources/${source.id}/deliveries/${refused.id}/replay`, {
        method: 'POST',
        body: bad,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(response.status, bad).to.equal(400);
    }
    const response = await replayWith({ skipGoogleKey: true });
    expect(response.status).to.equal(200);
    expect((await response.json()).status).to.equal('created');
  });

  it('answers 409 body_not_kept for a delivery refused before its body was read (415, 413, 429, 410)', async () => {
    await server.post(source.webhookUrl, 'x', { 'Content-Type': 'image/png' });
    const [unsupported] = await deliveries();
    const response = await replay(unsupported.id);
    expect(response.status).to.equal(409);
    const { error } = await response.json();
    expect(error.code).to.equal('body_not_kept');
    expect(error.message).to.contain('415');
    expect((await deliveries()).length, 'a replay that sends nothing is not logged').to.equal(1);
    const fields = await (await server.api(`/api/sources/${source.id}/deliveries/${unsupported.id}/fields`)).json();
    expect(fields).to.deep.equal({ fields: [] });
  });

  it("answers 404 for an unknown delivery, another source's delivery, or an unknown or deleted source", async () => {
    await server.post(source.webhookUrl, { nothing: 'here' });
    const [mine] = await deliveries();
    const other = await server.createSource();
    const deleted = await server.createSource();
    await server.api(`/api/sources/${deleted.id}`, { method: 'DELETE' });
    for (const [sourceId, deliveryId] of [
      [source.id, unique('nope')],
      [other.id, mine.id],
      [unique('nope'), mine.id],
      [deleted.id, mine.id],
    ]) {
      for (const path of ['replay', 'fields']) {
        const response = await server.api(`/api/sources/${sourceId}/deliveries/${deliveryId}/${path}`, {
          method: path === 'replay' ? 'POST' : 'GET',
        });
        expect(response.status, `${path} ${sourceId} ${deliveryId}`).to.equal(404);
        expect((await response.json()).error.code).to.equal('not_found');
      }
    }
  });

  it('is refused with 403 for the agent token, and 401 without a token', async () => {
    await server.post(source.webhookUrl, { nothing: 'here' });
    const [refused] = await deliveries();
    for (const [method, path] of [
      ['POST', 'replay'],
      ['GET', 'fields'],
    ]) {
      const url = `${server.url}/api/sources/${source.id}/deliveries/${refused.id}/${path}`;
      const asAgent = await fetch(url, { method, headers: { Authorization: `Bearer ${server.agentToken}` } });
      expect(asAgent.status, path).to.equal(403);
      expect((await fetch(url, { method })).status, path).to.equal(401);
    }
    expect((await deliveries()).length).to.equal(1);
  });

  it("lists a delivery's keys as JSON Pointers with their values, as intake reads the body", async () => {
    const text = new URLSearchParams([
      ['1.3', 'Jane'],
      ['a/b', 'slash'],
      ['m~n', 'tilde'],
      ['fields[email][value]', 'x@example.com'],
      ['tags', 'a'],
      ['tags', 'b'],
    ]);
    await server.post(source.webhookUrl, text.toString(), { 'Content-Type': 'application/x-www-form-urlencoded' });
    await server.post(source.webhookUrl, [{ Nr: '1' }, { Nr: '2', Extra: true }]);
    const [batchElement, , form] = await deliveries();
    const fieldsOf = async (d: Delivery) =>
      (await (await server.api(`/api/sources/${source.id}/deliveries/${d.id}/fields`)).json()).fields;
    // Each with the role intake gave it (issue 35; the picked email has none); a list's elements share the list's.
    expect(await fieldsOf(form)).to.deep.equal([
      { pointer: '/1.3', value: 'Jane', role: 'system' },
      { pointer: '/a~1b', value: 'slash', role: 'system' },
      { pointer: '/m~0n', value: 'tilde', role: 'system' },
      { pointer: '/fields/email/value', value: 'x@example.com' },
      { pointer: '/tags/0', value: 'a', role: 'system' },
      { pointer: '/tags/1', value: 'b', role: 'system' },
    ]);
    expect(await fieldsOf(batchElement)).to.deep.equal([
      { pointer: '/Nr', value: '2' },
      { pointer: '/Extra', value: true },
    ]);
  });
});
