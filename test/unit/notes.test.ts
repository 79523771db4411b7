import { expect } from 'chai';
import { BRIEF_BUDGET, buildNotes } from '../../service/lead/notes.ts';

describe('buildNotes', () => {
  it('starts with the submitted notes, then one line per extra field in body order', () => {
    const notes = buildNotes('Call after 5pm', [
      ['budget', 5000],
      ['source', 'fb'],
      ['consent', true],
    ]);
    expect(notes).to.equal('Call after 5pm\nbudget: 5000\nsource: fb\nconsent: true');
  });

  it('flattens nested objects and arrays so every key and scalar shows', () => {
    const notes = buildNotes(undefined, [
      ['utm', { source: 'fb', tags: ['spring', 'sale'], deep: { deeper: { deepest: 42 } } }],
      ['items', [{ sku: 'A1', qty: 2 }, null]],
    ]);
    expect(notes.split('\n')).to.deep.equal([
      'utm: {source: fb, tags: [spring, sale], deep: {deeper: {deepest: 42}}}',
      'items: [{sku: A1, qty: 2}, null]',
    ]);
  });

  it('keeps the submitted notes exactly as sent', () => {
    expect(buildNotes('  Line one\n  line two ', [['a', 1]])).to.equal('  Line one\n  line two \na: 1');
  });

  it('puts every control character on its line as a space, the submitted line breaks kept, cutting at the same line', () => {
    // The plain rule, part by part: the fast path (no part holds one) and the slow one must both give it.
    const control = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
    const rule = (submitted: string, entries: Array<[string, string]>, answers: number) => {
      let text = submitted.trim()
        ? submitted.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
        : '';
      for (let i = 0; i < entries.length; i++) {
        const line = `${entries[i][0]}: ${entries[i][1]}`.replace(control, ' ');
        if (i >= answers && text.length + 1 + line.length > BRIEF_BUDGET)
          return `${text}\n… and ${entries.length - i} more values in fields`;
        text = text === '' ? line : `${text}\n${line}`;
      }
      return text;
    };
    let state = 35;
    const next = (n: number) => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 8) % n;
    // Mostly plain letters, so that most notes take the fast path; each control a few times in a hundred draws.
    const alphabet = [
      ...'abcdefghij klmnopqrstuvwxyz'.repeat(12),
      '\n',
      '\r',
      '\t',
      '\u0085',
      '\u007f',
      '\u2028',
      '\u0000',
    ];
    const text = (most: number) => Array.from({ length: next(most) }, () => alphabet[next(alphabet.length)]).join('');
    let clean = 0;
    for (let n = 0; n < 3000; n++) {
      const entries = Array.from({ length: next(12) }, (): [string, string] => [
        text(12),
        text(n % 3 === 0 ? 600 : 40),
      ]);
      const submitted = n % 4 === 0 ? '   ' : text(80);
      const answers = next(entries.length + 1);
      const notes = buildNotes(submitted, entries, answers);
      expect(notes, JSON.stringify([submitted, entries, answers])).to.equal(rule(submitted, entries, answers));
      if (!/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(entries.flat().join('') + submitted)) clean++;
    }
    expect(clean, 'notes with no control character at all').to.be.greaterThan(300);
  });

  it('is empty when there is nothing to say', () => {
    expect(buildNotes(undefined, [])).to.equal('');
    expect(buildNotes('  ', [])).to.equal('');
  });
});
