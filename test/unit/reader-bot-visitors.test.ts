import { expect } from 'chai';
import { personOf } from '../helpers/read-lead.ts';

// Session 29's class (blind set 31's guide miss): a messaging bot's session, its visitor under `sender` (a phone and a
// display name, no mailbox), the email an answer to the bot's question. The sender's line is the person's, not a
// salesperson's stood in for a lead with a contact of its own. Invented bodies; made-up people and businesses.

describe("Reader: a bot's visitor under `sender` with a phone and no mailbox is the person, beside the email they answered", () => {
  const session = {
    app: 'GreenRoofLoans',
    type: 'bot-session-end',
    payload: {
      id: 'sess-771',
      sender: { phone: '919812345670', name: 'Asha ✨', country_code: '91' },
      session: {
        answers: [
          { प्रश्न: 'आपका पूरा नाम?', उत्तर: 'आशा वर्मा' },
          { प्रश्न: 'ईमेल पता?', उत्तर: 'asha.verma@example.com' },
          { प्रश्न: 'लोन राशि?', उत्तर: '20 लाख' },
        ],
      },
    },
  };

  it("takes the sender's phone beside the answered email", () => {
    expect(personOf(session, 'IN')).to.deep.equal({
      name: 'आशा वर्मा',
      phone: '+919812345670',
      email: 'asha.verma@example.com',
    });
  });

  it("still leaves out a sender's phone where the sender writes from a mailbox (a salesperson's)", () => {
    const crm = {
      contact: { email: 'lena.koch@example.com', first_name: 'Lena', last_name: 'Koch' },
      sender: { name: 'Mark Rep', email: 'mark@acme-sales.example', phone: '+49 30 1234567' },
      message: 'Following up on your quote request',
    };
    expect(personOf(crm, 'DE')).to.deep.equal({ name: 'Lena Koch', phone: null, email: 'lena.koch@example.com' });
  });
});
