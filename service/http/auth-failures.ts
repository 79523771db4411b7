import { tooManyWrongTokens } from './errors.ts';

interface Window {
  failures: number;
  startedAt: number;
}

const MAX_ADDRESSES = 10_000;

/**
 * Counts wrong bearer tokens per client address; past `maxFailures` in `windowMs` that address is
 * refused with 429 until the window ends, so tokens cannot be guessed by brute force.
 */
export class AuthFailures {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly maxFailures = 30,
    private readonly windowMs = 10 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 while the address is locked out. */
  refuseIfLocked(address: string): void {
    const window = this.current(address);
    if (!window || window.failures < this.maxFailures) return;
    const retryAfter = Math.ceil((window.startedAt + this.windowMs - this.now()) / 1000);
    throw tooManyWrongTokens(retryAfter);
  }

  record(address: string): void {
    const window = this.current(address) ?? { failures: 0, startedAt: this.now() };
    window.failures++;
    if (!this.windows.has(address) && this.windows.size >= MAX_ADDRESSES) {
      this.windows.delete(this.windows.keys().next().value!);
    }
    this.windows.set(address, window);
  }

  private current(address: string): Window | null {
    const window = this.windows.get(address);
    if (window && this.now() - window.startedAt >= this.windowMs) {
      this.windows.delete(address);
      return null;
    }
    return window ?? null;
  }
}
