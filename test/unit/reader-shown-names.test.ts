import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

// Session 31's class (blind set 35's guide 03: a chatbot's closed conversation, Thai keys). A name a platform's profile
// shows (`display_name: "Nok Ratchada"`, a Facebook name) beside the name the person gave the form (`ชื่อ-นามสกุล`, name
// and surname): the one they gave. Alone, a profile's name is still the person's. Invented bodies; made-up people.

describe("Reader: a profile's shown name beside the name the person gave", () => {
  it('reads the name given to the form', () => {
    const body = {
      customer: {
        psid: '6829301847560000',
        display_name: 'Ploy Suda',
        'ชื่อ-นามสกุล': 'สุดา แสงทอง',
        เบอร์โทร: '081-555-2290',
        อีเมล: 'suda.s@example.com',
      },
    };
    expect(personOf(body, 'TH').name).to.equal('สุดา แสงทอง');
  });

  it('reads a profile name alone', () => {
    const body = { customer: { display_name: 'Ploy Suda', เบอร์โทร: '081-555-2290' } };
    expect(personOf(body, 'TH').name).to.equal('Ploy Suda');
  });

  // With the given name chosen, the person's turn giving it with their number is theirs, not a greeting of them.
  it("keeps the bot's turns out when the person gives their name and number", () => {
    const body = {
      customer: { display_name: 'Ploy Suda', 'ชื่อ-นามสกุล': 'สุดา แสงทอง', เบอร์โทร: '081-555-2290' },
      messages: [
        { from: 'bot', text: 'สวัสดีค่ะ ยินดีต้อนรับ สนใจบริการใดคะ' },
        { from: 'user', text: 'สนใจจัดฟันใสค่ะ' },
        { from: 'bot', text: 'รบกวนขอชื่อและเบอร์โทรค่ะ' },
        { from: 'user', text: 'สุดา 081-555-2290' },
      ],
    };
    const { notes } = readInput(body, 'TH');
    expect(notes).to.contain('สนใจจัดฟันใสค่ะ');
    expect(notes).not.to.contain('ยินดีต้อนรับ');
    expect(notes).not.to.contain('รบกวนขอชื่อ');
  });

  // Review 40: a profile's name the chosen address carries is the person's, beside a child's full name.
  it('reads the profile name the address carries', () => {
    const body = {
      display_name: 'Sophia Turner',
      full_name: 'Ethan Turner',
      email: 'sophia.turner@example.com',
      phone: '(415) 555-0140',
    };
    expect(personOf(body, 'US').name).to.equal('Sophia Turner');
  });
});
