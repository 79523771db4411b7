import type { DeliveryRecord, LeadDelivery, NewDelivery, RefusalTally } from './delivery-record.ts';
import type { ErasureNeedles, ErasureReport } from './erasure-records.ts';
import type { LeadCount, LeadFilterQuery, LeadPage, LeadQuery } from './lead-queries.ts';
import type { AddLeadResult, LeadRecord, LeadSubmissionRecord, NewLead } from './lead-record.ts';
import type { OutboundStore } from './outbound-records.ts';
import type { NewSource, SourcePatch, SourceRecord, WebhookLookup } from './source-record.ts';

/**
 * The one storage interface. Duplicates are decided inside the store (unique index plus, for
 * email-only leads, a check inside the same serialized write), never by callers.
 * Store failures surface as StoreUnavailableError.
 */
export interface LeadStore extends OutboundStore {
  createSource(source: NewSource): Promise<SourceRecord>;
  /** Active sources, oldest first; with includeDeleted the deleted ones too. */
  listSources(options?: { includeDeleted?: boolean }): Promise<SourceRecord[]>;
  /** Active (not deleted) source by id. */
  getSource(id: string): Promise<SourceRecord | null>;
  updateSource(id: string, patch: SourcePatch, at: string): Promise<SourceRecord | null>;
  deleteSource(id: string, at: string): Promise<boolean>;
  replaceToken(id: string, newToken: string, at: string): Promise<SourceRecord | null>;
  findWebhook(token: string): Promise<WebhookLookup | null>;

  /** Stores the lead unless it is a duplicate, and logs the delivery in the same durable write. */
  addLead(lead: NewLead, delivery: LeadDelivery): Promise<AddLeadResult>;
  recordDelivery(sourceId: string, delivery: NewDelivery): Promise<void>;
  /** Adds the tally to the source's entry for its key (one entry per key, whatever the count); answers the entry. */
  recordRefusals(sourceId: string, tally: RefusalTally): Promise<DeliveryRecord>;
  /** Sets the source's unseenRefusals to 0; false when the source is unknown or deleted. */
  markDeliveriesSeen(sourceId: string): Promise<boolean>;
  listDeliveries(sourceId: string, limit: number): Promise<DeliveryRecord[]>;
  /** One delivery of the source's log, by id; null when unknown or pruned. */
  getDelivery(sourceId: string, id: string): Promise<DeliveryRecord | null>;
  findLeads(query: LeadQuery): Promise<LeadPage>;
  /**
   * How many leads `filters` give, counting at most `cap`; with `q`, only among the leads a search
   * page examines (the newest `cap` index matches on SQLite, the newest `cap` leads of the other
   * filters on MongoDB), `capped` when more are left (docs/api.md §4).
   */
  countLeads(filters: LeadFilterQuery, cap: number): Promise<LeadCount>;
  getLead(id: string): Promise<LeadRecord | null>;
  /**
   * The submissions kept on a lead, oldest first: the first from each source, the newest
   * SUBMISSIONS_NEWEST of those that match the lead and the newest SUBMISSIONS_NEWEST of those that conflict with it.
   */
  listSubmissions(leadId: string): Promise<LeadSubmissionRecord[]>;
  /** The kept deliveries that created or matched the lead, newest first. */
  listLeadDeliveries(leadId: string, limit: number): Promise<DeliveryRecord[]>;
  /** Erases the lead, its submissions, and the bodies of deliveries that carry it; null when unknown. */
  eraseLead(id: string, needles: ErasureNeedles): Promise<ErasureReport | null>;

  /** Resolves when the store can take a write now (what /readyz reports). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
