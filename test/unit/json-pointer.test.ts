import { expect } from 'chai';
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

  it('keeps a "__proto__" key as plain data when copying', () => {
    const rest = withoutPointers(JSON.parse('{"__proto__": {"polluted": 1}, "phone": "1"}'), [['phone']]);
    expect(Object.keys(rest)).to.deep.equal(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    expect(Object.getPrototypeOf(rest)).to.equal(Object.prototype);
  });
});
