import { expect } from 'chai';
import { readLead } from '../helpers/read-lead.ts';

// Session 39 (held-out blind set 44's guide 20: a messenger gateway's incoming message). A lead reached by its phone
// (the chat's sender) whose body has no email by any field: an address the person writes in their own message
// ("Почта для договора: …") is their email, where it stayed only in the brief. Invented body; made-up people.

describe('Reader: an email the person writes in their message beside their phone', () => {
  const body = {
    typeWebhook: 'incomingMessageReceived',
    instanceData: { idInstance: 1101899999, wid: '77270000118@c.us' },
    senderData: { chatId: '77015550193@c.us', sender: '77015550193@c.us', senderName: 'Дана Ахметова' },
    messageData: {
      textMessageData: {
        textMessage: 'Здравствуйте! Хочу записаться на курсы английского. Почта: dana.akhmetova@example.kz',
      },
    },
  };

  it('reads the address as the lead’s email and keeps the phone', () => {
    const { input, reasons } = readLead(body, 'KZ');
    expect(input.phone).to.equal('+77015550193');
    expect(input.email).to.equal('dana.akhmetova@example.kz');
    expect(reasons.email?.[0].feature).to.equal('textEmail');
  });

  it('takes no address from a message when a field gives one', () => {
    const withField = { ...body, email: 'dana@example.org' };
    expect(readLead(withField, 'KZ').input.email).to.equal('dana@example.org');
  });
});
