import { expect } from 'chai';
import { personOf } from '../helpers/read-lead.ts';

// Session 33 (blind set 37's guide 09: a property portal's enquiry, `p1`/`p2` blocks under Yoruba keys, the person's
// national number under `fóònù`): where no phone is chosen, a mobile number in the chosen email's own object, under a
// key no vocabulary knows (in Latin letters too), is the person's, as one under a label in an unread script already
// was. A number under a key the reader knows (an order's, a fax) is not. Invented bodies.
describe("Reader: a mobile number beside the person's email under a key no vocabulary knows", () => {
  const body = {
    listing: { title: '3 Bedroom Flat', price: '₦95,000,000' },
    b1: { orukọ: 'Kelechi Realty', ntọ̀: '+234 809 555 0142', lẹ́tà: 'sales@kelechirealty.example' },
    b2: { orukọ: 'Chiamaka Eze', ntọ̀: '0803 555 0188', lẹ́tà: 'chiamaka.eze@example.com' },
  };

  it('takes the number in the email’s object', () => {
    expect(personOf(body, 'NG')).to.deep.equal({
      name: 'Chiamaka Eze',
      phone: '+2348035550188',
      email: 'chiamaka.eze@example.com',
    });
  });

  it('takes no number under a key the reader knows as something else', () => {
    const order = { name: 'Chiamaka Eze', email: 'chiamaka.eze@example.com', order_number: '0803 555 0188' };
    expect(personOf(order, 'NG').phone).to.equal(null);
  });
});

describe('Reader: a number under unknown words naming whose it is', () => {
  // Review 44's regression: `ekwenti_onye_nkwado` (Igbo, the referee's phone) beside the referee's name is not the person's.
  it('takes no phone from a key of several unknown words', () => {
    const body = {
      aha: 'Chiamaka Eze',
      lẹ́tà: 'chiamaka.eze@example.com',
      onye_nkwado: 'Emeka Obi',
      ekwenti_onye_nkwado: '0803 765 4321',
    };
    expect(personOf(body, 'NG').phone).to.equal(null);
  });
});

// Session 35 (a chat bot's result posted to the webhook, tried as a new sender): the person's number answers a question
// asking for a number to reach them (`Unter welcher Nummer erreichen wir dich?`, `Which number can we reach you on?`)
// beside their email: their phone, as a question naming a phone is; a question naming a record's number is not.
describe('Reader: a number answering a question that asks for a number', () => {
  it('takes it as the phone beside an email, in German and English', () => {
    const german = {
      answers: [
        { question: 'Deine E-Mail?', answer: 'jonas.weber@example.de' },
        { question: 'Unter welcher Nummer erreichen wir dich?', answer: '0171 5550 233' },
      ],
    };
    expect(personOf(german, 'DE').phone).to.equal('+491715550233');
    const english = {
      answers: [
        { question: 'Your email?', answer: 'jonas.weber@example.com' },
        { question: 'Which number can we reach you on?', answer: '(415) 555-0233' },
      ],
    };
    expect(personOf(english, 'US').phone).to.equal('+14155550233');
  });

  it('takes no phone from a question asking for an order’s number', () => {
    const order = {
      answers: [
        { question: 'Your email?', answer: 'jonas.weber@example.com' },
        { question: 'What is your order number?', answer: '415 555 0233' },
      ],
    };
    expect(personOf(order, 'US').phone).to.equal(null);
  });
});
