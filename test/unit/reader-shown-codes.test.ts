import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// A choice sent as its code beside its display label (`{code: "renting", label: "I'm currently renting"}`): the brief
// reads the label; the code, its words inside the label, is the tool's form of it (walk-labels.ts isShownCode). A code
// the label does not spell (`{label: "Coupon", code: "SPRING20"}`) is the value the label names. Invented bodies.
describe('Reader: a code beside the display label it spells is left to the label', () => {
  const body = {
    enquirer: {
      first_name: 'Ines',
      last_name: 'Moreau',
      email: 'ines.moreau@example.org',
      position: { code: 'renting', label: "I'm currently renting" },
      moving: { code: '1_3_months', label: 'In 1-3 months' },
      offer: { label: 'Coupon', code: 'SPRING20' },
    },
  };
  it('shows each choice once, by its label', () => {
    const { notes } = readInput(body, 'FR');
    expect(notes).to.include("I'm currently renting").and.include('In 1-3 months');
    expect(notes).not.to.match(/: renting$/m);
    expect(notes).not.to.include('1_3_months');
  });
  it('keeps a code its label names and does not spell', () => {
    expect(readInput(body, 'FR').notes).to.include('SPRING20');
  });
});
