import type { WebhookLookup } from '../source-record.ts';

/** Webhook lookups by token (known tokens only); this process is the file's only writer, so its own writes clear it. */
export class WebhookCache {
  private readonly webhooks = new Map<string, WebhookLookup>();

  find(token: string, lookUp: (token: string) => WebhookLookup | null): WebhookLookup | null {
    const cached = this.webhooks.get(token);
    if (cached) return cached;
    const found = lookUp(token);
    if (found) {
      if (this.webhooks.size >= 10_000) this.webhooks.clear();
      this.webhooks.set(token, found);
    }
    return found;
  }

  clear(): void {
    this.webhooks.clear();
  }
}
