import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// A person's number on an official register (a national identity, tax or social security number) asked by a shop's
// or a clinic's form: the agent needs none and reads none aloud; it stays in `fields` (vocabulary-notes.ts
// IDENTITY_NUMBER_LABELS). Invented bodies, made-up numbers.
describe("Reader: a national identity or tax number stays out of the brief, under a form's label or a key", () => {
  it('leaves out a labelled answer holding one, and keeps the answers beside it', () => {
    const lead = readInput(
      {
        customer: { fullname: 'Valentina Araya', email: 'v.araya@example.com', phone: '+56 9 6483 1100' },
        extra_fields: [
          { label: 'RUT', value: '16.204.771-3' },
          { label: '¿Es para regalo?', value: 'Sí, con tarjeta' },
          { label: 'Número de documento', value: '24.556.120' },
        ],
        form: [
          { question: 'CPF', answer: '529.982.247-25' },
          { question: 'เลขบัตรประชาชน', answer: '1-1037-00412-33-1' },
          { question: 'Social Security Number', answer: '123-45-6789' },
        ],
      },
      'CL',
    );
    expect(lead.notes).to.include('Sí, con tarjeta');
    for (const number of ['16.204.771-3', '24.556.120', '529.982.247-25', '1-1037-00412-33-1', '123-45-6789'])
      expect(lead.notes).not.to.include(number);
  });
  it('leaves one out under a key too (`dni`, `codice_fiscale`)', () => {
    const lead = readInput(
      {
        nombre: 'Lucía Prieto',
        telefono: '612 345 678',
        dni: '12345678Z',
        codice_fiscale: 'RSSMRA85T10A562S',
        mensaje: 'Quiero una cita',
      },
      'ES',
    );
    expect(lead.notes).to.include('Quiero una cita').and.not.include('12345678Z').and.not.include('RSSMRA85T10A562S');
  });
});
