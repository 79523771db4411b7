import type { DeliveryRecord } from '../delivery-record.ts';
import { DELIVERY_COLUMNS, toDelivery, type DeliveryRow } from './rows.ts';
import type { Statements } from './statements.ts';

export function listDeliveries(statements: Statements, sourceId: string, limit: number): DeliveryRecord[] {
  return statements
    .get<[string, number], DeliveryRow>(
      `SELECT ${DELIVERY_COLUMNS} FROM deliveries WHERE source_id = ? ORDER BY seq DESC LIMIT ?`,
    )
    .all(sourceId, limit)
    .map(toDelivery);
}

// Within one source's log (at most DELIVERIES_KEPT rows, through deliveries_source): no index on id to update per delivery.
export function getDelivery(statements: Statements, sourceId: string, id: string): DeliveryRecord | null {
  const row = statements
    .get<[string, string], DeliveryRow>(`SELECT ${DELIVERY_COLUMNS} FROM deliveries WHERE source_id = ? AND id = ?`)
    .get(sourceId, id);
  return row ? toDelivery(row) : null;
}

export function listLeadDeliveries(statements: Statements, leadId: string, limit: number): DeliveryRecord[] {
  return statements
    .get<[string, string, number], DeliveryRow>(
      `SELECT ${DELIVERY_COLUMNS} FROM deliveries WHERE lead_id = ? OR matched_lead_id = ? ORDER BY seq DESC LIMIT ?`,
    )
    .all(leadId, leadId, limit)
    .map(toDelivery);
}
