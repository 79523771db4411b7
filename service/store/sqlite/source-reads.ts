import type { SourceRecord, WebhookLookup } from '../source-record.ts';
import { toSource, type SourceRow } from './rows.ts';
import type { Statements } from './statements.ts';

// A deleted source has no active token: its token reads '' (docs/api.md §4, deleted sources have no webhookUrl).
const SOURCE_COLUMNS = `s.id, s.name, s.default_country, s.google_key, s.field_map, s.redirect_url, coalesce(t.token, '') AS token, s.created_at, s.updated_at,
  s.lead_count, s.test_lead_count, s.last_lead_at, s.deleted_at, s.unseen_refusals
  FROM sources s LEFT JOIN webhook_tokens t ON t.source_id = s.id AND t.revoked_at IS NULL`;

export function listSources(statements: Statements, includeDeleted: boolean): SourceRecord[] {
  const which = includeDeleted ? '' : 'WHERE s.deleted_at IS NULL';
  return statements
    .get<[], SourceRow>(`SELECT ${SOURCE_COLUMNS} ${which} ORDER BY s.created_at, s.id`)
    .all()
    .map(toSource);
}

export function getSource(statements: Statements, id: string): SourceRecord | null {
  const row = statements
    .get<[string], SourceRow>(`SELECT ${SOURCE_COLUMNS} WHERE s.id = ? AND s.deleted_at IS NULL`)
    .get(id);
  return row ? toSource(row) : null;
}

export function lookUpWebhook(statements: Statements, token: string): WebhookLookup | null {
  const hit = statements
    .get<[string], { source_id: string; revoked_at: string | null; revoked_reason: string | null }>(
      'SELECT source_id, revoked_at, revoked_reason FROM webhook_tokens WHERE token = ?',
    )
    .get(token);
  if (!hit) return null;
  const row = statements
    .get<[string], SourceRow>(
      `SELECT s.id, s.name, s.default_country, s.google_key, s.field_map, s.redirect_url, '' AS token, s.created_at, s.updated_at, s.lead_count, s.test_lead_count, s.last_lead_at, s.deleted_at
         FROM sources s WHERE s.id = ?`,
    )
    .get(hit.source_id)!;
  const source = { ...toSource(row), token };
  return hit.revoked_at
    ? { source, revoked: { reason: hit.revoked_reason as 'regenerated' | 'deleted', at: hit.revoked_at } }
    : { source, revoked: null };
}
