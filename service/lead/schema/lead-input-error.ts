import { fixTheseFields, type ErrorDetail } from '../../../shared/error-detail.ts';

/**
 * A lead the core refuses for what its fields hold (docs/api.md §2.1): the fields at fault, each
 * with what is wrong, and a message safe to show the sender. The core knows no HTTP: the edge
 * answers it 422 `validation_failed` with this message and these details (prepared-body.ts,
 * `leadRefused`).
 */
export class LeadInputError extends Error {
  readonly code = 'validation_failed';

  constructor(
    readonly details: ErrorDetail[],
    message = fixTheseFields(details),
  ) {
    super(message);
  }
}

export const invalidFields = (details: ErrorDetail[]) => new LeadInputError(details);

/**
 * A body in which no value could be a phone or an email (docs/api.md §2.1): no mapping or new try
 * can make a lead of it, the form itself must ask for one. The page offers no tools for it.
 */
export const NO_CONTACT_MESSAGE = 'no phone or email in this body: the form must ask for one';
export const noContactInBody = () =>
  new LeadInputError(
    [
      { field: 'phone', message: NO_CONTACT_MESSAGE },
      { field: 'email', message: NO_CONTACT_MESSAGE },
    ],
    NO_CONTACT_MESSAGE,
  );
