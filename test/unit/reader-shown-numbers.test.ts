import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 31's class (blind set 33's guide miss: a tour operator's booking). A number sent beside the words shown for
// it (`{name, value: "3312", display_value: "Two confident swimmers, …"}`): the number may be an option's id or the
// person's own figure (an age, a zip code, a guest count: review 34), so an answer's line keeps both, the words first.
// The number alone decides what the value is (review 37: read as its words, a phone was lost and a deposit in cents and
// a CRM stage reached the brief). Invented bodies; made-up people and businesses.

describe('Reader: a number beside the words shown for it', () => {
  const booking = {
    booking: {
      pk: 4410021,
      contact: { name: 'Mara Lindqvist', phone: '(415) 555-0143', email: 'mara.l@example.com' },
      custom_field_values: [
        {
          pk: 71,
          custom_field: { pk: 9, name: 'Swimming ability', type: 'extended-option' },
          name: 'Swimming ability',
          display_value: 'Strong swimmer, my son needs a float vest',
          value: '5521',
        },
        {
          pk: 72,
          custom_field: { pk: 10, name: 'Pickup point', type: 'short' },
          name: 'Pickup point',
          display_value: 'Harbor Inn, front desk',
          value: 'Harbor Inn, front desk',
        },
      ],
    },
  };

  it("keeps the shown words of an option's number", () => {
    const { notes } = readInput(booking, 'US');
    expect(notes).to.contain('Swimming ability: Strong swimmer, my son needs a float vest (5521)');
    expect(notes).to.contain('Pickup point: Harbor Inn, front desk');
    expect(notes).not.to.contain('front desk (');
  });

  it("keeps the person's own number beside its shown words", () => {
    const body = {
      name: 'Rachel Burns',
      email: 'rachel.burns@example.com',
      phone: '503-555-0181',
      answers: [
        { question: 'ZIP code', value: '97214', display_value: 'Portland, OR' },
        { question: 'Credit score', value: 640, display_value: 'Fair (580-669)' },
        { question: 'Guests', value: '3', display_value: '25-34' },
        { question: 'Best number', value: '5035550199', display_value: '(503) 555-0199' },
      ],
    };
    const { notes } = readInput(body, 'US');
    expect(notes).to.contain('ZIP code: Portland, OR (97214)');
    expect(notes).to.contain('Credit score: Fair (580-669) (640)');
    // Shown words with no letter (a range, a phone written out) say nothing the number does not: the number stays alone.
    expect(notes).to.contain('Guests: 3');
    expect(notes).not.to.contain('25-34');
  });

  it('keeps a phone sent with words beside it, and a deposit or a stage out of the brief', () => {
    const form = {
      form: 'Contact',
      fields: [
        { label: 'Name', value: 'Olivia Turner' },
        { label: 'Email', value: 'olivia.t@example.co.uk' },
        { label: 'Contact number', value: '07700900123', text: 'Mobile, evenings best' },
        { label: 'Enquiry', value: 'Loft conversion quote' },
      ],
    };
    expect(readInput(form, 'GB').phone).to.equal('+447700900123');
    const crm = {
      contact: { full_name: 'Rachel Green', email: 'rgreen@example.com', phone: '646-555-0177' },
      deposit: { value: '5000', formatted: 'USD 50.00' },
      stage: { value: '2', display_value: 'Qualified lead' },
    };
    const { notes } = readInput(crm, 'US');
    expect(notes ?? '').not.to.contain('USD 50.00');
    expect(notes ?? '').not.to.contain('Qualified lead');
  });

  // Review 39: a form's question under a bare `text` beside a number is no text shown for it.
  it("adds no question to a number's line", () => {
    const body = {
      contact: { name: 'Tim Young', email: 'tim.young@example.com', phone: '312-555-0166' },
      fields: [
        { name: 'guests', text: 'How many guests?', type: 'control_number', answer: '4' },
        { label: 'Sessions', value: 10, display_text: 'Ten-lesson pack' },
      ],
    };
    const { notes } = readInput(body, 'US');
    expect(notes).not.to.contain('How many guests? (4)');
    expect(notes).to.contain('Ten-lesson pack (10)');
  });
});
