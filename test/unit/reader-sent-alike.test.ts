import { expect } from 'chai';
import { readMappedFields } from '../../service/lead/field-map/mapped-fields.ts';
import { readLeadInput } from '../../service/lead/lead-input.ts';
import { carriesContact, isCardLine } from '../../service/lead/reader/sent-alike.ts';
import { decodeJsonText } from '../../service/webhook/json-text.ts';
import { SourceMemory } from '../../service/webhook/source-memory.ts';

type Body = Record<string, unknown>;

// A source's leads read one after another, as the intake reads them (prepared-body.ts, submit-lead.ts): each with what the
// ones before it sent alike, each remembered once stored.
function readInTurn(bodies: Body[], country: string, memory = new SourceMemory(), source = 'src_1') {
  return bodies.map((body) => {
    const decoded = decodeJsonText(body);
    const lead = readLeadInput(readMappedFields(decoded.lead, {}), country, [], decoded.texts, memory.of(source));
    memory.remember(source, lead);
    return lead;
  });
}

// A bike workshop's payment page (set 79's PayPlus, invented): the booking in `more_info`, the customer's phone in
// `more_info_1`, the workshop's own line in `more_info_2`, a key naming no party, in a script without capitals.
const SHOP_LINE = 'פדאל סייקל חיפה | שדרות הנשיא 134, חיפה | 04-8117725';
const payment = (n: number, name: string, phone: string, email: string, booking: string, line = SHOP_LINE): Body => ({
  transaction_type: 'Charge',
  transaction: {
    uid: `8f2c1e7a-4b3d-4c51-9a0e-2d6b7f11${n}c45`,
    amount: 350,
    more_info: booking,
    more_info_1: `טלפון: ${phone}`,
    more_info_2: line,
  },
  data: { customer_email: email, card_information: { card_holder_name: name, four_digits: `44${n}7` } },
});
const FIRST = payment(1, 'נועה כהן', '052-3318842', 'noa.cohen@gmail.com', 'כיוון הילוכים, יום שני 10:00');
const SECOND = payment(2, 'יוסי מזרחי', '050-7712093', 'yossi.m@walla.co.il', 'החלפת צמיג אחורי');
const THIRD = payment(3, 'תמר לוי', '054-7219930', 'tamar.levi.bike@gmail.com', 'טיפול שנתי לאופניים חשמליים');

describe("Reader: a phone or an address other people sent alike in a source's earlier leads is the business's own", () => {
  it('keeps the line in the first two briefs (nothing to compare yet) and out of the third, its role otherParty', () => {
    const [first, second, third] = readInTurn([FIRST, SECOND, THIRD], 'IL');
    expect(first.input.notes).to.contain('04-8117725');
    expect(second.input.notes).to.contain('04-8117725');
    expect(third.input.notes).not.to.contain('04-8117725');
    expect(third.input.notes).to.contain('טיפול שנתי לאופניים חשמליים');
    expect(third.roles['/transaction/more_info_2']).to.equal('otherParty');
    expect(third.input).to.include({ phone: '+972547219930', email: 'tamar.levi.bike@gmail.com' });
  });

  it('reads the third lead as it stands alone without the earlier ones', () => {
    const [alone] = readInTurn([THIRD], 'IL');
    expect(alone.input.notes).to.contain('04-8117725');
    expect(alone.roles['/transaction/more_info_2']).to.equal('answer');
  });

  it('needs two other people: one earlier lead, or the same person twice, is no business', () => {
    const [, afterOne] = readInTurn([FIRST, THIRD], 'IL');
    expect(afterOne.input.notes).to.contain('04-8117725');
    const [, , sameAgain] = readInTurn([FIRST, FIRST, THIRD], 'IL');
    expect(sameAgain.input.notes).to.contain('04-8117725');
    // The first person again after two others: the line is still the business's.
    const [, , , again] = readInTurn([FIRST, SECOND, THIRD, FIRST], 'IL');
    expect(again.input.notes).not.to.contain('04-8117725');
  });

  it('counts only a value sent alike in a row, and only at the same place', () => {
    // The line changed between the earlier leads (a choice of branch): no row.
    const branch = payment(4, 'דנה אבן', '053-4410987', 'dana.even@gmail.com', 'בדיקה', 'סניף נמל | 04-8117000');
    const [, , , changed] = readInTurn([FIRST, branch, SECOND, THIRD], 'IL');
    expect(changed.input.notes).to.contain('04-8117725');
    // The same line under another key in the third: not compared.
    const moved = payment(3, 'תמר לוי', '054-7219930', 'tamar.levi.bike@gmail.com', 'טיפול שנתי');
    const { more_info_2: line, ...rest } = moved.transaction as Body;
    const [, , elsewhere] = readInTurn(
      [FIRST, SECOND, { ...moved, transaction: { ...rest, more_info_3: line } }],
      'IL',
    );
    expect(elsewhere.input.notes).to.contain('04-8117725');
  });

  it("keeps a person's own words holding a number: they change from lead to lead", () => {
    const withWords = (n: number, phone: string, email: string, words: string) => ({
      name: `Lead ${n}`,
      phone,
      email,
      message: words,
    });
    const [, , third] = readInTurn(
      [
        withWords(1, '+1 415 555 0101', 'a1@example.com', 'Call my office at (415) 555-0199 after 5'),
        withWords(2, '+1 415 555 0102', 'a2@example.com', 'Please text, or my husband on (415) 555-0177'),
        withWords(3, '+1 415 555 0103', 'a3@example.com', 'My landlord is at (415) 555-0166, he must agree'),
      ],
      'US',
    );
    expect(third.input.notes).to.contain('(415) 555-0166');
  });

  it('keeps a test lead and a lead of another source out of what a source learns', () => {
    const memory = new SourceMemory();
    readInTurn(
      [
        { ...FIRST, test: true },
        { ...SECOND, test: true },
      ],
      'IL',
      memory,
    );
    readInTurn([FIRST, SECOND], 'IL', memory, 'src_other');
    const [third] = readInTurn([THIRD], 'IL', memory);
    expect(third.input.notes).to.contain('04-8117725');
  });

  it("lists a lead's values holding a phone or an address for the next ones", () => {
    const [first] = readInTurn([FIRST], 'IL');
    expect(first.carried).to.deep.include(['/transaction/more_info_2', SHOP_LINE]);
    // The values the contact was read from too: a business's line read as every lead's phone is compared so.
    expect(first.carried).to.deep.include(['/data/customer_email', 'noa.cohen@gmail.com']);
  });
});

describe("Reader: a business's card written in one line, in any script", () => {
  for (const text of [
    SHOP_LINE,
    'Салон «Лотос», ул. Ленина 1, +7 495 123-45-67',
    'مدرسة السياقة النجاح، 14 شارع العربي بن مهيدي، وهران — 041 33 52 18',
    '해운대 블루웨이브 게스트하우스 · 부산 해운대구 달맞이길 62 · 051-742-3318',
  ])
    it(`is one: ${text}`, () => expect(isCardLine(text)).to.equal(true));
  for (const text of [
    'Sucursal Centro - 91 123 45 67', // an option showing its number: two parts
    'Dr. Sarah Kim, 201-555-0177',
    'Branch: Downtown (201-555-0101); Service: Teeth whitening, Friday', // a summary of fields
    'Please call my son David at 201-555-0199 after 5pm, he handles my affairs, thanks',
    'Andes Trail, Calle Plateros 348, 084 263 771 ext, Cusco', // the number not last
  ])
    it(`is none: ${text}`, () => expect(isCardLine(text)).to.equal(false));
});

describe('Reader: what holds a phone or an address, to compare across leads', () => {
  for (const text of [SHOP_LINE, 'info@pedalcycle.co.il', 'Office: +44 20 7946 0000', 'โทร 053-218-447'])
    it(`holds one: ${text}`, () => expect(carriesContact(text)).to.equal(true));
  for (const value of ['2024-11-16 17:13:02', '20241116', 'Budget 5000-10000', 'ORD-2024-118', 1234567890, 'a@b'])
    it(`holds none: ${String(value)}`, () => expect(carriesContact(value)).to.equal(false));
});

describe("Reader: a phone other people sent alike in a source's earlier leads is the business's line, not the lead's", () => {
  // A trekking agency's checkout (set 79's Culqi, invented): its office line in `metadata.local`, read as the lead's phone
  // when alone, and the payer's own number in the card check's `antifraud_details.phone`.
  const OFFICE = 'Andes Trail Cusco – Calle Plateros 348, Cusco · 084 263 771';
  const charge = (first: string, last: string, phone: string, email: string) => ({
    type: 'charge.creation.succeeded',
    data: {
      email,
      description: 'Trek Salkantay 5 días / 4 noches',
      metadata: { ruta: 'SLK-5D', ruta_nombre: 'Salkantay a Machu Picchu (5D/4N)', personas: '2', local: OFFICE },
      antifraud_details: { first_name: first, last_name: last, address_city: 'Lima', country_code: 'PE', phone },
    },
  });
  const leads = [
    charge('Rosa', 'Mamani', '984 221 093', 'rosa.mamani@gmail.com'),
    charge('Diego', 'Salas', '951 330 472', 'dsalas@hotmail.com'),
    charge('Luciana', 'Quispe', '987 412 553', 'luciana.quispe.h@gmail.com'),
  ];

  it("reads the office's line as the phone of each lead alone, and the payer's own from the third lead on", () => {
    const alone = readInTurn([leads[2]], 'PE')[0];
    expect(alone.input.phone).to.equal('+5184263771');
    const [first, second, third] = readInTurn(leads, 'PE');
    expect([first.input.phone, second.input.phone]).to.deep.equal(['+5184263771', '+5184263771']);
    expect(third.input.phone).to.equal('+51987412553');
    expect(third.picked.phone).to.equal('/data/antifraud_details/phone');
    expect(third.input.notes).not.to.contain('084 263 771');
  });

  it('keeps the only phone a lead has, though others sent it alike', () => {
    const onlyOffice = (email: string) => ({ email, message: 'Quiero reservar', local: OFFICE });
    const [, , third] = readInTurn(
      [onlyOffice('a@example.pe'), onlyOffice('b@example.pe'), onlyOffice('c@example.pe')],
      'PE',
    );
    expect(third.input).to.include({ email: 'c@example.pe' });
  });
});
