import type { TestServer } from './test-server.ts';

export interface LoggedDelivery {
  id: string;
  at: string;
  status: number;
  outcome: string;
  error?: { code: string; message: string };
  body?: string;
  count?: number;
  firstAt?: string;
  lastAt?: string;
}

/**
 * A source's delivery log once its entry of `status` counts `count` refusals: refusals before the
 * body (410, 429) are counted in memory and written every few seconds (docs/api.md §3). After 10 s
 * the log as it is, for the test to fail on.
 */
export async function deliveriesOnceCounted(
  server: TestServer,
  sourceId: string,
  status: number,
  count: number,
): Promise<LoggedDelivery[]> {
  for (const until = Date.now() + 10_000; ; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const { deliveries } = (await (await server.api(`/api/sources/${sourceId}/deliveries`)).json()) as {
      deliveries: LoggedDelivery[];
    };
    if (deliveries.some((d) => d.status === status && d.count === count) || Date.now() > until) return deliveries;
  }
}
