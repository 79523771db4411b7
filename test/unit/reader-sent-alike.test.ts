import { expect } from 'chai';
import { readMappedFields } from '../../service/lead/field-map/mapped-fields.ts';
import { readLeadInput } from '../../service/lead/lead-input.ts';
import { carriesContact } from '../../service/lead/reader/sent-alike.ts';
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

  it("lists a lead's values holding a phone or an address, not its contact's own, for the next ones", () => {
    const [first] = readInTurn([FIRST], 'IL');
    expect(first.carried).to.deep.include(['/transaction/more_info_2', SHOP_LINE]);
    expect(first.carried.map(([pointer]) => pointer)).not.to.include.members(['/data/customer_email']);
  });
});

describe('Reader: what holds a phone or an address, to compare across leads', () => {
  for (const text of [SHOP_LINE, 'info@pedalcycle.co.il', 'Office: +44 20 7946 0000', 'โทร 053-218-447'])
    it(`holds one: ${text}`, () => expect(carriesContact(text)).to.equal(true));
  for (const value of ['2024-11-16 17:13:02', '20241116', 'Budget 5000-10000', 'ORD-2024-118', 1234567890, 'a@b'])
    it(`holds none: ${String(value)}`, () => expect(carriesContact(value)).to.equal(false));
});
