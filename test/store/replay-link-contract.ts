import { expect } from 'chai';
import { v7 as uuidv7 } from 'uuid';
import type { NewLead } from '../../service/store/lead-record.ts';
import type { LeadStore } from '../../service/store/lead-store.ts';
import type { SourceRecord } from '../../service/store/source-record.ts';
import { uniquePhone } from '../helpers/test-server.ts';

interface Helpers {
  store: () => LeadStore;
  it: (title: string, test: () => Promise<void>) => void;
  newSource: () => Promise<SourceRecord>;
  lead: (sourceId: string, fields: Partial<NewLead>) => NewLead;
}

const now = () => new Date().toISOString();

/**
 * Issue 36 item 9: a refused delivery sent again keeps which lead it became, created or duplicate
 * (docs/api.md §3, "Sending a delivery again"), written with the replay's lead. Run inside
 * describeLeadStoreContract.
 */
export function replayLinkContract({ store: storeOf, it, newSource, lead }: Helpers): void {
  const refusedDelivery = async (sourceId: string, body: string) => {
    const id = uuidv7();
    await storeOf().recordDelivery(sourceId, {
      id,
      at: now(),
      status: 422,
      outcome: 'rejected',
      error: { code: 'validation_failed', message: 'no phone or email' },
      body,
      contentType: 'application/json',
    });
    return id;
  };
  const replayOf = (refusedId: string, body: string) =>
    ({ id: uuidv7(), at: now(), body, replayed: true, replayOf: refusedId }) as const;

  it('links a refused delivery to the lead its replay created, or the lead its replay matched', async () => {
    const store = storeOf();
    const source = await newSource();
    const phone = uniquePhone();
    const first = await refusedDelivery(source.id, '{"4": "first"}');
    const second = await refusedDelivery(source.id, '{"4": "second"}');
    const made = lead(source.id, { phone, name: 'Jane Replay' });
    expect((await store.addLead(made, replayOf(first, '{"4": "first"}'))).status).to.equal('created');
    expect((await store.addLead(lead(source.id, { phone }), replayOf(second, '{"4": "second"}'))).status).to.equal(
      'duplicate',
    );

    expect(await store.getDelivery(source.id, first)).to.include({ outcome: 'rejected', becameLeadId: made.id });
    expect(await store.getDelivery(source.id, second)).to.include({ outcome: 'rejected', becameLeadId: made.id });
    const listed = await store.listDeliveries(source.id, 10);
    expect(listed.filter((d) => d.becameLeadId).map((d) => d.id)).to.have.members([first, second]);
    // The replays' own deliveries are not links: they carry leadId or matchedLeadId as before.
    expect(listed.filter((d) => d.outcome !== 'rejected').every((d) => d.becameLeadId === undefined)).to.equal(true);
  });

  it('keeps the first link: a later replay of the same delivery (another test lead) does not move it', async () => {
    const store = storeOf();
    const source = await newSource();
    const refused = await refusedDelivery(source.id, '{"test": true}');
    const one = lead(source.id, { phone: uniquePhone(), test: true });
    const two = lead(source.id, { phone: one.phone, test: true });
    expect((await store.addLead(one, replayOf(refused, 'a'))).status).to.equal('created');
    expect((await store.addLead(two, replayOf(refused, 'b'))).status).to.equal('created');
    expect(await store.getDelivery(source.id, refused)).to.include({ becameLeadId: one.id });
  });

  it("links nothing for a replay of another source's delivery id, or of an unknown one", async () => {
    const store = storeOf();
    const [source, other] = [await newSource(), await newSource()];
    const elsewhere = await refusedDelivery(other.id, '{}');
    expect((await store.addLead(lead(source.id, { phone: uniquePhone() }), replayOf(elsewhere, 'x'))).status).to.equal(
      'created',
    );
    expect((await store.addLead(lead(source.id, { phone: uniquePhone() }), replayOf(uuidv7(), 'y'))).status).to.equal(
      'created',
    );
    expect(await store.getDelivery(other.id, elsewhere)).not.to.have.property('becameLeadId');
  });

  it('erases the body of a refused delivery with the lead it became, as it does the lead own deliveries', async () => {
    const store = storeOf();
    const source = await newSource();
    const refused = await refusedDelivery(source.id, '{"4": "nothing an erasure needle finds"}');
    const made = lead(source.id, { phone: uniquePhone() });
    await store.addLead(made, replayOf(refused, 'the replay'));
    await store.eraseLead(made.id, { texts: [], digits: [] });
    const after = await store.getDelivery(source.id, refused);
    expect(after).to.include({ erased: true });
    expect(after).not.to.have.property('body');
  });
}
