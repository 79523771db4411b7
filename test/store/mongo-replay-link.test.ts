import { expect } from 'chai';
import { MongoStore } from '../../service/store/mongo/mongo-store.ts';
import { timeOrderedId } from '../../service/base/time-ordered-id.ts';
import { newLead, newSource, uniquePhone, WIRE_DB, wireStoresPerTest } from '../helpers/mongo-wire-store.ts';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

// Issue 36 item 9 on MongoDB, which writes a lead and its delivery log apart (no multi-document
// transactions): the link from a refused delivery to the lead its replay became must survive a
// process killed between the lead's insert and the link's write, and two instances replaying it.
describe('MongoDB: the link from a refused delivery to the lead its replay became (wire-level server)', () => {
  const world = wireStoresPerTest();
  const { open } = world;

  const refuse = async (store: MongoStore, sourceId: string, at: string) => {
    const id = timeOrderedId();
    await store.recordDelivery(sourceId, {
      id,
      at,
      status: 422,
      outcome: 'rejected',
      error: { code: 'validation_failed', message: 'no phone' },
      body: '{"4": "4155550100"}',
    });
    return id;
  };

  it('is written by the recovery sweep when the instance that stored the lead died before writing it', async () => {
    const killed = await open({ closeWaitMS: 0 });
    const source = await newSource(killed);
    const refused = await refuse(killed, source.id, minutesAgo(6));
    // The killed instance's follow-ups (the link, the replay's own delivery) never reach the server.
    world.wire.always('update', (command) => (command.update === 'deliveries' ? 'hang' : undefined));
    world.wire.always('insert', (command) => (command.insert === 'deliveries' ? 'hang' : undefined));
    const lead = newLead(source.id, { createdAt: minutesAgo(5) });
    const answer = await killed.addLead(lead, {
      at: lead.createdAt,
      body: 'replayed',
      replayed: true,
      replayOf: refused,
    });
    expect(answer.status).to.equal('created');
    await killed.close();
    world.wire.clearScripts();
    expect(world.wire.engine.docs(`${WIRE_DB}.deliveries`).find((d) => d._id === refused)).not.to.have.property(
      'becameLeadId',
    );

    const next = await open();
    await next.settled();
    expect(await next.getDelivery(source.id, refused)).to.include({ becameLeadId: lead.id });
    const log = await next.listDeliveries(source.id, 10);
    expect(log.map((d) => [d.outcome, d.recovered ?? false])).to.deep.equal([
      ['created', true],
      ['rejected', false],
    ]);
  });

  it('names the same lead when two instances send the same refused delivery again at once', async () => {
    const [one, two] = [await open(), await open()];
    const source = await newSource(one);
    const refused = await refuse(one, source.id, new Date().toISOString());
    const phone = uniquePhone();
    const [a, b] = [newLead(source.id, { phone }), newLead(source.id, { phone })];
    const answers = await Promise.all([
      one.addLead(a, { at: a.createdAt, body: 'a', replayed: true, replayOf: refused }),
      two.addLead(b, { at: b.createdAt, body: 'b', replayed: true, replayOf: refused }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).to.deep.equal(['created', 'duplicate']);
    const made = answers[0].status === 'created' ? a : b;
    await Promise.all([one.settled(), two.settled()]);
    expect(await one.getDelivery(source.id, refused)).to.include({ becameLeadId: made.id });
    expect(await two.getDelivery(source.id, refused)).to.include({ becameLeadId: made.id });
  });
});
