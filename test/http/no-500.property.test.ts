import { expect } from 'chai';
import fc from 'fast-check';
import { startTestServer, type SourceView, type TestServer } from '../helpers/test-server.ts';

// Whatever arrives, the answer is a 2xx or a 4xx with the contract's error body: never a 5xx.
describe('Property: no request body gets a 500', () => {
  let server: TestServer;
  let source: SourceView;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0', BODY_LIMIT_BYTES: '4096' });
    source = await server.createSource({ defaultCountry: 'US' });
  });
  after(() => server.stop());

  const coreValue = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 3 }),
    fc.stringMatching(/^\+?[0-9 ()\-.]{0,20}$/), fc.emailAddress());
  const leadLike = fc.dictionary(
    fc.oneof(fc.constantFrom('name', 'phone', 'email', 'notes', '__proto__', 'constructor', 'id', 'toString'), fc.string()),
    coreValue,
  );
  const contentTypes = fc.constantFrom(undefined, 'application/json', 'text/plain', 'application/x-www-form-urlencoded',
    'application/ld+json', 'application/json; charset=latin1', 'text/html', ';;', 'application/x-www-form-urlencoded; charset=utf-8');
  const bodies = fc.oneof(
    leadLike.map((value) => new TextEncoder().encode(JSON.stringify(value))),
    fc.jsonValue({ maxDepth: 6 }).map((value) => new TextEncoder().encode(JSON.stringify(value))),
    fc.string({ unit: 'binary' }).map((text) => new TextEncoder().encode(text)),
    fc.uint8Array({ maxLength: 300 }),
    fc.integer({ min: 1, max: 5000 }).map((depth) => new TextEncoder().encode(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)),
  );

  it('answers every generated body with 200 or a 4xx error body', async () => {
    await fc.assert(
      fc.asyncProperty(bodies, contentTypes, async (body, type) => {
        const response = await server.post(source.webhookUrl, body, type ? { 'Content-Type': type } : {});
        const answer = await response.json();
        expect(response.status, JSON.stringify(answer)).to.be.lessThan(500);
        if (response.status === 200) expect(answer.status).to.be.oneOf(['created', 'duplicate']);
        else expect(answer.error.code).to.be.a('string');
      }),
      { numRuns: 300 },
    );
  });
});
