import { expect } from 'chai';
import { LeadEvents } from '../../service/events/lead-events.ts';
import { webhookRevoked } from '../../service/http/errors.ts';
import { MongoStore } from '../../service/store/mongo/mongo-store.ts';
import { RefusalLog } from '../../service/webhook/refusal-log.ts';
import { MongoWireServer } from '../helpers/mongo-wire-server.ts';
import { FAST_LIMITS, gate, newSource, testLogger, WIRE_DB } from '../helpers/mongo-wire-store.ts';

const refusalInserts = (wire: MongoWireServer) =>
  wire.commands('insert').filter((c) => c.command.insert === 'deliveries' && c.command.documents?.[0]?.refusalKey);

describe('Counted refusals while the store stalls (wire-level server)', function () {
  this.timeout(20_000);

  it('keeps one write in flight and adds what is counted meanwhile to the next, instead of queueing a write per interval', async () => {
    const wire = await MongoWireServer.start();
    const store = await MongoStore.open(wire.uri(WIRE_DB), { ...FAST_LIMITS, socketTimeoutMS: 10_000 });
    try {
      const source = await newSource(store);
      const log = new RefusalLog({ store, events: new LeadEvents(), logger: testLogger }, 20);
      const refusal = webhookRevoked({ reason: 'regenerated', at: new Date().toISOString() });
      // The source's log answers nothing for a second: a write of counted refusals waits on it.
      const stall = gate();
      wire.always('find', (command) =>
        command.find === 'deliveries' ? stall.opened.then(() => undefined) : undefined,
      );
      let counted = 0;
      for (const until = Date.now() + 1_000; Date.now() < until; counted++) {
        log.count(source.id, 'old-token', refusal);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      stall.open();
      wire.clearScripts();
      await log.flush();
      const [entry] = (await store.listDeliveries(source.id, 10)).filter((d) => d.status === 410);
      expect(entry.count, 'every refusal counted once').to.equal(counted);
      expect(refusalInserts(wire).length, 'writes: the one held, then one for all counted meanwhile').to.be.at.most(3);
    } finally {
      await store.close();
      await wire.stop();
    }
  });
});
