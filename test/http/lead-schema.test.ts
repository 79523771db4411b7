import { expect } from 'chai';
import { checkLead } from '../../service/lead/schema/lead-schema.ts';
import { serverWithSource, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

interface Detail {
  field: string;
  message: string;
}

/**
 * Every lead on its way to the store passes the one Joi schema (service/lead/schema/lead-schema.ts),
 * whichever path it takes: a webhook's single lead, each element of a batch, a kept body sent
 * again. The answers name what the schema found, sorted by docs/api.md §2.1: beside a usable phone
 * or email a warning, without one the 422.
 */
describe('Lead schema: every path into the store', () => {
  let server: TestServer;
  let source: SourceView;
  serverWithSource((started, created) => {
    server = started;
    source = created;
  });

  const longName = 'N'.repeat(201);
  const longNotes = 'n'.repeat(10_001);
  // What the schema says of this lead's name and notes: the same whatever the path.
  const schemaSays = () =>
    checkLead({ name: longName, notes: longNotes, test: false }, 'US').problems.map(({ field, message }) => ({
      field,
      message,
    }));
  const invalid = () => ({ name: longName, notes: longNotes, email: 'no address', phone: 'call me' });

  it('names the schema as the source of the name and notes refusals', () => {
    expect(schemaSays()).to.deep.equal([
      { field: 'name', message: 'name must be at most 200 characters' },
      { field: 'notes', message: 'notes must be at most 10000 characters' },
    ]);
    // A name part that is no text, null included, is refused as before (docs/api.md §2.1).
    expect(checkLead({ name: null, phone: '+14155550123', test: false }, null).problems).to.deep.equal([
      { field: 'name', message: 'name must be text' },
    ]);
  });

  it("a single lead: 422 with the reader's contact problems, then the schema's", async () => {
    const answer = await server.post(source.webhookUrl, invalid());
    expect(answer.status).to.equal(422);
    const { details } = ((await answer.json()) as { error: { details: Detail[] } }).error;
    expect(details.map((d) => d.field)).to.deep.equal(['email', 'phone', 'name', 'notes']);
    expect(details.slice(2)).to.deep.equal(schemaSays());
  });

  it("a batch element: rejected with the schema's details, beside a stored one whose name the schema refused as a warning", async () => {
    const answer = await server.post(source.webhookUrl, [invalid(), { name: 42, phone: uniquePhone() }]);
    expect(answer.status).to.equal(200);
    const { results } = (await answer.json()) as {
      results: Array<{ status: string; error?: { details: Detail[] }; warnings?: Detail[]; lead?: { name: unknown } }>;
    };
    expect(results[0].status).to.equal('rejected');
    expect(results[0].error!.details.slice(2)).to.deep.equal(schemaSays());
    expect(results[1].status).to.equal('created');
    expect(results[1].lead!.name).to.equal(null);
    expect(results[1].warnings).to.deep.equal(
      checkLead({ name: 42, phone: '+14155550123', test: false }, 'US').problems.map(({ field, message }) => ({
        field,
        message,
      })),
    );
  });

  it("a replayed body: the kept lead is checked again and refused with the schema's details", async () => {
    const sent = await server.post(source.webhookUrl, invalid(), {
      'Content-Type': 'application/json',
      'X-Request-Id': 'schema-replay-1',
    });
    expect(sent.status).to.equal(422);
    const { deliveries } = (await (await server.api(`/api/sources/${source.id}/deliveries`)).json()) as {
      deliveries: Array<{ id: string; requestId?: string }>;
    };
    const kept = deliveries.find((d) => d.requestId === 'schema-replay-1')!;
    const replayed = await server.api(`/api/sources/${source.id}/deliveries/${kept.id}/replay`, { method: 'POST' });
    expect(replayed.status).to.equal(422);
    const { details } = ((await replayed.json()) as { error: { details: Detail[] } }).error;
    expect(details.slice(2)).to.deep.equal(schemaSays());
  });
});
