import type { IntegrationTokenRecord, NewSubscription, SubscriptionPatch } from '../outbound-records.ts';
import { toSubscription, type SubscriptionRow } from './outbound-rows.ts';
import type { Statements } from './statements.ts';

/** The writes of subscriptions and integration tokens, in the writer thread (OutboxWrites keeps its cache of them). */

export function insertSubscription(statements: Statements, s: NewSubscription): void {
  statements
    .get(
      `INSERT INTO subscriptions (id, url, events, source_ids, secret, enabled, created_at, updated_at, owner_token_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      s.id,
      s.url,
      JSON.stringify(s.events),
      jsonOrNull(s.sourceIds),
      s.secret,
      s.enabled ? 1 : 0,
      s.at,
      s.at,
      s.ownerTokenId,
    );
}

export function updateSubscriptionRow(
  statements: Statements,
  id: string,
  patch: SubscriptionPatch,
  at: string,
): boolean {
  const row = statements.get<[string], SubscriptionRow>('SELECT * FROM subscriptions WHERE id = ?').get(id);
  if (!row) return false;
  const current = toSubscription(row);
  const enabled = patch.enabled ?? current.enabled;
  statements
    .get(
      `UPDATE subscriptions SET url = ?, events = ?, source_ids = ?, enabled = ?, disabled_reason = ?, failing_since = ?,
           secret = ?, previous_secret = ?, previous_secret_until = ?, updated_at = ? WHERE id = ?`,
    )
    .run(
      patch.url ?? current.url,
      JSON.stringify(patch.events ?? current.events),
      jsonOrNull(patch.sourceIds === undefined ? current.sourceIds : patch.sourceIds),
      enabled ? 1 : 0,
      enabled ? null : current.disabledReason,
      // Turned on again by hand: its 5 days start anew.
      patch.enabled === true ? null : current.failingSince,
      patch.rotate?.secret ?? current.secret,
      patch.rotate ? current.secret : current.previousSecret,
      patch.rotate?.previousSecretUntil ?? current.previousSecretUntil,
      at,
      id,
    );
  return true;
}

export function deleteSubscriptionRows(statements: Statements, id: string): boolean {
  const deleted = statements.get('DELETE FROM subscriptions WHERE id = ?').run(id).changes > 0;
  if (!deleted) return false;
  statements.get('DELETE FROM outbound_attempts WHERE subscription_id = ?').run(id);
  statements.get('DELETE FROM outbound_events WHERE subscription_id = ?').run(id);
  return true;
}

export function insertIntegrationToken(statements: Statements, t: IntegrationTokenRecord & { hash: string }): void {
  statements
    .get('INSERT INTO integration_tokens (id, name, hash, created_at) VALUES (?, ?, ?, ?)')
    .run(t.id, t.name, t.hash, t.createdAt);
}

/** The token gone, and the ids of the subscriptions it owned (to be deleted with it); null if there was no such token. */
export function deleteIntegrationTokenRow(statements: Statements, id: string): string[] | null {
  if (statements.get('DELETE FROM integration_tokens WHERE id = ?').run(id).changes === 0) return null;
  return statements
    .get<[string], { id: string }>('SELECT id FROM subscriptions WHERE owner_token_id = ?')
    .all(id)
    .map((subscription) => subscription.id);
}

const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
