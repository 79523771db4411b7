import { expect } from 'chai';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { FeedEvent, FeedSink } from '../../service/events/lead-events.ts';
import { MongoStore } from '../../service/store/mongo/mongo-store.ts';
import { MongoWireServer } from '../helpers/mongo-wire-server.ts';
import { FAST_LIMITS, newLead, newSource, now, WIRE_DB } from '../helpers/mongo-wire-store.ts';

const until = async (done: () => boolean, what: string) => {
  const end = Date.now() + 5_000;
  while (!done()) {
    if (Date.now() > end) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
const sinkOf = (): FeedSink & { events: FeedEvent[]; gaps: number } => ({
  events: [],
  gaps: 0,
  deliver(event) {
    this.events.push(event);
  },
  gap() {
    this.gaps++;
  },
});
const capture = () => {
  const lines: Array<Record<string, unknown> & { msg: string }> = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: pino({ level: 'warn', base: undefined }, destination) };
};

describe('MongoDB live feed: read concern, mongos, back-off (wire-level server)', () => {
  let wire: MongoWireServer;
  const stores: MongoStore[] = [];
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
    await wire?.stop();
  });
  const open = async (uri: string, logger = FAST_LIMITS.logger) => {
    const store = await MongoStore.open(uri, { ...FAST_LIMITS, logger });
    stores.push(store);
    return store;
  };

  // Issue 27, item 6: readConcernLevel=linearizable is accepted, but change streams take majority only.
  it('hears leads with readConcernLevel=linearizable in the URI (the feed reads with majority)', async () => {
    wire = await MongoWireServer.start();
    const uri = wire.uri(WIRE_DB, 'readConcernLevel=linearizable');
    const [reader, writer] = [await open(uri), await open(uri)];
    const sink = sinkOf();
    await reader.startFeed(sink);
    const source = await newSource(writer);
    const lead = newLead(source.id);
    await writer.addLead(lead, { at: now() });
    await until(
      () => sink.events.some((event) => event.type === 'lead' && event.lead.id === lead.id),
      'the lead on the feed',
    );
    const opens = wire.commands('aggregate').filter((c) => c.command.pipeline?.[0]?.$changeStream);
    expect(opens.every((c) => c.command.readConcern?.level === 'majority')).to.equal(true);
    const read = wire.commands('find').find((c) => c.command.find === 'webhookTokens' || c.command.find === 'sources');
    expect(read?.command.readConcern?.level ?? 'linearizable', "other reads keep the URI's").to.equal('linearizable');
  });

  // Issue 27, item 9.
  it('through mongos, warns at start naming periodicNoopIntervalSecs', async () => {
    wire = await MongoWireServer.start({ mongos: true });
    const { lines, logger } = capture();
    await open(wire.uri(WIRE_DB), logger);
    expect(lines.map((line) => line.msg).join('\n')).to.include('periodicNoopIntervalSecs');
  });

  // Issue 27, item 10: after an outage the next stop waited the grown delay even though the stream had reopened.
  it('starts its back-off again from the first delay once a reopened stream answers', async () => {
    wire = await MongoWireServer.start();
    const { lines, logger } = capture();
    const store = await open(wire.uri(WIRE_DB), logger);
    const refuse = () => ({ ok: 0, code: 13, codeName: 'Unauthorized', errmsg: 'not authorized' });
    wire.script('aggregate', refuse, refuse, refuse, refuse); // an outage: four opens refused, delays 20, 40, 80, 160 ms
    await store.startFeed(sinkOf());
    const stops = () => lines.filter((line) => line.msg === 'MongoDB live feed stopped; opening it again');
    await until(() => stops().length === 4, 'four refused opens');
    await until(() => wire.commands('getMore').length > 0, 'the reopened stream answering');
    wire.script('getMore', () => ({ ok: 0, code: 13, codeName: 'Unauthorized', errmsg: 'not authorized' }));
    await until(() => stops().length === 5, 'the next stop');
    expect(stops().map((line) => line.retryInMs)).to.deep.equal([20, 40, 80, 160, 20]);
  });
});
