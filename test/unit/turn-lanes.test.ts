import { expect } from 'chai';
import { TurnLanes } from '../../service/http/turn-lanes.ts';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('TurnLanes: a few items per turn of the event loop, key after key', () => {
  it('lets perTurn go at once, then perTurn a turn round the keys, each key in its order', async () => {
    const went: string[] = [];
    const lanes = new TurnLanes<string>(2, (item) => went.push(item));
    const now = ['a1', 'a2', 'a3', 'a4', 'a5', 'b1', 'b2'].filter((item) => lanes.offer(item[0], item));
    expect(now).to.deep.equal(['a1', 'a2']);
    expect(lanes.waiting).to.equal(5);
    await turn();
    expect(went).to.deep.equal(['a3', 'b1']);
    await turn();
    expect(went).to.deep.equal(['a3', 'b1', 'a4', 'b2']);
    await turn();
    expect(went).to.deep.equal(['a3', 'b1', 'a4', 'b2', 'a5']);
    expect(lanes.waiting).to.equal(0);
  });

  it('drops what is no longer wanted without counting it, and a quiet turn lets the next go at once', async () => {
    const went: number[] = [];
    const gone = new Set([2]);
    const lanes = new TurnLanes<number>(
      1,
      (item) => went.push(item),
      (item) => !gone.has(item),
    );
    expect([1, 2, 3].map((item) => lanes.offer('k', item))).to.deep.equal([true, false, false]);
    await turn();
    expect(went).to.deep.equal([3]);
    await turn();
    await turn();
    expect(lanes.offer('k', 4)).to.equal(true);
  });
});
