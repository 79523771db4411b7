import { expect } from 'chai';
import { timeOrderedId } from '../../service/base/time-ordered-id.ts';
import { newLead, newSource, WIRE_DB, wireStoresPerTest } from '../helpers/mongo-wire-store.ts';

const DELIVERIES = `${WIRE_DB}.deliveries`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

// Issue 27, item 7: a process killed after answering loses its queued counter and delivery writes
// (and the leads of unknown outcome it held). A later start finds recent leads whose `created`
// delivery is missing, from the database alone, and writes it again (recovered, without its body).
describe('MongoDB: deliveries and counts lost in a crash are recovered by the next start (wire-level server)', () => {
  const world = wireStoresPerTest();
  const { open } = world;

  it('writes the created delivery and the count that a killed instance never wrote, and leaves pruned, erased and old leads alone', async () => {
    // The first instance: its follow-up writes never reach the server, and it dies (close without waiting).
    const killed = await open({ closeWaitMS: 0 });
    const [source, busy] = [await newSource(killed), await newSource(killed)];
    world.wire.always('insert', (command) => (command.insert === 'deliveries' ? 'hang' : undefined));
    world.wire.always('update', (command) => (command.update === 'sources' ? 'hang' : undefined));
    // Made in the order of their createdAt, as leads are (their ids are time-ordered).
    const tooOld = newLead(source.id, { createdAt: minutesAgo(120) });
    const erased = newLead(source.id, { createdAt: minutesAgo(5) });
    const lost = newLead(source.id, { createdAt: minutesAgo(5) });
    const pruned = newLead(busy.id, { createdAt: minutesAgo(5) });
    for (const lead of [lost, erased, tooOld, pruned])
      expect((await killed.addLead(lead, { at: lead.createdAt, body: 'the body' })).status).to.equal('created');
    await killed.close();
    world.wire.clearScripts();
    // Since: the busy source logged its newest 1,000 deliveries, so the lost one would be pruned; one lead was erased.
    world.wire.engine.insert(
      DELIVERIES,
      Array.from({ length: 1000 }, () => ({
        _id: timeOrderedId(),
        sourceId: busy.id,
        at: minutesAgo(1),
        status: 422,
        outcome: 'rejected',
      })),
      false,
    );
    world.wire.engine.collection(`${WIRE_DB}.leads`)!.docs.delete(erased.id);

    const next = await open();
    await next.settled();
    const log = await next.listDeliveries(source.id, 10);
    expect(
      log.map((d) => ({ outcome: d.outcome, leadId: d.leadId, recovered: d.recovered, body: d.body })),
    ).to.deep.equal([{ outcome: 'created', leadId: lost.id, recovered: true, body: undefined }]);
    expect(await next.getSource(source.id)).to.include({ leadCount: 2, lastLeadAt: lost.createdAt });
    const sent = world.wire
      .commands('insert')
      .filter((c) => c.command.insert === 'deliveries')
      .flatMap((c) => c.command.documents)
      .filter((d) => d.recovered);
    expect(
      sent.filter((d) => d.leadId === pruned.id),
      'a delivery the log pruned since is not written again',
    ).to.deep.equal([]);

    // Idempotent: another sweep, or another instance's, writes nothing more.
    const third = await open();
    await third.settled();
    expect(world.wire.engine.docs(DELIVERIES).filter((d) => d.sourceId === source.id)).to.have.length(1);
  });

  it('sweeps again while running: a lead another instance stored and lost after this one started is recovered by a later sweep', async () => {
    const store = await open({ recoveryMinAgeMS: 100, recoverySweepMS: 100 });
    const source = await newSource(store);
    await store.settled(); // the sweep at start has run
    // Another instance stored this lead and died before its follow-ups.
    const lead = newLead(source.id, { createdAt: new Date(Date.now() - 150).toISOString() });
    world.wire.engine.insert(
      `${WIRE_DB}.leads`,
      [
        {
          _id: lead.id,
          sourceId: source.id,
          phone: lead.phone,
          test: false,
          createdAt: lead.createdAt,
          deliveryId: 'lost-by-another',
        },
      ],
      false,
    );
    let log: Array<{ id: string; recovered?: true }> = [];
    for (let tries = 0; tries < 100 && log.length === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      log = await store.listDeliveries(source.id, 10);
    }
    expect(log.map((d) => [d.id, d.recovered])).to.deep.equal([['lost-by-another', true]]);
    await store.settled(); // that sweep's recount
    expect(await store.getSource(source.id)).to.include({ leadCount: 1 });
  });

  it('recovers the delivery of a lead whose insert outcome was unknown when the instance died (stored after all)', async () => {
    const killed = await open({ closeWaitMS: 0 });
    const source = await newSource(killed);
    // The primary applies the insert but the majority does not confirm it; the instance dies holding it.
    world.wire.always('insert', (command, proceed) =>
      command.insert === 'leads'
        ? {
            ...proceed(),
            writeConcernError: {
              code: 64,
              codeName: 'WriteConcernFailed',
              errmsg: 'waiting for replication timed out',
              errInfo: { wtimeout: true },
            },
          }
        : undefined,
    );
    const lead = newLead(source.id, { createdAt: minutesAgo(3) });
    const answer = await killed.addLead(lead, { at: lead.createdAt, id: 'delivery-of-the-unknown-lead' }).then(
      () => 'answered',
      (error: Error) => error.constructor.name,
    );
    expect(answer).to.equal('StoreUnavailableError');
    await killed.close();
    world.wire.clearScripts(); // the majority is back: the lead is committed

    const next = await open();
    await next.settled();
    expect(
      (await next.listDeliveries(source.id, 10)).map((d) => [d.id, d.outcome, d.leadId, d.recovered]),
    ).to.deep.equal([['delivery-of-the-unknown-lead', 'created', lead.id, true]]);
    expect(await next.getSource(source.id)).to.include({ leadCount: 1 });
  });

  // Issue 37, item 5: a cursor's maxTimeMS counts across its getMores, so one cursor over a large
  // hour failed every sweep; each page is now a query of its own, with its own maxTimeMS.
  it('Mongo: a large hour of leads is swept page by page, each page within its own maxTimeMS', async () => {
    const leads = Array.from({ length: 1_200 }, (_, i) => ({
      _id: timeOrderedId(),
      sourceId: `busy-source-${i % 3}`, // each keeps its newest 1,000 deliveries
      name: null,
      phone: null,
      email: null,
      emailKey: null,
      test: false,
      notes: '',
      fieldsJson: '{}',
      createdAt: minutesAgo(30 - i / 100),
      deliveryId: timeOrderedId(),
    }));
    world.wire.engine.insert(`${WIRE_DB}.leads`, leads, true);
    // 2 ms of server time per lead read: 1,200 leads take 2.4 s, a page of 500 one second.
    world.wire.engine.processingMsPerDocument = 2;
    const next = await open({ readMaxTimeMS: 1_500 });
    await next.settled();
    world.wire.engine.processingMsPerDocument = 0;
    const recovered = world.wire.engine.docs(DELIVERIES).filter((d) => d.recovered);
    expect(recovered).to.have.length(1_200);
  });
});
