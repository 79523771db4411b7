import { expect } from 'chai';
import type { Document } from 'mongodb';
import { MongoStore } from '../../service/store/mongo/mongo-store.ts';
import {
  FAST_LIMITS,
  gate,
  LEADS,
  newLead,
  newSource,
  now,
  openWireStore,
  outcomes,
  unique,
  WIRE_DB,
} from '../helpers/mongo-wire-store.ts';

type Opened = Awaited<ReturnType<typeof openWireStore>>;

// Contract §3: an email-only lead is a duplicate when any real lead has its email; a lead with a
// phone is judged by its phone only, so two leads with different phones may share an email.
describe('MongoDB store: email-only duplicates, race-free (wire-level server)', () => {
  let opened: Opened;
  afterEach(async () => opened?.close());

  it('answers duplicate for an email-only lead queued in the same turn after a lead with a phone and that email', async () => {
    opened = await openWireStore();
    const { store } = opened;
    const source = await newSource(store);
    const email = `${unique('turn')}@example.com`;
    const answers = await outcomes([
      store.addLead(newLead(source.id, { email }), { at: now() }),
      store.addLead(newLead(source.id, { phone: null, email: email.toUpperCase() }), { at: now() }),
      store.addLead(newLead(source.id, { email }), { at: now() }),
    ]);
    expect(answers).to.deep.equal(['created', 'duplicate by email', 'created']);
  });

  it('stores an email-only lead first in its turn, and the leads with phones after it', async () => {
    opened = await openWireStore();
    const { store } = opened;
    const source = await newSource(store);
    const email = `${unique('first')}@example.com`;
    expect(
      await outcomes([
        store.addLead(newLead(source.id, { phone: null, email }), { at: now() }),
        store.addLead(newLead(source.id, { email }), { at: now() }),
        store.addLead(newLead(source.id, { phone: null, email }), { at: now() }),
      ]),
    ).to.deep.equal(['created', 'created', 'duplicate by email']);
  });

  it('two instances on one database: an email-only lead whose check ran before another instance stored a lead with that email is a duplicate', async () => {
    opened = await openWireStore();
    const { store: first, wire } = opened;
    const second = await MongoStore.open(wire.uri(WIRE_DB), FAST_LIMITS);
    try {
      const source = await newSource(first);
      const email = `${unique('race')}@example.com`;
      // The second instance's first leads command (a read or a write) reaches the server, then
      // waits while the first instance stores a lead with a phone and that email.
      const otherStored = gate();
      let held = false;
      const hold = (command: Document, proceed: () => Document) => {
        if (held || (command.find ?? command.insert) !== 'leads') return undefined;
        held = true;
        const readNow = command.find ? proceed() : undefined;
        return otherStored.opened.then(() => readNow ?? proceed());
      };
      wire.always('find', hold);
      wire.always('insert', hold);
      const emailOnly = second.addLead(newLead(source.id, { phone: null, email }), { at: now() });
      while (!held) await new Promise((resolve) => setImmediate(resolve));
      wire.clearScripts();
      expect(await outcomes([first.addLead(newLead(source.id, { email }), { at: now() })])).to.deep.equal(['created']);
      otherStored.open();
      expect(await outcomes([emailOnly])).to.deep.equal(['duplicate by email']);
      expect(wire.engine.docs(LEADS).filter((doc) => doc.email === email)).to.have.length(1);
    } finally {
      await second.close();
    }
  });

  it('two instances on one database: of concurrent email-only leads with one email, exactly one is stored', async () => {
    opened = await openWireStore();
    const { store: first, wire } = opened;
    const second = await MongoStore.open(wire.uri(WIRE_DB), FAST_LIMITS);
    try {
      const source = await newSource(first);
      const email = `${unique('pair')}@example.com`;
      const answers = await outcomes(
        [first, second, first, second].map((store) =>
          store.addLead(newLead(source.id, { phone: null, email }), { at: now() }),
        ),
      );
      expect(answers.filter((answer) => answer === 'created')).to.have.length(1);
    } finally {
      await second.close();
    }
  });

  it('never reads every lead sharing an address to decide a duplicate', async () => {
    opened = await openWireStore();
    const { store, wire } = opened;
    const source = await newSource(store);
    const email = `${unique('shared')}@example.com`;
    for (let i = 0; i < 3; i++) await store.addLead(newLead(source.id, { email }), { at: now() });
    const before = wire.commands('find').length;
    expect(await outcomes([store.addLead(newLead(source.id, { phone: null, email }), { at: now() })])).to.deep.equal([
      'duplicate by email',
    ]);
    const reads = wire
      .commands('find')
      .slice(before)
      .filter((c) => c.command.find === 'leads');
    expect(reads.every((c) => typeof c.command.limit === 'number' && c.command.limit <= 1)).to.equal(true);
  });
});
