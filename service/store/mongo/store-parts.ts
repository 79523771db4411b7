import type { MongoClient } from 'mongodb';
import type { Logger } from 'pino';
import { BackgroundWrites } from './background-writes.ts';
import { collections } from './collections.ts';
import { DeliveryPruner } from './delivery-pruner.ts';
import { DeliveryRecovery } from './delivery-recovery.ts';
import { LeadWriter } from './lead-writer.ts';
import type { MongoLimits } from './mongo-options.ts';
import { MongoOutbox } from './outbox.ts';
import { RefusalEntries } from './refusal-entries.ts';
import { SourceTokens } from './source-tokens.ts';
import { UniqueIndexWatch } from './unique-index-watch.ts';

/** What the MongoDB store is made of: its collections, its writers and its background work. */
export interface StoreParts {
  readonly c: ReturnType<typeof collections>;
  readonly limits: MongoLimits;
  readonly background: BackgroundWrites;
  readonly pruner: DeliveryPruner;
  readonly writer: LeadWriter;
  readonly recovery: DeliveryRecovery;
  readonly tokens: SourceTokens;
  readonly refusals: RefusalEntries;
  readonly indexes: UniqueIndexWatch;
  readonly outbox: MongoOutbox;
}

export function storeParts(
  client: MongoClient,
  dbName: string,
  maxBsonObjectSize: number,
  limits: MongoLimits,
  logger: Logger,
): StoreParts {
  const c = collections(client.db(dbName));
  const background = new BackgroundWrites(limits.repairRetryMS, logger);
  const pruner = new DeliveryPruner(
    c.deliveries,
    { delayMs: limits.pruneDelayMS, maxTimeMS: limits.readMaxTimeMS },
    logger,
  );
  const writer = new LeadWriter(c, maxBsonObjectSize, background, pruner, limits, logger, (leadId) =>
    outbox.leadReturned(leadId),
  );
  const tokens = new SourceTokens(c, limits);
  const indexes = new UniqueIndexWatch(
    client.db(dbName),
    { everyMS: limits.indexCheckMS, maxTimeMS: limits.readMaxTimeMS },
    logger,
  );
  const refusals = new RefusalEntries(c, limits, pruner);
  const outbox = new MongoOutbox(c, limits);
  const recovery = new DeliveryRecovery(
    c,
    {
      insertDeliveries: (docs, links) => writer.insertDeliveries(docs, undefined, links),
      recount: (sourceIds) => writer.recount(sourceIds),
      // Not the first attempts of ordinary load (their leads are seconds old): writes late or failing.
      busy: () => writer.pending.behind || background.retrying || writer.unknown.busy,
    },
    {
      windowMS: limits.recoveryWindowMS,
      minAgeMS: limits.recoveryMinAgeMS,
      everyMS: limits.recoverySweepMS,
      maxTimeMS: limits.readMaxTimeMS,
    },
    logger,
  );
  return { c, limits, background, pruner, writer, recovery, tokens, refusals, indexes, outbox };
}
