import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

// Issue 35 (blind8), more of the brief's classes, each on a shape no sender in this repository sends:
// made-up keys, made-up people. The reader must carry them by features and vocabulary data.

describe("Reader: an agent's name beside the lead's contact stays out of the brief", () => {
  const body = {
    event: 'callback.logged',
    payload: {
      lead_full_name: 'Oskar Lind',
      lead_mobile: '+46 70 555 12 34',
      lead_mail: 'oskar.lind@example.se',
      agent_name: 'Petra Holm',
      agentName: 'Petra Holm',
      assigned_agent: 'Nils Ek',
      outcome: 'Wants a quote for a heat pump',
    },
  };

  it('reads the lead, not the agent', () =>
    expect(personOf(body, 'SE')).to.deep.equal({
      name: 'Oskar Lind',
      phone: '+46705551234',
      email: 'oskar.lind@example.se',
    }));

  it("keeps the agent's name out of the notes and the lead's words in", () => {
    const notes = readInput(body, 'SE').notes;
    expect(notes).not.to.contain('Petra Holm');
    expect(notes).not.to.contain('Nils Ek');
    expect(notes).to.contain('Wants a quote for a heat pump');
  });
});

describe("Reader: a key naming the lead (`customer_mobile`) before a business's bare `phone` in an object of its own", () => {
  it("reads the customer's number, not the branch's", () => {
    const body = {
      reservation: {
        ref: 'R-5521',
        branch: { title: 'Harbour Studio', phone: '+1 206 555 0100', street: '1 Pier Way' },
        customer_fullname: 'Mara Quinn',
        customer_mobile: '+1 206 555 0177',
        customer_mail: 'mara.quinn@example.com',
        wish: 'A table by the window please',
      },
    };
    expect(personOf(body)).to.deep.equal({
      name: 'Mara Quinn',
      phone: '+12065550177',
      email: 'mara.quinn@example.com',
    });
  });
});

describe("Reader: a contact value in an object of the business's below the lead's stays out of the brief", () => {
  it("keeps the branch's number and name out of the notes, the lead's words in", () => {
    const notes = readInput({
      reservation: {
        branch: { title: 'Harbour Studio', phone: '+1 206 555 0100', mail: 'desk@harbour.example' },
        customer_fullname: 'Mara Quinn',
        customer_mobile: '+1 206 555 0177',
        customer_mail: 'mara.quinn@example.com',
        wish: 'A table by the window please',
      },
    }).notes;
    expect(notes).not.to.contain('555 0100');
    expect(notes).not.to.contain('desk@harbour.example');
    // The branch's object holds two kinds of contact: it is the business's record, its title too (another-records.ts).
    expect(notes).not.to.contain('Harbour Studio');
    expect(notes).to.contain('A table by the window please');
  });
});

describe('Reader: a country code beside a number that already starts with it', () => {
  it('reads the number once, not the code twice', () => {
    const person = personOf({ enquiry: { full_name: 'Ravi Menon', country_code: '91', phone: '919840123456' } }, 'IN');
    expect(person.phone).to.equal('+919840123456');
    const split = personOf({ signup: { name: 'Ada Ruiz', countryCode: '+34', mobile: '34612345678' } }, 'ES');
    expect(split.phone).to.equal('+34612345678');
  });
});

describe("Reader: money splits named by the object around a value (`service_fee: {shown: '$3.10'}`) stay out of the brief", () => {
  it("keeps the fees and the tax out, the buyer's answers in", () => {
    const notes = readInput({
      purchase: {
        buyer: { full_name: 'Ines Duarte', mail: 'ines.duarte@example.com', mobile: '+1 415 555 0136' },
        amounts: {
          service_fee: { shown: '$3.10' },
          card_processing_fee: { shown: '$1.27' },
          sales_tax: { shown: '$2.02' },
        },
        replies: [{ prompt: 'Which workshop day suits you?', reply: 'Saturday morning' }],
      },
    }).notes;
    for (const split of ['$3.10', '$1.27', '$2.02']) expect(notes).not.to.contain(split);
    expect(notes).to.contain('Saturday morning');
  });
});

describe("Reader: a dealer's or a practitioner's contact block beside the person's (issue 35 classes 1 and 4)", () => {
  const body = {
    inquiry: {
      shopper: {
        contact: {
          name: [
            { part: 'first', value: 'Dale' },
            { part: 'last', value: 'Whitcomb' },
          ],
          email: 'dale.whitcomb@example.net',
          phone: [{ type: 'mobile', value: '303-555-0174' }],
        },
        remarks: 'Can I get a quote on the blue one with the tow package?',
      },
      dealer: {
        title: 'Front Range Motors',
        contact: { name: 'Web Leads Desk', phone: '303-555-0100', email: 'web@frontrange.example' },
      },
    },
  };

  it('reads the person by their name parts, not the dealer desk', () =>
    expect(personOf(body)).to.deep.equal({
      name: 'Dale Whitcomb',
      phone: '+13035550174',
      email: 'dale.whitcomb@example.net',
    }));

  it("keeps the dealer's desk, line and inbox out of the brief", () => {
    const notes = readInput(body).notes;
    expect(notes).to.contain('quote on the blue one');
    for (const theirs of ['Web Leads Desk', '555-0100', 'web@frontrange.example']) expect(notes).not.to.contain(theirs);
  });
});

describe("Reader: a practitioner's name and line flat beside the patient's stay out of the brief (issue 35 class 4)", () => {
  it("leaves out `DoctorName` and `TherapistPhone` in any script, and keeps the patient's words", () => {
    const notes = readInput(
      {
        BookingRef: 'BK-99120',
        ClientName: 'سلمى حداد',
        ClientMobile: '0791234567',
        DoctorName: 'د. كريم ناصر',
        TherapistPhone: '0799990000',
        Complaint: 'ألم في الكتف منذ شهرين',
      },
      'JO',
    ).notes;
    expect(notes).to.contain('ألم في الكتف منذ شهرين');
    expect(notes).not.to.contain('كريم ناصر');
    expect(notes).not.to.contain('9990000');
  });
});

describe("Reader: an event's planner and a listing's advertiser beside the person are someone else (docs/api.md §2.4)", () => {
  it("leaves the planner's name and email out of an attendee's brief", () => {
    const notes = readInput({
      attendee: {
        firstName: 'Rosa',
        lastName: 'Iglesias',
        email: 'rosa.iglesias@example.org',
        workPhone: '(312) 555-0142',
        sessionChoice: 'Energy audits',
        plannerName: 'Martin Kell',
        plannerEmail: 'mkell@summit-events.example',
      },
    }).notes;
    expect(notes).to.include('Energy audits').and.not.include('Martin Kell').and.not.include('mkell@');
  });

  it("leaves a Hebrew listing's advertiser out of a caller's brief", () => {
    const notes = readInput(
      {
        כותרת_מודעה: 'דירת 3 חדרים בחולון',
        שם_המפרסם: 'יוסי גולן',
        מתקשר: { שם: 'מיכל רז', טלפון: '058-623-0917' },
        הערה: 'מחפשת דירה לטווח ארוך',
      },
      'IL',
    ).notes;
    expect(notes).to.include('מחפשת דירה').and.not.include('יוסי גולן');
  });
});

describe("Reader: the name of a car, a listing or an offer the person asks about is no one's contact (docs/api.md §2.4)", () => {
  for (const thing of ['vehicle', 'car', 'listing', 'offer'])
    it(`keeps ${thing}.name in the brief`, () => {
      const notes = readInput(
        {
          enquiry: { no: 'EQ-55120', shop: { name: 'Autohaus Sommer', tel: '+49 30 555 0100' } },
          [thing]: { name: 'Škoda Octavia Combi 2.0 TDI 2022', price: '24.900 €' },
          customer: { vorname: 'Lena', nachname: 'Brandt', mobil: '+49 151 2345 6789', mail: 'lena.b@example.de' },
          comment: 'Ist eine Probefahrt am Samstag möglich?',
        },
        'DE',
      ).notes;
      expect(notes)
        .to.include('Škoda Octavia Combi 2.0 TDI 2022')
        .and.include('Probefahrt')
        .and.not.include('Autohaus Sommer');
    });
});
