import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 33 (blind set 37's guide 10: a call's menu choice, `ivr: {wait_dtmf: {digits, name: "Oferta – pompy ciepła"}}`):
// a value under a name's key away from the person, written as no person's name is (digits, a dash between words, words
// in lower case), is what a thing is called: the menu's option the caller pressed, a package, a service. A name written
// as names are (`Jan Nowak`) stays someone else's there. Invented bodies.
describe("Reader: a name no person's name is written as is a thing's", () => {
  it("keeps a phone menu's option the caller chose, and leaves the agent's name out", () => {
    const { notes } = readInput(
      {
        event: 'CALL_END',
        caller: { name: 'Ewa Kaczmarek', phone: '+48 601 555 019', email: 'ewa.kaczmarek@example.pl' },
        menu: { pressed: { digit: '3', name: 'Serwis – kotły gazowe' } },
        agent: { name: 'Jan Nowak', extension: '104' },
      },
      'PL',
    );
    expect(notes).to.contain('Serwis – kotły gazowe');
    expect(notes).not.to.contain('Jan Nowak');
  });

  it("keeps a package's name holding digits, under a name's key in a script without spaces", () => {
    const { notes } = readInput(
      {
        ลูกค้า: { ชื่อ: 'ธนพร', นามสกุล: 'ใจดี', เบอร์โทร: '081-555-0172', อีเมล: 'thanaporn.j@example.com' },
        แพ็คเกจ: { ชื่อ: 'ทัวร์เกาะ 3 วัน 2 คืน', วันที่: '2026-04-10' },
      },
      'TH',
    );
    expect(notes).to.contain('ทัวร์เกาะ 3 วัน 2 คืน');
  });
});

describe("Reader: a staff crew's name with a number is still someone's", () => {
  it('leaves `Crew 2 Mike` out', () => {
    const { notes } = readInput(
      {
        customer: { name: 'Ewa Kaczmarek', phone: '+48 601 555 019' },
        job: { request: 'AC not cooling', crew_name: 'Crew 2 Mike' },
      },
      'PL',
    );
    expect(notes).to.contain('AC not cooling');
    expect(notes).not.to.contain('Crew 2 Mike');
  });
});

describe("Reader: a crew's size is the person's count", () => {
  it('keeps `crew_size`', () => {
    const { notes } = readInput(
      { customer: { name: 'Ewa Kaczmarek', phone: '+48 601 555 019' }, move: { crew_size: '3 movers', floor: '4' } },
      'PL',
    );
    expect(notes).to.contain('3 movers');
  });
});
