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
  // A key glued or abbreviated (`idnumber`, `id_no`), and labels in scripts beyond Latin: Devanagari's Aadhaar number,
  // Hebrew's abbreviated identity card (`ת.ז`), Persian's national code, Arabic's identity number, Vietnam's CCCD.
  it('leaves one out under a glued key or a label in another script', () => {
    const numbers = ['039482716', '2345 6789 0123', '0123456789', '29001011234567', '079203001234', '3174012345670001'];
    const lead = readInput(
      {
        contact: { name: 'Dana Levi', mobile: '+972 52 741 8529', idnumber: numbers[0] },
        answers: [
          { label: 'आधार संख्या', value: numbers[1] },
          { label: 'ת.ז', value: numbers[0] },
          { label: 'کد ملی', value: numbers[2] },
          { label: 'رقم الهوية', value: numbers[3] },
          { label: 'Số CCCD', value: numbers[4] },
          { label: 'NIK', value: numbers[5] },
          { label: 'Budget', value: 'About 450k' },
        ],
      },
      'IL',
    );
    expect(lead.notes).to.include('About 450k');
    for (const number of numbers) expect(lead.notes).not.to.include(number);
  });
});
