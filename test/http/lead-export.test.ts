import { expect } from 'chai';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseCsv } from '../helpers/csv.ts';
import { startTestServer, unique, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

describe('Admin API: GET /api/leads/export', () => {
  let server: TestServer;
  let source: SourceView;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0', WEBHOOK_BYTES_PER_SECOND: '0' });
    source = await server.createSource({ name: unique('Spring, "quoted" campaign') });
  });
  after(() => server.stop());

  it('writes the selection as a CSV download: BOM, CRLF, RFC 4180 quoting, field columns, formulas defused except the phone', async () => {
    const phone = uniquePhone();
    const { lead } = await (
      await server.post(source.webhookUrl, {
        name: '=HYPERLINK("http://evil")',
        phone,
        email: `${unique('csv')}@example.com`,
        notes: 'line one\nline "two", three',
        budget: 5000,
        '@cmd': '-2+3',
        nested: { a: [1, 2] },
      })
    ).json();
    await server.post(source.webhookUrl, { name: 'Came back', phone });
    const response = await server.api(`/api/leads/export?format=csv&sourceId=${source.id}`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.equal('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).to.equal(
      `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).to.deep.equal([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    expect(text.endsWith('\r\n')).to.equal(true);
    const [header, row, ...rest] = parseCsv(text);
    expect(rest).to.deep.equal([]);
    expect(header).to.deep.equal([
      'id',
      'createdAt',
      'source',
      'name',
      'phone',
      'email',
      'notes',
      'test',
      'returns',
      'conflicts',
      'budget',
      "'@cmd",
      'nested',
    ]);
    const cells = Object.fromEntries(header.map((key, i) => [key, row[i]]));
    expect(cells).to.include({
      id: lead.id,
      createdAt: lead.createdAt,
      source: source.name,
      name: `'=HYPERLINK("http://evil")`,
      phone,
    });
    expect(cells).to.include({
      notes: lead.notes,
      test: 'false',
      budget: '5000',
      "'@cmd": "'-2+3",
      nested: '{"a":[1,2]}',
    });
    expect(JSON.parse(cells.returns)).to.have.length(1);
    expect(JSON.parse(cells.returns)[0]).to.include({ name: 'Came back', sourceId: source.id });
  });

  it('quotes a cell holding a bare LF or CR, so a reader that ends records on either still reads one row per lead', async () => {
    const own = await server.createSource();
    const sent = {
      name: 'Line Breaks',
      phone: uniquePhone(),
      budget: 3000,
      message: 'call me\nafter six',
      site: 'a\rb',
    };
    await server.post(own.webhookUrl, sent);
    const text = await (await server.api(`/api/leads/export?sourceId=${own.id}`)).text();
    const [header, row, ...rest] = parseCsv(text);
    expect(rest).to.deep.equal([]);
    const cells = Object.fromEntries(header.map((key, i) => [key, row[i]]));
    expect(cells.notes).to.include('\n');
    expect(cells).to.include({ name: 'Line Breaks', message: 'call me\nafter six', site: 'a\rb' });
  });

  it('defuses a formula behind whitespace, control or invisible characters, or in full-width signs, in data and header cells', async () => {
    const own = await server.createSource();
    const hidden = [' ', '\n', '\t', '\r', '\u00a0', '\u200b', '\ufeff', ' \u200b\t'];
    const formulas = [...hidden.map((lead) => `${lead}=1+1`), '＝1+1', '＋1', '－1', '＠SUM(A1)', ' ＝1'];
    const fields = Object.fromEntries(formulas.map((formula, i) => [`f${i}`, formula]));
    const keys = { ' =cmd': 'k1', '\u200b@key': 'k2', '＋key': 'k3' };
    await server.post(own.webhookUrl, { phone: uniquePhone(), ...fields, ...keys, plain: 'a = b', dash: 'x-1' });
    const [header, row] = parseCsv(await (await server.api(`/api/leads/export?sourceId=${own.id}`)).text());
    const cells = Object.fromEntries(header.map((key, i) => [key, row[i]]));
    formulas.forEach((formula, i) => expect(cells[`f${i}`], JSON.stringify(formula)).to.equal(`'${formula}`));
    for (const [key, value] of Object.entries(keys)) expect(cells[`'${key}`], JSON.stringify(key)).to.equal(value);
    expect(cells).to.include({ plain: 'a = b', dash: 'x-1' });
  });

  it('takes the filters of GET /api/leads, refuses another format with 422, and is empty but for its header when nothing matches', async () => {
    const csv = await server.api(`/api/leads/export?sourceId=${source.id}&q=${unique('nothing')}`);
    expect(parseCsv((await csv.text()).replace(/^\uFEFF/, ''))).to.have.length(1);
    for (const query of ['format=xlsx', 'format=CSV&format=csv', 'q=ab']) {
      const response = await server.api(`/api/leads/export?${query}`);
      expect(response.status, query).to.equal(422);
      expect((await response.json()).error.code).to.equal('validation_failed');
    }
  });

  it('puts field keys beyond the first 200 into a fields column as JSON', async () => {
    const own = await server.createSource();
    const wide = Object.fromEntries(Array.from({ length: 205 }, (_, i) => [`k${i}`, i]));
    await server.post(own.webhookUrl, { phone: uniquePhone(), ...wide });
    const [header, row] = parseCsv(
      (await (await server.api(`/api/leads/export?sourceId=${own.id}`)).text()).replace(/^\uFEFF/, ''),
    );
    expect(header).to.have.length(10 + 200 + 1);
    expect(header.at(-1)).to.equal('fields');
    expect(JSON.parse(row.at(-1)!)).to.deep.equal({ k200: 200, k201: 201, k202: 202, k203: 203, k204: 204 });
  });

  it('streams 50,000 leads a page at a time: the process grows by far less than the file @slow', async function () {
    this.timeout(300_000);
    const bulk = await server.createSource();
    const batches = Array.from({ length: 500 }, (_, b) =>
      Array.from({ length: 100 }, (_, i) => ({
        name: `Bulk ${b}-${i}`,
        phone: `+1212${String(b * 100 + i).padStart(7, '0')}`,
        note: 'x'.repeat(300),
      })),
    );
    // Each answer is read to its end: fetch keeps the connection of an unread answer busy, so 500
    // unread answers opened a connection each until the per-address cap (256) refused the next.
    const sendBatch = async (batch: unknown[]) => {
      const answer = await server.post(bulk.webhookUrl, batch);
      await answer.arrayBuffer();
      return answer;
    };
    // Two at a time, the large bodies one source may have read at once (docs/api.md §2.6): a third
    // waits for a place, and is refused 429 after 1 s when the reader threads (lowest priority) get
    // little CPU, as on a machine whose cores are busy (4 at a time: 429, with two busy loops).
    for (let i = 0; i < batches.length; i += 2) {
      const answers = await Promise.all(batches.slice(i, i + 2).map(sendBatch));
      for (const answer of answers) expect(answer.status).to.equal(200);
    }
    // A full collection on demand, so what the export holds can be told from garbage not yet collected.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const held = () => {
      gc();
      const { heapUsed, external } = process.memoryUsage();
      return heapUsed + external;
    };
    const rssBefore = process.memoryUsage().rss;
    const heldBefore = held();
    const response = await server.api(`/api/leads/export?sourceId=${bulk.id}`);
    let bytes = 0;
    let lines = 0;
    let heldMidway = 0;
    for await (const chunk of response.body!) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) lines++;
      if (heldMidway === 0 && lines > 25_000) heldMidway = held();
    }
    const rssAfter = process.memoryUsage().rss;
    const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
    console.log(
      `      export of 50,000 leads (${mb(bytes)}): RSS ${mb(rssBefore)} before, ${mb(rssAfter)} after; held halfway ${mb(heldMidway - heldBefore)} more than before`,
    );
    expect(lines).to.equal(50_001);
    // Buffering the file would hold at least its size (twice, as JS text); a page at a time holds a few MB.
    expect(heldMidway - heldBefore).to.be.below(8e6);
    expect(rssAfter - rssBefore).to.be.below(bytes * 2);
  });
});
