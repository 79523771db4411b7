import { expect } from 'chai';
import fc from 'fast-check';
import {
  formatPointer,
  parsePointer,
  valueAtPointer,
  withoutPointers,
} from '../../service/lead/field-map/json-pointer.ts';

// RFC 6901 §5 (its example document and pointers), and what a field map needs beyond it.
describe('JSON Pointer (RFC 6901)', () => {
  const doc = JSON.parse(
    String.raw`{"foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\j": 5, "k\"l": 6, " ": 7, "m~n": 8}`,
  );

  it('reads the RFC examples', () => {
    const cases: Array<[string, unknown]> = [
      ['', doc],
      ['/foo', ['bar', 'baz']],
      ['/foo/0', 'bar'],
      ['/', 0],
      ['/a~1b', 1],
      ['/c%d', 2],
      ['/e^f', 3],
      ['/g|h', 4],
      ['/i\\j', 5],
      ['/k"l', 6],
      ['/ ', 7],
      ['/m~0n', 8],
    ];
    for (const [pointer, value] of cases)
      expect(valueAtPointer(doc, parsePointer(pointer)!), pointer).to.deep.equal(value);
  });

  it('decodes ~01 as "~1" (the ~1 replacement first would give "/")', () => {
    expect(parsePointer('/~01')).to.deep.equal(['~1']);
    expect(formatPointer(['~1'])).to.equal('/~01');
  });

  it('refuses what is not a pointer', () => {
    for (const bad of ['foo', '1.3', '#/foo', '/a~', '/a~2', '/~x']) expect(parsePointer(bad), bad).to.equal(null);
  });

  it('reads a dot as part of a key, never as a path', () => {
    expect(valueAtPointer({ '1.3': 'Jane', 1: { 3: 'not this' } }, parsePointer('/1.3')!)).to.equal('Jane');
  });

  it('formats every key back to the pointer it parses from', () => {
    for (const key of ['1.3', 'a/b', 'm~n', '~1', '', '__proto__', 'Contact #', 'Ihr Name']) {
      expect(parsePointer(formatPointer(['x', key])), key).to.deep.equal(['x', key]);
    }
    expect(formatPointer(['fields', 0, 'value'])).to.equal('/fields/0/value');
  });

  it('finds own keys only, and array elements by decimal index only', () => {
    const list = { list: ['a', 'b'] };
    expect(valueAtPointer(list, ['list', '1'])).to.equal('b');
    for (const token of ['01', '-', '1.0', 'length', ' 1'])
      expect(valueAtPointer(list, ['list', token]), token).to.equal(undefined);
    expect(valueAtPointer({}, ['constructor'])).to.equal(undefined);
    expect(valueAtPointer({}, ['__proto__'])).to.equal(undefined);
    expect(valueAtPointer(JSON.parse('{"__proto__": "data"}'), ['__proto__'])).to.equal('data');
    expect(valueAtPointer({ a: 'text' }, ['a', '0'])).to.equal(undefined);
  });

  it('copies a value without some of its parts, sharing the rest and leaving the original as it was', () => {
    const shared = { deep: true };
    const lead = { '1.3': 'Jane', keep: shared, list: ['x', 'y', 'z'], nested: { a: 1, b: 2 } };
    const rest = withoutPointers(lead, [['1.3'], ['list', '0'], ['list', '2'], ['nested', 'b'], ['missing', 'x']]);
    expect(rest).to.deep.equal({ keep: { deep: true }, list: ['y'], nested: { a: 1 } });
    expect(rest.keep).to.equal(shared);
    expect(lead).to.deep.equal({ '1.3': 'Jane', keep: shared, list: ['x', 'y', 'z'], nested: { a: 1, b: 2 } });
  });

  // Issue 35 item 6: the copy is made walking only the paths (a few a lead), no table of them per level.
  it('copies as a plain rule does, over random bodies and paths: removed, kept, shared, the original untouched', () => {
    const GONE = Symbol('gone');
    const rule = (value: unknown, paths: Array<readonly string[]>): unknown => {
      if (paths.some((path) => path.length === 0)) return GONE;
      if (value === null || typeof value !== 'object') return value;
      const part = (token: string, child: unknown) => {
        const rests = paths.filter((path) => path[0] === token).map((path) => path.slice(1));
        return rests.length === 0 ? child : rule(child, rests);
      };
      if (Array.isArray(value)) return value.map((child, i) => part(String(i), child)).filter((kept) => kept !== GONE);
      const copy: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(value)) {
        const kept = part(key, child);
        if (kept !== GONE)
          Object.defineProperty(copy, key, { value: kept, writable: true, enumerable: true, configurable: true });
      }
      return copy;
    };
    const token = fc.constantFrom('a', 'b', '__proto__', 'constructor', '0', '1', '2', '01', '-', '');
    const body = fc
      .letrec((tie) => ({
        value: fc.oneof({ depthSize: 'small' }, fc.constantFrom(null, 1, 'x', true), tie('list'), tie('object')),
        list: fc.array(tie('value'), { maxLength: 4 }),
        object: fc.dictionary(token, tie('value'), { maxKeys: 5 }),
      }))
      .object.map((object) => JSON.parse(JSON.stringify(object)) as Record<string, unknown>);
    fc.assert(
      fc.property(body, fc.array(fc.array(token, { maxLength: 4 }), { maxLength: 6 }), (root, paths) => {
        const before = JSON.stringify(root);
        const rest = withoutPointers(root, paths);
        const expected =
          paths.length === 0
            ? root
            : rule(
                root,
                paths.filter((path) => path.length > 0),
              );
        expect(rest).to.deep.equal(expected);
        expect(Object.getPrototypeOf(rest)).to.equal(Object.prototype);
        for (const key of Object.keys(root))
          if (!paths.some((path) => path[0] === key)) expect(rest[key], key).to.equal(root[key]);
        expect(JSON.stringify(root)).to.equal(before);
      }),
      { numRuns: 3_000 },
    );
  });

  it('keeps a "__proto__" key as plain data when copying', () => {
    const rest = withoutPointers(JSON.parse('{"__proto__": {"polluted": 1}, "phone": "1"}'), [['phone']]);
    expect(Object.keys(rest)).to.deep.equal(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    expect(Object.getPrototypeOf(rest)).to.equal(Object.prototype);
  });
});
