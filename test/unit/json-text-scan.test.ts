import { expect } from 'chai';
import fc from 'fast-check';
import { scanJsonText } from '../../service/http/json-text-scan.ts';

// What body-shape.ts's walk counts, written plainly: scalars and empty containers are values; the
// outermost container is at depth 1.
function walk(value: unknown, depth = 1): { depth: number; values: number } {
  if (value === null || typeof value !== 'object') return { depth: 0, values: 1 };
  const children = Object.values(value);
  if (children.length === 0) return { depth, values: 1 };
  return children
    .map((child) => walk(child, depth + 1))
    .reduce((sum, inner) => ({ depth: Math.max(sum.depth, inner.depth), values: sum.values + inner.values }), {
      depth,
      values: 0,
    });
}

function keysMatching(value: unknown, matches: (key: string) => boolean): number {
  if (value === null || typeof value !== 'object') return 0;
  const own = Array.isArray(value) ? 0 : Object.keys(value).filter(matches).length;
  return own + Object.values(value).reduce((sum: number, child) => sum + keysMatching(child, matches), 0);
}

const startsWithS = (key: string) => key.startsWith('s');

describe('scanJsonText: one pass over a JSON text for duplicate keys, depth, values and watched keys', () => {
  it('counts the depth, the values and the watched keys the parsed value holds, compact or indented', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(0, 2), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const scan = scanJsonText(text, startsWithS);
        const expected = walk(JSON.parse(text));
        expect(scan.duplicateKey).to.equal(null);
        expect(scan.depth, text).to.equal(expected.depth);
        expect(scan.values, text).to.equal(expected.values);
        expect(scan.watchedKeys, text).to.equal(keysMatching(JSON.parse(text), startsWithS));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads escaped keys as JSON.parse does, and finds the first key repeated in one object', () => {
    expect(scanJsonText('{"s\\u0065cret":1,"a":{"b":[{"s":1,"s":2}]}}', startsWithS)).to.include({ duplicateKey: 's' });
    expect(scanJsonText('{"\\u0073ecret":"x","t":"s"}', startsWithS)).to.include({
      watchedKeys: 1,
      values: 2,
      depth: 1,
      duplicateKey: null,
    });
    expect(scanJsonText('{"a":[[],{}],"b":"\\"s\\":1"}', startsWithS)).to.include({
      watchedKeys: 0,
      values: 3,
      depth: 3,
    });
  });
});
