import { expect } from 'chai';
import { readLead } from '../helpers/read-lead.ts';

// Session 39's class (blind set 43's guide 03: a live chat's incoming chat). In a conversation whose sides its turns'
// writer key tells apart (`author_id`), an event no one wrote (`{type: "system_message", text: "Chat assigned to …"}`,
// no writer) is the tool's notice: it named the staff member the chat went to, and was read as the person's turn. The
// person's own turns stay. Invented body; made-up people and businesses.

describe("Reader: a conversation's event no one wrote is the tool's notice", () => {
  const body = {
    action: 'incoming_chat',
    chat: {
      users: [
        { id: 'u-71c2', type: 'customer', name: 'Dana Whit', email: 'dana.whit@example.com' },
        { id: 'kim.ortega@lakeside-ortho.example', type: 'agent', name: 'Kim Ortega' },
      ],
      events: [
        {
          id: 'e1',
          type: 'message',
          author_id: 'u-71c2',
          text: 'Hi, do you take patients for Invisalign on Saturdays?',
        },
        { id: 'e2', type: 'system_message', text: 'Chat assigned to Kim Ortega' },
        { id: 'e3', type: 'message', author_id: 'kim.ortega@lakeside-ortho.example', text: 'Hello Dana! Yes, we do.' },
        { id: 'e4', type: 'message', author_id: 'u-71c2', text: 'Great, my budget is about $3,500' },
      ],
    },
  };

  it("keeps the person's turns and leaves the notice and the agent's turn out", () => {
    const { input } = readLead(body, 'US');
    expect(input.email).to.equal('dana.whit@example.com');
    expect(input.notes).to.contain('Invisalign on Saturdays');
    expect(input.notes).to.contain('about $3,500');
    expect(input.notes).not.to.contain('Kim Ortega');
    expect(input.notes).not.to.contain('Yes, we do');
  });
});
