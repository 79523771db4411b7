/** The store cannot be reached or cannot write; the request answers 503 and nothing was stored. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`store unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}
