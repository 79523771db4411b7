import { expect } from 'chai';
import { once } from 'node:events';
import { connect } from 'node:net';
import { deliveriesOnceCounted } from '../helpers/delivery-log.ts';
import { startTestServer, unique, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

describe('POST /webhook/:token', () => {
  let server: TestServer;
  let source: SourceView;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0' });
  });
  after(() => server.stop());
  beforeEach(async () => {
    source = await server.createSource({ defaultCountry: 'US' });
  });

  const errorOf = async (response: Response) =>
    (
      (await response.json()) as {
        error: { code: string; message: string; details?: Array<{ field: string; message: string }> };
      }
    ).error;

  it('stores a new lead and answers 200 created with the Lead', async () => {
    const phone = uniquePhone();
    const response = await server.post(source.webhookUrl, {
      name: '  Jane Doe ',
      phone,
      email: ' jane@Example.com ',
      notes: 'Wants a demo',
    });
    expect(response.status).to.equal(200);
    const body = await response.json();
    expect(body.status).to.equal('created');
    expect(body.lead).to.include({
      sourceId: source.id,
      name: 'Jane Doe',
      phone,
      email: 'jane@Example.com',
      notes: 'Wants a demo',
    });
    expect(body.lead.fields).to.deep.equal({});
    expect(new Date(body.lead.createdAt).toISOString()).to.equal(body.lead.createdAt);
    const stored = await server.api(`/api/leads/${body.lead.id}`);
    expect(await stored.json()).to.deep.equal({ ...body.lead, submissions: [] });
  });

  it('answers a duplicate by phone with 200 and nothing about the existing lead', async () => {
    const phone = uniquePhone();
    await server.post(source.webhookUrl, { phone });
    const other = await server.createSource();
    const response = await server.post(other.webhookUrl, {
      phone: phone.replace('+1', '+1 (').replace(/(\d{3})(\d{4})$/, ') $1-$2'),
      name: 'Again',
    });
    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ status: 'duplicate', matchedOn: 'phone' });
  });

  it('answers a duplicate by email (lower-cased) for email-only leads', async () => {
    const email = `${unique('Dup')}@Example.com`;
    expect((await (await server.post(source.webhookUrl, { email })).json()).status).to.equal('created');
    expect(
      await (await server.post(source.webhookUrl, { email: email.toLowerCase(), phone: '' })).json(),
    ).to.deep.equal({ status: 'duplicate', matchedOn: 'email' });
  });

  it('stores exactly one of 25 concurrent identical submissions', async () => {
    const body = { name: 'Racer', phone: uniquePhone() };
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => server.post(source.webhookUrl, body).then((r) => r.json())),
    );
    expect(answers.filter((a) => a.status === 'created')).to.have.length(1);
    expect(answers.filter((a) => a.status === 'duplicate')).to.have.length(24);
    const leads = await (await server.api(`/api/leads?phone=${encodeURIComponent(body.phone)}`)).json();
    expect(leads.leads).to.have.length(1);
  });

  it('normalises national numbers with the source default country, and refuses them without one', async () => {
    const digits = uniquePhone().slice(2);
    const local = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    const created = await (await server.post(source.webhookUrl, { phone: local })).json();
    expect(created.lead.phone).to.equal(`+1${digits}`);

    const noCountry = await server.createSource();
    const response = await server.post(noCountry.webhookUrl, { phone: uniquePhone().slice(2) });
    expect(response.status).to.equal(422);
    expect((await errorOf(response)).details).to.deep.equal([
      {
        field: 'phone',
        message:
          'phone has no country code: start it with + and the country code (e.g. +14155550123), or set a default country on the lead source',
      },
    ]);
  });

  it('accepts a phone sent as a JSON number and a 00 prefix', async () => {
    const digits = uniquePhone().slice(1);
    const asNumber = await (await server.post(source.webhookUrl, { phone: Number(digits.slice(1)) })).json();
    expect(asNumber.lead.phone).to.equal(`+${digits}`);
    const international = await (
      await server.post(source.webhookUrl, { phone: `00 44 7700 ${String(Date.now()).slice(-6)}` })
    ).json();
    expect(international.lead.phone).to.match(/^\+447700\d{6}$/);
  });

  it('turns extra fields into notes, answers in body order before context, and keeps them in fields', async () => {
    const body = {
      notes: 'Prefers mornings',
      budget: 12000,
      utm: { source: 'facebook', tags: ['spring', 'sale'] },
      phone: uniquePhone(),
      consent: true,
      nothing: null,
    };
    const { lead } = await (await server.post(source.webhookUrl, body)).json();
    expect(lead.notes).to.equal(
      ['Prefers mornings', 'budget: 12000', 'utm tags: spring, sale', 'utm source: facebook', 'consent: true'].join(
        '\n',
      ),
    );
    expect(lead.fields).to.deep.equal({
      budget: 12000,
      utm: { source: 'facebook', tags: ['spring', 'sale'] },
      consent: true,
      nothing: null,
    });
  });

  it('keeps hostile keys as ordinary extra fields', async () => {
    const text = `{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"x": 1}}, "id": "evil", "sourceId": "evil", "createdAt": "1970", "phone": "${uniquePhone()}"}`;
    const response = await server.post(source.webhookUrl, text);
    const { lead } = await response.json();
    expect(lead.id).not.to.equal('evil');
    expect(lead.sourceId).to.equal(source.id);
    expect(lead.createdAt).not.to.equal('1970');
    expect(Object.keys(lead.fields)).to.deep.equal(['__proto__', 'constructor', 'id', 'sourceId', 'createdAt']);
    expect(lead.notes).to.contain('__proto__ polluted: yes').and.not.contain('id: evil');
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });

  it('treats "", whitespace and null core fields as absent', async () => {
    const email = `${unique('blank')}@example.com`;
    const { lead } = await (
      await server.post(source.webhookUrl, { name: '', phone: '   ', email, notes: null })
    ).json();
    expect(lead).to.include({ name: null, phone: null, email, notes: '' });
    const neither = await server.post(source.webhookUrl, { phone: '', email: null, name: 'Nobody' });
    expect(neither.status).to.equal(422);
    expect((await errorOf(neither)).details!.map((d) => d.field)).to.deep.equal(['phone', 'email']);
  });

  it('answers 422 validation_failed with one detail per problem when neither phone nor email can be used', async () => {
    const response = await server.post(source.webhookUrl, {
      name: 'x'.repeat(201),
      phone: '+1555',
      email: 'not-an-email',
      notes: 'n'.repeat(10_001),
    });
    expect(response.status).to.equal(422);
    const error = await errorOf(response);
    expect(error.code).to.equal('validation_failed');
    expect(error.details!.map((d) => d.field).sort()).to.deep.equal(['email', 'name', 'notes', 'phone']);
    for (const detail of error.details!) expect(detail.message).to.be.a('string').and.not.equal('');
  });

  it('answers 400 invalid_json and invalid_body', async () => {
    for (const text of ['{"phone": ', '', '\u00ff\u00fe']) {
      const response = await server.post(source.webhookUrl, text);
      expect(response.status, text).to.equal(400);
      expect((await errorOf(response)).code).to.equal('invalid_json');
    }
    const notUtf8 = await server.post(source.webhookUrl, new Uint8Array([0x7b, 0xff, 0x7d]));
    expect((await errorOf(notUtf8)).code).to.equal('invalid_json');
    for (const text of ['[]', '"lead"', '42', 'null', 'true']) {
      const response = await server.post(source.webhookUrl, text);
      expect(response.status, text).to.equal(400);
      expect((await errorOf(response)).code).to.equal('invalid_body');
    }
  });

  it('answers 404 webhook_not_found for an unknown token', async () => {
    const response = await server.post(`${server.url}/webhook/${unique('nope')}`, { phone: uniquePhone() });
    expect(response.status).to.equal(404);
    expect((await errorOf(response)).code).to.equal('webhook_not_found');
  });

  it('answers 410 webhook_revoked after regenerating or deleting, saying which and when', async () => {
    const regenerated = await (await server.api(`/api/sources/${source.id}/regenerate`, { method: 'POST' })).json();
    const old = await server.post(source.webhookUrl, { phone: uniquePhone() });
    expect(old.status).to.equal(410);
    const error = await errorOf(old);
    expect(error.code).to.equal('webhook_revoked');
    expect(error.message)
      .to.match(/regenerated/)
      .and.contain(regenerated.updatedAt);
    expect((await server.post(regenerated.webhookUrl, { phone: uniquePhone() })).status).to.equal(200);
    const deliveries = await deliveriesOnceCounted(server, source.id, 410, 1);
    expect(deliveries.map((d) => d.status)).to.deep.equal([410, 200]);

    await server.api(`/api/sources/${source.id}`, { method: 'DELETE' });
    const gone = await server.post(regenerated.webhookUrl, { phone: uniquePhone() });
    expect(gone.status).to.equal(410);
    expect((await errorOf(gone)).message)
      .to.match(/deleted/)
      .and.match(/\d{4}-\d\d-\d\dT/);
  });

  it('answers 413 payload_too_large for a body over the limit, declared or streamed', async () => {
    const big = JSON.stringify({ phone: uniquePhone(), notes: 'x'.repeat(70_000) });
    const declared = await server.post(source.webhookUrl, big);
    expect(declared.status).to.equal(413);
    expect((await errorOf(declared)).code).to.equal('payload_too_large');
    const streamed = await fetch(source.webhookUrl.replace(server.publicBaseUrl, server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).to.equal(413);
  });

  it('answers 415 for other content types and encodings', async () => {
    const body = JSON.stringify({ phone: uniquePhone() });
    for (const headers of <Array<Record<string, string>>>[
      { 'Content-Type': 'application/xml' },
      { 'Content-Type': 'multipart/mixed; boundary=x' },
      { 'Content-Type': 'multipart/form-data' },
      { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      { 'Content-Type': 'not a type' },
    ]) {
      const response = await server.post(source.webhookUrl, body, headers);
      expect(response.status, JSON.stringify(headers)).to.equal(415);
      expect((await errorOf(response)).code).to.equal('unsupported_media_type');
    }
  });

  it('parses JSON under application/json, +json, text/plain, no type, and JSON-looking forms', async () => {
    for (const type of [
      'application/json; charset=utf-8',
      'application/vnd.api+json',
      'text/plain',
      undefined,
      'application/x-www-form-urlencoded',
    ]) {
      const headers: Record<string, string> = type ? { 'Content-Type': type } : {};
      const bytes = new TextEncoder().encode(`  {"phone": "${uniquePhone()}"}`);
      const response = await server.post(source.webhookUrl, bytes, headers);
      expect(response.status, String(type)).to.equal(200);
      expect((await response.json()).status).to.equal('created');
    }
    const broken = await server.post(source.webhookUrl, '{"phone": ', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(broken.status).to.equal(400);
  });

  it('parses a real form, a repeated key becoming a list', async () => {
    const phone = uniquePhone();
    const form = new URLSearchParams([
      ['name', 'Form Lead'],
      ['phone', phone],
      ['interest', 'solar'],
      ['interest', 'battery'],
    ]);
    const response = await server.post(source.webhookUrl, form.toString(), {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    const { lead } = await response.json();
    expect(lead).to.include({ name: 'Form Lead', phone });
    expect(lead.fields).to.deep.equal({ interest: ['solar', 'battery'] });
  });

  it('answers the contract error order: 404/410, 429, 415, 413, 400, 422', async () => {
    const limited = await startTestServer({ WEBHOOK_RATE_LIMIT: '1' });
    try {
      const target = await limited.createSource();
      const url = target.webhookUrl;
      const huge = 'x'.repeat(70_000);
      const xml = { 'Content-Type': 'application/xml' };
      // 404 before all else
      expect((await limited.post(`${limited.url}/webhook/${unique('nope')}`, huge, xml)).status).to.equal(404);
      // 415 before 413, 413 before 400, 400 before 422
      expect((await limited.post(url, huge, xml)).status).to.equal(415);
      expect((await limited.post(url, `{${huge}`)).status).to.equal(413);
      expect((await limited.post(url, '{"name": "no phone"')).status).to.equal(400);
      expect((await limited.post(url, '{"name": "no phone"}')).status).to.equal(422);
      // the burst (4 x 1/s) is spent: 429 before 415, with Retry-After
      const throttled = await limited.post(url, huge, xml);
      expect(throttled.status).to.equal(429);
      expect(Number(throttled.headers.get('Retry-After'))).to.be.greaterThan(0);
      expect((await errorOf(throttled)).code).to.equal('rate_limited');
      const deliveries = await deliveriesOnceCounted(limited, target.id, 429, 1);
      expect(deliveries.map((d) => d.status)).to.deep.equal([429, 422, 400, 413, 415]);
      // 410 before 429
      await limited.api(`/api/sources/${target.id}`, { method: 'DELETE' });
      expect((await limited.post(url, '{}')).status).to.equal(410);
    } finally {
      await limited.stop();
    }
  });

  it('answers CORS preflights and allows any origin', async () => {
    const target = source.webhookUrl.replace(server.publicBaseUrl, server.url);
    const preflight = await fetch(target, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://landing.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).to.equal(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).to.equal('*');
    expect(preflight.headers.get('Access-Control-Allow-Methods')).to.contain('POST');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).to.contain('content-type');
    const posted = await server.post(
      source.webhookUrl,
      { phone: uniquePhone() },
      { 'Content-Type': 'application/json', Origin: 'https://landing.example' },
    );
    expect(posted.headers.get('Access-Control-Allow-Origin')).to.equal('*');
    expect(posted.headers.get('Access-Control-Expose-Headers')).to.equal('X-Request-Id');
  });

  it('checks a URL with GET and HEAD', async () => {
    const target = source.webhookUrl.replace(server.publicBaseUrl, server.url);
    const checked = await fetch(target);
    expect(checked.status).to.equal(200);
    expect(await checked.json()).to.deep.equal({ status: 'ok', source: { id: source.id, name: source.name } });
    expect((await fetch(target, { method: 'HEAD' })).status).to.equal(200);
    expect((await fetch(`${server.url}/webhook/${unique('nope')}`)).status).to.equal(404);
    await server.api(`/api/sources/${source.id}`, { method: 'DELETE' });
    const gone = await fetch(target);
    expect(gone.status).to.equal(410);
    expect((await errorOf(gone)).code).to.equal('webhook_revoked');
  });

  it('answers other methods with 405 and the methods it takes, and paths beyond the token with 404', async () => {
    const target = source.webhookUrl.replace(server.publicBaseUrl, server.url);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const refused = await fetch(target, { method, body: '{}' });
      expect(refused.status, method).to.equal(405);
      expect(refused.headers.get('Allow')).to.equal('POST, GET, HEAD, OPTIONS');
      expect((await errorOf(refused)).code).to.equal('method_not_allowed');
    }
    expect(
      (await fetch(`${target}/`, { method: 'POST', body: JSON.stringify({ phone: uniquePhone() }) })).status,
      'trailing slash',
    ).to.equal(200);
    for (const path of [`${target}/extra`, `${server.url}/webhook/`, `${server.url}/webhook`]) {
      const missing = await fetch(path, { method: 'POST', body: '{}' });
      expect(missing.status, path).to.equal(404);
      expect((await errorOf(missing)).code).to.equal('not_found');
    }
  });

  it('logs every delivery to a known source, newest first, with the body as received', async () => {
    const phone = uniquePhone();
    await server.post(source.webhookUrl, { phone });
    await server.post(source.webhookUrl, { phone });
    await server.post(source.webhookUrl, { name: 'no contact' });
    await server.post(source.webhookUrl, '{oops');
    const { deliveries } = await (await server.api(`/api/sources/${source.id}/deliveries`)).json();
    expect(deliveries.map((d: { outcome: string; status: number }) => `${d.outcome} ${d.status}`)).to.deep.equal([
      'rejected 400',
      'rejected 422',
      'duplicate 200',
      'created 200',
    ]);
    expect(deliveries[0]).to.deep.include({
      body: '{oops',
      error: { code: 'invalid_json', message: deliveries[0].error.message },
    });
    expect(deliveries[1].error.code).to.equal('validation_failed');
    expect(deliveries[3].leadId).to.be.a('string');
    expect(deliveries[3].body).to.equal(JSON.stringify({ phone }));
  });
});

describe('Webhook: a URL revoked while a body is still arriving', () => {
  for (const [what, revoke] of [
    [
      'regenerated',
      (server: TestServer, id: string) => server.api(`/api/sources/${id}/regenerate`, { method: 'POST' }),
    ],
    ['deleted', (server: TestServer, id: string) => server.api(`/api/sources/${id}`, { method: 'DELETE' })],
  ] as const) {
    it(`refuses the lead with 410 when its source was ${what} meanwhile`, async () => {
      const server = await startTestServer();
      try {
        const source = await server.createSource();
        const { hostname, port, pathname } = new URL(source.webhookUrl.replace(server.publicBaseUrl, server.url));
        const body = JSON.stringify({ phone: uniquePhone() });
        const answer = new Promise<string>((resolve) => {
          const socket = connect(Number(port), hostname);
          let text = '';
          socket.on('data', (chunk) => (text += chunk));
          socket.on('end', () => resolve(text));
          socket.on('close', () => resolve(text));
          socket.write(
            `POST ${pathname} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
          );
          setTimeout(async () => {
            await revoke(server, source.id);
            socket.write(body.slice(5));
          }, 200);
        });
        expect(await answer)
          .to.match(/^HTTP\/1\.1 410/)
          .and.contain('webhook_revoked');
        const { leads } = await (await server.api(`/api/leads?sourceId=${source.id}`)).json();
        expect(leads).to.deep.equal([]);
      } finally {
        await server.stop();
      }
    });
  }

  it('refuses with 410 a body that follows its head by under 50 ms, after a regenerate answered 200', async () => {
    const server = await startTestServer();
    try {
      const source = await server.createSource();
      const { hostname, port } = new URL(server.url);
      const regenerate = async () => {
        const answer = await server.api(`/api/sources/${source.id}/regenerate`, { method: 'POST' });
        expect(answer.status).to.equal(200);
        return new URL((await answer.json()).webhookUrl).pathname;
      };
      // The head must be read before the regenerate commits and the body arrive just after its 200:
      // the head is sent 25 ms before a regenerate is expected to answer (timed once here).
      let started = performance.now();
      let pathname = await regenerate();
      let regenerateMs = performance.now() - started;
      const gaps: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const body = JSON.stringify({ phone: uniquePhone() });
        const socket = connect(Number(port), hostname);
        let text = '';
        socket.on('data', (chunk) => (text += chunk));
        socket.on('error', () => {}); // the head alone may have had its 410 already
        const closed = new Promise((resolve) => socket.once('close', resolve));
        await once(socket, 'connect');
        started = performance.now();
        const regenerated = regenerate();
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, regenerateMs - 25)));
        socket.write(
          `POST ${pathname} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
        );
        const sentHead = performance.now();
        pathname = await regenerated;
        regenerateMs = performance.now() - started;
        socket.write(body);
        gaps.push(Math.round(performance.now() - sentHead));
        await closed;
        expect(text, `attempt ${attempt + 1}, body ${gaps.at(-1)} ms after its head`)
          .to.match(/^HTTP\/1\.1 410/)
          .and.contain('webhook_revoked');
      }
      const { leads } = await (await server.api(`/api/leads?sourceId=${source.id}`)).json();
      expect(leads, `bodies followed their heads by ${gaps.join(', ')} ms`).to.deep.equal([]);
    } finally {
      await server.stop();
    }
  });
});
