import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

// Session 25's classes, each on an invented body first. Made-up people and businesses.

describe("Reader: a business's contact stands in no longer once the person writes their own", () => {
  // A review site's quote request: the business's block under a key naming no party, the person's contact only in their
  // message (the lead's own object holds a display name cut short).
  const body = {
    business: {
      id: 'bz_7781',
      name: 'Summit Gutter Works',
      phone: '+13035550148',
      email: 'hello@summitgutterworks.com',
    },
    request: {
      id: 'rq_99120',
      category: 'Gutter cleaning',
      customer: { display_name: 'Dana R.' },
      details: 'Two-story house, gutters overflow at the back corner',
    },
    messages: [
      { from: 'customer', body: "Hello, I'm Dana Reyes. Please reach me at (720) 555-0163 or dana.reyes@proton.me" },
      { from: 'business', body: 'Thanks Dana, we can come Tuesday, the visit costs $95.' },
    ],
  };

  it('takes the email the person wrote in their message before the business’s email field', () => {
    expect(personOf(body)).to.deep.equal({
      name: 'Dana Reyes',
      phone: '+17205550163',
      email: 'dana.reyes@proton.me',
    });
  });

  it("keeps the business's own values out of the brief, and the person's words in it", () => {
    const { notes } = readInput(body);
    expect(notes).to.contain('Gutter cleaning');
    expect(notes).to.contain('gutters overflow at the back corner');
    expect(notes).not.to.contain('Summit Gutter Works');
    expect(notes).not.to.contain('hello@summitgutterworks.com');
  });

  it("still uses the business's contact when the person wrote none of their own", () => {
    const lead = personOf({
      business: { name: 'Summit Gutter Works', phone: '+13035550148', email: 'hello@summitgutterworks.com' },
      messages: [{ from: 'customer', body: 'Do you clean gutters on two-story houses?' }],
    });
    expect(lead.phone).to.equal('+13035550148');
  });
});

describe("Reader: a display name cut to an initial is the person's, shown short", () => {
  // A marketplace's thread: the person's display name cut short, their whole name, number and address in their first
  // turn, the business's reply in the second; the request's answers in the lead's own object.
  const body = {
    business: { name: 'Oak & Iron Fencing', phone: '+15125550140', email: 'quotes@oakironfencing.com' },
    request: {
      requester: { display_name: 'Priya S.' },
      answers: { fence_type: 'Cedar privacy fence', length_ft: '120 ft' },
    },
    thread: [
      { sender_name: 'Priya S.', text: "Hi there, I'm Priya Sharma. Text me at 512-555-0177 or priya.sharma@hey.com" },
      {
        sender_name: 'Tom from Oak & Iron Fencing',
        text: 'Thanks Priya! A site visit costs $75, credited to the job.',
      },
    ],
  };

  it('takes the whole name the person wrote, filling out their display name', () => {
    expect(personOf(body)).to.deep.equal({
      name: 'Priya Sharma',
      phone: '+15125550177',
      email: 'priya.sharma@hey.com',
    });
  });

  it("keeps the request's answers in the brief and the business's reply out of it", () => {
    const { notes } = readInput(body);
    expect(notes).to.contain('Cedar privacy fence');
    expect(notes).to.contain('120 ft');
    expect(notes).not.to.contain('site visit costs $75');
    expect(notes).not.to.contain('Oak & Iron Fencing');
  });

  it('never fills out a name whose given name differs, nor one not cut to an initial', () => {
    const other = structuredClone(body);
    other.request.requester.display_name = 'Anita S.';
    other.thread[0].sender_name = 'Anita S.';
    expect(personOf(other).name).to.equal('Anita S.');
    const whole = structuredClone(body);
    whole.request.requester.display_name = 'Priya';
    whole.thread[0].sender_name = 'Priya';
    expect(personOf(whole).name).not.to.equal('Priya Sharma');
  });
});

describe('Reader: a contact under keys that are only ids, its name and phone beside its email', () => {
  // A form-encoded post of an enterprise form tool: every field under its id (`tfa_1`…), no label asks for anything.
  const body = {
    fb_dbFormId: '5049213',
    fb_1: 'Nadia',
    fb_2: 'Kowalczyk-Brown',
    fb_3: 'nadia.kb@fastmail.com',
    fb_4: '(503) 555-0162',
    fb_10: 'Evening MBA',
    fb_11: 'Working full time, need evening classes',
  };

  it('reads the first and last name before the email and the phone after it', () => {
    expect(personOf(body)).to.deep.equal({
      name: 'Nadia Kowalczyk-Brown',
      phone: '+15035550162',
      email: 'nadia.kb@fastmail.com',
    });
  });

  it("keeps the person's answers in the brief", () => {
    expect(readInput(body).notes).to.contain('Working full time, need evening classes');
  });
});

describe('Reader: a middle name sent flat beside the first and last name joins them', () => {
  it("reads a Dutch surname's particle under a middle name's key, in the name's order", () => {
    const lead = readInput(
      {
        order: {
          number: 'ORD10428',
          email: 'femke.vries@kpnmail.nl',
          firstname: 'Femke',
          middlename: 'de',
          lastname: 'Vries',
          mobile: '06 12345678',
          comment: 'Graag levering voor 7:00 uur',
        },
      },
      'NL',
    );
    expect(lead.name).to.equal('Femke de Vries');
    expect(lead.notes).not.to.contain('middlename');
  });

  it('reads a middle name or initial between the first and the last', () => {
    expect(
      personOf({ first_name: 'Maya', middle_name: 'Grace', last_name: 'Okafor', email: 'maya.okafor@gmail.com' }).name,
    ).to.equal('Maya Grace Okafor');
    expect(
      personOf({ FirstName: 'Ravi', MiddleInitial: 'K.', LastName: 'Menon', Email: 'ravi.menon@outlook.com' }).name,
    ).to.equal('Ravi K. Menon');
  });

  it("never joins a middle name of someone else's record to the person's name", () => {
    expect(
      personOf({
        first_name: 'Maya',
        last_name: 'Okafor',
        email: 'maya.okafor@gmail.com',
        spouse: { first_name: 'Tunde', middle_name: 'Ade', last_name: 'Okafor' },
      }).name,
    ).to.equal('Maya Okafor');
  });
});

describe("Reader: a phone under a label no vocabulary reads, beside the person's labelled email, by its shape", () => {
  it("reads the number written as a phone in the patient's own object, not the clinic's nor the doctor's", () => {
    const lead = readInput(
      {
        details: { പേര്: 'സെന്റ് മേരീസ് ക്ലിനിക്', ഫോൺ: '0484 240 1199', ഇമെയിൽ: 'desk@stmarys.example.in' },
        appointment: { slot: '2025-03-18 10:30', doctor: { name: 'ഡോ. ആനി ജോസഫ്', mobile: '94470 11111' } },
        patient: {
          പേര്: 'രേഖ നായർ',
          മൊബൈൽ: '98470 22334',
          ഇമെയിൽ: 'rekha.nair@rediffmail.com',
          ലക്ഷണങ്ങൾ: 'തലവേദന, രണ്ടാഴ്ചയായി',
        },
      },
      'IN',
    );
    expect(lead.phone).to.equal('+919847022334');
    expect(lead.notes).to.contain('തലവേദന');
  });

  it('reads no number that is not written as a phone there (an id, a count)', () => {
    const lead = readInput(
      { patient: { പേര്: 'രേഖ നായർ', ഇമെയിൽ: 'rekha.nair@rediffmail.com', രജി: '9847022334' } },
      'IN',
    );
    expect(lead.phone).to.equal(null);
  });
});

describe("review25's findings on session 25's classes", () => {
  it("keeps a record's email and name when the person's number comes from their words", () => {
    const lead = personOf({
      lead_type: 'Home valuation',
      seller: { name: 'Marta Kowalski', phone: '+14155550111', email: 'marta.k@gmail.com' },
      comments: 'Thinking of selling this spring. Best reach me on my cell: 415-555-0188',
    });
    expect(lead).to.deep.equal({ name: 'Marta Kowalski', phone: '+14155550188', email: 'marta.k@gmail.com' });
  });

  it("keeps a form's generic-keyed answers, and a B2B lead's own firm's contact, in the brief", () => {
    const answers = readInput(
      {
        'name-1': 'Lerato Dlamini',
        'email-1': 'lerato.dlamini@webmail.co.za',
        'phone-1': '083 555 0199',
        'text-1': 'Kitchen remodel',
        'text-2': '2025-06-01',
        'text-3': 'thabo.dlamini@webmail.co.za',
        'text-4': 'Open plan, island with seating for four',
      },
      'ZA',
    ).notes;
    expect(answers).to.contain('Kitchen remodel');
    expect(answers).to.contain('island with seating for four');
    const firm = readInput(
      {
        input_1: 'Jo Bloggs',
        input_2: 'jo.bloggs@gmail.com',
        input_3: '07700 900123',
        field_1: 'Bloggs Joinery Ltd',
        field_2: '01632 960555',
        field_3: 'office@bloggsjoinery.co.uk',
        field_4: 'Need 40 sash windows refurbished before March',
      },
      'GB',
    ).notes;
    expect(firm).to.contain('office@bloggsjoinery.co.uk');
    expect(firm).to.contain('Need 40 sash windows refurbished');
  });

  it("never takes a colleague's name cut to an initial for the person's when their whole name is there", () => {
    const turns = readInput({
      lead: { name: 'Maria Garcia', phone: '+13055550111' },
      conversation: [
        { sender_name: 'Maria G.', text: 'Hola Maria! Our office line is 305-555-0190, the viewing fee is $50.' },
        { sender_name: 'Maria Garcia', text: 'Looking for a 2BR condo in Brickell under 500k, pets allowed' },
      ],
    }).notes;
    expect(turns).to.contain('2BR condo in Brickell');
    expect(turns).not.to.contain('305-555-0190');
    const staff = readInput({
      contact: { name: 'Maria Garcia', phone: '+13055550111', email: 'maria.garcia@gmail.com' },
      assigned_to: { name: 'Maria G.', email: 'mgonzalez@sunrealty.com', title: "Buyer's agent" },
      inquiry: 'Looking for a 2BR condo in Brickell under 500k',
    }).notes;
    expect(staff).not.to.contain("Buyer's agent");
  });

  it('reads a reply naming the person with a possessive ("This is Kenji\'s quote") as greeting them', () => {
    const notes = readInput({
      customer: { name: 'Kenji Watanabe', phone: '+12065550123' },
      messages: [
        { side: 'u1', body: 'Need three bedrooms painted next month' },
        {
          side: 'u2',
          body: "Hello! This is Kenji's quote from Pro Painters: $1,200 for the rooms, office 206-555-0100",
        },
      ],
    }).notes;
    expect(notes).to.contain('three bedrooms painted');
    expect(notes).not.to.contain('206-555-0100');
  });
});

describe("review25b's findings on session 25's classes", () => {
  it('reads no date, year range nor id number under a key that is only an id as the phone, and no yes/no as the name', () => {
    for (const [sent, country] of [
      ['2019 - 2024', 'DE'],
      ['1985-03-12', 'DE'],
      ['123.456.789-09', 'BR'],
      ['1234 5678 9012', 'IN'],
    ]) {
      const lead = readInput({ tfa_1: 'Ana', tfa_2: 'Ruiz', tfa_3: 'ana.ruiz@gmail.com', tfa_4: sent }, country);
      expect(lead.phone, sent).to.equal(null);
      expect(lead.notes, sent).to.contain(sent);
    }
    const replies = readInput({ tfa_1: 'Yes', tfa_2: 'No', tfa_3: 'ana.ruiz@gmail.com' });
    expect(replies.name).to.equal(null);
    const words = readInput({
      tfa_1: 'Policy',
      tfa_2: 'Renewal',
      tfa_3: 'ana.ruiz@gmail.com',
      tfa_5: 'My name is Ana Ruiz, call me at 646 555 0190',
    });
    expect(words.name).to.equal('Ana Ruiz');
  });

  it("reads no business's line, birth date nor office line under unread labels as the person's phone", () => {
    expect(
      personOf(
        {
          name: 'Nimal Perera',
          email: 'nimal.perera@gmail.com',
          business: { name: 'Lanka Motors' },
          'ව්‍යාපාර දුරකථනය': '011 234 5678',
        },
        'LK',
      ).phone,
    ).to.equal(null);
    expect(personOf({ name: 'Somchai Dee', email: 'somchai.d@gmail.com', วันเกิด: '12-03-1985' }, 'TH').phone).to.equal(
      null,
    );
    expect(
      personOf(
        { name: 'Anjali Nair', email: 'anjali.nair@gmail.com', ഓഫീസ്: '0484 255 0199', മൊബൈൽ: '98470 12345' },
        'IN',
      ).phone,
    ).to.equal('+919847012345');
  });

  it('joins only a middle name written as one (no reply, no seat, no other key of the word middle)', () => {
    const base = { first_name: 'Laura', last_name: 'Chen', email: 'laura.chen@gmail.com' };
    expect(personOf({ ...base, middle: 'Yes' }).name).to.equal('Laura Chen');
    expect(personOf({ ...base, middle_initial: 'none' }).name).to.equal('Laura Chen');
    expect(personOf({ ...base, seat: 'middle', middle: 'Aisle' }).name).to.equal('Laura Chen');
    expect(personOf({ ...base, middle_name: 'Laura Chen' }).name).to.equal('Laura Chen');
  });

  it("keeps a name object beside one flat name part (a pupil's first name, a pet's) the person's", () => {
    const contact = { email: 'laura.chen@gmail.com', phone: '415-555-0132' };
    expect(
      personOf({ first_name: 'Emma', age: '7', contact: { first_name: 'Laura', last_name: 'Chen' }, ...contact }).name,
    ).to.equal('Laura Chen');
    expect(
      personOf({ first_name: 'Max', pet_type: 'dog', owner: { first_name: 'Laura', last_name: 'Chen' }, ...contact })
        .name,
    ).to.equal('Laura Chen');
  });

  it("keeps an agent's reply out of the brief when the person's turn names them with a possessive", () => {
    const notes = readInput({
      name: 'Kenji Watanabe',
      phone: '415-555-0132',
      messages: [
        {
          from: 'customer',
          text: "Hi, this is Kenji's wife Aiko. He asked me to book the move for June 3, 2 bedrooms",
        },
        { from: 'agent', text: 'Great, noted!' },
      ],
    }).notes;
    expect(notes).not.to.contain('Great, noted!');
  });

  it('reads an address ended by any white space, and invents none from a part of a longer one', () => {
    expect(
      personOf(
        { name: 'Claire Dubois', message: 'Pouvez-vous me répondre à claire.dubois@orange.fr\u202f? Merci' },
        'FR',
      ).email,
    ).to.equal('claire.dubois@orange.fr');
    expect(() =>
      personOf({ name: 'Claire Dubois', message: 'my mail is claire@dubois@orange.fr lol' }, 'FR'),
    ).to.throw();
    expect(() => personOf({ name: 'Claire Dubois', message: `mail: ${'c'.repeat(70)}@orange.fr` }, 'FR')).to.throw();
  });
});

describe("review25c's findings on session 25's classes", () => {
  it("keeps a firm's typed contact item and a preference's words as they were (no contact read out of them)", () => {
    const lead = readInput({
      name: 'Ines Duarte',
      phone: '971-288-5077',
      company: { contacts: [{ type: 'phone', address: '503-555-0100' }] },
      preferences: [{ type: 'phone', reason: 'I am at work until 6, text first' }],
    });
    expect(lead.phone).to.equal('+19712885077');
    expect(lead.notes).to.contain('I am at work until 6, text first');
  });

  it("takes no business's line from an outbound call record's caller", () => {
    const lead = readInput({
      direction: 'outbound',
      call_from: '(503) 555-0100',
      call_to: '(971) 288-5077',
      agent: 'Rob Kane',
      lead: { name: 'Ines Duarte', email: 'ines@cafesol.example' },
    });
    expect(lead.phone).not.to.equal('+15035550100');
  });

  it("keeps a flat last name before a spouse's name object", () => {
    expect(
      personOf({ last_name: 'Chen', email: 'laura.chen@gmail.com', spouse: { first_name: 'David', last_name: 'Chen' } })
        .name,
    ).to.equal('Chen');
  });

  it('reads an address written after a stray `@` or before one', () => {
    expect(personOf({ name: 'Laura Chen', message: 'my email is @laura.chen@gmail.com' }).email).to.equal(
      'laura.chen@gmail.com',
    );
    expect(personOf({ name: 'Laura Chen', message: 'my email is laura.chen@gmail.com@ thanks' }).email).to.equal(
      'laura.chen@gmail.com',
    );
  });

  it('reads a name the address carries as an initial and a surname under keys that are only ids', () => {
    // A landline there is left alone: under keys naming nothing, dates and order numbers read as landlines (review25d).
    expect(
      personOf({ tfa_1: 'Hans', tfa_2: 'Müller', tfa_3: 'hans.mueller@web.de', tfa_4: '030 1234567' }, 'DE').phone,
    ).to.equal(null);
    expect(personOf({ tfa_1: 'Malik', tfa_2: 'Okafor', tfa_3: 'mokafor@gmail.com' }).name).to.equal('Malik Okafor');
  });
});

describe("review25d's findings on session 25's classes", () => {
  it('reads no date nor order number under a key that is only an id as a landline', () => {
    for (const [sent, country] of [
      ['03.05.2024', 'DE'],
      ['2024-11-18', 'DE'],
      ['1985-03-12', 'AT'],
      ['03.05.2024', 'IT'],
      ['2024-118773', 'DE'],
    ]) {
      const lead = readInput({ tfa_1: 'Hans', tfa_2: 'Müller', tfa_3: 'hans.mueller@web.de', tfa_4: sent }, country);
      expect(lead.phone, sent).to.equal(null);
    }
  });

  it('reads no answers as a name because the address holds their letters inside a word', () => {
    for (const [first, last, email] of [
      ['Car', 'Loan', 'oscar.lind@gmail.com'],
      ['Van', 'Rental', 'vanessa.ortiz@gmail.com'],
      ['Yes', 'No', 'yesenia.ortiz@gmail.com'],
    ])
      expect(personOf({ tfa_1: first, tfa_2: last, tfa_3: email }).name, first).to.equal(null);
  });

  it("keeps a name object the address names before a flat last name (a billing copy, a card holder, a parent's)", () => {
    expect(
      personOf({
        last_name: 'Smith',
        email: 'john.smith@gmail.com',
        billing: { first_name: 'John', last_name: 'Smith' },
      }).name,
    ).to.equal('John Smith');
    expect(
      personOf({
        parent: { first_name: 'Laura', last_name: 'Wong' },
        email: 'laura.wong@gmail.com',
        last_name: 'Chen',
      }).name,
    ).to.equal('Laura Wong');
  });
});

describe("review25e's findings on session 25's classes", () => {
  it('reads the name beside a phone read by its shape under ids, one value or two, as before', () => {
    expect(personOf({ field1: 'Malik', field2: 'Okafor', field3: '(415) 555-2671' }).name).to.equal('Malik Okafor');
    expect(personOf({ tfa_1: 'Malik Okafor', tfa_2: '(415) 555-2671' }).name).to.equal('Malik Okafor');
  });

  it('reads no date as a mobile under ids, in a country whose mobiles look like dates', () => {
    for (const [sent, country] of [
      ['2024-11-18', 'DK'],
      ['24.12.2023', 'LV'],
      ['21.07.1985', 'NZ'],
    ])
      expect(
        personOf({ tfa_1: 'Mette', tfa_2: 'Jensen', tfa_3: 'mette.jensen@gmail.com', tfa_5: sent }, country).phone,
        sent,
      ).to.equal(null);
  });

  it("keeps a parent's or a guardian's name object the person's beside a pupil's flat name", () => {
    for (const key of ['parent', 'guardian', 'mother'])
      expect(
        personOf({
          first_name: 'Chidi',
          last_name: 'Okafor',
          grade: '5',
          [key]: { first_name: 'Ngozi', last_name: 'Okafor' },
          email: 'mokafor@gmail.com',
        }).name,
        key,
      ).to.equal('Ngozi Okafor');
  });

  it('keeps the flat name when the address names both people', () => {
    expect(
      personOf({
        first_name: 'Malik',
        last_name: 'Okafor',
        email: 'malik.and.ana@gmail.com',
        spouse: { first_name: 'Ana', last_name: 'Reyes' },
      }).name,
    ).to.equal('Malik Okafor');
  });

  it('reads id-keyed names from an address that runs them together or adds digits', () => {
    for (const email of ['malikokafor@gmail.com', 'mokafor85@gmail.com'])
      expect(personOf({ tfa_1: 'Malik', tfa_2: 'Okafor', tfa_3: email }).name, email).to.equal('Malik Okafor');
  });
});

describe("review25f's findings on session 25's classes", () => {
  it('reads no answers as a name because the address holds a word of theirs inside another', () => {
    const lead = readInput({
      tfa_1: 'Kitchen',
      tfa_2: 'Remodel',
      tfa_3: 'remodelqueen@gmail.com',
      tfa_4: '(415) 555-2671',
    });
    expect(lead.name).to.equal(null);
    expect(lead.notes).to.contain('Kitchen');
    expect(personOf({ tfa_1: 'Okafor', tfa_2: 'Malik', tfa_3: 'malikokafor@gmail.com' }).name).to.equal(null);
  });

  it("keeps the person's flat name before a shipping or a partner's object, and a pet owner's object before the pet's", () => {
    const contact = { email: 'mokafor85@gmail.com', phone: '(415) 555-2671' };
    for (const key of ['shipping', 'partner', 'beneficiary'])
      expect(
        personOf({
          first_name: 'Malik',
          last_name: 'Okafor',
          ...contact,
          [key]: { first_name: 'Ana', last_name: 'Reyes' },
        }).name,
        key,
      ).to.equal('Malik Okafor');
    expect(
      personOf({
        first_name: 'Rex',
        last_name: 'Okafor',
        species: 'Dog',
        owner: { first_name: 'Malik', last_name: 'Okafor' },
        ...contact,
      }).name,
    ).to.equal('Malik Okafor');
  });
});
