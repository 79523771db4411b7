import { expect } from 'chai';
import { readLead } from '../helpers/read-lead.ts';

// Session 39's class (blind set 43's guide 04: a chat widget's transcript). Turns marked by one letter each (`sender:
// {t: "a", n: <agent>}`, `{t: "v"}`, `{t: "s"}`): the letter that opens the key of the person's object (`visitor`) marks
// their side, so the agent's turns and the tool's notices are someone else's, out of the brief. Invented body; made-up
// people and businesses.

describe("Reader: a one-letter turn marker opening the person's object's key is theirs", () => {
  const body = {
    event: 'chat:transcript_created',
    chat: {
      visitor: { name: 'Lucía Ferrer', email: 'lucia.ferrer@example.com', city: 'Valencia' },
      messages: [
        { sender: { t: 'a', n: 'Marco Ruiz' }, msg: 'Hola, soy Marco de Pintores Levante, ¿en qué te ayudo?' },
        { sender: { t: 'v' }, msg: 'Necesito pintar un piso de tres habitaciones' },
        { sender: { t: 'a', n: 'Marco Ruiz' }, msg: '¿Para cuándo lo necesitas?' },
        { sender: { t: 'v' }, msg: 'Antes de finales de mayo, por las tardes' },
        { sender: { t: 's' }, msg: 'Chat cerrado por el agente' },
      ],
    },
  };

  it("keeps the person's turns and leaves the agent's and the tool's out", () => {
    const { input } = readLead(body, 'ES');
    expect(input.email).to.equal('lucia.ferrer@example.com');
    expect(input.notes).to.contain('tres habitaciones');
    expect(input.notes).to.contain('finales de mayo');
    expect(input.notes).not.to.contain('Pintores Levante');
    expect(input.notes).not.to.contain('Para cuándo');
    expect(input.notes).not.to.contain('Chat cerrado');
  });

  // Each turn typed by the key holding its text (`{type: "msg", msg, sender}`) is a turn, its writer read: no value
  // wrapped under its type, its sender dropped.
  it('reads turns typed by their text key with their writer', () => {
    const typed = structuredClone(body);
    for (const message of typed.chat.messages) Object.assign(message, { type: 'msg', time: '2026-05-12T17:31:10Z' });
    const { input } = readLead(typed, 'ES');
    expect(input.notes).to.contain('tres habitaciones');
    expect(input.notes).not.to.contain('Pintores Levante');
    expect(input.notes).not.to.contain('Chat cerrado');
  });
});
