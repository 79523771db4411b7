import type { FieldMap } from '../lead/field-map/field-map.ts';

/** Plain records the stores hold; no driver type leaves a store module. Timestamps are ISO 8601 UTC. */
export interface SourceRecord {
  id: string;
  name: string;
  defaultCountry: string | null;
  /** When set, Google Ads lead form bodies must carry this google_key. */
  googleKey: string | null;
  /** JSON Pointers into each lead → the field they fill, winning over every built-in reading; in order. */
  fieldMap: FieldMap;
  /** Where a plain HTML form's visitor is sent (303) once their lead is taken (docs/api.md §2.7); null: none. */
  redirectUrl: string | null;
  /** The active webhook token; the only credential of the source's webhook URL. */
  token: string;
  createdAt: string;
  updatedAt: string;
  /** Real leads; test leads are counted apart in testLeadCount. */
  leadCount: number;
  testLeadCount: number;
  lastLeadAt: string | null;
  /** Set once the source is deleted (its token then revoked, `token` empty); listed only when asked. */
  deletedAt: string | null;
  /** Refused deliveries (countsAsUnseenRefusal) since the admin last opened the delivery log. */
  unseenRefusals: number;
}

export type RevocationReason = 'regenerated' | 'deleted';

/** What a webhook token points at: an active source, or a source the token no longer serves. */
export type WebhookLookup =
  { source: SourceRecord; revoked: null } | { source: SourceRecord; revoked: { reason: RevocationReason; at: string } };

export interface NewSource {
  id: string;
  name: string;
  defaultCountry: string | null;
  googleKey: string | null;
  token: string;
  at: string;
}

export interface SourcePatch {
  name?: string;
  defaultCountry?: string | null;
  googleKey?: string | null;
  /** Replaces the whole map. */
  fieldMap?: FieldMap;
  redirectUrl?: string | null;
}
