import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The service's Prometheus metrics, in a registry of their own per app instance (tests run many
 * servers in one process). No label takes values that grow with data: routes are templates
 * (`/webhook/:token`, `other`), codes and outcomes are fixed lists; never a token, lead or source id.
 * What each one means: docs/operations.md, Metrics.
 */
export class AppMetrics {
  readonly registry = new Registry();

  readonly leadsReceived = new Counter({
    name: 'lead_intake_leads_received_total',
    help: 'Leads posted to webhook URLs, by outcome (created, duplicate, rejected) and error code (none unless rejected); each batch element counts once.',
    labelNames: ['outcome', 'code'] as const,
    registers: [this.registry],
  });

  readonly webhookBatchSize = new Histogram({
    name: 'lead_intake_webhook_batch_size',
    help: 'Leads in each webhook request answered 200 (1 for a single lead).',
    buckets: [1, 2, 5, 10, 25, 50, 100],
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'lead_intake_http_request_duration_seconds',
    help: "Time from a request's arrival until its answer is handed to Node to send (MCP answers and event streams: until their connection closes), by route template, method and status.",
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  readonly storeWriteDuration = new Histogram({
    name: 'lead_intake_store_write_duration_seconds',
    help: 'Time each store write takes until durable, measured around the store call (group commit waits included), by operation and result (ok, error).',
    labelNames: ['operation', 'result'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly storeWritesInFlight = new Gauge({
    name: 'lead_intake_store_writes_in_flight',
    help: 'Store writes called and not yet settled: what the next group commit can hold.',
    registers: [this.registry],
  });

  readonly requestsRefused = new Counter({
    name: 'lead_intake_requests_refused_total',
    help: 'Requests refused with 429: rate_limited (a webhook URL over WEBHOOK_RATE_LIMIT) or locked_out (an address after 30 wrong tokens).',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  readonly openEventStreams = new Gauge({
    name: 'lead_intake_event_streams_open',
    help: 'Live event streams (GET /api/events) open now.',
    registers: [this.registry],
  });

  readonly openMcpRequests = new Gauge({
    name: 'lead_intake_mcp_requests_open',
    help: 'MCP requests (/mcp) being answered now; MCP is stateless, so this is every open MCP exchange.',
    registers: [this.registry],
  });

  // Per subscription (issue 38): subscriptions are made by hand, a few per service, so their ids
  // are the one data-named label here.
  readonly outboundTries = new Counter({
    name: 'lead_intake_outbound_tries_total',
    help: 'Tries to send an outbound webhook event, by subscription id and result (delivered: a 2xx; failed: anything else, to be retried or given up).',
    labelNames: ['subscription', 'result'] as const,
    registers: [this.registry],
  });

  readonly outboundQueueAge = new Gauge({
    name: 'lead_intake_outbound_queue_age_seconds',
    help: "Age of the event each subscription's last try sent (from its cause to the try's answer): how far its queue is behind.",
    labelNames: ['subscription'] as const,
    registers: [this.registry],
  });

  outboundAttempt(subscription: string, delivered: boolean, queueAgeMs: number): void {
    this.outboundTries.inc({ subscription, result: delivered ? 'delivered' : 'failed' });
    this.outboundQueueAge.set({ subscription }, queueAgeMs / 1000);
  }

  /** `withProcessMetrics`: Node's default process metrics too (only where they are scraped). */
  constructor({ withProcessMetrics = false } = {}) {
    if (withProcessMetrics) collectDefaultMetrics({ register: this.registry });
    for (const outcome of ['created', 'duplicate']) this.leadsReceived.inc({ outcome, code: 'none' }, 0);
    for (const reason of ['rate_limited', 'locked_out']) this.requestsRefused.inc({ reason }, 0);
  }
}
