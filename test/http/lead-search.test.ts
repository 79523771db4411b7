import { expect } from 'chai';
import { serverWithSource, unique, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

describe('Admin API: searching leads (q, from, to, test) and deleted sources', () => {
  let server: TestServer;
  let source: SourceView;
  serverWithSource((started, created) => {
    server = started;
    source = created;
  });

  const send = async (to: SourceView, body: Record<string, unknown>) => {
    const answer = await (await server.post(to.webhookUrl, body)).json();
    if (answer.status !== 'created') throw new Error(JSON.stringify(answer));
    return answer.lead as { id: string; phone: string; createdAt: string };
  };
  const ids = async (query: string) => {
    const response = await server.api(`/api/leads?${query}`);
    expect(response.status, await response.clone().text()).to.equal(200);
    return ((await response.json()).leads as Array<{ id: string }>).map((l) => l.id);
  };

  it('finds a lead by part of its name ignoring case and accents, by part of its email, or by digits of its phone', async () => {
    const tag = unique('t').replace(/\W/g, '').slice(-8);
    const jose = await send(source, { name: `José Núñez ${tag}`, phone: uniquePhone() });
    const ana = await send(source, { name: 'Ana', email: `ana.${tag}@example.com`, phone: uniquePhone() });
    expect(await ids(`q=${encodeURIComponent(`jose nunez ${tag}`)}`)).to.deep.equal([jose.id]);
    expect(await ids(`q=${encodeURIComponent(`NÚÑEZ ${tag.toUpperCase()}`)}`)).to.deep.equal([jose.id]);
    expect(await ids(`q=${encodeURIComponent(`ANA.${tag}@`)}`)).to.deep.equal([ana.id]);
    expect(await ids(`q=${tag}&sourceId=${source.id}`)).to.deep.equal([ana.id, jose.id]);
    const digits = ana.phone.slice(-7);
    expect(await ids(`q=${encodeURIComponent(`${digits.slice(0, 3)}-${digits.slice(3)}`)}`)).to.deep.equal([ana.id]);
  });

  it('reads a "+" in q as a space (as curl -G, requests and URLSearchParams send one), in lists and the export, and keeps the plus of phone=+1…', async () => {
    const tag = unique('m').replace(/\W/g, '').slice(-8);
    const marcus = await send(source, { name: `Marcus${tag} O'Brien`, phone: uniquePhone() });
    expect(await ids(`q=Marcus${tag}+O`)).to.deep.equal([marcus.id]);
    expect(await ids(new URLSearchParams({ q: `Marcus${tag} O` }).toString())).to.deep.equal([marcus.id]);
    const csv = await (await server.api(`/api/leads/export?q=Marcus${tag}+O`)).text();
    expect(csv).to.contain(marcus.id);
    expect(await ids(`phone=${marcus.phone}`)).to.deep.equal([marcus.id]);
  });

  it("finds a phone typed as a national number of the searched sources' default countries (06 12 34 56 78 → +33 6 12 34 56 78)", async () => {
    const french = await server.createSource({ defaultCountry: 'FR' });
    const tail = String(Date.now()).slice(-6);
    const national = `06 12 ${tail.slice(0, 2)} ${tail.slice(2, 4)} ${tail.slice(4)}`;
    const lead = await send(french, { name: 'Léa Dubois', phone: national });
    expect(lead.phone).to.equal(`+33612${tail}`);
    expect(await ids(`sourceId=${french.id}&q=${encodeURIComponent(national)}`)).to.deep.equal([lead.id]);
    // Without a sourceId: the default countries of every source.
    expect(await ids(`q=${encodeURIComponent(national)}`)).to.include(lead.id);
    // A source whose country reads the digits otherwise does not find it as a French number.
    expect(await ids(`sourceId=${source.id}&q=${encodeURIComponent(national)}`)).to.deep.equal([]);
    const csv = await (await server.api(`/api/leads/export?q=${encodeURIComponent(national)}`)).text();
    expect(csv).to.contain(lead.id);
  });

  it('finds a name whatever the order of its words, and an email whose "+" a form encoding turned into a space', async () => {
    const tag = unique('w').replace(/\W/g, '').slice(-8);
    const lea = await send(source, { name: `Léa Dubois${tag}`, phone: uniquePhone() });
    expect(await ids(`q=${encodeURIComponent(`Dubois${tag} Léa`)}`)).to.deep.equal([lea.id]);
    expect(await ids(`q=${encodeURIComponent(`dubois${tag}  lea`)}&sourceId=${source.id}`)).to.deep.equal([lea.id]);
    const tagged = await send(source, { email: `jane+${tag}@example.com`, phone: uniquePhone() });
    expect(await ids(`q=jane+${tag}@example.com`)).to.deep.equal([tagged.id]);
    expect(await ids(`q=${encodeURIComponent(`Dubois${tag} Zed`)}`)).to.deep.equal([]);
  });

  it("finds a name whatever its punctuation and spaces: obrien finds O'Brien, jean luc and jeanluc find Jean-Luc", async () => {
    const tag = unique('p').replace(/\W/g, '').slice(-8);
    const obrien = await send(source, { name: `Marcus O'Brien ${tag}`, phone: uniquePhone() });
    const jeanLuc = await send(source, { name: `Jean-Luc ${tag}`, phone: uniquePhone() });
    const inTag = (query: string) => ids(`sourceId=${source.id}&q=${encodeURIComponent(query)}`);
    expect(await inTag('obrien')).to.include(obrien.id);
    expect(await inTag(`OBRIEN ${tag}`)).to.deep.equal([obrien.id]);
    expect(await inTag(`O’Brien ${tag}`)).to.deep.equal([obrien.id]);
    expect(await inTag(`jean luc ${tag}`)).to.deep.equal([jeanLuc.id]);
    expect(await inTag(`jeanluc ${tag}`)).to.deep.equal([jeanLuc.id]);
    expect(await inTag(`jean-luc ${tag}`)).to.deep.equal([jeanLuc.id]);
    expect(await inTag(`jeanlucs ${tag}`)).to.deep.equal([]);
  });

  it('refuses a q of fewer than 3 or more than 200 characters, and a bad from, to or test, with 422', async () => {
    for (const query of [
      'q=ab',
      'q=%20a%20',
      `q=${'x'.repeat(201)}`,
      'q=a%00bc',
      'q=ab%0Ac',
      'from=yesterday',
      'to=2026-13-45',
      'test=yes',
      'q=abc&q=def',
    ]) {
      const response = await server.api(`/api/leads?${query}`);
      expect(response.status, query).to.equal(422);
      const { error } = await response.json();
      expect(error.code).to.equal('validation_failed');
      // A search is no form to fill in (issue 36 item 9).
      expect(error.message, query).to.match(/^Check these query parameters: /);
    }
    expect((await server.api(`/api/leads?q=${'x'.repeat(200)}`)).status).to.equal(200);
  });

  it('filters by creation time, from inclusive and to exclusive, and by test or real', async () => {
    const own = await server.createSource();
    const real = await send(own, { phone: uniquePhone() });
    const test = await send(own, { phone: uniquePhone(), test: true });
    expect(await ids(`sourceId=${own.id}&test=true`)).to.deep.equal([test.id]);
    expect(await ids(`sourceId=${own.id}&test=false`)).to.deep.equal([real.id]);
    expect(
      await ids(
        `sourceId=${own.id}&from=${encodeURIComponent(real.createdAt)}&to=${encodeURIComponent(test.createdAt)}`,
      ),
    ).to.deep.equal(real.createdAt === test.createdAt ? [] : [real.id]);
    expect(await ids(`sourceId=${own.id}&from=${encodeURIComponent(test.createdAt)}`)).to.deep.equal([test.id]);
    expect(await ids(`sourceId=${own.id}&to=2000-01-01`)).to.deep.equal([]);
  });

  it('keeps the leads of a deleted source, and lists deleted sources with deletedAt only when asked', async () => {
    const doomed = await server.createSource();
    const lead = await send(doomed, { phone: uniquePhone() });
    expect((await server.api(`/api/sources/${doomed.id}`, { method: 'DELETE' })).status).to.equal(204);
    expect(await ids(`sourceId=${doomed.id}`)).to.deep.equal([lead.id]);
    const active = await (await server.api('/api/sources')).json();
    expect(active.sources.map((s: { id: string }) => s.id)).not.to.include(doomed.id);
    expect(active.sources[0]).not.to.have.key('deletedAt');
    const all = await (await server.api('/api/sources?deleted=true')).json();
    const listed = all.sources.find((s: { id: string }) => s.id === doomed.id);
    expect(listed).to.include({ webhookUrl: null, name: doomed.name });
    expect(listed.deletedAt).to.be.a('string');
    expect(all.sources.find((s: { id: string }) => s.id === source.id)).to.include({
      deletedAt: null,
      webhookUrl: source.webhookUrl,
    });
    expect((await server.api('/api/sources?deleted=maybe')).status).to.equal(422);
  });
});
