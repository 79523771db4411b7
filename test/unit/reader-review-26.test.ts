import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';
import { parseForm } from '../../service/http/body/parse-form.ts';

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

  it("keeps the person's replies, however short, and leaves out the business's turns", () => {
    const { notes } = readInput(body);
    expect(notes).to.contain('Uppsala');
    expect(notes).to.contain('Mornings suit us best');
    expect(notes).not.to.contain('Which town is the house in?');
    expect(notes).not.to.contain('we will be in touch');
  });

  it("reads a side's words as the business's only under its writer's role (a channel, a kind of lead are no side)", () => {
    const { notes } = readInput({
      contact: { name: 'Ioana Pop', phone: '+40722123456' },
      messages: [
        { channel: 'page', text: 'Hi, I need a quote for painting a 3-room apartment in Cluj' },
        { channel: 'whatsapp', text: 'Also the ceilings please, around 80 m2' },
      ],
      addresses: [
        { type: 'business', line: 'Str. Memorandumului 12, Cluj', note: 'Office on the second floor' },
        { type: 'home', line: 'Str. Horea 3, Cluj', note: 'Ring twice at the gate' },
      ],
    });
    expect(notes).to.contain('painting a 3-room apartment').and.contain('Also the ceilings');
    expect(notes).to.contain('Office on the second floor').and.contain('Ring twice');
  });
});

describe("Reader: a list's item shown by its display text is a thing's, not someone's name", () => {
  const body = {
    customer: { first: 'Priya', last: 'Raman', email: 'priya.raman@example.com' },
    items: [{ product: 'studio-mastering-suite', display: 'Studio Mastering Suite (Lifetime)', quantity: 1 }],
    attendees: [{ display: 'Tomas Berg', email: 'tomas.berg@example.com' }],
    asistentes: [{ display: 'Lucia Ferro' }],
  };

  it('keeps what the person bought in the brief, and a companion’s name out of it', () => {
    const { notes } = readInput(body);
    expect(notes).to.contain('Studio Mastering Suite (Lifetime)');
    expect(notes).not.to.contain('Tomas Berg').and.not.contain('Lucia Ferro');
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

  // A voice agent's call record (blind set 48): the direction as a flag, the agent's own line again under `phone_number`.
  it("reads the caller's number when a flag tells the direction and the business's end is sent again as a phone", () => {
    const call = (inbound: boolean, from: string, to: string) =>
      readInput(
        {
          call_uuid: '7c1e0b52-33a4-4d8e-9f10-5b2a6c7d8e90',
          inbound,
          from,
          to,
          settings: { phone_number: inbound ? to : from, voice: 'maya', max_minutes: 12 },
          extracted: { caller_name: 'Ananya Iyer', moving_date: 'July 3rd' },
        },
        'CA',
      );
    const inbound = call(true, '+1 587 334 1962', '+1 403 262 8810');
    expect(inbound.phone).to.equal('+15873341962');
    expect(inbound.notes).to.contain('July 3rd').and.not.contain('262 8810');
    // Going out, the business's line under `from` leaves the brief too (review 49): the call's record, where the person's
    // number is only the end the call went to, is not theirs, and its other end is someone else's line.
    const outbound = call(false, '+1 403 262 8810', '+1 587 334 1962');
    expect(outbound.phone).to.equal('+15873341962');
    expect(outbound.notes).to.contain('July 3rd').and.not.contain('262 8810');
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

describe("Reader: a business's card written flat under a prefix of its own, before the person's fields", () => {
  // A site builder's form posting its owner's hidden fields first, then the visitor's under element ids.
  const body =
    'biz_name=Lakeview+Osteopathy&biz_phone=(02)+9312+7700&biz_email=appointments%40lakevieworteo.com.au' +
    '&el1=Mia+Kovac&el2=0413+226+918&el3=mia.kovac%40outlook.com&el4=Neck+pain+after+a+long+drive' +
    '&referrer=https%3A%2F%2Fwww.lakevieworteo.com.au%2Fneck-pain';

  it("reads the visitor as the lead, and keeps the business's own values out of the brief", () => {
    const lead = readInput(parseForm(body), 'AU');
    expect({ name: lead.name, phone: lead.phone, email: lead.email }).to.deep.equal({
      name: 'Mia Kovac',
      phone: '+61413226918',
      email: 'mia.kovac@outlook.com',
    });
    expect(lead.notes).to.contain('Neck pain after a long drive');
    expect(lead.notes).not.to.contain('Lakeview Osteopathy');
    expect(lead.notes).not.to.contain('appointments@');
  });

  it('reads fields numbered with zeros first, and a name the address spells run together', () => {
    const lead = readInput(
      {
        biz_name: 'Lakeview Osteopathy',
        biz_phone: '(02) 9312 7700',
        biz_email: 'appointments@lakevieworteo.com.au',
        form01: 'Mia Kovac',
        form02: '0413 226 918',
        form03: 'MiaKovac@outlook.com',
        referrer: 'https://www.lakevieworteo.com.au/neck-pain',
      },
      'AU',
    );
    expect([lead.name, lead.phone]).to.deep.equal(['Mia Kovac', '+61413226918']);
  });

  it("keeps a B2B lead's own firm, whose address is on no site the body links to", () => {
    const lead = readInput(
      {
        company_name: 'Kovac Joinery Pty Ltd',
        company_phone: '(02) 9312 7700',
        company_email: 'info@kovacjoinery.com.au',
        contact_name: 'Mia Kovac',
        contact_email: 'mia.kovac@outlook.com',
        referrer: 'https://www.cnc-supplies.com.au/quote',
      },
      'AU',
    );
    expect(lead.phone).to.equal('+61293127700');
  });
});

describe("Reader: a call's direction beside a number sent without its `+`", () => {
  it('reads the caller’s international number as the sender’s label reads it', () => {
    const lead = readInput(
      parseForm('event=hangup&from=4915123456789&to=4930609877120&direction=in&caller_name=Jonas+Brandt'),
      'DE',
    );
    expect(lead.phone).to.equal('+4915123456789');
  });
});
