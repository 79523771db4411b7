import { expect } from 'chai';
import { serverWithSource, unique, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

type Delivery = { status: number; outcome: string; erased?: boolean; body?: string };

describe('Erasure finds the person in kept bodies however the sender encoded the email', () => {
  let server: TestServer;
  let source: SourceView;
  serverWithSource((started, created) => {
    server = started;
    source = created;
  });

  it('empties refused bodies that carry a plus address form-encoded (%2B, %40) or JSON-escaped (\\u0040)', async () => {
    const local = unique('jane+leads').replace(/-/g, '.');
    const email = `${local}@example.com`;
    const { lead } = await (
      await server.post(source.webhookUrl, { name: 'Plus Address', phone: uniquePhone(), email })
    ).json();
    // Refused (no phone and no email that can be read: the address is inside a sentence), each
    // keeping the email in its body as its sender wrote it.
    const form = await server.post(source.webhookUrl, `phone=12&message=${encodeURIComponent(`write to ${email}`)}`, {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    const escaped = await server.post(
      source.webhookUrl,
      `{"phone":"12","message":"write to ${email.replace('+', '\\u002B').replace('@', '\\u0040')}"}`,
    );
    expect([form.status, escaped.status]).to.deep.equal([422, 422]);
    const refusedBodies = (
      (await (await server.api(`/api/sources/${source.id}/deliveries`)).json()).deliveries as Delivery[]
    )
      .filter((d) => d.status === 422)
      .map((d) => d.body);
    expect(
      refusedBodies.some((body) => body?.includes('%2B')),
      'the form body kept as sent',
    ).to.equal(true);

    expect((await server.api(`/api/leads/${lead.id}`, { method: 'DELETE' })).status).to.equal(204);
    const log = (await (await server.api(`/api/sources/${source.id}/deliveries`)).json()).deliveries as Delivery[];
    for (const d of log)
      expect(d, `${d.status} ${d.outcome}`).to.include({ erased: true }).and.not.to.have.property('body');
  });
});
