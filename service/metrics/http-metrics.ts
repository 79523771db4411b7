import type { AppMetrics } from './app-metrics.ts';
import { boundCounter, boundHistogram } from './bound-series.ts';
import { routeTemplateOf } from './route-template.ts';

const WEBHOOK_ROUTE = '/webhook/:token';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

type ElementAnswer = { status: 'created' | 'duplicate' | 'rejected'; error?: { code: string } };
type Observer = { observe(value: number): void };
type Incrementer = { inc(): void };
type Gauge = { inc(): void; dec(): void };

/** What a request was answered: its status, the error code rendered, and the answer (a webhook's leads are counted). */
export interface Answered {
  status: number;
  errorCode: string | undefined;
  /** The answer as the handler made it, before any serialisation (`ctx.state.answer`, else `ctx.body`). */
  body: unknown;
}

/**
 * What the edge middleware (http/request-edge.ts) counts of each request: its duration by route
 * template, what the webhook answered (leads by outcome and code), 429s, and the event streams
 * and MCP exchanges open. It reads the answer the error middleware rendered, so no handler is
 * instrumented. Each label set's series is bound once (bound-series.ts: no label check or hash per
 * call) and kept in maps keyed by the labels themselves (no key string built per request).
 */
export class RequestMetrics {
  // route -> method -> status -> its duration series
  private readonly durations = new Map<string, Map<string, Map<number, Observer>>>();
  // outcome -> code -> its counter
  private readonly leads = new Map<string, Map<string, Incrementer>>();

  private readonly batchSize: Observer;

  constructor(private readonly metrics: AppMetrics) {
    this.batchSize = boundHistogram(metrics.webhookBatchSize);
  }

  /** The route label of a path: a documented template or `other`. */
  routeOf(path: string): string {
    return routeTemplateOf(path);
  }

  /** The method label: one of the methods the service answers, `other` for the rest. */
  methodOf(method: string | undefined): string {
    return method !== undefined && METHODS.has(method) ? method : 'other';
  }

  /** An MCP exchange is open from its arrival until its connection closes. */
  openAtStart(route: string): Gauge | null {
    return route === '/mcp' ? this.metrics.openMcpRequests : null;
  }

  /** An event stream is open from its 200 until its connection closes. */
  openAfter(route: string, status: number): Gauge | null {
    return route === '/api/events' && status === 200 ? this.metrics.openEventStreams : null;
  }

  answered(answer: Answered, route: string, method: string, seconds: number): void {
    const { status } = answer;
    this.durationOf(route, method, status).observe(seconds);
    if (answer.errorCode === 'rate_limited')
      this.metrics.requestsRefused.inc({ reason: route === WEBHOOK_ROUTE ? 'rate_limited' : 'locked_out' });
    if (route === WEBHOOK_ROUTE && method === 'POST') this.countLeads(answer);
  }

  private durationOf(route: string, method: string, status: number): Observer {
    let methods = this.durations.get(route);
    if (!methods) this.durations.set(route, (methods = new Map()));
    let statuses = methods.get(method);
    if (!statuses) methods.set(method, (statuses = new Map()));
    let duration = statuses.get(status);
    if (!duration)
      statuses.set(
        status,
        (duration = boundHistogram(this.metrics.httpDuration, { route, method, status: String(status) })),
      );
    return duration;
  }

  private countLeads(answer: Answered): void {
    // A lead taken is answered 200, or 303 to a plain form's thank-you page, its answer kept in ctx.state.
    if (answer.status >= 400 || typeof answer.body !== 'object' || answer.body === null) {
      this.lead('rejected', answer.errorCode ?? 'none');
      return;
    }
    const body = answer.body as { results?: ElementAnswer[] } & ElementAnswer;
    const results = body.results;
    if (results === undefined) {
      this.lead(body.status, body.error?.code ?? 'none');
      this.batchSize.observe(1);
      return;
    }
    for (const element of results) this.lead(element.status, element.error?.code ?? 'none');
    this.batchSize.observe(results.length);
  }

  private lead(outcome: string, code: string): void {
    let codes = this.leads.get(outcome);
    if (!codes) this.leads.set(outcome, (codes = new Map()));
    let counter = codes.get(code);
    if (!counter) codes.set(code, (counter = boundCounter(this.metrics.leadsReceived, { outcome, code })));
    counter.inc();
  }
}
