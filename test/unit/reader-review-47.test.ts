import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 47: classes found by probing shapes beside a nested contact and by held-out set 57, each on invented bodies.

const contact = { name: 'Dana Whitfield', phone: '+1 415 555 0142', email: 'dana.whitfield@example.com' };

describe("Reader (review 47): guards for a plain word in a section beside written words, taken back (attacker's pass, /work/attack47)", () => {
  // aa855f38 read a plain lower-case word in a section of the person's record as their answer when the section held
  // words too: 17 of 70 bodies gained an answer (`project: {urgency: "high"}`), 36 a tool's value. A tool's record nearly
  // always holds a title beside its pipeline, stage, currency and channel, so written words tell nothing there.
  for (const [what, key, section, leak] of [
    [
      "a CRM's deal",
      'deal',
      { title: 'Kitchen remodel - Whitfield', pipeline: 'default', visible_to: 'everyone' },
      'default',
    ],
    ["a shop's order", 'order', { name: 'Queen bed frame, oak', financial_status: 'paid', currency: 'usd' }, 'paid'],
    ["an ad's placement", 'ad', { headline: 'Summer HVAC Tune-up', placement: 'feed', objective: 'leads' }, 'feed'],
    [
      "a tool's analysis",
      'ai',
      { summary: 'Wants a quote for a new roof', sentiment: 'positive', model: 'gpt' },
      'positive',
    ],
    ['a payment', 'payment', { method: 'card', brand: 'visa', description: 'Deposit for the kitchen design' }, 'visa'],
  ] as const)
    it(`keeps such a word in ${what} out of the brief`, () => {
      expect(readInput({ contact, [key]: section }).notes).not.to.match(new RegExp(`: ${leak}$`, 'm'));
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

  it("still reads a kind's key as the answer of a menu's or a question's rows (attacker's pass, /work/attack47b)", () => {
    const menu = readInput({
      contact,
      ivr: [
        { prompt: 'What do you need help with?', digit: '1', type: 'Sales' },
        { prompt: 'Residential or commercial?', digit: '2', type: 'Commercial' },
      ],
    }).notes;
    expect(menu).to.contain('Residential or commercial?: Commercial');
    const questions = readInput({
      contact,
      questions: [
        { question: 'What type of property is it?', type: 'Condo' },
        { question: 'Is the unit occupied or vacant?', type: 'Vacant' },
      ],
    }).notes;
    expect(questions).to.contain('What type of property is it?: Condo');
    expect(questions).to.contain('Is the unit occupied or vacant?: Vacant');
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

// Held-out set 57's Intercom conversation (`Sure, it's 07911 123456.`): fb2bc562 read a number two words into the turn
// answering a request for one as the person's phone, taken back after an attacker's pass (/work/attack47c: 23 wrong
// phones, 15 right). Two words are enough to disown a number or to say whose it is.
describe("Reader (review 47): guards for a number two words into the turn answering a number's question, taken back", () => {
  const chat = (answer: string, country = 'GB') =>
    readInput(
      {
        user: { name: 'Oliver Grant', email: 'oliver.grant@example.co.uk' },
        conversation_parts: [
          { author: 'user', body: '<p>We are after a fitted wardrobe for a loft bedroom.</p>' },
          {
            author: 'admin',
            body: '<p>Lovely, could you pop your phone number here so our designer can ring you?</p>',
          },
          { author: 'user', body: `<p>${answer}</p>` },
        ],
      },
      country,
    );

  for (const answer of [
    'Not 07723 900123 any more, email me',
    'I tried 020 7946 0000 twice, nobody answers',
    'Your 0800 123 4567 line is always engaged',
    'Well, my neighbour has <b>07412 345678</b>',
  ])
    it(`reads no phone in "${answer}"`, () => {
      const lead = chat(answer);
      expect(lead.phone).to.equal(null);
      expect(lead.email).to.equal('oliver.grant@example.co.uk');
    });
});

// Held-out set 57's Bayut lead named the listing's agency (`agency: {id, name, orn}` beside its agent's block). 3ce464bd
// read every agency's own object as the business's, taken back: a person who is an agency, or a broker applying, sends
// their own `agency: {name, services}` or `brokerage: {name, license}` as a section of their form.
describe("Reader (review 47): guards for an agency's own object read as the business's, taken back", () => {
  it("keeps the person's own agency section in the brief", () => {
    const notes = readInput({
      contact: { name: 'Priya Shah', email: 'priya@brightspark.example', phone: '+1 646 555 0111' },
      agency: { name: 'Bright Spark Media', size: '11-50', services: 'SEO and paid social' },
      message: 'Looking for a white-label partner',
    }).notes;
    expect(notes).to.contain('Bright Spark Media');
    expect(notes).to.contain('SEO and paid social');
  });

  it("keeps an applicant's own brokerage in the brief", () => {
    const notes = readInput({
      applicant: { first_name: 'Tom', last_name: 'Reed', phone: '+1 415 555 0142' },
      brokerage: { name: 'Reed Realty Group', years: '12' },
      question: 'What splits do you offer?',
    }).notes;
    expect(notes).to.contain('Reed Realty Group');
  });
});
