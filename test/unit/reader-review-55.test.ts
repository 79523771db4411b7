import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 55: classes held-out set 65 found, each on an invented body.

describe("Reader (review 55): a tool's placeholder, an order's date and a record's id under a key written head first", () => {
  // A helpdesk's automation sends its placeholders filled in braces (`triggered_event: "{ticket_action:created}"`), a
  // checkout its order's date (`order_date`), a portal in Hebrew its inquiry's id under `מזהה_פנייה` ("the inquiry's
  // identifier"): none is the person's, each reached the brief.
  const body = {
    contact: { name: 'Ana Lima', phone: '+14155550123' },
    message: 'Can you come on Tuesday morning?',
    triggered_event: '{ticket_action:created}',
    hook: '{{event.name}}',
    order_date: '2024-05-14',
    מזהה_פנייה: 'L-3391827',
    delivery_date: '2024-05-20',
  };
  it('keeps them out of the brief, and the date the person chose in it', () => {
    const { notes } = readInput(body, 'US');
    expect(notes).to.contain('Tuesday morning').and.contain('2024-05-20');
    for (const leak of ['ticket_action', 'event.name', 'L-3391827']) expect(notes).not.to.contain(leak);
  });

  it('keeps words in braces a person wrote, and a count under a number word', () => {
    const { notes } = readInput(
      { name: 'Ana Lima', phone: '+14155550123', comment: '{see attached plan}', 'מספר חדרים': '4' },
      'IL',
    );
    expect(notes).to.contain('{see attached plan}').and.contain('מספר חדרים: 4');
  });
});

describe("Reader (review 55): a shop order's own name led by '#' and its store's letters", () => {
  // Haravan (a Shopify-like checkout) names its orders `#HRV10482`: the letters are the store's prefix, the order the
  // tool's record, as `#10482` is.
  it('takes it for no name, keeps it out of the brief, and keeps a person’s words led by # in it', () => {
    const order = {
      name: '#HRV10482',
      email: 'minh.nguyen@gmail.com',
      customer: { first_name: 'Minh', last_name: 'Nguyen', phone: '0912 345 678' },
      note: 'Gọi trước khi giao 30 phút',
    };
    const { name, notes } = readInput(order, 'VN');
    expect(name).to.equal('Minh Nguyen');
    expect(notes).to.contain('Gọi trước').and.not.contain('HRV10482');
    const mine = readInput({ ...order, name: undefined, gate_code: '#4411 then press bell' }, 'VN');
    expect(mine.notes).to.contain('#4411 then press bell');
  });
});

describe("Reader (review 55): an attacker's pass over placeholders, an order's time and '#' numbers", () => {
  it('keeps times chosen for an order, a word in braces, and a tag with its year', () => {
    const { notes } = readInput(
      {
        name: 'Ana Lima',
        phone: '+14155550123',
        order_pickup_date: '2024-06-01',
        order_delivery_date: '2024-06-03',
        note: '{urgent}',
        tag: '#VIP2024',
      },
      'US',
    );
    for (const kept of ['2024-06-01', '2024-06-03', '{urgent}', '#VIP2024']) expect(notes).to.contain(kept);
  });
});

describe("Reader (review 55): a second attacker's pass (/work/attack55)", () => {
  // Each body made one of this session's changes drop the person's name or words, or bring in the business's place.
  it("keeps the person's name given in a later item of their own", () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        {
          transcript: [
            { from: '+447700900456', text: 'Hi, need an MOT and service' },
            { from: '+447700900456', name: 'Sarah Cole', text: "It's a 2016 Ford Fiesta" },
          ],
        },
        'Sarah Cole',
      ],
      [
        {
          contact: {
            identities: [
              { channel: 'whatsapp', id: '+447700900123' },
              { channel: 'facebook', id: 'fb_88123991', name: 'Tom Hale' },
            ],
          },
          message: 'Hi, can you quote for a boiler service?',
        },
        'Tom Hale',
      ],
      [
        {
          contacts: [
            { name: '', email: 'nora.fitz@gmail.com', phone: '(614) 555-0108' },
            { name: 'Nora Fitzgerald', email: '', phone: '' },
          ],
          message: 'Need help with roof gutters',
        },
        'Nora Fitzgerald',
      ],
    ];
    for (const [body, name] of cases) expect(readInput(body, 'GB').name, JSON.stringify(body)).to.equal(name);
  });

  it("keeps a business's or a filter's place beside the list of customers out of the brief", () => {
    const clinic = readInput(
      {
        location: { name: 'Bright Smile Dental - Austin', address: '4100 Guadalupe St', city: 'Austin', zip: '78751' },
        customers: [
          { name: 'Priya Raman', phone: '(737) 555-0188', email: 'priya.raman@outlook.com', reason: 'Cleaning' },
        ],
      },
      'US',
    );
    expect(clinic.notes).to.contain('Cleaning').and.not.contain('city: Austin').and.not.contain('78751');
    const batch = readInput(
      {
        filters: { city: 'Denver', status: 'new', source: 'google_ads' },
        count: 1,
        leads: [{ name: 'Amy Stone', phone: '720-555-0111', message: 'Need a quote for solar' }],
      },
      'US',
    );
    expect(batch.notes).to.contain('solar').and.not.contain('Denver');
  });

  it('keeps words in braces, times chosen for an order and codes a person quotes', () => {
    const { notes } = readInput(
      {
        name: 'Helen Park',
        phone: '(206) 555-0183',
        services: '{deep_clean,oven_clean,inside_fridge}',
        option: '{Farbe:Anthrazit}',
        order_date: '2025-08-16',
        ordered_for: '2025-12-24',
        'Order in question': '#AB12345',
        voucher: '#GV100250',
      },
      'US',
    );
    for (const kept of ['deep_clean', 'Anthrazit', '2025-08-16', '2025-12-24', '#AB12345', '#GV100250'])
      expect(notes).to.contain(kept);
  });
});

describe("Reader (review 55): a helpdesk's message naming the business as its receiver", () => {
  // Held-out set 66's Gorgias ticket: the customer's message (`messages: [{source: {from, to}, sender, receiver,
  // body_text}]`) named the shop under `receiver`, whose name the body gives as another party's: the entry read as
  // signed by the shop, and the customer's whole request left the brief.
  it("keeps the person's message, and the business out", () => {
    const input = readInput(
      {
        customer: { name: 'Helen Okonkwo', email: 'h.okonkwo@btinternet.com' },
        messages: [
          {
            source: {
              from: { name: 'Helen Okonkwo', address: 'h.okonkwo@btinternet.com' },
              to: [{ name: 'Oak & Loom', address: 'hello@oakandloom.co.uk' }],
            },
            sender: { email: 'h.okonkwo@btinternet.com', name: 'Helen Okonkwo' },
            receiver: { email: 'hello@oakandloom.co.uk', name: 'Oak & Loom' },
            body_text: 'Could you do a 205cm version? We are in Bath, delivery before Christmas.',
          },
        ],
      },
      'GB',
    );
    expect(input.notes).to.contain('205cm version').and.not.contain('Oak & Loom');
  });
});
