import type Database from 'better-sqlite3';
import { countsAsUnseenRefusal, DELIVERIES_KEPT, type DeliveryRecord, type RefusalTally } from '../delivery-record.ts';
import { emailKeyOf, isEmailOnly } from '../lead-record.ts';
import { LeadCounts } from '../lead-counts.ts';
import { isStoreFailure } from './sqlite-errors.ts';
import {
  toWriteFailure,
  type DeliveryToStore,
  type LeadToStore,
  type WriteOp,
  type WriteOutcome,
  type WriteResult,
} from './write-ops.ts';
import { Statements } from './statements.ts';
import { LeadErasure } from './lead-erasure.ts';
import { matchedLead, recordReturn } from './lead-returns.ts';
import { INDEX_LEADS_FROM } from './lead-search-index.ts';
import { OutboxWrites } from './outbox-writes.ts';

/**
 * The one connection that writes (it lives in the writer thread). Group commit: each batch of
 * writes runs in one IMMEDIATE transaction with one fsync (synchronous=FULL), and the main thread
 * answers each write once its batch's outcome comes back.
 */
export class SqliteWriter {
  /** Leads added per source in the batch being written: one counter update per source, not per lead. */
  private readonly batchLeadCounts = new LeadCounts();
  /** Sources whose delivery log grew in the batch being written: each is pruned once, at its end. */
  private readonly batchDeliverySources = new Set<string>();
  /** The rowid of the batch's first lead not yet in the search index, if any: they are indexed together, before the commit. */
  private firstUnindexedRowid: number | null = null;

  private readonly statements: Statements;
  private readonly erasure: LeadErasure;
  private readonly outbox: OutboxWrites;

  constructor(private readonly db: Database.Database) {
    this.statements = new Statements(db);
    this.erasure = new LeadErasure(db, this.statements);
    this.outbox = new OutboxWrites(this.statements);
  }

  commitBatch(ops: WriteOp[]): WriteOutcome[] {
    try {
      return this.commit(ops).map((value) => ({ ok: true, value }));
    } catch (error) {
      if (isStoreFailure(error as { code?: unknown }) || ops.length === 1) {
        // The store itself failed (disk, lock): nothing of the batch was stored.
        return ops.map(() => ({ ok: false, error: toWriteFailure(error) }));
      }
      // One write's own fault (a bug, not the disk) must not sink the others: each alone.
      return ops.map((op) => {
        try {
          return { ok: true, value: this.commit([op])[0] };
        } catch (alone) {
          return { ok: false, error: toWriteFailure(alone) };
        }
      });
    }
  }

  close(): void {
    this.db.close();
  }

  private commit(ops: WriteOp[]): WriteResult[] {
    try {
      return this.db
        .transaction(() => {
          const results = ops.map((op) => this.apply(op));
          this.finishBatch();
          return results;
        })
        .immediate();
    } catch (error) {
      this.batchLeadCounts.clear();
      this.batchDeliverySources.clear();
      this.firstUnindexedRowid = null;
      this.outbox.forget();
      throw error;
    }
  }

  private apply(op: WriteOp): WriteResult {
    switch (op.kind) {
      case 'addLead':
        return this.addLead(op.lead, op.delivery);
      case 'recordDelivery':
        return this.insertDelivery(op.sourceId, op.delivery);
      case 'eraseLead':
        // The delete trigger takes the lead out of the index: it must be in it (secure-delete
        // refuses an entry it does not hold), and a rowid it frees may be reused by a later lead.
        this.indexNewLeads();
        return this.erasure.erase(op.id, op.needles, this.outbox, op.at);
      case 'recordRefusals':
        return this.addRefusals(op.sourceId, op.tally);
      case 'markDeliveriesSeen':
        return (
          this.prepare('UPDATE sources SET unseen_refusals = 0 WHERE id = ? AND deleted_at IS NULL').run(op.sourceId)
            .changes > 0
        );
      case 'createSource': {
        const { id, name, defaultCountry, googleKey, token, at } = op.source;
        this.prepare(
          'INSERT INTO sources (id, name, default_country, google_key, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(id, name, defaultCountry, googleKey, at, at);
        return this.insertToken(id, token, at);
      }
      case 'updateSource': {
        const { id, patch, at } = op;
        const current = this.prepare<
          [string],
          {
            name: string;
            default_country: string | null;
            google_key: string | null;
            field_map: string;
            redirect_url: string | null;
          }
        >(
          'SELECT name, default_country, google_key, field_map, redirect_url FROM sources WHERE id = ? AND deleted_at IS NULL',
        ).get(id);
        if (!current) return false;
        this.prepare(
          'UPDATE sources SET name = ?, default_country = ?, google_key = ?, field_map = ?, redirect_url = ?, updated_at = ? WHERE id = ?',
        ).run(
          patch.name ?? current.name,
          patch.defaultCountry === undefined ? current.default_country : patch.defaultCountry,
          patch.googleKey === undefined ? current.google_key : patch.googleKey,
          patch.fieldMap === undefined ? current.field_map : JSON.stringify(patch.fieldMap),
          patch.redirectUrl === undefined ? current.redirect_url : patch.redirectUrl,
          at,
          id,
        );
        return true;
      }
      case 'deleteSource': {
        const deleted = this.prepare(
          'UPDATE sources SET deleted_at = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL',
        ).run(op.at, op.at, op.id);
        if (deleted.changes === 0) return false;
        this.revokeTokens(op.id, 'deleted', op.at);
        return true;
      }
      case 'replaceToken': {
        const touched = this.prepare('UPDATE sources SET updated_at = ? WHERE id = ? AND deleted_at IS NULL').run(
          op.at,
          op.id,
        );
        if (touched.changes === 0) return false;
        this.revokeTokens(op.id, 'regenerated', op.at);
        this.insertToken(op.id, op.newToken, op.at);
        return true;
      }
      case 'createSubscription':
        return this.outbox.createSubscription(op.subscription);
      case 'updateSubscription':
        return this.outbox.updateSubscription(op.id, op.patch, op.at);
      case 'deleteSubscription':
        return this.outbox.deleteSubscription(op.id);
      case 'claimEvents':
        return this.outbox.claim(op.subscriptionId, op.at, op.leaseUntil, op.limit);
      case 'recordAttempt':
        return this.outbox.recordAttempt(op.attempt, op.outcome);
      case 'resendEvent':
        return this.outbox.resend(op.subscriptionId, op.eventId, op.at);
      case 'testEvent':
        return this.outbox.testEvent(op.subscriptionId, op.id, op.body, op.at);
      case 'createIntegrationToken':
        return this.outbox.createIntegrationToken(op.token);
      case 'deleteIntegrationToken':
        return this.outbox.deleteIntegrationToken(op.id);
      case 'ping':
        this.prepare(
          'INSERT INTO readiness (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at',
        ).run(op.at);
        return undefined;
    }
  }

  private addLead(lead: LeadToStore, delivery: DeliveryToStore): WriteResult {
    const emailKey = emailKeyOf(lead.email);
    // Email-only leads: the check and the insert share this serialized transaction, so no race.
    const emailTaken =
      isEmailOnly(lead) && this.prepare('SELECT 1 FROM leads WHERE email_key = ? AND test = 0 LIMIT 1').get(emailKey);
    if (emailTaken) return this.logDuplicate(lead, 'email', emailKey, delivery);
    const inserted = this.prepare(
      `INSERT INTO leads (id, source_id, name, phone, email, email_key, notes, fields, test, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    ).run(
      lead.id,
      lead.sourceId,
      lead.name,
      lead.phone,
      lead.email,
      emailKey,
      lead.notes,
      lead.fieldsJson,
      lead.test ? 1 : 0,
      lead.createdAt,
    );
    if (inserted.changes === 0) return this.logDuplicate(lead, 'phone', emailKey, delivery);
    this.firstUnindexedRowid ??= Number(inserted.lastInsertRowid);
    this.batchLeadCounts.add(lead);
    this.insertDelivery(lead.sourceId, {
      ...delivery,
      status: delivery.status ?? 200,
      outcome: 'created',
      leadId: lead.id,
    });
    this.outbox.leadCreated(lead);
    return { status: 'created' };
  }

  /** Last in each batch's transaction: counters summed over the batch, and each grown log pruned. */
  private finishBatch(): void {
    this.indexNewLeads();
    for (const [sourceId, { added, addedTest, lastLeadAt }] of this.batchLeadCounts.take()) {
      this.prepare(
        'UPDATE sources SET lead_count = lead_count + ?, test_lead_count = test_lead_count + ?, last_lead_at = ? WHERE id = ?',
      ).run(added, addedTest, lastLeadAt, sourceId);
    }
    // Each source keeps its newest DELIVERIES_KEPT deliveries, always (docs/api.md §3).
    for (const sourceId of this.batchDeliverySources) {
      this.prepare(
        `DELETE FROM deliveries WHERE source_id = ? AND seq < (
           SELECT seq FROM deliveries WHERE source_id = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)`,
      ).run(sourceId, sourceId, DELIVERIES_KEPT - 1);
    }
    this.batchDeliverySources.clear();
  }

  /** One statement for the batch's new leads (lead-search-index.ts), in its transaction: a lead listed is a lead found by q. */
  private indexNewLeads(): void {
    if (this.firstUnindexedRowid === null) return;
    this.prepare(INDEX_LEADS_FROM).run(this.firstUnindexedRowid);
    this.firstUnindexedRowid = null;
  }

  /** The duplicate's delivery names the lead it matched, which keeps what it sent (lead-returns.ts), in this same transaction. */
  private logDuplicate(
    lead: LeadToStore,
    matchedOn: 'phone' | 'email',
    emailKey: string | null,
    delivery: DeliveryToStore,
  ): WriteResult {
    const matched = matchedLead(this.statements, lead, matchedOn, emailKey);
    this.insertDelivery(lead.sourceId, {
      ...delivery,
      status: delivery.status ?? 200,
      outcome: 'duplicate',
      ...(matched ? { matchedLeadId: matched.id } : {}),
    });
    if (matched && !delivery.replayed) {
      recordReturn(this.statements, matched, lead, delivery.at);
      this.outbox.leadReturned(matched.id);
    }
    return { status: 'duplicate', matchedOn };
  }

  private insertDelivery(
    sourceId: string,
    d: DeliveryRecord | (DeliveryToStore & Omit<DeliveryRecord, 'id' | 'at'>),
  ): undefined {
    this.prepare(
      `INSERT INTO deliveries (source_id, id, at, status, outcome, lead_id, matched_lead_id, error_code, error_message, body, request_id, content_type, picked, decoded_text, warnings, reasons, roles)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      sourceId,
      d.id,
      d.at,
      d.status,
      d.outcome,
      d.leadId ?? null,
      d.matchedLeadId ?? null,
      d.error?.code ?? null,
      d.error?.message ?? null,
      d.body ?? null,
      d.requestId ?? null,
      d.contentType ?? null,
      jsonOrNull(d.picked),
      jsonOrNull(d.decodedText),
      jsonOrNull(d.warnings),
      'reasonsJson' in d ? (d.reasonsJson ?? null) : jsonOrNull(d.reasons),
      'rolesJson' in d ? (d.rolesJson ?? null) : jsonOrNull(d.roles),
    );
    this.batchDeliverySources.add(sourceId);
    if (countsAsUnseenRefusal(d.status))
      this.prepare('UPDATE sources SET unseen_refusals = unseen_refusals + 1 WHERE id = ?').run(sourceId);
    return undefined;
  }

  /** The key's entry is replaced by one with the sums and the new id: one entry per key, listed as of its last refusal. */
  private addRefusals(sourceId: string, t: RefusalTally): undefined {
    const before = this.prepare<[string, string], { seq: number; refusal_count: number; first_at: string }>(
      'SELECT seq, refusal_count, first_at FROM deliveries WHERE source_id = ? AND refusal_key = ?',
    ).get(sourceId, t.key);
    if (before) this.prepare('DELETE FROM deliveries WHERE seq = ?').run(before.seq);
    this.prepare(
      `INSERT INTO deliveries (source_id, id, at, status, outcome, error_code, error_message, refusal_key, refusal_count, first_at, last_at)
       VALUES (?, ?, ?, ?, 'rejected', ?, ?, ?, ?, ?, ?)`,
    ).run(
      sourceId,
      t.id,
      t.lastAt,
      t.status,
      t.error.code,
      t.error.message,
      t.key,
      t.count + (before?.refusal_count ?? 0),
      before?.first_at ?? t.firstAt,
      t.lastAt,
    );
    this.batchDeliverySources.add(sourceId);
    return undefined;
  }

  private insertToken(sourceId: string, token: string, at: string): undefined {
    this.prepare('INSERT INTO webhook_tokens (token, source_id, created_at) VALUES (?, ?, ?)').run(token, sourceId, at);
    return undefined;
  }

  private revokeTokens(sourceId: string, reason: 'regenerated' | 'deleted', at: string): void {
    this.prepare(
      'UPDATE webhook_tokens SET revoked_at = ?, revoked_reason = ? WHERE source_id = ? AND revoked_at IS NULL',
    ).run(at, reason, sourceId);
  }

  private prepare<P extends unknown[] = unknown[], R = unknown>(sql: string): Database.Statement<P, R> {
    return this.statements.get<P, R>(sql);
  }
}

const jsonOrNull = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
