import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 24's classes, each on an invented body first. Made-up people and businesses.

describe("Reader: a business's contact written in one line beside the person is someone else's", () => {
  it("keeps a booking's location line (a practice's name, street and phone) out of the brief", () => {
    const lead = readInput(
      {
        firstName: 'Maren',
        lastName: 'Holt',
        phone: '(503) 555-0148',
        email: 'maren.holt@fastmail.com',
        type: 'Initial consultation',
        where: 'Cedar Grove Dental — 1180 Pine Ave, Suite 4, Portland, OR 97205 · (503) 555-0199',
        notes: 'Chipped a molar last week',
      },
      'US',
    );
    expect(lead.phone).to.equal('+15035550148');
    expect(lead.notes).to.contain('Chipped a molar last week');
    expect(lead.notes).to.contain('Initial consultation');
    expect(lead.notes).not.to.contain('Cedar Grove Dental');
    expect(lead.notes).not.to.contain('555-0199');
  });
  it('keeps an office line under a booking object (a name, a floor, a street, a reception number) out', () => {
    const lead = readInput(
      {
        booking: {
          subject: 'Mortgage review',
          venue_text: 'Kestrel Mortgage Partners, Level 3, 22 Harbour Rd, Wellington 6011 — reception 04 555 0172',
        },
        form_submission: { name: 'Tane Walker', email: 'tane.walker@xtra.co.nz', phone: '021 555 0193' },
      },
      'NZ',
    );
    expect(lead.name).to.equal('Tane Walker');
    expect(lead.notes).to.contain('Mortgage review');
    expect(lead.notes).not.to.contain('Kestrel Mortgage Partners');
  });
  it("keeps a person's message naming another number: their words", () => {
    const lead = readInput(
      {
        name: 'Ivo Brandt',
        email: 'ivo.brandt@posteo.de',
        phone: '+49 171 5550123',
        message: 'Please call my wife on +49 171 5550188 after six, she handles the renovation',
      },
      'DE',
    );
    expect(lead.notes).to.contain('Please call my wife on +49 171 5550188 after six');
  });
  it("keeps the person's own address line holding their own number", () => {
    const lead = readInput(
      {
        name: 'Ruth Ames',
        email: 'ruth.ames@gmail.com',
        phone: '(617) 555-0131',
        site_address: 'Ames Residence, 14 Elm St, Salem, MA 01970 (617) 555-0131',
      },
      'US',
    );
    expect(lead.notes).to.contain('14 Elm St');
  });
  it("keeps an answer to a question holding someone's line: the person's answer", () => {
    const lead = readInput(
      {
        name: 'Noah Feld',
        email: 'noah.feld@gmail.com',
        answers: [{ question: 'Who referred you?', answer: 'Dr. Lena Marsh, Marsh Family Clinic (312) 555-0107' }],
      },
      'US',
    );
    expect(lead.notes).to.contain('Marsh Family Clinic');
  });
});

describe("Reader: the person's own address again in someone else's object makes that object the person's", () => {
  it("reads a checkout's form passed through under the merchant's key (its name and phone), beside the payer's email", () => {
    const lead = readInput(
      {
        order_id: 'ord_5512_1764331491',
        order_status: 'approved',
        amount: '18000',
        sender_email: 'Anahit.Sargsyan@gmail.com',
        merchant_data: JSON.stringify({
          shop: {
            Անուն: 'Արարատ Հյուրանոց',
            Հեռախոս: '+374 10 555 010',
            Էլփոստ: 'booking@ararat-hotel.am',
          },
          form: {
            'Անուն Ազգանուն': 'Անահիտ Սարգսյան',
            Հեռախոս: '091 555 123',
            Էլփոստ: 'Anahit.Sargsyan@gmail.com',
            Ցանկություն: 'Ուշ ժամանում, կեսգիշերից հետո',
          },
        }),
      },
      'AM',
    );
    expect(lead.phone).to.equal('+37491555123');
    expect(lead.email).to.equal('Anahit.Sargsyan@gmail.com');
    expect(lead.notes).to.contain('Ուշ ժամանում, կեսգիշերից հետո');
    expect(lead.notes).not.to.contain('booking@ararat-hotel.am');
  });
  it("keeps a host's object someone else's when it holds an address of their own", () => {
    const lead = readInput(
      {
        invitee: { email: 'lars.berg@gmail.com' },
        host: { name: 'Mette Dahl', email: 'mette@fjordstudio.no', phone: '+47 22 55 50 10' },
      },
      'NO',
    );
    expect(lead.email).to.equal('lars.berg@gmail.com');
    expect(lead.phone).to.equal(null);
    expect(lead.name).to.equal(null);
  });
});

describe("Reader: a chat's turns carrying the person's whole name under a key naming nothing are the person's side", () => {
  it("tells a transcript's sides apart by the writer's name beside one-letter side codes", () => {
    const lead = readInput(
      {
        event: 'chat:end',
        visitor: { name: 'Tobias Lindqvist', email: 'tobias.lindqvist@telia.se' },
        transcript: [
          { from: { k: 'o', d: 'Freja (Nordhamn)' }, body: 'Hej! How can we help with your boat today?' },
          { from: { k: 'c', d: 'Tobias Lindqvist' }, body: 'Looking for winter storage for a 28 ft sailboat' },
          { from: { k: 'o', d: 'Freja (Nordhamn)' }, body: 'Indoor storage is 4 900 kr a month, outdoor less.' },
          { from: { k: 'c', d: 'Tobias Lindqvist' }, body: 'Indoor please, from mid October' },
        ],
      },
      'SE',
    );
    expect(lead.notes).to.contain('Looking for winter storage for a 28 ft sailboat');
    expect(lead.notes).to.contain('Indoor please, from mid October');
    expect(lead.notes).not.to.contain('Freja (Nordhamn)');
    expect(lead.notes).not.to.contain('4 900 kr a month');
  });
  // Session 28: a turn naming the person as whom it went to (`to`, `receiver`) is the other side's reply, not a sign the
  // sides are mixed; until then the person's name under `to` left the sides untold (the greeting stayed in the brief).
  const turns = (on: string) => [
    { from: { k: 'o', d: 'Freja' }, [on]: 'Tobias Lindqvist', body: 'Hej! How can we help with your boat today?' },
    { from: { k: 'c', d: 'Tobias Lindqvist' }, [on]: 'Freja', body: 'Looking for winter storage for a 28 ft sailboat' },
  ];
  const visitor = { name: 'Tobias Lindqvist', email: 'tobias.lindqvist@telia.se' };
  it("leaves sides untold when the person's name sits in both sides' turns", () => {
    const lead = readInput({ visitor, transcript: turns('about') }, 'SE');
    expect(lead.notes).to.contain('Looking for winter storage for a 28 ft sailboat');
    expect(lead.notes).to.contain('How can we help with your boat today?');
  });
  it("tells the sides apart when the other side's turn names the person as whom it went to", () => {
    const lead = readInput({ visitor, transcript: turns('to') }, 'SE');
    expect(lead.notes).to.contain('Looking for winter storage for a 28 ft sailboat');
    expect(lead.notes).not.to.contain('How can we help with your boat today?');
  });
});

describe("Reader: a name flat beside the person's contact, keyed by the prefix of a contact that lost, is that group's", () => {
  it("keeps a teacher's flat block (`prov_name`, `prov_phone`, `prov_email`) from naming the person", () => {
    const lead = readInput(
      {
        prov_name: 'Noa Shalev',
        prov_phone: '03-5550199',
        prov_email: 'noa.shalev.pilates@gmail.com',
        Response: '000',
        sum: '600.00',
        contact: 'Dana Levi',
        email: 'dana.levi@walla.co.il',
        phone: '050-555-0123',
        remarks: 'First time on a reformer',
      },
      'IL',
    );
    expect(lead.name).to.equal('Dana Levi');
    expect(lead.phone).to.equal('+972505550123');
    expect(lead.notes).to.contain('First time on a reformer');
    expect(lead.notes).not.to.contain('Noa Shalev');
  });
  it("keeps the person's own billing name beside a billing phone that lost to a mobile", () => {
    const lead = readInput(
      {
        billing_name: 'Dana Levi',
        billing_phone: '03-5550177',
        mobile: '050-555-0123',
        email: 'dana.levi@walla.co.il',
      },
      'IL',
    );
    expect(lead.name).to.equal('Dana Levi');
  });
});

describe("Reader: a record's own name above the contact's list keeps an answer there from naming the person", () => {
  it("reads a CRM contact's name above its custom fields, not an answer under a label in Gujarati", () => {
    const lead = readInput(
      {
        contacts: {
          add: [
            {
              id: '30551207',
              name: 'ભાવેશ પટેલ',
              custom_fields: [
                { id: '88101', name: 'Phone', values: [{ value: '(416) 555-0182' }], code: 'PHONE' },
                { id: '88102', name: 'Email', values: [{ value: 'bhavesh.patel@gmail.com' }], code: 'EMAIL' },
                { id: '88103', name: 'સેવાનો પ્રકાર', values: [{ value: 'ઘર માટે સોલાર પેનલ' }] },
              ],
            },
          ],
        },
      },
      'CA',
    );
    expect(lead.name).to.equal('ભાવેશ પટેલ');
    expect(lead.notes).to.contain('ઘર માટે સોલાર પેનલ');
  });
  it('still reads a name under an unread label beside the contact when only a form title sits at the top', () => {
    const lead = readInput(
      {
        name: 'Contact form',
        fields: [
          { label: 'ਪੂਰਾ ਨਾਂ ਲਿਖੋ', value: 'Harjit Kaur Gill' },
          { label: 'Phone', value: '(604) 555-0143' },
        ],
      },
      'CA',
    );
    expect(lead.name).to.equal('Harjit Kaur Gill');
  });
});

describe("Reader: a name under a numbered key right before the contact's, in a script without capitals", () => {
  it("reads a gateway's numbered merchant fields (`mf1` name, `mf2` email), not an answer under an unread label", () => {
    const lead = readInput(
      {
        txn_ref: 'T20261128093015',
        amount: '250000',
        mobile_no: '0300 5550123',
        mf1: 'ضیاء الحق',
        mf2: 'zia.haq@yahoo.com',
        mf3: { 'گاڑی کا ماڈل': 'سوزوکی آلٹو', شہر: 'لاہور' },
      },
      'PK',
    );
    expect(lead.name).to.equal('ضیاء الحق');
    expect(lead.notes).to.contain('سوزوکی آلٹو');
  });
  it('reads no name from a numbered key two places before the contact', () => {
    const lead = readInput(
      { mobile_no: '0300 5550123', mf1: 'ضیاء الحق', mf2: 'v3-web', mf3: 'zia.haq@yahoo.com' },
      'PK',
    );
    expect(lead.name).to.equal(null);
  });
});

describe("Reader: a business block's address written as an address in any script stays out of the brief", () => {
  it("keeps a clinic block's street address (comma-separated parts, a number) with its name and phone", () => {
    const lead = readInput(
      {
        block: {
          სახელი: 'კლინიკა ვიტა',
          ტელეფონი: '+995 32 255 01 01',
          ელფოსტა: 'info@vitaclinic.ge',
          მისამართი: 'თბილისი, ჭავჭავაძის გამზირი 37, მეორე სართული',
        },
        patient: { name: 'ნინო კაპანაძე', phone: '599 55 01 23', email: 'nino.kapanadze@gmail.com' },
        შეტყობინება: 'მინდა ვიზიტი შაბათს დილით, კბილის ტკივილი მაქვს',
      },
      'GE',
    );
    expect(lead.phone).to.equal('+995599550123');
    expect(lead.notes).to.contain('მინდა ვიზიტი შაბათს დილით');
    expect(lead.notes).not.to.contain('ჭავჭავაძის');
  });
  it('keeps a message in such a block when it reads as a sentence (no number, long parts)', () => {
    const lead = readInput(
      {
        block: {
          სახელი: 'კლინიკა ვიტა',
          ტელეფონი: '+995 32 255 01 01',
          ელფოსტა: 'info@vitaclinic.ge',
          შენიშვნა: 'პაციენტს სურს ვიზიტი შაბათს დილით და ითხოვს ექიმის ზარს წინასწარ',
        },
        patient: { name: 'ნინო კაპანაძე', phone: '599 55 01 23', email: 'nino.kapanadze@gmail.com' },
      },
      'GE',
    );
    expect(lead.notes).to.contain('პაციენტს სურს ვიზიტი შაბათს დილით');
  });
});

describe("Reader: a call's duration written as an ISO 8601 duration is the tool's measure", () => {
  it('keeps `duration: "PT1M12.4S"` out of the brief beside the caller', () => {
    const lead = readInput(
      {
        from: '+1 415 555 0177',
        to: '+1 415 555 0100',
        duration: 'PT1M12.4S',
        transcription:
          'Hi this is Colm Byrne, I need a quote for gutter cleaning on a two storey house, call me back please',
      },
      'US',
    );
    expect(lead.phone).to.equal('+14155550177');
    expect(lead.notes).to.contain('gutter cleaning');
    expect(lead.notes).not.to.contain('PT1M12.4S');
  });
  it('keeps a stay the person chose, written in words, as their answer', () => {
    const lead = readInput({ name: 'Colm Byrne', email: 'colm.byrne@eircom.net', duration: 'Two weeks' }, 'IE');
    expect(lead.notes).to.contain('Two weeks');
  });
});

describe("Reader: a choice sent as codes under a group path, its labels in a form's choice lists", () => {
  const body = {
    submission: {
      _id: 7730915,
      'grp_person/full_name': 'Asha Wanjiru',
      'grp_person/phone': '0712 345 678',
      'grp_need/product': 'tank_5k',
      'grp_need/uses': 'home cattle',
      'grp_need/note': 'Tunahitaji maji ya mvua kwa mifugo wakati wa kiangazi',
      _submission_time: '2026-11-28T07:14:09',
    },
    choices: {
      product: [
        { name: 'tank_5k', label: 'Tangi la lita 5,000' },
        { name: 'tank_10k', label: 'Tangi la lita 10,000' },
      ],
      uses: [
        { name: 'home', label: 'Matumizi ya nyumbani' },
        { name: 'cattle', label: 'Mifugo' },
        { name: 'crops', label: 'Umwagiliaji wa mazao' },
      ],
    },
  };
  it('reads each code as its label, single and several, and keeps the options not chosen out', () => {
    const lead = readInput(body, 'KE');
    expect(lead.name).to.equal('Asha Wanjiru');
    expect(lead.notes).to.contain('Tangi la lita 5,000');
    expect(lead.notes).to.contain('Matumizi ya nyumbani');
    expect(lead.notes).to.contain('Mifugo');
    expect(lead.notes).to.contain('Tunahitaji maji ya mvua');
    expect(lead.notes).not.to.contain('Tangi la lita 10,000');
    expect(lead.notes).not.to.contain('Umwagiliaji wa mazao');
  });
});

describe("Reader: a group path whose group names the person reads its last segment's field", () => {
  it('reads `grp_person/phone` and `grp_person/email` as the phone and the email (`person` is a name word too)', () => {
    const lead = readInput(
      {
        'grp_person/name': 'Juma Otieno',
        'grp_person/phone': '0722 345 678',
        'grp_person/email': 'juma.otieno@gmail.com',
      },
      'KE',
    );
    expect(lead.phone).to.equal('+254722345678');
    expect(lead.email).to.equal('juma.otieno@gmail.com');
    expect(lead.name).to.equal('Juma Otieno');
  });
});

describe("Reader: a business's request mailbox (`estimates@`, `quotes@`) marks its block a card", () => {
  it("reads the person's block after a business block keyed by our own names", () => {
    const lead = readInput(
      {
        trigger: 'New Entry',
        data: { heading: 'Northshore Roofing Co', phone: '(604) 555-0100', email: 'estimates@northshoreroof.ca' },
        submission: {
          first: 'Lena',
          last: 'Moreau',
          cell: '604 555 0177',
          mail: 'lena.moreau@telus.net',
          roof: 'Cedar shakes, about 20 years old',
        },
      },
      'CA',
    );
    expect(lead.name).to.equal('Lena Moreau');
    expect(lead.phone).to.equal('+16045550177');
    expect(lead.email).to.equal('lena.moreau@telus.net');
    expect(lead.notes).to.contain('Cedar shakes');
  });
});

describe("Reader: a tool's message for its own code beside that code is the tool's", () => {
  it("keeps a gateway's response text beside its response code out of the brief", () => {
    const lead = readInput(
      {
        lm_ResponseCode: '000',
        lm_ResponseMessage: 'Thank you for paying with Lumo Wallet, your payment was successful.',
        txn_status_code: '00',
        txn_status_text: 'Captured by the acquirer',
        error: 'E000',
        error_message: 'No error, request processed',
        lm_MobileNumber: '0300 5550123',
        lm_Email: 'farah.siddiqui@gmail.com',
        lm_Description: 'Solar geyser booking fee',
        note: 'Please call after Asr, I am at work before that',
      },
      'PK',
    );
    expect(lead.notes).to.contain('Please call after Asr');
    expect(lead.notes).not.to.contain('Thank you for paying with Lumo Wallet');
    expect(lead.notes).not.to.contain('Captured by the acquirer');
    expect(lead.notes).not.to.contain('No error, request processed');
  });
  it("keeps a code's description the person chose (a reason, a product) as theirs", () => {
    const lead = readInput(
      {
        name: 'Farah Siddiqui',
        email: 'farah.siddiqui@gmail.com',
        enquiry_reason_code: 'R2',
        enquiry_reason_text: 'Kitchen remodel quote',
        product_code: 'SG-150',
        product_description: 'Solar geyser 150 litres',
      },
      'PK',
    );
    expect(lead.notes).to.contain('Kitchen remodel quote');
    expect(lead.notes).to.contain('Solar geyser 150 litres');
  });
});

describe("Reader: review24's findings in session 24's classes (each failing first)", () => {
  it("keeps a referrer sharing the family's address someone else's (copied-records: the person's object is no pass-through)", () => {
    const lead = readInput(
      {
        name: 'Eva Novak',
        email: 'novak.family@gmail.com',
        message: 'Looking for a 2 bed flat near the river',
        referrer: { name: 'Paul Novak', phone: '+420 602 555 118', email: 'novak.family@gmail.com' },
      },
      'CZ',
    );
    expect(lead.phone).to.equal(null);
    expect(lead.notes).not.to.contain('Paul Novak');
  });
  it("keeps a salesperson's object holding the lead's address again the salesperson's", () => {
    const lead = readInput(
      {
        lead: { name: 'Mark Allen', email: 'mark.allen@gmail.com' },
        assigned_to: { name: 'Mark Allen', email: 'mark.allen@gmail.com', phone: '+1 415 555 0101', role: 'Sales' },
        notes: 'Wants a demo',
      },
      'US',
    );
    expect(lead.phone).to.equal(null);
  });
  it("keeps an emergency contact sharing the family's address out of the brief", () => {
    const lead = readInput(
      {
        email: 'thepatels@gmail.com',
        first_name: 'Ravi',
        last_name: 'Patel',
        phone: '(312) 555-0144',
        emergency_contact: {
          name: 'Priya Patel',
          phone: '(312) 555-0199',
          email: 'thepatels@gmail.com',
          relationship: 'Wife',
        },
      },
      'US',
    );
    expect(lead.phone).to.equal('+13125550144');
    expect(lead.notes).not.to.contain('Priya Patel');
  });
  it("keeps the person's messages when the business's turns name them under a recipient's key", () => {
    const lead = readInput(
      {
        visitor: { name: 'Tobias Lindqvist', email: 'tobias.lindqvist@telia.se' },
        transcript: [
          { from: 'o', to: 'Tobias Lindqvist', body: 'Hej! How can we help with your boat today?' },
          { from: 'c', body: 'Looking for winter storage for a 28 ft sailboat' },
          { from: 'o', to: 'Tobias Lindqvist', body: 'Indoor storage is 4 900 kr a month, outdoor less.' },
          { from: 'c', body: 'Indoor please, from mid October' },
        ],
      },
      'SE',
    );
    expect(lead.notes).to.contain('Looking for winter storage for a 28 ft sailboat');
    expect(lead.notes).to.contain('Indoor please, from mid October');
  });
  for (const [name, body] of [
    ['a message in capitals naming a work number', { message: 'PLEASE CALL ME AT WORK ON (555) 201-9987 BEFORE 3PM' }],
    ['a message in title case naming a cell number', { comments: 'Call My Cell 555-201-9987 Anytime Thanks' }],
    [
      "a caller's transcription in capitals",
      { transcription: 'HI THIS IS GARY MILLS CALLING ABOUT THE FURNACE REPAIR CALL ME BACK AT 217 555 0190' },
    ],
    [
      "the person's own shipping line holding their name and another number",
      { shipping: 'Gary Mills, Mills Family Farm, 4410 County Rd 9, Chatham IL 62629, Tel (217) 555-0190' },
    ],
  ] as const)
    it(`keeps ${name} in the brief (no one else's contact line)`, () => {
      const lead = readInput(
        { name: 'Gary Mills', email: 'gary.mills@aol.com', phone: '(555) 201-4433', ...body },
        'US',
      );
      expect(lead.notes).to.contain(Object.values(body)[0].slice(0, 24));
    });
  it("keeps the person's own firm's details line (the firm their work address is on) in the brief", () => {
    const lead = readInput(
      {
        first_name: 'Priya',
        last_name: 'Nair',
        email: 'priya@northwindtraders.co.uk',
        phone: '07700 900123',
        company_details: 'Northwind Traders Ltd, 12 King Street, Leeds LS1 2HL, Tel 0113 496 0321',
        enquiry: 'We need 40 desks fitted by March',
      },
      'GB',
    );
    expect(lead.notes).to.contain('Northwind Traders Ltd, 12 King Street');
  });
  it("keeps the person's own name under a prefix of theirs when their other number lost (tenant_name, tenant_phone)", () => {
    const lead = readInput(
      {
        tenant_name: 'Grace Okafor',
        tenant_phone: '020 7946 0101',
        phone: '07700 900123',
        email: 'grace.okafor@gmail.com',
        message: 'Is the flat still available?',
      },
      'GB',
    );
    expect(lead.name).to.equal('Grace Okafor');
  });
  it("keeps a B2B lead's own restaurant (restaurant_name, restaurant_phone, restaurant_address) in the brief", () => {
    const lead = readInput(
      {
        first_name: 'Tom',
        last_name: 'Reyes',
        email: 'tom@reyesbistro.com',
        phone: '(415) 555-0123',
        restaurant_name: 'Reyes Bistro',
        restaurant_phone: '(415) 555-0188',
        restaurant_address: '88 Valencia St, San Francisco',
        pos_interest: 'Need a POS with table ordering',
      },
      'US',
    );
    expect(lead.notes).to.contain('Reyes Bistro');
    expect(lead.notes).to.contain('88 Valencia St');
  });
});

describe("Reader: values under keys qualified by a tool's user stay the person's", () => {
  it("keeps a sender's company and a user's answer under keys qualified by the tool's user (not the user's name)", () => {
    const lead = readInput(
      {
        SENDER_NAME: 'Ramesh Kumar Gupta',
        SENDER_MOBILE: '+91-9812345671',
        SENDER_COMPANY: 'Gupta Cold Storage',
        'tag:User:Tobacco': 'Non-smoker',
      },
      'IN',
    );
    expect(lead.notes).to.contain('Gupta Cold Storage');
    expect(lead.notes).to.contain('Non-smoker');
  });
});

describe("Reader: a record's code in digits (`ConfirmationCode`, `approval_code`) is the tool's", () => {
  it('keeps a clearing service confirmation and approval codes out of the brief, and a promo code in it', () => {
    const lead = readInput(
      {
        contact: 'Yael Mizrahi',
        email: 'yael.mizrahi@walla.co.il',
        phone: '050-555-0177',
        ConfirmationCode: '0915532',
        approval_code: '551203',
        promo_code: 'SPRING25',
        remarks: 'First lesson on a weekday morning please',
      },
      'IL',
    );
    expect(lead.notes).to.contain('First lesson on a weekday morning');
    expect(lead.notes).not.to.contain('0915532');
    expect(lead.notes).not.to.contain('551203');
  });
});

describe("Reader: a key holding its groups as a colon path reads its last segment's field", () => {
  it("reads a call tracker's `tag:User:FirstName` and `tag:User:LastName` as the caller's name, not a publisher's", () => {
    const lead = readInput(
      {
        callerId: '+13055550188',
        campaignName: 'Medicare - FL - Inbound',
        publisherName: 'BrightPath Media',
        'tag:User:FirstName': 'Ines',
        'tag:User:LastName': 'Delgado',
        'tag:User:Comments': 'Wants a plan with dental',
      },
      'US',
    );
    expect(lead.name).to.equal('Ines Delgado');
    expect(lead.notes).to.contain('Wants a plan with dental');
  });
});

describe("Reader: review24b's findings (each failing first)", () => {
  const read = (body: Record<string, unknown>, country = 'US') => readInput(body, country);
  it("keeps a thing's description beside its kind, an event's details and a reply's text as the person's", () => {
    const lead = read({
      name: 'Maria Lopez',
      phone: '(512) 555-0147',
      project_type: 'Kitchen',
      project_type_description: 'Full remodel of a 1970s kitchen, new cabinets and an island',
      event: 'wedding',
      event_details: 'About 120 guests, outdoor ceremony in June',
      answer: '4',
      answer_text: 'The staff were unfriendly, please call me',
      status: 'urgent',
      status_description: 'Burst pipe in the basement, water is 5cm deep',
    });
    for (const text of ['Full remodel', 'About 120 guests', 'The staff were unfriendly', 'Burst pipe in the basement'])
      expect(lead.notes).to.contain(text);
  });
  it("takes a person's name from an unread label below a CRM deal's title, not the title", () => {
    const lead = read(
      {
        leads: {
          add: [
            {
              id: '7781',
              name: 'Kitchen Remodel',
              custom_fields: [
                { id: '1', name: 'Phone', values: [{ value: '(416) 555-0182' }] },
                { id: '2', name: 'ਪੂਰਾ ਨਾਂ', values: [{ value: 'Harjit Kaur Gill' }] },
              ],
            },
          ],
        },
      },
      'CA',
    );
    expect(lead.name).to.equal('Harjit Kaur Gill');
  });
  it("reads no plan nor a firm as a name under a numbered key before the contact's (its words not the address's)", () => {
    expect(
      read({ order_id: 'A-1182', udf1: 'Gold Plan', udf2: 'jane.roe@gmail.com', phone: '(619) 555-0111' }).name,
    ).to.equal(null);
    expect(read({ mf1: 'Acme Holdings', mf2: 'ops@acmeholdings.com', msisdn: '0300 5550123' }, 'PK').name).to.equal(
      null,
    );
  });
  it("keeps the person's own instructions and reasons in someone else's block (a sentence, not an address)", () => {
    const lead = read({
      customer: { name: 'Ben Carter', email: 'ben.carter@gmail.com', phone: '(303) 555-0100' },
      shipping: {
        name: 'Rose Carter',
        phone: '(303) 555-0177',
        address: '88 Elm St, Denver CO 80203',
        instructions: 'Gate code 4521, leave at back door, thanks',
      },
    });
    expect(lead.notes).to.contain('Gate code 4521, leave at back door');
    const french = read(
      {
        patient: { name: 'Ines Moreau', phone: '06 12 34 56 78', email: 'ines.moreau@orange.fr' },
        appointment: {
          clinic: 'Cabinet Kiné Lyon',
          clinic_phone: '04 78 00 11 22',
          motif: 'Douleur au dos, depuis 3 semaines, pire la nuit',
        },
      },
      'FR',
    );
    expect(french.notes).to.contain('Douleur au dos, depuis 3 semaines');
  });
  it('keeps a rental length the person booked, written in ISO 8601 weeks', () => {
    const lead = read(
      { name: 'Kofi Mensah', phone: '+233 24 123 4567', rental: { equipment: 'Excavator', rental_duration: 'P3W' } },
      'GH',
    );
    expect(lead.notes).to.contain('P3W');
  });
  it("keeps an emergency contact's details nested below their key someone else's", () => {
    const lead = read({
      student: { name: 'Mia Novak', phone: '(312) 555-0101', email: 'novakfamily@gmail.com' },
      emergency_contact: { details: { name: 'Petra Novak', phone: '(312) 555-0199', email: 'novakfamily@gmail.com' } },
    });
    expect(lead.phone).to.equal('+13125550101');
    expect(lead.notes).not.to.contain('Petra Novak');
  });
  it("keeps the person's shipping line (their name's words, or their address's) in the brief", () => {
    const named = read({
      order: {
        name: 'Jane Doe',
        email: 'jane.doe@gmail.com',
        phone: '(217) 555-0142',
        shipping: 'Jane A. Doe, Doe Family Farm, 4410 County Rd 9, Chatham IL 62629, Tel (217) 555-0190',
      },
    });
    expect(named.notes).to.contain('Doe Family Farm');
    const unnamed = read({
      order: {
        email: 'jane.doe@gmail.com',
        phone: '(217) 555-0142',
        shipping: 'Jane Doe, Doe Family Farm, 4410 County Rd 9, Chatham IL 62629, Tel (217) 555-0190',
      },
    });
    expect(unnamed.notes).to.contain('Doe Family Farm');
  });
  it("keeps a practice's line out when the person's name is a part of a word in it (`Ann`, `Annapolis`)", () => {
    const lead = read({
      first_name: 'Ann',
      phone: '(410) 555-0142',
      message: 'Do you take new patients?',
      location: 'Annapolis Family Dental, 12 Main St, Annapolis MD 21401 · (410) 555-0199',
    });
    expect(lead.notes).not.to.contain('Annapolis Family Dental');
  });
});

describe("Reader: a phone's country code under a key naming the phone first (`phoneNumberCountryCode`)", () => {
  it('joins the calling code to the national number beside it', () => {
    const lead = readInput(
      {
        customer: {
          firstName: 'Sigrun',
          lastName: 'Olafsdottir',
          email: 'sigrun.olafs@gmail.com',
          mobileNumberCountryCode: '354',
          mobileNumber: '6123456',
        },
      },
      'US',
    );
    expect(lead.phone).to.equal('+3546123456');
  });
  it("reads an address's country code beside a phone as no calling code", () => {
    const lead = readInput({ name: 'Sigrun Olafsdottir', phone: '+354 612 3456', address_country_code: 'IS' }, 'IS');
    expect(lead.phone).to.equal('+3546123456');
    expect(lead.notes).to.contain('IS');
  });
});

describe("Reader: review24c's findings (each failing first)", () => {
  it("keeps a repair form's fault codes and the person's descriptions of them", () => {
    const lead = readInput({
      name: 'Ana Silva',
      phone: '(415) 555-0142',
      fault: 'F28',
      fault_details: 'No hot water since Monday',
      error_code: 'E24',
      error_description: 'Dishwasher beeps and stops mid-cycle',
    });
    for (const text of ['F28', 'No hot water since Monday', 'E24', 'Dishwasher beeps and stops mid-cycle'])
      expect(lead.notes).to.contain(text);
  });
  it("keeps a chat widget's user (the visitor) and an account's name in the brief when no name was chosen", () => {
    const lead = readInput({
      user: 'Maria Lopez',
      account: { name: 'Northwind Traders' },
      visitor: { phone: '+1 415 555 0142' },
    });
    expect(lead.notes).to.contain('Maria Lopez');
    expect(lead.notes).to.contain('Northwind Traders');
  });
  it('keeps an order code the person typed under a question', () => {
    const lead = readInput({
      name: 'Ana Silva',
      phone: '(415) 555-0142',
      'Your order code': 'AB12CD',
      question: 'Do you deliver?',
    });
    expect(lead.notes).to.contain('AB12CD');
  });
});

describe("Reader: a name sharing the prefix of both the chosen phone and email is that contact set's", () => {
  it("reads a parent's name beside the parent's email and mobile, not the pupil's keyed as a student", () => {
    const lead = readInput(
      {
        'Parent name': 'Amina Haddad',
        'Parent email': 'amina.haddad@gmail.com',
        'Parent mobile': '06 12 34 56 70',
        'Student name': 'Lina Haddad',
        'Class requested': 'CM2',
      },
      'FR',
    );
    expect(lead.name).to.equal('Amina Haddad');
    expect(lead.notes).to.contain('Lina Haddad');
  });
  it("still reads a student's own name when only the email is the parent's", () => {
    const lead = readInput(
      { student_name: 'Lina Haddad', student_phone: '06 12 34 56 71', parent_email: 'amina.haddad@gmail.com' },
      'FR',
    );
    expect(lead.name).to.equal('Lina Haddad');
  });
});

describe("Reader: review24d's findings (each failing first)", () => {
  it("joins no mobile network's country code (MCC) nor someone else's calling code to the person's phone", () => {
    const mcc = readInput({
      name: 'Dana Whitfield',
      mobile: '4155550142',
      mobile_country_code: '310',
      mobile_network_code: '260',
      email: 'dana.w@gmail.com',
    });
    expect(mcc.phone).to.equal('+14155550142');
    const agent = readInput({
      first_name: 'Ravi',
      last_name: 'Menon',
      phone: '4155550142',
      agent_phone_country_code: '91',
      email: 'ravi@menon.in',
    });
    expect(agent.phone).to.equal('+14155550142');
  });
  it("keeps the person's name when the chosen phone and email are a dealer's or an office's (their prefix)", () => {
    const dealer = readInput({
      customer_name: 'Maria Lopez',
      dealer_name: 'Bob Smith Toyota',
      dealer_phone: '5125550100',
      dealer_email: 'sales@bobsmithtoyota.com',
    });
    expect(dealer.name).to.equal('Maria Lopez');
  });
  it("keeps record numbers under title-case keys and a three-word confirmation code the tool's", () => {
    const lead = readInput({
      name: 'Maria Lopez',
      phone: '(512) 555-0147',
      'Order Number': '100234',
      'Invoice Number': '884123',
      booking_confirmation_code: '88412377',
    });
    for (const code of ['100234', '884123', '88412377']) expect(lead.notes).not.to.contain(code);
  });
});
