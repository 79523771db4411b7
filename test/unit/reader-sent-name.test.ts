import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// The name as sent (sent-name.ts): one part (nearly every lead) and two, through the reader. Issue 35
// item 6 reads one part without the list steps two take: these pin what both give.
describe('The name as sent: trimmed, on one line, its parts joined', () => {
  const lead = (extra: Record<string, unknown>) => readInput({ email: 'ada@example.com', ...extra });

  it('trims one part and puts each control character inside it as a space', () => {
    expect(lead({ name: '  Ada Lovelace \n' }).name).to.equal('Ada Lovelace');
    expect(lead({ name: 'Ada\nLovelace' }).name).to.equal('Ada Lovelace');
    expect(lead({ name: 'Ada\u2028\tLovelace\u0000' }).name).to.equal('Ada  Lovelace');
    expect(lead({ name: '\u0085Ada Lovelace\u009f' }).name).to.equal('Ada Lovelace');
  });

  it('reads a value holding both parts as two lines, alone or beside another part', () => {
    expect(lead({ name: 'first = Ada\nlast = Lovelace' }).name).to.equal('Ada Lovelace');
    expect(lead({ name: 'first: Ada\r\n\r\nlast: Lovelace ' }).name).to.equal('Ada Lovelace');
    expect(lead({ name: 'First Lady\nof the house' }).name).to.equal('First Lady of the house');
  });

  it('joins a first and a last name, leaving out a part that is only spaces', () => {
    expect(lead({ first_name: ' Ada ', last_name: 'Lovelace\t' }).name).to.equal('Ada Lovelace');
    expect(lead({ first_name: 'Ada\u0007', last_name: 'King-Noel' }).name).to.equal('Ada  King-Noel');
  });
});
