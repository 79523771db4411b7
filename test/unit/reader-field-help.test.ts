import { expect } from 'chai';
import { readLead } from '../helpers/read-lead.ts';

// Session 35 (a form builder's answers, tried as a new sender): each answer an item with its question's title, its
// help text under `description` and its value; the phone's item too. The form's help text beside the person's number
// is the form's, never the person's words (a phone's object keeps only texts the person gave beside their number:
// `{type: "voice", time: "evening", value}`). Invented body.
describe("Reader: a phone's field keeps the form's help text out of the brief", () => {
  const body = {
    antworten: [
      { titel: 'Name', description: null, type: 'text', value: 'Jonas Becker' },
      { titel: 'E-Mail', description: null, type: 'email', value: 'jonas.becker@example.de' },
      {
        titel: 'Telefon',
        description: 'Wir rufen nur wegen Ihrer Anfrage an',
        placeholder: 'z. B. 0151 2345678',
        type: 'phone',
        value: '0151 5550 1234',
      },
      { titel: 'Wann passt ein Rückruf?', description: 'Werktags 8 bis 18 Uhr', type: 'text', value: 'Nach 17 Uhr' },
    ],
  };

  it('writes the answers and none of the form’s help texts', () => {
    const { input } = readLead(body, 'DE');
    expect(input.phone).to.equal('+4915155501234');
    expect(input.notes).to.contain('Wann passt ein Rückruf?: Nach 17 Uhr');
    expect(input.notes).not.to.contain('Wir rufen');
    expect(input.notes).not.to.contain('z. B.');
    expect(input.notes).not.to.contain('Werktags');
  });

  it('keeps what the person wrote beside their number in its own object', () => {
    const { input } = readLead(
      {
        name: 'Jonas Becker',
        email: 'jonas.becker@example.de',
        phone: { type: 'mobile', value: '0151 5550 1234', when: 'abends nach 19 Uhr' },
      },
      'DE',
    );
    expect(input.notes).to.contain('abends nach 19 Uhr');
  });
});
