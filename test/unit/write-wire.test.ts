import { expect } from 'chai';
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import type { WriteOp, WriteOutcome } from '../../service/store/sqlite/write-ops.ts';
import { fromWire, outcomeFromWire, outcomeToWire, toWire } from '../../service/store/sqlite/write-wire.ts';

// Through a real MessagePort, as the writer thread gets them: its structured clone and back.
function acrossThreads<T>(value: T): T {
  const { port1, port2 } = new MessageChannel();
  port1.postMessage(value);
  const received = receiveMessageOnPort(port2)!.message as T;
  port1.close();
  return received;
}

const addLead = (delivery: Partial<Extract<WriteOp, { kind: 'addLead' }>['delivery']>): WriteOp => ({
  kind: 'addLead',
  lead: {
    id: 'lead-1',
    sourceId: 'source-1',
    name: 'Jane Doe',
    phone: '+14155550123',
    email: null,
    notes: 'a note',
    fieldsJson: '{"constructor":{"__proto__":1}}',
    test: true,
    createdAt: '2026-11-28T19:00:00.000Z',
  },
  delivery: {
    id: 'delivery-1',
    at: '2026-11-28T19:00:00.000Z',
    body: '{"phone":"+14155550123"}',
    requestId: undefined,
    contentType: undefined,
    picked: undefined,
    decodedText: undefined,
    warnings: undefined,
    replayed: undefined,
    replayOf: undefined,
    status: undefined,
    reasonsJson: undefined,
    rolesJson: undefined,
    ...delivery,
  },
});

describe('the writer thread wire (write-wire.ts)', () => {
  it('brings a lead write across as the same objects, every key of both kept, set or not', () => {
    const full = addLead({
      requestId: 'req-1',
      contentType: 'application/json',
      picked: { phone: '/phone', name: '/name' },
      decodedText: ['/payload'],
      warnings: [{ field: 'name', message: 'name must be text' }],
      replayed: true,
      replayOf: 'delivery-0',
      status: 303,
      reasonsJson: '{"phone":[]}',
      rolesJson: '{"/x":"system"}',
    });
    for (const op of [full, addLead({})]) {
      const back = fromWire(acrossThreads(toWire(op)));
      expect(back).to.deep.equal(op);
      const { lead, delivery } = back as Extract<WriteOp, { kind: 'addLead' }>;
      const sent = op as Extract<WriteOp, { kind: 'addLead' }>;
      expect(Object.keys(lead)).to.deep.equal(Object.keys(sent.lead));
      expect(Object.keys(delivery)).to.deep.equal(Object.keys(sent.delivery));
    }
  });

  it('sends every other write as it is', () => {
    const op: WriteOp = {
      kind: 'recordDelivery',
      sourceId: 's',
      delivery: { id: 'd', at: 'now', status: 200, outcome: 'created' },
    };
    expect(toWire(op)).to.equal(op);
    expect(fromWire(acrossThreads(toWire(op)))).to.deep.equal(op);
  });

  it('brings every outcome back as the writer gave it', () => {
    const outcomes: WriteOutcome[] = [
      { ok: true, value: { status: 'created' } },
      { ok: true, value: { status: 'duplicate', matchedOn: 'phone' } },
      { ok: true, value: undefined },
      { ok: true, value: true },
      { ok: false, error: { code: 'SQLITE_FULL', message: 'database or disk is full' } },
    ];
    expect(acrossThreads(outcomes.map(outcomeToWire)).map(outcomeFromWire)).to.deep.equal(outcomes);
  });
});
