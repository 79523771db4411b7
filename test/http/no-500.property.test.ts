import { expect } from 'chai';
import fc from 'fast-check';
import { startTestServer, type SourceView, type TestServer } from '../helpers/test-server.ts';

const BOUNDARY = 'b0undary';
const multipart = (parts: Array<[string, string, boolean]>) =>
  `${parts.map(([name, value, file]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="f.bin"' : ''}\r\n\r\n${value}\r\n`).join('')}--${BOUNDARY}--\r\n`;

// Whatever arrives, the answer is a 2xx or a 4xx with the contract's error body: never a 5xx.
describe('Property: no request body gets a 500', () => {
  let server: TestServer;
  let source: SourceView;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0', BODY_LIMIT_BYTES: '4096' });
    source = await server.createSource({ defaultCountry: 'US' });
  });
  after(() => server.stop());

  const coreValue = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.jsonValue({ maxDepth: 3 }),
    fc.stringMatching(/^\+?[0-9 ()\-.]{0,20}$/),
    fc.emailAddress(),
  );
  const leadLike = fc.dictionary(
    fc.oneof(
      fc.constantFrom('name', 'phone', 'email', 'notes', '__proto__', 'constructor', 'id', 'toString'),
      fc.string(),
    ),
    coreValue,
  );
  const protoName = fc.constantFrom(
    'constructor',
    'toString',
    '__proto__',
    'hasOwnProperty',
    'valueOf',
    'isPrototypeOf',
    'propertyIsEnumerable',
  );
  const contentTypes = fc.constantFrom(
    undefined,
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/ld+json',
    'application/json; charset=latin1',
    'text/html',
    ';;',
    'application/x-www-form-urlencoded; charset=utf-8',
    `multipart/form-data; boundary=${BOUNDARY}`,
    'multipart/form-data; boundary=other',
  );
  const encode = (text: string) => new TextEncoder().encode(text);
  const deepArray = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
  // Where a sender format expects text: values that are lists, deep lists, or objects with their own toString.
  const notText = fc.oneof(
    fc.integer({ min: 1, max: 1300 }).map(deepArray),
    fc.constantFrom('{"toString":1}', '{"toString":{"a":1}}', '[{"toString":1}]', '[]', '{}'),
  );
  const formKey = fc.oneof(
    fc.constantFrom(
      'a',
      'email',
      'phone',
      'x[]',
      'a[b]',
      'a[b][]',
      '__proto__',
      'a[__proto__]',
      'toString',
      'google%5Fkey',
    ),
    fc.string({ maxLength: 8 }).map(encodeURIComponent),
  );
  const bodies = fc.oneof(
    leadLike.map((value) => encode(JSON.stringify(value))),
    fc.array(leadLike, { minLength: 0, maxLength: 4 }).map((batch) => encode(JSON.stringify(batch))),
    fc.jsonValue({ maxDepth: 6 }).map((value) => encode(JSON.stringify(value))),
    fc.string({ unit: 'binary' }).map(encode),
    fc.uint8Array({ maxLength: 300 }),
    fc.integer({ min: 1, max: 5000 }).map((depth) => encode(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)),
    // Forms with a key repeated any number of times (issue 12 item 2), mixed with other keys.
    fc
      .tuple(
        formKey,
        fc.integer({ min: 1, max: 1500 }),
        fc.array(fc.tuple(formKey, fc.string({ maxLength: 10 })), { maxLength: 5 }),
      )
      .map(([key, times, others]) =>
        encode(
          [
            `email=a%40b.co`,
            ...Array(times).fill(key),
            ...others.map(([k, v]) => `${k}=${encodeURIComponent(v)}`),
          ].join('&'),
        ),
      ),
    // Sender formats holding something other than text where they expect it (issue 12 item 5).
    notText.map((value) =>
      encode(
        `{"field_data": [{"name": "full_name", "values": ${value}}, {"name": "phone_number", "values": ["+14155550199"]}]}`,
      ),
    ),
    notText.map((value) => encode(`{"field_data": [{"name": ${value}, "values": ["x"]}], "email": "a@b.co"}`)),
    notText.map((value) =>
      encode(
        `{"user_column_data": [{"column_name": ${value}, "string_value": "x"}, {"column_id": "EMAIL", "string_value": ${value}}]}`,
      ),
    ),
    notText.map((value) => encode(`{"phone": ${value}, "name": ${value}, "email": "a@b.co"}`)),
    fc
      .array(fc.tuple(formKey, fc.string({ maxLength: 20 }), fc.boolean()), { maxLength: 6 })
      .map((parts) => encode(multipart(parts))),
    // Keys and types named like Object.prototype members wherever a body's key indexes a table (issue 23 item 6).
    fc
      .tuple(protoName, protoName, fc.boolean())
      .map(([type, label, contact]) =>
        encode(
          `{"eventType":"FORM_RESPONSE","data":{"fields":[{"label":"${label}","type":"${type}","value":"v","options":[{"id":"${label}","text":"t"}]}${contact ? ',{"label":"Email","type":"INPUT_EMAIL","value":"a@b.co"}' : ''}]}}`,
        ),
      ),
    fc
      .tuple(protoName, fc.boolean())
      .map(([name, contact]) =>
        encode(
          `{"properties":{"${name}":{"value":"x","versions":[]}${contact ? ',"phone":{"value":"+14155550199"}' : ''}}}`,
        ),
      ),
    fc
      .tuple(protoName, protoName)
      .map(([type, key]) =>
        encode(
          `form[name]=F&fields[${key}][type]=${type}&fields[${key}][value]=x&fields[e][type]=email&fields[e][value]=a%40b.co`,
        ),
      ),
    fc
      .tuple(protoName, protoName)
      .map(([a, b]) =>
        encode(
          `{"${a}":{"${b}":{"type":"${a}","${a}":"v"},"first":"${b}","last":{"${a}":1}},"answers":[{"type":"${b}","field":{"id":"${a}"}}],"email":"a@b.co"}`,
        ),
      ),
    fc
      .tuple(protoName, protoName)
      .map(([a, b]) =>
        encode(`{"rawRequest":${JSON.stringify(`{"${a}":{"${b}":"x"},"q1_${a}":{"first":"${b}"},"email":"a@b.co"}`)}}`),
      ),
  );

  it('answers every generated body with 200 or a 4xx error body', async () => {
    await fc.assert(
      fc.asyncProperty(bodies, contentTypes, async (body, type) => {
        const response = await server.post(source.webhookUrl, body, type ? { 'Content-Type': type } : {});
        const answer = await response.json();
        expect(response.status, JSON.stringify(answer)).to.be.lessThan(500);
        if (response.status === 200)
          expect(answer.status ?? (answer.results && 'batch')).to.be.oneOf(['created', 'duplicate', 'batch']);
        else expect(answer.error.code).to.be.a('string');
      }),
      { numRuns: 300 },
    );
  });
});
