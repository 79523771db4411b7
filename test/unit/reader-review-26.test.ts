import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 26's classes, each on an invented body first. Made-up people and businesses.

describe("Reader: a conversation's side marked as the business's", () => {
  // A messenger's event: the person's profile deep in the event, the turns before it at the top, each marked `business`
  // or `user` (a tool's own name for the person).
  const body = {
    event: {
      type: 'conversation:message',
      author: { profile: { givenName: 'Marta', surname: 'Lindqvist', email: 'marta.lindqvist@posteo.se' } },
      text: 'Hello, we want our attic insulated before winter.',
    },
    earlierTurns: [
      { role: 'business', text: 'Which town is the house in?' },
      { role: 'user', text: 'Uppsala' },
      { role: 'business', text: 'Thanks, we will be in touch soon.' },
      { role: 'user', text: 'Mornings suit us best' },
    ],
  };

  it("keeps the person's replies, each by the question asked just before it, and leaves out the business's other turns", () => {
    const { notes } = readInput(body);
    expect(notes).to.contain('Which town is the house in?: Uppsala');
    expect(notes).to.contain('Mornings suit us best');
    expect(notes).not.to.contain('we will be in touch');
  });
});

describe("Reader: a bot's question labels the reply the person gave it", () => {
  const body = {
    contact: { name: 'Rahim Chowdhury', phone: '+8801712345678' },
    history: [
      { from: 'bot', text: 'Which service are you interested in?' },
      { from: 'client', text: 'Teeth whitening' },
      { from: 'bot', text: 'Great choice.' },
      { from: 'client', text: 'Saturday morning' },
    ],
  };

  it('labels a reply by the question right before it, and a reply to no question by its list', () => {
    const { notes } = readInput(body);
    expect(notes).to.contain('Which service are you interested in?: Teeth whitening');
    expect(notes).to.contain('history: Saturday morning');
    expect(notes).not.to.contain('Great choice');
  });
});

describe("Reader: a survey's question keeps its answer, whatever its key's last word", () => {
  const body = {
    customer: { first: 'Priya', last: 'Raman', email: 'priya.raman@example.com' },
    tags: { survey_use: 'Mixing a weekly podcast', survey_os: 'macOS Sonoma', survey_browser: 'Firefox' },
    client: { os: 'Windows 11', browser: 'Chrome 131' },
  };

  it("reads what the person answered a survey as their answer, a browser's report as the tool's", () => {
    const { notes } = readInput(body);
    expect(notes).to.contain('macOS Sonoma');
    expect(notes).to.contain('Firefox');
    expect(notes).not.to.contain('Windows 11');
    expect(notes).not.to.contain('Chrome 131');
  });
});

describe("Reader: a list's item shown by its display text is a thing's, not someone's name", () => {
  const body = {
    customer: { first: 'Priya', last: 'Raman', email: 'priya.raman@example.com' },
    items: [{ product: 'studio-mastering-suite', display: 'Studio Mastering Suite (Lifetime)', quantity: 1 }],
    attendees: [{ display: 'Tomas Berg', email: 'tomas.berg@example.com' }],
  };

  it('keeps what the person bought in the brief, and a companion’s name out of it', () => {
    const { notes } = readInput(body);
    expect(notes).to.contain('Studio Mastering Suite (Lifetime)');
    expect(notes).not.to.contain('Tomas Berg');
  });
});
