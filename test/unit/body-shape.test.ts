import { expect } from 'chai';
import { checkBodyShape, leadsOf } from '../../service/http/body/body-shape.ts';
import { HttpError } from '../../service/http/errors.ts';

const errorOf = (run: () => unknown): HttpError => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
};
const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`);

describe('Body shape: leads, depth and values (docs/api.md §2.5-2.6)', () => {
  it('reads one object or a batch of 1 to 100 objects, and refuses anything else with 400', () => {
    expect(leadsOf({ a: 1 })).to.deep.equal({ leads: [{ a: 1 }], batch: false });
    expect(leadsOf([{ a: 1 }, { b: 2 }])).to.deep.equal({ leads: [{ a: 1 }, { b: 2 }], batch: true });
    for (const value of [[], Array(101).fill({}), [{}, []], [{}, null], [1], null, 'lead', 42, true]) {
      expect(
        errorOf(() => leadsOf(value)),
        JSON.stringify(value),
      ).to.include({ status: 400, code: 'invalid_body' });
    }
  });

  it('allows 32 levels counting the lead, and names the top-level field of anything deeper', () => {
    expect(() => checkBodyShape([{ x: nested(31) }], false)).not.to.throw();
    expect(errorOf(() => checkBodyShape([{ ok: 1, x: nested(32) }], false)).details).to.deep.equal([
      { field: 'x', message: 'x is nested more than 32 levels deep' },
    ]);
    expect(errorOf(() => checkBodyShape([{}, { y: { z: nested(100_000) } }], true)).details![0].field).to.equal(
      '[1].y',
    );
  });

  it('counts every scalar and empty container, and refuses more than 5,000 in the whole body', () => {
    const wide = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i % 2 ? [] : 'v']));
    expect(() => checkBodyShape([wide(5_000)], false)).not.to.throw();
    expect(errorOf(() => checkBodyShape([wide(5_001)], false))).to.include({ status: 422, code: 'validation_failed' });
    expect(errorOf(() => checkBodyShape([wide(2_500), wide(2_501)], true)).details![0].field).to.equal('body');
  });
});
