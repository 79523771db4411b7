import { expect } from 'chai';
import fc from 'fast-check';
import { personOf, readInput, readLead } from '../helpers/read-lead.ts';

// Two contact blocks under keys that name no party (docs/api.md §2.4): the value shapes and the
// structure tell the business's block from the person's where no word does. Invented keys in
// several spellings and scripts: never one sender's keys.

const BLOCK_KEYS: Array<[string, string]> = [
  ['a', 'b'],
  ['header', 'data'],
  ['kopf', 'daten'],
  ['ส่วนหัว', 'ข้อมูล'],
  ['शीर्ष', 'विवरण'],
  ['block1', 'block2'],
];
const CONTACT_KEYS: Array<[string, string, string]> = [
  ['name', 'phone', 'email'],
  ['nombre', 'telefono', 'correo'],
  ['nome', 'telefono', 'email'],
];

describe('Reader: a business block beside the person, under keys naming no party (docs/api.md §2.4)', () => {
  it("reads the person's block, not a block whose email is the business's own (its name in the domain, a role mailbox)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BLOCK_KEYS),
        fc.constantFrom(...CONTACT_KEYS),
        fc.constantFrom(
          ['Sunrise Dental Clinic', 'frontdesk@sunrisedental.com'],
          ['Casa Nova Immobili', 'mi4@casanova.it'],
          ['Harbour View Motors', 'sales@example-motors.com'],
          ['Lumen Studio', 'info@example.org'],
        ),
        ([first, second], [nameKey, phoneKey, emailKey], [business, mailbox]) => {
          const body = {
            [first]: { [nameKey]: business, [phoneKey]: '+34 912 345 678', [emailKey]: mailbox },
            [second]: { [nameKey]: 'Marta Ruiz', [phoneKey]: '+34 612 345 678', [emailKey]: 'marta.ruiz@example.net' },
            mensaje: 'Quiero visitar el piso el sábado',
          };
          expect(personOf(body, 'ES')).to.deep.equal({
            name: 'Marta Ruiz',
            phone: '+34612345678',
            email: 'marta.ruiz@example.net',
          });
          const { notes } = readInput(body, 'ES');
          expect(notes).to.include('Quiero visitar el piso el sábado');
          expect(notes).not.to.include(business);
          expect(notes).not.to.include(mailbox);
        },
      ),
    );
  });

  // A business's block whose name runs to six words, each capitalised: its name is theirs, as its phone and email are.
  it('keeps a business block\'s long name out of the brief (`cấu hình: {tên: "Sàn BĐS Phú Mỹ Hưng Land"}`)', () => {
    const body = {
      'cấu hình': {
        tên: 'Sàn Giao Dịch Nhà Đất Sông Xanh',
        'điện thoại': '028 5412 6688',
        email: 'info@songxanh-demo.vn',
      },
      khách: { 'Họ tên': 'Đặng Thùy Linh', 'Số điện thoại': '0909 217 644', Email: 'linh.dang@example.vn' },
      'nhu cầu': { 'Mục đích': 'Mua để ở, gia đình có con nhỏ' },
    };
    expect(personOf(body, 'VN')).to.include({ name: 'Đặng Thùy Linh', phone: '+84909217644' });
    const { notes } = readInput(body, 'VN');
    expect(notes).not.to.contain('Sông Xanh');
    expect(notes).to.contain('Mua để ở');
  });

  it('reads a block whose email names a staff role (`tom.agent@…`) as theirs when the person has one of their own', () => {
    const body = {
      ก: { ชื่อ: 'Tom Baker', โทร: '+66 81 234 5678', อีเมล: 'tom.agent@example.com' },
      ข: { ชื่อ: 'Nok Siri', โทร: '+66 92 345 6789', อีเมล: 'nok.s@example.com' },
    };
    expect(personOf(body, 'TH')).to.deep.equal({
      name: 'Nok Siri',
      phone: '+66923456789',
      email: 'nok.s@example.com',
    });
  });

  // A chat widget's `user` is its visitor; a CRM's is its salesperson. A tool's user's contact comes after anyone's
  // but a business's own card (its name in its mailbox's domain), so beside an app's or a workspace's card it is the lead's.
  it("reads a tool's user beside an app's own card as the person, and after anyone else's", () => {
    for (const [card, user] of [
      ['app', 'user'],
      ['workspace', 'user'],
      ['settings', 'usuario'],
    ]) {
      const body = {
        [card]: { name: 'Nordlicht', phone: '+49 30 1234567', email: 'hello@nordlicht.io' },
        [user]: { name: 'Ada Tester', phone: '+49 151 2345678', email: 'ada.tester@example.com' },
      };
      expect(personOf(body, 'DE'), card).to.deep.equal({
        name: 'Ada Tester',
        phone: '+491512345678',
        email: 'ada.tester@example.com',
      });
    }
    const crm = {
      user: { name: 'Sam Seller', email: 'sam@crm-customer.example' },
      data: { name: 'Ada Tester', email: 'ada.tester@example.com' },
    };
    expect(personOf(crm, 'DE')).to.include({ name: 'Ada Tester', email: 'ada.tester@example.com' });
  });

  // A social page's conversation: the page's own line under our own key, the buyer's under a phone's term in a list,
  // and written again in the buyer's message. The number the person writes is theirs.
  it("reads the phone a message writes again, not a page's own line under our own key", () => {
    const body = {
      conversation: {
        customers: [{ name: 'Trần Thị Mai', id: 'c-1' }],
        recent_phone_numbers: [{ phone_number: '0912 345 678' }],
      },
      messages: [
        { from: { name: 'Trần Thị Mai' }, message: 'Cho mình hỏi áo size M còn không ạ?' },
        { from: { name: 'Shop', admin_id: 'a-7' }, message: 'Dạ còn ạ, chị cho shop xin số điện thoại nhé' },
        { from: { name: 'Trần Thị Mai' }, message: 'Số của mình là 0912-345-678, giao buổi chiều nhé' },
      ],
      page: { name: 'Tiệm Áo Hoa', phone: '0987 654 321' },
    };
    expect(personOf(body, 'VN')).to.deep.equal({ name: 'Trần Thị Mai', phone: '+84912345678', email: null });
    // The turns' writers' names of two words mark their sides: the shop's message is theirs, the buyer's words stay.
    const { notes } = readInput(body, 'VN');
    expect(notes).not.to.contain('chị cho shop xin');
    expect(notes).to.contain('Cho mình hỏi áo size M').and.contain('giao buổi chiều');
  });

  // A payment page's payer: `CardHolderName` beside `CardHolderEmail` and `CardHolderPhone` is the person (a card's
  // holder, not the card's name); a bare `name` beside a holder's name stays the person's (the holder may be a parent).
  it("reads a card holder's or owner's name as the person's, and a bare name beside it first", () => {
    for (const [name, phone] of [
      ['CardHolderName', 'CardHolderPhone'],
      ['CardOwnerName', 'CardOwnerPhone'],
      ['card_holder_name', 'card_holder_mobile'],
    ])
      expect(
        personOf({ [name]: 'נועה כהן', [phone]: '050-1234567', Sum: '280', Token: 'a1b2c3d4-0f9e' }, 'IL'),
        name,
      ).to.deep.equal({ name: 'נועה כהן', phone: '+972501234567', email: null });
    const both = { card_holder_name: 'MD RAHIM UDDIN', name: 'Sadia Islam', phone_no: '01712 448 903' };
    expect(personOf(both, 'BD')).to.include({ name: 'Sadia Islam', phone: '+8801712448903' });
    expect(readInput(both, 'BD').notes).not.to.contain('RAHIM');
  });

  it("keeps a person's own role-like or company email when it is the only one", () => {
    expect(personOf({ name: 'Ana Pop', email: 'info@popbakery.ro', phone: '+40 721 234 567' }, 'RO')).to.deep.equal({
      name: 'Ana Pop',
      phone: '+40721234567',
      email: 'info@popbakery.ro',
    });
  });
});

describe('Reader: label/value rows under keys no vocabulary reads (docs/api.md §2.4)', () => {
  const ROW_KEYS: Array<[string, string]> = [
    ['nimike', 'arvo'],
    ['სათაური', 'მნიშვნელობა'],
    ['शीर्षक', 'मान'],
    ['k', 'v'],
  ];
  it("reads the rows' labels as the questions when one key holds labels and the other the person's values", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROW_KEYS),
        fc.constantFrom(
          ['Name', 'Telefon', 'E-Mail', 'Nachricht'],
          ['Nombre', 'Teléfono', 'Correo', 'Mensaje'],
          ['Name', 'Mobile', 'Email', 'Message'],
        ),
        fc.boolean(),
        ([labelKey, valueKey], [nameLabel, phoneLabel, emailLabel, messageLabel], businessFirst) => {
          const row = (label: string, value: string) => ({ [labelKey]: label, [valueKey]: value });
          const body = {
            ...(businessFirst
              ? { kopf: { firma: 'Autohaus Example', telefon: '030 1234567', email: 'verkauf@autohaus-example.de' } }
              : {}),
            rows: [
              row(nameLabel, 'Jonas Weber'),
              row(phoneLabel, '0151 23456789'),
              row(emailLabel, 'jonas.weber@example.net'),
              row(messageLabel, 'Ist das Auto noch zu haben?'),
            ],
          };
          expect(personOf(body, 'DE')).to.deep.equal({
            name: 'Jonas Weber',
            phone: '+4915123456789',
            email: 'jonas.weber@example.net',
          });
          expect(readInput(body, 'DE').notes).to.include(`${messageLabel}: Ist das Auto noch zu haben?`);
        },
      ),
    );
  });

  it('leaves a list of people (every item its own email) as a list, not rows', () => {
    const body = {
      name: 'Eva Novak',
      email: 'eva@example.com',
      guests: [
        { label: 'Ivo', mail: 'ivo@example.com' },
        { label: 'Pia', mail: 'pia@example.com' },
        { label: 'Ola', mail: 'ola@example.com' },
      ],
    };
    const { notes } = readInput(body);
    expect(notes).not.to.include('Ivo: ivo@example.com');
  });
});

describe('Reader: phone words where the vocabulary was thin (docs/api.md §2.4)', () => {
  it("reads an Egyptian Arabic mobile label and a call's external number as the person's phone", () => {
    expect(
      personOf(
        {
          form: [
            { label: 'رقم الموبايل', value: '01123456789' },
            { label: 'الاسم', value: 'منى علي' },
          ],
        },
        'EG',
      ).phone,
    ).to.equal('+201123456789');
    const call = {
      call: {
        internalNumber: '905',
        externalNumber: '0671234567',
        customer: { name: 'Olena Shevchenko' },
        employee: { name: 'Petro Ivanov', email: 'p.ivanov@example.ua' },
      },
    };
    expect(personOf(call, 'UA')).to.deep.equal({ name: 'Olena Shevchenko', phone: '+380671234567', email: null });
    // The internal number is an employee's extension: the business's line, not an answer.
    expect(readInput(call, 'UA').notes).not.to.include('905');
  });

  it("reads the number a mailing tool keeps for text messages (`sms`) as the person's phone", () => {
    const body = {
      contact: { email: 'noa.b@example.co.il', sms: '052-771-2093', first_name: 'נועה', last_name: 'ברק' },
    };
    expect(personOf(body, 'IL')).to.deep.equal({
      name: 'נועה ברק',
      phone: '+972527712093',
      email: 'noa.b@example.co.il',
    });
  });
});

describe('Reader: a call record and label/value rows with no email (docs/api.md §2.4)', () => {
  it("reads a caller's national number (its trunk 0) under a sender's label, not the number called", () => {
    const call = { CallId: 'c-77', Direction: 'inbound', From: '07911123456', To: '02079460000' };
    expect(personOf(call, 'GB').phone).to.equal('+447911123456');
    expect(personOf({ from: '015112345678', to: '0301234567', status: 'answered' }, 'DE').phone).to.equal(
      '+4915112345678',
    );
  });

  it("reads rows of a name and a phone (no email) under keys no vocabulary reads, beside a business's block", () => {
    const body = {
      duka: { jina: 'Example Motors Ltd', simu: '020 7946 0000' },
      maombi: {
        mistari: [
          { lebo: 'Full name', thamani: 'Amina Otieno' },
          { lebo: 'Phone', thamani: '07911 123457' },
          { lebo: 'Trade-in', thamani: 'Yes, a 2015 Toyota Vitz' },
          { lebo: 'Note', thamani: 'Can I see the service history?' },
        ],
      },
    };
    expect(personOf(body, 'GB')).to.deep.equal({ name: 'Amina Otieno', phone: '+447911123457', email: null });
    const { notes } = readInput(body, 'GB');
    expect(notes).to.include('Trade-in: Yes, a 2015 Toyota Vitz');
    expect(notes).to.include('Note: Can I see the service history?');
  });

  it('keeps a masked card number with its first digits shown (`536512******1234`) out of the brief', () => {
    const body = {
      buyer_name: 'Min Park',
      buyer_email: 'min.park@example.com',
      card_no: '536512******1234',
      request: 'Can we bring a dog?',
    };
    const { notes } = readInput(body, 'KR');
    expect(notes).to.include('Can we bring a dog?');
    expect(notes).not.to.include('536512');
  });
});

describe("Reader: a business's block with one contact (docs/api.md §2.4)", () => {
  it("keeps a block's names out of the brief when its one phone is someone else's (a title and a staff name beside it)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(['kantor', 'sebutan', 'penasihat'], ['γραφείο', 'τίτλος', 'σύμβουλος'], ['b1', 't', 'c']),
        ([blockKey, titleKey, staffKey]) => {
          const body = {
            [blockKey]: { [titleKey]: 'Rumah Properti Jaya', telp: '021 5550 1234', [staffKey]: 'Budi Santoso' },
            pengirim: { nama: 'Siti Rahma', telepon: '0812 3456 7890', email: 'siti.r@example.com' },
            pesan: 'Apakah bisa KPR?',
          };
          // Indonesian's `telepon` is a phone term: her mobile, not the office's `telp`.
          expect(personOf(body, 'ID')).to.deep.equal({
            name: 'Siti Rahma',
            phone: '+6281234567890',
            email: 'siti.r@example.com',
          });
          const { notes } = readInput(body, 'ID');
          expect(notes).to.include('Apakah bisa KPR?');
          expect(notes).not.to.include('Rumah Properti Jaya');
          expect(notes).not.to.include('Budi Santoso');
        },
      ),
    );
  });
});

describe('Reader: a custom field under a tool-prefixed key (docs/api.md §2.4)', () => {
  it("reads a `_`-prefixed key holding words in the person's script as a question, not a hidden field", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('_param_удобное_время', '_field_เวลาที่สะดวก', '_cf_समय', '_x_Ώρα επικοινωνίας'),
        (key) => {
          const body = { customer_email: 'vera@example.com', _token: 'a8f3c2', [key]: 'weekdays 11 to 13' };
          const { notes } = readInput(body, 'RU');
          expect(notes).to.include('weekdays 11 to 13');
          expect(notes).not.to.include('a8f3c2');
        },
      ),
    );
  });
});

describe('Reader: a name the person wrote in their message (docs/api.md §2.4)', () => {
  it('reads the name after an introduction when no field gives one, with its reason', () => {
    const cases: Array<[string, string]> = [
      ['Hi, this is Dana Whitfield. Can someone quote a fence repair?', 'Dana Whitfield'],
      ['Hola, me llamo Lucía. ¿Tienen cita el lunes?', 'Lucía'],
      ['Здравствуйте, меня зовут Ирина Котова, нужна консультация', 'Ирина Котова'],
      ['Guten Tag, mein Name ist Jonas Berg und ich brauche ein Angebot', 'Jonas Berg'],
      // Thai: no capitals and no punctuation; a polite particle closes the name.
      ['สวัสดีค่ะ ชื่อ สมใจ ใจดี นะคะ อยากสอบถามคอร์สว่ายน้ำ', 'สมใจ ใจดี'],
      ['สวัสดีครับ ผมชื่อ ธนากร ครับ สนใจทัวร์เชียงใหม่', 'ธนากร'],
      // Swahili, Romanian, Korean; Hindi and Bengali, whose verb closes the name.
      ['Habari, naomba bei ya tanki la maji. Jina langu ni Amina Wanjiru', 'Amina Wanjiru'],
      ['Bună ziua, numele meu este Ioana Popescu și aș vrea o ofertă', 'Ioana Popescu'],
      ['안녕하세요, 제 이름은 김민준 입니다', '김민준'],
      ['नमस्ते, मेरा नाम राहुल शर्मा है, मुझे कोटेशन चाहिए', 'राहुल शर्मा'],
      ['নমস্কার, আমার নাম সুমন দাস, একটি দাম জানতে চাই', 'সুমন দাস'],
    ];
    for (const [text, name] of cases) {
      const body = { event: 'message.received', payload: { from: { phone_number: '+15125550143' }, text } };
      const read = readLead(body, 'US');
      expect(read.input.name).to.equal(name);
      expect(read.input.notes).to.include(text);
      expect(read.reasons?.name?.[0]?.feature).to.equal('nameInMessage');
    }
  });

  it('reads no name from a message that introduces none, or a weak introduction of one word', () => {
    for (const text of ['This is Urgent, call me', 'I am Interested in a quote', 'this is about the roof']) {
      const body = { from: { phone_number: '+15125550143' }, text };
      expect(personOf(body, 'US').name).to.equal(null);
    }
  });

  it('reads a name in a script without capitals when punctuation ends it, and no run of words after a weak introduction', () => {
    const cases: Array<[string, string | null]> = [
      ['السلام عليكم، معك سلطان العتيبي، أحتاج صيانة مكيف يوم الأحد', 'سلطان العتيبي'],
      ['مرحبا، اسمي ريم. هل يوجد موعد غدا؟', 'ريم'],
      ['שלום, שמי יעל כהן. אפשר לקבוע פגישה?', 'יעל כהן'],
      ['أنا أبغى موعد يوم السبت لو سمحت', null],
    ];
    for (const [text, name] of cases) {
      const body = { event: 'message.received', payload: { from: { phone_number: '+966557812094' }, text } };
      expect(readLead(body, 'SA').input.name, text).to.equal(name);
    }
  });

  // Blind set 49's guide 02 (an SMS relay's Dutch message): `met Sanne de Vries`, as a Dutch caller opens, and a surname's
  // particles between its capitalised words.
  it("reads a name opened as a call or a text opens (`…, met …`) and a surname's particles in it", () => {
    const cases: Array<[string, string | null]> = [
      ['Goedemiddag, met Sanne de Vries. Wij willen een offerte.', 'Sanne de Vries'],
      ['Met Joost van der Berg, graag een belletje terug', 'Joost van der Berg'],
      ['Hi, my name is Maria da Silva, can you call me?', 'Maria da Silva'],
      ['Oi, meu nome é Ana dos Santos e quero um orçamento', 'Ana dos Santos'],
      ['Wij willen een keuken met Quooker en met inductie.', null],
      ['Hi, this is Dana and Mike Ross, about the fence', null],
    ];
    for (const [text, name] of cases) {
      const body = { event: 'message.received', payload: { from: { phone_number: '+31642138876' }, text } };
      expect(readLead(body, 'NL').input.name, text).to.equal(name);
    }
  });

  it('leaves a name given by a field as it is', () => {
    const body = { name: 'Pat Lee', phone: '+15125550143', message: 'Hi, this is Dana Whitfield from the office' };
    expect(personOf(body, 'US').name).to.equal('Pat Lee');
  });
});

describe('Reader: answers whose question sits under a key no vocabulary reads (docs/api.md §2.4)', () => {
  it("labels each answer by its row's other key when every row holds an answer and one more text", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('item', 'punkt', '項目', 'k'),
        fc.constantFrom('answer', 'value'),
        (labelKey, valueKey) => {
          const body = {
            customer: { name: 'Aiko Mori', email: 'aiko@example.jp' },
            survey: [
              { [labelKey]: 'Financing', [valueKey]: '60 monthly payments' },
              { [labelKey]: 'Trade-in', [valueKey]: 'Yes, a 2014 Fit' },
              { [labelKey]: 'Quote', [valueKey]: 'Total price please' },
            ],
          };
          const { notes } = readInput(body, 'JP');
          expect(notes).to.include('Financing: 60 monthly payments');
          expect(notes).to.include('Trade-in: Yes, a 2014 Fit');
          expect(notes).to.include('Quote: Total price please');
        },
      ),
    );
  });
});

describe("Reader: a business's landline beside the person's mobile, under keys naming no party (docs/api.md §2.4)", () => {
  it("reads the block of the mobile number, not the landline's, when no email tells them apart", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(['a', 'b'], ['kopf', 'daten'], ['ส่วนหัว', 'ข้อมูล'], ['शीर्ष', 'विवरण']),
        fc.constantFrom(
          ['GB', '020 3123 4567', '07911 123456', '+447911123456'],
          ['DE', '030 1234567', '0151 23456789', '+4915123456789'],
          ['TR', '0212 555 12 34', '0532 123 45 67', '+905321234567'],
        ),
        ([first, second], [country, landline, mobile, e164]) => {
          const body = {
            [first]: { name: 'Harbour Motors Group', phone: landline },
            [second]: { name: 'Amelia Clarke', phone: mobile },
            message: 'Is the car still available?',
          };
          expect(personOf(body, country)).to.deep.equal({ name: 'Amelia Clarke', phone: e164, email: null });
          const { notes } = readInput(body, country);
          expect(notes).to.include('Is the car still available?');
          expect(notes).not.to.include('Harbour Motors Group');
        },
      ),
    );
  });

  it("keeps a landline the person gave when it is the only phone; in the US, a trade's word in a block's name tells it apart", () => {
    expect(personOf({ name: 'Ben Roth', phone: '030 1234567' }, 'DE').phone).to.equal('+49301234567');
    const us = {
      a: { name: 'Harbour Motors Group', phone: '(415) 555-0100' },
      b: { name: 'Amelia Clarke', phone: '(650) 253-0000' },
    };
    expect(personOf(us, 'US').name).to.equal('Amelia Clarke');
    // Nothing tells two people's blocks apart where the plan does not tell a line from a mobile: the first, as before.
    const people = {
      a: { name: 'Harbour Lane', phone: '(415) 555-0100' },
      b: { name: 'Amelia Clarke', phone: '(650) 253-0000' },
    };
    expect(personOf(people, 'US').name).to.equal('Harbour Lane');
  });
});

describe("Reader: the person's block inside the record of their answers, a business's block alone before it (docs/api.md §2.4)", () => {
  // Keys naming no party in any vocabulary (invented words, several scripts), the same inner keys in both blocks.
  const RECORD_KEYS: Array<[string, string, string, string, string]> = [
    ['cfg', 'rec', 'who', 'qa', 'q'],
    ['ভূমিকা', 'নথি', 'ব্যক্তি', 'তালিকা', 'ক'],
    ['ตั้งค่าร้าน', 'รายการ', 'บุคคล', 'ข้อ', 'ถ'],
    ['blok_a', 'kayit', 'kisi', 'sorular', 's'],
  ];
  it('reads the block whose record holds the questions the person answered, not the one alone at the top', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RECORD_KEYS),
        fc.constantFrom(...CONTACT_KEYS),
        ([top, record, who, list, question], [nameKey, phoneKey, emailKey]) => {
          const body = {
            [top]: {
              [nameKey]: 'Lotus Care Centre',
              [phoneKey]: '+880 1713 048800',
              [emailKey]: 'lotus.uttara@example-hc.com',
            },
            [record]: {
              ref: 'RX-5520913',
              slot: 'Thursday 4 December, 6:30 pm',
              [who]: { [nameKey]: 'Nusrat Jahan', [phoneKey]: '01552 309917', [emailKey]: 'nusrat.j@example.net' },
              [list]: [
                { [question]: 'Reason for the visit', a: 'Twelve-week pregnancy check-up' },
                { [question]: 'Seen this doctor before?', a: 'No, the first time' },
              ],
            },
          };
          expect(personOf(body, 'BD')).to.deep.equal({
            name: 'Nusrat Jahan',
            phone: '+8801552309917',
            email: 'nusrat.j@example.net',
          });
          const { notes } = readInput(body, 'BD');
          expect(notes).to.include('Twelve-week pregnancy check-up');
          expect(notes).not.to.include('Lotus Care Centre');
          expect(notes).not.to.include('lotus.uttara@example-hc.com');
        },
      ),
      { numRuns: 40 },
    );
  });

  it('still reads the first of two blocks alone at the top when no record of answers tells them apart', () => {
    const body = {
      x: { name: 'Rosa Lind', phone: '+46 70 123 45 67', email: 'rosa.lind@example.org' },
      y: { name: 'Karl Berg', phone: '+46 73 555 12 34', email: 'karl.berg@example.net' },
      answers: [{ q: 'Anything else?', a: 'Call after five' }],
    };
    expect(personOf(body, 'SE')).to.deep.equal({
      name: 'Rosa Lind',
      phone: '+46701234567',
      email: 'rosa.lind@example.org',
    });
  });
});

describe("Reader: a business's name of many capitalised words is no message (docs/api.md §2.4)", () => {
  it("reads the block holding the person's message, not a business block whose name runs to six words", () => {
    const body = {
      khoi_a: { ten: 'Công Ty Sự Kiện Hoa Sen Việt', dien_thoai: '0912 345 678', email: 've@hoasen-events.example' },
      khoi_b: {
        ho_ten: 'Võ Thanh Tùng',
        dien_thoai: '0983 107 552',
        email: 'tung.vo@example.net',
        ghi_chu: 'Cho tôi hỏi còn vé VIP ngày thứ bảy không ạ',
      },
    };
    expect(personOf(body, 'VN')).to.deep.equal({
      name: 'Võ Thanh Tùng',
      phone: '+84983107552',
      email: 'tung.vo@example.net',
    });
  });
});
