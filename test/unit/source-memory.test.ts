import { expect } from 'chai';
import type { ReadLead } from '../../service/lead/lead-input.ts';
import { SourceMemory } from '../../service/webhook/source-memory.ts';

// A stored lead as the memory reads it: its contact, whether it is a test, and its cards in one line.
const lead = (person: string, cards: Array<[string, string]>, test = false) =>
  ({ input: { phone: person, email: null, test }, cards }) as unknown as ReadLead;

// docs/api.md §2.4, the source's own values: what a source's leads sent alike, bounded whatever a sender posts.
describe('SourceMemory', () => {
  it('keeps the people who sent a card alike in a row, and marks its place varied at another card', () => {
    const memory = new SourceMemory();
    memory.remember('s', lead('+1', [['/line', 'Shop · 04-811 7725']]));
    memory.remember('s', lead('+2', [['/line', 'Shop · 04-811 7725']]));
    memory.remember('s', lead('+2', [['/line', 'Shop · 04-811 7725']]));
    expect(memory.of('s')!.get('/line')).to.deep.equal({
      value: 'Shop · 04-811 7725',
      people: ['+1', '+2'],
      varied: false,
    });
    memory.remember('s', lead('+3', [['/line', 'Other · 04-811 0000']]));
    expect(memory.of('s')!.get('/line')).to.deep.equal({ value: 'Other · 04-811 0000', people: ['+3'], varied: true });
  });

  it('learns nothing from a test lead', () => {
    const memory = new SourceMemory();
    memory.remember('s', lead('+1', [['/line', 'Shop · 04-811 7725']], true));
    expect(memory.of('s')).to.equal(null);
  });

  it('keeps 64 pointers a source, six people a value and the 1,000 sources used last', () => {
    const memory = new SourceMemory();
    const many = Array.from({ length: 100 }, (_, i): [string, string] => [`/k${i}`, `x ${i}@example.com`]);
    memory.remember('s', lead('+1', many));
    memory.remember('s', lead('+2', [['/new', 'n@example.com']]));
    expect(memory.of('s')!.size).to.equal(64);
    expect(memory.of('s')!.has('/new')).to.equal(true);
    for (let i = 3; i < 12; i++) memory.remember('s', lead(`+${i}`, [['/new', 'n@example.com']]));
    expect(memory.of('s')!.get('/new')!.people).to.deep.equal(['+6', '+7', '+8', '+9', '+10', '+11']);
    for (let i = 0; i < 1_000; i++) memory.remember(`other${i}`, lead('+1', [['/line', 'a@example.com']]));
    expect(memory.of('s')).to.equal(null);
    expect(memory.of('other0')).not.to.equal(null);
  });
});
