import { expect } from 'chai';
import { readInput, readLead } from '../helpers/read-lead.ts';

// Issue 35: the buyer's answers a payment carries for the merchant, and what the lead cost. Made-up bodies and people.

describe("Reader: fields a merchant defines for the buyer hold the buyer's answers", () => {
  it("keeps `merchant_custom` (a JSON text) and `merchantDefined2` answers, not the merchant's own name", () => {
    const body = {
      txn: 'TX-55120',
      state: 'PAID',
      buyer: { full_name: 'Anil Gurung', mobile: '9812345678' },
      merchant_custom: JSON.stringify({ level: 'Complete beginner', wish: 'Weekend mornings only, please' }),
      merchantDefined2: 'Bringing my own racket',
      merchant_title: 'Valley Badminton Club',
    };
    const { notes } = readInput(body, 'NP');
    for (const answer of ['Complete beginner', 'Weekend mornings only, please', 'Bringing my own racket'])
      expect(notes).to.contain(answer);
    expect(notes).not.to.contain('Valley Badminton Club');
  });

  it("reads a payment's metadata that repeats the person's own number as theirs, its answers in the brief", () => {
    const body = {
      kind: 'payment.done',
      payment: {
        amount: 5400,
        payer: { name: 'KENJI SATO', email: 'kenji.sato@example.jp', tel: '+81 80 2222 3333' },
        metadata: { 氏名: '佐藤 健二', 連絡先: '080-2222-3333', 参加人数: '大人2名', ご要望: '窓側の席を希望します' },
      },
    };
    const { notes } = readInput(body, 'JP');
    for (const answer of ['大人2名', '窓側の席を希望します']) expect(notes).to.contain(answer);
    expect(readLead(body, 'JP').roles['/payment/metadata/ご要望']).to.equal('answer');
  });

  it("keeps a merchant's numbered params (`merchant_param1`) as the buyer's answers; a masked card (`516875*42`) stays out", () => {
    const body = {
      order_status: 'Success',
      billing_name: 'Kavita Invented',
      billing_tel: '9414000001',
      merchant_param1: 'सुबह की बैच',
      merchant_param2: 'पहली बार आ रही हूँ',
      sender_card_mask2: '516875*42',
    };
    const { notes } = readInput(body, 'IN');
    for (const answer of ['सुबह की बैच', 'पहली बार आ रही हूँ']) expect(notes).to.contain(answer);
    expect(notes).not.to.contain('516875*42');
  });

  it("keeps the answers of a JSON text under a key naming the merchant when it holds the buyer's own contact", () => {
    const body = {
      merchantId: '683002000000001',
      status: 'Success',
      additionalMerchantInfo: JSON.stringify({
        নাম: 'তানিয়া ইসলাম',
        মোবাইল: '01739000001',
        স্কোর: '৬.০, লক্ষ্য ৭.৫',
        ব্যাচ: 'শুক্রবার সকাল',
      }),
    };
    const { notes } = readInput(body, 'BD');
    for (const answer of ['৬.০, লক্ষ্য ৭.৫', 'শুক্রবার সকাল']) expect(notes).to.contain(answer);
  });

  it("keeps every answer of a checkout's JSON text keyed by single words in the buyer's script (`дитина`, `алергії`)", () => {
    const body = {
      data: {
        sender_phone: '380671000001',
        sender_first_name: 'Оксана',
        info: JSON.stringify({ дитина: 'Марко, 11 років', зміна: '2–9 січня', алергії: 'на цитрусові' }),
      },
    };
    const { notes } = readInput(body, 'UA');
    for (const answer of ['Марко, 11 років', '2–9 січня', 'на цитрусові']) expect(notes).to.contain(answer);
  });
});

describe('Reader: what the lead or the call cost stays out of the brief', () => {
  it("leaves out a bare `price` beside the consumer's object and a call's `cost_incurred`", () => {
    const body = {
      consumer: { name: 'Dana Whitfield', phone: '(602) 555-0148' },
      price: '$23.60',
      job: { kind: 'Gutter cleaning', budget: '$300', notes: 'Two-storey house, gutters overflow when it rains' },
    };
    const { notes } = readInput(body);
    for (const answer of ['Gutter cleaning', '$300', 'Two-storey house']) expect(notes).to.contain(answer);
    expect(notes).not.to.contain('$23.60');
    const call = readInput({
      call: {
        caller_name: 'Dana Whitfield',
        caller_number: '(602) 555-0148',
        cost_incurred: 0.37,
        outcome: 'Wants a quote',
      },
    }).notes;
    expect(call).to.contain('Wants a quote');
    expect(call).not.to.contain('0.37');
  });

  it("keeps the price of what the person asked about (an item's, a listing's, beside them)", () => {
    const body = {
      name: 'Omar Haddad',
      phone: '+971 50 123 4567',
      price: 'AED 180',
      listing: { title: 'Two-bed flat, Marina', price: 'AED 2,150,000' },
    };
    const { notes } = readInput(body, 'AE');
    for (const price of ['AED 180', 'AED 2,150,000']) expect(notes).to.contain(price);
  });
});

describe("Reader: a checkout's metadata object and passthrough text hold the buyer's answers", () => {
  it('keeps `meta_data` answers away from the customer object and a `passthrough` text', () => {
    const body = {
      event: 'charge.completed',
      data: { id: 77120, status: 'successful', customer: { name: 'Ama Owusu', phone_number: '020 555 1234' } },
      meta_data: { install_day: 'Tuesday evening', roof: 'Flat concrete' },
      passthrough: JSON.stringify({ note: 'Please bring the ladder, the roof hatch is small' }),
    };
    const { notes } = readInput(body, 'GH');
    for (const answer of ['Tuesday evening', 'Flat concrete', 'Please bring the ladder'])
      expect(notes).to.contain(answer);
  });
});

describe("Reader: a date under a version's key is the tool's version, not a day the person chose", () => {
  it('leaves out `api_version: "2019-06-01"` and keeps a chosen day', () => {
    const body = {
      From: '+16145550199',
      Text: 'Can you come and look at the fence? Saturday works.',
      preferred_day: '2026-12-05',
      api_version: '2019-06-01',
    };
    const { notes } = readInput(body);
    expect(notes).to.contain('2026-12-05');
    expect(notes).not.to.contain('2019-06-01');
  });
});

describe("Reader: what the merchant writes on the payer's statement is the merchant's", () => {
  it('leaves out `statement_descriptor` and `narration`', () => {
    const body = {
      payment: {
        payer: { first_name: 'Lucía', last_name: 'Gómez', email: 'lucia.gomez@example.ar' },
        statement_descriptor: 'BLUEFINSWIM',
        narration: 'Bluefin Swim School',
        metadata: { nivel: 'Nunca nadó, tiene miedo al agua' },
      },
    };
    const { notes } = readInput(body, 'AR');
    expect(notes).to.contain('Nunca nadó');
    for (const merchant of ['BLUEFINSWIM', 'Bluefin Swim School']) expect(notes).not.to.contain(merchant);
  });
});

describe("Reader: a gateway's abbreviated buyer keys (docs/api.md §2.4)", () => {
  it('reads `bill_fname`/`bill_sname`, a numbered `bill_phone1` and `buyr_tel1` as the buyer, and leaves a `site_cd` out', () => {
    expect(
      readLead(
        { bill_fname: 'خالد', bill_sname: 'الشامسي', bill_phone1: '0556100001', bill_email: 'k@example.com' },
        'AE',
      ).input,
    ).to.include({ name: 'خالد الشامسي', phone: '+971556100001' });
    const { input } = readLead(
      { site_cd: 'A8Q2K', buyr_name: '이지은', buyr_tel1: '010-5521-0001', buyr_mail: 'j@example.kr' },
      'KR',
    );
    expect(input).to.include({ name: '이지은', phone: '+821055210001' });
    expect(input.notes).not.to.contain('A8Q2K');
  });
});

describe("Reader: the name the person gave in a payment's custom parameters, beside their phone and email there (docs/api.md §2.4)", () => {
  it("reads `naam` in the parameters' list, not the account holder's `CustomerName`", () => {
    const body = {
      Transaction: {
        Services: [{ Parameters: [{ Name: 'consumerName', Value: 'R.J. Invented' }] }],
        CustomParameters: {
          List: [
            { Name: 'naam', Value: 'Sanne Invented' },
            { Name: 'telefoon', Value: '06 41 00 00 01' },
            { Name: 'email', Value: 'sanne.invented@example.nl' },
          ],
        },
        CustomerName: 'R.J. Invented',
      },
    };
    expect(readLead(body, 'NL').input).to.include({ name: 'Sanne Invented', phone: '+31641000001' });
  });
});

describe("Reader: the buyer's name under a gateway's numbered variable beside their labelled contact (docs/api.md §2.4)", () => {
  it('reads `var1` as the name when its words are capitalised as a name is, and not a sentence under `var4`', () => {
    const body = {
      payerEmail: 'eva.invented@example.gr',
      payerPhone: '6944100001',
      var1: 'Ευαγγελία Παπαδοπούλου',
      var2: 'Εβδομαδιαίο camp surf, 13–19 Ιουλίου',
      var4: 'Χρειάζομαι στολή μέγεθος M',
    };
    expect(readLead(body, 'GR').input).to.include({ name: 'Ευαγγελία Παπαδοπούλου', phone: '+306944100001' });
  });
});

// Session 38's class (blind set 42's guide 18, a loan lead exchange: `Mortgage_Balance: "212000"` beside
// `Property_Value`): a money split's word (`balance`, `tax`) in a key naming the person's own money (`mortgage`, `debt`)
// is their answer; a payment's `balance` stays the tool's. Invented body.
describe("Reader: the person's own balance and debt are answers, an account's balance is not", () => {
  it('keeps the mortgage balance and the tax debt, and leaves the balance out', () => {
    const { notes } = readInput(
      {
        First_Name: 'Ann',
        Last_Name: 'Lee',
        Phone: '2105550142',
        Property_Value: '385000',
        Mortgage_Balance: '212000',
        tax_debt: '$25,000 - $50,000',
        balance: '12.50',
      },
      'US',
    );
    expect(notes).to.contain('Mortgage_Balance: 212000').and.contain('tax_debt: $25,000 - $50,000');
    expect(notes).not.to.contain('12.50');
  });
});
