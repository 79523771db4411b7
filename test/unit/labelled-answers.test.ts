import { expect } from 'chai';
import { answerEntries, nameRole } from '../../service/webhook/senders/labelled-answers.ts';

describe('labelled answers (form builders whose questions carry the meaning)', () => {
  const roles: Array<[string, ReturnType<typeof nameRole>]> = [
    ['Name', 'name'], ['Full name', 'name'], ["What's your name?", 'name'], ['fullName', 'name'], ['your_name', 'name'],
    ['What is your first name?', 'first_name'], ['firstName', 'first_name'], ['Given name', 'first_name'],
    ['Last name', 'last_name'], ['Surname', 'last_name'], ['family_name', 'last_name'],
    ['What is the name of your company?', null], ['Company name', null], ['Name of your business', null],
    ['Username', null], ['Nickname', null], ['Pet name', null], ['Event name', null], ['Email', null], ['Message', null],
  ];
  for (const [label, role] of roles) {
    it(`reads "${label}" as ${role ?? 'not a name'}`, () => expect(nameRole(label)).to.equal(role));
  }

  it('takes typed email and phone first, then the first question asking for each, others under their labels', () => {
    const entries = answerEntries([
      { label: 'email', value: 'not the typed one' },
      { label: 'Your name', value: 'Ada' },
      { label: 'Work email', value: 'ada@example.com', kind: 'email' },
      { label: 'Mobile', value: '+44 20 7946 0000' },
      { label: 'Name of your company', value: 'Example Ltd' },
      { label: 'Other phone', value: 'call after 5' },
    ]);
    expect(entries).to.deep.equal([
      ['name', 'Ada'], ['email', 'ada@example.com'], ['phone', '+44 20 7946 0000'],
      ['email', 'not the typed one'], ['Name of your company', 'Example Ltd'], ['Other phone', 'call after 5'],
    ]);
  });

  it('does not take an email or phone question whose answer is not one', () => {
    const entries = answerEntries([{ label: 'Preferred contact: phone or email?', value: 'phone' }, { label: 'E-mail', value: 'later' }]);
    expect(entries).to.deep.equal([['Preferred contact: phone or email?', 'phone'], ['E-mail', 'later']]);
  });
});
