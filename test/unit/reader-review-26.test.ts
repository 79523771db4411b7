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

describe("Reader: a call's record telling its direction gives the person's number", () => {
  it('reads the number an incoming call came from, beside the rep who took it', () => {
    const lead = readInput({
      event: 'endcall',
      data: {
        calltype: 'incoming',
        fromnumber: '(512) 664-8213',
        tonumber: '+1 512-430-1877',
        customerName: 'Priya Raman',
        customerEmail: 'priya.raman77@gmail.com',
        transcript: [{ speaker: 'customer', text: 'I want a quote for battery backup on my roof.' }],
      },
    });
    expect(lead.phone).to.equal('+15126648213');
    expect(lead.name).to.equal('Priya Raman');
    expect(lead.notes).not.to.contain('430-1877');
  });

  it('reads the number an outgoing call went to, not the line it came from', () => {
    const outgoing = readInput({
      call: { direction: 'outbound', call_from: '+1 512-430-1877', call_to: '(512) 664-8213' },
      contact: { name: 'Priya Raman', email: 'priya.raman77@gmail.com' },
    });
    expect(outgoing.phone).to.equal('+15126648213');
  });

  it("keeps the person's own labelled phone over a call's number", () => {
    const lead = readInput({
      call: { direction: 'inbound', from: '+1 512-430-1877' },
      contact: { name: 'Priya Raman', phone: '(512) 664-8213' },
    });
    expect(lead.phone).to.equal('+15126648213');
  });

  it("takes the caller's number over the business's own line in its card", () => {
    const lead = readInput(
      {
        info: { company: 'Bondi Physio', phone: '(02) 8310 4500', email: 'reception@bondiphysio.com.au' },
        msg: '{"call_from":"0412 558 903","call_to":"6001","type":"Inbound","did_number":"(02) 8310 4500"}',
        caller: { name: "Liam O'Connor", email: 'Liam.OConnor@bigpond.com' },
      },
      'AU',
    );
    expect(lead.phone).to.equal('+61412558903');
  });
});
