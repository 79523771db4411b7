import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 50: classes found by held-out sets 60 and 61 and the passes over them, each on invented bodies.

describe('Reader (review 50): a question the form titled by a bare kind word', () => {
  // A form asks "Type" or "Tipo" (of home, of job) and the person picks a word: their answer, though a bare `type` key
  // is a tool's bookkeeping (`type: "lead"`) and a kind's token an event's code.
  it('keeps the word a person chose under a question titled "Type", "Tipo" or "Kind"', () => {
    const notes =
      readInput(
        {
          name: 'Ana Lima',
          phone: '+55 11 98765-4321',
          answers: [
            { question: 'Tipo', answer: 'Apartamento' },
            { question: 'Bairro', answer: 'Pinheiros' },
            { question: 'Type', answer: 'Rental' },
            { question: 'Kind', answer: 'Townhouse' },
          ],
        },
        'BR',
      ).notes ?? '';
    expect(notes).to.contain('Tipo: Apartamento');
    expect(notes).to.contain('Type: Rental');
    expect(notes).to.contain('Kind: Townhouse');
    expect(notes).to.contain('Bairro: Pinheiros');
  });

  it("keeps a tool's own kind and status out, as a key or as a code under such a question", () => {
    const notes =
      readInput({
        type: 'lead',
        name: 'Ana Lima',
        email: 'ana.lima@example.com',
        record: { kind: 'Contact', status: 'Open' },
        fields: [
          { label: 'Type', value: 'FORM_SUBMISSION' },
          { label: 'Status', value: 'Open' },
          { label: 'Service', value: 'Roof repair' },
        ],
      }).notes ?? '';
    expect(notes).to.contain('Roof repair');
    for (const value of ['lead', 'FORM_SUBMISSION', 'Open']) expect(notes).not.to.contain(value);
  });
});
