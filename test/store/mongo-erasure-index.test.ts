import { expect } from 'chai';
import { contactsOf } from '../../service/store/mongo/body-contacts.ts';
import { MongoStore } from '../../service/store/mongo/mongo-store.ts';
import { MongoWireServer } from '../helpers/mongo-wire-server.ts';
import { FAST_LIMITS, newLead, newSource, now, openWireStore, WIRE_DB } from '../helpers/mongo-wire-store.ts';

const DELIVERIES = `${WIRE_DB}.deliveries`;
const refused = (body: string) => ({
  at: now(),
  status: 422,
  outcome: 'rejected' as const,
  error: { code: 'invalid_lead', message: 'no phone or email' },
  body,
});

// Issue 37, item 4: an erasure finds the kept refused and duplicate bodies that carry the person
// by an index on the contacts each body holds, not by reading every source's log.
describe('MongoDB erasure finds kept bodies by index (wire-level server)', () => {
  let opened: Awaited<ReturnType<typeof openWireStore>> | undefined;
  afterEach(async () => opened?.close());

  it('Mongo: refused bodies carrying the phone (spaced any way) or the email (form-encoded) are found through body_contacts; others stay', async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const source = await newSource(store);
    const lead = newLead(source.id, { phone: '+16505550123', email: 'jane+leads@example.com' });
    await store.addLead(lead, { at: now(), body: '{}' });
    await store.recordDelivery(source.id, refused('{"tel":"(650) 555-0123","note":"call"}'));
    await store.recordDelivery(source.id, refused('email=jane%2Bleads%40example.com&name=Jane'));
    await store.recordDelivery(source.id, refused('{"tel":"+1 415 555 0199","email":"someone@else.org"}'));
    await store.settled();
    const before = wire.commands('find').length;
    const report = await store.eraseLead(lead.id, { texts: ['jane+leads@example.com'], digits: ['6505550123'] });
    expect(report).to.deep.equal({ erasedDeliveries: 3 }); // its created delivery and the two refused bodies
    const scan = wire
      .commands('find')
      .slice(before)
      .find((c) => c.command.find === 'deliveries' && JSON.stringify(c.command.filter).includes('contacts'));
    expect(scan?.command.filter.$or[0], 'the lookup names the needles').to.deep.equal({
      contacts: { $in: ['jane+leads@example.com', '6505550123', '*'] },
    });
    const index = wire.engine.collection(DELIVERIES, false)!.indexes.find((i) => i.name === 'body_contacts');
    expect(index).to.deep.include({ key: { contacts: 1 }, partialFilterExpression: { body: { $type: 'string' } } });
    const bodies = wire.engine.docs(DELIVERIES).filter((d) => d.body !== undefined);
    expect(bodies.map((d) => d.body)).to.deep.equal(['{"tel":"+1 415 555 0199","email":"someone@else.org"}']);
    for (const d of wire.engine.docs(DELIVERIES).filter((d) => d.erased)) expect(d).not.to.have.property('contacts');
    for (const d of await store.listDeliveries(source.id, 10)) expect(d).not.to.have.property('contacts');
  });

  it('Mongo: bodies logged before the index are keyed by migration 5, and one still unkeyed is read all the same', async () => {
    const wire = await MongoWireServer.start();
    const old = { _id: '01a0000000000000000000000000000a', sourceId: 's', at: now(), status: 422, outcome: 'rejected' };
    wire.engine.insert(`${WIRE_DB}.meta`, [{ _id: 'schema', version: 3, readableFrom: 2 }], true);
    wire.engine.insert(DELIVERIES, [{ ...old, body: '{"phone":"650.555.0123"}' }], true);
    const store = await MongoStore.open(wire.uri(WIRE_DB), FAST_LIMITS);
    opened = { wire, store, close: async () => (await store.close(), await wire.stop()) };
    expect(wire.engine.docs(DELIVERIES)[0].contacts).to.include('6505550123');
    // A body an earlier release writes during a rolling deploy: no contacts.
    wire.engine.insert(DELIVERIES, [{ ...old, _id: `${old._id}b`, body: 'tel 650 555 0123' }], true);
    const source = await newSource(store);
    const lead = newLead(source.id, { phone: '+16505550123' });
    await store.addLead(lead, { at: now() });
    await store.settled();
    await store.eraseLead(lead.id, { texts: [], digits: ['6505550123'] });
    expect(wire.engine.docs(DELIVERIES).filter((d) => d.body !== undefined)).to.deep.equal([]);
  });

  it('Mongo: the keys of a body: every email and its local endings, every 6-15 digit run, or "*" past the bound', () => {
    const keys = contactsOf('{"e":"Jo@Ex.com","t":"+44 20 7946 0018"}');
    expect(keys).to.include.members(['jo@ex.com', 'o@ex.com', '442079460018', '2079460018', '207946']);
    expect(keys).not.to.include('20794600181');
    expect(contactsOf('no contacts here, 12345')).to.deep.equal([]);
    const manyNumbers = Array.from({ length: 400 }, (_, i) => `"n${i}":"${String(10_000_000 + i * 7919)}"`).join(',');
    expect(contactsOf(`{${manyNumbers}}`)).to.deep.equal(['*']);
  });
});
