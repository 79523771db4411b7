import type { DeliveryToStore, LeadToStore, WriteOp, WriteOutcome } from './write-ops.ts';

/**
 * How a batch of writes crosses to the writer thread, and its outcomes back. A lead's write goes
 * as one array of its values, not as the op's nested objects: the structured clone of `postMessage`
 * writes every key of every object again for each lead (a lead and its delivery: 22 keys), and the
 * writer reads them again (docs/performance.md, issue 33 session 10). Any other write goes as it is.
 * The writer gets back the same objects, every key present as `leadToStore`/`deliveryToStore` made them.
 */
export type WireOp = WriteOp | AddLeadWire;

type AddLeadWire = [
  id: LeadToStore['id'],
  sourceId: LeadToStore['sourceId'],
  name: LeadToStore['name'],
  phone: LeadToStore['phone'],
  email: LeadToStore['email'],
  notes: LeadToStore['notes'],
  fieldsJson: LeadToStore['fieldsJson'],
  test: LeadToStore['test'],
  createdAt: LeadToStore['createdAt'],
  deliveryId: DeliveryToStore['id'],
  at: DeliveryToStore['at'],
  body: DeliveryToStore['body'],
  requestId: DeliveryToStore['requestId'],
  contentType: DeliveryToStore['contentType'],
  picked: DeliveryToStore['picked'],
  decodedText: DeliveryToStore['decodedText'],
  warnings: DeliveryToStore['warnings'],
  replayed: DeliveryToStore['replayed'],
  replayOf: DeliveryToStore['replayOf'],
  status: DeliveryToStore['status'],
  reasonsJson: DeliveryToStore['reasonsJson'],
  rolesJson: DeliveryToStore['rolesJson'],
];

export function toWire(op: WriteOp): WireOp {
  if (op.kind !== 'addLead') return op;
  const { lead, delivery: d } = op;
  return [
    lead.id,
    lead.sourceId,
    lead.name,
    lead.phone,
    lead.email,
    lead.notes,
    lead.fieldsJson,
    lead.test,
    lead.createdAt,
    d.id,
    d.at,
    d.body,
    d.requestId,
    d.contentType,
    d.picked,
    d.decodedText,
    d.warnings,
    d.replayed,
    d.replayOf,
    d.status,
    d.reasonsJson,
    d.rolesJson,
  ];
}

export function fromWire(op: WireOp): WriteOp {
  if (!Array.isArray(op)) return op;
  const lead: LeadToStore = {
    id: op[0],
    sourceId: op[1],
    name: op[2],
    phone: op[3],
    email: op[4],
    notes: op[5],
    fieldsJson: op[6],
    test: op[7],
    createdAt: op[8],
  };
  const delivery: DeliveryToStore = {
    id: op[9],
    at: op[10],
    body: op[11],
    requestId: op[12],
    contentType: op[13],
    picked: op[14],
    decodedText: op[15],
    warnings: op[16],
    replayed: op[17],
    replayOf: op[18],
    status: op[19],
    reasonsJson: op[20],
    rolesJson: op[21],
  };
  return { kind: 'addLead', lead, delivery };
}

/** A lead created, the most common outcome by far, crosses back as one number. */
const CREATED = 0;
export type WireOutcome = WriteOutcome | typeof CREATED;

export function outcomeToWire(outcome: WriteOutcome): WireOutcome {
  if (!outcome.ok) return outcome;
  const { value } = outcome;
  return typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    value.status === 'created' &&
    Object.keys(value).length === 1
    ? CREATED
    : outcome;
}

export const outcomeFromWire = (outcome: WireOutcome): WriteOutcome =>
  outcome === CREATED ? { ok: true, value: { status: 'created' } } : outcome;
