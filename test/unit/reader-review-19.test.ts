import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 19's classes, each on an invented body first. Made-up people.

describe("Reader: the person's words in their phone's own object reach the brief", () => {
  it('keeps the time to call beside a phone item (a list of phones with their kind and time)', () => {
    const lead = readInput({
      customer: {
        name: 'Derek Shaw',
        phone: [{ type: 'voice', time: 'evening', value: '602 555 0148' }],
        email: 'derek@example.com',
      },
    });
    expect(lead.phone).to.equal('+16025550148');
    expect(lead.notes).to.contain('evening');
  });
  it('keeps a best time written beside the number in a phone object', () => {
    const lead = readInput({
      contact: { name: 'Mina Park', phone: { number: '(415) 555-0199', best_time: 'after 6pm on weekdays' } },
      email: 'mina@example.com',
    });
    expect(lead.phone).to.equal('+14155550199');
    expect(lead.notes).to.contain('after 6pm on weekdays');
  });
});

describe('Reader: the page a visitor came from is no home page of the object it sits in', () => {
  for (const key of ['refererUrl', 'referrer', 'http_referer', 'referring_site'])
    it(`keeps the buyer's email beside a ${key} link`, () => {
      const lead = readInput({
        shop: { shopName: 'Fjord Knitwear', email: 'hello@fjordknit.example' },
        order: {
          email: 'Ingrid.Dahl@Example.com',
          [key]: 'https://l.instagram.com/',
          customer: { name: 'Ingrid Dahl', phone: '207 555 0193' },
        },
      });
      expect(lead.email).to.equal('Ingrid.Dahl@Example.com');
      expect(lead.phone).to.equal('+12075550193');
    });
});

describe("Reader: a name in a conversation's turn is its writer's, not the person's who writes a number", () => {
  it("keeps the person's own block over a staff turn that signs its name and writes the business's line", () => {
    const lead = readInput(
      {
        thong_tin: { ten: 'Phạm Gia Bảo', sdt: '091 234 5678' },
        tin_nhan: [
          { nguoi_gui: 'khach', noi_dung: 'Cho mình hỏi giá làm răng sứ' },
          { nguoi_gui: 'nv', ten: 'Lê Thị Mai', noi_dung: 'Dạ, chị gọi hotline 028 3822 1111 nhé' },
        ],
      },
      'VN',
    );
    expect(lead.phone).to.equal('+84912345678');
    expect(lead.name).to.equal('Phạm Gia Bảo');
  });
});

describe("Reader: a record's status under a bare status key away from the person, or a status field, is the tool's", () => {
  for (const [key, value] of [
    ['status', '未対応'],
    ['status_str', '已付款'],
    ['statuscode', 'ליד חדש'],
    ['Status', 'Новая заявка'],
    ['status_name', 'Nuevo'],
  ])
    it(`keeps a record's ${key}: ${value} out of the brief`, () =>
      expect(
        readInput({ contact: { name: 'Jane Doe', email: 'jane@example.com' }, record: { [key]: value, rooms: '4' } })
          .notes,
      ).not.to.contain(value));
  for (const [key, value] of [
    ['marital_status', 'Married'],
    ['employment_status', 'Self-employed'],
    ['estado_civil', 'Casada'],
  ])
    it(`keeps the person's ${key}: ${value}`, () =>
      expect(readInput({ name: 'Jane Doe', email: 'jane@example.com', [key]: value }).notes).to.contain(value));
});

describe("Reader: a list of questions with more keys than the question's and the answer's", () => {
  it("leaves a list of a tool's codes with their amounts as it is (a payment's splits by party)", () => {
    const notes = readInput({
      buyer: { name: 'Lena Vogt', email: 'lena.vogt@example.com' },
      commissions: [
        { value: 12.5, source: 'PLATFORM', currency_value: 'EUR' },
        { value: 80.25, source: 'SELLER', currency_value: 'EUR' },
        { value: 7.1, source: 'AFFILIATE', currency_value: 'EUR' },
      ],
    }).notes;
    expect(notes).not.to.contain('PLATFORM');
    expect(notes).not.to.contain('80.25');
  });
  const body = {
    PatientName: 'Aiko Tanaka',
    PatientEmail: 'aiko.tanaka@example.com',
    Items: [
      {
        Ref: 'a1x',
        Prompt: 'Cell number',
        Answer: '(604) 555-0177',
        Kind: 'Open',
        Grid: [],
        Internal: false,
        Section: 'Intake',
      },
      {
        Ref: 'b2y',
        Prompt: 'Reason for visit',
        Answer: 'Stiff neck after a long flight',
        Kind: 'Open',
        Grid: [],
        Internal: false,
        Section: 'Intake',
      },
      {
        Ref: 'c3z',
        Prompt: 'Preferred days',
        Answer: 'Mondays',
        Kind: 'Choice',
        Grid: [],
        Internal: false,
        Section: 'Intake',
      },
    ],
  };
  it('reads each reply under its prompt: the phone by its question, the rest as answers', () => {
    const lead = readInput(body, 'CA');
    expect(lead.phone).to.equal('+16045550177');
    expect(lead.notes).to.contain('Reason for visit: Stiff neck after a long flight');
    expect(lead.notes).to.contain('Preferred days: Mondays');
  });
});

describe("Reader: a business's name under a key naming the lead is no person's name beside the person's own", () => {
  it("reads the caller's first and last names, not the buyer's company", () => {
    const lead = readInput({
      callerId: '+13055550142',
      buyerName: 'Gulfstream Senior Insurance Group',
      caller_first_name: 'Rosa',
      caller_last_name: 'Delgado',
    });
    expect(lead.name).to.equal('Rosa Delgado');
  });
  it("reads the customer's name, not a company's form (LLC) under a client key", () => {
    const lead = readInput({
      client_name: 'Northwind Supply LLC',
      contact: { name: 'Omar Haddad', email: 'omar@example.com' },
    });
    expect(lead.name).to.equal('Omar Haddad');
  });
});

describe("Reader: a reply under a key naming staff or an owner is the person's answer", () => {
  for (const [key, value] of [
    ['proprietaire', 'Oui, maison de 1975'],
    ['owner', 'Yes'],
    ['propietario', 'Sí, desde 2015'],
    ['eigentuemer', 'Nein, zur Miete'],
  ])
    it(`keeps ${key}: ${value}`, () =>
      expect(
        readInput({ name: 'Jane Doe', email: 'jane@example.com', details: { [key]: value, rooms: '4' } }).notes,
      ).to.contain(value));
  it("keeps a record owner's name out", () =>
    expect(readInput({ name: 'Jane Doe', email: 'jane@example.com', owner: 'Paul Martin' }).notes).not.to.contain(
      'Paul Martin',
    ));
});

describe("Reader: a method's name is the person's choice, no one's name", () => {
  it('keeps the delivery method the buyer chose in the brief', () => {
    const lead = readInput({
      order: {
        email: 'tomas.novak@example.com',
        buyer: { name: 'Tomáš Novák', phone: '+420 601 123 456' },
        delivery: { deliveryMethodName: 'Pickup at the Brno showroom' },
        payment: { paymentMethodName: 'Cash on pickup' },
      },
    });
    expect(lead.name).to.equal('Tomáš Novák');
    expect(lead.notes).to.contain('Pickup at the Brno showroom');
    expect(lead.notes).to.contain('Cash on pickup');
  });
});

describe("Reader: the person saying their own name in their turn does not make their side someone else's", () => {
  it("keeps the receptionist's turns out and the caller's in", () => {
    const notes = readInput({
      intake: { caller_name: 'Marisol Vega', callback_number: '737-555-0188' },
      transcript: [
        { speaker: 'frontdesk', text: 'Thanks for calling Oakridge Dental, this is Tom. How can I help?' },
        { speaker: 'caller', text: 'Hi, I chipped a front tooth this morning.' },
        { speaker: 'frontdesk', text: 'Sorry to hear that. May I have your name please?' },
        { speaker: 'caller', text: 'Marisol Vega, and this number is fine.' },
      ],
    }).notes;
    expect(notes).to.contain('I chipped a front tooth this morning');
    expect(notes).not.to.contain('this is Tom');
    expect(notes).not.to.contain('May I have your name');
  });
});

// Session 19's attacker's pass over its own classes: bodies where a class first took the wrong name, phone or email,
// or put another party's or a system's value in the brief, or left the person's words out. Made-up people.
describe("Reader, session 19's review: each class keeps to its own shape", () => {
  it("an emergency contact written as a namespace's path is no one's name but theirs", () => {
    const lead = readInput({ name: 'Rosa Delgado', email: 'rosa@example.com', 'emergency:contact:name': 'Bob Smith' });
    expect(lead.name).to.equal('Rosa Delgado');
  });
  it("a surname that is a company's short form or a trade's word stays the person's name", () => {
    const one = readInput(
      { customer: { name: 'Jennifer Co', mobile: '0917 123 4567', email: 'jen.co@example.com' }, name: 'Marco Reyes' },
      'PH',
    );
    expect(one.name).to.equal('Jennifer Co');
    expect(
      readInput({ full_name: 'Emma Homes', email: 'emma@example.com', referred_by_name: 'Lisa Wong' }).name,
    ).to.equal('Emma Homes');
  });
  it("a referral partner's site still makes its block a business's", () => {
    const lead = readInput({
      lead: { name: 'Jane Doe', phone: '415 555 0199' },
      referral_partner: {
        company: 'ABC Realty',
        email: 'tom@abcrealty.example',
        referral_site: 'https://abcrealty.example/',
      },
    });
    expect(lead.email).to.equal(null);
  });
  for (const [key, value] of [
    ['statut', 'Propriétaire'],
    ['status', 'First-time buyer'],
    ['stage', 'Plans approved'],
  ])
    it(`keeps the person's answer under a bare ${key} beside them`, () =>
      expect(readInput({ nom: 'Claire Martin', telephone: '06 12 34 56 78', [key]: value }, 'FR').notes).to.contain(
        value,
      ));
  for (const [key, value] of [
    ['agent', 'Yes, we can install by Friday. Price is $4,200.'],
    ['owner', 'Non assigné'],
    ['assigned_to', 'Nao Tanaka'],
  ])
    it(`keeps ${key}: ${value} out`, () =>
      expect(
        readInput({ name: 'Jane Doe', email: 'jane@example.com', deal: { [key]: value, rooms: '4' } }).notes,
      ).not.to.contain(value));
  it("keeps a form builder's field settings beside a phone's label and value out", () => {
    const notes = readInput({
      name: 'Jane Doe',
      fields: [
        {
          label: 'Phone',
          value: '415 555 0199',
          placeholder: 'Enter your phone number',
          help_text: 'We call once',
          label_pos: 'above',
        },
        { label: 'Project', value: 'New deck' },
      ],
    }).notes;
    expect(notes).to.contain('New deck');
    for (const text of ['Enter your phone number', 'We call once', 'above']) expect(notes).not.to.contain(text);
  });
  it("keeps an email checker's verdict beside the address out", () => {
    const notes = readInput({
      name: 'Jane Doe',
      email: { address: 'jane@example.com', reason: 'accepted email', provider: 'Google Workspace' },
      project: 'New deck',
    }).notes;
    expect(notes).not.to.contain('accepted email');
    expect(notes).not.to.contain('Google Workspace');
  });
  it('reads the number the person writes in her own message beside a page block holding its line', () => {
    const lead = readInput(
      {
        trang: { ten_trang: 'Nha khoa Sai Gon', sdt: '028 3822 1111' },
        tin_nhan: [{ ten: 'Phạm Gia Bảo', noi_dung: 'Số của mình là 091 234 5678, gọi sau 5h nhé' }],
      },
      'VN',
    );
    expect(lead.phone).to.equal('+84912345678');
  });
});
