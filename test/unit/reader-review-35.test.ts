import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Review 35’s bodies (a sender’s pass over session 30’s last reader changes, /work/review35 outside the repository):
// each read right at 65976a3 and wrong after its next changes (a code-led text under any text key, a checkout’s
// customization, bill lines of any phrase and amount word, more actor participles, camper) until review 35’s mends
// (the customization and camper withdrawn; the others narrowed). Each body reads its person and its brief exactly as at
// 65976a3. Made-up people and businesses.

type Row = {
  id: string;
  country: string;
  body: Record<string, unknown>;
  person: Record<string, string | null>;
  notes: string;
};
const ROWS: Row[] = [
  {
    id: 'a01',
    country: 'US',
    body: {
      full_name: 'Robert Alvarez',
      called_by: 'Bobby',
      email: 'robert.alvarez@example.com',
      phone: '+1 210 555 0128',
      message: 'Looking for a realtor in Alamo Heights',
    },
    person: { name: 'Robert Alvarez', phone: '+12105550128', email: 'robert.alvarez@example.com' },
    notes: 'called_by: Bobby\nmessage: Looking for a realtor in Alamo Heights',
  },
  {
    id: 'a02',
    country: 'US',
    body: {
      name: 'Katherine Doyle',
      prefer_to_be_called_by: 'Kate',
      email: 'k.doyle@example.com',
      phone: '+1 617 555 0135',
    },
    person: { name: 'Katherine Doyle', phone: '+16175550135', email: 'k.doyle@example.com' },
    notes: 'prefer_to_be_called_by: Kate',
  },
  {
    id: 'a07',
    country: 'US',
    body: {
      name: 'Ethan Brooks',
      email: 'ethan.brooks@example.com',
      phone: '+1 602 555 0178',
      contacted_by: 'Email',
      interest: 'Solar panels',
    },
    person: { name: 'Ethan Brooks', phone: '+16025550178', email: 'ethan.brooks@example.com' },
    notes: 'contacted_by: Email\ninterest: Solar panels',
  },
  {
    id: 'a09',
    country: 'US',
    body: {
      Name: 'Jerome Wallace',
      Email: 'jerome.w@example.com',
      Phone: '404-555-0160',
      CalledBy: 'Jay',
      Interest: 'Personal training',
    },
    person: { name: 'Jerome Wallace', phone: '+14045550160', email: 'jerome.w@example.com' },
    notes: 'CalledBy: Jay\nInterest: Personal training',
  },
  {
    id: 'a11',
    country: 'US',
    body: {
      name: 'Adam Kowalski',
      email: 'adam.k@example.com',
      phone: '+1 773 555 0191',
      car: '2016 Honda Accord',
      last_inspected_by: 'Midas on Belmont',
      issue: 'Check engine light',
    },
    person: { name: 'Adam Kowalski', phone: '+17735550191', email: 'adam.k@example.com' },
    notes: 'car: 2016 Honda Accord\nlast_inspected_by: Midas on Belmont\nissue: Check engine light',
  },
  {
    id: 'a12',
    country: 'US',
    body: {
      name: 'Priscilla Okafor',
      email: 'p.okafor@example.com',
      phone: '+1 301 555 0151',
      quoted_by: 'Phone',
      project: 'Kitchen remodel',
      budget: '$40k',
    },
    person: { name: 'Priscilla Okafor', phone: '+13015550151', email: 'p.okafor@example.com' },
    notes: 'quoted_by: Phone\nproject: Kitchen remodel\nbudget: $40k',
  },
  {
    id: 'a14',
    country: 'BR',
    body: {
      name: 'Beatriz Santos',
      called_by: 'Bia',
      email: 'bia.santos@example.com',
      whatsapp: '+55 21 98765-4321',
      interesse: 'Aulas de inglês',
    },
    person: { name: 'Beatriz Santos', phone: '+5521987654321', email: 'bia.santos@example.com' },
    notes: 'called_by: Bia\ninteresse: Aulas de inglês',
  },
  {
    id: 'a15',
    country: 'US',
    body: {
      name: 'Carl Meyer',
      email: 'carl.meyer@example.com',
      phone: '+1 262 555 0197',
      wants_to_be_called_by: 'Mr. Meyer',
      service: 'Estate planning',
    },
    person: { name: 'Carl Meyer', phone: '+12625550197', email: 'carl.meyer@example.com' },
    notes: 'wants_to_be_called_by: Mr. Meyer\nservice: Estate planning',
  },
  {
    id: 'c01',
    country: 'US',
    body: {
      name: 'Helen Park',
      email: 'helen.park@example.com',
      phone: '+1 415 555 0161',
      print_description: 'A4-Landscape prints, 200 copies, matte finish',
      deadline: 'Friday',
    },
    person: { name: 'Helen Park', phone: '+14155550161', email: 'helen.park@example.com' },
    notes: 'print_description: A4-Landscape prints, 200 copies, matte finish\ndeadline: Friday',
  },
  {
    id: 'c02',
    country: 'US',
    body: {
      first_name: 'Jordan',
      last_name: 'Lee',
      email: 'jlee@example.com',
      phone: '(602) 555-0112',
      project_description: 'PS5-bundle giveaway for our gaming cafe opening, need banners',
      budget: '$800',
    },
    person: { name: 'Jordan Lee', phone: '+16025550112', email: 'jlee@example.com' },
    notes: 'project_description: PS5-bundle giveaway for our gaming cafe opening, need banners\nbudget: $800',
  },
  {
    id: 'c03',
    country: 'IT',
    body: {
      name: 'Marco Vitale',
      email: 'marco.v@example.it',
      phone: '+39 333 123 4567',
      vehicle_details: 'E46-M3 with a rattling exhaust, 2004',
      service: 'Exhaust repair',
    },
    person: { name: 'Marco Vitale', phone: '+393331234567', email: 'marco.v@example.it' },
    notes: 'vehicle_details: E46-M3 with a rattling exhaust, 2004\nservice: Exhaust repair',
  },
  {
    id: 'c06',
    country: 'US',
    body: {
      name: 'Priya Nair',
      email: 'priya.nair@example.com',
      phone: '+1 646 555 0133',
      visa_details: 'H1-B holder, transferring employer, need advice on timing',
      consultation: 'Video call',
    },
    person: { name: 'Priya Nair', phone: '+16465550133', email: 'priya.nair@example.com' },
    notes: 'visa_details: H1-B holder, transferring employer, need advice on timing\nconsultation: Video call',
  },
  {
    id: 'c07',
    country: 'US',
    body: {
      name: 'Ahmed Karimi',
      email: 'a.karimi@example.com',
      phone: '+1 703 555 0148',
      case_description: 'E2-visa investor application for a franchise, 150k invested',
    },
    person: { name: 'Ahmed Karimi', phone: '+17035550148', email: 'a.karimi@example.com' },
    notes: 'case_description: E2-visa investor application for a franchise, 150k invested',
  },
  {
    id: 'c08',
    country: 'US',
    body: {
      name: 'Lucy Tran',
      email: 'lucy.tran@example.com',
      phone: '+1 206 555 0129',
      party_details: '007-themed birthday for 30 guests, casino tables',
      date: '2025-09-13',
    },
    person: { name: 'Lucy Tran', phone: '+12065550129', email: 'lucy.tran@example.com' },
    notes: 'party_details: 007-themed birthday for 30 guests, casino tables\ndate: 2025-09-13',
  },
  {
    id: 'c10',
    country: 'JP',
    body: {
      first_name: 'Kenji',
      last_name: 'Watanabe',
      email: 'kenji.w@example.jp',
      phone: '090-1234-5678',
      inquiry_message: 'A3-Poster 50枚の見積もりをお願いします',
      company: 'Watanabe Design',
    },
    person: { name: 'Kenji Watanabe', phone: '+819012345678', email: 'kenji.w@example.jp' },
    notes: 'inquiry_message: A3-Poster 50枚の見積もりをお願いします\ncompany: Watanabe Design',
  },
  {
    id: 'c13',
    country: 'US',
    body: {
      name: 'Tessa Grant',
      email: 'tessa.g@example.com',
      phone: '+1 303 555 0117',
      additional_details: 'B2-level ski lessons for my son and me, we are intermediate',
      dates: 'Dec 27-30',
    },
    person: { name: 'Tessa Grant', phone: '+13035550117', email: 'tessa.g@example.com' },
    notes: 'additional_details: B2-level ski lessons for my son and me, we are intermediate\ndates: Dec 27-30',
  },
  {
    id: 'c14',
    country: 'ES',
    body: {
      name: 'Ruben Diaz',
      email: 'ruben.diaz@example.es',
      phone: '+34 612 345 678',
      mensaje_text: 'A1-Nivel de español, busco clases intensivas',
      ciudad: 'Valencia',
    },
    person: { name: 'Ruben Diaz', phone: '+34612345678', email: 'ruben.diaz@example.es' },
    notes: 'mensaje_text: A1-Nivel de español, busco clases intensivas\nciudad: Valencia',
  },
  {
    id: 'c15',
    country: 'US',
    body: {
      fields: { name: 'Ian Cho', email: 'ian.cho@example.com', phone: '+1 312 555 0108' },
      job_details: 'R2-D2 replica build, needs custom dome machining',
      deadline: 'Comic con in October',
    },
    person: { name: 'Ian Cho', phone: '+13125550108', email: 'ian.cho@example.com' },
    notes: 'job_details: R2-D2 replica build, needs custom dome machining\ndeadline: Comic con in October',
  },
  {
    id: 'c16',
    country: 'FR',
    body: {
      name: 'Alice Moreau',
      email: 'alice.moreau@example.fr',
      phone: '+33 6 12 34 56 78',
      customer_message: '00-Urgent: water coming through the ceiling, please call back',
      service: 'Plombier',
    },
    person: { name: 'Alice Moreau', phone: '+33612345678', email: 'alice.moreau@example.fr' },
    notes: 'customer_message: 00-Urgent: water coming through the ceiling, please call back\nservice: Plombier',
  },
  {
    id: 'c17',
    country: 'US',
    body: {
      name: 'Nate Reyes',
      email: 'nate.r@example.com',
      phone: '+1 480 555 0171',
      message_text: 'Q4-Planning retreat for 25 people, need a venue near Scottsdale',
    },
    person: { name: 'Nate Reyes', phone: '+14805550171', email: 'nate.r@example.com' },
    notes: 'message_text: Q4-Planning retreat for 25 people, need a venue near Scottsdale',
  },
  {
    id: 'c19',
    country: 'US',
    body: {
      lead: { name: 'Walt Simmons', email: 'walt@example.com', phone: '+1 865 555 0136' },
      boat_details: 'C4-Corvette engine swap into a 1972 runabout, need a marine mechanic',
    },
    person: { name: 'Walt Simmons', phone: '+18655550136', email: 'walt@example.com' },
    notes: 'boat_details: C4-Corvette engine swap into a 1972 runabout, need a marine mechanic',
  },
  {
    id: 'c22',
    country: 'US',
    body: {
      name: 'Mila Novak',
      email: 'mila.n@example.com',
      phone: '+1 773 555 0166',
      trip_description: 'K2-Base camp trek in July, 2 people, experienced hikers',
    },
    person: { name: 'Mila Novak', phone: '+17735550166', email: 'mila.n@example.com' },
    notes: 'trip_description: K2-Base camp trek in July, 2 people, experienced hikers',
  },
  {
    id: 'c23',
    country: 'US',
    body: {
      name: 'Colin Ferris',
      email: 'colin.f@example.com',
      phone: '+1 503 555 0140',
      item_description: 'M1-Garand rifle stock refinishing',
      service: 'Gunsmithing',
    },
    person: { name: 'Colin Ferris', phone: '+15035550140', email: 'colin.f@example.com' },
    notes: 'item_description: M1-Garand rifle stock refinishing\nservice: Gunsmithing',
  },
  {
    id: 'k01',
    country: 'US',
    body: {
      camper_name: 'Doug Ferris',
      camper_email: 'doug.ferris@example.com',
      camper_phone: '+1 406 555 0124',
      site_type: 'Full hookup',
      camper_type: 'Travel trailer',
      camper_length: '32 ft',
      arrival: '2025-07-03',
      nights: 4,
    },
    person: { name: 'Doug Ferris', phone: '+14065550124', email: 'doug.ferris@example.com' },
    notes: 'site_type: Full hookup\ncamper_type: Travel trailer\ncamper_length: 32 ft\narrival: 2025-07-03\nnights: 4',
  },
  {
    id: 'k08',
    country: 'US',
    body: {
      camper_full_name: 'Marcus Lindgren',
      camper_email: 'marcus.l@example.com',
      emergency_contact_name: 'Eva Lindgren',
      emergency_contact_phone: '+1 612 555 0199',
      camper_phone: '+1 612 555 0121',
      program: 'Adult fantasy baseball camp',
      shirt_size: 'XL',
    },
    person: { name: 'Marcus Lindgren', phone: '+16125550121', email: 'marcus.l@example.com' },
    notes: 'emergency_contact_name: Eva Lindgren\nprogram: Adult fantasy baseball camp\nshirt_size: XL',
  },
  {
    id: 'k09',
    country: 'US',
    body: {
      contact: { name: 'Rhonda Ames', email: 'rhonda.ames@example.com', phone: '+1 435 555 0112' },
      camper: { type: 'Fifth wheel', length_ft: 38, year: 2021 },
      site: 'Pull-through',
    },
    person: { name: 'Rhonda Ames', phone: '+14355550112', email: 'rhonda.ames@example.com' },
    notes: 'camper type: Fifth wheel\ncamper length_ft: 38\ncamper year: 2021',
  },
  {
    id: 'k12',
    country: 'US',
    body: {
      camper_first_name: 'Olivia',
      camper_last_name: 'Hart',
      camper_dob: '1990-04-12',
      email: 'olivia.hart@example.com',
      phone: '+1 720 555 0137',
      camp: 'Adult space camp weekend',
    },
    person: { name: 'Olivia Hart', phone: '+17205550137', email: 'olivia.hart@example.com' },
    notes: 'camper_dob: 1990-04-12\ncamp: Adult space camp weekend',
  },
  {
    id: 'l01',
    country: 'US',
    body: {
      name: 'Rosa Delgado',
      email: 'rosa.d@example.com',
      phone: '+1 210 555 0163',
      line_items: [{ type: 'Tax preparation fee', description: 'Individual return with Schedule C', price: 275 }],
      message: 'I have 1099s from three clients',
    },
    person: { name: 'Rosa Delgado', phone: '+12105550163', email: 'rosa.d@example.com' },
    notes:
      'line_items type: Tax preparation fee\nline_items description: Individual return with Schedule C\nmessage: I have 1099s from three clients',
  },
  {
    id: 'l02',
    country: 'US',
    body: {
      name: 'Kyle Benson',
      email: 'kyle.b@example.com',
      phone: '+1 317 555 0139',
      line_items: [
        { type: 'Product', name: 'Standing desk 60x30', price: 649 },
        { type: 'Rush shipping', price: 25 },
      ],
      notes: 'Need it before Monday',
    },
    person: { name: 'Kyle Benson', phone: '+13175550139', email: 'kyle.b@example.com' },
    notes: 'Need it before Monday\nline_items: Standing desk 60x30\nline_items type: Rush shipping',
  },
  {
    id: 'l04',
    country: 'US',
    body: {
      name: 'Rick Olsen',
      email: 'rick@olsenfarms.com',
      phone: '+1 402 555 0142',
      shipments: [{ type: 'Shipping', from: 'Omaha, NE', to: 'Denver, CO', gross_weight_lbs: 2400, total_pallets: 4 }],
      notes: 'Need liftgate at delivery',
    },
    person: { name: 'Rick Olsen', phone: '+14025550142', email: 'rick@olsenfarms.com' },
    notes: 'Need liftgate at delivery\nshipments from: Omaha, NE',
  },
  {
    id: 'l05',
    country: 'US',
    body: {
      name: 'Elena Ruiz',
      email: 'elena.r@example.com',
      phone: '+1 702 555 0156',
      services: [{ kind: 'fee', description: 'Notary for a power of attorney', net_days: 30 }],
    },
    person: { name: 'Elena Ruiz', phone: '+17025550156', email: 'elena.r@example.com' },
    notes: 'services description: Notary for a power of attorney',
  },
  {
    id: 'l08',
    country: 'US',
    body: {
      name: 'Hana Sato',
      email: 'hana.sato@example.com',
      phone: '+1 808 555 0125',
      line_items: [
        { type: 'Express shipping', name: 'Hawaii inter-island', price: 40 },
        { type: 'Product', name: 'Surfboard 7ft', price: 720 },
      ],
    },
    person: { name: 'Hana Sato', phone: '+18085550125', email: 'hana.sato@example.com' },
    notes: 'line_items type: Express shipping\nline_items: Hawaii inter-island\nline_items: Surfboard 7ft',
  },
  {
    id: 'l10',
    country: 'US',
    body: {
      name: 'Tom Becker',
      email: 'tom.becker@example.com',
      phone: '+1 216 555 0193',
      requests: [{ type: 'Tax', description: 'Back taxes for 2021-2023, IRS letter received', total_owed: 14000 }],
    },
    person: { name: 'Tom Becker', phone: '+12165550193', email: 'tom.becker@example.com' },
    notes: 'requests description: Back taxes for 2021-2023, IRS letter received\nrequests total_owed: 14000',
  },
  {
    id: 'l12',
    country: 'US',
    body: {
      name: 'Gina Russo',
      email: 'gina.russo@example.com',
      phone: '+1 718 555 0150',
      cart: {
        line_items: [
          { type: 'Gift wrap & handwritten card', price: 5 },
          { type: 'Same-day shipping', price: 15, note: 'Leave with doorman' },
        ],
      },
    },
    person: { name: 'Gina Russo', phone: '+17185550150', email: 'gina.russo@example.com' },
    notes: 'line_items type: Gift wrap & handwritten card\nline_items note: Leave with doorman',
  },
  {
    id: 'l13',
    country: 'US',
    body: {
      name: 'Omar Haddad',
      email: 'omar.h@example.com',
      phone: '+1 718 555 0142',
      selections: [{ type: 'fee', tier: 'Family (2 adults, 3 kids)', amount_per_month: 120 }],
      message: 'Can we start in September?',
    },
    person: { name: 'Omar Haddad', phone: '+17185550142', email: 'omar.h@example.com' },
    notes:
      'selections tier: Family (2 adults, 3 kids)\nselections amount_per_month: 120\nmessage: Can we start in September?',
  },
  {
    id: 'z01',
    country: 'US',
    body: {
      name: 'Laura Benson',
      email: 'laura.b@example.com',
      phone: '+1 614 555 0122',
      product: 'Engraved whiskey decanter',
      customization: { text: 'Happy 40th Dad', font: 'Script' },
    },
    person: { name: 'Laura Benson', phone: '+16145550122', email: 'laura.b@example.com' },
    notes: 'product: Engraved whiskey decanter\ncustomization: Happy 40th Dad\ncustomization font: Script',
  },
  {
    id: 'z02',
    country: 'US',
    body: {
      name: 'Tyler Moss',
      email: 'tyler.moss@example.com',
      phone: '+1 408 555 0110',
      item: 'Team T-shirts x24',
      branding: { logo_text: 'Moss Plumbing', color: 'Navy', position: 'Left chest' },
    },
    person: { name: 'Tyler Moss', phone: '+14085550110', email: 'tyler.moss@example.com' },
    notes:
      'item: Team T-shirts x24\nbranding logo_text: Moss Plumbing\nbranding color: Navy\nbranding position: Left chest',
  },
  {
    id: 'z03',
    country: 'US',
    body: {
      name: 'Aisha Bello',
      email: 'aisha.b@example.com',
      phone: '+1 404 555 0173',
      product: 'Custom necklace',
      customization: 'Name necklace: AMARA in gold',
    },
    person: { name: 'Aisha Bello', phone: '+14045550173', email: 'aisha.b@example.com' },
    notes: 'product: Custom necklace\ncustomization: Name necklace: AMARA in gold',
  },
  {
    id: 'z05',
    country: 'US',
    body: {
      name: 'Derek Stone',
      email: 'derek@stonebrewing.com',
      phone: '+1 503 555 0183',
      company: 'Stone Brewing Co',
      branding: { title: 'Stone Brewing Co', colour: 'Forest green', description: 'Rustic logo on the can label' },
      quantity: '5,000 cans',
    },
    person: { name: 'Derek Stone', phone: '+15035550183', email: 'derek@stonebrewing.com' },
    notes:
      'company: Stone Brewing Co\nbranding: Stone Brewing Co\nbranding colour: Forest green\nbranding description: Rustic logo on the can label\nquantity: 5,000 cans',
  },
  {
    id: 'z06',
    country: 'US',
    body: {
      customer: { name: 'Nina Costa', email: 'nina.costa@example.com', phone: '+1 305 555 0145' },
      order: { product: 'Leather wallet', customization: { name: 'N.C.', position: 'Bottom right' } },
    },
    person: { name: 'Nina Costa', phone: '+13055550145', email: 'nina.costa@example.com' },
    notes: 'order product: Leather wallet\ncustomization position: Bottom right',
  },
  {
    id: 'z07',
    country: 'US',
    body: {
      name: 'Paul Jensen',
      email: 'paul.jensen@example.com',
      phone: '+1 612 555 0190',
      service: 'Website design',
      branding: 'We already have a logo and brand colors (teal/orange)',
      pages: 6,
    },
    person: { name: 'Paul Jensen', phone: '+16125550190', email: 'paul.jensen@example.com' },
    notes: 'service: Website design\nbranding: We already have a logo and brand colors (teal/orange)\npages: 6',
  },
  {
    id: 'z11',
    country: 'US',
    body: {
      name: 'Ivan Petrov',
      email: 'ivan.petrov@example.com',
      phone: '+1 917 555 0118',
      event: 'Corporate gala',
      branding: { title: 'Petrov Capital Annual Gala', layout: 'Step and repeat backdrop' },
      guests: 200,
    },
    person: { name: 'Ivan Petrov', phone: '+19175550118', email: 'ivan.petrov@example.com' },
    notes:
      'event: Corporate gala\nbranding: Petrov Capital Annual Gala\nbranding layout: Step and repeat backdrop\nguests: 200',
  },
  {
    id: 'z12',
    country: 'US',
    body: {
      name: 'Sara Kim',
      email: 'sara.kim@example.com',
      phone: '+1 213 555 0170',
      customisation: { text: 'Forever & Always', placement: 'Inside the band' },
      ring_size: 6.5,
    },
    person: { name: 'Sara Kim', phone: '+12135550170', email: 'sara.kim@example.com' },
    notes: 'customisation: Forever & Always\ncustomisation placement: Inside the band\nring_size: 6.5',
  },
  {
    id: 'z13',
    country: 'NO',
    body: {
      name: 'Ola Nordmann',
      email: 'ola@example.no',
      phone: '+47 912 34 567',
      product: 'Bunad embroidery',
      customization: { description: 'Hardanger pattern in red and blue, initials O.N.', background: 'Black wool' },
    },
    person: { name: 'Ola Nordmann', phone: '+4791234567', email: 'ola@example.no' },
    notes:
      'product: Bunad embroidery\ncustomization description: Hardanger pattern in red and blue, initials O.N.\ncustomization background: Black wool',
  },
  {
    id: 'z14',
    country: 'US',
    body: {
      name: 'Megan Hart',
      email: 'megan.hart@example.com',
      phone: '+1 503 555 0107',
      product: 'Dog collar',
      customization: { label: 'BISCUIT - call 503-555-0107' },
    },
    person: { name: 'Megan Hart', phone: '+15035550107', email: 'megan.hart@example.com' },
    notes: 'product: Dog collar\ncustomization: BISCUIT - call 503-555-0107',
  },
];

describe('Reader: review 35’s bodies read as at 65976a3', () => {
  for (const { id, country, body, person, notes } of ROWS)
    it(`${id}: the same person and brief`, () => {
      const input = readInput(body, country);
      expect({ name: input.name, phone: input.phone, email: input.email }, id).to.deep.equal(person);
      expect(input.notes ?? '', id).to.equal(notes ?? '');
    });
});
