import { readFileSync } from 'node:fs';
import type { Logger } from 'pino';
import type { Config } from '../base/config.ts';
import { ConfigError } from '../base/config.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { OUTBOUND_WORKER_DEFAULTS, OutboundWorker } from './outbound-worker.ts';
import { OUTBOUND_LIMITS, SafeHttps, systemResolver, type Resolver } from './safe-https.ts';

/** What tests may replace: the resolver (DNS rebinding), the clock (the retry schedule), the poll. */
export interface OutboundOptions {
  resolver?: Resolver;
  now?: () => number;
  pollMs?: number;
  timeoutMs?: number;
}

/** What the subscription routes need of outbound webhooks. */
export interface OutboundDeps {
  /** Why this target URL is refused, or null. */
  checkTarget(url: URL): Promise<string | null>;
  now(): number;
}

/** The safe client and the worker, started; stop() before the store closes. */
export function startOutbound(
  config: Pick<Config, 'outboundAllowPrivate' | 'outboundCaFile'>,
  store: LeadStore,
  logger: Logger,
  options: OutboundOptions = {},
  onAttempt?: (subscriptionId: string, delivered: boolean, queueAgeMs: number) => void,
): { deps: OutboundDeps; stop(): Promise<void> } {
  const now = options.now ?? Date.now;
  const https = new SafeHttps({
    resolver: options.resolver ?? systemResolver,
    allowPrivate: config.outboundAllowPrivate,
    ca: config.outboundCaFile ? readCa(config.outboundCaFile) : undefined,
    timeoutMs: options.timeoutMs ?? OUTBOUND_LIMITS.timeoutMs,
    answerBytes: OUTBOUND_LIMITS.answerBytes,
  });
  const worker = new OutboundWorker(store, https, {
    ...OUTBOUND_WORKER_DEFAULTS,
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    now,
    logger,
    onAttempt,
  });
  worker.start();
  return { deps: { checkTarget: (url) => https.checkNewTarget(url), now }, stop: () => worker.stop() };
}

/** The routes' checks without a worker (an app built alone, as some tests do). */
export const outboundChecks = (config: Pick<Config, 'outboundAllowPrivate'>): OutboundDeps => {
  const https = new SafeHttps({
    resolver: systemResolver,
    allowPrivate: config.outboundAllowPrivate,
    ...OUTBOUND_LIMITS,
  });
  return { checkTarget: (url) => https.checkNewTarget(url), now: Date.now };
};

function readCa(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`OUTBOUND_CA_FILE cannot be read (${(error as Error).message}).`);
  }
}
