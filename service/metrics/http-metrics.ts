import type { Context, Middleware } from 'koa';
import type { AppMetrics } from './app-metrics.ts';
import { routeTemplateOf } from './route-template.ts';

const WEBHOOK = '/webhook/:token';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Measures every request at the edge: its duration by route template, what the webhook answered
 * (leads by outcome and code), 429s, and the event streams and MCP exchanges open. It reads the
 * answer the error middleware rendered, so no handler is instrumented.
 */
export function httpMetrics(metrics: AppMetrics): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    const route = routeTemplateOf(ctx.path);
    const method = METHODS.has(ctx.method) ? ctx.method : 'other';
    const whenClosed = (done: () => void) => ctx.res.once('close', done);
    whenClosed(() => {
      metrics.httpDuration.observe({ route, method, status: String(ctx.res.statusCode) }, (performance.now() - started) / 1000);
    });
    if (route === '/mcp') {
      metrics.openMcpRequests.inc();
      whenClosed(() => metrics.openMcpRequests.dec());
    }
    await next();
    if (ctx.state.errorCode === 'rate_limited') metrics.requestsRefused.inc({ reason: route === WEBHOOK ? 'rate_limited' : 'locked_out' });
    if (route === WEBHOOK && method === 'POST') countLeads(ctx, metrics);
    if (route === '/api/events' && ctx.status === 200) {
      metrics.openEventStreams.inc();
      whenClosed(() => metrics.openEventStreams.dec());
    }
  };
}

type ElementAnswer = { status: 'created' | 'duplicate' | 'rejected'; error?: { code: string } };

function countLeads(ctx: Context, metrics: AppMetrics) {
  if (ctx.status !== 200) {
    metrics.leadsReceived.inc({ outcome: 'rejected', code: String(ctx.state.errorCode ?? 'none') });
    return;
  }
  const body = ctx.body as { results?: ElementAnswer[] } & ElementAnswer;
  const answers = body.results ?? [body];
  for (const answer of answers) metrics.leadsReceived.inc({ outcome: answer.status, code: answer.error?.code ?? 'none' });
  metrics.webhookBatchSize.observe(answers.length);
}
