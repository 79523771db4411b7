/** Every body, whatever its format (docs/api.md §2.5-2.6): no lead form comes near these. */
export const MAX_BODY_DEPTH = 32;
export const MAX_BODY_VALUES = 5_000;
/** A JSON array of lead objects is a batch of at most this many. */
export const MAX_BATCH_LEADS = 100;
