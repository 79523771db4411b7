import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 43: classes found by held-out blind sets (49's AI voice agent report, 51's senders), each on invented bodies.

// An AI voice agent's end-of-call report (made up, in Spanish): the model's system prompt and the assistant's lines are
// the business's setup, the caller's turns their words; the cost of the call's analysis is the platform's money.
const callReport = (systemText: string) => ({
  message: {
    type: 'end-of-call-report',
    customer: { number: '+34 612 34 56 78' },
    assistant: {
      id: 'asst_7f2c',
      name: 'Recepción Clínica Sol',
      firstMessage: 'Hola, gracias por llamar a Clínica Dental Sol, soy Lucía. ¿En qué puedo ayudarle?',
      voicemailMessage: 'Le devolveremos la llamada en cuanto podamos.',
    },
    messages: [
      { role: 'system', message: systemText, time: 1758201601204, secondsFromStart: 0 },
      { role: 'bot', message: 'Hola, gracias por llamar, soy Lucía.', time: 1758201603000, secondsFromStart: 0.9 },
      {
        role: 'user',
        message: 'Quería pedir cita para una limpieza dental.',
        time: 1758201619699,
        secondsFromStart: 17.6,
      },
      { role: 'bot', message: '¿Qué día le viene mejor?', time: 1758201630000, secondsFromStart: 28.2 },
      {
        role: 'user',
        message: 'El jueves por la tarde, después de las cinco.',
        time: 1758201641000,
        secondsFromStart: 39.4,
      },
    ],
    costBreakdown: { llm: 0.0221, total: 0.2143, analysisCostBreakdown: { summary: 0.0003, structuredData: 0.0004 } },
  },
});

describe("Reader (review 43): an AI voice agent's call report", () => {
  const lead = readInput(callReport('Eres Lucía, la recepcionista de Clínica Dental Sol en Valencia.'), 'ES');

  it("keeps the caller's turns, and none of the system prompt's, the assistant's lines or a turn's seconds", () => {
    expect(lead.phone).to.equal('+34612345678');
    expect(lead.notes).to.contain('limpieza dental');
    expect(lead.notes).to.contain('después de las cinco');
    expect(lead.notes).not.to.contain('Eres Lucía');
    expect(lead.notes).not.to.contain('soy Lucía');
    expect(lead.notes).not.to.contain('devolveremos');
    expect(lead.notes).not.to.contain('17.6');
  });

  it("keeps the cost of the call's analysis out of the brief", () => {
    expect(lead.notes).not.to.contain('0.0003');
  });

  it("keeps a system turn that carries the person's own form in the brief", () => {
    const withForm = readInput(
      callReport(
        'Formulario previo: nombre Marta Ruiz, correo marta.ruiz@example.es, motivo: dolor de muelas desde el lunes',
      ),
      'ES',
    );
    expect(withForm.notes).to.contain('dolor de muelas');
  });
});
