import { expect } from 'chai';
import { parseForm } from '../../service/http/body/parse-form.ts';
import { personOf, readInput, readLead } from '../helpers/read-lead.ts';

// Issue 35, the brief's classes, each on a shape no sender in this repository sends: made-up keys,
// made-up people. The reader must carry them by features (value shape, structure, vocabulary data).
const contact = { name: 'Ivy Stone', phone: '+1 650 555 0190', email: 'ivy@example.com' };

describe('Reader: a name under a label no vocabulary reads, by its shape beside the contact', () => {
  it('reads a Thai name in a list of {label, value} items whose labels are Thai', () => {
    const person = personOf(
      {
        entry: {
          items: [
            { label: 'ชื่อผู้ติดต่อ', value: 'วิภา สุขใจ' },
            { label: 'มือถือ', value: '+66 89 123 4567' },
            { label: 'ที่อยู่อีเมล', value: 'wipa.s@example.co.th' },
            { label: 'ข้อความ', value: 'สนใจคอร์สทำขนมวันเสาร์' },
          ],
        },
      },
      'TH',
    );
    expect(person).to.deep.equal({ name: 'วิภา สุขใจ', phone: '+66891234567', email: 'wipa.s@example.co.th' });
  });

  it("reads a Devanagari name in an object below the person's contact", () => {
    const person = personOf(
      {
        purchase: {
          buyer_mail: 'anita.v@example.in',
          mobile: '+91 98100 12345',
          extras: { 'ग्राहक का पूरा नाम': 'अनीता वर्मा', शहर: 'पुणे', टिप्पणी: 'शाम 6 बजे के बाद कॉल करें' },
        },
      },
      'IN',
    );
    expect(person.name).to.equal('अनीता वर्मा');
  });

  // Under a question no vocabulary lists ("who reached out"): by its shape alone. ("שם מלא", full
  // name, is a name term since issue 35's scripts: reader-label-scripts.test.ts.)
  it('reads a Hebrew name beside a top-level contact, and not when two values look like names', () => {
    const body = { email: 'dana@example.co.il', phone: '+972 52 123 4567', details: { 'מי פנה': 'דנה כהן' } };
    expect(personOf(body, 'IL').name).to.equal('דנה כהן');
    const two = { ...body, details: { 'מי פנה': 'דנה כהן', 'איש קשר נוסף': 'רון לוי' } };
    expect(personOf(two, 'IL').name).to.equal(null);
    const labelled = { ...body, details: { 'שם מלא': 'דנה כהן', 'איש קשר נוסף': 'רון לוי' } };
    expect(personOf(labelled, 'IL').name).to.equal('דנה כהן');
  });

  it('reads a name under a generated id key beside the address and number under theirs', () => {
    const person = personOf({
      survey: 'q3',
      reply: {
        values: {
          h7k2m9q4w1e8r5t3y6u0: 'Jonas Berg',
          p1o2i3u4y5t6r7e8w9q0: 'jonas.berg@example.se',
          z9x8c7v6b5n4m3a2s1d0: '+46 70 123 45 67',
          l5k4j3h2g1f0d9s8a7p6: 'We need a quote for 40 chairs before March',
        },
      },
    });
    expect(person).to.deep.equal({ name: 'Jonas Berg', phone: '+46701234567', email: 'jonas.berg@example.se' });
  });
});

describe('Reader: a phone given in a sentence or under a compound key', () => {
  it('reads the number a visitor gives in an HTML chat message, and shows the message as text', () => {
    const read = readInput({
      thread: {
        visitor: { display: 'Lena Ortiz', mail: 'lena.ortiz@example.com' },
        opening: '<div>Hello &amp; thanks!<br/>Could someone call me at (415) 555-0134 after lunch?</div>',
      },
    });
    expect(read.phone).to.equal('+14155550134');
    expect(read.notes).to.contain('Hello & thanks! Could someone call me at (415) 555-0134 after lunch?');
    expect(read.notes).not.to.match(/<div>|<br|&amp;/);
  });

  it('reads `contactno` in a form body with bracket keys as the phone', () => {
    const body = parseForm(
      'kind=sale&buyer%5Bfullname%5D=Ray+Kim&buyer%5Bmail%5D=ray.kim%40example.com&buyer%5Bcontactno%5D=%28206%29+555-0177',
    );
    expect(personOf(body)).to.deep.equal({ name: 'Ray Kim', phone: '+12065550177', email: 'ray.kim@example.com' });
  });

  it('keeps an e-mail display name in angle brackets as it is (no tag)', () => {
    const notes = readInput({ ...contact, cc: 'Front Desk <desk@example.com>' }).notes;
    expect(notes).not.to.contain('cc:');
    expect(readInput({ ...contact, note: 'Sizes <10 and >20 only' }).notes).to.contain('Sizes <10 and >20 only');
  });
});

describe("Reader: the brief leaves out the tool's and the business's values, by features", () => {
  const notes = readInput({
    record: {
      ...contact,
      担当者: '鈴木 一郎',
      assigned_rep: 'Carl Moss',
      event_name: 'visit_closed',
      topic_id: 'inquiry.new',
      date_added: 'March 4, 2026',
      last_modified: '04.03.2026',
      submitted_time: '10:15 AM',
      created_unix: 1772600000,
      preferred_date: 'March 9, 2026',
      message: 'Please quote two skylights',
      partner_earnings: '12.40',
      nett_total: '88.10',
      vendor_amount: '75.00',
      card: '•••• •••• •••• 1881',
      account: 'XXXX 3390',
      invoice_no: '2026-000145',
      booking_reference: '883-1102-77',
    },
  }).notes;

  for (const leaked of [
    '鈴木',
    'Carl Moss',
    'visit_closed',
    'inquiry.new',
    'March 4, 2026',
    '04.03.2026',
    '10:15 AM',
    '1772600000',
    '12.40',
    '88.10',
    '75.00',
    '1881',
    '3390',
    '2026-000145',
    '883-1102-77',
  ])
    it(`keeps ${leaked} out`, () => expect(notes).not.to.contain(leaked));

  it('keeps the date the person chose and their message', () => {
    expect(notes).to.contain('March 9, 2026');
    expect(notes).to.contain('Please quote two skylights');
  });

  it('keeps a campaign named as a slug of words under a context key, and still leaves a record id out', () => {
    const brief = readInput({
      ...contact,
      ad: { campaign: 'fall_roofing_2027', source_campaign: 'gutters-guards-q3' },
      lead_ref: 'lead_7Hq2ZkLm41Pq',
    }).notes;
    expect(brief).to.contain('fall_roofing_2027');
    expect(brief).to.contain('gutters-guards-q3');
    expect(brief).not.to.contain('lead_7Hq2ZkLm41Pq');
  });

  it('keeps a sentence in a script without spaces that holds a number (no id)', () => {
    const text = '倉庫を2つ借りたいです。面積は約300平米です。';
    expect(readInput({ ...contact, 相談内容: text }).notes).to.contain(text);
  });
});

describe("Reader: the business's lines and the tool's records beside the person, by shape and structure", () => {
  it("leaves out a flat call record's other numbers, keeps a copy of the caller's and a date", () => {
    const notes = readInput({
      caller_name: 'Omar Haddad',
      caller_phone: '+1 512 555 0143',
      mail: 'omar.h@example.com',
      main_line: '(512) 555-0100',
      pool_number: '+15125550111',
      destination_number: '(512) 555-0122',
      destination: 'Lisbon',
      preferred_day: '2026-12-07',
      summary: 'Wants a quote for a family trip',
    }).notes;
    for (const leaked of ['555-0100', '5125550111', '555-0122']) expect(notes).not.to.contain(leaked);
    expect(notes).to.contain('2026-12-07');
    expect(notes).to.contain('Lisbon');
  });

  it("keeps the answers in a JSON text of {label, value} items within the person's record", () => {
    const notes = readInput({
      booking: {
        client: contact,
        extras: JSON.stringify({ a: { label: 'Any allergies?', value: 'Peanuts and shellfish' } }),
      },
    }).notes;
    expect(notes.split('\n')).to.include('Any allergies?: Peanuts and shellfish');
  });

  it('keeps a slot booked away from the person', () => {
    const notes = readInput({ appointment: { starts: '2026-12-04 15:30', bookings: [{ client: contact }] } }).notes;
    expect(notes).to.contain('2026-12-04 15:30');
  });

  const notes = readInput({
    deal: {
      ...contact,
      event: 'lead/converted',
      logged_at: '1764310131.25',
      cookie: 'sid=abc123; theme=dark; lang=en',
      geo: { isp: 'Telia Company' },
      txn: '99812345:12345678',
      owner: { full_name: 'Mia Lund', login: 'mlund' },
      wish: 'A sauna for the cabin',
    },
  }).notes;
  for (const leaked of ['lead/converted', '1764310131', 'sid=abc123', 'Telia', '99812345', 'Mia Lund', 'mlund'])
    it(`keeps ${leaked} out`, () => expect(notes).not.to.contain(leaked));
  it('keeps the wish', () => expect(notes).to.contain('A sauna for the cabin'));
});

describe("Reader: a payment's own values out of the brief, the buyer's choices in it (docs/api.md §2.4)", () => {
  const brief = readLead(
    {
      merchant_ref: 'shop_lviv',
      approval_code: '771203',
      authCode: '540182',
      card_masked: '52****8841',
      gateway_service_charge: '61.25',
      // The bank that issued the payer's card (session 41: a payment's card block, held-out blind set 47).
      payment_method: { type: 'credit', card_issuer: 'PrivatBank Retail', issuing_bank: 'Monobank JSC' },
      buyer_name: 'Іван Коваль',
      buyer_email: 'ivan.koval@example.ua',
      buyer_phone: '+380 67 331 8842',
      delivery_date: '02.12, з 14:00 до 16:00',
      opt_a: 'Без цибулі, будь ласка',
      opt_in_newsletter: 'yes',
    },
    'UA',
  );
  for (const leaked of ['771203', '540182', '52****8841', '61.25', 'PrivatBank', 'Monobank'])
    it(`keeps ${leaked} out`, () => expect(brief.input.notes).not.to.contain(leaked));
  // The session's attacker pass: a debt-relief form's `issuer` is which card the person's debt is on.
  it("keeps a bare `issuer` a person answered (a debt's card)", () => {
    const { notes } = readInput({ name: 'Ann Lee', phone: '+1 415 555 0142', debt: 12000, issuer: 'Chase' }, 'US');
    expect(notes).to.contain('issuer: Chase');
  });
  it('keeps the delivery slot the buyer chose and their optional field as answers, the opt-in as context', () => {
    expect(brief.input.notes).to.contain('02.12, з 14:00 до 16:00').and.contain('Без цибулі, будь ласка');
    expect(brief.roles['/opt_a']).to.equal('answer');
    expect(brief.roles['/delivery_date']).to.equal('answer');
    expect(brief.roles['/opt_in_newsletter']).to.equal('context');
  });
});

// Session 41 (a Korean shop's order, held-out blind set 46): the order's flags written as one letter beside the buyer
// (`paid: "T"`, `canceled: "F"`, `use_escrow: "F"`, `first_order: "T"`): the tool's, as `true` and `false` are, when
// two or more share an object; the buyer's own `gender: "F"` is theirs. Invented body.
describe("Reader: a record's flags written as one letter beside the person", () => {
  const body = {
    buyer_name: '김민지',
    buyer_cellphone: '010-1234-5678',
    gender: 'F',
    paid: 'T',
    canceled: 'F',
    use_escrow: 'F',
    first_order: 'T',
    shipping_message: '문 앞에 두세요',
  };
  it("keeps the flags out of the brief, the buyer's message and gender in it", () => {
    const { notes } = readInput(body, 'KR');
    expect(notes).to.contain('문 앞에 두세요').and.contain('gender: F');
    for (const key of ['paid', 'canceled', 'use_escrow', 'first_order']) expect(notes).not.to.contain(key);
  });
  it('keeps a lone letter (a grade, a size) in the brief', () => {
    const { notes } = readInput({ name: 'Kim Minji', phone: '010-1234-5678', size: 'F', wish: 'Soft fabric' }, 'KR');
    expect(notes).to.contain('size: F');
  });
});

// Session 41 (read while checking a CRM's coded choices): a party's record named by its number under the party's bare
// key (`customer: 1488`, `user: 5512`, `lead: 99812`) is the tool's reference to it; how many of them come (`guests:
// 120`) or a small count (`tenants: 3`) is the person's answer. Invented body.
describe("Reader: a party's record number under the party's bare key", () => {
  it('keeps the reference out of the brief and the counts in it', () => {
    const { notes } = readInput(
      {
        name: 'Dana Levi',
        phone: '+972 50 123 4567',
        customer: 1488,
        user: 5512,
        lead: 99812,
        guests: 120,
        tenants: 3,
        message: 'A flat for the summer',
      },
      'IL',
    );
    expect(notes).to.contain('guests: 120').and.contain('tenants: 3').and.contain('A flat for the summer');
    for (const id of ['1488', '5512', '99812']) expect(notes).not.to.contain(id);
  });
});
