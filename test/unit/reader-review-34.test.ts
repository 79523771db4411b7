import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Review 34’s bodies (a sender’s pass over session 30’s later reader changes, /work/review34 outside the repository):
// each read right at 3e7c14a and wrong after its next changes (an acronym glued before a word read as a word, a bare note
// beside the customer’s, a number replaced by its shown text, review 33’s narrower bill lines and actor keys), until
// review 34’s mends (the first three withdrawn; bill lists and more participles). Each body reads its person and its
// brief exactly as at 3e7c14a. Made-up people and businesses.

type Row = {
  id: string;
  country: string;
  body: Record<string, unknown>;
  person: Record<string, string | null>;
  notes: string;
};
const ROWS: Row[] = [
  {
    id: 'a21',
    country: 'US',
    body: {
      MerchantName: 'Café Lumen',
      POSSystem: 'Square',
      POSContactName: 'Ivy Nguyen',
      POSContactEmail: 'ivy@cafelumen.com',
      POSContactPhone: '503-555-0144',
      Locations: 2,
      Message: 'Want online ordering synced with our POS',
    },
    person: { name: 'Ivy Nguyen', phone: '+15035550144', email: 'ivy@cafelumen.com' },
    notes: 'POSSystem: Square\nLocations: 2\nMessage: Want online ordering synced with our POS',
  },
  {
    id: 'a26',
    country: 'US',
    body: {
      DBAName: 'Lakeside Pet Grooming',
      LegalName: 'Jessica Moore',
      EINNumber: '12-3456789',
      Email: 'jess@lakesidepetgrooming.com',
      Phone: '651-555-0130',
      MonthlyVolume: '$18,000',
    },
    person: { name: 'Jessica Moore', phone: '+16515550130', email: 'jess@lakesidepetgrooming.com' },
    notes: 'DBAName: Lakeside Pet Grooming\nMonthlyVolume: $18,000',
  },
  {
    id: 'a32',
    country: 'GB',
    body: {
      NOKName: 'Grace Obi',
      NOKPhone: '07700 900123',
      Name: 'Daniel Obi',
      Email: 'daniel.obi@example.co.uk',
      Mobile: '07700 900456',
      UKPostcode: 'SE15 4QT',
      CareNeeded: 'Home visits 3x a week',
    },
    person: { name: 'Daniel Obi', phone: '+447700900456', email: 'daniel.obi@example.co.uk' },
    notes: 'NOKName: Grace Obi\nUKPostcode: SE15 4QT\nCareNeeded: Home visits 3x a week',
  },
  {
    id: 'x01',
    country: 'GB',
    body: {
      Name: 'Daniel Obi',
      Email: 'daniel.obi@example.co.uk',
      NOKName: 'Grace Obi',
      NOKPhone: '07700 900123',
      NOKRelationship: 'Sister',
      CareNeeded: 'Respite care two weekends a month',
    },
    person: { name: 'Daniel Obi', phone: null, email: 'daniel.obi@example.co.uk' },
    notes: 'NOKName: Grace Obi\nNOKRelationship: Sister\nCareNeeded: Respite care two weekends a month',
  },
  {
    id: 'x03',
    country: 'FI',
    body: {
      Name: 'Irma Salo',
      Email: 'irma.salo@example.com',
      ICEName: 'Pekka Salo',
      ICEPhone: '+358 40 123 4567',
      Course: 'Beginner climbing',
    },
    person: { name: 'Irma Salo', phone: '+358401234567', email: 'irma.salo@example.com' },
    notes: 'ICEName: Pekka Salo\nCourse: Beginner climbing',
  },
  {
    id: 'x02',
    country: 'GB',
    body: {
      PatientName: 'Aaron Cole',
      PatientEmail: 'aaron.cole@example.com',
      GPName: 'Dr. Helen Strauss',
      GPPhone: '0161 496 0000',
      GPSurgery: 'Ancoats Medical Centre',
      Reason: 'Private MRI referral',
    },
    person: { name: 'Aaron Cole', phone: null, email: 'aaron.cole@example.com' },
    notes: 'GPName: Dr. Helen Strauss\nGPSurgery: Ancoats Medical Centre\nReason: Private MRI referral',
  },
  {
    id: 'a09',
    country: 'US',
    body: {
      PatientFirstName: 'Aaron',
      PatientLastName: 'Cole',
      PatientEmail: 'aaron.cole@example.com',
      PatientPhone: '503-555-0166',
      DOB: '1984-07-12',
      GPName: 'Dr. Helen Strauss',
      GPPhone: '503-555-0100',
      ReasonForVisit: 'Knee pain after running',
    },
    person: { name: 'Aaron Cole', phone: '+15035550166', email: 'aaron.cole@example.com' },
    notes: 'DOB: 1984-07-12\nGPName: Dr. Helen Strauss\nReasonForVisit: Knee pain after running',
  },
  {
    id: 'a25',
    country: 'US',
    body: {
      FirstName: 'Evan',
      LastName: 'Cho',
      Email: 'evan.cho@example.com',
      Phone: '408-555-0165',
      PMName: 'Linda Ruiz',
      PMPhone: '408-555-0199',
      UnitNumber: '14B',
      Issue: 'Dishwasher leaking',
    },
    person: { name: 'Evan Cho', phone: '+14085550165', email: 'evan.cho@example.com' },
    notes: 'PMName: Linda Ruiz\nUnitNumber: 14B\nIssue: Dishwasher leaking',
  },
  {
    id: 'a02',
    country: 'US',
    body: {
      HRManagerName: 'Priya Raman',
      HRManagerEmail: 'priya.raman@northgatefoods.com',
      HRManagerPhone: '+1 614 555 0133',
      CompanyName: 'Northgate Foods',
      Employees: 140,
      Interest: 'Benefits administration',
    },
    person: { name: 'Priya Raman', phone: '+16145550133', email: 'priya.raman@northgatefoods.com' },
    notes: 'CompanyName: Northgate Foods\nEmployees: 140\nInterest: Benefits administration',
  },
  {
    id: 'a07',
    country: 'US',
    body: {
      FirstName: 'Jon',
      LastName: 'Park',
      Email: 'jon.park@example.com',
      Phone: '206-555-0102',
      IPAddress: '73.162.44.51',
      UserAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)',
      URLSource: 'https://www.example-roofing.com/free-estimate',
      UTMSource: 'google',
      UTMCampaign: 'spring_roof',
      Message: 'Hail damage on the north side',
    },
    person: { name: 'Jon Park', phone: '+12065550102', email: 'jon.park@example.com' },
    notes: 'UTMSource: google\nMessage: Hail damage on the north side',
  },
  {
    id: 'n11',
    country: 'US',
    body: {
      contact: {
        name: 'Ian Moss',
        email: 'ian.moss@example.com',
        phone: '971-555-0114',
        contact_note: 'Best reached after 6pm',
        note: 'Looking at the lake lot',
      },
    },
    person: { name: 'Ian Moss', phone: '+19715550114', email: 'ian.moss@example.com' },
    notes: 'contact_note: Best reached after 6pm\nnote: Looking at the lake lot',
  },
  {
    id: 'n13',
    country: 'JP',
    body: {
      reservation: {
        name: 'Mei Tanaka',
        email: 'mei.tanaka@example.jp',
        phone: '090-1234-5678',
        guest_notes: '誕生日のお祝いです',
        notes: '窓際の席希望',
      },
    },
    person: { name: 'Mei Tanaka', phone: '+819012345678', email: 'mei.tanaka@example.jp' },
    notes: 'guest_notes: 誕生日のお祝いです\nnotes: 窓際の席希望',
  },
  {
    id: 'n16',
    country: 'US',
    body: {
      attendee_name: 'Priya Nair',
      attendee_email: 'priya.nair@example.com',
      attendee_phone: '617-555-0187',
      attendee_notes: 'Vegetarian meal',
      memo: 'Will bring a colleague',
    },
    person: { name: 'Priya Nair', phone: '+16175550187', email: 'priya.nair@example.com' },
    notes: 'attendee_notes: Vegetarian meal\nmemo: Will bring a colleague',
  },
  {
    id: 'n17',
    country: 'NG',
    body: {
      booking: {
        customer_name: 'Olu Adeyemi',
        customer_email: 'olu.a@example.com',
        customer_phone: '+234 803 123 4567',
        customer_note: 'Need an invoice with company name',
        note: 'Our company is Adeyemi & Sons Ltd',
      },
    },
    person: { name: 'Olu Adeyemi', phone: '+2348031234567', email: 'olu.a@example.com' },
    notes: 'customer_note: Need an invoice with company name\nnote: Our company is Adeyemi & Sons Ltd',
  },
  {
    id: 'n12',
    country: 'US',
    body: {
      customer: { name: 'Ruby Lane', email: 'ruby.lane@example.com', phone: '702-555-0126' },
      customer_note: 'Leave at back door',
      note: 'Substitute if out of stock is OK',
    },
    person: { name: 'Ruby Lane', phone: '+17025550126', email: 'ruby.lane@example.com' },
    notes: 'customer_note: Leave at back door\nnote: Substitute if out of stock is OK',
  },
  {
    id: 'n01',
    country: 'US',
    body: {
      order_number: 1042,
      email: 'kira.d@example.com',
      phone: '+1 503 555 0147',
      billing_name: 'Kira Daniels',
      note: 'Please gift wrap, it is a birthday present',
      customer_note: 'Repeat buyer, prefers UPS',
    },
    person: { name: 'Kira Daniels', phone: '+15035550147', email: 'kira.d@example.com' },
    notes:
      'order_number: 1042\nnote: Please gift wrap, it is a birthday present\ncustomer_note: Repeat buyer, prefers UPS',
  },
  {
    id: 's01',
    country: 'US',
    body: {
      name: 'Rachel Burns',
      email: 'rachel.burns@example.com',
      phone: '503-555-0181',
      fields: [
        { label: 'Age of child', value: 7, text: 'Child (5-12 years)' },
        { label: 'Program', value: 'p2', text: 'Summer day camp' },
      ],
    },
    person: { name: 'Rachel Burns', phone: '+15035550181', email: 'rachel.burns@example.com' },
    notes: 'Age of child: 7\nProgram: Summer day camp',
  },
  {
    id: 's02',
    country: 'US',
    body: {
      name: 'Rachel Burns',
      email: 'rachel.burns@example.com',
      phone: '503-555-0181',
      answers: [
        { question: 'ZIP code', value: '97214', display_value: 'Portland, OR' },
        { question: 'Project', value: 'Kitchen remodel' },
      ],
    },
    person: { name: 'Rachel Burns', phone: '+15035550181', email: 'rachel.burns@example.com' },
    notes: 'ZIP code: 97214\nProject: Kitchen remodel',
  },
  {
    id: 's03',
    country: 'US',
    body: {
      name: 'Rachel Burns',
      email: 'rachel.burns@example.com',
      phone: '503-555-0181',
      answers: [
        { question: 'How many guests?', value: '42', formatted_value: 'Medium event (25-50)' },
        { question: 'Date', value: '2025-09-20', formatted_value: 'Saturday, September 20' },
      ],
    },
    person: { name: 'Rachel Burns', phone: '+15035550181', email: 'rachel.burns@example.com' },
    notes: 'How many guests?: 42\nDate: Saturday, September 20',
  },
  {
    id: 's05',
    country: 'US',
    body: {
      name: 'Rachel Burns',
      email: 'rachel.burns@example.com',
      phone: '503-555-0181',
      fields: [
        { name: 'Square footage', value: 2400, display: 'Large home' },
        { name: 'Bedrooms', value: 4, display: 'Four bedrooms' },
      ],
    },
    person: { name: 'Rachel Burns', phone: '+15035550181', email: 'rachel.burns@example.com' },
    notes: 'Square footage: 2400\nBedrooms: 4',
  },
  {
    id: 's06',
    country: 'US',
    body: {
      name: 'Rachel Burns',
      email: 'rachel.burns@example.com',
      phone: '503-555-0181',
      fields: [{ label: 'Year built', value: '1987', display_value: '1980s construction' }],
    },
    person: { name: 'Rachel Burns', phone: '+15035550181', email: 'rachel.burns@example.com' },
    notes: 'Year built: 1987',
  },
  {
    id: 's08',
    country: 'US',
    body: {
      name: 'Rachel Burns',
      email: 'rachel.burns@example.com',
      phone: '503-555-0181',
      data: [{ field: 'Employees', value: '37', text: 'Between 11 and 50' }],
    },
    person: { name: 'Rachel Burns', phone: '+15035550181', email: 'rachel.burns@example.com' },
    notes: 'Employees: 37',
  },
  {
    id: 's11',
    country: 'US',
    body: {
      name: 'Rachel Burns',
      email: 'rachel.burns@example.com',
      phone: '503-555-0181',
      fields: [{ label: 'Number of units', value: '12', human_readable: 'Twelve units in building B' }],
    },
    person: { name: 'Rachel Burns', phone: '+15035550181', email: 'rachel.burns@example.com' },
    notes: 'Number of units: 12',
  },
  {
    id: 's12',
    country: 'US',
    body: {
      name: 'Rachel Burns',
      email: 'rachel.burns@example.com',
      phone: '503-555-0181',
      fields: [{ label: 'Mileage', value: 84213, pretty_value: 'Under 100k miles' }],
    },
    person: { name: 'Rachel Burns', phone: '+15035550181', email: 'rachel.burns@example.com' },
    notes: 'Mileage: 84213',
  },
  {
    id: 's13',
    country: 'US',
    body: {
      name: 'Rachel Burns',
      email: 'rachel.burns@example.com',
      phone: '503-555-0181',
      fields: [
        { label: 'Team size', value: 8, display_text: 'Small team' },
        { label: 'Quantity', value: 250, display_text: 'Bulk order' },
      ],
    },
    person: { name: 'Rachel Burns', phone: '+15035550181', email: 'rachel.burns@example.com' },
    notes: 'Team size: 8\nQuantity: 250',
  },
  {
    id: 's14',
    country: 'US',
    body: {
      name: 'Rachel Burns',
      email: 'rachel.burns@example.com',
      phone: '503-555-0181',
      questions: [
        { question: 'Your age', value: 67, text: 'Senior (65+)' },
        { question: 'Coverage', value: 'c1', text: 'Medicare supplement' },
      ],
    },
    person: { name: 'Rachel Burns', phone: '+15035550181', email: 'rachel.burns@example.com' },
    notes: 'Your age: 67\nCoverage: Medicare supplement',
  },
  {
    id: 's16',
    country: 'US',
    body: {
      name: 'Rachel Burns',
      email: 'rachel.burns@example.com',
      phone: '503-555-0181',
      fields: [{ label: 'Apartment number', value: '402', text: 'Fourth floor, east wing' }],
    },
    person: { name: 'Rachel Burns', phone: '+15035550181', email: 'rachel.burns@example.com' },
    notes: 'Apartment number: 402',
  },
  {
    id: 's17',
    country: 'US',
    body: {
      name: 'Rachel Burns',
      email: 'rachel.burns@example.com',
      phone: '503-555-0181',
      answers: [{ label: 'Hours per week', value: 20, string: 'Part time' }],
    },
    person: { name: 'Rachel Burns', phone: '+15035550181', email: 'rachel.burns@example.com' },
    notes: 'Hours per week: 20',
  },
  {
    id: 's18',
    country: 'US',
    body: {
      name: 'Rachel Burns',
      email: 'rachel.burns@example.com',
      phone: '503-555-0181',
      fields: [{ label: 'Credit score', value: 640, display_value: 'Fair (580-669)' }],
    },
    person: { name: 'Rachel Burns', phone: '+15035550181', email: 'rachel.burns@example.com' },
    notes: 'Credit score: 640',
  },
  {
    id: 's20',
    country: 'US',
    body: {
      name: 'Rachel Burns',
      email: 'rachel.burns@example.com',
      phone: '503-555-0181',
      fields: [{ label: 'Distance to site (miles)', value: '35', formatted_value: 'Outside service area' }],
    },
    person: { name: 'Rachel Burns', phone: '+15035550181', email: 'rachel.burns@example.com' },
    notes: 'Distance to site (miles): 35',
  },
  {
    id: 'x09',
    country: 'US',
    body: {
      sys_id: '9d385017c611228701d22104cc95c371',
      caller_id: { value: '5137153cc611227c000bbd1bd8cd2005', display_value: 'Fred Luddy' },
      u_contact_name: 'Rita Gomez',
      u_contact_email: 'rita.gomez@example.com',
      u_contact_phone: '408-555-0110',
      u_seats: { value: '45', display_value: 'Between 26 and 50 seats' },
      u_product: { value: '3', display_value: 'Cloud PBX Pro plan' },
      short_description: 'Quote request from web',
    },
    person: { name: 'Rita Gomez', phone: '+14085550110', email: 'rita.gomez@example.com' },
    notes: 'u_seats: 45\nu_product: 3\nshort_description: Quote request from web',
  },
  {
    id: 'x10',
    country: 'SE',
    body: {
      respondent: { name: 'Helga Berg', email: 'helga.berg@example.se', phone: '070-123 45 67' },
      answers: [
        { question: 'Hur många personer?', value: '6', text: 'Liten grupp (1-8)' },
        { question: 'Postnummer', value: '11422', text: 'Stockholm' },
      ],
    },
    person: { name: 'Helga Berg', phone: '+46701234567', email: 'helga.berg@example.se' },
    notes: 'Hur många personer?: 6\nPostnummer: 11422',
  },
  {
    id: 'r01',
    country: 'US',
    body: {
      name: 'Miguel Santos',
      email: 'miguel.santos@example.com',
      phone: '786-555-0140',
      line_items: [
        { type: 'Cleaning fee', amount: 85 },
        { type: 'Service fee', amount: 42 },
      ],
      listing: 'Cabin by the lake',
      guests: 4,
      message: 'Is early check-in possible?',
    },
    person: { name: 'Miguel Santos', phone: '+17865550140', email: 'miguel.santos@example.com' },
    notes: 'listing: Cabin by the lake\nguests: 4\nmessage: Is early check-in possible?',
  },
  {
    id: 'r03',
    country: 'US',
    body: {
      name: 'Miguel Santos',
      email: 'miguel.santos@example.com',
      phone: '786-555-0140',
      invoice_lines: [
        { kind: 'charge', description: 'Consultation', amount_cents: 15000 },
        { kind: 'tax', description: 'GST', amount_cents: 750 },
      ],
      reason: 'Follow up visit',
    },
    person: { name: 'Miguel Santos', phone: '+17865550140', email: 'miguel.santos@example.com' },
    notes: 'reason: Follow up visit',
  },
  {
    id: 'r04',
    country: 'GB',
    body: {
      name: 'Miguel Santos',
      email: 'miguel.santos@example.com',
      phone: '786-555-0140',
      order_lines: [
        { type: 'TAX', name: 'VAT 20%', gross: 12.4 },
        { type: 'product', name: 'Oak shelf', qty: 2 },
      ],
    },
    person: { name: 'Miguel Santos', phone: '+447865550140', email: 'miguel.santos@example.com' },
    notes: 'order_lines name: Oak shelf',
  },
  {
    id: 'r06',
    country: 'US',
    body: {
      FirstName: 'Hana',
      LastName: 'Novak',
      Email: 'hana.novak@example.com',
      Phone: '312-555-0150',
      ContactedBy: 'Derek Olson',
      QualifiedBy: 'Derek Olson',
      VerifiedByEmail: 'derek.olson@solarpros.com',
      Notes: 'Roof faces south',
    },
    person: { name: 'Hana Novak', phone: '+13125550150', email: 'hana.novak@example.com' },
    notes: 'Notes: Roof faces south',
  },
  {
    id: 'r07',
    country: 'US',
    body: {
      lead: { name: 'Ivan Petrov', email: 'ivan.petrov@example.com', phone: '929-555-0103' },
      inspected_by: 'Carl Jensen',
      inspected_by_phone: '929-555-0188',
      findings: 'Minor termite damage in garage',
    },
    person: { name: 'Ivan Petrov', phone: '+19295550103', email: 'ivan.petrov@example.com' },
    notes: 'findings: Minor termite damage in garage',
  },
  {
    id: 'r08',
    country: 'US',
    body: {
      customer_name: 'Alma Ruiz',
      customer_email: 'alma.ruiz@example.com',
      customer_phone: '562-555-0117',
      quoted_by: 'Victor Hale',
      called_by: 'Victor Hale',
      quote: 'Water heater replacement $1,850',
    },
    person: { name: 'Alma Ruiz', phone: '+15625550117', email: 'alma.ruiz@example.com' },
    notes: 'quote: Water heater replacement $1,850',
  },
];

describe('Reader: review 34’s bodies read as at 3e7c14a', () => {
  for (const { id, country, body, person, notes } of ROWS)
    it(`${id}: the same person and brief`, () => {
      const input = readInput(body, country);
      expect({ name: input.name, phone: input.phone, email: input.email }, id).to.deep.equal(person);
      expect(input.notes ?? '', id).to.equal(notes ?? '');
    });
});
