import { expect } from 'chai';
import { Readable } from 'node:stream';
import { LeadEvents } from '../../service/events/lead-events.ts';
import { HttpError } from '../../service/http/errors.ts';
import { createLogger } from '../../service/logger.ts';
import { SqliteStore } from '../../service/store/sqlite/sqlite-store.ts';
import { createIntake } from '../../service/webhook/intake.ts';
import type { WebhookPost } from '../../service/webhook/webhook-post.ts';
import { DailyQuota } from '../../service/webhook/daily-quota.ts';
import { TurnQueue } from '../../service/http/turn-queue.ts';
import { KeyedGate } from '../../service/http/keyed-gate.ts';
import { RateLimiter } from '../../service/webhook/rate-limiter.ts';
import { ReadPool } from '../../service/webhook/read-pool.ts';
import { RefusalLog } from '../../service/webhook/refusal-log.ts';
import { SourceMemory } from '../../service/webhook/source-memory.ts';
import { removeDir, tempDataDir, unique, uniquePhone } from '../helpers/test-server.ts';

// The intake use case on plain inputs (issue 13 item 4): no Koa context, a real SQLite store.
describe('Intake on plain inputs', () => {
  const dir = tempDataDir();
  const store = new SqliteStore(dir);
  const events = new LeadEvents();
  const logger = createLogger('silent');
  const refusals = new RefusalLog({ store, events, logger });
  const readers = new ReadPool();
  const intake = createIntake({
    store,
    events,
    refusals,
    limiter: new RateLimiter(1),
    quota: new DailyQuota(0),
    bytesBudget: new RateLimiter(0),
    readers,
    refusalTurns: new TurnQueue(8),
    gate: new KeyedGate({ running: 2, queued: 8, maxWaitMs: 1000 }),
    bodyLimitBytes: 65_536,
    logger,
    memory: new SourceMemory(),
  });
  after(async () => {
    await readers.close();
    await store.close();
    removeDir(dir);
  });

  const newWebhook = async () => {
    const token = unique('token-0123456789');
    await store.createSource({
      id: unique('source'),
      name: 'Plain',
      token,
      at: new Date().toISOString(),
      defaultCountry: 'US',
      googleKey: null,
    });
    return { token, webhook: (await store.findWebhook(token))! };
  };
  const post = (
    target: { token: string; webhook: WebhookPost['webhook'] },
    body: Readable,
    contentType = 'application/json',
  ): WebhookPost => ({ ...target, body, contentType });
  // A body that must never be read: reading it fails the request with a 400.
  const unreadable = () =>
    new Readable({
      read() {
        this.destroy(new Error('the body was read'));
      },
    });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a refusal');
      },
      (error: HttpError) => error,
    );

  it('stores a lead from bytes and a content type, publishes it and logs the delivery', async () => {
    const target = await newWebhook();
    const seen: string[] = [];
    const stop = events.subscribe((event) => seen.push(event.type));
    const phone = uniquePhone();
    const answer = await intake(
      post(
        target,
        Readable.from([Buffer.from(`name=Plain+Lead&phone=${encodeURIComponent(phone)}`)]),
        'application/x-www-form-urlencoded',
      ),
    );
    stop();
    expect(answer).to.deep.include({ status: 'created' });
    expect(seen).to.deep.equal(['lead', 'delivery']);
    const [delivery] = await store.listDeliveries(target.webhook.source.id, 10);
    expect(delivery).to.include({
      status: 200,
      outcome: 'created',
      body: `name=Plain+Lead&phone=${encodeURIComponent(phone)}`,
    });
  });

  it('refuses a revoked URL (410) and a rate-limited one (429) without reading the body, and logs both counted', async () => {
    const target = await newWebhook();
    const revoked = {
      ...target,
      webhook: { ...target.webhook, revoked: { reason: 'deleted' as const, at: new Date().toISOString() } },
    };
    expect(await refusal(intake(post(revoked, unreadable())))).to.include({ status: 410 });
    expect(await refusal(intake(post(revoked, unreadable())))).to.include({ status: 410 });
    // The limiter allows bursts of 4 at 1/s.
    for (let i = 0; i < 4; i++)
      await intake(post(target, Readable.from([Buffer.from(`{"phone": "${uniquePhone()}"}`)])));
    expect(await refusal(intake(post(target, unreadable())))).to.include({ status: 429 });
    await refusals.flush();
    const deliveries = await store.listDeliveries(target.webhook.source.id, 10);
    expect(deliveries.map((d) => [d.status, d.body === undefined, d.count])).to.deep.equal([
      [429, true, 1],
      [410, true, 2],
      [200, false, undefined],
      [200, false, undefined],
      [200, false, undefined],
      [200, false, undefined],
    ]);
  });
});
