import { expect } from 'chai';
import { buildNotes } from '../../service/lead/notes.ts';

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

  it('is empty when there is nothing to say', () => {
    expect(buildNotes(undefined, [])).to.equal('');
    expect(buildNotes('  ', [])).to.equal('');
  });
});
