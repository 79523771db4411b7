/** The store cannot be reached or cannot write; the request answers 503 and nothing was stored. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`store unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * One lead is larger than the store can hold in a record; it alone is refused (413), nothing stored.
 * The store logs its delivery itself; the message is the one the sender reads.
 */
export class LeadTooLargeError extends Error {
  constructor(
    readonly bytes: number,
    readonly limit: number,
  ) {
    super(
      `This lead takes ${bytes} bytes once stored, more than the ${limit} the store holds per lead; send fewer or shorter fields.`,
    );
  }
}
