import { get, type IncomingMessage } from 'node:http';
import type { FeedEvent } from '../../service/events/lead-events.ts';

/** A live page's stream: the events it got, and whether the server let it go. */
export async function openEventStream(baseUrl: string, adminToken: string) {
  const state = { events: [] as FeedEvent[], closed: false };
  const request = get(`${baseUrl}/api/events`, { headers: { Authorization: `Bearer ${adminToken}` }, agent: false });
  request.on('error', () => {});
  request.on('close', () => (state.closed = true));
  const response = await new Promise<IncomingMessage>((resolve) => request.once('response', resolve));
  let text = '';
  response.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
      const data = text
        .slice(0, end)
        .split('\n')
        .find((line) => line.startsWith('data: '));
      if (data) state.events.push(JSON.parse(data.slice(6)));
      text = text.slice(end + 2);
    }
  });
  response.on('error', () => {});
  const leadsOf = (phone: string) =>
    state.events.filter((event) => event.type === 'lead' && event.lead.phone === phone).length;
  return { state, leadsOf, close: () => request.destroy() };
}

/** Polls until `done`, failing after `ms` with what was awaited. */
export async function within(ms: number, done: () => boolean, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
