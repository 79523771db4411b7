import type { PickReasons, ValueRoles } from '../lead/reader/explanation.ts';

export type DeliveryOutcome = 'created' | 'duplicate' | 'rejected';

export interface DeliveryRecord {
  /** Time-ordered (a UUIDv7). */
  id: string;
  at: string;
  status: number;
  outcome: DeliveryOutcome;
  leadId?: string;
  /** On a duplicate: the lead it matched (deliveries logged before this was kept have none). */
  matchedLeadId?: string;
  /**
   * A refused delivery sent again (replay): the lead that replay became, created or matched as a
   * duplicate; the first one kept (docs/api.md §3, "Sending a delivery again").
   */
  becameLeadId?: string;
  /** The person it carried was erased: the body is gone. */
  erased?: true;
  /** MongoDB: written again after the instance that answered its lead died before writing it; no body. */
  recovered?: true;
  error?: { code: string; message: string };
  body?: string;
  /** The X-Request-Id of the request that made it (absent on deliveries logged before ids were kept). */
  requestId?: string;
  /** The Content-Type the kept body is read with (absent when the request had none). */
  contentType?: string;
  /** Where the stored lead's fields came from: JSON Pointers into the lead object the field map reads (docs/api.md §3). */
  picked?: Partial<Record<'name' | 'firstName' | 'lastName' | 'phone' | 'email', string>>;
  /** The values sent as JSON text and read decoded (`/rawRequest`): pointers in `picked` go through them. */
  decodedText?: string[];
  /** Problems that did not stop the lead (docs/api.md §2.1). */
  warnings?: Array<{ field: string; message: string }>;
  /** Why each picked field was picked, strongest reason first, as the reader weighed it then (docs/api.md §3). */
  reasons?: PickReasons;
  /** What every other value read was taken for (at most 500 pointers): which reached the notes, which stayed out. */
  roles?: ValueRoles;
  /** Refusals before the body (410, 429) are one entry per token and status: how many, from when to when. */
  count?: number;
  firstAt?: string;
  lastAt?: string;
}

/** A delivery to log: its id made by the caller (so the live feed names the same one), or else by the store. */
export type NewDelivery = Omit<DeliveryRecord, 'id'> & { id?: string };

/**
 * Refusals of one kind (`key`: status, code and which token) counted in memory since the last
 * write; the store adds them to the source's one entry of that key, which becomes its newest.
 */
export interface RefusalTally {
  key: string;
  /** The entry's new id (time-ordered, so it is listed as of its last refusal). */
  id: string;
  status: number;
  error: { code: string; message: string };
  count: number;
  firstAt: string;
  lastAt: string;
}

/** Refused deliveries the admin is told about (docs/api.md §3): every 4xx but a revoked URL or a rate limit. */
export const countsAsUnseenRefusal = (status: number): boolean =>
  status >= 400 && status < 500 && status !== 410 && status !== 429;

/** What addLead logs beside the lead; status and outcome follow from the write. */
export type LeadDelivery = Pick<
  NewDelivery,
  'id' | 'at' | 'body' | 'requestId' | 'contentType' | 'picked' | 'decodedText' | 'warnings' | 'reasons' | 'roles'
> & {
  /** The HTTP status the lead is answered with when not 200: 303, a form's visitor sent to the thank-you page. */
  status?: number;
  /**
   * An admin sending a kept body again: a duplicate it makes is not the person coming back (sending
   * a created lead's body again would count the lead returning to itself), so no submission is kept.
   */
  replayed?: true;
  /** The refused delivery being sent again: it is linked to the lead this one becomes, in the lead's write. */
  replayOf?: string;
};

/** How many deliveries each source keeps: its newest, pruned per source (docs/api.md §3). */
export const DELIVERIES_KEPT = 1000;
