import { expect } from 'chai';
import { readLead } from '../helpers/read-lead.ts';

// Session 35 (a payment page's questions, tried as a new sender): each question an item whose `type` names the key of
// its answer (`type: "dropdown"` beside `dropdown: {…}`), its label an object whose `type` names the key of its text
// (`label: {type: "custom", custom: "…"}`) after a lesser key's code (`key: "yogaexperience"`), and a choice sent
// with its own options beside the one chosen. Each answer reads under its question, the choice as its option's text;
// none under the list's key, no label as a value. Invented body.
describe('Reader: a question whose type names the keys of its label and its answer', () => {
  const body = {
    order: {
      ref: 'ord_7Hq2LmX9',
      buyer: { name: 'Tomasz Wrona', email: 'tomasz.wrona@example.pl', phone: '+48 512 555 207' },
      questions: [
        {
          key: 'arrivalwindow',
          label: { type: 'custom', custom: 'When will you arrive?' },
          type: 'dropdown',
          dropdown: {
            default_value: null,
            options: [
              { label: 'Friday evening', value: 'fri' },
              { label: 'Saturday morning', value: 'sat' },
            ],
            value: 'sat',
          },
        },
        {
          key: 'guests',
          label: { type: 'custom', custom: 'How many guests are you bringing?' },
          type: 'numeric',
          numeric: { default_value: null, maximum_length: null, value: '3' },
        },
        {
          key: 'allergies',
          label: { type: 'custom', custom: 'Any allergies we should know about?' },
          type: 'text',
          text: { default_value: null, maximum_length: 255, value: 'Shellfish' },
        },
      ],
    },
  };

  it('writes each answer under its question, a choice as its option’s text', () => {
    const { input } = readLead(body, 'PL');
    expect(input.email).to.equal('tomasz.wrona@example.pl');
    expect(input.notes).to.contain('When will you arrive?: Saturday morning');
    expect(input.notes).to.contain('How many guests are you bringing?: 3');
    expect(input.notes).to.contain('Any allergies we should know about?: Shellfish');
    expect(input.notes).not.to.contain('Friday evening');
    expect(input.notes).not.to.match(/questions[^\n]*: When will you arrive/);
  });
});

// Session 35 (a database page's properties, tried as a new sender): a property's text sent as a list of runs, each run
// typed and its content under the key its type names beside a copy of it (`[{type: "text", text: {content, link},
// plain_text}]`): the text once, not the run's type and its copy. Invented body.
describe('Reader: a text sent as runs, each under the key its type names', () => {
  const body = {
    props: {
      Contact: { kind: 'person', email: 'ines.moreau@example.fr', phone: '+33 6 12 55 50 48', name: 'Inès Moreau' },
      Wishes: {
        id: 'p5',
        type: 'rich_text',
        rich_text: [
          {
            type: 'text',
            text: { content: 'Une terrasse en bois de 20 m² côté jardin', link: null },
            plain_text: 'Une terrasse en bois de 20 m² côté jardin',
          },
        ],
      },
    },
  };

  it('writes the text once, with no run type', () => {
    const { notes } = readLead(body, 'FR').input;
    expect(notes).to.contain('Wishes: Une terrasse en bois de 20 m² côté jardin');
    expect(notes.split('Une terrasse').length).to.equal(2);
    expect(notes).not.to.match(/Wishes: text/);
  });
});
