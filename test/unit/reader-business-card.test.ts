import { expect } from 'chai';
import fc from 'fast-check';
import { personOf, readInput } from '../helpers/read-lead.ts';

// A business's own contact card beside the person's block, under keys that name no party (docs/api.md
// §2.4, feature `businessCard`): where no word tells them apart and the country's numbering plan does not
// either (US numbers are fixed line or mobile alike), the card's structure does: its name is the site its
// email or a link of the body is on. Invented keys in several scripts, never one sender's.

const BLOCK_KEYS: Array<[string, string]> = [
  ['a', 'b'],
  ['kopf', 'daten'],
  ['ส่วนหัว', 'ข้อมูล'],
  ['शीर्ष', 'विवरण'],
  ['ראש', 'פרטים'],
  ['x1', 'x2'],
];
const CONTACT_KEYS: Array<[string, string, string]> = [
  ['name', 'phone', 'email'],
  ['nombre', 'telefono', 'correo'],
  ['ชื่อ', 'โทร', 'อีเมล'],
  ['नाम', 'फोन', 'ईमेल'],
];
const PEOPLE = ['Jane Whitaker', 'สมชาย ใจดี', 'राहुल शर्मा', 'נועה כהן', 'Lukas Weber'];
// A business, its own mailbox on its site (no role word, no person's word in it), and its site.
const CARDS: Array<[string, string, string]> = [
  ['Brightside Plumbing', 'mark@brightsideplumbing.com', 'https://www.brightsideplumbing.com/contact'],
  ['Camelback Honda', 'tbrooks@camelbackhonda.com', 'https://camelbackhonda.com'],
  ['Mile High Heating & Air', 'dana@milehighheatingair.com', 'www.milehighheatingair.com'],
];

/** Keys of the two blocks and of their fields, the person, and whether the card comes first. */
interface Layout {
  cardKey: string;
  personKey: string;
  nameKey: string;
  phoneKey: string;
  emailKey: string;
  person: string;
  cardFirst: boolean;
}

// Every layout with every card of a list: the property the tests below share.
function forEveryLayout<Card>(cards: Card[], check: (card: Card, layout: Layout) => void): void {
  fc.assert(
    fc.property(
      fc.constantFrom(...BLOCK_KEYS),
      fc.constantFrom(...CONTACT_KEYS),
      fc.constantFrom(...PEOPLE),
      fc.constantFrom(...cards),
      fc.boolean(),
      ([cardKey, personKey], [nameKey, phoneKey, emailKey], person, card, cardFirst) =>
        check(card, { cardKey, personKey, nameKey, phoneKey, emailKey, person, cardFirst }),
    ),
  );
}

// The card's block and the person's in the layout's order, then what follows them.
const inOrder = (card: object, own: object, { cardFirst }: Layout, rest: object = {}) => ({
  ...(cardFirst ? card : own),
  ...(cardFirst ? own : card),
  ...rest,
});

describe("Reader: a business's card beside the person's block, under keys naming no party (docs/api.md §2.4)", () => {
  it("reads the person's block wherever the card sits, and never the card's email as theirs", () => {
    forEveryLayout(CARDS, ([business, mailbox], layout) => {
      const { cardKey, personKey, nameKey, phoneKey, emailKey, person } = layout;
      const card = { [cardKey]: { [nameKey]: business, [phoneKey]: '(303) 555-0100', [emailKey]: mailbox } };
      const own = { [personKey]: { [nameKey]: person, [phoneKey]: '(303) 555-0175' } };
      const body = inOrder(card, own, layout, { q: 'Leak under the sink' });
      expect(personOf(body)).to.deep.equal({ name: person, phone: '+13035550175', email: null });
      const { notes } = readInput(body);
      expect(notes).to.include('Leak under the sink');
      expect(notes).not.to.include(mailbox);
      expect(notes).not.to.include('555-0100');
    });
  });

  it("reads a card with no email as the business's by its name on a site the body links to", () => {
    forEveryLayout(CARDS, ([business, , site], layout) => {
      const { cardKey, personKey, nameKey, phoneKey, emailKey, person } = layout;
      const card = { [cardKey]: { [nameKey]: business, [phoneKey]: '+1 303 555 0100', lugar: '7550 E Main St' } };
      const own = { [nameKey]: person, [phoneKey]: '303-555-0175' };
      const body = { url: site, ...inOrder(card, { [personKey]: { ...own, [emailKey]: 'j.w@example.net' } }, layout) };
      expect(personOf(body)).to.deep.equal({ name: person, phone: '+13035550175', email: 'j.w@example.net' });
      // The person's block with no email: the card's phone is still the business's.
      const bare = { url: site, ...inOrder(card, { [personKey]: own }, layout) };
      expect(personOf(bare)).to.deep.equal({ name: person, phone: '+13035550175', email: null });
    });
  });

  it("keeps a lone block whose name is its email's site: the person's own business, the only contact there is", () => {
    const body = { name: 'Brightside Plumbing', phone: '(303) 555-0100', email: 'mark@brightsideplumbing.com' };
    expect(personOf({ a: body })).to.deep.equal({
      name: 'Brightside Plumbing',
      phone: '+13035550100',
      email: 'mark@brightsideplumbing.com',
    });
  });

  it("keeps the person's own site and name (`jane@janewhitaker.com`) when a business's card is beside it", () => {
    const body = {
      a: { name: 'Brightside Plumbing', phone: '(303) 555-0100', email: 'mark@brightsideplumbing.com' },
      b: { name: 'Jane Whitaker', phone: '(303) 555-0175', email: 'jane@janewhitaker.com', web: 'janewhitaker.com' },
    };
    expect(personOf(body)).to.deep.equal({
      name: 'Jane Whitaker',
      phone: '+13035550175',
      email: 'jane@janewhitaker.com',
    });
  });
});

describe("Reader: a business's card holding its own site beside its mailbox (docs/api.md §2.4)", () => {
  // A card whose email is on the site it links to, whatever its name (a staff member's, a brand's).
  const SITE_CARDS: Array<[string, string, string]> = [
    ['Ana Lima', 'ana@clinicaviva.com.br', 'https://clinicaviva.com.br'],
    ['Tomás Ferreira', 'tomas@solardoporto.pt', 'http://www.solardoporto.pt/contactos'],
    ['ศูนย์บริการ', 'somchai@siamcarcare.co.th', 'https://siamcarcare.co.th/th/'],
  ];
  it("reads the person's block, before or after a card whose email is on the site it links to", () => {
    forEveryLayout(SITE_CARDS, ([staff, mailbox, site], layout) => {
      const { cardKey, personKey, nameKey, phoneKey, emailKey, person } = layout;
      const card = { [cardKey]: { [nameKey]: staff, [phoneKey]: '(303) 555-0100', [emailKey]: mailbox, web: site } };
      const own = { [personKey]: { [nameKey]: person, [phoneKey]: '(303) 555-0175', [emailKey]: 'p.k@example.net' } };
      const body = inOrder(card, own, layout, { q: 'Do you open on Sundays?' });
      expect(personOf(body)).to.deep.equal({ name: person, phone: '+13035550175', email: 'p.k@example.net' });
      expect(readInput(body).notes).not.to.include(mailbox);
    });
  });

  it("keeps a person's company site beside their company email when no other block is there", () => {
    const body = {
      name: 'Ana Lima',
      phone: '(303) 555-0175',
      email: 'ana@clinicaviva.com.br',
      web: 'https://clinicaviva.com.br',
    };
    expect(personOf({ form: body, page: 'https://example.org/contact' })).to.deep.equal({
      name: 'Ana Lima',
      phone: '+13035550175',
      email: 'ana@clinicaviva.com.br',
    });
  });
});

describe("Reader: a business's card whose every phone is a fixed line, beside the person's mobile (docs/api.md §2.4)", () => {
  // A business on a free mailbox (no site, no role word): its fixed line, where the plan tells one from a mobile, says whose.
  const FIXED_CARDS: Array<[string, string, string, string, string, string]> = [
    ['DE', 'Autohaus Huber', '030 1234567', 'autohaus.huber@gmx.de', '0151 23456789', '+4915123456789'],
    ['ES', 'Clínica Sol', '+34 912 345 678', 'clinicasol@gmail.com', '+34 612 345 678', '+34612345678'],
    ['GB', 'Harbour View Motors', '020 7946 0000', 'harbourviewmotors@outlook.com', '07911 123456', '+447911123456'],
  ];
  it("reads the person's block, before or after the card, under keys naming no party", () => {
    forEveryLayout(FIXED_CARDS, ([country, business, line, mailbox, mobile, e164], layout) => {
      const { cardKey, personKey, nameKey, phoneKey, emailKey, person } = layout;
      const card = { [cardKey]: { [nameKey]: business, [phoneKey]: line, [emailKey]: mailbox } };
      const own = { [personKey]: { [nameKey]: person, [phoneKey]: mobile, [emailKey]: 'p.k@example.net' } };
      const body = inOrder(card, own, layout, { q: 'Is it still available?' });
      expect(personOf(body, country)).to.deep.equal({ name: person, phone: e164, email: 'p.k@example.net' });
      expect(readInput(body, country).notes).not.to.include(mailbox);
    });
  });

  it("keeps a person's landline block under a key naming them, beside a business's mobile", () => {
    const body = {
      kunde: { name: 'Jonas Weber', telefon: '030 1234567', email: 'jonas.weber@example.net' },
      haendler: { name: 'Autohaus Huber', telefon: '0151 23456789', email: 'autohaus.huber@gmx.de' },
    };
    expect(personOf(body, 'DE')).to.deep.equal({
      name: 'Jonas Weber',
      phone: '+49301234567',
      email: 'jonas.weber@example.net',
    });
  });
});

describe("Reader: the person's block and a business's card under random keys (docs/api.md §2.4)", () => {
  // Keys no vocabulary reads: a letter of a script without words in it, then digits.
  const key = fc
    .tuple(fc.constantFrom('ק', 'ก', 'क', 'z'), fc.integer({ min: 0, max: 9999 }))
    .map(([a, n]) => `${a}${n}`);
  it('gives the same person whichever comes first, whatever the keys of the blocks', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(key, { minLength: 2, maxLength: 2 }),
        fc.constantFrom(...CONTACT_KEYS),
        fc.constantFrom(...PEOPLE),
        fc.constantFrom(
          { name: 'Brightside Plumbing', phone: '(303) 555-0100', email: 'mark@brightsideplumbing.com' },
          {
            name: 'Ana Lima',
            phone: '(303) 555-0100',
            email: 'ana@clinicaviva.com.br',
            web: 'https://clinicaviva.com.br',
          },
          { name: 'Clínica Sol', phone: '+34 912 345 678', email: 'clinicasol@gmail.com' },
        ),
        ([cardKey, personKey], [nameKey, phoneKey, emailKey], person, { name, phone, email, web }) => {
          const card = { [nameKey]: name, [phoneKey]: phone, [emailKey]: email, ...(web ? { web } : {}) };
          const own = { [nameKey]: person, [phoneKey]: '+34 612 345 678', [emailKey]: 'p.k@example.net' };
          const first = personOf({ [cardKey]: card, [personKey]: own }, 'ES');
          const second = personOf({ [personKey]: own, [cardKey]: card }, 'ES');
          expect(first).to.deep.equal({ name: person, phone: '+34612345678', email: 'p.k@example.net' });
          expect(second).to.deep.equal(first);
        },
      ),
    );
  });
});

describe("Reader: a business's card holding its home page, beside the person's block (docs/api.md §2.4)", () => {
  // No site names the card and no plan tells its line apart (US): its home page does, beside the person's block.
  const HOME_CARDS: Array<[string, string, string]> = [
    ['Sunrise Dental', 'sunrisedental.office@gmail.com', 'https://www.sunrise-smiles.com'],
    ['Dra. Lucía Méndez', 'luciamendez.consultorio@gmail.com', 'www.consultorio-lm.mx/'],
    ['ร้านดอกไม้บ้านสวน', 'baansuan.flowers@gmail.com', 'https://baansuanflowers.co.th/th'],
  ];
  it("reads the person's block, before or after a card holding a home page", () => {
    forEveryLayout(HOME_CARDS, ([business, mailbox, home], layout) => {
      const { cardKey, personKey, nameKey, phoneKey, emailKey, person } = layout;
      const card = { [cardKey]: { [nameKey]: business, [phoneKey]: '+1 303 555 0100', [emailKey]: mailbox, w: home } };
      const own = { [personKey]: { [nameKey]: person, [phoneKey]: '+1 303 555 0175', [emailKey]: 'p.k@example.net' } };
      const body = inOrder(card, own, layout, { q: 'Do you take new patients?' });
      expect(personOf(body)).to.deep.equal({ name: person, phone: '+13035550175', email: 'p.k@example.net' });
    });
  });

  it("keeps a flat form's person beside its page's link and a place's block below it", () => {
    const body = {
      name: 'Jane Whitaker',
      phone: '+1 303 555 0175',
      email: 'jane.whitaker@gmail.com',
      page: 'https://www.sunrise-smiles.com/',
      sitio: { nombre: 'Sunrise Dental Aurora', telefono: '+1 303 555 0100', correo: 'aurora.sunrise@gmail.com' },
    };
    expect(personOf(body)).to.deep.equal({
      name: 'Jane Whitaker',
      phone: '+13035550175',
      email: 'jane.whitaker@gmail.com',
    });
  });

  it("keeps a person's block holding a picture's link (no home page) beside another block", () => {
    const body = {
      a: {
        name: 'Jane Whitaker',
        phone: '+1 303 555 0175',
        email: 'jane.whitaker@gmail.com',
        photo: 'https://cdn.example.net/u/88/avatar.png',
      },
      b: { name: 'Tom Baker', phone: '+1 303 555 0100', email: 'tom.baker@gmail.com' },
    };
    expect(personOf(body)).to.deep.equal({
      name: 'Jane Whitaker',
      phone: '+13035550175',
      email: 'jane.whitaker@gmail.com',
    });
  });
});

describe("Reader: the business's own name in the brief, by the site the body names (docs/api.md §2.4)", () => {
  it('leaves out a name whose words make up the site of a landing page or of an email not the person’s', () => {
    const landing = readInput({
      name: 'Nora Vance',
      email: 'nora.v@gmail.com',
      company_name: 'Harbor Light Dental',
      landing_page: 'https://www.harborlightdental.com/implants?gclid=Cj0KCQ',
      message: 'I would like an implants consult',
    }).notes;
    expect(landing).to.include('implants consult').and.not.include('Harbor Light Dental');
    const mailbox = readInput(
      {
        lead: { naam: 'Sem de Wit', telefoon: '06 12345678', email: 'sem.dewit@gmail.com' },
        project: { developer: 'Groenveld Woningen BV', contact: 'verkoop@groenveldwoningen.nl' },
        wens: 'Drie slaapkamers',
      },
      'NL',
    ).notes;
    expect(mailbox).to.include('Drie slaapkamers').and.not.include('Groenveld Woningen');
  });

  // Session 35 (a CRM's contact webhook, tried as a new sender): the page the lead came through one path segment deep
  // (`/free-estimate`), under a key naming a page or a source, or in an object so named (`attributionSource: {url}`),
  // is the business's page as a deeper one is, and a name of the site's words there the business's, with every value of
  // the object it names (its location record's address); the person's own object stays theirs. Invented body.
  it('leaves out the name of the site the lead came through, its page one segment deep under a source’s key', () => {
    const body = {
      full_name: 'Dale Mercer',
      email: 'dale.mercer@gmail.com',
      phone: '+1 404 555 0137',
      'What needs fixing?': 'Hail damage on the north side',
      location: { name: 'Ridgeline Roofing Co', id: 'loc_88', address: '1400 Roswell Rd', city: 'Marietta' },
      source: { url: 'https://ridgelineroofing.com/free-estimate', medium: 'cpc' },
    };
    const notes = readInput(body).notes;
    expect(notes).to.include('Hail damage').and.not.include('Ridgeline Roofing').and.not.include('Marietta');
    expect(notes).not.to.include('Roswell');
    const page = readInput({
      ...body,
      source: undefined,
      page_url: 'https://ridgelineroofing.com/free-estimate',
    }).notes;
    expect(page).to.include('Hail damage').and.not.include('Ridgeline Roofing');
  });

  // Session 40 (a CRM's workflow webhook, held-out blind set 45): the site shortens a long word of the name
  // (`harbourside-physio` for Harbourside Physiotherapy). Invented body.
  // Session 40 (a call tracker's record, held-out blind set 45): the business's name then a dash and its line's or
  // branch's word (`… - Main`). Invented body.
  it("leaves out the business's name followed by a dash and a line's or a branch's word", () => {
    const { notes } = readInput({
      caller_name: 'Rosa Ibarra',
      caller_number: '+1 503 555 0188',
      email: 'rosa.ibarra@example.com',
      business_label: 'Kestrel Plumbing Co - Main Line',
      agent: { name: 'Dana Holt', email: 'dana@kestrelplumbing.com' },
      form: { 'What is leaking?': 'Water heater in the garage' },
    });
    expect(notes).to.include('Water heater').and.not.include('Kestrel Plumbing');
  });

  it("keeps the person's message opening with the business's name and a dash", () => {
    const { notes } = readInput({
      name: 'Rosa Ibarra',
      phone: '+1 503 555 0188',
      page_url: 'https://kestrelplumbing.com/contact',
      message: 'Kestrel Plumbing - please send someone today, the basement is flooding',
      service: 'Kestrel Plumbing - leaking water heater in garage',
    });
    expect(notes).to.include('the basement is flooding').and.include('leaking water heater');
  });

  it('leaves out a name whose long word the site writes by its first letters', () => {
    const body = {
      full_name: 'Mere Tipene',
      email: 'mere.t@example.net',
      phone: '+64 21 048 3921',
      'Where does it hurt?': 'Left shoulder since a fall',
      location: { name: 'Kauri Coast Physiotherapy', id: 'loc_19', address: '12 Marine Parade', city: 'Napier' },
      attributionSource: { url: 'https://kauricoast-physio.nz/book', medium: 'cpc' },
      service: 'Physiotherapy Assessment',
    };
    const notes = readInput(body, 'NZ').notes;
    expect(notes).to.include('Left shoulder').and.not.include('Kauri Coast').and.not.include('Marine Parade');
    // A product naming one shortened word and another of its own is no name of the site's.
    expect(notes).to.include('Physiotherapy Assessment');
  });

  // Session 41 (a payment platform's paid order, held-out blind set 47): the products the person bought carry the shop's
  // brand (`line_items: [{name, brand: "Luna Bedding"}]`). The business's record is an object holding a way to reach or
  // find it (a contact, a place, a link); an item naming only its brand is still the person's purchase. Invented body.
  it("keeps the products bought whose brand is the business's name, and leaves the brand out", () => {
    const body = {
      customer_info: { name: 'Andrea Solís', email: 'andrea.solis@example.com', phone: '+52 55 4128 9637' },
      line_items: [
        { name: 'Colchón Luna King', brand: 'Luna Bedding', sku: 'LUNA-K', quantity: 1 },
        { name: 'Funda impermeable', brand: 'Luna Bedding', sku: 'FUNDA-1', quantity: 2 },
      ],
      store: { name: 'Luna Bedding', city: 'Guadalajara', url: 'https://lunabedding.mx/tienda' },
      return_url: 'https://lunabedding.mx/checkout/thanks',
    };
    const { notes } = readInput(body, 'MX');
    expect(notes).to.include('Colchón Luna King').and.include('Funda impermeable');
    expect(notes).not.to.include('Luna Bedding').and.not.include('Guadalajara');
  });

  // The session's attacker pass: an object of the business's that is no list's item stays theirs whole (its plan, its
  // offer), and an item bought keeps its own product page.
  it("keeps the business's own objects out, and an item bought with its product page in", () => {
    const { notes } = readInput(
      {
        customer_info: { name: 'Andrea Solís', email: 'andrea.solis@example.com', phone: '+52 55 4128 9637' },
        line_items: [
          { name: 'Colchón Luna King', brand: 'Luna Bedding', product_url: 'https://lunabedding.mx/p/king' },
        ],
        organization: { name: 'Luna Bedding', industry: 'Home goods', plan: 'Pro', timezone: 'America/Mexico_City' },
        widget: { title: 'Luna Bedding', offer: '10% off pillows this month' },
        return_url: 'https://lunabedding.mx/checkout/thanks',
      },
      'MX',
    );
    expect(notes).to.include('Colchón Luna King');
    for (const text of ['Home goods', 'Pro', '10% off pillows']) expect(notes).not.to.include(text);
  });

  it("keeps the person's own company: its site their email is on, or its home page they gave", () => {
    const onTheirDomain = readInput({
      name: 'Bob Stone',
      email: 'bob@acmewidgets.com',
      company: 'Acme Widgets',
      website: 'https://acmewidgets.com/products/gears',
    }).notes;
    expect(onTheirDomain).to.include('Acme Widgets');
    const homePage = readInput({
      name: 'Bob Stone',
      email: 'bob.stone@gmail.com',
      company: 'Acme Widgets',
      website: 'https://www.acmewidgets.com/',
    }).notes;
    expect(homePage).to.include('Acme Widgets');
  });

  it("keeps a product named with a word or two of the business's site (not every word of it)", () => {
    const { notes } = readInput({
      customer: { name: 'Chloe Nguyen', email: 'chloe.nguyen@example.com.au' },
      items: [{ productName: 'Sydney Harbour Sunset Kayak', quantity: 2 }],
      createdBy: { firstName: 'Sam', email: 'sam@harbourkayak.com.au' },
    });
    expect(notes).to.include('Sydney Harbour Sunset Kayak');
  });
});

describe("Reader: the name in the object holding the person's contacts, under a key naming who wrote (docs/api.md §2.4)", () => {
  // A message's author keeps their name beside a list of their contact methods; a business's card sits elsewhere under a key naming no one.
  for (const [who, list] of [
    ['sender', 'contacts'],
    ['author', 'contact_methods'],
  ])
    it(`reads the ${who}'s name beside their ${list}, not the card beside it`, () => {
      const person = personOf(
        {
          item: {
            [who]: {
              name: 'نورة الحربي',
              [list]: [
                { type: 'phone', value: '+966 55 123 4567' },
                { type: 'email', value: 'noura.h@example.sa' },
              ],
            },
            profile: { id: 88, name: 'Khalid Omar', email: 'k.omar@dunesrealty.example', phone: '+971 4 555 0199' },
            body: 'هل الشقة متاحة؟',
          },
        },
        'SA',
      );
      expect(person).to.deep.equal({ name: 'نورة الحربي', phone: '+966551234567', email: 'noura.h@example.sa' });
    });
});

describe("Reader: a business's block first, told by a trade's word in its name (docs/api.md §2.4, vocabulary-trades.ts)", () => {
  // Invented: the business's block comes first under a key naming no party, its email on a free mailbox
  // and its phone a mobile, so only its name tells it apart; the same inner keys in both blocks.
  const cases: Array<[string, Record<string, unknown>, string, { name: string; phone: string; email: string | null }]> =
    [
      [
        'English, a pool service',
        {
          config: { name: 'Lakeside Pools', phone: '(415) 555-0144', email: 'lakesidepools@gmail.com' },
          data: {
            name: 'Marcus Invented',
            phone: '(650) 555-0128',
            email: 'marcus.i@example.com',
            message: 'Pump grinds',
          },
        },
        'US',
        { name: 'Marcus Invented', phone: '+16505550128', email: 'marcus.i@example.com' },
      ],
      [
        'Spanish, a dental clinic',
        {
          cabecera: { nombre: 'Clínica Dental Sonrisa', telefono: '612 345 678', correo: 'citas.sonrisa@gmail.com' },
          datos: { nombre: 'Lucía Invented', telefono: '699 111 222', correo: 'lucia.i@example.es' },
        },
        'ES',
        { name: 'Lucía Invented', phone: '+34699111222', email: 'lucia.i@example.es' },
      ],
      [
        'Russian values under English keys, a car service',
        {
          site: { name: 'Автосервис «Мотор»', phone: '+7 927 000-11-22' },
          call: { caller: { name: 'Ольга Invented', phone: '+7 916 555-01-23' } },
        },
        'RU',
        { name: 'Ольга Invented', phone: '+79165550123', email: null },
      ],
      [
        'Chinese, a company with its legal form in the name',
        {
          info: { name: '示例家政服务有限公司', phone: '139 0000 1111' },
          visitor: { name: '李女士', phone: '138 0000 2222' },
        },
        'CN',
        { name: '李女士', phone: '+8613800002222', email: null },
      ],
    ];
  for (const [what, body, country, expected] of cases)
    it(what, () => expect(personOf(body, country)).to.deep.equal(expected));

  it("reads the person beside a clinic whose keys are in a script no vocabulary holds (Sinhala): the clinic's mailbox (`clinic@`) tells", () =>
    expect(
      personOf(
        {
          ආයතනය: { නම: 'කොළඹ දන්ත සායනය', දුරකථන: '011 234 5678', 'විද්‍යුත් තැපෑල': 'clinic@example.lk' },
          පණිවිඩය: { නම: 'නිමල් පෙරේරා', දුරකථන: '077 123 4567', 'විද්‍යුත් තැපෑල': 'nimal.p@example.com' },
        },
        'LK',
      ),
    ).to.deep.equal({ name: 'නිමල් පෙරේරා', phone: '+94771234567', email: 'nimal.p@example.com' }));

  it("reads the block holding a message as the person's when nothing else tells two blocks under unread keys apart (Amharic)", () =>
    expect(
      personOf(
        {
          ድርጅት: { ስም: 'ሰላም ገብሬ', ስልክ: '0911 00 00 01', ኢሜይል: 'selamgebre77@gmail.com' },
          ጥያቄ: {
            ሙሉ: 'ሰላም ተስፋዬ',
            ስልክ: '0911 23 45 67',
            ኢሜይል: 'selam.t@example.com',
            መልእክት: 'ነገ ጠዋት ቀጠሮ እፈልጋለሁ፣ እባክዎ ይደውሉልኝ',
          },
        },
        'ET',
      ),
    ).to.deep.equal({ name: 'ሰላም ተስፋዬ', phone: '+251911234567', email: 'selam.t@example.com' }));

  it("keeps a business's block as the lead's when it is the only one the body has", () =>
    expect(
      personOf({ data: { name: 'Lakeside Pools', phone: '(415) 555-0144', email: 'lakesidepools@gmail.com' } }),
    ).to.deep.equal({ name: 'Lakeside Pools', phone: '+14155550144', email: 'lakesidepools@gmail.com' }));
});

// Session 41 (a Korean lead marketplace and a Bangladeshi classifieds site, held-out blind set 48): the business's block
// first under keys naming no party, its phone under the short `전화` (the telephone) and a fixed line, or its mailbox a
// letting desk's (`rent@`); the person's block after it. Invented bodies.
describe("Reader: a business's block before the person's, under a short phone label or a letting desk's mailbox", () => {
  it('reads the person under `전화` beside a business block holding a Seoul fixed line', () => {
    const lead = readInput(
      {
        연락처1: { 이름: '한빛 인테리어', 대표자: '정우성', 전화: '02-555-0143', 이메일: 'pro@hanbit-example.co.kr' },
        연락처2: { 이름: '이수민', 전화: '010-2345-6789', 이메일: 'sumin.lee@example.com' },
        요청사항: '욕실 리모델링 견적 부탁드립니다',
      },
      'KR',
    );
    expect([lead.name, lead.phone, lead.email]).to.deep.equal(['이수민', '+821023456789', 'sumin.lee@example.com']);
  });
  it("reads the person beside a block whose address is a letting desk's (`rent@`)", () => {
    const lead = readInput(
      {
        details: { নাম: 'সাবরিনা ইসলাম', মোবাইল: '01712-345678', ইমেইল: 'sabrina.islam@example.com' },
        info: {
          নাম: 'গ্রীন হোমস',
          মোবাইল: '01819-765432',
          ইমেইল: 'rent@greenhomes-example.com.bd',
          ঠিকানা: 'বাড়ি ৫, রোড ২, ধানমন্ডি, ঢাকা',
        },
        বার্তা: 'ফ্ল্যাটটি কি আগামী মাস থেকে পাওয়া যাবে?',
      },
      'BD',
    );
    expect([lead.name, lead.phone, lead.email]).to.deep.equal([
      'সাবরিনা ইসলাম',
      '+8801712345678',
      'sabrina.islam@example.com',
    ]);
  });
});
