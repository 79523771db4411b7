import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 47: classes found by probing shapes beside a nested contact, each on invented bodies.

describe("Reader (review 47): a plain word in a section of the person's record, beside their written answers", () => {
  const contact = { name: 'Dana Whitfield', phone: '+1 415 555 0142', email: 'dana.whitfield@example.com' };

  it('keeps a lower-case one-word answer in a section that holds their words', () => {
    const notes = readInput({
      contact,
      project: { urgency: 'high', style: 'modern', rooms: 'kitchen and bath', budget: '$20k' },
    }).notes;
    expect(notes).to.contain('urgency: high');
    expect(notes).to.contain('style: modern');
    expect(notes).to.contain('kitchen and bath');
  });

  it('keeps it in any language the section is keyed in', () => {
    const notes = readInput(
      {
        kontakt: { name: 'Jonas Weber', telefon: '0171 5550142' },
        anfrage: { dach: 'flach', art: 'Sanierung mit Dämmung' },
      },
      'DE',
    ).notes;
    expect(notes).to.contain('dach: flach');
  });

  for (const [what, section, leak] of [
    ['a payment', { method: 'card', brand: 'visa', description: 'Deposit for the kitchen design' }, 'visa'],
    ['a tracking section', { network: 'search', keyword: 'roof repair near me' }, 'search'],
    ["a page's settings", { theme: 'dark', layout: 'compact', title: 'Our roofing page' }, 'dark'],
    ["a card's authorisation", { bank: 'First Example Bank', scheme: 'mastercard' }, 'mastercard'],
    ["a request's machinery", { method: 'post', referrer: 'Google search results page' }, 'post'],
  ] as const)
    it(`keeps such a word in ${what} out of the brief`, () => {
      const key = { 'a payment': 'payment', 'a tracking section': 'tracking', "a page's settings": 'settings' }[
        what as string
      ];
      const body = { contact, [key ?? (what.includes('card') ? 'authorization' : 'request')]: section };
      expect(readInput(body).notes).not.to.match(new RegExp(`: ${leak}$`, 'm'));
    });

  it("keeps a turn's marker in a list of turns out of the brief", () => {
    const notes = readInput({
      contact,
      messages: [
        { from: 'customer', body: 'I need the gutters cleaned on a two-story house.' },
        { from: 'agent', body: 'Sure, we can come on Tuesday.' },
      ],
    }).notes;
    expect(notes).to.contain('two-story house');
    expect(notes).not.to.contain('customer');
  });
});

describe('Reader (review 47): turns whose every text asks are a conversation, not questions answered', () => {
  const contact = { name: 'Dana Whitfield', phone: '+1 415 555 0142', email: 'dana.whitfield@example.com' };
  for (const [speaker, text, person, agent] of [
    ['from', 'body', 'customer', 'agent'],
    ['role', 'content', 'user', 'assistant'],
    ['author', 'text', 'visitor', 'operator'],
  ])
    it(`keeps the person's turn and leaves the agent's out under \`${speaker}\` and \`${text}\``, () => {
      const notes = readInput({
        contact,
        messages: [
          { [speaker]: person, [text]: 'Do you clean gutters on two-story houses?' },
          { [speaker]: agent, [text]: 'Yes we do, which day suits you?' },
        ],
      }).notes;
      expect(notes).to.contain('Do you clean gutters on two-story houses?');
      expect(notes).not.to.contain('which day suits you');
      expect(notes).not.to.match(new RegExp(`: ${person}$`, 'm'));
    });

  it('still reads rows of a question and its answer', () => {
    const notes = readInput({
      contact,
      answers: [
        { q: 'Which service do you need?', a: 'Gutter cleaning' },
        { q: 'How soon?', a: 'This week' },
      ],
    }).notes;
    expect(notes).to.contain('Which service do you need?: Gutter cleaning');
    expect(notes).to.contain('How soon?: This week');
  });
});
