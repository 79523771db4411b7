import { expect } from 'chai';
import fc from 'fast-check';
import { findDuplicateKey } from '../../service/http/duplicate-keys.ts';

describe('findDuplicateKey', () => {
  it('finds nothing in any JSON.stringify output, whatever the keys and nesting', () => {
    fc.assert(
      fc.property(fc.json(), (text) => findDuplicateKey(text) === null),
      { numRuns: 2000 },
    );
  });

  it('finds a key repeated in one object, at any depth, escaped or not', () => {
    const cases: Array<[string, string]> = [
      ['{"phone":"1","phone":"2"}', 'phone'],
      ['{"a":{"b":1,"c":[{"d":1,"d":2}]}}', 'd'],
      ['{"a\\u0062":1,"ab":2}', 'ab'],
      ['{"say \\"hi\\"":1,"say \\"hi\\"":2}', 'say "hi"'],
      ['{"x":"\\\\","x":1}', 'x'],
    ];
    for (const [text, key] of cases) expect(findDuplicateKey(text), text).to.equal(key);
  });

  it('does not mistake equal keys in different objects, or strings that look like keys, for repeats', () => {
    for (const text of [
      '{"a":{"k":1},"b":{"k":2}}',
      '[{"k":1},{"k":2}]',
      '{"k":"k","v":["k","k"]}',
      '{"a":"\\"k\\":","k":1}',
    ]) {
      expect(findDuplicateKey(text), text).to.equal(null);
    }
  });
});
