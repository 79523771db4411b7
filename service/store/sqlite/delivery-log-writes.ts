import { countsAsUnseenRefusal, DELIVERIES_KEPT, type DeliveryRecord, type RefusalTally } from '../delivery-record.ts';
import type { Statements } from './statements.ts';
import type { DeliveryToStore } from './write-ops.ts';

/** The writer's writes of each source's delivery log, inside the batch's transaction. */
export class DeliveryLogWrites {
  /** Sources whose delivery log grew in the batch being written: each is pruned once, at its end. */
  private readonly batchDeliverySources = new Set<string>();

  constructor(private readonly statements: Statements) {}

  /** A batch rolled back: nothing it logged is there to prune. */
  forget(): void {
    this.batchDeliverySources.clear();
  }

  insert(sourceId: string, d: DeliveryRecord | (DeliveryToStore & Omit<DeliveryRecord, 'id' | 'at'>)): undefined {
    this.statements
      .get(
        `INSERT INTO deliveries (source_id, id, at, status, outcome, lead_id, matched_lead_id, error_code, error_message, body, request_id, content_type, picked, decoded_text, warnings, reasons, roles)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
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
      this.statements.get('UPDATE sources SET unseen_refusals = unseen_refusals + 1 WHERE id = ?').run(sourceId);
    return undefined;
  }

  /**
   * A refused delivery of the source sent again becomes this lead (created or matched), unless an
   * earlier replay's lead is named already: the first is kept (docs/api.md §3).
   */
  linkReplay(sourceId: string, refusedId: string, leadId: string): undefined {
    this.statements
      .get(
        "UPDATE deliveries SET became_lead_id = ? WHERE source_id = ? AND id = ? AND outcome = 'rejected' AND became_lead_id IS NULL",
      )
      .run(leadId, sourceId, refusedId);
    return undefined;
  }

  /** The key's entry is replaced by one with the sums and the new id: one entry per key, listed as of its last refusal. */
  addRefusals(sourceId: string, t: RefusalTally): undefined {
    const before = this.statements
      .get<[string, string], { seq: number; refusal_count: number; first_at: string }>(
        'SELECT seq, refusal_count, first_at FROM deliveries WHERE source_id = ? AND refusal_key = ?',
      )
      .get(sourceId, t.key);
    if (before) this.statements.get('DELETE FROM deliveries WHERE seq = ?').run(before.seq);
    this.statements
      .get(
        `INSERT INTO deliveries (source_id, id, at, status, outcome, error_code, error_message, refusal_key, refusal_count, first_at, last_at)
       VALUES (?, ?, ?, ?, 'rejected', ?, ?, ?, ?, ?, ?)`,
      )
      .run(
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

  /** At the batch's end: each source keeps its newest DELIVERIES_KEPT deliveries, always (docs/api.md §3). */
  pruneGrown(): void {
    for (const sourceId of this.batchDeliverySources) {
      this.statements
        .get(
          `DELETE FROM deliveries WHERE source_id = ? AND seq < (
           SELECT seq FROM deliveries WHERE source_id = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)`,
        )
        .run(sourceId, sourceId, DELIVERIES_KEPT - 1);
    }
    this.batchDeliverySources.clear();
  }
}

const jsonOrNull = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
