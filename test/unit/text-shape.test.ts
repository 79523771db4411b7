import { expect } from 'chai';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  CAPITALS,
  DIGEST,
  FREE_TEXT,
  LINK,
  LONG_DIGITS,
  MACHINE_ID,
  PHONE_TEXT,
  PHRASE,
  USER_AGENT,
} from '../../service/lead/reader/shape-bits.ts';
import { shapeOf } from '../../service/lead/reader/shape-of.ts';
import { SHAPE_MEMO, forgetShapes, shapesKept, textShape } from '../../service/lead/reader/text-shape.ts';
import { heapHeldAfter } from '../helpers/heap-held.ts';
import { readLead } from '../helpers/read-lead.ts';

// A text's shape, read once and kept (issue 35 item 6): the same answer as reading it afresh, whatever
// was read before, within a fixed bound, for any text.
const TEXTS = [
  'facebook',
  'solar panels',
  '5000-10000',
  '$40k-$60k',
  'spring_sale_2026',
  'Bavaria',
  'GEICO',
  '9876543210987',
  'rec_8Hq2ZkLm41Pq',
  '2027-01-15',
  '2026-03-04T10:11:07Z',
  '2026-03-04 10:11',
  '+1 720 555 0177',
  '**** 4242',
  '/Date(1778000000000)/',
  '/v2/forms/77/entries',
  '<?xml version="1.0"?>',
  '従業員は約80名です',
  'I would like a call in the evening, please',
  'Mozilla/5.0 (X11; Linux x86_64)',
  'https://example.com/roof.jpg',
  '550e8400-e29b-41d4-a716-446655440000',
  '192.168.0.1',
  'fe80::1',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
];

describe('Text shape: kept shapes answer as a fresh reading does', () => {
  beforeEach(forgetShapes);

  it('gives each text the shape read afresh, the first time and once kept', () => {
    for (const text of TEXTS) expect(textShape(text), text).to.equal(shapeOf(text));
    for (const text of TEXTS) expect(textShape(text), text).to.equal(shapeOf(text));
    expect(shapeOf('solar panels') & PHRASE).to.not.equal(0);
    expect(shapeOf('+1 720 555 0177') & PHONE_TEXT).to.not.equal(0);
    for (const text of ['550e8400-e29b-41d4-a716-446655440000', '192.168.0.1', 'fe80::1', '::1'])
      expect(shapeOf(text) & MACHINE_ID, text).to.not.equal(0);
    for (const text of ['1.5.2026', 'a.b.c.d', 'Version 1.2.3.4', '12:30'])
      expect(shapeOf(text) & MACHINE_ID, text).to.equal(0);
    for (const text of ['GEICO', 'ÄRZTE', 'WEB-SHOP', 'Ärzte', 'Lån', 'GEICo', 'ÄRZTe'])
      expect(shapeOf(text) & CAPITALS, text).to.equal(text.toUpperCase() === text ? CAPITALS : 0);
    expect(shapeOf('Mozilla/5.0 (X11; Linux x86_64)') & USER_AGENT).to.not.equal(0);
    expect(shapeOf('HTTPS://example.com') & LINK).to.not.equal(0);
  });

  it('reads digits only as a digest, long digits or nothing else, as each shape reads them', () => {
    for (const [text, shape] of [
      ['720555017', 0],
      ['7205550177', LONG_DIGITS],
      ['9876543210987', LONG_DIGITS],
      ['1'.repeat(31), LONG_DIGITS],
      ['1'.repeat(32), DIGEST],
    ] as const)
      expect(shapeOf(text), text).to.equal(shape);
    // A mark or a letter among the digits is read by every other shape again.
    expect(shapeOf('720-555-0177') & PHONE_TEXT).to.not.equal(0);
    expect(shapeOf('4242********4242') & (LONG_DIGITS | DIGEST)).to.equal(0);
  });

  it('reads two texts sharing a slot each as itself, read in turn', () => {
    // A phrase and a word that land in the same slot: found by the count of kept texts not growing.
    let other = '';
    for (let n = 0; other === '' && n < 100_000; n++) {
      forgetShapes();
      textShape('Option 1');
      textShape(`fb${n}`);
      if (shapesKept() === 1) other = `fb${n}`;
    }
    expect(other).to.not.equal('');
    expect(shapeOf('Option 1')).to.not.equal(shapeOf(other));
    for (let i = 0; i < 3; i++) {
      expect(textShape('Option 1')).to.equal(shapeOf('Option 1'));
      expect(textShape(other)).to.equal(shapeOf(other));
    }
  });

  it("keeps `__proto__` and `constructor` as texts: no object's prototype changes", () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    for (const text of ['__proto__', 'constructor', 'prototype', 'toString']) textShape(text);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).to.deep.equal(before);
    expect(Object.getPrototypeOf({})).to.equal(Object.prototype);
    expect(({} as Record<string, unknown>).constructor).to.equal(Object);
    expect(textShape('__proto__')).to.equal(shapeOf('__proto__'));
  });

  it('holds no long text, and never more texts than its slots however many it reads', () => {
    const long = `${'Please call me back about the roof, '.repeat(100)}thanks`;
    expect(textShape(long)).to.equal(shapeOf(long));
    expect(shapeOf(long) & FREE_TEXT).to.not.equal(0);
    expect(shapesKept()).to.equal(0);
    for (let n = 0; n < SHAPE_MEMO.slots * 8; n++) textShape(`Option ${n}`);
    expect(shapesKept()).to.be.at.most(SHAPE_MEMO.slots);
    expect(shapesKept()).to.be.above(SHAPE_MEMO.slots / 2);
    expect(textShape('x'.repeat(SHAPE_MEMO.length + 1))).to.be.a('number');
    expect(shapesKept()).to.be.at.most(SHAPE_MEMO.slots);
  });

  it('holds no more than its own short copy of a text trimmed out of megabytes', () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let n = 0; n < 200; n++) {
      // A fresh string of a megabyte, as a body's value arrives: its trimmed text is the engine's slice of it.
      // Twelve characters or fewer, and more: the engine slices only the longer.
      const text = n % 2 === 0 ? `Roof ${n}` : `Roof repair option ${n}`;
      const value = JSON.parse(JSON.stringify(`${text}${' '.repeat(1_000_000)}`)) as string;
      expect(textShape(value.trim())).to.equal(shapeOf(text));
    }
    gc();
    expect(shapesKept()).to.be.above(50);
    expect(process.memoryUsage().heapUsed - before).to.be.below(20_000_000);
  });

  it('keeps a longer text seen twice as its own copy, never the megabyte it was cut from', () => {
    const held = heapHeldAfter(() => {
      for (let n = 0; n < 200; n++) {
        const text = `Roof repair option ${n}`;
        // Twice, each a slice of its own megabyte: the second is kept.
        for (let i = 0; i < 2; i++) {
          const value = JSON.parse(JSON.stringify(`${text}${' '.repeat(1_000_000)}`)) as string;
          expect(textShape(value.trim())).to.equal(shapeOf(text));
        }
        expect(textShape(text)).to.equal(shapeOf(text));
      }
    });
    expect(shapesKept()).to.be.above(100);
    expect(held).to.be.below(20_000_000);
  });

  it('answers each of two longer texts alike where the hash reads, however they take turns', () => {
    const times = ['2018-01-18T18:17:02Z', '2018-01-18T18:07:02Z', '2018-01-18T18:17:02Z'.replace('T', ' ')];
    for (let round = 0; round < 6; round++)
      for (const text of times) expect(textShape(text), text).to.equal(shapeOf(text));
    for (let n = 0; n < SHAPE_MEMO.slots * 8; n++) textShape(`campaign_spring_${n}`);
    expect(shapesKept()).to.be.at.most(2 * SHAPE_MEMO.slots);
  });

  it('gives a shape as a number: nothing a caller holds can change what is kept', () => {
    const shape = textShape('solar panels');
    expect(shape).to.be.a('number');
    expect(textShape('solar panels')).to.equal(shape);
  });
});

describe('Text shape: a second lead of the same shapes reads its own values', () => {
  it('notes each lead its own choices, whatever the lead before chose', () => {
    forgetShapes();
    const lead = (name: string, phone: string, source: string, product: string, budget: string, when: string) =>
      readLead({ name, phone, utm_source: source, product, budget, 'How soon?': when, roof: { type: 'tile' } });
    const first = lead('Ana Ruiz', '+1 720 555 0101', 'facebook', 'solar panels', '$5k', 'Within 2 weeks');
    const second = lead('Ben Ode', '+1 720 555 0102', 'linkedin', 'heat pumps', '$7k', 'Within 3 months');
    expect(second.roles).to.deep.equal(first.roles);
    expect(first.input.notes).to.equal(
      'product: solar panels\nbudget: $5k\nHow soon?: Within 2 weeks\nutm_source: facebook',
    );
    expect(second.input.notes).to.equal(
      'product: heat pumps\nbudget: $7k\nHow soon?: Within 3 months\nutm_source: linkedin',
    );
  });
});
