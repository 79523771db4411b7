import { expect } from 'chai';
import { readInput } from './read-lead.ts';

/** A review's body with what it read to at the commit it was right at: its person and its whole brief. */
export interface ReviewRow {
  id: string;
  country: string;
  body: Record<string, unknown>;
  person: Record<string, string | null>;
  notes: string;
}

/** One test per row: the body reads to the same person and the same brief (the review tables of reader-review-*.test.ts). */
export function itReadsAsBefore(rows: readonly ReviewRow[]): void {
  for (const { id, country, body, person, notes } of rows)
    it(`${id}: the same person and brief`, () => {
      const input = readInput(body, country);
      expect({ name: input.name, phone: input.phone, email: input.email }, id).to.deep.equal(person);
      expect(input.notes ?? '', id).to.equal(notes ?? '');
    });
}
