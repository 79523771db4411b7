import { expect } from 'chai';
import { TurnQueue } from '../../service/http/turn-queue.ts';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

// A flooding source's refusals answered a few per turn of the event loop, other requests between (issue 34 item 1).
describe('TurnQueue: a few waiters per turn of the event loop, in arrival order', () => {
  it('lets 3 go per turn, first come first served, and I/O scheduled meanwhile runs between turns', async () => {
    const queue = new TurnQueue(3);
    const order: number[] = [];
    const waiters = Array.from({ length: 7 }, (_, i) => queue.next().then(() => order.push(i)));
    expect(queue.length).to.equal(7);
    expect(order, 'none goes in the turn it came').to.deep.equal([]);
    await turn();
    expect(order).to.deep.equal([0, 1, 2]);
    // Work that arrives meanwhile (-1) runs before the queue's third turn.
    const between = turn().then(() => order.push(-1));
    await Promise.all([...waiters, between]);
    expect(order).to.deep.equal([0, 1, 2, 3, 4, 5, -1, 6]);
    expect(queue.length).to.equal(0);
  });

  it('a waiter that comes to an empty queue goes at the next turn', async () => {
    const queue = new TurnQueue(1);
    let went = false;
    const waiter = queue.next().then(() => (went = true));
    await turn();
    expect(went).to.equal(true);
    await waiter;
  });

  it('keeps arrival order and its length while a queue that never empties is drained a turn at a time', async () => {
    const queue = new TurnQueue(8);
    const order: number[] = [];
    const waiters: Array<Promise<unknown>> = [];
    // 3,000 waiters, 5 more arriving every turn: the queue is never empty until the end.
    for (let i = 0; i < 3000; i++) waiters.push(queue.next().then(() => order.push(i)));
    let next = 3000;
    for (let t = 0; t < 200; t++) {
      for (let k = 0; k < 5; k++, next++) {
        const i = next;
        waiters.push(queue.next().then(() => order.push(i)));
      }
      await turn();
      expect(queue.length).to.equal(next - order.length);
    }
    await Promise.all(waiters);
    expect(order).to.deep.equal(Array.from({ length: next }, (_, i) => i));
    expect(queue.length).to.equal(0);
  });
});
