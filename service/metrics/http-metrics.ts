import type { Context } from 'koa';
import type { AppMetrics } from './app-metrics.ts';
import { routeTemplateOf } from './route-template.ts';

const WEBHOOK_ROUTE = '/webhook/:token';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

type ElementAnswer = { status: 'created' | 'duplicate' | 'rejected'; error?: { code: string } };
type Observer = { observe(value: number): void };
type Incrementer = { inc(): void };
type Gauge = { inc(): void; dec(): void };

/** What a request was answered: its status, the error code rendered, and the body (a webhook's answers are counted). */
export interface Answered {
  status: number;
  errorCode?: string;
  body: unknown;
}

/**
 * What the edge middleware (http/request-edge.ts) counts of each request: its duration by route
 * template, what the webhook answered (leads by outcome and code), 429s, and the event streams
 * and MCP exchanges open. It reads the answer the error middleware rendered, so no handler is
 * instrumented. Each label set's series is looked up once and kept (the label sets are fixed
 * lists, app-metrics.ts), so a request costs no label hashing.
 */
export class RequestMetrics {
  private readonly durations = new Map<string, Observer>();
  private readonly leads = new Map<string, Incrementer>();

  constructor(private readonly metrics: AppMetrics) {}

  /** The route and method labels of a request. */
  labelsOf(ctx: Context): { route: string; method: string } {
    return { route: routeTemplateOf(ctx.path), method: methodLabel(ctx.method) };
  }

  /** An MCP exchange is open from its arrival until its connection closes. */
  openAtStart(route: string): Gauge | null {
    return route === '/mcp' ? this.metrics.openMcpRequests : null;
  }

  /** An event stream is open from its 200 until its connection closes. */
  openAfter(route: string, ctx: Context): Gauge | null {
    return route === '/api/events' && ctx.status === 200 ? this.metrics.openEventStreams : null;
  }

  answered(answer: Answered, route: string, method: string, seconds: number): void {
    const { status } = answer;
    const key = `${route} ${method} ${status}`;
    let duration = this.durations.get(key);
    if (!duration)
      this.durations.set(key, (duration = this.metrics.httpDuration.labels({ route, method, status: String(status) })));
    duration.observe(seconds);
    if (answer.errorCode === 'rate_limited')
      this.metrics.requestsRefused.inc({ reason: route === WEBHOOK_ROUTE ? 'rate_limited' : 'locked_out' });
    if (route === WEBHOOK_ROUTE && method === 'POST') this.countLeads(answer);
  }

  private countLeads(answer: Answered): void {
    if (answer.status !== 200) {
      this.lead('rejected', String(answer.errorCode ?? 'none'));
      return;
    }
    const body = answer.body as { results?: ElementAnswer[] } & ElementAnswer;
    const answers = body.results ?? [body];
    for (const element of answers) this.lead(element.status, element.error?.code ?? 'none');
    this.metrics.webhookBatchSize.observe(answers.length);
  }

  private lead(outcome: string, code: string): void {
    const key = `${outcome} ${code}`;
    let counter = this.leads.get(key);
    if (!counter) this.leads.set(key, (counter = this.metrics.leadsReceived.labels({ outcome, code })));
    counter.inc();
  }
}

/** The method label: one of the methods the service answers, `other` for the rest. */
function methodLabel(method: string | undefined): string {
  return method !== undefined && METHODS.has(method) ? method : 'other';
}
