import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

// Session 27's classes (blind set 28's guide misses), each on an invented body first. Made-up people and businesses.

describe("Reader: a contact under what the person asks about is its agent's", () => {
  // A car marketplace's enquiry: the buyer's block under `sender`, the seller's under the vehicle's `contact`.
  const body = {
    enquiry_id: 'ENQ-55120',
    sender: { name: 'Mateo Rinaldi', phone: '+39 347 118 2290', email: 'mateo.rinaldi@libero.it' },
    message: 'Is the car still available? Could I see it on Saturday?',
    vehicle: {
      title: 'Fiat 500 Hybrid 2022',
      price: 13900,
      contact: { name: 'Giulia Conti', phone: '+39 02 8891 4410', email: 'giulia@autoconti.it' },
    },
  };

  it("takes the person who wrote, not the vehicle's contact", () => {
    expect(personOf(body, 'IT')).to.deep.equal({
      name: 'Mateo Rinaldi',
      phone: '+393471182290',
      email: 'mateo.rinaldi@libero.it',
    });
  });

  it("keeps the agent's contact out of the brief and the vehicle in it", () => {
    const { notes } = readInput(body, 'IT');
    expect(notes).to.contain('Fiat 500 Hybrid 2022');
    expect(notes).to.contain('see it on Saturday');
    expect(notes).not.to.contain('Giulia');
    expect(notes).not.to.contain('autoconti');
  });
});

describe("Reader: a key naming the lead after other words (`bookedClientPhone`) is the lead's", () => {
  // A booking tool's event: the client under qualified keys, the staff member booked as the resource under bare ones.
  const body = {
    event: 'booking.created',
    data: {
      id: 'b3a1c0de-42f7-4d19-8e6a-7c5b9d2e1f04',
      type: 'booking',
      attributes: {
        createdAt: '2025-03-14T08:12:40+01:00',
        bookedClientName: 'Klára Horáková',
        bookedClientEmail: 'klara.horakova@seznam.cz',
        bookedClientPhone: '+420 731 552 904',
        note: 'Poprvé, prosím jemně',
        price: { amount: 1290, currency: 'CZK' },
        state: 'confirmed',
      },
      relationships: {
        service: { data: { id: 'd4e5f6a7', name: 'Masáž obličeje 60 min', duration: 90 } },
        resource: {
          data: { id: 'e7f8a9b0', name: 'Jana Malá', email: 'jana@studiokvet.cz', phone: '+420604118877' },
        },
        event: { data: { start: '2025-03-21T15:00:00+01:00', end: '2025-03-21T16:30:00+01:00' } },
        business: { data: { id: 'f1e2d3c4', name: 'Studio Květ Olomouc' } },
      },
      customFields: [{ label: 'Jak jste se o nás dozvěděli?', value: 'Facebook' }],
    },
  };

  it("takes the client's contact over a booked resource's own contact under bare keys", () => {
    expect(personOf(body, 'CZ')).to.deep.equal({
      name: 'Klára Horáková',
      phone: '+420731552904',
      email: 'klara.horakova@seznam.cz',
    });
  });

  it("reads the service booked under its relationship's `data` as the service (JSON:API), not as a person's name", () => {
    const { notes } = readInput(body, 'CZ');
    expect(notes).to.contain('Masáž obličeje 60 min');
    expect(notes).not.to.contain('Jana Malá');
  });
});

describe("Reader: answers naming their question by another word's id (`stepId`)", () => {
  // A chatbot builder's result: its steps listed apart (a bot's own messages among the questions), the replies naming
  // each step by its id.
  const body = {
    flow: { id: 'fl_8812', name: 'Roof quote' },
    steps: [
      { id: 's_hello', kind: 'message', text: "Hi, I'm Max, the assistant of Dach Meier." },
      { id: 's_roof', kind: 'input', prompt: 'What kind of roof do you have?' },
      { id: 's_name', kind: 'input', prompt: 'Your first and last name?' },
      { id: 's_phone', kind: 'phone', prompt: 'Your phone number?' },
      { id: 's_bye', kind: 'message', text: 'Thank you, a roofer will call you within a day.' },
    ],
    session: {
      id: 'ses_77120',
      replies: [
        { stepId: 's_roof', value: 'Flat roof, about 90 m2, leaking at one corner' },
        { stepId: 's_name', value: 'Sabine Keller' },
        { stepId: 's_phone', value: '0171 4455 667' },
      ],
    },
  };

  it('reads each reply by its question, the person too', () => {
    expect(personOf(body, 'DE')).to.deep.equal({ name: 'Sabine Keller', phone: '+491714455667', email: null });
    expect(readInput(body, 'DE').notes).to.contain(
      'What kind of roof do you have?: Flat roof, about 90 m2, leaking at one corner',
    );
  });

  it("keeps the bot's own messages between the questions out of the brief", () => {
    const { notes } = readInput(body, 'DE');
    expect(notes).not.to.contain("I'm Max");
    expect(notes).not.to.contain('a roofer will call you');
  });

  it("reads no record's name by another word's id (`user_id` beside `users: [{id, name}]`)", () => {
    const { notes, name } = readInput({
      customer: { name: 'Ana Lima', phone: '+5511987654321' },
      users: [
        { id: 'u1', name: 'Carlos Souza' },
        { id: 'u2', name: 'Beatriz Alves' },
      ],
      comments: [
        { user_id: 'u1', body: 'Called, no answer' },
        { user_id: 'u2', body: 'Left a voicemail' },
      ],
    });
    expect(name).to.equal('Ana Lima');
    expect(notes).not.to.match(/Carlos Souza: Called/);
  });
});

describe('Reader: a question is no name, in any script', () => {
  it("takes no phone menu's question as the caller's name", () => {
    // A call record's menu levels: each level's question under `layer_name`, the choice under `layer_value`.
    const body = {
      caller: '0527716243',
      type: 'Incoming Call',
      ivr: [
        { layer_name: 'באיזה סוג הלוואה מדובר?', layer_number: 1, DTMF: '2', layer_value: 'משכנתא' },
        { layer_name: 'מה גובה ההון העצמי?', layer_number: 2, DTMF: '1', layer_value: 'עד 300 אלף' },
      ],
    };
    expect(personOf(body, 'IL')).to.deep.equal({ name: null, phone: '+972527716243', email: null });
    expect(readInput(body, 'IL').notes).to.contain('עד 300 אלף');
  });
});

describe('Reader: an option chosen, sent as its own record under the answer', () => {
  it("reads the option's name under the answer's label, not its id and price", () => {
    // A shop's order: each item's options as `{id, name, value: {id, name, price}}`.
    const body = {
      event: 'order.created',
      data: {
        id: 77120934,
        customer: { first_name: 'Lina', last_name: 'Haddad', mobile: '+966551234567', email: 'lina.haddad@gmail.com' },
        items: [
          {
            id: 5512,
            name: 'Rose perfume 50 ml',
            quantity: 1,
            options: [
              { id: 301, name: 'Engraving', value: { id: 9921, name: 'Initials on the cap', price: { amount: 15 } } },
            ],
          },
        ],
      },
    };
    const { notes } = readInput(body, 'SA');
    expect(notes).to.contain('Engraving: Initials on the cap');
    expect(notes).not.to.contain('9921');
  });
});
