import { expect } from 'chai';
import fc from 'fast-check';
import { parseForm } from '../../service/http/body/parse-form.ts';
import { personOf, readInput, readLead } from '../helpers/read-lead.ts';

// A call record whose keys name no party (docs/api.md §2.4, feature `businessLine`): the number the
// business is called on is a toll-free, shared-cost or premium line, which a numbering plan tells apart
// even where it does not tell a fixed line from a mobile (the US, Canada, Mexico); the caller's is not.
// Invented keys in several languages and scripts, never one sender's.

const NUMBER_KEYS: Array<[string, string]> = [
  ['numero_a', 'numero_b'],
  ['a_leg', 'b_leg'],
  ['หมายเลขต้นทาง', 'หมายเลขปลายทาง'],
  ['स्रोत', 'गंतव्य'],
  ['מקור', 'יעד'],
];
// The caller's number and the business's toll-free line, in a country whose plan calls mobiles "fixed line or mobile".
const CALLS: Array<[string, string, string, string]> = [
  ['US', '+13035550175', '+18885550142', '+13035550175'],
  ['US', '+1 704 555 0121', '+1 800 555 1234', '+17045550121'],
  ['MX', '+52 55 1234 5678', '+52 800 123 4567', '+525512345678'],
];

describe('Reader: a call record under keys naming no party (docs/api.md §2.4)', () => {
  it("reads the caller's number, not the toll-free line called, wherever each sits", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NUMBER_KEYS),
        fc.constantFrom(...CALLS),
        fc.boolean(),
        ([first, second], [country, caller, line, e164], lineFirst) => {
          const body = {
            id: 'c-5521',
            [first]: lineFirst ? line : caller,
            [second]: lineFirst ? caller : line,
            secs: 134,
            rec: 'https://rec.example.net/c-5521.mp3',
          };
          expect(personOf(body, country).phone).to.equal(e164);
          expect(readInput(body, country).notes).not.to.include(line);
        },
      ),
    );
  });

  it('keeps a toll-free number when it is the only one (a business calling in)', () => {
    expect(personOf({ name: 'Ola Buys', phone: '1-888-555-0142' }).phone).to.equal('+18885550142');
  });
});

describe("Reader: a call's caller named under a key naming the lead, an assistant's name nearer (docs/api.md §2.4)", () => {
  it('reads the name whose key names the lead, not a bare `name` in an object nearer the number', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('customerName', 'caller_name', 'nombre_cliente', 'nome_do_cliente'),
        fc.constantFrom('Riley (front desk)', 'Ava Line 2', 'Mia Bot'),
        fc.constantFrom(['x', 'y'], ['ऐ', 'बी'], ['ก', 'ข']),
        fc.constantFrom('Megan Fischer', 'María José Ortega', 'Nok Siri'),
        (leadKey, bare, [near, far], person) => {
          const body = {
            m: {
              call: { customer: { number: '+13035550172' }, status: 'ended' },
              [near]: { id: 'a_5e4d3c', name: bare },
              [far]: { data: { [leadKey]: person, issue: 'Leaking water heater' } },
            },
          };
          expect(personOf(body).name).to.equal(person);
        },
      ),
    );
  });
});

// Keys no vocabulary holds, in a script the reader reads (Turkish, Indonesian, Swahili words): without the
// number under them the body holds no contact, and the lead would be refused.
const PLAIN_KEYS: Array<[string, string]> = [
  ['arayan', 'aranan'],
  ['kaynak', 'hedef'],
  ['penelepon', 'tujuan'],
  ['mpigaji', 'mpokeaji'],
];
const PLAIN_CALLS: Array<[string, string, string, string]> = [
  ['TR', '05321234567', '02124445566', '+905321234567'],
  ['TR', '905321234567', '0800 211 22 33', '+905321234567'],
  ['ID', '0812-3456-7890', '021-5550-1234', '+6281234567890'],
  // A company's number on the internet (Turkey's 0850: VOIP in the numbering plan).
  ['TR', '05424418826', '0850 220 11 44', '+905424418826'],
];

describe('Reader: a call record under keys no vocabulary holds, the only contact the body has (docs/api.md §2.4)', () => {
  it("reads the caller's mobile beside the business's fixed, toll-free or internet line, rather than refusing the lead", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLAIN_KEYS),
        fc.constantFrom(...PLAIN_CALLS),
        fc.boolean(),
        ([from, to], [country, caller, called, e164], flip) => {
          const body = flip ? { [to]: called, [from]: caller, sure: 45 } : { [from]: caller, [to]: called, sure: 45 };
          expect(personOf(body, country).phone).to.equal(e164);
        },
      ),
    );
  });

  it("leaves the extension that answered and its staff member's name out of the brief", () => {
    const notes = readInput(
      {
        arayan: '05424418826',
        aranan: '0850 220 11 44',
        dahili: '203',
        dahili_adi: 'Selin Aksoy',
        not: 'Kombi bakımı',
      },
      'TR',
    ).notes;
    expect(notes).to.include('Kombi bakımı').and.not.include('Selin Aksoy');
  });

  it('reads a lone valid number under such a key, and still refuses two mobiles it cannot tell apart', () => {
    expect(personOf({ arayan: '0532 123 45 67', sure: 45 }, 'TR').phone).to.equal('+905321234567');
    expect(() => readInput({ arayan: '05321234567', aranan: '05339876543' }, 'TR')).to.throw(/phone/);
    // An id that is no number of the country stays no phone.
    expect(() => readInput({ kayit: '1764324131', sure: 45 }, 'US')).to.throw(/phone/);
  });
});

describe("Reader: a phone menu's answers: the prompt, the digit pressed and the option's text (docs/api.md §2.4)", () => {
  // Invented menus: three keys per row under names no vocabulary holds; the prompt is the question,
  // the digit is the menu's, the option's text is the caller's answer.
  const menus: Array<[string, Array<Record<string, string | number>>]> = [
    [
      'Hebrew, prompts with question marks',
      [
        { shichva: 'במה נוכל לעזור?', tone: '2', bechira: 'משכנתא לדירה ראשונה' },
        { shichva: 'מה גובה ההון העצמי?', tone: 3, bechira: 'בין 400 ל-600 אלף' },
      ],
    ],
    [
      'Chinese, prompts without a question mark (the prompt key comes first)',
      [
        { step: '请选择服务类型', k: '2', said: '育儿嫂（住家）' },
        { step: '宝宝多大了', k: '1', said: '3个月以内' },
        { step: '期望上户时间', k: '3', said: '春节后' },
      ],
    ],
    [
      'Gujarati, the digit under `key` and the option under `value` (a key/value item by its words)',
      [
        { menu: 'કયા કોર્સ માટે પૂછપરછ છે?', key: '2', value: 'IELTS કોચિંગ' },
        { menu: 'તમે ક્યારે જોડાવા માંગો છો?', key: '1', value: 'આવતા મહિને' },
      ],
    ],
    [
      'Russian, the prompt under `name` and the option under `label` (a `{label, …}` item by its words, a digit beside)',
      [
        { name: 'Выбор услуги', digits: '2', label: 'Остекление балкона' },
        { name: 'Тип дома', digits: '1', label: 'Панельный дом' },
      ],
    ],
    [
      'English, the digit first',
      [
        { pressed: '1', ask: 'What do you need?', heard: 'Roof repair' },
        { pressed: '#', ask: 'When?', heard: 'This week' },
      ],
    ],
  ];
  for (const [what, rows] of menus)
    it(what, () => {
      const keys = Object.keys(rows[0]);
      const digit = keys.find((key) => rows.every((row) => /^[0-9#*]$/.test(String(row[key]))))!;
      const [question, answer] = keys.filter((key) => key !== digit);
      const notes = readInput({ caller_number: '+1 650 555 0142', menu: rows }).notes.split('\n');
      for (const row of rows) expect(notes).to.include(`${row[question]}: ${row[answer]}`);
      expect(notes.join('\n')).not.to.match(/\b(tone|k|pressed|digits)\b/);
    });

  // Rows of two values, the option and the digit pressed, under a machine's key (`ivr`, `menu`): the options are the
  // caller's choices, where they stayed out of the brief as the tool's.
  it("reads a two-value menu's options as the caller's answers, as JSON or as a form; an attendee's first name is none", () => {
    const ivr = [
      { name: 'Ремонт ванной', pressed: '2' },
      { name: 'Срочно', pressed: '1' },
    ];
    const json = readInput({ event: 'CALL_END', caller: '+79163308152', called: '+74993224710', ivr }, 'RU');
    expect(json.notes).to.contain('Ремонт ванной').and.contain('Срочно');
    const form = readInput(
      parseForm(
        'from=%2B972521234567&menu%5B1%5D%5Blabel%5D=%D7%9E%D7%A9%D7%9B%D7%A0%D7%AA%D7%90&menu%5B1%5D%5Bdigit%5D=3' +
          '&menu%5B2%5D%5Blabel%5D=%D7%94%D7%A9%D7%91%D7%95%D7%A2&menu%5B2%5D%5Bdigit%5D=1',
      ),
      'IL',
    );
    expect(form.notes).to.contain('משכנתא').and.contain('השבוע');
    const seats = readInput({
      email: 'ada@example.com',
      party: [
        { first_name: 'Bob', seats: '1' },
        { first_name: 'Cleo', seats: '2' },
      ],
    });
    expect(seats.notes).not.to.contain('Bob');
  });

  // A row that is no object (`null` beside the menu's rows) makes the list no menu: it was read as an
  // object's key (a TypeError: a 500 on the public URL, the lead lost).
  it('a list holding null beside menu rows is read as a list, the caller kept', () => {
    const menu = [
      { pressed: '1', ask: 'What do you need?', heard: 'Roof repair' },
      null,
      { pressed: '#', ask: 'When?', heard: 'This week' },
    ];
    expect(personOf({ caller_number: '+1 650 555 0142', menu }).phone).to.equal('+16505550142');
    expect(personOf({ caller_number: '+1 650 555 0142', menu: [menu[0], null] }).phone).to.equal('+16505550142');
  });

  // A list of people with a one-digit column (guests, seats) has three keys and a digit in every row, as
  // a menu has: a key naming a person's field (`name`, `email`, `телефон`) makes it people, their names names.
  const people: Array<[string, Record<string, unknown>, { name: string; phone: string | null; email: string | null }]> =
    [
      [
        'English attendees with their guests',
        {
          attendees: [
            { name: 'Ada Tester', email: 'ada@example.com', guests: '1' },
            { name: 'Bob Stone', email: 'bob@example.com', guests: '2' },
          ],
        },
        { name: 'Ada Tester', phone: null, email: 'ada@example.com' },
      ],
      [
        'Spanish attendees',
        {
          asistentes: [
            { nombre: 'Ana García', correo: 'ana@example.com', invitados: '1' },
            { nombre: 'Luis Pérez', correo: 'luis@example.com', invitados: '2' },
          ],
        },
        { name: 'Ana García', phone: null, email: 'ana@example.com' },
      ],
      [
        'Russian participants with their seats as numbers',
        {
          участники: [
            { имя: 'Анна Петрова', телефон: '+79161234567', места: 1 },
            { имя: 'Иван Смирнов', телефон: '+79161234568', места: 2 },
          ],
        },
        { name: 'Анна Петрова', phone: '+79161234567', email: null },
      ],
    ];
  for (const [what, body, person] of people)
    it(`a list of people is no menu: ${what}`, () => {
      expect(personOf(body)).to.deep.equal(person);
      expect(readInput(body).notes).not.to.match(/^(Ada Tester|Ana García|Анна Петрова): /m);
    });

  // Names under a name's key in every row (a family's children and their grade) are people too; a prompt under a key
  // ending in `name` (`layer_name`) is a menu's, its texts questions.
  it("a list of people by their first and last names is no menu; a prompt's key ending in `name` is", () => {
    const children = [
      { first_name: 'Mia', last_name: 'Tester', grade: '3' },
      { first_name: 'Leo', last_name: 'Tester', grade: '5' },
    ];
    const family = readInput({ email: 'parent@example.com', children });
    expect(family.email).to.equal('parent@example.com');
    expect(family.notes).not.to.match(/^(Mia|Leo): /m);
    const menu = [
      { layer_name: 'מה גובה ההון?', DTMF: '3', layer_value: 'בין 400 ל-600 אלף' },
      { layer_name: 'במה נוכל לעזור?', DTMF: '2', layer_value: 'משכנתא' },
    ];
    const call = readInput({ caller: '+972 52 123 4567', menu });
    expect(call.name).to.equal(null);
    expect(call.notes.split('\n')).to.include.members(['מה גובה ההון?: בין 400 ל-600 אלף', 'במה נוכל לעזור?: משכנתא']);
  });
});

// A form encodes a list as keys with their rows' numbers (`menu[1][option]=…`): the body holds an object
// keyed `1`, `2`, `3`, read as the list it stands for, each row under its own key (pointers as sent).
describe('Reader: rows keyed by their numbers, as a form-encoded list arrives (docs/api.md §2.4)', () => {
  // The same body with every object keyed 0, 1, … written as a list (a JSON sender's shape).
  const rowsAsLists = (_key: string, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, '0')
      ? Object.values(value)
      : value;

  it("reads a form-encoded phone menu as a menu: the options are the caller's answers, no option is their name", () => {
    const form =
      'caller=%2B79163308152&choices%5B1%5D%5Bname%5D=%D0%A0%D0%B5%D0%BC%D0%BE%D0%BD%D1%82+%D0%B2%D0%B0%D0%BD%D0%BD%D0%BE%D0%B9' +
      '&choices%5B1%5D%5Bpressed%5D=2&choices%5B2%5D%5Bname%5D=%D0%A1%D1%80%D0%BE%D1%87%D0%BD%D0%BE&choices%5B2%5D%5Bpressed%5D=1';
    const body = parseForm(form);
    expect(body.choices).to.have.keys('1', '2');
    const read = readLead(body, 'RU');
    expect(read.input).to.include({ name: null, phone: '+79163308152' });
    expect(read.input.notes).to.contain('Ремонт ванной').and.contain('Срочно');
    expect(read.roles).to.include({ '/choices/1/name': 'answer', '/choices/2/name': 'answer' });
    // The same rows as a list read the same.
    const listed = readInput({ caller: '+79163308152', choices: Object.values(body.choices as object) }, 'RU');
    expect(listed.notes).to.equal(read.input.notes);
  });

  it("reads people rows keyed by their numbers as a list of people: the first one's contact, pointed at by its key", () => {
    const body = parseForm(
      'guests%5B1%5D%5Bname%5D=Ada+Tester&guests%5B1%5D%5Bemail%5D=ada%40example.com&guests%5B1%5D%5Bseats%5D=1' +
        '&guests%5B2%5D%5Bname%5D=Bob+Stone&guests%5B2%5D%5Bemail%5D=bob%40example.com&guests%5B2%5D%5Bseats%5D=2',
    );
    const read = readLead(body);
    expect(read.input).to.include({ name: 'Ada Tester', email: 'ada@example.com' });
    expect(read.picked).to.deep.equal({ name: '/guests/1/name', email: '/guests/1/email' });
  });

  // A CRM's contact as a one-row list (`contacts[add][0][name]=…`), its custom fields as rows of `{id, name, code,
  // values: [{value}]}`: a record with a first name is no list of field descriptions (it was taken for one and the lead lost).
  it("reads a CRM's one-row contact list with custom fields whose values are rows, as a form or as JSON", () => {
    const form =
      'contacts%5Badd%5D%5B0%5D%5Bid%5D=501&contacts%5Badd%5D%5B0%5D%5Bname%5D=Olga+Tester&contacts%5Badd%5D%5B0%5D%5Bfirst_name%5D=Olga&contacts%5Badd%5D%5B0%5D%5Blast_name%5D=Tester' +
      '&contacts%5Badd%5D%5B0%5D%5Btype%5D=contact' +
      '&contacts%5Badd%5D%5B0%5D%5Bfields%5D%5B0%5D%5Bid%5D=11&contacts%5Badd%5D%5B0%5D%5Bfields%5D%5B0%5D%5Bname%5D=Phone' +
      '&contacts%5Badd%5D%5B0%5D%5Bfields%5D%5B0%5D%5Bcode%5D=PHONE&contacts%5Badd%5D%5B0%5D%5Bfields%5D%5B0%5D%5Bvalues%5D%5B0%5D%5Bvalue%5D=%2B7+921+555-12-34' +
      '&contacts%5Badd%5D%5B0%5D%5Bfields%5D%5B1%5D%5Bid%5D=12&contacts%5Badd%5D%5B0%5D%5Bfields%5D%5B1%5D%5Bname%5D=Wanted+service' +
      '&contacts%5Badd%5D%5B0%5D%5Bfields%5D%5B1%5D%5Bvalues%5D%5B0%5D%5Bvalue%5D=Kitchen+design';
    for (const body of [parseForm(form), JSON.parse(JSON.stringify(parseForm(form), rowsAsLists))]) {
      const read = readInput(body, 'RU');
      expect(read).to.include({ name: 'Olga Tester', phone: '+79215551234' });
      expect(read.notes.split('\n')).to.deep.equal(['Wanted service: Kitchen design']);
    }
  });

  it('keeps an object keyed by numbers holding texts (answers keyed by question ids) an object', () => {
    const read = readLead({ email: 'ada@example.com', answers: { '1': 'Kitchen remodel', '2': 'This month' } });
    expect(read.roles).to.have.keys('/answers/1', '/answers/2');
  });
});

describe("Reader: a call's own measures and its agent stay out of the brief (docs/api.md §2.4)", () => {
  it('leaves out the direction, the duration, the hang-up cause and the representative who answered', () => {
    const notes = readInput({
      caller_number: '+1 650 555 0142',
      direction: 'inbound',
      duration: 187,
      talk_duration: 203,
      hangup_cause: 'NORMAL_CLEARING',
      RepresentativeName: 'Dana Staffer',
      RepresentativeCode: '2031',
      note_from_caller: 'Please call back about the roof',
      disposition: 'Callback - Interested',
      wrapup_code: 'WRP-12',
      callee: '065001800',
    }).notes;
    for (const value of [
      'inbound',
      '187',
      '203',
      'NORMAL_CLEARING',
      'Dana Staffer',
      '2031',
      'Callback - Interested',
      'WRP-12',
      '065001800',
    ])
      expect(notes, value).not.to.contain(value);
    expect(notes).to.contain('Please call back about the roof');
  });

  // A phone system's device (`peer`, `sip_uri`) is addressed as an email is: the system's, never the caller's email.
  it("takes no phone system's device address (`peer`, `sip_uri`, `endpoint`) as the caller's email", () => {
    for (const key of ['peer', 'sip_uri', 'endpoint', 'trunk_id'])
      expect(
        personOf({ event: 'IncomingCall', from: '+49 30 123456789', [key]: '777123456@fpbx.example.de' }, 'DE'),
        key,
      ).to.deep.equal({ name: null, phone: '+4930123456789', email: null });
  });

  it("leaves out a call's wrap-up written in two words, its queue and its result or outcome", () => {
    const notes = readInput({
      caller_number: '+1 650 555 0142',
      wrap_up: 'INTERESTED_CALLBACK',
      wrap_up_code: 'WU-7',
      queue: 'Sales-EN',
      result: 'answered',
      call_outcome: 'no-answer',
      'What do you need?': 'A quote for a new roof',
    }).notes;
    for (const value of ['INTERESTED_CALLBACK', 'WU-7', 'Sales-EN', 'answered', 'no-answer'])
      expect(notes, value).not.to.contain(value);
    expect(notes).to.contain('A quote for a new roof');
  });
});

describe("Reader: a call tool's tenant block and the customer's nickname (docs/api.md §2.4)", () => {
  it("reads the tenant's block as the business's and a Chinese name with its title under the customer's nickname", () => {
    const body = {
      tenant: { company: '示例家政服务有限公司', hotline: '0571-8600 0000', email: 'service@example.cn' },
      customer_phone: '15800001111',
      agent: { nick_name: '客服-小王', email: 'wang@example.cn' },
      customer: { nick_name: '陈先生' },
    };
    expect(personOf(body, 'CN')).to.deep.equal({ name: '陈先生', phone: '+8615800001111', email: null });
  });
});

describe("Reader: a call's question list in Russian and an operator's comment (docs/api.md §2.4)", () => {
  it('reads `[{вопрос, ответ}]` as questions and answers, and leaves out a comment the operator signed', () => {
    const notes = readInput(
      {
        call: {
          phone: '+7 927 555-20-58',
          operator: { name: 'Иван Операторов' },
          conversation_questions: [
            { вопрос: 'Марка и модель', ответ: 'Kia Rio 2016' },
            { вопрос: 'Что беспокоит?', ответ: 'Стучит подвеска' },
          ],
          comment: 'Оператор: предложил скидку',
        },
      },
      'RU',
    ).notes;
    expect(notes).to.contain('Марка и модель: Kia Rio 2016');
    expect(notes).to.contain('Что беспокоит?: Стучит подвеска');
    expect(notes).not.to.contain('предложил скидку');
  });
});

describe("Reader: a carrier's caller name in capitals beside the contact list's (docs/api.md §2.4)", () => {
  it('reads the name as the contact list writes it when a capitals-only caller name holds the same words', () => {
    const body = {
      from_number: '+16505550128',
      to_number: '+14155550144',
      caller_name: 'INVENTED DANA',
      matched_contact: { display_name: 'Dana Invented', company: 'Acme' },
    };
    expect(personOf(body).name).to.equal('Dana Invented');
    // The carrier's copy of it, its words in another order, is no answer.
    expect(readInput(body).notes).not.to.contain('INVENTED DANA');
    // Alone, the carrier's name is the name there is.
    expect(personOf({ from_number: '+16505550128', caller_name: 'INVENTED DANA' }).name).to.equal('INVENTED DANA');
  });
});

describe("Reader: a Turkish call record's phone-book name and its representative's note (docs/api.md §2.4)", () => {
  it("reads `rehber_adi` as the caller's name and leaves `temsilci_notu` out", () => {
    const { input } = readLead(
      {
        caller: 905437100001,
        callee: 908502550000,
        rehber_adi: 'Elif Kaya',
        temsilci_notu: 'Keşif cumartesi 10:00, fiyat teklifi hazırlanacak',
      },
      'TR',
    );
    expect(input.name).to.equal('Elif Kaya');
    expect(input.notes).not.to.contain('Keşif cumartesi');
  });
});

describe("Reader: a name holding a phone number is a line's, never the caller's (docs/api.md §2.4)", () => {
  it('reads no name from an IVR tree\'s name that writes its number (`treeName: "Входящая линия 8 (495) 120-44-19"`)', () => {
    const call = { src_num: '79031127745', treeName: 'Входящая линия 8 (495) 120-44-19', treeNumber: '74951204419' };
    expect(personOf(call, 'RU')).to.deep.equal({ name: null, phone: '+79031127745', email: null });
    expect(personOf({ phone: '+44 20 7946 0000', name: 'Ada Tester 2' }, 'GB').name).to.equal('Ada Tester 2');
  });
});

describe("Reader: when a call or a lead's event happened is the tool's, when a visit starts the person's (docs/api.md §2.4)", () => {
  it('keeps a call started, answered or ended at out, and the summary in', () => {
    for (const key of ['started_at', 'answeredAt', 'ended_time', 'completed_on', 'converted_at', 'captured_at']) {
      const body = {
        call: { direction: 'inbound', from: '+14155550123', [key]: '2026-11-28T15:01:00Z' },
        caller: { name: 'Marcus Lee' },
        summary: 'Caller wants a quote to replace a leaking skylight.',
      };
      const { notes } = readInput(body, 'US');
      expect(notes, key).to.include('leaking skylight').and.not.include('2026-11-28');
    }
  });
  it('keeps the start of the visit the person booked', () => {
    const body = {
      invitee: { name: 'Marcus Lee', email: 'marcus.lee@example.com' },
      booking: { start_time: '2026-12-02T09:30:00Z', end_time: '2026-12-02T10:00:00Z' },
    };
    expect(readInput(body, 'US').notes).to.include('2026-12-02T09:30:00Z');
  });
});

describe("Brief: a call's or a chat's summary, written by a tool beside the conversation, is for the agent (docs/api.md §2.4)", () => {
  it('keeps the summary in the brief, in any language, beside turns both sides wrote', () => {
    for (const [key, summary] of [
      ['summary_ai', 'הלקוח ביקש לבטל הזמנה'],
      ['call_summary', 'Wants to cancel the order placed on Monday'],
      ['resumo', 'Cliente quer cancelar o pedido'],
      ['ملخص_المكالمة', 'العميل يريد إلغاء الطلب'],
    ]) {
      const body = {
        call: { caller_id: '+972 52-765-4321', callee: '+972 3-612-3456', duration_sec: 212 },
        transcript: [
          { speaker: 'agent', text: 'שלום, איך אפשר לעזור?' },
          { speaker: 'caller', text: 'אני רוצה לבטל את ההזמנה שלי, מספר 5521' },
        ],
        [key]: summary,
      };
      expect(readInput(body, 'IL').notes, key).to.include(summary).and.include('אני רוצה לבטל');
    }
  });
});

describe("Reader: a carrier's placeholder for a caller's name, and a call's state, are no one's words", () => {
  const body = {
    CallSid: 'CA55e0c1a2b3d4e5f60718293a4b5c6d7e',
    CallStatus: 'completed',
    From: '+15035550178',
    CallerName: 'WIRELESS CALLER',
    CallerCity: 'PORTLAND',
    CallerState: 'OR',
    TranscriptionStatus: 'completed',
    TranscriptionText: 'Hello, this is Dana Whitfield. I would like a quote for gutter cleaning on a two storey house.',
  };

  it('takes the name the caller says, not the placeholder', () => {
    const read = readInput(body);
    expect([read.name, read.phone]).to.deep.equal(['Dana Whitfield', '+15035550178']);
  });

  it('keeps the placeholder and the states out of the brief, and the caller state in', () => {
    const { notes } = readInput(body);
    expect(notes).to.contain('gutter cleaning').and.contain('CallerState: OR');
    expect(notes).not.to.contain('WIRELESS').and.not.contain('completed');
  });

  for (const placeholder of ['Unknown', 'ANONYMOUS', 'Private Number', 'Unknown Caller'])
    it(`reads no name from ${placeholder}`, () =>
      expect(readInput({ caller_name: placeholder, phone: '+15035550178' }).name).to.equal(null));
});

describe("Reader: a call's transcript opening with the agent's turn keeps the caller's lines", () => {
  // Session 29's class (blind set 32's guide miss): a call-tracking lead whose transcription is one text, `Agent:` first.
  // Not a note signed by staff: the caller's own words are in it. Invented body; made-up people and businesses.
  const body = {
    lead_type: 'Phone Call',
    contact_name: 'Rosa Jimenez',
    contact_phone_number: '(602) 555-0182',
    tracking_number: '(602) 555-0100',
    transcription:
      'Agent: Cactus Plumbing, this is Tyler.\nCaller: Hi, my water heater is leaking from the bottom.\n' +
      'Agent: We can send someone this afternoon, the service call is 79 dollars.\nCaller: Afternoon is fine, after 2 please.',
  };

  it("puts the caller's lines in the brief, not the agent's", () => {
    const { notes } = readInput(body, 'US');
    expect(notes).to.contain('water heater is leaking');
    expect(notes).to.contain('after 2 please');
    expect(notes).not.to.contain('79 dollars');
  });
});

describe("Reader: a call's transcript written on one line keeps the caller's lines", () => {
  // Session 40 (held-out blind set 46's guide 14): the turns follow each other on one line, each after a sentence's end.
  // Invented body; made-up people and businesses.
  const body = {
    lead_type: 'Phone Call',
    contact_name: 'Rosa Jimenez',
    contact_phone_number: '(602) 555-0182',
    tracking_number: '(602) 555-0100',
    call_transcription:
      'Agent: Cactus Plumbing, this is Tyler. Caller: Hi, my water heater is leaking from the bottom. ' +
      'Agent: We can send someone this afternoon, the service call is 79 dollars. Caller: Afternoon is fine, after 2 please.',
  };

  it("puts the caller's lines in the brief, not the agent's", () => {
    const { notes } = readInput(body, 'US');
    expect(notes).to.contain('water heater is leaking');
    expect(notes).to.contain('after 2 please');
    expect(notes).not.to.contain('79 dollars');
  });

  it('keeps a one-line message of labels whole: no sides named, each label once', () => {
    const message = 'Note: we need a new roof. Budget: about 12k. Timing: before winter, weekdays only.';
    const { notes } = readInput({ name: 'Rosa Jimenez', phone: '(602) 555-0182', message }, 'US');
    expect(notes).to.contain(message);
  });
});

describe("Reader: a note in a call's record or a form's call notes stay the person's", () => {
  // Session 29 (review31's and review32's bodies): answering services, IVRs and call trackers put the caller's message
  // under `notes` beside an agent's key, and a form's `call_notes` is the person's note to whoever calls. Invented
  // bodies; made-up people and businesses.
  it("keeps the caller's message in a call record and a form's call notes", () => {
    const call = {
      call: { from: '+1 312 555 0142', to: '+1 312 555 0100', duration: 48, notes: 'Caller said: the furnace bangs' },
      contact: { name: 'Ella Stone' },
    };
    expect(readInput(call, 'US').notes).to.contain('the furnace bangs');
    const answered = {
      call_info: {
        agent: 'Answering service',
        disposition: 'message taken',
        notes: 'Wants to move Thursday to Friday',
      },
      name: 'Luz Ortega',
      phone: '+1 956 555 0142',
    };
    expect(readInput(answered, 'US').notes).to.contain('move Thursday to Friday');
    const form = { name: 'Sam Ortiz', phone: '+1 210 555 0142', call_notes: 'Please call after 5pm, I work nights' };
    expect(readInput(form, 'US').notes).to.contain('I work nights');
  });
});

// Session 37's class (blind set 40's guide 01: a call tracker's completed call): the carrier's placeholder for the
// caller's name in capitals under a key no vocabulary reads (`cnam: "WIRELESS CALLER"`) and when the call was made
// (`called_at`) are the tool's, out of the brief; the caller's words stay. Invented body.
describe("Reader: a carrier's placeholder name under an unknown key, and a call's time, stay out of the brief", () => {
  it('leaves cnam and called_at out and keeps the transcript', () => {
    const body = {
      cnam: 'UNKNOWN CALLER',
      caller_number: '+1 720 555 7741',
      called_at: '2026-05-13 09:47 AM -06:00',
      transcription_text: 'Caller: my water heater is leaking, can someone come tomorrow?',
      job: 'Phone call',
    };
    const { input, roles } = readLead(body, 'US');
    expect(input.phone).to.equal('+17205557741');
    expect(input.notes).to.include('water heater is leaking').and.include('job: Phone call');
    expect(input.notes).not.to.include('UNKNOWN CALLER').and.not.to.include('09:47');
    expect([roles['/cnam'], roles['/called_at']]).to.deep.equal(['system', 'system']);
  });
});

// Session 41 (an AI voice agent's analysed call, held-out blind set 47): the platform reports what the call cost it,
// in total and by product (`call_cost: {combined_cost, product_costs: [{product, unit_price, cost}]}`,
// `cost_breakdown`, `usage_cost`): the tool's money, never the caller's words. A cost the person names is an answer.
// Invented body.
describe("Reader: what a call cost the platform that made it is the tool's", () => {
  const body = {
    call: {
      from_number: '+353 87 214 5583',
      transcript:
        'Agent: Hello, Bright Smile Dental.\nUser: Hi, I chipped a tooth and would like a check-up on Friday.\n' +
        'Agent: Friday at 4:15 is free.\nUser: Perfect, book me in.',
      call_cost: {
        combined_cost: 1.829,
        product_costs: [{ product: 'voice_engine_v2', unit_price: 0.0117, cost: 1.6589 }],
      },
      cost_breakdown: { llm: 0.2214, tts: 0.1007 },
      usage_cost: 0.4213,
    },
    answers: { 'How much do you expect the crown to cost?': 'Under 600 euro' },
  };
  it('keeps the costs out of the brief, the caller and their answer in it', () => {
    const { notes, phone } = readInput(body, 'IE');
    expect(phone).to.equal('+353872145583');
    expect(notes).to.contain('chipped a tooth').and.contain('Under 600 euro');
    for (const cost of ['1.829', '0.0117', '1.6589', 'voice_engine_v2', '0.2214', '0.4213'])
      expect(notes).not.to.contain(cost);
  });
  // The session's attacker pass: a cost the person writes, under any such key or a question, is their answer.
  it('keeps a cost the person wrote, under a cost key or a question', () => {
    const { notes } = readInput(
      {
        name: 'Ada Tester',
        email: 'ada@example.com',
        product_cost: 'under $10k',
        monthly_usage_cost: '$250',
        'Monthly SMS cost': '$400',
        'What should it cost per minute?': '2 cents',
      },
      'US',
    );
    for (const answer of ['under $10k', '$250', '$400', '2 cents']) expect(notes).to.contain(answer);
  });
});
