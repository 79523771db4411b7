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

/** A body a review guards, and the person it must give (as at the session's start or before the change). */
export interface Guard {
  note: string;
  country: string;
  body: Record<string, unknown>;
  expect: { name: string | null; phone: string | null; email: string | null };
}

/** One test per guard: its body gives that person's name, phone and email. */
export function readsThePerson(guards: readonly Guard[], title = (note: string) => note): void {
  for (const { note, country, body, expect: person } of guards)
    it(title(note), () => {
      const { name, phone, email } = readInput(body, country);
      expect({ name, phone, email }).to.deep.equal(person);
    });
}

/** A body of a review's class: the person it gives, words its brief must hold and values it must not. */
export interface BriefCase {
  what: string;
  country: string;
  body: Record<string, unknown>;
  name: string | null;
  phone: string | null;
  email: string | null;
  answers: string[];
  leaks: string[];
}

/** One test per case: its person, each answer in the brief, no leak in it. */
export function readsTheBrief(cases: readonly BriefCase[], title: (what: string) => string): void {
  for (const { what, country, body, answers, leaks, ...person } of cases)
    it(title(what), () => {
      const { name, phone, email, notes } = readInput(body, country);
      expect({ name, phone, email }).to.deep.equal(person);
      for (const answer of answers) expect(notes).to.include(answer);
      for (const leak of leaks) expect(notes ?? '').not.to.include(leak);
    });
}
