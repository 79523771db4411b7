import { expect } from 'chai';
import { conflictOf, emailsDiffer, namesDiffer } from '../../service/store/lead-conflicts.ts';

// Issue 34 item 4: what "another name or email" means (docs/api.md §3, "Conflicts").
describe('lead conflicts: when a returning submission differs from the lead', () => {
  it('takes names as the same person when they differ only in case, accents, spaces, punctuation or missing words', () => {
    const same: Array<[string, string]> = [
      ['Zoë Ångström', 'zoe angstrom'],
      ['José  Núñez', ' JOSE NUNEZ '],
      ['Jane Doe', 'Jane'],
      ['Doe', 'Jane Doe'],
      ['Smith, John', 'John Smith'],
      ["Seán O'Brien", 'sean obrien'],
      ['J. Doe', 'Jane Doe'],
      ['Søren Kierkegaard', 'Soren Kierkegaard'],
      ['Straße', 'STRASSE'],
      ['Mary-Jane Watson', 'mary jane watson'],
      ['ＪＡＮＥ', 'jane'],
    ];
    for (const [a, b] of same) {
      expect(namesDiffer(a, b), `${a} / ${b}`).to.equal(false);
      expect(namesDiffer(b, a), `${b} / ${a}`).to.equal(false);
    }
  });

  it('takes names as different when one has a word the other lacks on both sides', () => {
    const different: Array<[string, string]> = [
      ['Jane Doe', 'Mallory Stranger'],
      ['Jane Doe', 'John Doe'],
      ['Jane Doe', 'Jane Roe'],
      ['Ann Lee', 'Anna Lee'],
      ['Jane', 'DO NOT CALL'],
    ];
    for (const [a, b] of different) {
      expect(namesDiffer(a, b), `${a} / ${b}`).to.equal(true);
      expect(namesDiffer(b, a), `${b} / ${a}`).to.equal(true);
    }
  });

  it('never counts a missing name or email, or one with no letters or digits, as a difference', () => {
    expect(namesDiffer(null, 'Jane')).to.equal(false);
    expect(namesDiffer('Jane', null)).to.equal(false);
    expect(namesDiffer('Jane', ' - ')).to.equal(false);
    expect(emailsDiffer(null, 'jane@example.com')).to.equal(false);
    expect(emailsDiffer('jane@example.com', null)).to.equal(false);
  });

  it('compares emails whole, ignoring letter case only (as duplicates are found)', () => {
    expect(emailsDiffer('Jane@Example.com', 'jane@example.COM')).to.equal(false);
    expect(emailsDiffer(' jane@example.com', 'jane@example.com ')).to.equal(false);
    expect(emailsDiffer('jane@example.com', 'jane.doe@example.com')).to.equal(true);
    expect(emailsDiffer('jane+ads@example.com', 'jane@example.com')).to.equal(true);
  });

  it('makes a conflict of a submission whose name or email differs, naming what it sent, where and when', () => {
    const lead = { name: 'Jane Doe', email: 'jane@example.com' };
    const at = '2026-11-28T10:00:00.000Z';
    const sent = (name: string | null, email: string | null) => ({ name, email, sourceId: 'src' });
    expect(conflictOf(lead, sent('jane', 'JANE@example.com'), at)).to.equal(null);
    expect(conflictOf(lead, sent(null, null), at)).to.equal(null);
    expect(conflictOf(lead, sent('Jane Doe', 'jane.work@example.com'), at)).to.deep.equal({
      name: 'Jane Doe',
      email: 'jane.work@example.com',
      sourceId: 'src',
      at,
    });
    expect(conflictOf(lead, sent('Mallory', null), at)).to.deep.equal({
      name: 'Mallory',
      email: null,
      sourceId: 'src',
      at,
    });
    expect(conflictOf({ name: null, email: null }, sent('Mallory', 'm@example.com'), at)).to.equal(null);
  });
});
