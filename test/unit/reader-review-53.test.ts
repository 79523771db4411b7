import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 53: classes held-out set 62 found, each on an invented body.

describe("Reader (review 53): a person's record typed by a key it holds is a record, not one labelled value", () => {
  // A chat tool's person: `{type: "member", member: true, name, email, mobileNumber}`. Its type names a key it holds, as
  // a typed value's does (`{type: "email", email: "…", label: "Work"}`), so the whole record was read as one value
  // labelled by the person's name ("Mina Cho: true"), and the staff member beside it became the lead.
  it("reads the person's contact in a record whose type names one of its flags, not the staff's beside it", () => {
    const input = readInput(
      {
        event: 'push',
        message: { plainText: 'How much are 10 sessions? Weekday evenings only.' },
        refers: {
          user: {
            id: '66f29f7e',
            type: 'member',
            member: true,
            name: 'Mina Cho',
            email: 'mina.cho@example.com',
            mobileNumber: '+821047823916',
            profile: { goal: 'Weight loss' },
          },
          manager: {
            id: '227731',
            name: 'Lee Seo-yeon',
            email: 'seoyeon@fitclub.example',
            mobileNumber: '+821033330000',
            role: 'owner',
          },
        },
      },
      'KR',
    );
    expect(input).to.include({ name: 'Mina Cho', phone: '+821047823916', email: 'mina.cho@example.com' });
    expect(input.notes).to.contain('Weight loss').and.contain('10 sessions').and.not.contain('Mina Cho: true');
  });
});

describe('Reader (review 53): a mobile typed as digits under a numbered custom key beside a labelled email', () => {
  // A payment page passes its own form's answers in numbered custom fields (`custom_str1`): the phone typed as digits
  // there, the email labelled. Digits alone under a key naming only its place are the phone when exactly one such value
  // is a number a person carries in the source's country (a mobile); an amount or an id is digits alone too.
  it('takes the one mobile among digits under numbered keys', () => {
    const body = {
      payment_id: 'SG-2025-0412',
      item_name: 'Solar geyser installation',
      amount_gross: '2500.00',
      custom_str1: '0826143390',
      custom_str2: 'Randburg',
      custom_int1: '20250412',
      name_first: 'Thandiwe',
      name_last: 'Mokoena',
      email_address: 'thandi.mokoena@example.com',
      merchant_id: '10004002',
    };
    const input = readInput(body, 'ZA');
    expect(input.phone).to.equal('+27826143390');
    expect(input.notes).to.contain('Randburg').and.not.contain('0826143390');
  });

  it('takes the first of two mobiles typed as digits under numbered keys, and no amount or id', () => {
    const body = {
      custom_str1: '20250412',
      custom_str2: '0826143390',
      custom_str3: '0831234567',
      email: 't@example.com',
    };
    expect(readInput(body, 'ZA').phone).to.equal('+27826143390');
  });
});

describe("Reader (review 53): an attacker's pass over this session's first changes (bf386174, 179fbfcc)", () => {
  // Each body below read right before those commits and wrong after them.
  it('keeps the first mobile typed as digits: the same twice, or a second one (a lead refused is lost)', () => {
    const twice = { answers: { q1: 'Dana Ruiz', q2: '3125550187', q3: '3125550187', q4: 'Dryer stopped heating' } };
    expect(readInput(twice, 'US').phone).to.equal('+13125550187');
    const second = { response: { field_1: 'Priya Sharma', field_2: '9876543210', field_3: '8800123456' } };
    expect(readInput(second, 'IN').phone).to.equal('+919876543210');
  });

  it("takes numbers in the body's order, and no date written with dots", () => {
    const date = { werte: { feld_1: 'Sandra Koch', feld_2: '015112345678', feld_3: '15.03.2025', feld_4: 'Fenster' } };
    const input = readInput(date, 'DE');
    expect(input.phone).to.equal('+4915112345678');
    expect(input.notes).to.contain('15.03.2025');
    const landline = { answers: { q1: 'George Patel', q2: '07712345678', q3: '020 7946 0018', q4: 'Boiler' } };
    expect(readInput(landline, 'GB').phone).to.equal('+447712345678');
  });

  it('reads no name across digits when another value is shaped like a name', () => {
    const body = { q1: 'Hyundai Tucson', q2: '06012019', q3: '4805550111', q4: 'Kevin Brown', q5: 'Warranty quote' };
    const input = readInput(body, 'US');
    expect(input.name).not.to.equal('Hyundai Tucson');
    expect(input.notes).to.contain('Hyundai Tucson');
  });

  it('keeps the words a person picks under Type, Event or Tipo', () => {
    const notes = readInput(
      {
        contact: { name: 'Rosa Mendes', phone: '+1 312 555 0187' },
        custom_fields: [
          { label: 'Type', value: 'Buyer' },
          { label: 'Event', value: 'Party' },
          { label: 'Kind', value: 'Delivery' },
          { label: 'Typ', value: 'New' },
          { label: 'Tipo', value: 'Novo' },
          { label: 'Type', value: 'Subscription' },
          { label: 'Type', value: 'Embedded' },
        ],
      },
      'US',
    ).notes;
    for (const value of ['Buyer', 'Party', 'Delivery', 'New', 'Novo', 'Subscription', 'Embedded'])
      expect(notes).to.contain(`: ${value}`);
  });

  it("labels one answer by a typed question list's headline, or by its question's id, and keeps the list out", () => {
    const keyed = readInput({
      respondent: { name: 'Harry Wilson', email: 'harry.w@example.co.uk' },
      questions: [
        { id: 'k7', type: 'text', headline: 'Which room needs plastering?' },
        { id: 'k8', type: 'choice', headline: 'How soon?' },
      ],
      answers: { k7: 'Living room ceiling' },
    }).notes;
    expect(keyed).to.contain('Which room needs plastering?: Living room ceiling').and.not.contain('How soon');
    const referenced = readInput({
      contact: { name: 'Ana Ruiz', email: 'ana@example.com' },
      questions: [
        { id: 'q1', type: 'openText', headline: 'What should we build?' },
        { id: 'q2', type: 'choice', headline: 'When do you want to start?' },
      ],
      responses: [{ question_id: 'q1', answer: 'A deck off the kitchen' }],
    }).notes;
    expect(referenced).to.contain('What should we build?: A deck off the kitchen').and.not.contain('When do you');
  });

  it('keeps a map of quantities keyed by the answered ids: no email is answered by a number there', () => {
    const notes = readInput({
      name: 'Luca Rossi',
      email: 'luca@example.com',
      items: [
        { id: 'i1', type: 'choice', headline: { default: 'Pizza' } },
        { id: 'i2', type: 'choice', headline: { default: 'Side' } },
      ],
      answers: { i1: 'Margherita large', i2: 'Garlic bread' },
      quantities: { i1: 2, i2: 3 },
    }).notes;
    expect(notes).to.contain('Pizza: 2').and.contain('Side: 3');
  });

  it("labels a field by its definition's name when its own is a machine's", () => {
    const notes = readInput({
      person: { name: 'Paul Grant', email: 'paul.grant@example.com' },
      fields: [
        { id: 5512, name: 'field_8812', definition: { id: 8812, name: 'Preferred start date' }, value: 'Early June' },
        { name: 'lead_source', definition: { id: 3, name: 'Lead source' }, value: 'Trade show' },
      ],
    }).notes;
    expect(notes).to.contain('Preferred start date: Early June').and.contain('Lead source: Trade show');
  });
});

describe("Reader (review 53): a survey's page named by its id labels only what no question in it labels", () => {
  // A survey's response names its pages, questions, choices and a contact block's rows by ids its definition describes
  // (`pages: [{id, title: "Contact", questions: [{id, headings: [{heading}], answers: {rows: [{id, text: "Name"}]}}]}]`).
  // The page's title had labelled every answer on it, and a row's answer `{row_id, text: "Marcus Delgado"}` had been
  // taken for a second description of the row (its text), so the name was lost.
  const survey = {
    response: {
      id: '9001',
      pages: [
        {
          id: 'p2',
          questions: [
            {
              id: 'q7',
              answers: [
                { row_id: 'r1', text: 'Inés Navarro' },
                { row_id: 'r2', text: 'ines.navarro@example.com' },
                { row_id: 'r3', text: '(512) 448-9031' },
                { row_id: 'r4', text: 'Pflugerville' },
              ],
            },
            { id: 'q8', answers: [{ choice_id: 'c2' }] },
          ],
        },
      ],
    },
    survey: {
      pages: [
        {
          id: 'p2',
          title: 'Contact',
          questions: [
            {
              id: 'q7',
              headings: [{ heading: 'How can we reach you?' }],
              answers: {
                rows: [
                  { id: 'r1', text: 'Name', type: 'name' },
                  { id: 'r2', text: 'Email', type: 'email' },
                  { id: 'r3', text: 'Phone', type: 'phone' },
                  { id: 'r4', text: 'City', type: 'city' },
                ],
              },
            },
            {
              id: 'q8',
              headings: [{ heading: 'Best time for a visit?' }],
              answers: {
                choices: [
                  { id: 'c1', text: 'Mornings' },
                  { id: 'c2', text: 'Afternoons' },
                ],
              },
            },
          ],
        },
      ],
    },
  };

  it("reads each row under its own text and each answer under its question's", () => {
    const input = readInput(survey);
    expect(input).to.include({ name: 'Inés Navarro', phone: '+15124489031', email: 'ines.navarro@example.com' });
    expect(input.notes).to.contain('City: Pflugerville').and.contain('Best time for a visit?: Afternoons');
    expect(input.notes).not.to.contain('Contact:');
  });
});

describe('Reader (review 53): choices sent as codes beside an object of their shown texts keyed alike', () => {
  // A survey tool sends each choice as its code (`QID4: 2`, a multiple choice `QID5: [1, 3]`) and, in another object keyed
  // alike, the texts shown for them (`labels: {QID4: "Heat pump"}`): the brief read the codes, and the texts as lines of
  // their own under the object's key.
  it("reads each code as the text shown for it, and the texts leave as the form's", () => {
    const notes = readInput(
      {
        result: {
          values: {
            QID1_TEXT: 'Katrin Vogt',
            QID2_TEXT: 'katrin.vogt@example.de',
            QID4: 2,
            QID5: [1, 3],
            QID6_TEXT: 'Old building, third floor',
            QID7: 3,
          },
          labels: { QID4: 'Heat pump', QID5: ['Grant advice', 'Hydraulic balancing'], QID7: 'In 3 to 6 months' },
        },
      },
      'DE',
    ).notes;
    const lines = (notes ?? '').split('\n');
    expect(lines).to.include.members([
      'QID4: Heat pump',
      'QID5: Grant advice, Hydraulic balancing',
      'QID7: In 3 to 6 months',
    ]);
    expect(notes).to.contain('Old building').and.not.contain('labels');
  });
});

describe("Reader (review 53): a one under a key written as a flag is the tool's flag", () => {
  // A CRM's record sends its flags as ones and zeros (`IsLead: "1"`, `DoNotCall: "0"`): a zero stayed out, a one read
  // as an answer. A question asked of the person (`Has pets?: 1`) is theirs.
  it('keeps IsLead: 1 and is_vip: 1 out, and a question asked with its one in', () => {
    const notes = readInput({
      FirstName: 'Arjun',
      LastName: 'Menon',
      Phone: '+91-9845012377',
      mx_Budget: '1.2 Cr - 1.5 Cr',
      IsLead: '1',
      is_vip: 1,
      DoNotCall: '0',
      HAS_EMAIL: 'N',
      IS_MANUAL: 'Y',
      'Has pets?': 1,
    }).notes;
    expect(notes).to.contain('1.2 Cr').and.contain('Has pets?: 1');
    for (const key of ['IsLead', 'is_vip', 'HAS_EMAIL', 'IS_MANUAL']) expect(notes).not.to.contain(key);
  });
});

describe("Reader (review 53): an HTTP status with its reason phrase is a tool's outcome", () => {
  // A relay records its request beside the answers (`meta: {httpStatus: "200 - OK"}`): no person's words. A number
  // before words of the person's (`101 Main Hall`, `200 Rooms`) is theirs.
  it('keeps 200 - OK and 404 Not Found out, and a room or a count in words in', () => {
    const notes = readInput({
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      venue: '101 Main Hall',
      size: '200 Rooms',
      meta: { httpStatus: '200 - OK', requestId: 'f1e6a2c4' },
      relay: { last: '404 Not Found' },
    }).notes;
    expect(notes).to.contain('101 Main Hall').and.contain('200 Rooms');
    expect(notes).not.to.contain('200 - OK').and.not.contain('Not Found');
  });
});

describe("Reader (review 53): who took the call, as a record's employee, is staff", () => {
  // A call-tracking record names the employee who answered (`employee_fio`, Russian-speaking tools' ФИО) beside the
  // caller's number and no name of the caller's: the employee's name was taken as the lead's.
  it("takes no employee's name as the caller's", () => {
    const input = readInput(
      {
        caller: '48601234876',
        dst: '48124400500',
        pool_name: 'Google Ads - okna PCV',
        employee_fio: 'Katarzyna Wróbel',
        employee_number: '48124400512',
        'Komentarz do rozmowy': 'Klient chce wymienić 8 okien, pomiar w sobotę.',
      },
      'PL',
    );
    expect(input.phone).to.equal('+48601234876');
    expect(input.name).to.equal(null);
    expect(input.notes).to.contain('8 okien').and.not.contain('Katarzyna');
  });
});

describe("Reader (review 53): a consent's text under its language's key is the form's copy", () => {
  // A lead marketplace sends the consent's wording the person agreed to (`TCPA_Language: "By clicking … I agree …"`)
  // beside the flag (`TCPA_Optin: "Yes"`): the flag is context, the wording the business's copy, out of the brief.
  it('keeps TCPA_Language out and the opt-in in', () => {
    const notes = readInput({
      First_Name: 'Dana',
      Last_Name: 'Ruiz',
      Primary_Phone: '8135550147',
      Coverage_Type: 'Full Coverage',
      TCPA_Optin: 'Yes',
      TCPA_Language: 'By clicking Get My Quotes I agree to be contacted by insurance partners at the number provided.',
      GDPR_Disclosure: 'We process your data to prepare your quote and share it with the partners listed on our site.',
    }).notes;
    expect(notes).to.contain('Full Coverage').and.contain('TCPA_Optin: Yes');
    expect(notes).not.to.contain('By clicking').and.not.contain('We process your data');
  });
});
