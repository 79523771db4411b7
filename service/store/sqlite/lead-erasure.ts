import type Database from 'better-sqlite3';
import { bodyCarries } from '../erasure-match.ts';
import type { ErasureNeedles, ErasureReport } from '../erasure-records.ts';
import type { OutboxWrites } from './outbox-writes.ts';
import type { Statements } from './statements.ts';

/**
 * Erasure inside one writer transaction (docs/api.md §4): the deliveries linked to the lead and the
 * kept refused or duplicate deliveries whose body carries the person lose their body; then the
 * submissions and the lead go (the search index follows by trigger: the writer indexes its pending new leads first), and the source's count.
 */
export class LeadErasure {
  private needles: ErasureNeedles = { texts: [], digits: [] };

  constructor(
    db: Database.Database,
    private readonly statements: Statements,
  ) {
    // Read per row by the UPDATE below: one pass over the kept log, no second copy of the bodies.
    db.function('erasure_carries', { deterministic: false }, (body: unknown) =>
      typeof body === 'string' && bodyCarries(body, this.needles) ? 1 : 0,
    );
  }

  erase(id: string, needles: ErasureNeedles, outbox: OutboxWrites, at: string): ErasureReport | false {
    const lead = this.statements
      .get<[string], { source_id: string; test: number }>('SELECT source_id, test FROM leads WHERE id = ?')
      .get(id);
    if (!lead) return false;
    const linked = this.statements
      .get(
        'UPDATE deliveries SET body = NULL, erased = 1 WHERE lead_id = ? OR matched_lead_id = ? OR became_lead_id = ?',
      )
      .run(id, id, id).changes;
    this.needles = needles;
    const carried = this.statements
      .get(
        `UPDATE deliveries SET body = NULL, erased = 1 WHERE outcome != 'created' AND body IS NOT NULL AND erasure_carries(body) = 1`,
      )
      .run().changes;
    outbox.leadErased(id, lead.source_id, at);
    this.statements.get('DELETE FROM lead_submissions WHERE lead_id = ?').run(id);
    this.statements.get('DELETE FROM leads WHERE id = ?').run(id);
    this.statements
      .get(
        lead.test
          ? 'UPDATE sources SET test_lead_count = max(test_lead_count - 1, 0) WHERE id = ?'
          : 'UPDATE sources SET lead_count = max(lead_count - 1, 0) WHERE id = ?',
      )
      .run(lead.source_id);
    return { erasedDeliveries: linked + carried };
  }
}
