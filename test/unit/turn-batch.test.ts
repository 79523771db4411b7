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
      items.map((item) =>
        item === 'bad' ? { status: 'rejected', reason: new Error(item) } : { status: 'fulfilled', value: item },
      ),
    );
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

  it('one at a time: what is queued while a batch is written goes in the next batch, all of it', async () => {
    const batches: number[][] = [];
    const finish: Array<() => void> = [];
    const batch = new TurnBatch<number, number>(
      (items) => {
        batches.push(items);
        return new Promise((resolve) =>
          finish.push(() => resolve(items.map((value) => ({ status: 'fulfilled', value })))),
        );
      },
      { oneAtATime: true },
    );
    const first = batch.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [batch.add(2)];
    await new Promise((resolve) => setImmediate(resolve));
    later.push(batch.add(3));
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches, 'nothing more is handed over while the first batch is written').to.deep.equal([[1]]);
    expect(batch.size).to.equal(3);
    finish[0]();
    expect(await first).to.equal(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).to.deep.equal([[1], [2, 3]]);
    finish[1]();
    expect(await Promise.all(later)).to.deep.equal([2, 3]);
    await batch.whenIdle();
    expect(batch.size).to.equal(0);
    expect(batch.oldestWaitMs()).to.equal(0);
  });

  it('without one at a time, the batch of a new turn does not wait for the one being written', async () => {
    const batches: number[][] = [];
    const finish: Array<() => void> = [];
    const batch = new TurnBatch<number, number>((items) => {
      batches.push(items);
      return new Promise((resolve) =>
        finish.push(() => resolve(items.map((value) => ({ status: 'fulfilled', value })))),
      );
    });
    const answers = [batch.add(1)];
    await new Promise((resolve) => setImmediate(resolve));
    answers.push(batch.add(2));
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).to.deep.equal([[1], [2]]);
    expect(batch.size).to.equal(2);
    for (const done of finish) done();
    expect(await Promise.all(answers)).to.deep.equal([1, 2]);
  });

  it('one at a time: hands the next batch over before answering the callers of the one just written', async () => {
    const events: string[] = [];
    const finish: Array<() => void> = [];
    const batch = new TurnBatch<number, number>(
      (items) => {
        events.push(`write ${items.join(',')}`);
        return new Promise((resolve) =>
          finish.push(() => resolve(items.map((value) => ({ status: 'fulfilled', value })))),
        );
      },
      { oneAtATime: true },
    );
    const first = batch.add(1).then((value) => events.push(`answered ${value}`));
    await new Promise((resolve) => setImmediate(resolve));
    const second = batch.add(2).then((value) => events.push(`answered ${value}`));
    finish[0]();
    await first;
    expect(events).to.deep.equal(['write 1', 'write 2', 'answered 1']);
    finish[1]();
    await second;
  });
});
