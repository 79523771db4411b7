import { expect } from 'chai';
import { startTestServer, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

describe('GET /api/leads: times that are not ISO 8601, and expanded years', () => {
  let server: TestServer;
  let source: SourceView;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0' });
    source = await server.createSource({ defaultCountry: 'US' });
    await server.post(source.webhookUrl, { name: 'Dated Lead', phone: uniquePhone() });
  });
  after(() => server.stop());

  const count = async (query: string) => {
    const response = await server.api(`/api/leads?sourceId=${source.id}&${query}`);
    return response.status === 200 ? (await response.json()).leads.length : response.status;
  };

  it('answers 422 to an expanded year (+010000, -000001) instead of comparing it as text (year 10000 came before every lead)', async () => {
    for (const time of ['+010000-01-01T00:00:00Z', '-000001-01-01T00:00:00Z', '+002026-11-01T00:00:00Z']) {
      for (const key of ['from', 'to'])
        expect(await count(`${key}=${encodeURIComponent(time)}`), `${key}=${time}`).to.equal(422);
    }
  });

  it("answers 422 to a time that is not ISO 8601 instead of guessing it in the server's time zone", async () => {
    for (const time of ['1', '0', 'Thu Nov 26 2026', '2026/11/01', '11/01/2026', '2026-11-01 garbage', '2026-02-31']) {
      for (const key of ['from', 'to'])
        expect(await count(`${key}=${encodeURIComponent(time)}`), `${key}=${time}`).to.equal(422);
    }
  });

  it('reads the ISO 8601 forms it promises, a time without an offset as UTC', async () => {
    for (const time of [
      '2020-01-01',
      '2020-01-01T08:00:00Z',
      '2020-01-01T08:00Z',
      '2020-01-01T08:00:00.123456Z',
      '2020-01-01T08:00:00+05:30',
      '2020-01-01T08:00:00-0800',
      '2020-01-01T08:00:00',
    ]) {
      expect(await count(`from=${encodeURIComponent(time)}`), time).to.equal(1);
      expect(await count(`to=${encodeURIComponent(time)}`), time).to.equal(0);
    }
  });
});
