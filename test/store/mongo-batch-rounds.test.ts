import { expect } from 'chai';
import { newLead, newSource, now, openWireStore, outcomes, uniquePhone, WIRE_DB } from '../helpers/mongo-wire-store.ts';

type Opened = Awaited<ReturnType<typeof openWireStore>>;
const LEADS = `${WIRE_DB}.leads`;

// Issue 37, item 3: leads of one batch sharing an email or a phone go in a few inserts, not one
// round trip each, and the earlier lead of the batch still holds the email.
describe('MongoDB batch: leads sharing an email or phone in a few inserts (wire-level server)', () => {
  let opened: Opened;
  beforeEach(async () => (opened = await openWireStore()));
  afterEach(async () => opened.close());

  const leadInserts = () => opened.wire.commands('insert').filter((c) => c.command.insert === 'leads').length;
  const holderOf = (email: string) =>
    opened.wire.engine.docs(LEADS).filter((d) => d.emailHolderKey === email.toLowerCase());

  it('Mongo: 100 leads sharing one email: all created in at most three inserts, the first holding the email', async () => {
    const { store } = opened;
    const source = await newSource(store);
    const email = `shared-${Date.now()}@example.com`;
    const batch = Array.from({ length: 100 }, () => newLead(source.id, { email }));
    const before = leadInserts();
    const answers = await outcomes(batch.map((lead) => store.addLead(lead, { at: now() })));
    expect(new Set(answers)).to.deep.equal(new Set(['created']));
    expect(leadInserts() - before).to.be.at.most(3);
    expect(holderOf(email).map((d) => d._id)).to.deep.equal([batch[0].id]);
  });

  it('Mongo: the same with the email already held: all created, the earlier holder keeps it', async () => {
    const { store } = opened;
    const source = await newSource(store);
    const email = `held-${Date.now()}@example.com`;
    const holder = newLead(source.id, { email });
    await store.addLead(holder, { at: now() });
    const batch = Array.from({ length: 100 }, () => newLead(source.id, { email }));
    const before = leadInserts();
    const answers = await outcomes(batch.map((lead) => store.addLead(lead, { at: now() })));
    expect(new Set(answers)).to.deep.equal(new Set(['created']));
    expect(leadInserts() - before).to.be.at.most(3);
    expect(holderOf(email).map((d) => d._id)).to.deep.equal([holder.id]);
  });

  it('Mongo: when the first of them is a duplicate by phone, the earliest one stored holds the email', async () => {
    const { store } = opened;
    const source = await newSource(store);
    const taken = newLead(source.id);
    await store.addLead(taken, { at: now() });
    const email = `moved-${Date.now()}@example.com`;
    const batch = [
      newLead(source.id, { email, phone: taken.phone }),
      ...Array.from({ length: 20 }, () => newLead(source.id, { email })),
      newLead(source.id, { email, phone: null }), // email-only, after real leads with its email
    ];
    const before = leadInserts();
    const answers = await outcomes(batch.map((lead) => store.addLead(lead, { at: now() })));
    expect(answers).to.deep.equal(['duplicate by phone', ...Array(20).fill('created'), 'duplicate by email']);
    expect(leadInserts() - before).to.be.at.most(3);
    expect(holderOf(email).map((d) => d._id)).to.deep.equal([batch[1].id]);
  });

  it('Mongo: 100 re-sends of one phone: one insert, one created, the rest duplicates by phone', async () => {
    const { store } = opened;
    const source = await newSource(store);
    const phone = uniquePhone();
    const batch = Array.from({ length: 100 }, () => newLead(source.id, { phone }));
    const before = leadInserts();
    const answers = await outcomes(batch.map((lead) => store.addLead(lead, { at: now() })));
    expect(answers).to.deep.equal(['created', ...Array(99).fill('duplicate by phone')]);
    expect(leadInserts() - before).to.equal(1);
  });
});
