import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 33 (blind set 36's guide 04: a quote lead's questions with Thai keys, `{คำถาม, ตัวเลือก: ["G1", "G2"],
// ป้ายตัวเลือก: ["ซ่อมศูนย์", "ซ่อมอู่"], คำตอบ: "G1"}`): a question's options sent as two lists side by side under keys
// no vocabulary reads, one of codes and one of the texts shown for them; the answer's code reads as its text, and the
// lists stay out of the brief. Invented body.
describe("Reader: a choice's code read through its question's two lists of codes and texts", () => {
  const body = {
    klient: { imie: 'Ewa', nazwisko: 'Kaczmarek', telefon: '+48 601 555 019', email: 'ewa.k@example.pl' },
    pytania: [
      {
        kod: 'q_time',
        pytanie: 'Kiedy oddzwonić?',
        opcje: ['T1', 'T2', 'T3'],
        etykiety: ['Rano 8-12', 'Po południu 12-17', 'Wieczorem 17-20'],
        odpowiedz: 'T2',
      },
      {
        kod: 'q_roof',
        pytanie: 'Rodzaj dachu',
        opcje: ['R1', 'R2'],
        etykiety: ['Dachówka', 'Blacha'],
        odpowiedz: 'R1',
      },
    ],
  };

  it('reads each answer as its option’s text', () => {
    const { notes } = readInput(body, 'PL');
    expect(notes).to.contain('Kiedy oddzwonić?: Po południu 12-17');
    expect(notes).to.contain('Rodzaj dachu: Dachówka');
    expect(notes).not.to.contain('Wieczorem');
  });
});
