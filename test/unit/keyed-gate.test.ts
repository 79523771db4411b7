import { expect } from 'chai';
import { KeyedGate } from '../../service/http/keyed-gate.ts';

// The limit on large bodies of one source read at once (issue 34 item 1).
describe('KeyedGate: at most a few tasks of one key at once', () => {
  it('runs 2 of a key at once, queues the next in order, refuses past the queue, never holds another key', async () => {
    const gate = new KeyedGate({ running: 2, queued: 2, maxWaitMs: 10_000 });
    const first = await gate.enter('a');
    const second = await gate.enter('a');
    expect(gate.running('a')).to.equal(2);
    const order: string[] = [];
    const third = gate.enter('a').then((release) => (order.push('third'), release));
    const fourth = gate.enter('a').then((release) => (order.push('fourth'), release));
    expect(await gate.enter('a'), 'the queue is full: refused at once').to.equal(null);
    const other = await gate.enter('b');
    expect(other, 'another key never waits for this one').to.be.a('function');
    first!();
    second!();
    (await third)!();
    (await fourth)!();
    expect(order).to.deep.equal(['third', 'fourth']);
    other!();
    expect(gate.running('a')).to.equal(0);
    expect(gate.running('b')).to.equal(0);
  });

  it('refuses a task that waited longer than the bound, and a release counts once', async () => {
    const gate = new KeyedGate({ running: 1, queued: 4, maxWaitMs: 20 });
    const first = await gate.enter('a');
    expect(await gate.enter('a'), 'waited 20 ms').to.equal(null);
    first!();
    first!();
    const again = await gate.enter('a');
    expect(gate.running('a')).to.equal(1);
    again!();
  });
});
