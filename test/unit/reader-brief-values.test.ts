import { expect } from 'chai';
import { readInput, readLead } from '../helpers/read-lead.ts';

// Issue 35, the brief's classes blind8 showed (round 3), each on a shape no sender in this repository
// sends: made-up keys, made-up people. Carried by features (value shape, structure, vocabulary data).

describe("Reader: answers sent as a JSON text under a key naming a reply are the person's", () => {
  const read = readInput({
    chat: { visitor: { display_name: 'Marta Quiroga', msisdn: '+34 612 345 678' } },
    widget: {
      kind: 'survey',
      result: {
        response_data:
          '{"token":"tk_9f8e7d6c5b4a","tipo_de_obra":"Reforma integral de cocina","presupuesto":"Entre 10 y 15 mil euros"}',
      },
    },
  });

  it('puts each answer in the brief', () => {
    expect(read.notes).to.contain('Reforma integral de cocina');
    expect(read.notes).to.contain('Entre 10 y 15 mil euros');
  });

  it("keeps the text's token out", () => expect(read.notes).not.to.contain('tk_9f8e7d6c5b4a'));
});

describe('Reader: a JSON text of questions as a person wrote them, beside the person, holds their answers', () => {
  // A payment form's merchant field (a key naming no reply) carrying the buyer's answers under keys in their language.
  for (const [keys, answers] of [
    [
      ['희망일시', '요청사항'],
      ['12월 14일 토요일 오전', '아이 생일 케이크 포장 부탁드려요'],
    ],
    [
      ['Желаемая дата', 'Комментарий'],
      ['14 декабря, утро', 'Упакуйте, пожалуйста, как подарок'],
    ],
  ])
    it(`reads the answers under ${keys.join(', ')}`, () => {
      const read = readInput({
        PayMethod: 'CARD',
        BuyerName: 'Jin Park',
        BuyerEmail: 'jin.park@example.kr',
        BuyerTel: '+82 10 2233 4455',
        MallReserved: JSON.stringify({ [keys[0]]: answers[0], [keys[1]]: answers[1] }),
        TID: 'pg00m01012611291034115512',
      });
      for (const answer of answers) expect(read.notes).to.contain(answer);
      expect(read.notes).not.to.contain('pg00m01012611291034115512');
    });
});

describe("Reader: a browser's parts and a short random code are the tool's, not answers", () => {
  const notes = readInput({
    attendee: { full_name: 'Odile Marchand', mobile: '+33 6 12 34 56 78', interest: 'Ceramics for beginners' },
    badge: { scan: 'bT4n8Kx2', holder: 'Odile Marchand' },
    visit: { browser: 'Firefox 128', os: 'Windows 11' },
  }).notes;

  for (const leaked of ['bT4n8Kx2', 'Firefox 128', 'Windows 11'])
    it(`keeps ${leaked} out`, () => expect(notes).not.to.contain(leaked));

  it('keeps the answer', () => expect(notes).to.contain('Ceramics for beginners'));

  it('keeps a model name with a number (`iPhone15`, `A4`) an answer', () => {
    const read = readInput({ name: 'Ivo Sand', phone: '+1 650 555 0190', model: 'iPhone15', size: 'A4' });
    expect(read.notes).to.contain('iPhone15');
  });
});

describe("Reader: the leaves of a preference object beside the person's are answers", () => {
  const notes = readInput(
    {
      inquiry_ref: 'IQ-88123',
      applicant: { first_name: 'Maren', last_name: 'Holt', email: 'maren.holt@example.no', phone: '+47 912 34 567' },
      boat: { builder: 'Bavaria', hull: 'Fiberglass', mooring: 'Bergen' },
      cover_wanted: { plan: 'Comprehensive', type: 'Agreed value' },
      ønsker: { finansiering: 'Lån', formål: 'Fritidsbruk' },
      channel: 'WEB',
    },
    'NO',
  ).notes;

  for (const answer of ['Bavaria', 'Fiberglass', 'Comprehensive', 'Agreed value', 'Lån', 'Fritidsbruk'])
    it(`puts ${answer} in the brief`, () => expect(notes).to.contain(answer));

  it('keeps a code at the top of the record out', () => expect(notes).not.to.contain('WEB'));
});

describe("Reader: a tool's code or flag in an object stays out, written in capitals", () => {
  const notes = readInput({
    person: { display_name: 'Tomas Berg', mobile: '+46 70 123 45 67', wish: 'Sauna by the lake' },
    params: { trial: { key: 'trial', value: 'True' }, kind: { code: 'MOBILE' } },
  }).notes;

  for (const leaked of ['True', 'MOBILE']) it(`keeps ${leaked} out`, () => expect(notes).not.to.contain(leaked));
});

describe('Reader: where keys say nothing, value shapes carry the pick', () => {
  it('reads a person-name shape and a national phone shape under numbered keys', () => {
    const read = readInput({ f1: 'Jon Baptiste', f2: '(303) 555-0148', f3: 'Gutter guards for a two storey house' });
    expect([read.name, read.phone]).to.deep.equal(['Jon Baptiste', '+13035550148']);
    expect(read.notes).to.contain('Gutter guards for a two storey house');
  });

  it('reads them under question numbers too, and no name when two values look like one', () => {
    expect(readInput({ q7: 'Aiko Mori', q8: '03-1234-5678' }, 'JP').phone).to.equal('+81312345678');
    expect(readInput({ q1: 'Lake House', q2: 'Ana Ruiz', q3: '(303) 555-0148' }).name).to.equal(null);
  });

  it('refuses digits that are no phone in the country', () => {
    expect(() => readInput({ q1: 'Jon Baptiste', q2: '12-34' })).to.throw();
  });
});

describe("Reader: a name-shaped text right under a key naming the lead is the person's name", () => {
  it('reads `client: "…"` beside a labelled phone and email, in a script the vocabularies do not hold', () => {
    const read = readInput({ client: 'שירה לוין', tel: '054-7654321', mail: 'shira.l@example.co.il', qty: '2' }, 'IL');
    expect(read.name).to.equal('שירה לוין');
  });

  it("keeps a company's name under it out of the name", () => {
    const read = readInput({ client: 'Nordic Roofing Ltd', tel: '+47 912 34 567' }, 'NO');
    expect(read.name).to.equal(null);
  });
});

describe("Reader: a phone a chat marks in its message's entities", () => {
  const body = {
    update: 99120,
    msg: {
      sender: { id: 5512, first_name: 'Ilkka', last_name: 'Virtanen' },
      text: 'Hei! Haluan tarjouksen terassista. Soittakaa 040 123 4567 kiitos',
      entities: [
        { offset: 0, length: 3, type: 'bold' },
        { offset: 45, length: 12, type: 'phone_number' },
      ],
    },
  };

  it('reads the marked number as the phone, in the source country', () => {
    const read = readInput(body, 'FI');
    expect([read.name, read.phone]).to.deep.equal(['Ilkka Virtanen', '+358401234567']);
    expect(read.notes).to.contain('Haluan tarjouksen terassista');
    expect(read.notes).not.to.contain('phone_number');
  });

  it('reads the number a mark overlaps when its offset is counted in code points (an emoji before it)', () => {
    const text = 'Hei 🙂🙂 soittakaa 040 123 4567';
    const shifted = {
      msg: { ...body.msg, text, entities: [{ offset: text.indexOf('040') - 2, length: 12, type: 'phone_number' }] },
    };
    expect(readInput(shifted, 'FI').phone).to.equal('+358401234567');
  });

  it('reads nothing where the marks fall outside the text', () => {
    // No number in the text itself: one written there is read when nothing else gives a contact (message-contact.ts).
    const outside = {
      msg: {
        ...body.msg,
        text: 'Hei! Haluan tarjouksen terassista.',
        entities: [{ offset: 400, length: 12, type: 'phone_number' }],
      },
    };
    expect(() => readInput(outside, 'FI')).to.throw();
  });
});

describe("Reader: the shop's own names, under a key naming the business's side, stay out of the brief", () => {
  const notes = readInput({
    order: {
      shop_title: 'Casa Verde Plantas',
      buyer: { name: 'Luana Prado', phone: '+55 11 91234 5678', note: 'Entregar depois das 18h, por favor' },
      subaccount: { display_name: 'Verde Filial Centro' },
    },
  }).notes;

  for (const leaked of ['Casa Verde Plantas', 'Verde Filial Centro'])
    it(`keeps ${leaked} out`, () => expect(notes).not.to.contain(leaked));
  it('keeps the answer', () => expect(notes).to.contain('Entregar depois das 18h, por favor'));
});

describe('Reader: a bare field number is no key naming nothing: the field map reads it', () => {
  it('refuses a phone shape under `"4"` with no other contact', () => {
    expect(() => readInput({ 1: 'Jon Baptiste', 4: '(303) 555-0148' })).to.throw();
  });
});

describe('Reader: a lowercase compound key naming staff (`owneridname`) is read in its parts', () => {
  const notes = readInput({
    Entity: {
      Row: {
        fullname: 'Rafael Ortega',
        mobilephone: '+34 612 345 679',
        projectnotes: 'Quiero cambiar las ventanas del salón',
        owneridname: 'Inés Calvo',
        createdbyname: 'Pablo Ruiz',
        assignedtoname: 'Marta Gil',
      },
    },
  }).notes;

  for (const leaked of ['Inés Calvo', 'Pablo Ruiz', 'Marta Gil'])
    it(`keeps ${leaked} out`, () => expect(notes).not.to.contain(leaked));
  it('keeps the answer', () => expect(notes).to.contain('Quiero cambiar las ventanas del salón'));
});

describe("Reader: a call-tracking record's inbound line is the business's, its caller ID the person's", () => {
  it('reads the caller ID, not the inbound number, and keeps the inbound number out of the brief', () => {
    const read = readInput({
      call_ref: 'CL-99812',
      callerId: '+1 919 555 0133',
      inboundPhone: '+1 800 555 0199',
      campaign: 'Roof leads - Raleigh',
      roofAge: '20 years',
    });
    expect(read.phone).to.equal('+19195550133');
    expect(read.notes).not.to.contain('800 555 0199');
    expect(read.notes).to.contain('20 years');
  });
});

describe("Reader: a choice sent as its option codes reads as the chosen options' labels (issue 35 class 2)", () => {
  const notes = readInput({
    submission: {
      a1: { label: 'Full name', value: 'Rosa Diaz' },
      a2: { label: 'Email', value: 'rosa.diaz@example.com' },
      a3: { label: 'Mobile', value: '(512) 555-0144' },
      a4: {
        label: 'Rooms to paint',
        value: ['lr', 'bed2'],
        options: [
          { label: 'Living room', value: 'lr' },
          { label: 'Second bedroom', value: 'bed2' },
          { label: 'Garage', value: 'gar' },
        ],
      },
      a5: {
        label: 'Paint supplied by',
        value: 'us',
        choices: [
          { name: 'The painter', value: 'us' },
          { name: 'Me', value: 'me' },
        ],
      },
    },
  }).notes;

  it('reads each chosen code as its label', () => {
    expect(notes).to.contain('Rooms to paint: Living room, Second bedroom');
    expect(notes).to.contain('Paint supplied by: The painter');
  });

  it('leaves the options not chosen out', () => {
    expect(notes).not.to.contain('Garage');
    expect(notes).not.to.match(/\bMe\b/);
  });
});

describe("Reader: numbers, ranges and lists as the person's answers (issue 35 class 2)", () => {
  const contact = { contact: { name: 'Nils Aberg', phone: '+1 415 555 0161', email: 'nils.aberg@example.com' } };

  it('keeps a budget written as a range of amounts (`$40k-$60k`)', () =>
    expect(readInput({ ...contact, project: { budget: '$40k-$60k', kind: 'Deck' } }).notes).to.contain('$40k-$60k'));

  it("keeps a count the person typed beside them (`'45'`), and leaves out a tool's counter sent as a number", () => {
    const notes = readInput({
      name: 'Nils Aberg',
      phone: '+1 415 555 0161',
      email: 'nils.aberg@example.com',
      attendees_count: '45',
      visit_count: 3,
    }).notes;
    expect(notes).to.contain('attendees_count: 45');
    expect(notes).not.to.contain('visit_count');
  });

  it('keeps a list of choices written as phrases, and leaves out a list of codes', () => {
    const notes = readInput({
      ...contact,
      requestKinds: ['Site visit', 'Price list'],
      flags: ['vip_tier2', 'ab_test.b'],
    }).notes;
    expect(notes).to.contain('Site visit, Price list');
    expect(notes).not.to.contain('vip_tier2');
  });
});

describe("Reader: a form's hidden fields and lists of choices (issue 35 class 2)", () => {
  const notes = readInput({
    contact: { name: 'Nils Aberg', phone: '+1 415 555 0161', email: 'nils.aberg@example.com' },
    interests: ['Tour', 'Floor plans', 'Pricing'],
    _page_ref: '/book-a-tour/',
    _hp: '',
    _form_token: 'a81f',
  }).notes;

  it('keeps a list of one-word and two-word choices beside the contact', () =>
    expect(notes).to.contain('Tour, Floor plans, Pricing'));

  it('leaves out the fields a form hides under keys starting with `_`', () => {
    expect(notes).not.to.contain('_page_ref');
    expect(notes).not.to.contain('a81f');
  });
});

describe('Reader: a choice code whose label sits in a table elsewhere in the body (issue 35 class 2)', () => {
  const notes = readInput({
    app: {
      applicant: {
        first: 'Vera',
        last: 'Lind',
        email: 'vera.lind@example.com',
        phone: '+1 617 555 0188',
        callWindow: 'PM',
      },
      home: { useCode: 'R', note: 'Looking to refinance before spring' },
      legend: {
        callWindow: { AM: 'Mornings', PM: 'Afternoons', EV: 'Evenings' },
        useCode: { R: 'Main residence', V: 'Vacation home' },
      },
    },
  }).notes;

  it('reads each code as its label from the table', () => {
    expect(notes).to.contain('Afternoons');
    expect(notes).to.contain('Main residence');
  });

  it('leaves the labels not chosen out', () => {
    for (const unchosen of ['Mornings', 'Evenings', 'Vacation home']) expect(notes).not.to.contain(unchosen);
  });
});

describe("Reader: a budget written as a range of round amounts is the person's answer, not a business's line", () => {
  it('keeps `budget: 5000-10000` beside the person in the brief', () => {
    const { notes } = readInput({
      name: 'Jane Doe',
      phone: '+14155550123',
      email: 'jane@example.com',
      budget: '5000-10000',
      presupuesto: '2000 - 4000',
    });
    expect(notes).to.include('budget: 5000-10000').and.include('presupuesto: 2000 - 4000');
  });
});

// Session 35 (a CRM's contact webhook, tried as a new sender): the automation that ran on the lead, named by the
// business (`workflow: {id, name: "New Lead Nurture"}`), is the business's setup, in no brief; the person's answers
// beside it stay. Invented body.
describe("Reader: the name of the business's automation that ran on the lead stays out of the brief", () => {
  for (const key of ['workflow', 'automation'])
    it(`leaves out ${key}: {name}`, () => {
      const read = readInput({
        first_name: 'Rosa',
        last_name: 'Delgado',
        phone: '+1 602 555 0144',
        'Which service?': 'AC tune-up',
        [key]: { id: 'wf_20a9', name: 'Spring Tune-Up Follow Up' },
      });
      expect(read.notes).to.contain('AC tune-up').and.not.contain('Follow Up');
    });
});

// Session 35 (a site builder's form webhook, tried as a new sender): the person's number sent again in the contact's
// record in its international form (`e164Phone: "+15035550181"`, `formattedPhone: "+1 503-555-0181"`) beside the form's
// `5035550181`: a copy of their contact, in no brief. Invented body.
describe("Reader: a copy of the person's number in its international form stays out of the brief", () => {
  it('leaves out the copies and keeps the answers', () => {
    const read = readInput({
      answers: [
        { label: 'Name', value: 'Mira Jansen' },
        { label: 'Phone', value: '5035550181' },
        { label: 'What should we build?', value: 'A cedar pergola' },
      ],
      crm: {
        person: { mail: 'mira.jansen@example.com', numbers: [{ intl: '+15035550181', shown: '+1 503-555-0181' }] },
      },
    });
    expect(read.phone).to.equal('+15035550181');
    expect(read.notes).to.contain('A cedar pergola').and.not.contain('503');
  });
});

// Session 35 (blind set 38's guide 19: a booking system's order): the order's payments, a list of payment records
// (`payments: [{type: "CREDITCARD", amount, currency, date, label: "Payment processed by … ch_…"}]`), are the tool's
// money: out of the brief; the person's answers beside them stay. Invented body.
describe("Reader: an order's payments list is the tool's money", () => {
  it('leaves the payments out and keeps the answers', () => {
    const read = readInput({
      customer: { firstName: 'Marco', lastName: 'Bianchi', phone: '+61 412 555 019', email: 'marco.b@example.com.au' },
      payments: [{ type: 'CREDITCARD', amount: 320, currency: 'AUD', label: 'Card payment via gateway tx_88Q1' }],
      transactions: [{ kind: 'capture', amount: 320, reference: 'Settled to merchant account' }],
      fields: [{ label: 'Special requests', value: 'Window seat for my mother, she gets seasick' }],
    });
    expect(read.notes).to.contain('Window seat');
    expect(read.notes).not.to.contain('tx_88Q1').and.not.contain('Settled').and.not.contain('320');
  });
});

// Session 37's class (blind set 41's guide 17: an insurance lead marketplace): the consent's wording the form showed
// (`tcpa_text: "By clicking Get My Quotes I agree to be contacted by …"`) is the business's copy, out of the brief; the
// consent given (`tcpa_consent: true`) stays as context. Invented body.
describe("Reader: a consent's wording is the form's copy, the consent given is context", () => {
  it('leaves the wording out and keeps the consent', () => {
    const body = {
      contact: { first_name: 'Brianna', last_name: 'Cole', phone: '2145550137' },
      tcpa_consent: true,
      tcpa_text:
        'By clicking Get My Quotes I agree to be contacted by QuoteCo and its partners at the number provided.',
      vehicle: { make: 'Honda', model: 'Accord' },
    };
    const { input } = readLead(body, 'US');
    expect(input.notes).to.include('tcpa_consent: true').and.include('Accord');
    expect(input.notes).not.to.include('agree to be contacted');
  });
});
