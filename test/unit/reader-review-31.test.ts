import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

// Review 31's bodies (a sender's pass over session 29's reader changes, /work/review31 outside the repository): each read
// right before those changes and wrong after them until review31's mends. Made-up people and businesses.

const IDENTITY: Array<
  [string, Record<string, unknown>, string, { name: string | null; phone: string | null; email: string | null }]
> = [
  [
    's01',
    {
      lead: { name: 'Karen Wu', email: 'karen.wu@example.com' },
      message: {
        sender: { name: 'Acme Plumbing', phone: '+1 415 555 0100' },
        text: 'Thanks Karen, we got your request for a water heater quote.',
      },
    },
    'US',
    { name: 'Karen Wu', phone: null, email: 'karen.wu@example.com' },
  ],
  [
    's03',
    {
      customer: { name: 'Lisa Tran', email: 'lisa.tran@example.com' },
      notification: { sender: { name: 'LeadBot', phone: '+1 800 555 0123' }, channel: 'sms' },
      service: 'Gutter cleaning',
    },
    'US',
    { name: 'Lisa Tran', phone: null, email: 'lisa.tran@example.com' },
  ],
  [
    's05',
    {
      requester: { name: 'Sophie Clark', email: 'sophie.clark@example.co.uk' },
      sender: { name: 'Twilio Notify', phone: '+44 20 7946 0000' },
      status: 'delivered',
      summary: 'Boiler service request',
    },
    'GB',
    { name: 'Sophie Clark', phone: null, email: 'sophie.clark@example.co.uk' },
  ],
  [
    's11',
    {
      lead: { first_name: 'Nina', last_name: 'Cho', email: 'nina.cho@example.com' },
      relay: { sender: { name: 'Mailgun Relay', phone: '+1 888 555 0100' }, subject: 'New lead from website' },
    },
    'US',
    { name: 'Nina Cho', phone: null, email: 'nina.cho@example.com' },
  ],
  [
    's12',
    {
      contact: { name: 'Paul Reyes', email: 'paul.reyes@example.com' },
      last_message: {
        sender: { name: 'Kim (Sales)', phone: '+1 619 555 0100' },
        text: 'Hi Paul, following up on your solar quote',
      },
    },
    'US',
    { name: 'Paul Reyes', phone: null, email: 'paul.reyes@example.com' },
  ],
  [
    'm01',
    {
      name: 'Dana White',
      email: 'dana@whitedental.com',
      company: 'White Dental',
      alt_email: 'dana.white@gmail.com',
      message: 'We need a new website for our practice',
    },
    'US',
    { name: 'Dana White', phone: null, email: 'dana@whitedental.com' },
  ],
  [
    'm07',
    {
      company: 'Summit Roofing',
      email: 'mike@summitroofing.com',
      name: 'Mike Jensen',
      personal_email: 'mikejensen@outlook.com',
      inquiry: 'Partnership on commercial bids',
    },
    'US',
    { name: 'Mike Jensen', phone: null, email: 'mike@summitroofing.com' },
  ],
  [
    'm10',
    {
      owner_name: 'Sara Quinn',
      email: 'sara@quinnflowers.com',
      business_name: 'Quinn Flowers',
      backup_email: 'saraq@icloud.com',
      message: 'Looking for a POS system',
    },
    'US',
    { name: null, phone: null, email: 'sara@quinnflowers.com' },
  ],
  [
    'm22',
    {
      name: 'Jonas Becker',
      email: 'jonas@becker-bau.de',
      firma: 'Becker Bau GmbH',
      rechnung_email: 'becker.bau@gmx.de',
      nachricht: 'Angebot für Gerüst',
    },
    'DE',
    { name: 'Jonas Becker', phone: null, email: 'jonas@becker-bau.de' },
  ],
  [
    'f01',
    {
      first_name: 'Thảo',
      last_name: 'Smith',
      email: 'thao.smith@example.com',
      phone: '+1 408 555 0142',
      message: 'Nail salon booking, gel manicure',
    },
    'US',
    { name: 'Thảo Smith', phone: '+14085550142', email: 'thao.smith@example.com' },
  ],
  [
    'f03',
    {
      first_name: 'John',
      last_name: 'Smith',
      sort_name: 'Smith John',
      email: 'john.smith@example.com',
      phone: '+1 312 555 0142',
    },
    'US',
    { name: 'John Smith', phone: '+13125550142', email: 'john.smith@example.com' },
  ],
  [
    'f10',
    {
      first_name: 'Phượng',
      last_name: 'Johnson',
      email: 'phuong.j@example.com',
      phone: '+1 206 555 0111',
      notes: 'Prefer texts',
    },
    'US',
    { name: 'Phượng Johnson', phone: '+12065550111', email: 'phuong.j@example.com' },
  ],
];

const ANSWERS: Array<[string, Record<string, unknown>, string, string]> = [
  [
    'r03',
    {
      call: {
        from: '+1 312 555 0142',
        to: '+1 312 555 0100',
        duration: 48,
        notes: 'Caller said: my furnace is making a banging noise, please call back after 5',
      },
      contact: { name: 'Ella Stone' },
    },
    'US',
    'banging noise',
  ],
  [
    'r04',
    {
      name: 'Sam Ortiz',
      email: 'sam.ortiz@example.com',
      phone: '+1 210 555 0142',
      call_notes: 'Please call after 5pm, I work nights',
      service: 'Window tinting',
    },
    'US',
    'I work nights',
  ],
  [
    'r21',
    {
      source: 'CallRail',
      call: {
        caller_name: 'Beth Long',
        caller_number: '+1 314 555 0142',
        notes: 'Form message: Need 2 cords of firewood delivered',
      },
    },
    'US',
    'cords of firewood',
  ],
  [
    'r07',
    {
      name: 'Ray Lopez',
      email: 'ray@lopeztaco.com',
      phone: '+1 210 555 0171',
      business_name: 'Lopez Taco Truck',
      business_note: 'We serve 200 people a day and need a second truck wrap',
      service: 'Vehicle wrap',
    },
    'US',
    'second truck wrap',
  ],
  [
    'r25',
    {
      contact: { name: 'Wes Poole', email: 'wes.poole@example.com', phone: '+1 843 555 0142' },
      business_notes: 'I own a small bakery, need a logo and signage',
      business_type: 'Bakery',
    },
    'US',
    'small bakery',
  ],
  [
    'r09',
    {
      contact: { name: 'Luis Vega', email: 'luis.vega@example.com', phone: '+1 305 555 0142' },
      location: { adminArea1: 'US', adminArea3: 'FL', adminArea5: 'Miami', street: '12 Bay St' },
      service: 'Lawn care',
    },
    'US',
    'Miami',
  ],
  [
    'a01',
    {
      contact: { name: 'Lena Holt', email: 'lena.holt@example.com', phone: '+1 901 555 0142' },
      notes: [{ message: 'I want a quote for 3 rooms of hardwood', createdBy: { name: 'Website Form' } }],
    },
    'US',
    '3 rooms of hardwood',
  ],
  [
    'a02',
    {
      lead: { name: 'Jose Nunez', email: 'jose.nunez@example.com', phone: '+1 915 555 0142' },
      comments: [{ body: 'Can you come Saturday morning?', posted_by: { name: 'jose_n', type: 'customer' } }],
    },
    'US',
    'Saturday morning',
  ],
  [
    'a04',
    {
      customer: { name: 'Bob Stein', email: 'bob.stein@example.com', phone: '+1 216 555 0142' },
      messages: [{ text: 'Is my order shipped yet? It was a birthday gift', assigned_to: { name: 'Support Team' } }],
    },
    'US',
    'birthday gift',
  ],
  [
    'a06',
    {
      contact: { name: 'Dev Shah', email: 'dev.shah@example.com', phone: '+1 732 555 0142' },
      activities: [
        {
          type: 'form_submission',
          description: 'Need a 20 ft container delivered to my site by March',
          created_by: { name: 'Zapier' },
        },
      ],
    },
    'US',
    '20 ft container',
  ],
  [
    'a07',
    {
      contact: { name: 'Fay Moss', email: 'fay.moss@example.com', phone: '+1 503 555 0142' },
      requests: [{ details: 'Water damage in basement, need assessment', owner: { name: 'Ryan (estimator)' } }],
    },
    'US',
    'Water damage',
  ],
  [
    'a08',
    {
      contact: { name: 'Gus Webb', email: 'gus.webb@example.com', phone: '+1 406 555 0142' },
      notes: [{ message: 'Gate code 4412, dog in yard', createdBy: { name: 'Gus Webb (customer portal)' } }],
    },
    'US',
    'Gate code 4412',
  ],
  [
    'a10',
    {
      contact: { name: 'Ian Cole', email: 'ian.cole@example.com', phone: '+1 801 555 0142' },
      tickets: [
        { subject: 'Leaky faucet', description: 'Bathroom faucet drips all night', reviewer: { name: 'Dispatch' } },
      ],
    },
    'US',
    'drips all night',
  ],
  [
    'a11',
    {
      contact: { name: 'Yara Diaz', email: 'yara.diaz@example.com', phone: '+1 956 555 0142' },
      reviews: [
        { text: 'Great service last time, want the same tech for my annual tune up', reviewer: { name: 'Yara D.' } },
      ],
    },
    'US',
    'same tech',
  ],
  [
    'a12',
    {
      person: { name: 'Zeke Hunt', email: 'zeke.hunt@example.com', phone: '+1 307 555 0142' },
      notes: [
        { content: 'Website message: need a fence repair, 20 ft section', created_by: { name: 'API Integration' } },
      ],
    },
    'US',
    'fence repair',
  ],
];

describe("Reader: review 31's senders read as before session 29's changes", () => {
  for (const [id, body, country, person] of IDENTITY)
    it(`${id}: finds the same person (a sender's, a firm's, a name's order)`, () => {
      expect(personOf(body, country)).to.deep.equal(person);
    });
  for (const [id, body, country, answer] of ANSWERS)
    it(`${id}: keeps the person's words in the brief`, () => {
      expect(readInput(body, country).notes).to.contain(answer);
    });
});
