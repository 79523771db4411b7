import { expect } from 'chai';
import { StoreUnavailableError } from '../../service/store/store-errors.ts';
import { LEADS, newLead, newSource, now, openWireStore, outcomes, WIRE_DB } from '../helpers/mongo-wire-store.ts';

const PHONE_INDEX = {
  name: 'phone_unique_real',
  key: { phone: 1 },
  unique: true,
  partialFilterExpression: { phone: { $type: 'string' }, test: false },
};

// Issue 37, item 5: a running instance notices a unique index dropped or rebuilding, and refuses
// leads (and readiness) while it is missing, instead of storing the same phone twice as created.
describe('MongoDB unique-index watch (wire-level server)', () => {
  let opened: Awaited<ReturnType<typeof openWireStore>> | undefined;
  afterEach(async () => opened?.close());

  const until = async (done: () => Promise<boolean>, what: string) => {
    const end = Date.now() + 3_000;
    while (!(await done())) {
      if (Date.now() > end) throw new Error(`gave up waiting: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const ready = (store: { ping(): Promise<void> }) =>
    store.ping().then(
      () => true,
      () => false,
    );

  it('Mongo: while phone_unique_real is dropped, then rebuilding, /readyz and leads answer 503; once built, leads are taken again', async () => {
    opened = await openWireStore({}, { indexCheckMS: 30 });
    const { store, wire } = opened;
    const source = await newSource(store);
    const lead = newLead(source.id);
    expect(await outcomes([store.addLead(lead, { at: now() })])).to.deep.equal(['created']);

    wire.engine.run(WIRE_DB, { dropIndexes: 'leads', index: 'phone_unique_real' });
    await until(async () => !(await ready(store)), 'not ready once the index is gone');
    const again = () => store.addLead(newLead(source.id, { phone: lead.phone }), { at: now() });
    expect(await outcomes([again()])).to.deep.equal([StoreUnavailableError.name]);

    const build = wire.engine.startBuild(LEADS, PHONE_INDEX); // a unique index being built enforces nothing yet
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await ready(store), 'not ready while it is being built').to.equal(false);
    build.finish();
    await until(() => ready(store), 'ready once built');
    expect(await outcomes([again()])).to.deep.equal(['duplicate by phone']);
    expect(wire.engine.docs(LEADS).filter((d) => d.phone === lead.phone)).to.have.length(1);
  });
});
