import { expect } from 'chai';
import { parseCsv } from '../helpers/csv.ts';
import { startTestServer, uniquePhone, type TestServer } from '../helpers/test-server.ts';

describe('GET /api/leads/export: field keys a stranger with a webhook URL chooses', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0' });
  });
  after(() => server.stop());

  const exportOf = async (sourceId: string) =>
    parseCsv(await (await server.api(`/api/leads/export?sourceId=${sourceId}`)).text());

  it("gives every column its own header: no field key repeats a fixed column in another letter case, or another key's header", async () => {
    const source = await server.createSource({ defaultCountry: 'US' });
    const email = 'real.person@example.com';
    await server.post(source.webhookUrl, { name: 'Real Person', phone: uniquePhone(), email });
    // One hostile lead adds these columns to every row of the export: a CRM import that maps
    // "Email" or "id" by header (case-insensitively, last one wins) would read the empty ones.
    const hostile = {
      id: 'a',
      'field:id': 'b',
      Email: '',
      PHONE: '',
      ' name ': '',
      '=x': 'c',
      "'=x": 'd',
      'Field:Notes': 'e',
      fields: 'f',
    };
    expect((await server.post(source.webhookUrl, { phone: uniquePhone(), ...hostile })).status).to.equal(200);

    const [header, ...rows] = await exportOf(source.id);
    const folded = header.map((name) => name.trim().toLowerCase());
    expect(new Set(folded).size, header.join(' | ')).to.equal(header.length);
    expect(header.slice(0, 9)).to.deep.equal([
      'id',
      'createdAt',
      'source',
      'name',
      'phone',
      'email',
      'notes',
      'test',
      'returns',
    ]);
    const real = rows.find((row) => row[3] === 'Real Person')!;
    expect(real[folded.indexOf('email')]).to.equal(email);
    // Each key's value is still under a header of its own.
    const hostileRow = rows.find((row) => row !== real)!;
    for (const value of ['a', 'b', 'c', 'd', 'e', 'f'])
      expect(
        hostileRow.filter((cell) => cell === value),
        value,
      ).to.have.length(1);
  });
});
