import { itReadsAsBefore, type ReviewRow } from '../helpers/review-rows.ts';

// Review 36’s bodies (a sender’s pass over session 30’s net reader change, ccc7fc8..6745b05, /work/review36 outside the
// repository): each read right at the session’s start and wrong at 6745b05 (a single-word charge type outside a bill’s
// list, a tour’s or a hall’s name under a short unknown label, a poster’s or an attendee’s name under an actor key, an
// answer under a description’s key, a letter-led code) until review 36’s mends. Each body reads its person and its
// brief exactly as at ccc7fc8. Made-up people and businesses.

const ROWS: ReviewRow[] = [
  {
    id: 'b08',
    country: 'AU',
    body: {
      name: 'Liam Walsh',
      email: 'liamw@bigpond.com',
      phone: '0412 555 018',
      enquiry: 'Accountant for tax return',
      income_items: [
        { type: 'tax', description: 'PAYG withheld', amount: 14200 },
        { type: 'salary', description: 'Main job', amount: 86000 },
      ],
    },
    person: { name: 'Liam Walsh', phone: '+61412555018', email: 'liamw@bigpond.com' },
    notes:
      'enquiry: Accountant for tax return\nincome_items description: PAYG withheld\nincome_items amount: 14200\nincome_items description: Main job\nincome_items amount: 86000',
  },
  {
    id: 'b09',
    country: 'US',
    body: {
      name: 'Gloria Ramos',
      email: 'gloria.ramos@gmail.com',
      phone: '+1 305 555 0166',
      form: 'Probate help',
      estate_items: [
        { type: 'fee', description: 'Funeral home', amount: 7800 },
        { type: 'house', description: '3 bed in Hialeah', amount: 410000 },
      ],
    },
    person: { name: 'Gloria Ramos', phone: '+13055550166', email: 'gloria.ramos@gmail.com' },
    notes:
      'form: Probate help\nestate_items description: Funeral home\nestate_items amount: 7800\nestate_items description: 3 bed in Hialeah\nestate_items amount: 410000',
  },
  {
    id: 'b10',
    country: 'DE',
    body: {
      name: 'Jonas Weber',
      email: 'jonas.weber@gmx.de',
      telefon: '+49 151 2345678',
      anliegen: 'Steuerberatung',
      posten: [{ type: 'tax', description: 'Nachzahlung Einkommensteuer', betrag: 3400 }],
    },
    person: { name: 'Jonas Weber', phone: '+491512345678', email: 'jonas.weber@gmx.de' },
    notes: 'anliegen: Steuerberatung\nposten description: Nachzahlung Einkommensteuer\nposten betrag: 3400',
  },
  {
    id: 'b12',
    country: 'US',
    body: {
      name: 'Nadia Haddad',
      email: 'nadia.h@gmail.com',
      phone: '+1 248 555 0123',
      loan_purpose: 'Consolidate',
      expenses: [
        { kind: 'tax', label: 'Property tax', monthly_amount: 410 },
        { kind: 'fee', label: 'HOA', monthly_amount: 220 },
        { kind: 'rent', label: 'Storage', monthly_amount: 90 },
      ],
    },
    person: { name: 'Nadia Haddad', phone: '+12485550123', email: 'nadia.h@gmail.com' },
    notes:
      'loan_purpose: Consolidate\nexpenses: Property tax\nexpenses monthly_amount: 410\nexpenses: Storage\nexpenses monthly_amount: 90',
  },
  {
    id: 'x01',
    country: 'US',
    body: {
      name: 'Joan Meyer',
      email: 'joan.meyer@gmail.com',
      phone: '+1 330 555 0116',
      interest: 'Solar',
      utility_bills: [
        { month: 'July', type: 'charge', amount: 212 },
        { month: 'January', type: 'charge', amount: 148 },
      ],
    },
    person: { name: 'Joan Meyer', phone: '+13305550116', email: 'joan.meyer@gmail.com' },
    notes:
      'interest: Solar\nutility_bills month: July\nutility_bills amount: 212\nutility_bills month: January\nutility_bills amount: 148',
  },
  {
    id: 'x02',
    country: 'US',
    body: {
      name: 'Sam Patel',
      email: 'sam.patel@gmail.com',
      phone: '+1 201 555 0159',
      service: 'Bookkeeping',
      monthly_costs: [
        { type: 'fees', vendor: 'Shopify', amount: 79 },
        { type: 'payroll', vendor: 'Gusto', amount: 1200 },
      ],
    },
    person: { name: 'Sam Patel', phone: '+12015550159', email: 'sam.patel@gmail.com' },
    notes: 'service: Bookkeeping\nmonthly_costs amount: 79\nmonthly_costs amount: 1200',
  },
  {
    id: 'x09',
    country: 'CA',
    body: {
      name: 'Marie Tremblay',
      email: 'marie.tremblay@videotron.ca',
      telephone: '514-555-0148',
      demande: 'Déclaration de revenus',
      montants: [{ type: 'taxes', description: 'Taxes foncières', montant: 3200 }],
    },
    person: { name: 'Marie Tremblay', phone: '+15145550148', email: 'marie.tremblay@videotron.ca' },
    notes: 'demande: Déclaration de revenus\nmontants description: Taxes foncières\nmontants montant: 3200',
  },
  {
    id: 'u02',
    country: 'RU',
    body: { Телефон: '+7 903 555-66-77', Email: 'travel.ivan@yandex.ru', Тур: 'Золотое Кольцо', Даты: '10-15 мая' },
    person: { name: null, phone: '+79035556677', email: 'travel.ivan@yandex.ru' },
    notes: 'Тур: Золотое Кольцо\nДаты: 10-15 мая',
  },
  {
    id: 'u03',
    country: 'RU',
    body: { Телефон: '+7 925 111-22-33', Email: 'mama.sad@mail.ru', Сад: 'Радуга Плюс', Группа: 'средняя' },
    person: { name: null, phone: '+79251112233', email: 'mama.sad@mail.ru' },
    notes: 'Сад: Радуга Плюс\nГруппа: средняя',
  },
  {
    id: 'u04',
    country: 'UA',
    body: { Телефон: '+380 67 123 4567', Email: 'student.kyiv@ukr.net', ВНЗ: 'Київська Політехніка', Курс: '3' },
    person: { name: null, phone: '+380671234567', email: 'student.kyiv@ukr.net' },
    notes: 'ВНЗ: Київська Політехніка\nКурс: 3',
  },
  {
    id: 'u05',
    country: 'RU',
    body: { Телефон: '+7 912 345-67-89', Email: 'zal.arenda@mail.ru', Зал: 'Большой Зал', Гостей: '80' },
    person: { name: null, phone: '+79123456789', email: 'zal.arenda@mail.ru' },
    notes: 'Зал: Большой Зал\nГостей: 80',
  },
  {
    id: 'u09',
    country: 'BG',
    body: { Телефон: '+359 88 123 4567', Имейл: 'gergana@abv.bg', Вид: 'Основен Ремонт', Град: 'София' },
    person: { name: null, phone: '+359881234567', email: 'gergana@abv.bg' },
    notes: 'Вид: Основен Ремонт\nГрад: София',
  },
  {
    id: 'x06',
    country: 'UA',
    body: { Телефон: '+380 50 555 1122', Email: 'remont.lviv@ukr.net', Вид: 'Капітальний Ремонт', Місто: 'Львів' },
    person: { name: null, phone: '+380505551122', email: 'remont.lviv@ukr.net' },
    notes: 'Вид: Капітальний Ремонт\nМісто: Львів',
  },
  {
    id: 'a01',
    country: 'US',
    body: {
      source: 'Thumbtack-like',
      job: { title: 'Fence repair, 40 ft cedar', posted_by: 'Jim Parker', zip: '75024', phone: '+1 469 555 0181' },
      email: 'jim.parker1961@gmail.com',
    },
    person: { name: null, phone: '+14695550181', email: 'jim.parker1961@gmail.com' },
    notes: 'title: Fence repair, 40 ft cedar\nposted_by: Jim Parker\nzip: 75024\nsource: Thumbtack-like',
  },
  {
    id: 'a03',
    country: 'US',
    body: {
      event: 'Roofing webinar',
      attended_by: 'Laura Kim',
      attendee_email: 'laura.kim@gmail.com',
      attendee_phone: '+1 206 555 0175',
      question: 'Do you do metal roofs?',
    },
    person: { name: null, phone: '+12065550175', email: 'laura.kim@gmail.com' },
    notes: 'event: Roofing webinar\nattended_by: Laura Kim\nquestion: Do you do metal roofs?',
  },
  {
    id: 'a07',
    country: 'US',
    body: {
      review: {
        rating: 2,
        reviewed_by: 'Ana Souza',
        text: 'Technician never showed, call me',
        phone: '+1 407 555 0161',
      },
      platform: 'Yelp',
    },
    person: { name: null, phone: '+14075550161', email: null },
    notes: 'rating: 2\nreviewed_by: Ana Souza\ntext: Technician never showed, call me',
  },
  {
    id: 'a09',
    country: 'US',
    body: {
      name: 'Bill Reyes',
      email: 'bill.reyes@gmail.com',
      phone: '+1 210 555 0199',
      last_service: '2023-10-02',
      serviced_by: 'ABC Heating',
      inspected_by: 'City of San Antonio',
      issue: 'No heat upstairs',
    },
    person: { name: 'Bill Reyes', phone: '+12105550199', email: 'bill.reyes@gmail.com' },
    notes:
      'last_service: 2023-10-02\nserviced_by: ABC Heating\ninspected_by: City of San Antonio\nissue: No heat upstairs',
  },
  {
    id: 'd05',
    country: 'US',
    body: {
      name: 'Jill Ames',
      email: 'jill.ames@gmail.com',
      phone: '+1 503 555 0172',
      responses: {
        '21': {
          label: 'Describe the damage',
          type: 'textarea',
          description: 'Water coming through the ceiling in the hall',
        },
        '22': { label: 'Insurance claim?', type: 'radio', default: 'Yes' },
      },
    },
    person: { name: 'Jill Ames', phone: '+15035550172', email: 'jill.ames@gmail.com' },
    notes: 'responses description: Water coming through the ceiling in the hall',
  },
  {
    id: 'c04',
    country: 'US',
    body: {
      name: 'Ray Chen',
      email: 'ray.chen@gmail.com',
      phone: '+1 408 555 0182',
      response_text: 'A2-Yes please call',
      question: 'Want a callback?',
    },
    person: { name: 'Ray Chen', phone: '+14085550182', email: 'ray.chen@gmail.com' },
    notes: 'response_text: A2-Yes please call\nquestion: Want a callback?',
  },
];

describe('Reader: review 36’s bodies read as at the session’s start', () => itReadsAsBefore(ROWS));
