import { expect } from 'chai';
import { HttpError } from '../../service/http/errors.ts';
import { formFields } from '../../service/http/body/form-fields.ts';
import { countFormValues, parseForm } from '../../service/http/body/parse-form.ts';

const fields = (pairs: Array<[string, string]>) => JSON.parse(JSON.stringify(formFields(pairs)));

describe('Form fields (docs/api.md §2.5)', () => {
  it('nests bracket keys, appends with [], and keeps every other key verbatim', () => {
    expect(
      fields([
        ['fields[name][value]', 'Ana'],
        ['fields[name][type]', 'text'],
        ['fields[email][value]', 'a@b.co'],
        ['tags[]', 'x'],
        ['tags[]', 'y'],
        ['rows[][n]', '1'],
        ['rows[][n]', '2'],
        ['a[b', '1'],
        ['a]b', '2'],
        ['[x]', '3'],
        ['a[b]c', '4'],
        ['', '5'],
        ['one[]', 'only'],
      ]),
    ).to.deep.equal({
      fields: { name: { value: 'Ana', type: 'text' }, email: { value: 'a@b.co' } },
      tags: ['x', 'y'],
      rows: [{ n: '1' }, { n: '2' }],
      'a[b': '1',
      'a]b': '2',
      '[x]': '3',
      'a[b]c': '4',
      '': '5',
      one: ['only'],
    });
  });

  it('makes a repeated key a list at any count, at any depth', () => {
    const many = Array.from({ length: 1000 }, (_, i): [string, string] => ['k', String(i)]);
    expect(formFields(many).k).to.deep.equal(many.map(([, v]) => v));
    expect(
      fields([
        ['a[b]', '1'],
        ['a[b]', '2'],
        ['a[b]', '3'],
      ]),
    ).to.deep.equal({ a: { b: ['1', '2', '3'] } });
  });

  it('keeps both when a key is sent as a value and as a container', () => {
    expect(
      fields([
        ['a', '1'],
        ['a[b]', '2'],
      ]),
    ).to.deep.equal({ a: ['1', { b: '2' }] });
    expect(
      fields([
        ['a[b]', '2'],
        ['a', '1'],
      ]),
    ).to.deep.equal({ a: [{ b: '2' }, '1'] });
    expect(
      fields([
        ['a', '1'],
        ['a[]', '2'],
      ]),
    ).to.deep.equal({ a: ['1', '2'] });
  });

  it('keeps __proto__, constructor and prototype as plain data, never touching a prototype', () => {
    const value = formFields([
      ['__proto__', 'p'],
      ['__proto__[polluted]', 'yes'],
      ['constructor[prototype][x]', '1'],
      ['a[__proto__][b]', 'c'],
    ]);
    expect(Object.getPrototypeOf(value)).to.equal(Object.prototype);
    expect(Object.keys(value)).to.deep.equal(['__proto__', 'constructor', 'a']);
    expect(JSON.parse(JSON.stringify(value))).to.deep.equal(
      JSON.parse(
        '{"__proto__": ["p", {"polluted": "yes"}], "constructor": {"prototype": {"x": "1"}}, "a": {"__proto__": {"b": "c"}}}',
      ),
    );
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    expect(({} as Record<string, unknown>).x).to.equal(undefined);
  });

  it('refuses a key nested deeper than 32 levels (the lead is level 1) before building it', () => {
    expect(() => formFields([[`a${'[b]'.repeat(31)}`, 'ok']])).not.to.throw();
    const refused = (() => {
      try {
        formFields([[`a${'[b]'.repeat(32)}`, 'deep']]);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).to.be.instanceOf(HttpError).and.to.include({ status: 422 });
  });

  it('counts the values URLSearchParams will yield, and refuses more than 5,000 before building', () => {
    for (const text of ['', 'a', 'a&b', '&&a=1&&b&', 'a=&=b', '&'.repeat(100)]) {
      expect(countFormValues(text), text).to.equal([...new URLSearchParams(text)].length);
    }
    expect(Object.keys(parseForm(`${'&a'.repeat(5_000)}`))).to.deep.equal(['a']);
    expect(() => parseForm(`x${'&a'.repeat(5_000)}`)).to.throw(HttpError, 'Fix these fields');
  });
});
