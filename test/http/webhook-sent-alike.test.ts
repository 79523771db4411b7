import { expect } from 'chai';
import { startTestServer, type SourceView, type TestServer } from '../helpers/test-server.ts';

interface Delivery {
  roles?: Record<string, string>;
}

// docs/api.md §2.4, the source's own values: a card in one line four other people sent alike in a source's earlier leads
// is the business's own, out of the brief, whatever its key; read through the real intake, a small body on the event
// loop and a large one on a reader thread alike.
describe("POST /webhook/:token: a business's card every lead of a source sends stays out of the brief", () => {
  let server: TestServer;
  let source: SourceView;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0' });
  });
  after(() => server.stop());
  beforeEach(async () => {
    source = await server.createSource({ defaultCountry: 'TH' });
  });

  let sent = 100; // each lead its own phone: a phone another test's lead has is a duplicate, and answered without the lead
  const SHOP = 'โรงเรียนนวดบ้านสบาย สาขานิมมาน, ซอย 9 เชียงใหม่, โทร 053-218-447';
  // A massage school's checkout (set 79's Omise, invented): the student's answers under Thai keys, its branch's card beside
  // them under `สาขา` (branch), a key naming no party. `padding` makes a body past 4 KB, read on a reader thread.
  const body = (n: number, padding = '') => ({
    key: 'charge.complete',
    data: {
      id: `chrg_5zq3k7p9d1f4b2s8n6t${n}`,
      description: `คอร์สนวดแผนไทยพื้นฐาน ${padding}`,
      metadata: {
        ชื่อผู้เรียน: ['ปิยะนุช ศรีสุข', 'สมชาย ใจดี', 'อรุณี ทองดี', 'ธนพล มีสุข', 'วิภา แก้วมณี'][n],
        เบอร์โทร: `08${n}-${String(++sent).padStart(3, '0')}-${String(Date.now() % 10_000).padStart(4, '0')}`,
        หมายเหตุ: ['ต้องการใบประกาศนียบัตร', 'ขอที่พักใกล้โรงเรียน', 'เรียนวันเสาร์', 'มีอาการปวดหลัง', 'มาเรียนกับเพื่อนสองคน'][n],
        สาขา: SHOP,
      },
    },
  });
  const post = async (lead: unknown) => {
    const response = await server.post(source.webhookUrl, lead);
    expect(response.status).to.equal(200);
    return (await response.json()).lead as { notes: string; phone: string };
  };
  const lastRoles = async () => {
    const { deliveries } = (await (await server.api(`/api/sources/${source.id}/deliveries`)).json()) as {
      deliveries: Delivery[];
    };
    return deliveries[0].roles ?? {};
  };

  for (const [how, padding] of [
    ['a small body', ''],
    ['a body read on a reader thread', 'x'.repeat(5000)],
  ])
    it(`keeps the card in the first four leads' briefs and out of the fifth's (${how})`, async () => {
      expect(JSON.stringify(body(0, padding)).length > 4096).to.equal(padding !== '');
      for (let n = 0; n < 4; n++) expect((await post(body(n, padding))).notes).to.contain('053-218-447');
      const fifth = await post(body(4, padding));
      expect(fifth.phone).to.match(/^\+6684\d{7}$/);
      expect(fifth.notes).to.contain('มาเรียนกับเพื่อนสองคน').and.not.contain('053-218-447');
      expect((await lastRoles())['/data/metadata/สาขา']).to.equal('otherParty');
    });

  it("learns nothing from another source's leads", async () => {
    for (let n = 0; n < 4; n++) await post(body(n));
    source = await server.createSource({ defaultCountry: 'TH' });
    expect((await post(body(4))).notes).to.contain('053-218-447');
  });
});
