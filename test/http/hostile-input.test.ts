import { expect } from 'chai';
import { request } from 'node:http';
import fc from 'fast-check';
import { startTestServer, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

describe('Hostile input: a clear 4xx, the process stays up, memory stays bounded', function () {
  this.timeout(60_000);
  let server: TestServer;
  let source: SourceView;
  before(async () => {
    server = await startTestServer({
      WEBHOOK_RATE_LIMIT: '0',
      WEBHOOK_BYTES_PER_SECOND: '0',
      BODY_LIMIT_BYTES: '1048576',
    });
    source = await server.createSource({ defaultCountry: 'US' });
  });
  after(() => server.stop());

  const codeOf = async (response: Response) => (await response.json()).error?.code;
  const deep = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
  const bodies: Array<[string, string | Uint8Array, number, string]> = [
    ['JSON nested 100,000 deep (an array)', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 400, 'invalid_body'],
    [
      'a field nested 50,000 deep',
      `{"phone": "+14155550100", "x": ${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}`,
      422,
      'validation_failed',
    ],
    [
      '10,000 keys',
      JSON.stringify(
        Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]).concat([['phone', '+14155550101']])),
      ),
      422,
      'validation_failed',
    ],
    // Issue 24: a usable phone keeps the lead; the name is refused with a warning (hostile-input checks it below).
    ['a 200,000-character name', JSON.stringify({ phone: '+14155550102', name: 'n'.repeat(200_000) }), 200, ''],
    [
      'invalid UTF-8',
      new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
      400,
      'invalid_json',
    ],
    ['duplicate keys', '{"phone": "+14155550103", "phone": "+442079460000"}', 400, 'invalid_json'],
    ['a number where text belongs', '{"phone": "+14155550104", "email": 42, "name": {"first": "x"}}', 200, ''],
    // Issue 12 item 5: deep values where a sender format reads text are refused by the whole-body depth check first.
    [
      'Meta field_data values 30,000 deep',
      `{"field_data": [{"name": "full_name", "values": ${deep(30_000)}}]}`,
      422,
      'validation_failed',
    ],
    [
      'a Google column_name 30,000 deep',
      `{"user_column_data": [{"column_name": ${deep(30_000)}, "string_value": "x"}]}`,
      422,
      'validation_failed',
    ],
    ['a form key 40 brackets deep', `phone=%2B14155550107&a${'[b]'.repeat(40)}=1`, 422, 'validation_failed'],
    ['a batch of 30,000-deep arrays', `[{"phone": "+14155550108", "x": ${deep(30_000)}}]`, 422, 'validation_failed'],
    // Issue 23 item 6: keys from a body that indexed plain-object tables got a 500.
    [
      'a Tally field typed "constructor"',
      '{"eventType":"FORM_RESPONSE","data":{"fields":[{"label":"x","type":"constructor","value":"v"}]}}',
      422,
      'validation_failed',
    ],
    [
      'a HubSpot property named "constructor"',
      '{"properties":{"constructor":{"value":"x","versions":[]}}}',
      422,
      'validation_failed',
    ],
    [
      'an Elementor field typed "toString"',
      'phone=%2B14155550109&fields[a][type]=toString&fields[a][value]=x',
      200,
      '',
    ],
    ['a lone surrogate escape', '{"phone": "+14155550105", "name": "\\ud800"}', 200, ''],
    ['null bytes', '{"phone": "+14155550106", "name": "a\\u0000b"}', 200, ''],
  ];
  for (const [what, body, status, code] of bodies) {
    it(`answers ${what} with ${status}${code ? ` ${code}` : ''}`, async () => {
      const form = typeof body === 'string' && body.startsWith('phone=');
      const response = await server.post(source.webhookUrl, body, {
        'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      });
      expect(response.status).to.equal(status);
      if (code) expect(await codeOf(response)).to.equal(code);
      else expect((await response.json()).status).to.equal('created');
    });
  }

  it('names the field nested too deep, checked on the whole body before any sender reads it', async () => {
    for (const [body, field] of [
      [`{"field_data": [{"name": "full_name", "values": ${deep(30_000)}}]}`, 'field_data'],
      [`{"user_column_data": [{"column_name": ${deep(30_000)}}], "google_key": "k"}`, 'user_column_data'],
    ]) {
      const { error } = await (await server.post(source.webhookUrl, body)).json();
      expect(error.details).to.deep.equal([{ field, message: `${field} is nested more than 32 levels deep` }]);
    }
  });

  it('accepts a BOM before the JSON', async () => {
    const response = await server.post(source.webhookUrl, `\uFEFF${JSON.stringify({ phone: uniquePhone() })}`);
    expect((await response.json()).status).to.equal('created');
  });

  it('keeps memory bounded over hostile bodies and stays up', async () => {
    const big = JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, 'v'.repeat(50)])));
    global.gc?.();
    const before = process.memoryUsage().rss;
    for (let i = 0; i < 40; i++) await server.post(source.webhookUrl, big);
    global.gc?.();
    const grown = process.memoryUsage().rss - before;
    expect(grown, `RSS grew ${Math.round(grown / 1e6)} MB`).to.be.lessThan(200e6);
    expect((await fetch(`${server.url}/healthz`)).status).to.equal(200);
  });

  // Whole requests: any method, path, headers, content type and body bytes, sent with node:http.
  it('never answers 5xx, whatever the request', async () => {
    const token = new URL(source.webhookUrl).pathname.split('/').pop()!;
    const path = fc.oneof(
      fc.constant(`/webhook/${token}`),
      fc.constant('/webhook/unknown-token-aaaaaaaaaaaaaaaa'),
      fc.constantFrom(
        '/api/sources',
        '/api/leads?limit=abc',
        '/api/leads?cursor=%ff',
        '/mcp',
        '/',
        '/healthz',
        '/%2e%2e/etc/passwd',
      ),
    );
    const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,40}$/);
    const request$ = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
      path,
      contentType: fc.option(
        fc.oneof(
          headerValue,
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'application/json; charset=utf-16',
          ),
        ),
      ),
      encoding: fc.option(fc.constantFrom('gzip', 'identity', 'br', 'x')),
      auth: fc.option(fc.oneof(headerValue, fc.constant(`Bearer ${server.adminToken}`))),
      body: fc.oneof(
        fc.uint8Array({ maxLength: 500 }),
        fc.jsonValue({ maxDepth: 4 }).map((v) => new TextEncoder().encode(JSON.stringify(v))),
      ),
    });
    await fc.assert(
      fc.asyncProperty(request$, async (r) => {
        const status = await new Promise<number>((resolve, reject) => {
          const headers: Record<string, string> = { 'Content-Length': String(r.body.length) };
          if (r.contentType !== null) headers['Content-Type'] = r.contentType;
          if (r.encoding !== null) headers['Content-Encoding'] = r.encoding;
          if (r.auth !== null) headers.Authorization = r.auth;
          const req = request(`${server.url}${r.path}`, { method: r.method, headers }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode!));
          });
          req.on('error', reject);
          req.end(r.body);
        });
        expect(status).to.be.lessThan(500);
      }),
      { numRuns: 300 },
    );
  });
});
