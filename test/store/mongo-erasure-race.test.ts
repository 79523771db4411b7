import { expect } from 'chai';
import { gate, newLead, newSource, now, openWireStore, outcomes, WIRE_DB } from '../helpers/mongo-wire-store.ts';

type Opened = Awaited<ReturnType<typeof openWireStore>>;
const injected = { ok: 0, code: 96, codeName: 'OperationFailed', errmsg: 'injected' };

// MongoDB has no transaction around an erasure and a duplicate's follow-up writes (its delivery
// entry, its submission): they may land after the erasure, from a retry of a failed first attempt.
describe("MongoDB erasure against a returning person's writes that land after it (wire-level server)", () => {
  let opened: Opened;
  afterEach(async () => opened?.close());

  it("a duplicate's delivery and submission written after the erasure keep nothing of the person", async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const source = await newSource(store);
    const lead = newLead(source.id, { name: 'First Visit' });
    await store.addLead(lead, { at: now(), body: '{"first":"visit"}' });
    // The duplicate's follow-up writes fail first (the store failing halfway): they wait in the background.
    wire.always('insert', (command) =>
      command.insert === 'deliveries' || command.insert === 'submissions' ? injected : undefined,
    );
    const again = newLead(source.id, { name: 'Came Back', phone: lead.phone, notes: 'please call me after six' });
    expect(
      await outcomes([
        store.addLead(again, { at: now(), body: '{"name":"Came Back","notes":"please call me after six"}' }),
      ]),
    ).to.deep.equal(['duplicate by phone']);

    expect(await store.eraseLead(lead.id, { texts: [], digits: [lead.phone!.slice(2)] })).to.not.equal(null);
    wire.clearScripts();
    await store.settled();

    const deliveries = wire.engine
      .docs(`${WIRE_DB}.deliveries`)
      .filter((d) => d.matchedLeadId === lead.id || d.leadId === lead.id);
    expect(deliveries.map((d) => d.outcome)).to.have.members(['created', 'duplicate']);
    for (const d of deliveries) expect(d, d.outcome).to.include({ erased: true }).and.not.to.have.property('body');
    expect(wire.engine.docs(`${WIRE_DB}.submissions`).filter((s) => s.leadId === lead.id)).to.deep.equal([]);
    expect(await store.getLead(lead.id)).to.equal(null);
  });

  it("an erasure failing halfway (the lead's delete refused) is an error, and a repeat of it finishes it", async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const source = await newSource(store);
    const lead = newLead(source.id, { name: 'Halfway' });
    await store.addLead(lead, { at: now(), body: '{"name":"Halfway"}' });
    await store.addLead(newLead(source.id, { phone: lead.phone, notes: 'back again' }), {
      at: now(),
      body: '{"notes":"back again"}',
    });
    await store.settled();
    wire.always('delete', (command) => (command.delete === 'leads' ? injected : undefined));
    const [first] = await Promise.allSettled([store.eraseLead(lead.id, { texts: [], digits: [] })]);
    expect(first.status).to.equal('rejected');
    expect(await store.getLead(lead.id), 'still there, so the call can be repeated').to.not.equal(null);
    wire.clearScripts();
    expect(await store.eraseLead(lead.id, { texts: [], digits: [] })).to.not.equal(null);
    expect(await store.getLead(lead.id)).to.equal(null);
    expect(await store.eraseLead(lead.id, { texts: [], digits: [] }), 'then unknown').to.equal(null);
    expect(wire.engine.docs(`${WIRE_DB}.submissions`).filter((s) => s.leadId === lead.id)).to.deep.equal([]);
    for (const d of wire.engine.docs(`${WIRE_DB}.deliveries`))
      expect(d).to.include({ erased: true }).and.not.to.have.property('body');
    expect(await store.getSource(source.id)).to.include({ leadCount: 0 });
  });

  it('a duplicate racing the erasure (it read the lead before the erasure and writes after it) keeps nothing either', async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const source = await newSource(store);
    const lead = newLead(source.id, { name: 'First Visit' });
    await store.addLead(lead, { at: now(), body: '{"first":"visit"}' });
    // The duplicate's follow-up inserts reach the server, which applies them only after the erasure.
    const reached = gate();
    const released = gate();
    wire.always('insert', (command, proceed) => {
      if (command.insert !== 'deliveries' && command.insert !== 'submissions') return undefined;
      reached.open();
      return released.opened.then(() => proceed());
    });
    const again = newLead(source.id, { name: 'Came Back', phone: lead.phone, notes: 'please call me after six' });
    const answer = outcomes([store.addLead(again, { at: now(), body: '{"name":"Came Back"}' })]);
    await reached.opened;
    expect(await store.eraseLead(lead.id, { texts: [], digits: [lead.phone!.slice(2)] })).to.not.equal(null);
    released.open();
    expect(await answer).to.deep.equal(['duplicate by phone']);
    wire.clearScripts();
    await store.settled();

    const duplicate = wire.engine.docs(`${WIRE_DB}.deliveries`).find((d) => d.matchedLeadId === lead.id);
    expect(duplicate).to.include({ erased: true }).and.not.to.have.property('body');
    expect(wire.engine.docs(`${WIRE_DB}.submissions`).filter((s) => s.leadId === lead.id)).to.deep.equal([]);
  });

  // Issue 37, item 2: the duplicate's lookup of the lead it matched runs after the erasure's delete.
  it('Mongo: a duplicate answered after the erasure (its E11000 held until then) keeps no body and is marked erased', async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const source = await newSource(store);
    const lead = newLead(source.id, { name: 'First Visit' });
    await store.addLead(lead, { at: now(), body: '{"first":"visit"}' });
    const reached = gate();
    const released = gate();
    await store.settled();
    wire.always('insert', (command, proceed) => {
      if (command.insert !== 'leads') return undefined;
      const refused = proceed(); // E11000 on phone_unique_real, sent only once the erasure is done
      reached.open();
      return released.opened.then(() => refused);
    });
    const again = newLead(source.id, { name: 'Came Back', phone: lead.phone });
    const answer = outcomes([
      store.addLead(again, { at: now(), body: `{"phone":"${lead.phone}","name":"Came Back"}` }),
    ]);
    await reached.opened;
    expect(await store.eraseLead(lead.id, { texts: [], digits: [lead.phone!.slice(2)] })).to.not.equal(null);
    released.open();
    expect(await answer).to.deep.equal(['duplicate by phone']);
    wire.clearScripts();
    await store.settled();

    const duplicate = wire.engine.docs(`${WIRE_DB}.deliveries`).find((d) => d.outcome === 'duplicate');
    expect(duplicate).to.include({ erased: true }).and.not.to.have.any.keys('body', 'decodedText');
    expect(wire.engine.docs(`${WIRE_DB}.submissions`)).to.deep.equal([]);
  });

  // Issue 37, item 5: a failure after the lead's delete left the email without holder and a retry 404.
  it('Mongo: an erasure failing after the delete is finished by a retry (tombstone): the email passes on, the count is right', async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const source = await newSource(store);
    const email = `tomb-${Date.now()}@example.com`;
    const first = newLead(source.id, { email });
    const second = newLead(source.id, { email });
    await store.addLead(first, { at: now() });
    await store.addLead(second, { at: now() });
    await store.settled();
    wire.always('update', (command) => (command.update === 'sources' ? injected : undefined)); // the count
    const [failed] = await Promise.allSettled([store.eraseLead(first.id, { texts: [email], digits: [] })]);
    expect(failed.status).to.equal('rejected');
    expect(await store.getLead(first.id)).to.equal(null);
    wire.clearScripts();
    expect(await store.eraseLead(first.id, { texts: [], digits: [] }), 'the retry finishes it').to.not.equal(null);
    const holders = wire.engine.docs(`${WIRE_DB}.leads`).filter((d) => d.emailHolderKey === email);
    expect(holders.map((d) => d._id)).to.deep.equal([second.id]);
    expect(await store.getSource(source.id)).to.include({ leadCount: 1 });
    expect(wire.engine.docs(`${WIRE_DB}.erasures`), 'the tombstone goes once finished').to.deep.equal([]);
    expect(await store.eraseLead(first.id, { texts: [], digits: [] }), 'then unknown').to.equal(null);
  });
});
