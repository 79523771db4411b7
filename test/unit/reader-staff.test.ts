import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

// Staff beside the person in one body (docs/api.md §2.4 steps 4 and 6.1): invented bodies, keys in
// several spellings and languages, staff first in body order (where body order would decide).
const person = personOf;
const reversed = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).reverse());

describe("Reader: a tool's user beside objects typed as the customer (docs/api.md §2.4)", () => {
  it('takes the customer-typed object over an assignee typed `user`, staff first in the body', () => {
    const body = {
      subject: 'Quote',
      assignee: { id: 256, type: 'user', first: 'Joost', last: 'Smit', email: 'joost@biz.example.nl' },
      createdBy: { id: 12, type: 'customer', first: 'Eva', last: 'van Dijk', email: 'eva@example.com' },
      primaryCustomer: { id: 12, type: 'customer', first: 'Eva', last: 'van Dijk', email: 'eva@example.com' },
      _embedded: { mailbox: { name: 'Sales', email: 'sales@biz.example.nl' } },
    };
    expect(person(body, 'NL')).to.deep.equal({ name: 'Eva van Dijk', phone: null, email: 'eva@example.com' });
    expect(person(reversed(body), 'NL')).to.deep.equal({ name: 'Eva van Dijk', phone: null, email: 'eva@example.com' });
  });

  it('reads `user` under a neutral key (created_by, author) as staff beside a customer-typed object, in other spellings', () => {
    const body = {
      created_by: { kind: 'user', name: 'Pia Berg', email: 'pia@biz.example.se' },
      requester: { kind: 'contact', name: 'Oskar Lund', email: 'oskar@example.com' },
    };
    expect(person(body, 'SE')).to.deep.equal({ name: 'Oskar Lund', phone: null, email: 'oskar@example.com' });
    const tipo = {
      autor: { tipo: 'user', nombre: 'Ana Gil', email: 'ana@biz.example.es' },
      remitente: { tipo: 'cliente', nombre: 'Luis Mora', email: 'luis@example.es' },
    };
    expect(person(tipo, 'ES')).to.deep.equal({ name: 'Luis Mora', phone: null, email: 'luis@example.es' });
  });

  it('reads `user` under a key naming who handles or owns the record as staff, with no customer type anywhere', () => {
    for (const staffKey of ['handler', 'owner', 'assigned_to', 'Bearbeiter']) {
      const body = {
        [staffKey]: { role: 'user', name: 'Joost Smit', email: 'joost@biz.example.nl' },
        contact: { name: 'Eva van Dijk', email: 'eva@example.com' },
      };
      expect(person(body, 'NL'), staffKey).to.deep.equal({
        name: 'Eva van Dijk',
        phone: null,
        email: 'eva@example.com',
      });
    }
  });

  it('still reads `user` as the person where nothing else says who the customer is', () => {
    expect(
      person({
        author: { type: 'user', name: 'Ines Paz', email: 'ines@example.es' },
        assignee: { type: 'admin', name: 'Desk', email: 'desk@example.org' },
      }).name,
    ).to.equal('Ines Paz');
    expect(person({ data: { type: 'user', name: 'Ines Paz', email: 'ines@example.es' } }).email).to.equal(
      'ines@example.es',
    );
  });

  it('reads `user` as the person beside objects typed as the person that hold only ids', () => {
    const body = {
      item: {
        assignee: { type: 'admin', name: 'Desk', email: 'desk@biz.example.org' },
        contacts: { type: 'contact.list', contacts: [{ type: 'contact', id: '6651' }] },
        source: { author: { type: 'user', name: 'Ines Paz', email: 'ines@example.es' } },
      },
    };
    expect(person(body)).to.deep.equal({ name: 'Ines Paz', phone: null, email: 'ines@example.es' });
  });
});

describe("Reader: the person's typed contact lists beside other people inside their object (docs/api.md §2.4)", () => {
  const application = (staff: Record<string, unknown>) => ({
    application: {
      credited_to: { email: 'hannah@biz.example.co.uk', name: 'Hannah Price' },
      candidate: {
        first_name: 'Rohan',
        last_name: 'Mehta',
        phone_numbers: [{ value: '020 7946 0318', type: 'mobile' }],
        email_addresses: [{ value: 'rohan@example.com', type: 'personal' }],
        recruiter: { email: 'betty@biz.example.co.uk', name: 'Betty Smith' },
        ...staff,
      },
    },
  });
  const rohan = { name: 'Rohan Mehta', phone: '+442079460318', email: 'rohan@example.com' };

  it("takes the candidate's own lists over a coordinator's flat email inside the candidate", () => {
    expect(
      person(application({ coordinator: { email: 'bonnie@biz.example.co.uk', name: 'Bonnie Bonnet' } }), 'GB'),
    ).to.deep.equal(rohan);
  });

  it('reads interviewers, sourcers, hiring managers and referrers as other people, in several languages', () => {
    for (const key of [
      'interviewer',
      'sourcer',
      'hiring_manager',
      'referrer',
      'Koordinator',
      'entrevistador',
      'recruteur',
    ]) {
      expect(
        person(application({ [key]: { email: 'x@biz.example.co.uk', name: 'Xavier Staff' } }), 'GB'),
        key,
      ).to.deep.equal(rohan);
    }
  });

  it("reads someone with a name of their own inside the person's named object as another person, whatever their key", () => {
    for (const key of ['mentor', 'scheduler', 'buddy', 'panelist', 'Pate']) {
      expect(
        person(application({ [key]: { first_name: 'Xavier', last_name: 'Other', email: 'x@example.co.uk' } }), 'GB'),
        key,
      ).to.deep.equal(rohan);
    }
    const spelled = {
      kandidaat: {
        voornaam: 'Eva',
        achternaam: 'Smit',
        emailAddresses: [{ address: 'eva@example.nl', kind: 'home' }],
        begeleider: { naam: 'Piet Jansen', email: 'piet@biz.example.nl' },
      },
    };
    expect(person(spelled, 'NL')).to.deep.equal({ name: 'Eva Smit', phone: null, email: 'eva@example.nl' });
  });

  it("still reads a nested person's values when the person's own object has no name, or no other contact", () => {
    expect(
      person({ contact: { details: { first_name: 'Ana', last_name: 'Lima', email: 'ana@example.com' } } }),
    ).to.deep.equal({ name: 'Ana Lima', phone: null, email: 'ana@example.com' });
    expect(
      person({
        candidate: { first_name: 'Ana', last_name: 'Lima', profile: { name: 'Ana Lima', email: 'ana@example.com' } },
      }),
    ).to.deep.equal({ name: 'Ana Lima', phone: null, email: 'ana@example.com' });
  });
});

describe("Reader: a seller's, an advertiser's or an agent's block first, its keys in the seller's own language (docs/api.md §2.4)", () => {
  // Invented listings: the business's block comes first and its email sits under a plain key;
  // only the words naming whose the other values are (advertiser, seller, agent) tell the blocks apart.
  const cases: Array<[string, Record<string, unknown>, string, { name: string; phone: string; email: string }]> = [
    [
      'Arabic: the advertiser (المعلن)',
      {
        الإعدادات: { اسم_المعلن: 'معرض النخبة', جوال_المعلن: '0553100000', البريد: 'nukhba.cars@example.com' },
        المرسل: { الاسم: 'سلمان العتيبي', الجوال: '0541900000', البريد: 'salman.o@example.com' },
      },
      'SA',
      { name: 'سلمان العتيبي', phone: '+966541900000', email: 'salman.o@example.com' },
    ],
    [
      'Russian: the seller (продавец), the client (клиент)',
      {
        данные: { продавец: 'Авто Плюс', телефон_продавца: '+7 921 000 11 22', почта: 'sales@avtoplus.example.ru' },
        клиент: { имя: 'Ольга Смирнова', телефон: '+7 916 555 01 23', почта: 'olga.s@example.ru' },
      },
      'RU',
      { name: 'Ольга Смирнова', phone: '+79165550123', email: 'olga.s@example.ru' },
    ],
    [
      'Greek: the broker (μεσίτης), the interested party',
      {
        ρυθμίσεις: { μεσίτης: 'Νίκος Παππάς', τηλέφωνο_μεσίτη: '+357 99 000 111', email: 'nikos@mesites.example.cy' },
        πελάτης: { όνομα: 'Ελένη Σάββα', τηλέφωνο: '+357 96 555 012', email: 'eleni.s@example.cy' },
      },
      'CY',
      { name: 'Ελένη Σάββα', phone: '+35796555012', email: 'eleni.s@example.cy' },
    ],
    [
      'Thai: the seller (ผู้ขาย), the customer (ลูกค้า)',
      {
        ข้อมูล: { ผู้ขาย: 'ร้านรถดี', โทรผู้ขาย: '02 555 0100', อีเมล: 'shop@rotdee.example.th' },
        ลูกค้า: { ชื่อ: 'สมชาย ใจดี', โทรศัพท์: '081 555 0123', อีเมล: 'somchai@example.th' },
      },
      'TH',
      { name: 'สมชาย ใจดี', phone: '+66815550123', email: 'somchai@example.th' },
    ],
    [
      "English: the advertiser's name and mobile beside a plain email, before the inquiry",
      {
        settings: { advertiser_name: 'Elite Motors', advertiser_mobile: '(650) 555-0100', email: 'elite@example.com' },
        inquiry: { name: 'Sam Otto', mobile: '(650) 555-0177', email: 'sam.o@example.com' },
      },
      'US',
      { name: 'Sam Otto', phone: '+16505550177', email: 'sam.o@example.com' },
    ],
  ];
  for (const [what, body, country, expected] of cases)
    it(what, () => expect(person(body, country)).to.deep.equal(expected));
});

describe("Reader: a chat ticket's identities are ids, the agent's never the lead's email (docs/api.md §2.4)", () => {
  it("reads no email out of `agentIdentity` or `customerIdentity` beside the contact's phone", () => {
    const body = {
      ticket: {
        agentIdentity: 'ana.staff%40clinic.example@gateway.example',
        customerIdentity: '5519988000000@wa.gateway.example',
      },
      contact: { name: 'Rui Invented', phoneNumber: '+55 19 98800-0000', email: '' },
    };
    expect(person(body, 'BR')).to.deep.equal({ name: 'Rui Invented', phone: '+5519988000000', email: null });
  });
});

describe('Reader: a note the business wrote on the lead stays out of the brief (docs/api.md §2.4)', () => {
  it("leaves out a note whose author is an agent, and an internal note, and keeps the person's message", () => {
    const { notes } = readInput({
      contact: { name: 'Ivy Invented', phone: '+1 650 555 0190' },
      message: 'Need a quote for two windows',
      notes: [{ author: 'agent', text: 'Customer wants a discount, call Monday' }],
      internal_note: 'VIP, be nice',
    });
    expect(notes).to.contain('Need a quote for two windows');
    expect(notes).not.to.contain('discount');
    expect(notes).not.to.contain('VIP');
  });
});
