import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

// Session 30's classes (blind set 33's guide misses: a listing site's message with the enquirer's and the agent's or the
// dealer's blocks under keys naming no party, `block_a`/`block_b`, `primary`/`secondary`). Invented bodies; made-up
// people and businesses.

describe('Reader: two blocks under keys naming no party', () => {
  it("takes the person's name under a label in a language no vocabulary holds, written in a script it reads", () => {
    // Tajik (Cyrillic): `ном` is a name's label no vocabulary lists; the name is shaped as names are, beside the contact.
    const body = {
      эълон: { сарлавҳа: 'Хонаи 2-ҳуҷрагӣ, 60 м²', нарх: '450 000 сомонӣ' },
      a: {
        ном: 'Фарзона Раҳимова',
        телефон: '+992 93 555 1234',
        email: 'farzona.r@example.tj',
        паём: 'Салом! Хона ҳоло фурӯхта нашудааст? Рӯзи шанбе дидан мумкин аст?',
      },
      b: {
        ном: 'Шерзод Каримов',
        агентӣ: 'Dushanbe Realty',
        телефон: '+992 37 221 0000',
        email: 'sherzod@dushanberealty.tj',
      },
    };
    expect(personOf(body, 'TJ')).to.deep.equal({
      name: 'Фарзона Раҳимова',
      phone: '+992935551234',
      email: 'farzona.r@example.tj',
    });
    expect(readInput(body, 'TJ').notes).to.contain('Рӯзи шанбе');
  });

  it('tells a dealer’s block by the firm its domain spells, under a key no vocabulary reads', () => {
    // `biashara` (Swahili: business) names the firm `otienomotors.co.ke` spells; the other block writes from a private mailbox.
    const body = {
      listing: { title: 'Toyota Hilux 2019', price: 'KES 4.2m' },
      primary: {
        name: 'Peter Otieno',
        biashara: 'Otieno Motors',
        phone: '0722 111 222',
        email: 'peter@otienomotors.co.ke',
      },
      secondary: { name: 'Grace Wanjiru', phone: '0711 333 444', email: 'grace.wanjiru@gmail.com', city: 'Nakuru' },
      message: 'Is it still available? Can I view on Saturday?',
    };
    expect(personOf(body, 'KE')).to.deep.equal({
      name: 'Grace Wanjiru',
      phone: '+254711333444',
      email: 'grace.wanjiru@gmail.com',
    });
    const { notes } = readInput(body, 'KE');
    expect(notes).to.contain('Can I view on Saturday?');
    expect(notes).not.to.contain('Otieno Motors');
  });

  it('keeps a person’s own firm beside a private mailbox of theirs in one block', () => {
    const body = {
      name: 'Jane Doe',
      firma: 'Doe Consulting',
      email: 'jane@doeconsulting.com',
      phone: '+1 415 555 0142',
      alt: { email: 'jane.doe@gmail.com' },
    };
    expect(personOf(body, 'US').email).to.equal('jane@doeconsulting.com');
  });
});
