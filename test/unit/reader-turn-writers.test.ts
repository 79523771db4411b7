import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 28's class (blind set 30's guide leak): a chat's turns name their writer by an id that a list of the chat's
// users describes (`author_id` → `users: [{id, type: "agent"}]`). Invented bodies; made-up people and businesses.

const customer = '0f5c2a9e-8d1b-4e7a-9c3f-2b6d8e1a4c70';
const agent = 'sam.ortiz@sunrise-example.co.uk';
const chat = (users: object[]) => ({
  action: 'incoming_chat',
  payload: {
    chat: {
      users,
      thread: {
        events: [
          {
            id: 'T1_1',
            type: 'message',
            author_id: agent,
            text: 'Hello and welcome! An adviser will be with you shortly.',
          },
          {
            id: 'T1_2',
            type: 'message',
            author_id: customer,
            text: 'Is a 10kWh battery too big for a three-bed house?',
          },
          {
            id: 'T1_3',
            type: 'message',
            author_id: agent,
            text: 'Hi Nora, I am Sam. Ring us on 0113 496 0721 any time.',
          },
        ],
      },
    },
  },
});

describe("Reader: a turn's writer named by an id another object of the body describes", () => {
  const body = chat([
    { id: customer, name: 'Nora Quinn', email: 'nora.quinn@example.com', type: 'customer' },
    { id: agent, name: 'Sam Ortiz', email: agent, type: 'agent' },
  ]);

  it("keeps the person's words and leaves the agent's turns out", () => {
    const { email, notes } = readInput(body, 'GB');
    expect(email).to.equal('nora.quinn@example.com');
    expect(notes).to.contain('10kWh battery');
    expect(notes).not.to.contain('adviser will be with you');
    expect(notes).not.to.contain('0113 496 0721');
  });

  it('tells the sides apart by whose contact the described writer holds, with no type', () => {
    const untyped = chat([
      { id: customer, name: 'Nora Quinn', email: 'nora.quinn@example.com' },
      { id: agent, name: 'Sam Ortiz' },
    ]);
    const { notes } = readInput(untyped, 'GB');
    expect(notes).to.contain('10kWh battery');
    expect(notes).not.to.contain('0113 496 0721');
  });
});

describe("Reader: an agent's reply naming the person as its receiver is still the agent's", () => {
  // A helpdesk ticket: the customer's message, then the agent's reply, whose receiver is the customer.
  const nora = { id: 3021, email: 'nora.quinn@example.com', name: 'Nora Quinn' };
  const sam = { id: 5512, email: 'sam@bedding-example.co.uk', name: 'Sam Ortiz' };
  const body = {
    ticket: {
      customer: { ...nora, channels: [{ type: 'phone', address: '+447700900142' }] },
      messages: [
        {
          via: 'email',
          from_agent: false,
          sender: nora,
          receiver: { id: 0, email: 'support@bedding-example.co.uk' },
          body_text: 'The duvet arrived with a torn seam; I would prefer an exchange.',
        },
        {
          via: 'helpdesk',
          from_agent: true,
          sender: sam,
          receiver: nora,
          body_text: 'Hi Nora, thanks for reaching out! I have raised a replacement. Sam | 0161 555 0199',
        },
      ],
    },
  };

  it("keeps the person's message and leaves the agent's reply out", () => {
    const { notes, email } = readInput(body, 'GB');
    expect(email).to.equal('nora.quinn@example.com');
    expect(notes).to.contain('torn seam');
    expect(notes).not.to.contain('raised a replacement');
  });
});
