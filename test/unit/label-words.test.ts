import { expect } from 'chai';
import fc from 'fast-check';
import { fold } from '../../service/lead/reader/label-words.ts';

// fold's whole rule (label-words.ts) written out once more: NFD, marks dropped, the letters no decomposition reaches.
const UNDECOMPOSED: Record<string, string> = { ı: 'i', ł: 'l', Ł: 'L', ø: 'o', Ø: 'O', đ: 'd', Đ: 'D', ß: 'ss' };
const foldedByTheRule = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ıłŁøØđĐß]/g, (letter) => UNDECOMPOSED[letter]);

// Issue 35 item 6: an ASCII text is its own fold (no decomposition, no mark, no letter of the table), read without them.
describe('fold: an ASCII text as itself, any other by the rule', () => {
  const letters = [...'aZ09 -_.@~\u007f\u0000é\u0301ıłŁøØđĐßﬁÅ\u212bド가\ud83d\ude00\u0080\u00ff'];

  it('answers as the whole rule on texts mixing ASCII, accents, combining marks and the table', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...letters), { maxLength: 24 }),
        fc.string({ maxLength: 12 }),
        (chars, any) => {
          for (const text of [chars.join(''), any, `${any}${chars.join('')}`])
            expect(fold(text), JSON.stringify(text)).to.equal(foldedByTheRule(text));
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('folds the last character too, past a run of ASCII', () => {
    for (const text of ['harborlightdental.com', 'bücher', 'abcdé', 'abcde\u0301', 'straße', 'ı'])
      expect(fold(text), text).to.equal(foldedByTheRule(text));
    expect(fold('straße')).to.equal('strasse');
    expect(fold('abcde\u0301')).to.equal('abcde');
  });
});
