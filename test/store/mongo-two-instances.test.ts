import { expect } from 'chai';
import { MongoClient } from 'mongodb';
import { MongoStore } from '../../service/store/mongo/mongo-store.ts';
import { newLead, newSource, now, outcomes, testLogger, unique } from '../helpers/mongo-wire-store.ts';
import { scopedUri } from './mongo-scoped-uri.ts';

// Two service instances on one real replica set (issue 14, item 2); the wire-level versions of
// these races are in mongo-fault-email.test.ts and always run.
const uri = process.env.MONGODB_URI;
const reason = 'MONGODB_URI is unset (it needs a MongoDB replica set)';
describe(`MongoDB: two store instances on one database${uri ? '' : ` (skipped: ${reason})`}`, () => {
  const it = uri ? globalThis.it : globalThis.it.skip;
  if (!uri) console.log(`  2 tests of "MongoDB: two store instances on one database" skipped: ${reason}.`);
  let first: MongoStore;
  let second: MongoStore;
  const db = `lead_intake_test_pair_${process.pid}_${Date.now()}`;
  if (uri) {
    before(async () => {
      first = await MongoStore.open(scopedUri(uri, db), { logger: testLogger });
      second = await MongoStore.open(scopedUri(uri, db), { logger: testLogger });
    });
    after(async () => {
      await Promise.all([first?.close(), second?.close()]);
      const client = await MongoClient.connect(scopedUri(uri, db));
      await client.db().dropDatabase();
      await client.close();
    });
  }

  it('never stores an email-only lead after the other instance stored a lead with that email', async () => {
    const source = await newSource(first);
    for (let round = 0; round < 50; round++) {
      const email = `${unique('pair')}@example.com`;
      const [withPhone, emailOnly] = await outcomes([
        first.addLead(newLead(source.id, { email }), { at: now() }),
        second.addLead(newLead(source.id, { phone: null, email }), { at: now() }),
      ]);
      expect(withPhone).to.equal('created');
      expect(['created', 'duplicate by email']).to.include(emailOnly);
      // Once the lead with a phone is acknowledged, the email is taken on every instance.
      expect(await outcomes([second.addLead(newLead(source.id, { phone: null, email }), { at: now() })])).to.deep.equal(
        ['duplicate by email'],
      );
    }
  });

  it('stores exactly one of concurrent email-only leads with one email across instances', async () => {
    const source = await newSource(first);
    for (let round = 0; round < 20; round++) {
      const email = `${unique('both')}@example.com`;
      const answers = await outcomes(
        [first, second, first, second].map((store) =>
          store.addLead(newLead(source.id, { phone: null, email }), { at: now() }),
        ),
      );
      expect(answers.filter((answer) => answer === 'created')).to.have.length(1);
    }
  });
});
