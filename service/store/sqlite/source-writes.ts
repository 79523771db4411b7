import type { NewSource, SourcePatch } from '../source-record.ts';
import type { Statements } from './statements.ts';

/** The writer's writes of sources and their webhook tokens, each inside the batch's transaction. */

export function createSource(statements: Statements, source: NewSource): undefined {
  const { id, name, defaultCountry, googleKey, token, at } = source;
  statements
    .get(
      'INSERT INTO sources (id, name, default_country, google_key, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(id, name, defaultCountry, googleKey, at, at);
  return insertToken(statements, id, token, at);
}

export function updateSource(statements: Statements, id: string, patch: SourcePatch, at: string): boolean {
  const current = statements
    .get<
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
    )
    .get(id);
  if (!current) return false;
  statements
    .get(
      'UPDATE sources SET name = ?, default_country = ?, google_key = ?, field_map = ?, redirect_url = ?, updated_at = ? WHERE id = ?',
    )
    .run(
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

export function deleteSource(statements: Statements, id: string, at: string): boolean {
  const deleted = statements
    .get('UPDATE sources SET deleted_at = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL')
    .run(at, at, id);
  if (deleted.changes === 0) return false;
  revokeTokens(statements, id, 'deleted', at);
  return true;
}

export function replaceToken(statements: Statements, id: string, newToken: string, at: string): boolean {
  const touched = statements.get('UPDATE sources SET updated_at = ? WHERE id = ? AND deleted_at IS NULL').run(at, id);
  if (touched.changes === 0) return false;
  revokeTokens(statements, id, 'regenerated', at);
  insertToken(statements, id, newToken, at);
  return true;
}

export function markDeliveriesSeen(statements: Statements, sourceId: string): boolean {
  return (
    statements.get('UPDATE sources SET unseen_refusals = 0 WHERE id = ? AND deleted_at IS NULL').run(sourceId).changes >
    0
  );
}

function insertToken(statements: Statements, sourceId: string, token: string, at: string): undefined {
  statements.get('INSERT INTO webhook_tokens (token, source_id, created_at) VALUES (?, ?, ?)').run(token, sourceId, at);
  return undefined;
}

function revokeTokens(statements: Statements, sourceId: string, reason: 'regenerated' | 'deleted', at: string): void {
  statements
    .get('UPDATE webhook_tokens SET revoked_at = ?, revoked_reason = ? WHERE source_id = ? AND revoked_at IS NULL')
    .run(at, reason, sourceId);
}
