import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 30's class (blind set 33's guide leak, a payment gateway's webhook): a tool's text led by its own code
// (`payment_message: "00::Transaction success"`, `x_response_reason_text: "00-Aprobada"`) under a key ending in a text's
// word: the gateway's, though no code's key sits beside it. A person's text that opens with a number is theirs
// (`project_description: "0 - not urgent"`, `unit_details: "2-bedroom flat"`, `response_text: "A2-Yes please call"`).
// Invented bodies; made-up people.

describe("Reader: a tool's text led by its own code", () => {
  const body = {
    customer_details: {
      customer_name: 'Asha Verma',
      customer_email: 'asha.v@example.com',
      customer_phone: '9876501234',
    },
    order: { order_tags: { course: 'Pottery weekend', level: 'Beginner' } },
    payment: {
      payment_status: 'SUCCESS',
      payment_message: '00::Transaction success',
      bank_message: '05-Rechazada',
    },
    response_text: 'A2-Yes please call',
    unit_details: '2-bedroom flat',
    project_description: '0 - not urgent',
  };

  it('leaves the code-led texts out and keeps the person’s', () => {
    const { notes } = readInput(body, 'IN');
    expect(notes).to.contain('Pottery weekend');
    expect(notes).to.contain('2-bedroom flat');
    expect(notes).to.contain('0 - not urgent');
    expect(notes).not.to.contain('Transaction success');
    expect(notes).to.contain('A2-Yes please call');
    expect(notes).not.to.contain('Rechazada');
  });
});
