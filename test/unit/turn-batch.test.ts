import { expect } from 'chai';
import { TurnBatch } from '../../service/store/turn-batch.ts';

describe('TurnBatch', () => {
  it('hands everything queued in one event-loop turn to one write, and later items to the next', async () => {
    const batches: number[][] = [];
    const batch = new TurnBatch<number, number>(async (items) => {
      batches.push(items);
      return items.map((value) => ({ status: 'fulfilled', value: value * 10 }));
    });
    const first = await Promise.all([batch.add(1), batch.add(2), batch.add(3)]);
    const second = await batch.add(4);
    expect(first).to.deep.equal([10, 20, 30]);
    expect(second).to.equal(40);
    expect(batches).to.deep.equal([[1, 2, 3], [4]]);
  });

  it('settles each caller with its own outcome', async () => {
    const batch = new TurnBatch<string, string>(async (items) =>
      items.map((item) => (item === 'bad' ? { status: 'rejected', reason: new Error(item) } : { status: 'fulfilled', value: item })));
    const results = await Promise.allSettled([batch.add('a'), batch.add('bad'), batch.add('c')]);
    expect(results.map((r) => r.status)).to.deep.equal(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('fails every caller of a batch whose write throws, and keeps working afterwards', async () => {
    let fail = true;
    const batch = new TurnBatch<number, number>(async (items) => {
      if (fail) throw new Error('disk gone');
      return items.map((value) => ({ status: 'fulfilled', value }));
    });
    const failed = await Promise.allSettled([batch.add(1), batch.add(2)]);
    expect(failed.map((r) => r.status)).to.deep.equal(['rejected', 'rejected']);
    fail = false;
    expect(await batch.add(3)).to.equal(3);
  });
});
