import { expect } from 'chai';
import { wordsOf } from '../../service/lead/reader/label-words.ts';
import { meaning } from '../../service/lead/reader/labels.ts';
import { isCjkNameShape } from '../../service/lead/reader/shapes.ts';
import { MACHINE_ID } from '../../service/lead/reader/shape-bits.ts';
import { shapeOf } from '../../service/lead/reader/shape-of.ts';
import { isCode, isLongDigits, isMasked, isToken } from '../../service/lead/reader/machine-shapes.ts';
import { isDigest } from '../../service/lead/reader/digests.ts';
import {
  isAmount,
  isFreeText,
  isIdToken,
  isPhoneText,
  isUnspacedPhrase,
  isWord,
  lastDigits,
} from '../../service/lead/reader/value-shapes.ts';

// The value shapes the role features read (role-features.ts, text-features.ts), tried cheapest
// first (issue 35 item 6): each fast path must answer as the pattern behind it does, on both sides.
describe('Value shapes: the same answer by the fast path and by the pattern', () => {
  it('reads ten digits or more as long digits, runs joined by ":" too, and nothing else', () => {
    // An epoch with its fraction (`1741615021.884213`), an analytics client id (`1823749102.1739988112`): no amount's cents.
    for (const text of [
      '9876543210987',
      '23851234567890123',
      '4471234:8812345678',
      '1764310131000',
      '1741615021.884213',
      '1823749102.1739988112',
    ])
      expect(isLongDigits(text), text).to.equal(true);
    for (const text of [
      '987654321',
      '98765-43210987',
      '4471234:88',
      '12345678901a',
      '１２３４５６７８９０１',
      '1500000000.00',
      '174161502.884213',
      '1741615021.88.4213',
    ])
      expect(isLongDigits(text), text).to.equal(false);
  });

  it('reads an amount only with its currency, a sign or a code, ranges too', () => {
    for (const text of [
      '$5k',
      '20.000 €',
      '5000 EUR',
      '$40k-$60k',
      '€20.000 – 30.000',
      '40k-60k USD',
      '£ 300',
      // Thousands grouped by a space, as French, Russian or Georgian write them (session 33, blind set 37's guide 15).
      '$90 000 – $110 000',
      '250\u00a0000 €',
      '1 200 000 RUB',
    ])
      expect(isAmount(text), text).to.equal(true);
    for (const text of [
      '5000-10000',
      '9876543210987',
      '5k',
      '20.000',
      '40k-60k',
      '5000 eur',
      'EUR',
      '90 000',
      '12 34 €',
    ])
      expect(isAmount(text), text).to.equal(false);
  });

  it('reads a phone written with separators, a plus, or spaces of any script, and not too few or many digits', () => {
    for (const text of [
      '+1 720 555 0177',
      '(720) 555-0177',
      '+4915112345678',
      '720\u00a0555\u00a00177',
      '030.1234.5678',
    ])
      expect(isPhoneText(text), text).to.equal(true);
    for (const text of ['7205550177', '720 555', '+1234567890123456', '5000-10000a', '720/555/0177'])
      expect(isPhoneText(text), text).to.equal(false);
    // A range of round amounts (a budget, a price band) is no line; a number's two halves are.
    for (const text of ['5000-10000', '10000 - 25000', '2000–5000', '100000-250000'])
      expect(isPhoneText(text), text).to.equal(false);
    for (const text of ['5551-0100', '1234-5678', '98765-4321']) expect(isPhoneText(text), text).to.equal(true);
  });

  it('answers an amount and a phone as their patterns alone do, on generated texts', () => {
    // The predicates before their gates: the patterns tried on every text (value-shapes.ts, amount-text.ts).
    const SIGN = '[$€£¥₹₽]';
    // A number, its thousands grouped by a space too (`90 000`).
    const N = '(?:\\d{1,3}(?:[ \\u00a0\\u202f]\\d{3})+|\\d[\\d.,]*)';
    const amount = new RegExp(`^(?:${SIGN}\\s?${N}\\s?[kKmM]?|${N}\\s?[kKmM]?\\s?(?:${SIGN}|[A-Z]{3}))$`);
    const range = new RegExp(
      `^(?:${SIGN}\\s?)?${N}\\s?[kKmM]?\\s?[-–]\\s?(?:${SIGN}\\s?)?${N}\\s?[kKmM]?(?:\\s?(?:${SIGN}|[A-Z]{3}))?$`,
    );
    // A dollar's country first (`HK$`, `R$`): the amount read from its `$`.
    const fromDollar = (text: string) => (/^[A-Z]{1,3}\$/.test(text) ? text.slice(text.indexOf('$')) : text);
    const byPattern = (whole: string) => {
      const text = fromDollar(whole);
      return text.length <= 30 && /[$€£¥₹₽]|[A-Z]{3}$/.test(text) && (amount.test(text) || range.test(text));
    };
    const digits = (text: string) => text.replace(/[^0-9]/g, '').length;
    const roundRange = (text: string) => {
      const found = /^(\d+)\s*[-–]\s*(\d+)$/.exec(text);
      return (
        found !== null && found[1].endsWith('00') && found[2].endsWith('00') && Number(found[1]) < Number(found[2])
      );
    };
    const phoneByPattern = (text: string) =>
      text.length >= 9 &&
      text.length <= 23 &&
      digits(text) >= 7 &&
      digits(text) <= 15 &&
      /^\+?[\d\s().-]{9,22}$/.test(text) &&
      (text.startsWith('+') || /[\s().-]/.test(text)) &&
      !roundRange(text);
    const alphabet = '0123456789  +-–.,()$€kKmMAZUSDEURxyT:/\u00a0abc';
    const seeds = [
      '2005-10-15',
      '+44 20 7946 0000',
      '(555) 123-4567',
      '5000-10000',
      '$40k-$60k',
      '$90 000 – $110 000',
      '01CTKF2Z4V5ZF6EVN04C9VDGWF',
    ];
    let seed = 7;
    const next = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    for (let n = 0; n < 30_000; n++) {
      const chars = n % 2 === 0 ? [...seeds[next(seeds.length)]] : [];
      for (let k = next(n % 2 === 0 ? 3 : 27); k > 0; k--)
        chars.splice(next(chars.length + 1), next(2), alphabet[next(alphabet.length)]);
      const text = chars.join('');
      expect(isAmount(text), text).to.equal(byPattern(text));
      expect(isPhoneText(text), text).to.equal(phoneByPattern(text));
    }
    expect(isAmount('01CTKF2Z4V5ZF6EVN04C9VDGWF')).to.equal(false);
    expect(isAmount('1.5M USD')).to.equal(true);
    expect(isPhoneText('2005-10-15')).to.equal(true);
  });

  it("takes a number's last seven digits, in order, whatever sits between them", () => {
    expect(lastDigits('+1 720 555 0177')).to.equal('5550177');
    expect(lastDigits('(720) 555-0177')).to.equal('5550177');
    expect(lastDigits('+17205550177')).to.equal('5550177');
    expect(lastDigits('lead0123456789@example.com')).to.equal('3456789');
    expect(lastDigits('ext 12')).to.equal('12');
    expect(lastDigits('none')).to.equal('');
  });

  it('reads a record id as one ASCII token mixing letters and digits, never a number, a word or a date', () => {
    for (const text of [
      'rec_8Hq2ZkLm41Pq',
      'USR-FSD423423',
      'IELTS-20261128-0077',
      'KH-2026-08812',
      'comp-lp3x9k',
      'evt_01JDQ8Z4K7M2N5P8R1T4V7X0Z3',
      'order_2026_001',
      'a1b2c3d4-0f9e-4d8c-b7a6-112233445566',
      'SHOP-ORDER-2026',
      'TW_PAY_NOTIFY_2026',
    ])
      expect(isIdToken(text), text).to.equal(true);
    for (const text of ['9876543210987', 'solarpanels', 'a123456789', '2026-03-04T10:11:00Z', '従業員は約80名です'])
      expect(isIdToken(text), text).to.equal(false);
  });

  it('reads a slug of words as a name someone gave (a campaign, a plan), not an id: words outnumber short numbers', () => {
    for (const text of [
      'spring_sale_2026',
      'ehr-integrations-q4',
      'solar-denver-q4',
      'kurs_angielskiego_b2_zima',
      'btech-ai-2027',
      'Black-Friday-2026',
    ])
      expect(isIdToken(text), text).to.equal(false);
  });

  it("reads a slug's parts in place as the two patterns and split(/[-_]/) read them", () => {
    const word = /^(?:[a-z]{2,}|[A-Z][a-z]+)$/;
    const short = /^(?:[a-zA-Z]?\d{1,4}|\d{1,3}[a-zA-Z])$/;
    const slug = (text: string) => {
      const parts = text.split(/[-_]/);
      const words = parts.filter((part) => word.test(part));
      return (
        parts.every((part) => word.test(part) || short.test(part)) &&
        words.some((part) => part.length >= 4) &&
        words.length > parts.length - words.length
      );
    };
    // Each piece on either side of a pattern's edge: case, length, digits before or after a letter, nothing.
    const pieces = ['spring', 'Sale', 'SALE', 'q4', '2026', '12345', '1a', '123a', '1234a', 'a', 'ab', 'aB', 'x1234'];
    const drawnSlugs = drawn('0123456789ABCDEF', 50_000, 9).map((digits, n) =>
      [...digits.slice(0, 1 + (n % 5))]
        .map((digit, i) => `${i === 0 ? '' : '-_'[n % 2]}${['', 'x12345', 'rec8Hq', ...pieces][parseInt(digit, 16)]}`)
        .join(''),
    );
    // isIdToken's other rules, as its test above reads them: a token of 10 to 80 ASCII marks, a digit, letters not all.
    const token = (text: string) => {
      const letters = text.replace(/[^a-z]/gi, '').length;
      return (
        text.length >= 10 && /^[\x21-\x7e]+$/.test(text) && /\d/.test(text) && letters >= 2 && letters < text.length - 1
      );
    };
    for (const text of drawnSlugs) expect(isIdToken(text), text).to.equal(token(text) && !slug(text));
    expect(drawnSlugs.filter((text) => token(text) && slug(text)).length, 'slugs drawn').to.be.greaterThan(300);
  });

  it('reads a flag however it is capitalised, and only a text of its length', () => {
    for (const value of ['true', 'True', 'TRUE']) expect(isWord(value, 'true'), value).to.equal(true);
    for (const value of ['false', 'False', 'FALSE']) expect(isWord(value, 'false'), value).to.equal(true);
    for (const value of [true, 'tRUE', 'true ', 'truth', 1, null])
      expect(isWord(value, 'true'), String(value)).to.equal(false);
  });

  // Texts drawn from the characters each pattern turns on, so both answers come up often.
  const drawn = (alphabet: string, count: number, seed: number): string[] => {
    let state = seed;
    const next = (n: number) => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 8) % n;
    return Array.from({ length: count }, () => {
      let text = '';
      for (let i = 1 + next(44); i > 0; i--) text += alphabet[next(alphabet.length)];
      return text;
    });
  };
  const agree = (texts: string[], fast: (text: string) => boolean, pattern: (text: string) => boolean) => {
    let both = 0;
    for (const text of texts) {
      expect(fast(text), JSON.stringify(text)).to.equal(pattern(text));
      if (pattern(text)) both++;
    }
    expect(both, 'texts the pattern accepts').to.be.greaterThan(texts.length / 1000);
  };

  it('reads a code, a digest, a UUID and a masked number char by char as their patterns do', () => {
    const code = /^[a-z][a-z\d]*(?:[._:=-][a-z\d]+)+$/;
    agree(drawn('az09._:=-', 20_000, 1), isCode, (text) => text.length <= 60 && code.test(text));
    const digest = /^[\da-f]{32,}$/i;
    const hex = drawn('0123456789abcdefABCDEF', 20_000, 2).map((text) => text.repeat(3));
    agree([...hex, ...hex.map((text) => `${text}g`)], isDigest, (text) => digest.test(text));
    const uuid = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
    const uuids = drawn('0123456789abcdefABCDEF-', 20_000, 3).map((text) =>
      `${text}${'0123456789abcdef'.repeat(3)}`
        .slice(0, 36)
        .replace(/^(.{8}).(.{4}).(.{4}).(.{4})./, (_, a, b, c, d) =>
          text.length % 5 === 0 ? `${a}_${b}-${c}-${d}-` : `${a}-${b}-${c}-${d}-`,
        ),
    );
    agree(
      uuids,
      (text) => (shapeOf(text) & MACHINE_ID) !== 0,
      (text) => uuid.test(text),
    );
    // A card's BIN and last digits with one star (`516875*42`) is masked too (834129f).
    const masked = /^(?:\d{2,8}[\s-]?)?[*•xX#]{2,}[\s*•xX#.-]*\d{2,6}$|^\d{6}\*\d{2,4}$/;
    agree(drawn('0123456789 -*•xX#.', 50_000, 4), isMasked, (text) => text.length <= 40 && masked.test(text));
  });

  it('reads an id token and free text by counting as the patterns behind them did', () => {
    const token = (text: string) => {
      const letters = [...text].filter((char) => /[a-z]/i.test(char)).length;
      return (
        text.length >= 10 &&
        text.length <= 80 &&
        letters >= 2 &&
        letters < text.length - 1 &&
        /\d/.test(text) &&
        /^[\x21-\x7e]+$/.test(text) &&
        !/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text)
      );
    };
    agree(drawn('aZ09_-: é2026-03-04T10:11', 50_000, 5), isIdToken, token);
    const free = (text: string) => {
      const letters = [...text].filter((char) => /[a-z]/i.test(char) || char.charCodeAt(0) >= 0xc0).length;
      const words = Math.min(3, text.split(' ').length);
      return text.length >= 12 && !text.startsWith('http') && letters >= 10 && (words >= 3 || letters >= 20);
    };
    agree(drawn('abc de  fgh日本 1.http', 50_000, 6), isFreeText, free);
  });

  it('reads a phrase of a script without spaces only when its first letter is of one, as its pattern does', () => {
    const unspaced =
      /^(?=(?:[^\p{L}]*[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]){4})[\p{L}\p{M}\p{N}\p{P}ー]+$/u;
    // U+0E01 (Thai's first letter) and U+0DFF (Sinhala) stand either side of the fast path's bound.
    const texts = drawn('a9.-éЖ\u0dff\u0e01ไ日本語ぁアーZ', 50_000, 8);
    agree(texts, isUnspacedPhrase, (text) => text.length <= 200 && unspaced.test(text));
    for (const text of ['กกกก', '想咨询一下钢琴课', '9.日本語です', 'アイウエー'])
      expect(isUnspacedPhrase(text), text).to.equal(true);
    for (const text of ['a日本語です', 'é日本語です', 'Deck', '日本語 です'])
      expect(isUnspacedPhrase(text), text).to.equal(false);
  });

  // shapes.ts: the reading in brackets cut before its spaces (`\s*` first tried each space of a run: quadratic).
  it('reads a name in Han or Hangul, its reading in brackets aside, as the pattern with its spaces did', () => {
    const han = /[\p{Script=Hangul}\p{Script=Han}]/u;
    const shape = (text: string) => {
      const words = text
        .replace(/\s*[（(][^（()）]*[)）]$/, '')
        .split(/[\s·・‧]+/)
        .filter((word) => han.test(word));
      return words.length <= 2 && words.every((word) => word.length <= 5);
    };
    // Trimmed, as the two callers pass it.
    const texts = drawn('김山 \u3000\t((（)）)ab·', 50_000, 11).map((text) => text.trim());
    agree(texts.filter(Boolean), isCjkNameShape, shape);
  });

  // labels.ts: a numbered field's stem cut before its digits char by char (`/\d+$/` backtracked over a run of digits).
  it("reads a key's place word and number as the pattern cutting its digits did", () => {
    const positions = new Set(['value', 'field', 'param', 'custom', 'input']);
    const numbered = (label: string) => {
      const list = wordsOf(label).split(' ');
      const last = list[list.length - 1];
      if (!/\d$/.test(last)) return false;
      const stem = last.replace(/\d+$/, '');
      return stem !== '' ? positions.has(stem) : list.length > 1 && positions.has(list[list.length - 2]);
    };
    const pieces = [
      'value',
      'field',
      'param',
      'custom',
      'input',
      'merchant',
      'x',
      '1',
      '12',
      '1a1',
      ' ',
      '_',
      '2b',
      '9',
    ];
    const labels = drawn('0123456789ABCD', 50_000, 13).map((digits) =>
      [...digits.slice(0, 6)].map((digit) => pieces[parseInt(digit, 16)]).join(''),
    );
    agree(labels, (label) => meaning(label).numberedField, numbered);
  });

  it("reads an event's token char by char as its pattern does", () => {
    const token = /^[A-Za-z][\w.:/-]*$/;
    agree(drawn('aZ09_.:/-@[`{ é', 20_000, 7), isToken, (text) => text.length <= 60 && token.test(text));
  });
});
