import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 32's class (blind set 36's guide 10: an event venue's CRM, `lead: {guest_count: 74}`): a count of the people
// or things the person brings or asks for, sent as a JSON number beside them, is their answer, as `guest_count: "74"`
// already was. A tool's own count (`visits_count: 3`, `attempt_count: 2`) stays the tool's. Invented bodies.

describe('Reader: a count of what the person brings, sent as a number', () => {
  const body = {
    lead: {
      first_name: 'Dana',
      last_name: 'Wells',
      phone_number: '(312) 489-6620',
      guest_count: 74,
      adults_count: 2,
      bedroom_count: 3,
      visits_count: 5,
      attempt_count: 2,
    },
  };

  it('keeps the guests, adults and bedrooms', () => {
    const { notes } = readInput(body, 'US');
    expect(notes).to.match(/guest_count: 74/);
    expect(notes).to.match(/adults_count: 2/);
    expect(notes).to.match(/bedroom_count: 3/);
  });

  it("leaves the tool's counts out", () => {
    const { notes } = readInput(body, 'US');
    expect(notes).not.to.contain('visits_count');
    expect(notes).not.to.contain('attempt_count');
  });

  it("leaves a tool's score as a fraction out, and keeps a person's rating", () => {
    const { notes } = readInput({ lead: { ...body.lead, conversion_score: '0.8731', credit_score: '720' } }, 'US');
    expect(notes).not.to.contain('0.8731');
    expect(notes).to.contain('720');
  });
});

// Session 37's class (blind set 40's guides 09 and 10: a bot builder's custom field, a form builder's calculation): the
// tool's rating of the lead as a whole number (`lead_score: 40`, `{name: "Lead score", value: "82"}`) is the tool's,
// out of the brief; the person's own score (`credit_score`) stays. Invented body.
describe("Reader: a lead's score, under its key or as a labelled item, is the tool's", () => {
  it('leaves the lead score out and keeps the credit score', () => {
    const body = {
      contact: { name: 'Rosa Delgado', phone: '+1 305 555 0172' },
      custom_fields: { lead_score: 40, credit_score: '710', tratamiento: 'Depilación láser' },
      calculations: [{ id: 'qS7d', name: 'Lead score', type: 'number', value: '82' }],
    };
    const { notes } = readInput(body, 'US');
    expect(notes).to.include('710').and.include('Depilación láser');
    expect(notes).not.to.match(/lead.score/i);
  });
});

// Session 38's class (a wedding marketplace's enquiry, `enquiry: {guests: 120, couple: {email, phone}}`): a count or an
// amount of the person's own in the record holding their contact object, one level above it (a section of the
// enquiry), as a number or as digits, is their answer as it is beside them; the tool's numbers there stay out. Invented body.
describe("Reader: a count or an amount of the person's own in the record holding their contact", () => {
  const body = {
    enquiry: {
      id: 'enq_55120',
      guests: 120,
      bedrooms: '3',
      monthly_budget: 4500,
      visits_count: 7,
      message: 'Is the barn free in June?',
      couple: { email: 'mara.lind@example.com', phone: '+44 7700 900456', name: 'Mara Lind' },
    },
  };

  it('keeps the guests, the bedrooms and the budget', () => {
    const { notes } = readInput(body, 'GB');
    expect(notes).to.match(/guests: 120/);
    expect(notes).to.match(/bedrooms: 3/);
    expect(notes).to.match(/monthly_budget: 4500/);
  });

  it("leaves the record's id and the tool's count out", () => {
    const { notes } = readInput(body, 'GB');
    expect(notes).not.to.contain('enq_55120');
    expect(notes).not.to.contain('visits_count');
  });
});
