import { expect } from 'chai';
import { serverWithSource, unique, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

// On SQLite the search index is filled once per group commit, in its transaction (sqlite-writer.ts),
// not per row: every lead of a batch must be found by q as soon as its 200 is answered, whatever
// else the batch held (many leads, a duplicate, an erasure that freed the newest rowid).
describe('Admin API: a lead is found by q right after its 200, whatever its group commit held', () => {
  let server: TestServer;
  let source: SourceView;
  serverWithSource((started, created) => {
    server = started;
    source = created;
  });

  const send = async (body: Record<string, unknown>) => {
    const response = await server.post(source.webhookUrl, body);
    expect(response.status).to.equal(200);
    return (await response.json()) as { status: string; lead?: { id: string } };
  };
  const found = async (q: string) => {
    const response = await server.api(`/api/leads?q=${encodeURIComponent(q)}`);
    expect(response.status, await response.clone().text()).to.equal(200);
    return ((await response.json()).leads as Array<{ id: string }>).map((l) => l.id);
  };
  const tagOf = () => unique('b').replace(/\W/g, '').slice(-10);

  it('finds each of 100 leads, a single one, and the new lead after a duplicate, all sent in the same turn', async () => {
    const tag = tagOf();
    const earlierPhone = uniquePhone();
    const earlier = await send({ name: `Earlier ${tag}`, phone: earlierPhone });
    // Sent together, they queue in one turn and so share group commits.
    const answers = await Promise.all([
      ...Array.from({ length: 100 }, (_, i) =>
        send({ name: `Bätch ${tag} n${i}x`, email: `b${i}.${tag}@example.com`, phone: uniquePhone() }),
      ),
      send({ name: `Single ${tag}`, phone: uniquePhone() }),
      send({ name: `Again ${tag}`, phone: earlierPhone }),
      send({ name: `After ${tag}`, phone: uniquePhone() }),
    ]);
    expect(answers.map((a) => a.status)).to.deep.equal([...Array(101).fill('created'), 'duplicate', 'created']);
    for (let i = 0; i < 100; i++)
      expect(await found(`batch ${tag} n${i}x`), `lead ${i}`).to.deep.equal([answers[i].lead!.id]);
    expect(await found(`b57.${tag}@`)).to.deep.equal([answers[57].lead!.id]);
    expect(await found(`Single ${tag}`)).to.deep.equal([answers[100].lead!.id]);
    expect(await found(`After ${tag}`)).to.deep.equal([answers[102].lead!.id]);
    expect(await found(`Earlier ${tag}`)).to.deep.equal([earlier.lead!.id]);
    expect(await found(`Again ${tag}`), 'a duplicate adds nothing to the index').to.deep.equal([]);
  });

  it('finds a lead stored right after the newest lead was erased (its rowid may be reused)', async () => {
    const tag = tagOf();
    const gone = await send({ name: `Gone ${tag}`, phone: uniquePhone() });
    expect((await server.api(`/api/leads/${gone.lead!.id}`, { method: 'DELETE' })).status).to.equal(204);
    const next = await send({ name: `Next ${tag}`, phone: uniquePhone() });
    expect(await found(`Next ${tag}`)).to.deep.equal([next.lead!.id]);
    expect(await found(`Gone ${tag}`)).to.deep.equal([]);
    expect(await found(tag)).to.deep.equal([next.lead!.id]);
  });
});
