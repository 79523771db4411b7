import { expect } from 'chai';
import { readLead as readLeadIn, readInput, personOf } from '../helpers/read-lead.ts';

// The whole reading of one lead object, as submitLead runs it (docs/api.md §2.4). Every body is
// made up, with key names of our own: each test is a principle, tried on several spellings of it.
const readLead = (body: Record<string, unknown>, country: string | null = 'DE') => readLeadIn(body, country);
const read = (body: Record<string, unknown>, country: string | null = 'DE') => readInput(body, country);
const person = (body: Record<string, unknown>, country: string | null = 'DE') => personOf(body, country);

describe('Reader: whose object it is, by the keys above it (docs/api.md §2.4)', () => {
  it("reads the lead's object (contact, candidate, kunde…) before a staff member's flat name and email", () => {
    for (const [lead, staff] of [
      ['contact', 'posted_by'],
      ['candidate', 'created_by'],
      ['applicant', 'recruiter'],
      ['customer', 'assigned_to'],
      ['kunde', 'bearbeiter'],
      ['cliente', 'operator'],
      ['klant', 'owner'],
      ['bewerber', 'credited_to'],
      ['candidat', 'author'],
    ] as const) {
      const body = {
        [lead]: {
          first_name: 'Anja',
          last_name: 'Morell',
          emails: [{ label: 'Work', value: 'anja.morell@example.net' }],
        },
        notes_log: [{ text: 'called twice', [staff]: { name: 'Theo Gard', email: 'theo.gard@example.org' } }],
      };
      expect(person(body), `${lead} / ${staff}`).to.deep.equal({
        name: 'Anja Morell',
        phone: null,
        email: 'anja.morell@example.net',
      });
    }
  });

  it('takes a lead-role object over an object of no known role, and no known role over staff, whatever the order and depth', () => {
    const body = {
      record: { email: 'other@example.org', name: 'Ola Other' },
      visitor: { mail: 'vera.visit@example.net', full_name: 'Vera Visit' },
    };
    expect(person(body)).to.deep.equal({ name: 'Vera Visit', phone: null, email: 'vera.visit@example.net' });
    const reversed = {
      visitor: { mail: 'vera.visit@example.net', full_name: 'Vera Visit' },
      record: { email: 'other@example.org', name: 'Ola Other' },
    };
    expect(person(reversed).email).to.equal('vera.visit@example.net');
    const staffFirst = {
      agent: { phone: '+49 30 901820 11', name: 'Sam Staff' },
      entry: { telefon: '030 90182022', name: 'Lou Lead' },
    };
    expect(person(staffFirst)).to.deep.equal({ name: 'Lou Lead', phone: '+493090182022', email: null });
  });

  it('goes by the nearest role above a value: a customer under an account is the lead, a user under a lead is staff', () => {
    expect(
      person({
        account: { id: 7, customer: { email: 'cara@example.net', name: 'Cara Cole' } },
        operator: { email: 'op@example.org' },
      }).email,
    ).to.equal('cara@example.net');
    // The only email is the seller's: not the lead's, who has a phone of their own.
    const body = {
      lead: {
        assigned_user: { email: 'seller@example.org', name: 'Sid Seller' },
        phone: '030 90182033',
        name: 'Lia Lead',
      },
    };
    expect(person(body)).to.deep.equal({ name: 'Lia Lead', phone: '+493090182033', email: null });
    const staffPhone = {
      lead: {
        assigned_user: { phone: '030 90182044', name: 'Sid Seller' },
        mobile: '030 90182033',
        full_name: 'Lia Lead',
      },
    };
    expect(person(staffPhone)).to.deep.equal({ name: 'Lia Lead', phone: '+493090182033', email: null });
  });

  it("takes a labelled item's label as the party of the records its value holds", () => {
    const body = {
      fields: [
        { label: 'Posted by', value: { profile: { email: 'st@example.org', phone: '+49 30 901820 55' } } },
        { label: 'Mobil', value: '0151 2345 6781' },
      ],
    };
    expect(person(body)).to.deep.equal({ name: null, phone: '+4915123456781', email: null });
  });

  it("knows a party's plural (customers, recruiters) as the party", () => {
    const body = {
      recruiters: [{ email: 'rec@example.org', name: 'Rex Rec' }],
      customers: [{ mail: 'cus@example.net', full_name: 'Cy Cus' }],
    };
    expect(person(body)).to.deep.equal({ name: 'Cy Cus', phone: null, email: 'cus@example.net' });
  });

  it("still takes a staff member's contact when it is the only one, but never beside the lead's own phone or email", () => {
    expect(person({ owner: { email: 'only@example.org' } }).email).to.equal('only@example.org');
    const body = {
      applicant: { first_name: 'Lu', last_name: 'Ma', phones: [{ value: '0170 1234567', type: 'mobile' }] },
      hiring_manager: { name: 'Hal Hire', email: 'hal@example.org' },
    };
    expect(person(body)).to.deep.equal({ name: 'Lu Ma', phone: '+491701234567', email: null });
    const staffPhone = { customer: { email: 'cu@example.net' }, agent: { phone: '+49 30 901820 11' } };
    expect(person(staffPhone)).to.deep.equal({ name: null, phone: null, email: 'cu@example.net' });
  });
});

describe('Reader: numbered label/value key pairs (docs/api.md §2.4)', () => {
  it('reads `<stem>N_name` + `<stem>N_value` as one labelled answer, and never takes the label as the name', () => {
    const bodies = [
      { extra07_name: 'Telefonnummer', extra07_value: '030 90182093', email: 'p1@example.net' },
      { field_3_label: 'Telefonnummer', field_3_value: '030 90182093', email: 'p1@example.net' },
      { custom1_key: 'Telefonnummer', custom1_val: '030 90182093', email: 'p1@example.net' },
      { Attr12Title: 'Telefonnummer', Attr12Value: '030 90182093', email: 'p1@example.net' },
      { 'q 5 question': 'Telefonnummer', 'q 5 answer': '030 90182093', email: 'p1@example.net' },
      // The number after the half's word, or the whole stem a number.
      { field_name_1: 'Telefonnummer', field_value_1: '030 90182093', email: 'p1@example.net' },
      { label3: 'Telefonnummer', value3: '030 90182093', email: 'p1@example.net' },
      { Question2: 'Telefonnummer', Answer2: '030 90182093', email: 'p1@example.net' },
    ];
    for (const body of bodies)
      expect(person(body), JSON.stringify(body)).to.deep.equal({
        name: null,
        phone: '+493090182093',
        email: 'p1@example.net',
      });
  });

  it("never takes a field's label as the name, even a label half left without its value", () => {
    expect(person({ extra07_name: 'Telefonnummer', email: 'p2@example.net' })).to.deep.equal({
      name: null,
      phone: null,
      email: 'p2@example.net',
    });
    expect(person({ fields: [{ label: 'Name', value: 'E-Mail' }], mail: 'p3@example.net' }).name).to.equal(null);
    expect(person({ contact_name: 'Phones', email: 'p4@example.net' }).name).to.equal(null);
  });

  it('writes a pair that is not a contact as `label: value` in the notes, and a pair naming the person as the name', () => {
    const lead = read({
      info2_name: 'Budget',
      info2_value: '5000 EUR',
      info3_name: 'Name',
      info3_value: 'Ida Paar',
      email: 'ida@example.net',
    });
    expect(lead.name).to.equal('Ida Paar');
    expect(lead.notes).to.contain('Budget: 5000 EUR');
    expect(lead.notes).not.to.contain('info2');
  });
});

describe('Reader: a phone object at any depth (docs/api.md §2.4)', () => {
  it('reads the number leaf of an object under a phone key, with its country code when it has one', () => {
    const cases: Array<[Record<string, unknown>, string | null, string]> = [
      [
        {
          payer: {
            email: 'pay@example.net',
            phone: { phone_type: 'MOBILE', phone_number: { national_number: '3090182091' } },
          },
        },
        'DE',
        '+493090182091',
      ],
      [{ buyer: { mobile: { country_code: '44', number: '20 7946 0123' } } }, 'DE', '+442079460123'],
      [{ buyer: { tel: { countryCode: '+33', nationalNumber: 612345678 } } }, null, '+33612345678'],
      [{ who: { phone: { e164: '+442079460124', kind: 'home' } } }, 'DE', '+442079460124'],
      [{ who: { telefon: { value: { international: '+49 30 901820 95' } } } }, 'US', '+493090182095'],
      [{ who: { phone: { country: 'GB', national_number: '020 7946 0125' } } }, 'DE', '+442079460125'],
      [
        { who: { phone: { number: '020 7946 0126', country: { code: 'GB', name: 'United Kingdom' } } } },
        'DE',
        '+442079460126',
      ],
      [{ who: { phone: { code: '+44', local_number: '20 7946 0128' } } }, null, '+442079460128'],
      // A country no one knows leaves the source's default; "UK" is Great Britain, as people write it.
      [{ who: { phone: { country: 'XX', number: '0151 2345 6780' } } }, 'DE', '+4915123456780'],
      [{ who: { phone: { country: 'uk', number: '020 7946 0130' } } }, 'DE', '+442079460130'],
    ];
    for (const [body, country, phone] of cases) expect(read(body, country).phone, JSON.stringify(body)).to.equal(phone);
  });

  it('reads a national number the default country cannot read in the country of an address beside it', () => {
    expect(
      read({ customer: { phone: '020 7946 0129', address: { country: 'GB', city: 'London' } } }, null).phone,
    ).to.equal('+442079460129');
    expect(read({ customer: { phone: '020 7946 0129', address: { country: 'gb' } } }, 'US').phone).to.equal(
      '+442079460129',
    );
    expect(read({ tel: '0151 2345678', land: 'DE', mail: 'x@example.net' }, null).phone).to.equal('+491512345678');
    // The default country first, when it reads the number; a country far from the phone, or no country, is not asked.
    expect(read({ customer: { phone: '0151 2345678', address: { country: 'GB' } } }, 'DE').phone).to.equal(
      '+491512345678',
    );
    // No country within two steps: the nearest anywhere in the body, where the number is valid (a range in use).
    expect(
      read({ a: { b: { c: { country: 'GB' } } }, phone: '020 7946 0129', email: 'y@example.net' }, null).phone,
    ).to.equal('+442079460129');
    expect(
      read({ a: { b: { c: { country: 'GB' } } }, phone: '020 7946', email: 'y@example.net' }, null).phone,
    ).to.equal(null);
  });

  it('reads a number the default country reads only as one that cannot exist there in a country the body names', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      // Possible in the US (ten digits), never valid there (no area code starts with 0): an Irish mobile.
      [{ client: { name: 'Aoife Byrne', phone: '087 214 5583' }, region: { country: 'IE' } }, '+353872145583'],
      // Digits a US source reads as international for want of a `+` (+31 …), beside a Brazilian address: Brazil's.
      [
        { buyer: { name: 'Ana Reis', checkout_phone: '31987654321', address: { country_iso: 'BR' } } },
        '+5531987654321',
      ],
      // The country far from the number (a visit's geolocation), the only one the body names.
      [
        {
          visit: { geo: { place: { country_code: 'TH', city: 'Kathu' } } },
          lead: { contact: { phone: '081-672-3490', email: 'n.s@example.com' } },
        },
        '+66816723490',
      ],
      // A number valid in the default country stays its: a country named beside it is no reason to read it again.
      [{ client: { name: 'Ed Park', phone: '(415) 555-0132' }, region: { country: 'IE' } }, '+14155550132'],
      [{ client: { name: 'Ed Park', phone: '+1 081 672 3490' }, region: { country: 'TH' } }, '+10816723490'],
      // Valid in no country named: the default country's possible reading, as before.
      [{ client: { name: 'Ed Park', phone: '049 157 0156' }, region: { country: 'GB' } }, '+10491570156'],
    ];
    for (const [body, phone] of cases) expect(read(body, 'US').phone, JSON.stringify(body)).to.equal(phone);
  });

  // Each number tried costs libphonenumber a few parses (about 100 µs): a 48 KB body of 2,400 numbers no country reads
  // held a reader thread for 250 ms. A person's phone is among the first numbers ranked; past 32 that fail, none is read.
  it('tries the first 32 numbers ranked as phones, no more: a body of numbers no one can call reads none after them', () => {
    const numbers = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ phone: `0${String(i).padStart(4, '0')}12` }));
    const body = (count: number) => ({
      email: 'ada@example.com',
      people: [...numbers(count), { phone: '+1 415 555 0132' }],
    });
    expect(read(body(31), 'US').phone).to.equal('+14155550132');
    expect(read(body(32), 'US').phone).to.equal(null);
    expect(read(body(2_400), 'US')).to.include({ phone: null, email: 'ada@example.com' });
  });

  it('reads phone objects listed under a plural key, the first that parses', () => {
    const body = {
      client: {
        name: 'Ari Lund',
        phones: [
          { type: 'home', number: 'n/a' },
          { type: 'mobile', number: '0151 2345 6789' },
        ],
      },
    };
    expect(person(body)).to.deep.equal({ name: 'Ari Lund', phone: '+4915123456789', email: null });
  });

  it('says the number leaf is where the phone came from', () => {
    const { picked } = readLead({
      payer: { email: 'pay@example.net', phone: { phone_number: { national_number: '3090182091' } } },
    });
    expect(picked.phone).to.equal('/payer/phone/phone_number/national_number');
  });
});

describe('Reader: an email object (docs/api.md §2.4)', () => {
  it("reads the address of an object under an email key, as sure as the key, before an unknown party's address found by shape", () => {
    const body = {
      applicant: { emails: [{ kind: 'personal', address: 'lu.ma@example.net', verified: true }] },
      notes: { seen_by: 'x', copy: 'other@example.org' },
    };
    expect(person(body)).to.deep.equal({ name: null, phone: null, email: 'lu.ma@example.net' });
    const lead = readLead({
      record: { email: { primary: true, address: 'lu@example.net' } },
      mail: 'other@example.org',
    });
    expect([lead.input.email, lead.picked.email]).to.deep.equal(['lu@example.net', '/record/email/address']);
    // A message under an email key is no email object: its recipient is the business's, its sender the person's.
    expect(
      person({
        inbound: { email: { to: 'Shop <inbox@example.org>', from: 'Ida Sender <ida@example.net>', subject: 'Quote' } },
      }).email,
    ).to.equal('ida@example.net');
  });
});

describe('Reader: name parts as suffixes and name objects with empty parts (docs/api.md §2.4)', () => {
  it('reads `name` + a part (Name_First, NameLast, name.first, name-last) as first and last names', () => {
    for (const [first, last] of [
      ['Name_First', 'Name_Last'],
      ['NameFirst', 'NameLast'],
      ['name.first', 'name.last'],
      ['name-given', 'name-family'],
      ['Name (First)', 'Name (Last)'],
    ]) {
      expect(person({ [first]: 'Jana', [last]: 'Lehmann', email: 'jana@example.net' }).name, first).to.equal(
        'Jana Lehmann',
      );
    }
  });

  it('reads a label naming both parts as the whole name, not a part (Nom Prénom, Name Surname)', () => {
    for (const key of [
      'nom_prenom',
      'Nom et prénom',
      'Name Surname',
      'first_and_last_name',
      'Vorname Nachname',
      'nome_cognome',
      'Nombre Apellido',
    ]) {
      expect(person({ [key]: 'Jana Lehmann', last_name: 'Lehmann', email: 'jana@example.net' }).name, key).to.equal(
        'Jana Lehmann',
      );
    }
  });

  it('reads a name object whose other parts are empty, with a middle name in order', () => {
    const empty = {
      name: { title: '', first: 'Jana', middle: '', last: 'Lehmann', suffix: '', degree: '' },
      email: 'jana@example.net',
    };
    expect(read(empty).name).to.equal('Jana Lehmann');
    expect(readLead(empty).warnings).to.deep.equal([]);
    const middle = {
      person: { name: { last: 'Lehmann', middle: 'Maria', first: 'Jana', nickname: null }, email: 'jana@example.net' },
    };
    expect(read(middle).name).to.equal('Jana Maria Lehmann');
    // Under a name key, extras beside the parts are no reason to lose the name.
    expect(
      read({ name: { given: 'Jana', family: 'Lehmann', display: 'J. Lehmann', id: 7 }, email: 'jana@example.net' })
        .name,
    ).to.equal('Jana Lehmann');
    expect(
      read({ applicant: { full_name: { first: 'Jo', last: 'Ng', formatted: 'Ng, Jo' } }, email: 'jo@example.net' })
        .name,
    ).to.equal('Jo Ng');
    // An object with a contact key beside the parts is a person, not a name: its email is read.
    expect(person({ who: { first_name: 'Jo', last_name: 'Kim', email: '' }, mail: 'jo@example.net' })).to.deep.equal({
      name: 'Jo Kim',
      phone: null,
      email: 'jo@example.net',
    });
  });
});

describe('Reader: labels held in an object, and in more languages (docs/api.md §2.4)', () => {
  it('reads a label given as an object holding its text (question.body, field.label, title.text)', () => {
    const body = {
      answers: [
        { question: { body: 'Podaj numer telefonu' }, answer: '22 555 01 21' },
        { field: { label: 'Imię i nazwisko', id: 'f2' }, value: 'Jan Kowalski' },
        { title: { text: 'Adres e-mail' }, response: 'x', answer: 'jan.k@example.net' },
      ],
    };
    expect(person(body, 'PL')).to.deep.equal({
      name: 'Jan Kowalski',
      phone: '+48225550121',
      email: 'jan.k@example.net',
    });
    // A label in several languages: its first translation.
    const translated = {
      answers: [
        { label: { pl: 'Telefon', en: 'Phone' }, value: '22 555 01 23' },
        { label: { en_GB: 'E-mail' }, value: 'x@example.net' },
      ],
    };
    expect(read(translated, 'PL').phone).to.equal('+48225550123');
    expect(read(translated, 'PL').notes).not.to.contain('Telefon');
  });

  it('knows contact labels in Polish, Turkish, Swedish, Czech, Romanian, Japanese and Chinese', () => {
    const cases: Array<[string, Record<string, string>, string, ReturnType<typeof person>]> = [
      [
        'PL',
        { Imię: 'Jan', Nazwisko: 'Nowak', 'Numer telefonu': '22 555 01 22', 'Adres e-mail': 'jan.n@example.net' },
        'pl',
        { name: 'Jan Nowak', phone: '+48225550122', email: 'jan.n@example.net' },
      ],
      [
        'TR',
        { 'Ad Soyad': 'Ayşe Yılmaz', 'Telefon Numarası': '0212 555 01 23', 'E-posta': 'ayse@example.net' },
        'tr',
        { name: 'Ayşe Yılmaz', phone: '+902125550123', email: 'ayse@example.net' },
      ],
      [
        'SE',
        { Förnamn: 'Eva', Efternamn: 'Berg', Mobilnummer: '070 123 45 67', 'E-postadress': 'eva@example.net' },
        'sv',
        { name: 'Eva Berg', phone: '+46701234567', email: 'eva@example.net' },
      ],
      [
        'CZ',
        { Jméno: 'Petr', Příjmení: 'Novák', 'Telefonní číslo': '601 123 456', 'E-mail': 'petr@example.net' },
        'cs',
        { name: 'Petr Novák', phone: '+420601123456', email: 'petr@example.net' },
      ],
      [
        'RO',
        { 'Nume și prenume': 'Ana Popescu', 'Număr de telefon': '0721 234 567', 'Adresă de e-mail': 'ana@example.net' },
        'ro',
        { name: 'Ana Popescu', phone: '+40721234567', email: 'ana@example.net' },
      ],
      [
        'JP',
        { お名前: '山田 太郎', 電話番号: '03-1234-5678', メールアドレス: 'taro@example.net' },
        'ja',
        { name: '山田 太郎', phone: '+81312345678', email: 'taro@example.net' },
      ],
      [
        'CN',
        { 姓名: '王伟', 手机号码: '138 0013 8000', 电子邮件: 'wei@example.net' },
        'zh',
        { name: '王伟', phone: '+8613800138000', email: 'wei@example.net' },
      ],
      // Questions hold the term among characters with no spaces.
      [
        'CN',
        { 您的姓名: '李娜', 请输入您的手机号码: '139 0013 9000', 电子邮件地址: 'na@example.net' },
        'zh',
        { name: '李娜', phone: '+8613900139000', email: 'na@example.net' },
      ],
      [
        'JP',
        {
          'お名前（フルネーム）': '佐藤 花子',
          ご連絡先の電話番号: '090-1234-5678',
          メールアドレスを入力: 'hanako@example.net',
        },
        'ja',
        { name: '佐藤 花子', phone: '+819012345678', email: 'hanako@example.net' },
      ],
      // Letters no decomposition reaches (Turkish ı) fold as a term's do.
      [
        'TR',
        {
          'Adınız Soyadınız': 'Ayşe Yılmaz',
          'Cep Telefonu': '0532 123 45 67',
          'E-posta adresiniz': 'ayse.y@example.net',
        },
        'tr',
        { name: 'Ayşe Yılmaz', phone: '+905321234567', email: 'ayse.y@example.net' },
      ],
      // The commonest terms of a few more.
      [
        'RU',
        { 'Ваше имя': 'Иван Петров', 'Номер телефона': '8 912 345-67-89', 'Электронная почта': 'ivan@example.net' },
        'ru',
        { name: 'Иван Петров', phone: '+79123456789', email: 'ivan@example.net' },
      ],
      [
        'KR',
        { 이름: '김민준', 전화번호: '010-1234-5678', 이메일: 'minjun@example.net' },
        'ko',
        { name: '김민준', phone: '+821012345678', email: 'minjun@example.net' },
      ],
      [
        'VN',
        { 'Họ và tên': 'Nguyễn An', 'Số điện thoại': '091 234 56 78', Email: 'an@example.net' },
        'vi',
        { name: 'Nguyễn An', phone: '+84912345678', email: 'an@example.net' },
      ],
      [
        'FI',
        { Etunimi: 'Aino', Sukunimi: 'Virtanen', Puhelinnumero: '040 123 4567', Sähköposti: 'aino@example.net' },
        'fi',
        { name: 'Aino Virtanen', phone: '+358401234567', email: 'aino@example.net' },
      ],
      [
        'SA',
        { 'الاسم الكامل': 'سارة علي', 'رقم الجوال': '050 123 4567', 'البريد الإلكتروني': 'sara@example.net' },
        'ar',
        { name: 'سارة علي', phone: '+966501234567', email: 'sara@example.net' },
      ],
    ];
    for (const [country, answers, language, expected] of cases) {
      // Each as keys, and as labelled items: the vocabulary, not the structure, is under test.
      expect(person(answers, country), language).to.deep.equal(expected);
      const items = { fields: Object.entries(answers).map(([label, value]) => ({ label, value })) };
      expect(person(items, country), `${language} items`).to.deep.equal(expected);
    }
  });
});

describe('Reader: numbered keys and plural keys (docs/api.md §2.4)', () => {
  it('reads a field word with a trailing number, lower number first, empty values skipped', () => {
    expect(person({ phone2: '0113 496 0999', phone1: '0113 496 0123', Name: 'Al Bo' }, 'GB').phone).to.equal(
      '+441134960123',
    );
    expect(person({ phone1: '', phone2: '0113 496 0124', Name: 'Al Bo' }, 'GB').phone).to.equal('+441134960124');
    expect(person({ email_2: 'second@example.net', email_1: 'first@example.net' }).email).to.equal('first@example.net');
    expect(person({ telefono1: '612 34 56 78', correo2: 'c2@example.net' }, 'ES')).to.deep.equal({
      name: null,
      phone: '+34612345678',
      email: 'c2@example.net',
    });
    expect(person({ 'Phone Number 2': '0113 496 0125', 'Phone Number 3': '0113 496 0126' }, 'GB').phone).to.equal(
      '+441134960125',
    );
    // An unnumbered key before its numbered copies.
    expect(person({ email2: 'two@example.net', email: 'plain@example.net' }).email).to.equal('plain@example.net');
  });

  it("reads national numbers listed under a plural key with the source's country", () => {
    expect(person({ phones: ['020 7946 0127'], full_name: 'Bo Li' }, 'GB')).to.deep.equal({
      name: 'Bo Li',
      phone: '+442079460127',
      email: null,
    });
    expect(person({ telephones: ['n/a', '020 7946 0128'] }, 'GB').phone).to.equal('+442079460128');
    expect(
      person({ emails: ['not an address', 'bo@example.net'], mobile_numbers: ['07700 900128'] }, 'GB'),
    ).to.deep.equal({ name: null, phone: '+447700900128', email: 'bo@example.net' });
  });
});

describe('Reader: the new shapes under hostile and huge input', () => {
  it('never throws on prototype-named keys in pairs, phone objects and name objects', () => {
    const hostile = JSON.parse(
      '{"__proto__": {"phone": {"__proto__": 1, "number": "030 90182096"}}, "constructor_name": "Telefon", "constructor_value": "030 90182097",' +
        ' "name": {"first": "Ed", "__proto__": "", "constructor": ""}, "toString1": "x", "valueOf_label": "E-Mail", "valueOf_value": "ed@example.net"}',
    );
    const lead = read(hostile);
    expect(lead.email).to.equal('ed@example.net');
    expect(lead.phone).to.be.a('string');
    expect(({} as Record<string, unknown>).number).to.equal(undefined);
    // Label objects and translations keyed like Object.prototype members; a country under __proto__.
    const labels = JSON.parse(
      '{"answers": [{"question": {"__proto__": "x", "constructor": "y", "body": "Telefon"}, "answer": "030 90182098"},' +
        ' {"label": {"__proto__": "E-Mail"}, "value": "z@example.net"}, {"label": {"constructor": {}}, "value": 1}],' +
        ' "address": {"__proto__": {"country": "GB"}, "country": "__proto__"}}',
    );
    expect(person(labels)).to.deep.equal({ name: null, phone: '+493090182098', email: 'z@example.net' });
    expect(({} as Record<string, unknown>).country).to.equal(undefined);
  });

  it('reads 10,000 numbered pairs, phones and a deep phone object in one pass', () => {
    const body: Record<string, unknown> = { email: 'many@example.net' };
    for (let i = 0; i < 5_000; i++) {
      body[`item${i}_name`] = `Answer ${i}`;
      body[`item${i}_value`] = 'x'.repeat(50);
    }
    let deep: Record<string, unknown> = { number: '030 90182098' };
    for (let i = 0; i < 25; i++) deep = { inner: deep };
    body.contact = { phone: deep, phones: Array.from({ length: 10_000 }, () => 'n/a') };
    const lead = read(body);
    expect(lead.email).to.equal('many@example.net');
    expect(lead.notes).to.contain('Answer 4999: ');
    // 2,000 failing phones beside 2,000 countries: each phone looks at a few countries, not all.
    const many = {
      rows: Array.from({ length: 2_000 }, (_, i) => ({ tel: `x${i}`, country: 'GB' })),
      mail: 'rows@example.net',
    };
    expect(read(many, null).email).to.equal('rows@example.net');
    // Phone keys inside phone keys, 30 deep: each object is searched a bounded number of levels.
    let phones: Record<string, unknown> = { phone: '030 90182099' };
    for (let i = 0; i < 30; i++)
      phones = { phone: phones, [`phone${i}_name`]: 'x', [`phone${i}_value`]: { phones: [{ number: 'n/a' }] } };
    expect(read({ contact: phones }).phone).to.equal('+493090182099');
  });
});
