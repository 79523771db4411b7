/**
 * Tries at 0, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h after the one before (Standard Webhooks'
 * and Svix's schedule, about 28 hours in all); then the event has failed.
 */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

/** An endpoint's Retry-After is honoured up to this. */
export const RETRY_AFTER_MAX_MS = 3600_000;

/**
 * How long after try number `triesMade` (1 for the first) the next one comes; null when it was the last.
 * A `Retry-After` (seconds or an HTTP date) replaces the schedule's delay, up to an hour.
 */
export function nextTryDelay(triesMade: number, retryAfter: string | null, now: number): number | null {
  if (triesMade > RETRY_DELAYS_MS.length) return null;
  const asked = retryAfterMs(retryAfter, now);
  return asked === null ? RETRY_DELAYS_MS[triesMade - 1] : Math.min(asked, RETRY_AFTER_MAX_MS);
}

function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
