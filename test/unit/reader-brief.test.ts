import { expect } from 'chai';
import type { FieldMap } from '../../service/lead/field-map/field-map.ts';
import { readMappedFields } from '../../service/lead/field-map/mapped-fields.ts';
import { readLeadInput } from '../../service/lead/lead-input.ts';
import { readInput, readLead } from '../helpers/read-lead.ts';

// The notes as the brief an AI calling agent reads before it calls (issue 35, docs/api.md §2.4):
// the person's words first, each by its question; then context; never the tool's machinery or
// someone else's values. Every key, value and shape here is made up.
const linesOf = (body: Record<string, unknown>, country: string | null = 'US') =>
  readInput(body, country).notes.split('\n');
const contact = { name: 'Ivy Stone', phone: '+1 650 555 0190', email: 'ivy@example.com' };

describe("Reader: the brief keeps the person's words wherever they sit", () => {
  it('keeps free text and answers beside a nested contact object', () => {
    const lines = linesOf({ contact, message: 'Call me after 5pm about the roof', budget: '$5k' });
    expect(lines).to.include('message: Call me after 5pm about the roof');
    expect(lines).to.include('budget: $5k');
  });

  it('reads two-key rows whose one key asks (its texts end with a question mark) as questions and answers; a price paid stays out', () => {
    const lines = linesOf(
      {
        lead: {
          consumer: contact,
          questions: [
            { q: 'Wat voor woning?', a: 'Tussenwoning uit 1935' },
            { q: 'Wanneer?', a: 'Binnen 2 weken' },
          ],
          price_paid: '€ 14,50',
        },
      },
      'NL',
    );
    expect(lines).to.include('Wat voor woning?: Tussenwoning uit 1935');
    expect(lines).to.include('Wanneer?: Binnen 2 weken');
    expect(lines.join('\n')).not.to.contain('14,50');
  });

  it("keeps a section's answer under a key in another script that starts with a digit, and leaves a counsellor's note out", () => {
    const lines = linesOf(
      {
        student: { name: 'Neha Invented', mobile: '8319000001', email: 'neha@example.in' },
        academic: { '12वीं के अंक': '84%', 'स्नातक विषय': 'बी.कॉम' },
        counsellor: { name: 'Staff Invented', note: 'call back after 5pm' },
      },
      'IN',
    );
    expect(lines).to.include('academic 12वीं के अंक: 84%');
    expect(lines.join('\n')).not.to.contain('call back after 5pm');
  });

  it('keeps a word of three letters in a script without case in a section beside the person (`タント`, a trade-in model)', () => {
    const lines = linesOf(
      {
        customer: { sei: '高橋', mei: '美咲', tel: '080-2291-0001' },
        trade_in: { maker: 'ダイハツ', model: 'タント' },
      },
      'JP',
    );
    expect(lines).to.include('trade_in model: タント');
    // Three capitals stay a code (`THB`, a currency).
    expect(linesOf({ contact, deal: { currency: 'THB', plan: 'Gold' } }).join('\n')).not.to.contain('THB');
  });

  it('keeps a short answer to a question written for a person beside a nested contact (`How many rooms?`: `3`)', () => {
    const lines = linesOf({ contact, 'How many rooms?': '3', 'Preferred color': 'Blue', 'Workflow Name': 'Spring' });
    expect(lines).to.include('How many rooms?: 3');
    expect(lines).to.include('Preferred color: Blue');
    // A thing's name (a workflow's) is no question the person answered.
    expect(lines.join('\n')).not.to.contain('Spring');
  });

  it("keeps answers in a section object beside the person's name object", () => {
    const lines = linesOf({
      applicant: { name: { first: 'Ivy', last: 'Stone' }, mail: 'ivy@example.com' },
      project: { kind: 'Deck repair', area: 'About 20 square meters', start: 'Next spring' },
    });
    expect(lines.join('\n')).to.include('Deck repair').and.include('About 20 square meters').and.include('Next spring');
  });

  it("keeps a list of answers and a call record's question list away from the contact", () => {
    const lines = linesOf({
      call: { from_number: '+16505550190', caller_name: 'Ivy Stone' },
      survey: { items: [{ prompt: 'Which service?', response: 'Gutter cleaning' }] },
      answers: [
        { question: 'How soon?', answer: 'This week' },
        { question: 'Own the home?', answer: 'Yes' },
      ],
    });
    expect(lines).to.include('How soon?: This week');
    expect(lines).to.include('Own the home?: Yes');
  });

  it('keeps answers keyed by their question beside a form object and the lead object', () => {
    const lines = linesOf({
      lead: contact,
      form: { name: 'Quote form' },
      answers: { 'What do you need?': 'A new fence, about 30 meters' },
    });
    expect(lines).to.include('What do you need?: A new fence, about 30 meters');
  });

  it('puts the submitted notes first and verbatim, then the answers, then the context', () => {
    const notes = readInput({
      ...contact,
      notes: 'Sent from the spring campaign',
      utm_source: 'newsletter',
      details: { 'Roof type?': 'Flat' },
    }).notes;
    const lines = notes.split('\n');
    expect(lines[0]).to.equal('Sent from the spring campaign');
    expect(lines.indexOf('Roof type?: Flat')).to.be.lessThan(lines.indexOf('utm_source: newsletter'));
  });
});

describe("Reader: the brief leaves out the tool's machinery and someone else's values", () => {
  const body = {
    event_type: 'submission.created',
    topic: 'lead:new',
    created_at: '2026-03-04T10:11:12Z',
    updated: '/Date(1778000000000)/',
    signature: 'a3f1c9e07b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f1a3c5e7b9d1f3a5',
    record: { id: 'rec_8Hq2ZkLm41Pq', path: '/v2/forms/77/entries/9912' },
    counters: { visits_count: 0, pages_seen: 0 },
    versionnumber: 0,
    charged: false,
    payment: { platform_fee: '1.20', vat: '0.95', partner_commission: '2.50' },
    contact,
    message: 'Please send a quote for two windows',
    host: { name: 'Sam Helper', phone: '+1 650 555 0111' },
    tracking_line: '(650) 555-0122',
  };
  const notes = readInput(body).notes;

  for (const leaked of [
    'submission.created',
    'lead:new',
    '2026-03-04T10:11:12Z',
    '/Date(',
    'a3f1c9e07b2d',
    'rec_8Hq2ZkLm41Pq',
    '/v2/forms',
    'visits_count',
    'pages_seen',
    'versionnumber',
    'charged',
    '1.20',
    '0.95',
    '2.50',
    'Sam Helper',
    '555 0111',
    '555-0122',
  ])
    it(`keeps ${leaked} out`, () => expect(notes).not.to.contain(leaked));

  it('keeps the message in', () =>
    expect(notes.split('\n')).to.include('message: Please send a quote for two windows'));

  it('reads a signature, a zero counter and a sentence by their shape under keys in any script', () => {
    const lines = linesOf({
      contact,
      חתימה: 'c0ffee11c0ffee11c0ffee11c0ffee11c0ffee11c0ffee11c0ffee11c0ffee11',
      गिनती: 0,
      สถานะ: false,
      ข้อความ: 'อยากได้ใบเสนอราคาสำหรับติดตั้งแผงโซลาร์บนหลังคาบ้านสองชั้น',
    });
    const text = lines.join('\n');
    expect(text).not.to.contain('c0ffee11');
    expect(text).not.to.contain('गिनती');
    expect(text).not.to.contain('สถานะ');
    expect(text).to.contain('อยากได้ใบเสนอราคา');
  });

  // Bytes written in base64 with its padding (`AAABBhZZZAAAAAAAAAAAAAAAAAA=`, a card network's authentication value; an
  // HMAC): a machine's, under any key, with no digit in it too. A sentence with `=` in it is words.
  it('reads padded base64 as a signature by its shape under keys naming nothing', () => {
    const text = linesOf({
      ...contact,
      Ucaf: 'AAABBhZZZAAAAAAAAAAAAAAAAAA=',
      Kpz: 'dGhpcyBpcyBhIHNpZ25hdHVyZQ==',
      Wunsch: 'Zwei Zimmer = ein Schlafzimmer und ein Büro',
    }).join('\n');
    expect(text).not.to.contain('AAABBhZZZ').and.not.to.contain('dGhpcyBp');
    expect(text).to.contain('Zwei Zimmer = ein Schlafzimmer');
  });

  it("leaves out a record's number or code under a number's word in any language, a card's last four, a merchant's id and the line called", () => {
    const text = linesOf(
      {
        contact,
        listing: { номер: '1b177120448210', รหัส: 'PS-771204', الرقم: '118204471', title: 'Sea view flat' },
        card: { last_four: '5512', confirmation: '0662019' },
        P_MID: 'INIpayTest',
        callee: '065001800',
        order_number: 'ORD-55A1',
        question: { 'number of guests': '4' },
      },
      'US',
    ).join('\n');
    for (const value of [
      '1b177120448210',
      'PS-771204',
      '118204471',
      '5512',
      '0662019',
      'INIpayTest',
      '065001800',
      'ORD-55A1',
    ])
      expect(text, value).not.to.contain(value);
    expect(text).to.contain('Sea view flat');
    expect(text).to.contain('number of guests: 4');
  });

  it("leaves out ids named in a Romance order (`x_cust_id_cliente`, `x_ref_payco`) and a noise label after a tool's prefix (`x_approval_code`)", () => {
    const text = linesOf(
      {
        x_customer_name: 'Valeria Invented',
        x_customer_movil: '3104000001',
        x_cust_id_cliente: '904471',
        x_ref_payco: '88201947',
        x_approval_code: '220417',
        x_extra1: 'Sede El Poblado',
      },
      'CO',
    ).join('\n');
    for (const value of ['904471', '88201947', '220417']) expect(text, value).not.to.contain(value);
    expect(text).to.contain('Sede El Poblado');
  });

  it("leaves out a short reference code (capitals, a dash, digits: `AFF-7781`) beside answers under field ids, and keeps a model's name", () => {
    const text = linesOf(
      {
        fields: {
          fld_1a2b: 'Ivy Stone',
          fld_1a2c: 'ivy@example.com',
          fld_1a2d: 'Need a quote for two windows',
          fld_1a2e: 'AFF-7781',
          fld_1a2f: 'TRK-22A9',
          fld_1a30: 'iPhone 15',
          fld_1a31: 'COVID-19 booster',
        },
      },
      'US',
    ).join('\n');
    for (const code of ['AFF-7781', 'TRK-22A9']) expect(text, code).not.to.contain(code);
    for (const answer of ['Need a quote for two windows', 'iPhone 15', 'COVID-19 booster'])
      expect(text).to.contain(answer);
  });

  it('leaves out an id and a commission or a fee named in other scripts (`আইডি`, `কমিশন`, `ค่าธรรมเนียม`)', () => {
    const text = linesOf(
      { contact, order: { আইডি: 'D-5592017', কমিশন: '৩৬০', ค่าธรรมเนียม: '195', สิ่งที่ต้องการ: 'ตรวจสุขภาพหัวใจ' } },
      'US',
    ).join('\n');
    for (const value of ['D-5592017', '৩৬০', '195']) expect(text, value).not.to.contain(value);
    expect(text).to.contain('ตรวจสุขภาพหัวใจ');
  });

  // A booking's other ticket holders, attendees or participants beside the person's own row: their names are theirs.
  it("leaves out the other people of a list the person is one of (a ticket's holders, a list of participants' names)", () => {
    const tickets = readInput({
      buyer: { name: 'Ada Tester', email: 'ada@example.com' },
      tickets: [
        { type: 'GA', holder: 'Ada Tester' },
        { type: 'GA', holder: 'Bob Stone' },
      ],
    }).notes;
    expect(tickets).not.to.contain('Bob Stone');
    const participants = readInput({
      email: 'ada@example.com',
      name: 'Ada Tester',
      participants: ['Ada Tester', 'Bob Stone'],
      reply: ['Ada Tester', 'ada@example.com', 'We need a quote for 40 chairs'],
    }).notes;
    expect(participants).not.to.contain('Bob Stone');
    expect(participants).to.contain('We need a quote for 40 chairs');
  });

  it('leaves out a tracking parameter written as one pair (`src=ig`) beside the person, under a key naming only a place', () => {
    const text = linesOf({ contact: { ...contact, var4: 'Size M please', var5: 'src=ig' } }, 'US').join('\n');
    expect(text).not.to.contain('src=ig');
    expect(text).to.contain('Size M please');
  });

  it("leaves out a tool's outcome written as the whole value under any key (`Success`, `FAILED`, `thành công`, `成功`)", () => {
    const outcomes = {
      sp_massage: 'Success',
      res: 'FAILED',
      trang_thai_gd: 'thành công',
      结果: '成功',
      msg: 'Declined',
    };
    const text = linesOf({ contact, payment: { ...outcomes, 'Which course?': 'Foundation batch' } }, 'US').join('\n');
    for (const value of Object.values(outcomes)) expect(text, value).not.to.contain(value);
    expect(text).to.contain('Foundation batch');
  });

  it("leaves out a payment's card holder, balance, order number, approval code and trace number", () => {
    const payment = {
      ชื่อผู้ถือบัตร: 'อดา เทสเตอร์',
      balance: '15000.00',
      flowOrder: '8765432',
      approval: '551203',
      stan: '001234',
    };
    const text = linesOf(
      { contact, payment: { ...payment, note: 'Please call me', mensaje_tarjeta: '¡Feliz aniversario!' } },
      'US',
    ).join('\n');
    for (const value of Object.values(payment)) expect(text, value).not.to.contain(value);
    // A greeting card's message (`tarjeta`) is the person's words.
    expect(text).to.contain('Please call me').and.contain('¡Feliz aniversario!');
  });

  it('leaves out a service charge or a handling fee in Chinese, Hebrew, Russian, Ukrainian and Greek', () => {
    const fees = {
      服务费: '10.75',
      服務費: '11.25',
      דמי_טיפול: '16.35',
      сервисный_сбор: '22.95',
      збір: '5.10',
      χρέωση_υπηρεσίας: '23.05',
    };
    const text = linesOf({ contact, order: { ...fees, 'Preferred day': 'Saturday morning' } }, 'US').join('\n');
    for (const value of Object.values(fees)) expect(text, value).not.to.contain(value);
    expect(text).to.contain('Saturday morning');
  });

  it("leaves out a counsellor's and a staff member's name, a card's authcode, a record's number in Traditional Chinese, a showroom's name", () => {
    const text = linesOf(
      {
        contact,
        counsellor: 'Ms. Hetal Invented',
        予約: { 担当スタッフ: '佐藤 翔太' },
        tran_authcode: '631004',
        物件: { 編號: 'R15220931', 標題: '大安區 電梯兩房' },
        الترويسة: { المعرض: 'Al Futtaim Motors – Deira' },
      },
      'US',
    ).join('\n');
    for (const value of ['Hetal', '佐藤 翔太', '631004', 'R15220931', 'Al Futtaim'])
      expect(text, value).not.to.contain(value);
    expect(text).to.contain('大安區 電梯兩房');
  });

  it('reads a text of zeros (`"00"`, `"0.00"`) as the zero it is: a status or an amount of the tool, out', () => {
    const text = linesOf({ contact, P_RSLT: '00', 수수료: '0.00', 'cuántos hijos': 'dos niños' }).join('\n');
    expect(text).not.to.contain('P_RSLT');
    expect(text).not.to.contain('수수료');
    expect(text).to.contain('cuántos hijos: dos niños');
  });
});

describe('Reader: times and codes by their shape', () => {
  it('keeps a slot the person chose and leaves out a time stamped to the second, whatever their keys', () => {
    const notes = readInput({ contact, booking: { slot: '2026-12-02T16:30:00Z', when: '2026-11-28 08:51:02' } }).notes;
    expect(notes).to.contain('2026-12-02T16:30:00Z');
    expect(notes).not.to.contain('08:51:02');
  });

  it("keeps a date the person chose (a calendar date under no system time's key), wherever it sits; leaves out when the tool did something", () => {
    const notes = readInput({
      contact,
      updated: '2026-11-28',
      move: { from_zip: '78704', move_on: '2027-04-03' },
      policy: { insurer: 'Acme Mutual', renews: '14/02/2027' },
    }).notes;
    expect(notes).to.contain('2027-04-03');
    expect(notes).to.contain('14/02/2027');
    expect(notes).not.to.contain('2026-11-28');
  });

  it("leaves out a machine's code beside the person, and keeps a chosen code under a question", () => {
    const notes = readInput({
      ...contact,
      alert_name: 'payment_succeeded',
      fields: [{ label: 'Which plan?', value: 'pro_yearly' }],
    }).notes;
    expect(notes).not.to.contain('payment_succeeded');
    expect(notes).to.contain('Which plan?: pro_yearly');
  });
});

describe('Reader: the brief reads as lines an agent can use', () => {
  it('never doubles a parent key in a label', () => {
    const notes = readInput({ data: { ...contact, attributes: { url: 'example.com/landing' } } }).notes;
    expect(notes).not.to.match(/attributes attributes/);
    expect(notes).to.contain('example.com/landing');
  });

  it('leaves out a value whose key says nothing (a bare number) and no question labels', () => {
    const notes = readInput({ ...contact, 5: 'Kitchen remodel, budget 20k' }).notes;
    expect(notes).not.to.match(/^5:/m);
  });

  it('keeps answers whole and cuts context past 2,000 characters with one line saying how many more', () => {
    const context: Record<string, string> = {};
    for (let i = 0; i < 60; i++) context[`utm_content_${i}`] = `campaign variant number ${i} of the spring sale`;
    const answer = 'A long answer. '.repeat(200);
    const notes = readInput({ contact, message: answer, ...context }).notes;
    expect(notes).to.contain(answer.trim());
    const last = notes.split('\n').at(-1)!;
    expect(last).to.match(/^… and \d+ more values in fields$/);
    expect(notes.length).to.be.lessThan(answer.length + 2100);
  });
});

describe("Reader: the field map's notes labels (issue 35 item 4)", () => {
  const readMapped = (body: Record<string, unknown>, fieldMap: FieldMap) =>
    readLeadInput(readMappedFields(body, fieldMap), 'US').input.notes;

  it('shows a key the map labels by that label, even a key that says nothing', () => {
    const notes = readMapped({ ...contact, 5: 'Kitchen remodel, budget 20k' }, { '/5': { notesLabel: 'Project' } });
    expect(notes.split('\n')).to.include('Project: Kitchen remodel, budget 20k');
  });

  it('keeps a key the map marks `notes: false` out of the notes and in fields', () => {
    const read = readLeadInput(
      readMappedFields(
        { ...contact, message: 'Private: internal code 7', answer: 'Yes' },
        { '/message': { notes: false } },
      ),
      'US',
    );
    expect(read.input.notes).not.to.contain('internal code');
    expect(read.input.fields.message).to.equal('Private: internal code 7');
  });

  it('still fills fields from the names the map gives beside notes labels', () => {
    const read = readLeadInput(
      readMappedFields(
        { who: 'Ivy Stone', tel: '+1 650 555 0190', 7: 'Blue' },
        { '/who': 'name', '/7': { notesLabel: 'Colour' } },
      ),
      'US',
    );
    expect(read.input.name).to.equal('Ivy Stone');
    expect(read.input.notes.split('\n')).to.include('Colour: Blue');
  });
});

describe('Brief: a service fee named in Indonesian, Malay, Vietnamese or Turkish (docs/api.md §2.4)', () => {
  it("keeps the fee out and the person's message in", () => {
    for (const [country, key, fee] of [
      ['ID', 'biaya_layanan', 'Rp 5.000'],
      ['MY', 'yuran_perkhidmatan', 'RM 3.50'],
      ['VN', 'phi_dich_vu', '90.000 đ'],
      ['TR', 'hizmet_ucreti', '45 TL'],
    ]) {
      const body = {
        pembeli: { nama: 'Sari Dewi', email: 'sari.dewi@example.com' },
        pesanan: { total: 'Rp 1.250.000', [key]: fee },
        pesan: 'Apakah bisa dikirim hari Sabtu? Saya mau dua set',
      };
      const { notes } = readInput(body, country);
      expect(notes, key).to.include('Apakah bisa dikirim hari Sabtu?').and.not.include(fee);
    }
  });
});

describe('Brief: a card named with its masked number, and a lead price in other scripts (docs/api.md §2.4)', () => {
  it('keeps a masked card out whatever words name it', () => {
    for (const method of [
      'บัตรเครดิต **** 5521',
      'Visa •••• 4242',
      'Mastercard XXXX-XXXX-XXXX-1881',
      'כרטיס אשראי **** 9012',
    ]) {
      const body = {
        customer: { name: 'Somchai Jaidee', phone: '081 234 5678' },
        payment: { method },
        message: 'I would like to see the flat on Saturday morning',
      };
      const { notes } = readInput(body, 'TH');
      expect(notes, method).to.include('see the flat on Saturday').and.not.include(method.slice(-4));
    }
  });
  it('keeps what the lead cost out when its key names the lead in another script', () => {
    for (const [country, key, price] of [
      ['IN', 'लीड_मूल्य', '₹450'],
      ['TH', 'ราคาลีด', '฿120'],
      ['IL', 'מחיר_ליד', '₪35'],
      ['RU', 'цена_лида', '320 ₽'],
    ]) {
      const body = { name: 'Asha Verma', mobile: '98765 43210', requirement: '2BHK flat near the metro', [key]: price };
      const { notes } = readInput(body, country);
      expect(notes, key).to.include('2BHK flat near the metro').and.not.include(price);
    }
  });
});

describe("Brief: a question written as words with its unit in brackets (`Takyta (kvm)`) is the person's answer (docs/api.md §2.4)", () => {
  it('keeps a number answered under it', () => {
    const body = {
      lead: {
        contact: { first_name: 'Tom', last_name: 'Berg', phone: '+46 70 123 45 67', email: 'tom.berg@example.se' },
        sections: { property: { 'Typ av hus': 'Villa', 'Takyta (kvm)': '140', 'Floor area (m2)': '95' } },
      },
    };
    const { notes } = readInput(body, 'SE');
    expect(notes).to.include('Takyta (kvm): 140').and.include('Floor area (m2): 95');
  });
});

describe("Brief: a phone's extension (docs/api.md §2.2)", () => {
  it('reads the number and tells the agent the extension, first', () => {
    const body = {
      visitor: { fullName: 'Priya Nair', phoneNumber: '(416) 849-2210 ext. 31', organization: 'Maple Crate Co.' },
    };
    const { input } = readLead(body, 'CA');
    expect(input.phone).to.equal('+14168492210');
    expect(input.notes.split('\n')[0]).to.equal('phone extension: 31');
  });
});

describe("Brief: a kind or a status of the person's own (`property_type: Condo`, `marital_status: Married`) is their answer (docs/api.md §2.4)", () => {
  it("keeps a written word under a kind or a status the key qualifies by a thing, and leaves a record's or an event's out", () => {
    const body = {
      name: 'Ann Lee',
      email: 'ann@example.com',
      property_type: 'Condo',
      loan_type: 'Refinance',
      employment_type: 'Full-time',
      marital_status: 'Married',
      roof_type: 'tile',
      type: 'Lead',
      status: 'New',
      lead_status: 'Open',
      event_type: 'form_response',
      resource_type: 'Appointment',
      hangup_cause: 'NORMAL_CLEARING',
      payment_status: 'paid_in_full',
    };
    const lines = readInput(body, 'US').notes.split('\n');
    for (const kept of [
      'property_type: Condo',
      'loan_type: Refinance',
      'employment_type: Full-time',
      'marital_status: Married',
      'roof_type: tile',
    ])
      expect(lines, kept).to.include(kept);
    for (const out of ['Lead', 'New', 'Open', 'form_response', 'Appointment', 'NORMAL_CLEARING', 'paid_in_full'])
      expect(lines.join('\n'), out).not.to.match(new RegExp(`: ${out}$`, 'm'));
  });
});
