import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { parsePointer, valueAtPointer } from '../../service/lead/field-map/json-pointer.ts';
import { decodeJsonText } from '../../service/webhook/json-text.ts';
import { fixtureBodies } from '../helpers/fixture-bodies.ts';
import { readLead } from '../helpers/read-lead.ts';

/**
 * Every fixture that yields a lead, with the brief it must give (issue 35): test/fixtures/briefs.json
 * names per fixture the person's answers the notes must hold and the tool's or someone else's
 * values they must not (a labelled corpus, to check the weights against).
 */
const BRIEFS = JSON.parse(readFileSync(new URL('../fixtures/briefs.json', import.meta.url), 'utf8')) as Record<
  string,
  { answers: string[]; forbidden: string[] }
>;

describe('Fixtures: the brief of every lead', () => {
  for (const { fixture, body, country } of fixtureBodies()) {
    const expected = BRIEFS[fixture];
    if (expected === undefined) continue;
    const read = () => readLead(body, country);

    it(`${fixture}: holds its answers and none of its forbidden values`, () => {
      const { notes } = read().input;
      for (const answer of expected.answers) expect(notes, answer).to.contain(answer);
      for (const value of expected.forbidden) expect(notes, value).not.to.contain(value);
    });

    it(`${fixture}: no value whose role is system or otherParty is a line of the notes`, () => {
      const { input, roles } = read();
      const lead = decodeJsonText(body).lead;
      const valueOf = (pointer: string) => valueAtPointer(lead, parsePointer(pointer) ?? []);
      const kept = new Set<string>();
      // A value the brief holds under another pointer (an answer's copy) may be a line of its own.
      const keep = (value: unknown): void => {
        if (value !== null && typeof value === 'object') Object.values(value).forEach(keep);
        else kept.add(String(value));
      };
      for (const [pointer, role] of Object.entries(roles))
        if (role === 'answer' || role === 'context') keep(valueOf(pointer));
      const lines = input.notes.split('\n');
      for (const [pointer, role] of Object.entries(roles)) {
        if (role !== 'system' && role !== 'otherParty') continue;
        const value = valueOf(pointer);
        if ((typeof value !== 'string' && typeof value !== 'number') || kept.has(String(value))) continue;
        expect(
          lines.some((line) => line.endsWith(`: ${value}`)),
          `${pointer} (${role}) ${String(value)}`,
        ).to.equal(false);
      }
    });
  }

  it('labels every fixture that yields a lead', () => {
    for (const { fixture, body, country } of fixtureBodies()) {
      let yields = true;
      try {
        readLead(body, country);
      } catch {
        yields = false;
      }
      if (yields) expect(BRIEFS, fixture).to.have.property(fixture);
    }
  });
});
