import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

// Session 30's class (blind set 33's guide miss, an event registration): the form's questions described in an object
// keyed by their ids (`questions: {"701": {title: {sv: "Kost"}, type: "radio", choices: {"1": {sv: …}}}}`), a title and
// a choice's text written per language, and the participant's answers keyed by those ids elsewhere
// (`answers: {"701": {value: "2"}}`). The descriptions are the form's; the answers are read under their questions, a
// choice by its text; the event's own contact stays the event's. Invented body; made-up people and businesses.

describe('Reader: questions described in an object keyed by their ids', () => {
  const body = {
    event: {
      event_id: 5512,
      name: { sv: 'Höstmässa 2026: Energi i hemmet' },
      contact_person: { name: 'Lena Berg', email: 'lena.berg@massan.example', phone: '+46 70 111 22 33' },
      questions: {
        '701': {
          title: { sv: 'Kost' },
          type: 'radio',
          choices: { '1': { sv: 'Ingen särskild kost' }, '2': { sv: 'Vegetarisk' }, '3': { sv: 'Glutenfri' } },
        },
        '702': { title: { sv: 'Vad vill du höra om?' }, type: 'textarea' },
      },
    },
    participant: {
      participant_id: 88,
      firstname: 'Olof',
      lastname: 'Ek',
      email: 'olof.ek@example.se',
      phone: '070 555 12 34',
      answers: { '701': { value: '2' }, '702': { value: 'Solpaneler på tak och batterier' } },
    },
  };

  it('finds the participant, not the event’s contact', () => {
    expect(personOf(body, 'SE')).to.deep.equal({ name: 'Olof Ek', phone: '+46705551234', email: 'olof.ek@example.se' });
  });

  it('reads each answer under its question, a choice by its text, and leaves the form’s own texts out', () => {
    const { notes } = readInput(body, 'SE');
    expect(notes).to.contain('Kost: Vegetarisk');
    expect(notes).to.contain('Vad vill du höra om?: Solpaneler på tak och batterier');
    expect(notes).not.to.contain('Ingen särskild kost');
    expect(notes).not.to.contain('Glutenfri');
    expect(notes).not.to.contain('Lena Berg');
  });
});
