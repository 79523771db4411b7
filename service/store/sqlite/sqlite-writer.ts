import type Database from 'better-sqlite3';
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
import { DeliveryLogWrites } from './delivery-log-writes.ts';
import { createSource, deleteSource, markDeliveriesSeen, replaceToken, updateSource } from './source-writes.ts';

/** The writer's page cache, in KiB when negative (PRAGMA cache_size): SQLite's default. */
const WRITER_CACHE_KIB = -2000;

/**
 * The one connection that writes (it lives in the writer thread). Group commit: each batch of
 * writes runs in one IMMEDIATE transaction with one fsync (synchronous=FULL), and the main thread
 * answers each write once its batch's outcome comes back.
 */
export class SqliteWriter {
  /** Leads added per source in the batch being written: one counter update per source, not per lead. */
  private readonly batchLeadCounts = new LeadCounts();
  /** The rowid of the batch's first lead not yet in the search index, if any: they are indexed together, before the commit. */
  private firstUnindexedRowid: number | null = null;

  private readonly statements: Statements;
  private readonly erasure: LeadErasure;
  private readonly outbox: OutboxWrites;
  private readonly deliveries: DeliveryLogWrites;

  constructor(private readonly db: Database.Database) {
    // A small page cache (SQLite's default, 2 MB) on this connection: at every commit SQLite walks
    // its whole page cache (a b-tree split keys a page at the lock-byte page for a moment, so the
    // commit's cache truncation scans every slot), which with 32 MB cost 4 to 5 µs a lead under load
    // and about 100 µs a commit at one lead a commit; the pages it reads instead come from the OS's
    // cache (docs/performance.md, issue 33 session 10). The reading connection keeps its 32 MB.
    db.pragma(`cache_size = ${WRITER_CACHE_KIB}`);
    this.statements = new Statements(db);
    this.erasure = new LeadErasure(db, this.statements);
    this.outbox = new OutboxWrites(this.statements);
    this.deliveries = new DeliveryLogWrites(this.statements);
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
      this.deliveries.forget();
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
        return this.deliveries.insert(op.sourceId, op.delivery);
      case 'eraseLead':
        // The delete trigger takes the lead out of the index: it must be in it (secure-delete
        // refuses an entry it does not hold), and a rowid it frees may be reused by a later lead.
        this.indexNewLeads();
        return this.erasure.erase(op.id, op.needles, this.outbox, op.at);
      case 'recordRefusals':
        return this.deliveries.addRefusals(op.sourceId, op.tally);
      case 'markDeliveriesSeen':
        return markDeliveriesSeen(this.statements, op.sourceId);
      case 'createSource':
        return createSource(this.statements, op.source);
      case 'updateSource':
        return updateSource(this.statements, op.id, op.patch, op.at);
      case 'deleteSource':
        return deleteSource(this.statements, op.id, op.at);
      case 'replaceToken':
        return replaceToken(this.statements, op.id, op.newToken, op.at);
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
    this.deliveries.insert(lead.sourceId, {
      ...delivery,
      status: delivery.status ?? 200,
      outcome: 'created',
      leadId: lead.id,
    });
    if (delivery.replayOf) this.deliveries.linkReplay(lead.sourceId, delivery.replayOf, lead.id);
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
    this.deliveries.pruneGrown();
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
    this.deliveries.insert(lead.sourceId, {
      ...delivery,
      status: delivery.status ?? 200,
      outcome: 'duplicate',
      ...(matched ? { matchedLeadId: matched.id } : {}),
    });
    if (matched && delivery.replayOf) this.deliveries.linkReplay(lead.sourceId, delivery.replayOf, matched.id);
    if (matched && !delivery.replayed) {
      recordReturn(this.statements, matched, lead, delivery.at);
      this.outbox.leadReturned(matched.id);
    }
    return { status: 'duplicate', matchedOn };
  }

  private prepare<P extends unknown[] = unknown[], R = unknown>(sql: string): Database.Statement<P, R> {
    return this.statements.get<P, R>(sql);
  }
}
