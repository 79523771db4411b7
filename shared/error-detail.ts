/**
 * One field a request got wrong, as every error answer names it (`error.details`, docs/api.md §1):
 * what the service's checks return and what the connector reads back.
 */
export interface ErrorDetail {
  field: string;
  message: string;
}

/** The message of an answer naming fields: each `field: message`, in order, in one sentence. */
export const fixTheseFields = (details: readonly ErrorDetail[]) =>
  `Fix these fields and send again: ${details.map((d) => `${d.field}: ${d.message}`).join('; ')}`;
