import { expect } from 'chai';
import { leadExport } from '../../service/leads/lead-export.ts';
import { parseCsv } from '../helpers/csv.ts';
import { newLead, newSource, now, openWireStore } from '../helpers/mongo-wire-store.ts';

type Opened = Awaited<ReturnType<typeof openWireStore>>;

// The export reads the selection twice (the field columns first, then the lines): a lead that
// arrives in between, with a field key the first pass never saw, had no column for its value.
describe('GET /api/leads/export: a lead arriving between its two passes (wire-level MongoDB server)', () => {
  let opened: Opened;
  afterEach(async () => opened?.close());

  it('writes each lead with all of its fields, or not at all', async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const source = await newSource(store);
    await store.addLead(newLead(source.id, { name: 'Early', fields: { budget: 100 } }), { at: now() });
    const late = newLead(source.id, { name: 'Late', fields: { arrivedLate: 'keep me' } });
    let leadReads = 0;
    wire.always('find', (command, proceed) =>
      // The second read of the leads is the second pass's first page: the late lead lands just before it.
      command.find === 'leads' && ++leadReads === 2
        ? store.addLead(late, { at: now() }).then(() => proceed())
        : undefined,
    );

    const chunks: Buffer[] = [];
    for await (const chunk of await leadExport(store, { sourceId: source.id })) chunks.push(chunk as Buffer);
    const [header, ...rows] = parseCsv(Buffer.concat(chunks).toString('utf8'));
    expect(leadReads).to.be.at.least(2);
    expect(rows.map((row) => row[header.indexOf('name')])).to.include('Early');
    const lateRow = rows.find((row) => row[header.indexOf('name')] === 'Late');
    if (lateRow) expect(lateRow, "the late lead's field").to.include('keep me');
  });
});
