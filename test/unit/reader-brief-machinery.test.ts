import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 28's classes (blind sets 28 and 29's guide leaks): what a mail relay, a phone system, a payment tool or a
// record's numbering writes beside the person is the tool's, and a note a service rep signed is theirs. Each on an
// invented body first. Made-up people and businesses.

const ann = 'Name: Ann Lee\nPhone: (415) 555-0142\nEmail: ann.lee@example.com\nProject: Kitchen remodel\nBudget: $20k';

describe("Reader: an inbound mail's transport is the relay's, its text the person's", () => {
  // An inbound-parse service's fields (multipart, each a string): the mail's headers beside the form's text.
  const body = {
    Received:
      'from mail.harbor-example.com (mail.harbor-example.com [198.51.100.7]) by mx4.relay-example.net with ESMTPS id 5f2a9c',
    'Content-Type': 'text/plain; charset="UTF-8"',
    'Mime-Version': '1.0',
    From: 'Website Forms <forms@harbor-example.com>',
    To: 'leads@in.harbor-example.com',
    'Reply-To': 'ann.lee@example.com',
    Subject: 'New enquiry from the website',
    text: ann,
    dkim: '{@harbor-example.com : pass}',
    SPF: 'pass',
    sender_ip: '198.51.100.7',
    spam_score: '0.1',
    'message-headers': JSON.stringify([
      ['Received', 'from mail.harbor-example.com by mx4.relay-example.net'],
      ['To', 'leads@in.harbor-example.com'],
    ]),
  };

  it('keeps the answers and the subject', () => {
    const { notes } = readInput(body);
    expect(notes).to.contain('Project: Kitchen remodel');
    expect(notes).to.contain('Budget: $20k');
    expect(notes).to.contain('New enquiry from the website');
  });

  for (const [what, text] of [
    ['the relay trace (`Received`)', 'relay-example.net'],
    ["the mail's content type", 'text/plain'],
    ["the relay's own sender (`From`, not the person's address)", 'forms@harbor-example.com'],
    ['the DKIM verdict', '@harbor-example.com : pass'],
    ['the SPF verdict', 'SPF'],
    ['the spam score', 'spam_score'],
  ])
    it(`keeps ${what} out of the brief`, () => {
      expect(readInput(body).notes).not.to.contain(text);
    });

  // Session 41 (an inbound mail relay's post, held-out blind set 47): the mail's headers as a list of `{Name, Value}`,
  // among them extension headers no list names (`X-Spam-Tests`, `X-Spam-Checker-Version`, `X-Google-Smtp-Source`):
  // in a mail, a header named `X-…` is the relay's. Invented body.
  it('keeps extension headers (`X-…`) of an inbound mail out, the mail itself in', () => {
    const { notes } = readInput(
      {
        FromName: 'Ines Berger',
        From: 'ines.berger@example.at',
        Subject: 'Angebot Fassade',
        TextBody: 'Bitte um ein Angebot für die Fassade unseres Hauses in Graz, ca. 140 m².',
        Headers: [
          { Name: 'Received', Value: 'by mx.relay-example.net (Postfix) id 4Bq7; Tue, 10 Jun 2025 07:12:46 +0000' },
          { Name: 'X-Spam-Checker-Version', Value: 'SpamAssassin 3.4.0 on mx.relay-example.net' },
          { Name: 'X-Spam-Tests', Value: 'DKIM_SIGNED,DKIM_VALID,SPF_PASS' },
          { Name: 'X-Google-Smtp-Source', Value: 'AGHT+IFq2pZ9xK4mQeL7rT0wYb' },
        ],
      },
      'AT',
    );
    expect(notes).to.contain('Fassade unseres Hauses');
    for (const text of ['SpamAssassin', 'DKIM_VALID', 'AGHT+IF']) expect(notes).not.to.contain(text);
  });

  // The session's attacker pass: a person's words shaped like a trace (`from … ;`) under a header-like key are no mail.
  it('keeps answers under keys a mail also writes when the body holds no mail (`X-rays`, `received`)', () => {
    const { notes } = readInput(
      {
        name: 'Ada Tester',
        phone: '+1 415 555 0142',
        'X-rays': 'from my last dentist in 2023; I can send them',
        'X-ray date': 'March 2023',
        received: 'yes',
        moving: { received: 'from Denver to Austin; 3 bedrooms' },
      },
      'US',
    );
    for (const answer of ['my last dentist', 'March 2023', 'received: yes', 'Denver to Austin'])
      expect(notes).to.contain(answer);
  });

  it("keeps a file's MIME type out, whatever its key", () => {
    const { notes } = readInput({
      name: 'Ann Lee',
      phone: '+1 415 555 0142',
      message: 'Plans attached',
      upload: { file_name: 'plans.pdf', format: 'application/pdf' },
    });
    expect(notes).to.contain('Plans attached');
    expect(notes).not.to.contain('application/pdf');
  });
});

describe('Reader: a number a call was routed to is the business line', () => {
  for (const key of ['dnis'])
    it(`keeps \`${key}\` out of the brief and the caller's menu choice in it`, () => {
      // A phone system's call record, its numbers written as the country dials them.
      const body = {
        caller: '0527716243',
        [key]: '036135522',
        type: 'Incoming Call',
        queuename: 'Mortgages',
        ivr: [{ layer_name: 'Which loan is it?', DTMF: '2', layer_value: 'Mortgage for a first home' }],
      };
      const { phone, notes } = readInput(body, 'IL');
      expect(phone).to.equal('+972527716243');
      expect(notes).to.contain('Mortgage for a first home');
      expect(notes).not.to.contain('6135522');
    });
});

describe("Reader: a payment tool's handle for the payer is the tool's", () => {
  it("keeps a UPI address (`vpa`) out of the brief, the payer's answers in it", () => {
    const body = {
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_X1',
            amount: 250000,
            currency: 'INR',
            method: 'upi',
            description: 'Yoga camp registration',
            vpa: 'ann.lee@okexample',
            email: 'ann.lee92@example.com',
            contact: '+919810457723',
            notes: { full_name: 'Ann Lee', city: 'Jaipur', batch: 'Morning, 6 am' },
          },
        },
      },
    };
    const read = readInput(body, 'IN');
    expect(read.email).to.equal('ann.lee92@example.com');
    expect(read.notes).to.contain('Morning, 6 am');
    expect(read.notes).not.to.contain('okexample');
  });
});

describe("Reader: a record's sequence number is the tool's", () => {
  for (const key of ['carSeq', 'car_idx'])
    it(`keeps \`${key}\` out of the brief, the car in it`, () => {
      // A car marketplace's consultation request: the car asked about, the person's answers in a list of labels.
      const body = {
        inquiryNo: 'CC2611290042',
        car: { [key]: '25781934', name: 'Hyundai Grandeur 2.5 Premium', year: '2021', price: '26,900,000 won' },
        fields: [
          { label: 'Name', value: 'Ann Lee' },
          { label: 'Phone', value: '+1 415 555 0142' },
          { label: 'Question', value: 'Has it been in an accident?' },
        ],
      };
      const { notes } = readInput(body);
      expect(notes).to.contain('Hyundai Grandeur 2.5 Premium');
      expect(notes).not.to.contain('25781934');
    });
});

describe('Reader: a note a service rep signed is theirs', () => {
  for (const role of ['CSR', 'Dispatcher'])
    it(`keeps "${role}: …" out of the brief, the person's words in it`, () => {
      const body = {
        customer: { name: 'Ann Lee', mobile_number: '+1 415 555 0142' },
        job: {
          description: 'Water heater leaking from the bottom',
          notes: `${role}: offered $50 off, upsell tankless`,
        },
      };
      const { notes } = readInput(body);
      expect(notes).to.contain('Water heater leaking from the bottom');
      expect(notes).not.to.contain('upsell tankless');
    });
});

describe("Reader: an order's line holding the person's answers is no form's description", () => {
  // A club's registration: each item a ticket (`{id, name, type}`, like a field's description) holding the answers the
  // payer gave for it and the participant it is for.
  const body = {
    data: {
      payer: { email: 'ann.lee@example.com', firstName: 'Ann', lastName: 'Lee', city: 'Lyon' },
      items: [
        {
          id: 55102871,
          name: 'Climbing camp for teens - spring',
          type: 'Registration',
          user: { firstName: 'Leo', lastName: 'Lee' },
          customFields: [
            { id: 301221, name: 'Téléphone du responsable légal', type: 'TextInput', answer: '06 12 34 56 78' },
            { id: 301222, name: 'Climbing level', type: 'ChoiceList', answer: 'Beginner (never climbed)' },
            { id: 301223, name: 'Allergies or treatment', type: 'TextInput', answer: 'Peanut allergy' },
          ],
          options: [{ name: 'Harness rental', amount: 1500 }],
        },
      ],
      organizationName: 'Lyon Climbing Club',
    },
    eventType: 'Order',
  };

  it("takes the legal guardian's phone (French `responsable légal`) as the payer's", () => {
    expect(readInput(body, 'FR').phone).to.equal('+33612345678');
  });

  it('keeps the answers, the registration and its option in the brief', () => {
    const { notes } = readInput(body, 'FR');
    for (const answer of ['Climbing camp for teens', 'Beginner (never climbed)', 'Peanut allergy', 'Harness rental'])
      expect(notes).to.contain(answer);
  });
});

describe("Reader: what the business keeps to itself is its staff's", () => {
  it("keeps a custom field named as internal out of the brief, the person's choices in it", () => {
    const body = {
      contact: {
        firstName: 'Ann',
        lastName: 'Lee',
        phone: '+1 415 555 0142',
        custom_fields: [
          { name: 'Preferred branch', value: 'Downtown' },
          { name: 'lead_score_internal', value: 'B2' },
        ],
      },
    };
    const { notes } = readInput(body);
    expect(notes).to.contain('Downtown');
    expect(notes).not.to.contain('lead_score_internal');
  });

  // A CRM's record in a script written without spaces: a staff word opens the key (担当者メール, the person in charge's
  // email; 社内メモ, the in-house memo; 负责人电话, the person in charge's phone).
  const record = (keys: Record<string, string>) => ({
    type: 'ADD_RECORD',
    record: Object.fromEntries(
      Object.entries({
        お名前: '中村 美咲',
        電話番号: '090-3318-4627',
        お問い合わせ内容: 'キッチンと浴室をまとめてリフォームしたいです。',
        ...keys,
      }).map(([key, value]) => [key, { type: 'SINGLE_LINE_TEXT', value }]),
    ),
  });
  for (const [key, value] of [
    ['担当者メール', 't.yamada@reform-example.co.jp'],
    ['担当者電話', '045-910-2231'],
    ['社内メモ', '過去に見積もり済み、要確認'],
    ['负责人电话', '021-5555-0199'],
  ])
    it(`keeps ${key} out of the brief`, () => {
      const { phone, notes } = readInput(record({ [key]: value }), 'JP');
      expect(phone).to.equal('+819033184627');
      expect(notes).to.contain('キッチンと浴室');
      expect(notes).not.to.contain(value);
    });
});

describe("Reader: a tool's own record of what happened and how it was paid is the tool's", () => {
  // A payment's webhook: the payer's answers in custom fields, beside the checkout's log and the card's authorisation.
  const body = {
    event: 'charge.success',
    data: {
      amount: 2500000,
      customer: { first_name: 'Ann', last_name: 'Lee', email: 'ann.lee@example.com', phone: '+1 415 555 0142' },
      metadata: {
        custom_fields: [{ display_name: 'Programme', variable_name: 'programme', value: 'Weekend data bootcamp' }],
      },
      log: {
        time_spent: 36,
        history: [
          { type: 'action', message: 'Attempted to pay with card', time: 35 },
          { type: 'success', message: 'Successfully paid with card', time: 36 },
        ],
      },
      authorization: { card_type: 'visa debit', bank: 'First Example Bank', brand: 'visa' },
      activities: [
        { object: 'activity', created: 1764325200000, status: 'INITIATED', remarks: 'charge - created by the gateway' },
      ],
    },
  };

  it('keeps the answer', () => {
    expect(readInput(body).notes).to.contain('Weekend data bootcamp');
  });

  for (const text of ['Attempted to pay', 'charge - created'])
    it(`keeps "${text}" out of the brief`, () => {
      expect(readInput(body).notes).not.to.contain(text);
    });

  it("keeps a person's words in a list of turns named history", () => {
    const chat = {
      visitor: { name: 'Ann Lee', phone: '+1 415 555 0142' },
      history: [
        { author: 'bot', text: 'Hi! How can we help?' },
        { author: 'visitor', text: 'I need a quote for a new roof before winter' },
      ],
    };
    expect(readInput(chat).notes).to.contain('new roof before winter');
  });
});

describe("Reader: more of the business's own values, in more words", () => {
  const person = { name: 'Ann Lee', phone: '+1 415 555 0142', email: 'ann.lee@example.com' };
  for (const [what, extra, leak] of [
    [
      "a salon's internal note in French (`note_interne`)",
      { note_interne: 'Cliente VIP, offrir le soin' },
      'offrir le soin',
    ],
    [
      'an internal note in Spanish (`nota_interna`)',
      { nota_interna: 'Cliente difícil, llamar a Pedro' },
      'llamar a Pedro',
    ],
    ["a booking fee under a Thai key opening with the fee's word", { ค่าธรรมเนียมระบบ: '98.70 บาท' }, '98.70'],
    [
      "a service pro's own phone and email (`spPhone`, `spEmail`)",
      { spPhone: '(512) 555-0199', spEmail: 'office@fence-example.com' },
      'fence-example',
    ],
    ["a form's notification recipient (`notify_to`)", { notify_to: 'admissions@school-example.edu' }, 'school-example'],
  ] as const)
    it(`keeps ${what} out of the brief`, () => {
      const { notes, phone } = readInput({ ...person, message: 'Please call after 5pm', ...extra });
      expect(phone).to.equal('+14155550142');
      expect(notes).to.contain('Please call after 5pm');
      expect(notes).not.to.contain(leak);
    });
});

describe("Reader: a business's own note on a booking is not the person's", () => {
  // Session 29's class (blind set 32's guide miss): a booking tool's appointment, `customer_note` beside `business_note`.
  // Invented body; made-up people and businesses.
  const body = {
    appointment: {
      customer: { first_name: 'Ewa', last_name: 'Nowak', cell_phone: '+48 501 234 567', email: 'ewa.nowak@example.pl' },
      customer_note: 'Proszę o krótkie strzyżenie i grzywkę',
      business_note: 'VIP, zawsze 15% rabatu',
    },
  };

  it("keeps the customer's note and leaves the business's out", () => {
    const { notes } = readInput(body, 'PL');
    expect(notes).to.contain('krótkie strzyżenie');
    expect(notes).not.to.contain('15% rabatu');
  });

  it("still reads a person's own business name", () => {
    const lead = { name: 'Ewa Nowak', phone: '+48 501 234 567', business_name: 'Kwiaciarnia Ewa' };
    expect(readInput(lead, 'PL').notes).to.contain('Kwiaciarnia Ewa');
  });
});

describe("Reader: a shop administrator's memo is theirs", () => {
  // Session 29's classes (blind set 32's guide misses): an order's `adminMemo`; a field-service request's notes, each
  // naming who created it. Invented bodies; made-up people and businesses.
  it("keeps an administrator's memo out", () => {
    const order = {
      orderName: '이지은',
      orderEmail: 'jieun.lee@example.com',
      orderCellPhone: '010-2345-6789',
      orderMemo: '문 앞에 놓아주세요',
      adminMemo: '단골 고객 - 쿠폰 지급',
    };
    const { notes } = readInput(order, 'KR');
    expect(notes).to.contain('문 앞에 놓아주세요');
    expect(notes).not.to.contain('쿠폰 지급');
  });

  it("keeps a note in a list the person's, whoever a key beside it says created it", () => {
    const request = {
      request: {
        client: { firstName: 'Nora', lastName: 'Quinn', emails: [{ address: 'nora.quinn@example.ca' }] },
        notes: {
          nodes: [
            { message: 'Please come before noon, the dog is out after', createdBy: { name: { full: 'Website Form' } } },
          ],
        },
      },
    };
    expect(readInput(request, 'CA').notes).to.contain('before noon');
  });
});

describe("Reader: a CRM's links with a query and its statuses sent as codes are the tool's", () => {
  // Session 29's class (blind set 31's guide leaks): a CRM contact's `links` (API paths, one with `?include=`) and its
  // subscription statuses as numbers. Invented body; a made-up person.
  const body = {
    contact: {
      id: 17003848100,
      first_name: 'Meera',
      last_name: 'Iyer',
      email: 'meera.iyer@example.in',
      mobile_number: '+91 98450 12345',
      links: {
        conversations: '/crm/sales/contacts/17003848100/conversations/all?include=email_conversation_recipients',
      },
      subscription_status: 1,
      sms_subscription_status: 2,
      custom_field: { cf_product_interest: 'Fleet tracking for 30 trucks' },
    },
  };

  it('keeps them out and the answer in', () => {
    const { notes } = readInput(body, 'IN');
    expect(notes).to.contain('Fleet tracking for 30 trucks');
    expect(notes).not.to.contain('/crm/sales');
    expect(notes).not.to.contain('subscription_status');
  });
});

// Session 37's class (a home-services marketplace's lead, probed from its documented shape): a record's object id as
// the key's last word (`leadOid`, `srOid`) is the tool's id, out of the brief like `leadId`. Invented body.
describe("Reader: a record's object id (`leadOid`) is the tool's", () => {
  it('leaves leadOid and srOid out and keeps the task', () => {
    const body = {
      leadOid: '184003228',
      srOid: '110932018',
      firstName: 'Carla',
      lastName: 'Nunez',
      primaryPhone: '5125550139',
      taskName: 'Install Ceiling Fan',
    };
    const { notes } = readInput(body, 'US');
    expect(notes).to.include('Install Ceiling Fan');
    expect(notes).not.to.include('184003228').and.not.to.include('110932018');
  });
});

// Session 37's class (a course platform's sale, probed from its documented shape): when the payment was approved
// (`approved_date`) is the tool's time, out of the brief as `paid_at` is; the product stays. Invented body.
describe("Reader: when a payment was approved is the tool's time", () => {
  it('leaves approved_date out', () => {
    const body = {
      Customer: { full_name: 'Renata Alves', mobile: '+55 21 99876-5432' },
      Product: { product_name: 'Mentoria Finanças Pessoais' },
      approved_date: '2026-11-30 14:23',
    };
    const { notes } = readInput(body, 'BR');
    expect(notes).to.include('Mentoria Finanças Pessoais').and.not.to.include('14:23');
  });
});
