/** What an erasure touched (the log line names counts and ids only). */
export interface ErasureReport {
  erasedDeliveries: number;
}

/** What an erasure looks for in kept delivery bodies besides the deliveries linked to the lead. */
export interface ErasureNeedles {
  /** Lower-cased texts, any of which in a lower-cased body marks it. */
  texts: string[];
  /** Digit strings, any of which in a body with its separators removed marks it. */
  digits: string[];
}
