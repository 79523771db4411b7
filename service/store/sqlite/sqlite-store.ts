import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import {
  DELIVERIES_KEPT,
  emailKeyOf,
  isEmailOnly,
  type AddLeadResult,
  type DeliveryRecord,
  type LeadQuery,
  type LeadRecord,
  type LeadStore,
  type NewSource,
  type SourcePatch,
  type SourceRecord,
  type WebhookLookup,
} from '../lead-store.ts';
import { LeadCounts } from '../lead-counts.ts';
import { StoreUnavailableError } from '../store-errors.ts';
import { GroupCommit } from './group-commit.ts';
import { leadQuerySql } from './lead-query-sql.ts';
import { toDelivery, toLead, toSource, type DeliveryRow, type LeadRow, type SourceRow } from './rows.ts';
import { prepareDatabase } from './schema.ts';

const SOURCE_COLUMNS = `s.id, s.name, s.default_country, s.google_key, t.token, s.created_at, s.updated_at, s.lead_count, s.last_lead_at
  FROM sources s JOIN webhook_tokens t ON t.source_id = s.id AND t.revoked_at IS NULL`;

// Errors of the disk or the file, not of our SQL: the request gets a 503 and may be retried.
const UNAVAILABLE_CODES = /^SQLITE_(FULL|IOERR|BUSY|LOCKED|CANTOPEN|READONLY|CORRUPT|NOTADB|PROTOCOL)/;

export function translateSqliteError(error: unknown): unknown {
  const code = (error as { code?: string }).code ?? '';
  return UNAVAILABLE_CODES.test(code) ? new StoreUnavailableError(error) : error;
}

/**
 * DATA_DIR is created 0700 and the database file 0600 before SQLite opens it: SQLite gives its
 * -wal and -shm files the database file's mode (docs/api.md §7, data files).
 */
function privateDataFile(dataDir: string, name: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, name);
  closeSync(openSync(file, 'a', 0o600));
  for (const existing of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(existing)) chmodSync(existing, 0o600);
  }
  return file;
}

/** The embedded default store: one SQLite file in DATA_DIR. */
export class SqliteStore implements LeadStore {
  private readonly db: Database.Database;
  private readonly writes: GroupCommit;
  private readonly statements = new Map<string, Database.Statement>();
  /** Leads added per source in the batch being written: one counter update per source, not per lead. */
  private readonly batchLeadCounts = new LeadCounts();
  /** Sources whose delivery log grew in the batch being written: each is pruned once, at its end. */
  private readonly batchDeliverySources = new Set<string>();
  /** Webhook lookups by token (known tokens only); this process is the file's only writer, so its own writes clear it. */
  private readonly webhooks = new Map<string, WebhookLookup>();

  constructor(dataDir: string) {
    this.db = new Database(privateDataFile(dataDir, 'leads.sqlite'));
    prepareDatabase(this.db);
    this.writes = new GroupCommit(this.db, translateSqliteError, () => this.finishBatch(), () => this.forgetBatch());
  }

  async createSource(source: NewSource): Promise<SourceRecord> {
    await this.writeSources(() => {
      this
        .prepare('INSERT INTO sources (id, name, default_country, google_key, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(source.id, source.name, source.defaultCountry, source.googleKey, source.at, source.at);
      this.insertToken(source.id, source.token, source.at);
    });
    return (await this.getSource(source.id))!;
  }

  async listSources(): Promise<SourceRecord[]> {
    return this.read(() =>
      this.prepare<[], SourceRow>(`SELECT ${SOURCE_COLUMNS} WHERE s.deleted_at IS NULL ORDER BY s.created_at, s.id`).all().map(toSource),
    );
  }

  async getSource(id: string): Promise<SourceRecord | null> {
    return this.read(() => {
      const row = this.prepare<[string], SourceRow>(`SELECT ${SOURCE_COLUMNS} WHERE s.id = ? AND s.deleted_at IS NULL`).get(id);
      return row ? toSource(row) : null;
    });
  }

  async updateSource(id: string, patch: SourcePatch, at: string): Promise<SourceRecord | null> {
    const changed = await this.writeSources(() => {
      const current = this.prepare<[string], { name: string; default_country: string | null; google_key: string | null }>(
        'SELECT name, default_country, google_key FROM sources WHERE id = ? AND deleted_at IS NULL',
      ).get(id);
      if (!current) return false;
      this.prepare('UPDATE sources SET name = ?, default_country = ?, google_key = ?, updated_at = ? WHERE id = ?').run(
        patch.name ?? current.name,
        patch.defaultCountry === undefined ? current.default_country : patch.defaultCountry,
        patch.googleKey === undefined ? current.google_key : patch.googleKey,
        at,
        id,
      );
      return true;
    });
    return changed ? this.getSource(id) : null;
  }

  async deleteSource(id: string, at: string): Promise<boolean> {
    return this.writeSources(() => {
      const deleted = this.prepare('UPDATE sources SET deleted_at = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL').run(at, at, id);
      if (deleted.changes === 0) return false;
      this.revokeTokens(id, 'deleted', at);
      return true;
    });
  }

  async replaceToken(id: string, newToken: string, at: string): Promise<SourceRecord | null> {
    const replaced = await this.writeSources(() => {
      const touched = this.prepare('UPDATE sources SET updated_at = ? WHERE id = ? AND deleted_at IS NULL').run(at, id);
      if (touched.changes === 0) return false;
      this.revokeTokens(id, 'regenerated', at);
      this.insertToken(id, newToken, at);
      return true;
    });
    return replaced ? this.getSource(id) : null;
  }

  async findWebhook(token: string): Promise<WebhookLookup | null> {
    const cached = this.webhooks.get(token);
    if (cached) return cached;
    const found = this.lookUpWebhook(token);
    if (found) {
      if (this.webhooks.size >= 10_000) this.webhooks.clear();
      this.webhooks.set(token, found);
    }
    return found;
  }

  private lookUpWebhook(token: string): WebhookLookup | null {
    return this.read(() => {
      const hit = this.prepare<[string], { source_id: string; revoked_at: string | null; revoked_reason: string | null }>(
        'SELECT source_id, revoked_at, revoked_reason FROM webhook_tokens WHERE token = ?',
      ).get(token);
      if (!hit) return null;
      const row = this.prepare<[string], SourceRow>(
        `SELECT s.id, s.name, s.default_country, s.google_key, '' AS token, s.created_at, s.updated_at, s.lead_count, s.last_lead_at
         FROM sources s WHERE s.id = ?`,
      ).get(hit.source_id)!;
      const source = { ...toSource(row), token };
      return hit.revoked_at
        ? { source, revoked: { reason: hit.revoked_reason as 'regenerated' | 'deleted', at: hit.revoked_at } }
        : { source, revoked: null };
    });
  }

  addLead(lead: LeadRecord, delivery: { at: string; body?: string }): Promise<AddLeadResult> {
    const emailKey = emailKeyOf(lead.email);
    return this.writes.run((): AddLeadResult => {
      // Email-only leads: the check and the insert share this serialized transaction, so no race.
      const emailTaken = isEmailOnly(lead) && this.prepare('SELECT 1 FROM leads WHERE email_key = ? AND test = 0 LIMIT 1').get(emailKey);
      if (emailTaken) return this.logDuplicate(lead.sourceId, 'email', delivery);
      const inserted = this.prepare(
        `INSERT INTO leads (id, source_id, name, phone, email, email_key, notes, fields, test, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      ).run(lead.id, lead.sourceId, lead.name, lead.phone, lead.email, emailKey, lead.notes, JSON.stringify(lead.fields), lead.test ? 1 : 0, lead.createdAt);
      if (inserted.changes === 0) return this.logDuplicate(lead.sourceId, 'phone', delivery);
      this.batchLeadCounts.add(lead);
      this.insertDelivery(lead.sourceId, { ...delivery, status: 200, outcome: 'created', leadId: lead.id });
      return { status: 'created', lead };
    });
  }

  recordDelivery(sourceId: string, delivery: DeliveryRecord): Promise<void> {
    return this.writes.run(() => this.insertDelivery(sourceId, delivery));
  }

  async listDeliveries(sourceId: string, limit: number): Promise<DeliveryRecord[]> {
    return this.read(() =>
      this.prepare<[string, number], DeliveryRow>(
        'SELECT at, status, outcome, lead_id, error_code, error_message, body FROM deliveries WHERE source_id = ? ORDER BY seq DESC LIMIT ?',
      ).all(sourceId, limit).map(toDelivery),
    );
  }

  async findLeads(query: LeadQuery): Promise<LeadRecord[]> {
    const { sql, params } = leadQuerySql(query);
    return this.read(() => this.prepare<unknown[], LeadRow>(sql).all(...params).map(toLead));
  }

  async getLead(id: string): Promise<LeadRecord | null> {
    return this.read(() => {
      const row = this.prepare<[string], LeadRow>('SELECT * FROM leads WHERE id = ?').get(id);
      return row ? toLead(row) : null;
    });
  }

  /** Ready means writable: a durable one-row write, batched with the other writes. */
  async ping(): Promise<void> {
    await this.writes.run(() =>
      this.prepare('INSERT INTO readiness (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at')
        .run(new Date().toISOString()),
    );
  }

  async close(): Promise<void> {
    this.db.close();
  }

  /** A write to sources or tokens: cached webhook lookups may be stale after it. */
  private async writeSources<T>(write: () => T): Promise<T> {
    try {
      return await this.writes.run(write);
    } finally {
      this.webhooks.clear();
    }
  }

  /** Last in each batch's transaction: counters summed over the batch, and each grown log pruned. */
  private finishBatch(): void {
    for (const [sourceId, { added, lastLeadAt }] of this.batchLeadCounts.take()) {
      this.prepare('UPDATE sources SET lead_count = lead_count + ?, last_lead_at = ? WHERE id = ?').run(added, lastLeadAt, sourceId);
    }
    // Each source keeps its newest DELIVERIES_KEPT deliveries, always (docs/api.md §7).
    for (const sourceId of this.batchDeliverySources) {
      this.prepare(
        `DELETE FROM deliveries WHERE source_id = ? AND seq < (
           SELECT seq FROM deliveries WHERE source_id = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)`,
      ).run(sourceId, sourceId, DELIVERIES_KEPT - 1);
    }
    this.batchDeliverySources.clear();
  }

  private forgetBatch(): void {
    this.batchLeadCounts.clear();
    this.batchDeliverySources.clear();
  }

  private logDuplicate(sourceId: string, matchedOn: 'phone' | 'email', delivery: { at: string; body?: string }): AddLeadResult {
    this.insertDelivery(sourceId, { ...delivery, status: 200, outcome: 'duplicate' });
    return { status: 'duplicate', matchedOn };
  }

  private insertDelivery(sourceId: string, d: DeliveryRecord): void {
    this.prepare(
      `INSERT INTO deliveries (source_id, at, status, outcome, lead_id, error_code, error_message, body)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(sourceId, d.at, d.status, d.outcome, d.leadId ?? null, d.error?.code ?? null, d.error?.message ?? null, d.body ?? null);
    this.batchDeliverySources.add(sourceId);
  }

  private insertToken(sourceId: string, token: string, at: string): void {
    this.prepare('INSERT INTO webhook_tokens (token, source_id, created_at) VALUES (?, ?, ?)').run(token, sourceId, at);
  }

  private revokeTokens(sourceId: string, reason: 'regenerated' | 'deleted', at: string): void {
    this.prepare('UPDATE webhook_tokens SET revoked_at = ?, revoked_reason = ? WHERE source_id = ? AND revoked_at IS NULL').run(at, reason, sourceId);
  }

  // Statements compiled once and reused: intake runs the same few on every lead.
  private prepare<P extends unknown[] = unknown[], R = unknown>(sql: string): Database.Statement<P, R> {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement as unknown as Database.Statement<P, R>;
  }

  private read<T>(query: () => T): T {
    try {
      return query();
    } catch (error) {
      throw translateSqliteError(error);
    }
  }
}
