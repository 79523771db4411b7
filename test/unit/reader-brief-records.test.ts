import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

// Issue 35: a business's own contact block beside the person's, under keys naming no party
// (`settings`, `info`, `site`, `account`, `header`). Made-up shapes and people. An object that is
// not the person's and holds two kinds of contact (a name, a phone, an email, a place's parts) is
// someone's record: its short values are theirs, out of the brief, whatever its key says.

describe("Reader: another party's record under a key naming no party stays out of the brief", () => {
  const body = {
    kind: 'booking.created',
    settings: {
      label: 'Birch Lane Dental',
      phone: '+1 503 555 0110',
      address: '400 Birch Lane, Suite 2',
      city: 'Portland',
      zip: '97205',
    },
    booking: {
      patient: { full_name: 'Iris Novak', mobile: '+1 503 555 0187', email: 'iris.novak@example.com' },
      reason: 'Chipped molar, some pain when chewing',
      insurance: 'Delta Dental PPO',
    },
  };

  it('reads the patient', () =>
    expect(personOf(body)).to.deep.equal({
      name: 'Iris Novak',
      phone: '+15035550187',
      email: 'iris.novak@example.com',
    }));

  it("keeps the practice's address, city and postcode out of the notes, and the patient's words in", () => {
    const notes = readInput(body).notes;
    for (const theirs of ['400 Birch Lane', 'Portland', '97205', '555 0110']) expect(notes).not.to.contain(theirs);
    expect(notes).to.contain('Chipped molar, some pain when chewing');
    expect(notes).to.contain('Delta Dental PPO');
  });

  it('does so under keys in a script no vocabulary lists, by the record holding a phone and an email', () => {
    const notes = readInput(
      {
        פרטי_לקוח: { שם: 'Noa Levi', טלפון: '+972 52 555 1234', דואל: 'noa.levi@example.co.il' },
        הודעה: 'מעוניינת בהצעת מחיר למטבח',
        מידע: { טלפון: '+972 3 555 0000', דואל: 'office@kitchens.example.co.il', כתובת: 'רחוב הרצל 10, תל אביב' },
      },
      'IL',
    ).notes;
    expect(notes).to.contain('מעוניינת בהצעת מחיר למטבח');
    expect(notes).not.to.contain('רחוב הרצל 10');
    expect(notes).not.to.contain('office@kitchens');
  });

  it('keeps out an address of six words or more (a message is one, an address under its key is not)', () => {
    const notes = readInput({
      client: { first: 'Ruth', last: 'Okafor', cell: '(786) 555-0163', mail: 'ruth.okafor@example.com' },
      spot: { title: 'Palm Row Salon', tel: '(786) 555-0100', address: '2200 Palm Row Blvd, Miami FL 33137' },
      comments: 'Curly cut, first visit, running ten minutes late maybe',
    }).notes;
    expect(notes).not.to.contain('2200 Palm Row Blvd');
    expect(notes).to.contain('Curly cut, first visit');
  });

  it("keeps the person's answers in an object beside theirs that holds one other contact", () => {
    const notes = readInput({
      contact: { name: 'Theo Brandt', phone: '+49 30 555 0199' },
      answers: { referrer_email: 'friend@example.de', budget: '5k', timeline: 'this spring' },
    }).notes;
    expect(notes).to.contain('5k');
    expect(notes).to.contain('this spring');
  });

  it("keeps the person's own address in an object below theirs", () => {
    const notes = readInput({
      customer: {
        name: 'Lena Park',
        phone: '+1 312 555 0142',
        address: { street: '18 Elm St', city: 'Evanston', zip: '60201' },
      },
      message: 'Need gutters cleaned',
    }).notes;
    expect(notes).to.contain('18 Elm St');
    expect(notes).to.contain('Evanston');
  });

  it("keeps out an address object below the business's record (`venue: {phone, address: {street, city}}`)", () => {
    const notes = readInput({
      booking: {
        starts: '2027-03-02T17:30',
        note: 'Bad knee, please suggest a gentle class',
        guest: { first: 'Omar', last: 'Haddad', email: 'omar.haddad@example.com', cell: '+1 206 555 0148' },
        venue: { title: 'Pier Yoga Loft', tel: '+1 206 555 0100', address: { street: '77 Pier Way', town: 'Seattle' } },
      },
    }).notes;
    expect(notes).to.contain('Bad knee, please suggest a gentle class');
    for (const theirs of ['77 Pier Way', 'Seattle', '555 0100']) expect(notes).not.to.contain(theirs);
  });

  it("keeps out a business's record whose phone and email are one contact line (`Tel … · desk@…`)", () => {
    const notes = readInput(
      {
        visit: { at: '2027-02-11T08:15', reason: 'Stiff neck after a long drive last weekend' },
        client: { first_name: 'Ava', last_name: 'Brook', email: 'ava.brook@example.com.au', mobile: '0412 555 771' },
        branch: {
          title: 'Oakridge Physio',
          reach_us: 'Tel 02 5550 1234 · desk@oakridge-physio.example',
          street_line: '5 Oak Ave',
          suburb: 'Hornsby NSW',
        },
      },
      'AU',
    ).notes;
    expect(notes).to.contain('Stiff neck after a long drive last weekend');
    for (const theirs of ['5550 1234', 'desk@oakridge-physio', '5 Oak Ave', 'Hornsby'])
      expect(notes).not.to.contain(theirs);
  });
});

describe("Brief: the record of what the person asks about (a listing, a vehicle) beside its agent's contact (docs/api.md §2.4)", () => {
  it("keeps the thing's place and price as context and its agent's contact out", () => {
    for (const key of ['listing', 'vehicle', 'apartment', 'imovel']) {
      const body = {
        [key]: {
          ref: '3t8pq2x9kmw1',
          address: '4120 N Kenmore Ave, Unit 2B',
          city: 'Chicago',
          rent: 2150,
          contactName: 'Harbor Point Property Management',
          contactPhone: '(773) 904-6610',
          contactEmail: 'leasing@harborpointpm.com',
        },
        name: 'Ethan Kowalczyk',
        email: 'ethan.k@example.com',
        phone: '773.260.4418',
        message: 'I would like to tour on a weekday evening.',
      };
      const { notes } = readInput(body, 'US');
      expect(notes, key).to.include('4120 N Kenmore Ave').and.include('Chicago').and.include('2150');
      expect(notes, key).not.to.include('Harbor Point').and.not.to.include('904-6610').and.not.to.include('leasing@');
    }
  });
});

describe("Brief: the person's own place in their record, its postal code too (docs/api.md §2.4)", () => {
  it("keeps a postal code below the person's record, and one written like a number beside them", () => {
    const nested = {
      data: {
        request: {
          customer: { name: 'Dana Ruiz', phone: '(512) 555-0172' },
          location: { city: 'Austin', zipCode: '78745' },
          details: 'Fence repair, about 40 feet',
        },
      },
    };
    expect(readInput(nested, 'US').notes).to.include('78745');
    const beside = {
      buyer: { name: 'Ana Souza', phone: '(11) 98765-4321', address: { zipcode: '07090-000', city: 'Guarulhos' } },
    };
    expect(readInput(beside, 'BR').notes).to.include('07090-000');
  });
});

describe("Brief: the person's website written as a bare domain (docs/api.md §2.4)", () => {
  it('keeps `website: "oseichiro.com"` in the brief', () => {
    const body = { lead: { name: 'Seichiro Ose', email: 'ose@example.jp', website: 'oseichiro.com' }, form_id: 'f_88' };
    expect(readInput(body, 'JP').notes).to.include('oseichiro.com');
  });
});

describe('Brief: the landing page the person came from, a link with digits in its path (docs/api.md §2.4)', () => {
  it('keeps `landing_url` as context', () => {
    const body = {
      name: 'Rohit Kulkarni',
      mobile: '+91 98220 54321',
      landing_url: 'https://lp.shriramheights.in/2bhk-offer',
      requirement: '2BHK near the station',
    };
    expect(readInput(body, 'IN').notes).to.include('https://lp.shriramheights.in/2bhk-offer');
  });
});
