import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 20's classes, each on an invented body first. Made-up people.

describe('Reader: a label in a script whose vowels are marks keeps them (Thai, Devanagari)', () => {
  it('reads a Thai name term written inside a longer key (no spaces between words)', () => {
    const lead = readInput(
      {
        profile: { displayName: 'แม่น้องแพรว', language: 'th' },
        booking: { ชื่อผู้จอง: 'วิภาวรรณ แสงทอง', เบอร์โทรศัพท์: '089 876 5432', หมายเหตุ: 'ขอห้องริมทะเล' },
      },
      'TH',
    );
    expect(lead.name).to.equal('วิภาวรรณ แสงทอง');
    expect(lead.phone).to.equal('+66898765432');
    expect(lead.notes).to.contain('ขอห้องริมทะเล');
  });
  it("does not read a Thai word that shares the name term's letters without its marks as a name (ชอบ, to like)", () => {
    const lead = readInput({ ชื่อ: 'สมชาย ใจดี', เบอร์โทร: '081 234 5678', ชอบติดต่อทาง: 'ไลน์ ช่วงเย็น' }, 'TH');
    expect(lead.name).to.equal('สมชาย ใจดี');
    expect(lead.notes).to.contain('ไลน์ ช่วงเย็น');
  });
});

describe("Reader: a thing named inside an unspaced key makes its name no person's (Thai)", () => {
  it("reads a company's name written in one Thai key as no name", () => {
    const lead = readInput(
      {
        ชื่อบริษัท: 'สยามโซล่าร์ เอ็นเนอร์ยี่',
        ชื่อผู้ติดต่อ: 'ณัฐพล วงศ์ใหญ่',
        เบอร์มือถือ: '086 555 1234',
      },
      'TH',
    );
    expect(lead.name).to.equal('ณัฐพล วงศ์ใหญ่');
    expect(lead.notes).to.contain('สยามโซล่าร์ เอ็นเนอร์ยี่');
  });
  it("reads a shop's name in one Thai key as no name when it is the only name", () => {
    const lead = readInput({ ชื่อร้าน: 'ร้านกาแฟดอยช้าง', เบอร์โทร: '086 555 1234' }, 'TH');
    expect(lead.name).to.equal(null);
    expect(lead.notes).to.contain('ร้านกาแฟดอยช้าง');
  });
});

describe("Reader: a chat's sides named in Vietnamese, Indonesian, Turkish and Hindi", () => {
  it("keeps a Vietnamese customer's turns and drops the staff's number and the page's greeting", () => {
    const lead = readInput(
      {
        khach_hang: { ho_ten: 'Phạm Minh Tuấn', sdt: '090 123 4567' },
        tin_nhan: [
          { vai_tro: 'trang', noi_dung: 'Xin chào! Spa Hoa Sen xin nghe ạ' },
          { vai_tro: 'khach', noi_dung: 'Cho mình đặt lịch massage chiều thứ Sáu' },
          { vai_tro: 'nhan_vien', noi_dung: 'Dạ bên em còn trống 3 giờ chiều ạ, gọi 028 3911 2233 nhé' },
          { vai_tro: 'khach', noi_dung: 'Ok 3 giờ nhé' },
        ],
      },
      'VN',
    );
    expect(lead.phone).to.equal('+84901234567');
    expect(lead.notes).to.contain('Cho mình đặt lịch massage chiều thứ Sáu');
    expect(lead.notes).not.to.contain('028 3911 2233');
    expect(lead.notes).not.to.contain('Spa Hoa Sen');
  });
  for (const [person, staff, country, phone, words, reply] of [
    [
      'pelanggan',
      'penjual',
      'ID',
      '0812 3456 7890',
      'Saya mau tanya harga paket umroh Desember',
      'Baik kak, paket mulai 32 juta, hubungi 021 555 0199',
    ],
    [
      'müşteri',
      'temsilci',
      'TR',
      '0532 123 45 67',
      'Kasım sonunda iki kişilik oda lazım',
      'Merhaba, rezervasyon için 0212 555 01 99 arayın',
    ],
    ['ग्राहक', 'कर्मचारी', 'IN', '98765 43210', 'मुझे शनिवार को डेमो चाहिए', 'जी, कृपया 022 5550 1999 पर कॉल करें'],
  ])
    it(`tells the person's turns (${person}) from the staff's (${staff})`, () => {
      const lead = readInput(
        {
          contact: { name: 'Ayu Lestari', phone },
          chat: [
            { from: staff, text: 'Halo, ada yang bisa dibantu?' },
            { from: person, text: words },
            { from: staff, text: reply },
          ],
        },
        country,
      );
      expect(lead.notes).to.contain(words);
      expect(lead.notes).not.to.contain(reply);
    });
});

describe("Reader: a transcript sent as one text keeps the person's lines only", () => {
  it("drops a named operator's lines and keeps the visitor's", () => {
    const lead = readInput({
      lead: {
        Name: 'Dana Whitfield',
        Phone: '(512) 555-0164',
        OperatorName: 'Kyle R.',
        Transcript:
          'Kyle R.: Hello and welcome to Riverside Honda of Austin! How can I help?\nVisitor: Is the 2025 Pilot EX-L still on the lot?\nKyle R.: It is. Would you like to come see it? Our sales line is 512-555-0100.\nVisitor: Saturday morning works, I am trading in a 2017 Civic.',
      },
    });
    expect(lead.phone).to.equal('+15125550164');
    expect(lead.notes).to.contain('Is the 2025 Pilot EX-L still on the lot?');
    expect(lead.notes).to.contain('Saturday morning works, I am trading in a 2017 Civic.');
    expect(lead.notes).not.to.contain('512-555-0100');
    expect(lead.notes).not.to.contain('Riverside Honda of Austin');
  });
  it("keeps the caller's lines of an AI receptionist's call (the person named by their whole name)", () => {
    const lead = readInput({
      call: {
        caller: { name: 'Priya Raman', number: '+1 206 555 0187' },
        transcript:
          'AI: Thanks for calling Evergreen Dental, this is Ava. Who am I speaking with?\nPriya Raman: Hi, I chipped a front tooth this morning.\nAI: I am sorry to hear that. We can see you at 2:30 today at our Ballard office, 206-555-0111.\nPriya Raman: Yes please, 2:30 works.',
      },
    });
    expect(lead.notes).to.contain('I chipped a front tooth this morning.');
    expect(lead.notes).to.contain('2:30 works');
    expect(lead.notes).not.to.contain('206-555-0111');
    expect(lead.notes).not.to.contain('Evergreen Dental');
  });
  it("leaves a text whose lines are a form's labels as it is (no sides told apart)", () => {
    const lead = readInput({
      email: 'omar@example.com',
      message: 'Name: Omar Haddad\nProject: Kitchen remodel\nBudget: $20k\nTimeline: Spring',
    });
    expect(lead.notes).to.contain('Kitchen remodel');
    expect(lead.notes).to.contain('$20k');
  });
});

describe("Reader: a survey's questions holding their answers are no form's descriptions", () => {
  it('reads the contact and the choices of questions typed and titled, each with its answers', () => {
    const lead = readInput(
      {
        response_id: 77120,
        sections: [
          {
            id: 31,
            questions: [
              {
                id: 501,
                title: 'Which service do you need?',
                type: 'radio',
                answers: [{ id: 1, option_id: 9001, option_title: 'Boiler repair', value: '' }],
              },
              {
                id: 502,
                title: 'Anything else?',
                type: 'textarea',
                answers: [{ id: 2, value: 'The pilot light keeps going out' }],
              },
              {
                id: 503,
                title: 'Your details',
                type: 'contact',
                answers: [
                  { id: 3, option_title: 'Full name', value: 'Siân Evans' },
                  { id: 4, option_title: 'Mobile', value: '07700 900123' },
                  { id: 5, option_title: 'Email', value: 'sian.evans@example.com' },
                ],
              },
            ],
          },
        ],
      },
      'GB',
    );
    expect(lead.name).to.equal('Siân Evans');
    expect(lead.phone).to.equal('+447700900123');
    expect(lead.email).to.equal('sian.evans@example.com');
    expect(lead.notes).to.contain('The pilot light keeps going out');
  });
  it("still reads a list of field descriptions (id, title, type) as the form's, no answers", () => {
    const lead = readInput({
      fields: [
        { id: 'f1', title: 'Your name', type: 'text' },
        { id: 'f2', title: 'Phone', type: 'phone' },
      ],
      answers: { f1: 'Owen Price', f2: '+1 415 555 0136' },
    });
    expect(lead.phone).to.equal('+14155550136');
    expect(lead.notes).not.to.contain('text');
  });
});

describe("Reader: a survey's chosen option, sent as its title beside an empty value, is the answer", () => {
  it('reads each chosen option and a grid row under its question', () => {
    const lead = readInput(
      {
        response: {
          questions: [
            {
              id: 11,
              title: 'Which rooms need work?',
              type: 'checkbox',
              answers: [
                { id: 1, option_id: 301, option_title: 'Kitchen', value: '' },
                { id: 2, option_id: 305, option_title: 'Main bathroom', value: '' },
              ],
            },
            {
              id: 12,
              title: 'When can we visit?',
              type: 'grid',
              answers: [
                { id: 3, row_id: 71, row_title: 'Weekdays', column_id: 82, column_title: 'After 4pm', value: '' },
              ],
            },
            {
              id: 13,
              title: 'How did you hear about us?',
              type: 'radio',
              answers: [{ answerID: 9, answerText: 'A neighbour', value: { text: '' } }],
            },
          ],
        },
        contact: { name: 'Hamish Grant', phone: '07700 900456' },
      },
      'GB',
    );
    expect(lead.phone).to.equal('+447700900456');
    expect(lead.notes).to.contain('Which rooms need work?: Kitchen');
    expect(lead.notes).to.contain('Main bathroom');
    expect(lead.notes).to.contain('Weekdays: After 4pm');
    expect(lead.notes).to.contain('How did you hear about us?: A neighbour');
  });
  it("leaves a form's unanswered field (a label beside an empty value) out of the brief", () => {
    const lead = readInput({
      fields: [
        { id: 'f1', label: 'Phone', value: '+1 415 555 0177' },
        { id: 'f2', label: 'Company', value: '' },
        { id: 'f3', label: 'Message', value: 'Call after lunch' },
      ],
    });
    expect(lead.notes).to.contain('Call after lunch');
    expect(lead.notes).not.to.contain('Company');
  });
});

describe('Reader: a form written as one text, a field a line, is read as the fields it stands for', () => {
  it("reads the person from an enquiry relayed into a chat room, the business's signature out of the brief", () => {
    const lead = readInput(
      {
        event: 'message_created',
        message: {
          id: '998877',
          body: '[info][title]【お問い合わせ】サイトより[/title]お名前：佐藤 花子\n電話番号：080-1357-2468\nメールアドレス：Hanako.Sato@Example.jp\nご用件：キッチンのリフォーム\n[/info]\n――――――――\n有限会社ミドリ工務店\n〒150-0001 東京都渋谷区神宮前1-2-3\nTEL 03-1234-5678\ninfo@midori-koumuten.co.jp\n――――――――',
        },
      },
      'JP',
    );
    expect(lead.name).to.equal('佐藤 花子');
    expect(lead.phone).to.equal('+818013572468');
    expect(lead.email).to.equal('Hanako.Sato@Example.jp');
    expect(lead.notes).to.contain('キッチンのリフォーム');
    expect(lead.notes).not.to.contain('03-1234-5678');
    expect(lead.notes).not.to.contain('info@midori-koumuten.co.jp');
  });
  it('reads an email body of labelled lines, a message running over two lines', () => {
    const lead = readInput(
      {
        subject: 'New website enquiry',
        text: 'Name: Rhys Morgan\nPhone: 029 2018 0044\nEmail: rhys.morgan@example.com\nMessage: Looking for a quote on a loft conversion.\nWe are free most weekends.\n--\nSent from the Cardiff Lofts website',
      },
      'GB',
    );
    expect(lead.name).to.equal('Rhys Morgan');
    expect(lead.phone).to.equal('+442920180044');
    expect(lead.email).to.equal('rhys.morgan@example.com');
    expect(lead.notes).to.contain('Looking for a quote on a loft conversion.');
    expect(lead.notes).to.contain('We are free most weekends.');
  });
  it('leaves a message whose lines hold colons but no contact label as the text it is', () => {
    const lead = readInput({
      email: 'jo@example.com',
      message: 'Rooms: three\nStyle: Scandinavian\nNote: the hallway too',
    });
    expect(lead.notes).to.contain('Rooms: three Style: Scandinavian Note: the hallway too');
  });
});

describe("Reader: a record's creator and owner named in Chinese or Korean are staff", () => {
  it('reads the customer, not the creator, from a table record of person fields (Chinese)', () => {
    const lead = readInput(
      {
        record: {
          fields: {
            创建人: { id: 'ou_91ab', name: '周杰', en_name: 'Zhou Jie', email: 'zhoujie@xinglan.example' },
            客户姓名: [{ text: '刘芳', type: 'text' }],
            联系电话: '139 0000 1234',
            邮箱: [{ text: 'LiuFang@Example.cn', type: 'text' }],
            负责人: [{ id: 'ou_77cd', name: '孙磊', email: 'sunlei@xinglan.example' }],
            需求: '想了解暑期夏令营',
          },
        },
      },
      'CN',
    );
    expect(lead.name).to.equal('刘芳');
    expect(lead.email).to.equal('LiuFang@Example.cn');
    expect(lead.notes).to.contain('想了解暑期夏令营');
    expect(lead.notes).not.to.contain('周杰');
    expect(lead.notes).not.to.contain('孙磊');
  });
  it('reads the customer, not the person in charge (Korean)', () => {
    const lead = readInput(
      {
        담당자: { 이름: '박서준', 이메일: 'seojun@hanbit.example' },
        고객명: '김민지',
        연락처: '010-2345-6789',
        문의내용: '주말 상담 가능할까요?',
      },
      'KR',
    );
    expect(lead.name).to.equal('김민지');
    expect(lead.email).to.equal(null);
    expect(lead.notes).not.to.contain('박서준');
  });
});

describe("Reader: a handle (guest-8812, ines_88) is no person's name, whatever its key", () => {
  it("reads a chat visitor's name, not the username the widget gave them", () => {
    const lead = readInput({
      visitor: { name: 'Priya Nair', username: 'guest-8812', email: 'priya.nair@example.org' },
    });
    expect(lead.name).to.equal('Priya Nair');
  });
  it("keeps a username shaped as a person's name when it is the only name", () => {
    const lead = readInput({ user: { username: 'Camille Roux', email: 'camille@example.fr' } });
    expect(lead.name).to.equal('Camille Roux');
  });
});

describe("Reader: a chat's writers told apart by their names beside ids and handles", () => {
  it("drops the agent's turns when each turn names its writer in an object with an id and a username", () => {
    const turn = (who: 'visitor' | 'agent', msg: string) => ({
      u:
        who === 'visitor'
          ? { _id: 'Vq81Lm2Zt', username: 'guest-5521', name: 'Elena Ruiz' }
          : { _id: 'Ak3Pw9Rx7', username: 'mfoster', name: 'Mark Foster' },
      msg,
      ts: '2025-05-01T10:00:00Z',
    });
    const lead = readInput({
      visitor: { name: 'Elena Ruiz', username: 'guest-5521', phone: '(303) 555-0142' },
      messages: [
        turn('visitor', 'Do you install heat pumps in Boulder?'),
        turn('agent', 'We do! Call our office on 303-555-0100 to book.'),
        turn('visitor', 'Great, mornings are best for me'),
        turn('agent', 'Noted, Mark from Front Range Heating will call.'),
      ],
    });
    expect(lead.notes).to.contain('Do you install heat pumps in Boulder?');
    expect(lead.notes).to.contain('mornings are best for me');
    expect(lead.notes).not.to.contain('303-555-0100');
    expect(lead.notes).not.to.contain('Front Range Heating');
  });
});

describe("Reader: a pet's name is no person's", () => {
  it('reads the owner\'s full name, not the answer to "Dog\'s name, age and breed"', () => {
    const lead = readInput(
      {
        full_name: 'Marc Gagnon',
        email: 'marc.gagnon@example.ca',
        mobile: '514-555-0133',
        field_1: 'Biscuit, 2 year old beagle',
        field_2: 'Bath and nail trim',
        labels: { field_1: "Dog's name, age and breed", field_2: 'Service wanted' },
      },
      'CA',
    );
    expect(lead.name).to.equal('Marc Gagnon');
    expect(lead.notes).to.contain('Biscuit, 2 year old beagle');
  });
});

describe("Reader: a choice's code beside its shown text reads as the text", () => {
  it('reads each field of a conversational form by its display string, not its code', () => {
    const lead = readInput(
      {
        fields: [
          {
            key: 'svc',
            name: 'Which service?',
            string: 'Window cleaning (outside)',
            value: 'svc_win_02',
            type: 'dropdown',
          },
          { key: 'size', name: 'House size', string: 'Four bedrooms', value: 'b4', type: 'radio' },
          { key: 'when', name: 'Preferred date', string: 'Monday 3 March', value: '2025-03-03', type: 'date' },
          { key: 'name', name: 'Your name', string: 'Cian Walsh', value: 'Cian Walsh', type: 'text' },
          { key: 'phone', name: 'Mobile', string: '086 765 4321', value: '086 765 4321', type: 'phone' },
        ],
      },
      'IE',
    );
    expect(lead.name).to.equal('Cian Walsh');
    expect(lead.notes).to.contain('Which service?: Window cleaning (outside)');
    expect(lead.notes).to.contain('House size: Four bedrooms');
    expect(lead.notes).to.contain('Monday 3 March');
    expect(lead.notes).not.to.contain('svc_win_02');
  });
});

describe('Reader: labelled lines, as a review found them (rules between sections, bold labels, quotes, times)', () => {
  it('keeps reading fields after a rule between sections (no signature follows)', () => {
    const lead = readInput({
      subject: 'New website enquiry',
      text: 'Name: Ana Lima\nPhone: 415 555 0100\nEmail: ana.lima@example.com\n------------------------------\nMessage: I need a quote for a 20x12 ft deck, before June.',
    });
    expect(lead.name).to.equal('Ana Lima');
    expect(lead.notes).to.contain('I need a quote for a 20x12 ft deck, before June.');
  });
  it("keeps a section's answers after a rule and its heading", () => {
    const lead = readInput({
      text: 'Contact details\nName: Ana Lima\nPhone: 415 555 0100\nEmail: ana.lima@example.com\n==========\nProject\nType: Kitchen remodel\nBudget: $20,000\nTimeline: ASAP',
    });
    expect(lead.notes).to.contain('Kitchen remodel');
    expect(lead.notes).to.contain('$20,000');
  });
  it('keeps a star rating and the comment after it', () => {
    const lead = readInput({
      review:
        'Name: Ana Lima\nEmail: ana.lima@example.com\nRating:\n*****\nComment: Best plumber, want a quote for the bathroom too\nPhone: 415 555 0100',
    });
    expect(lead.notes).to.contain('want a quote for the bathroom too');
  });
  it('reads bold labels of a chat message (*Name:* Ana Lima)', () => {
    const lead = readInput({
      type: 'message',
      text: '*New lead*\n*Name:* Ana Lima\n*Phone:* 415 555 0100\n*Email:* ana.lima@example.com\n*Message:* Need a roof inspection',
    });
    expect(lead.name).to.equal('Ana Lima');
    expect(lead.phone).to.equal('+14155550100');
    expect(lead.email).to.equal('ana.lima@example.com');
    expect(lead.notes).to.contain('Need a roof inspection');
  });
  it("reads no form from a reply's quoted lines", () => {
    const lead = readInput({
      subject: 'Re: Your roof quote',
      text: 'Sorry, my number changed, please use 415 555 0111.\n\nOn Tue, Jan 7, 2025 at 9:14 AM Acme Roofing <info@acmeroofing.com> wrote:\n> Name: Ana Lima\n> Phone: 415 555 0100\n> Email: ana.lima@example.com\n> Service: Roof repair',
    });
    expect(lead.phone).to.equal('+14155550111');
  });
  it('reads times in a value as its words, no labels', () => {
    const lead = readInput({
      message:
        'Name: Ana Lima\nPhone: 415 555 0100\nEmail: ana.lima@example.com\nAvailability:\nMon 9:00-12:00\nWed after 17:30\nSat 10:00',
    });
    expect(lead.notes).to.contain('Mon 9:00-12:00');
    expect(lead.notes).to.contain('Sat 10:00');
  });
  it('reads a Thai full-name key with the nickname as an aside as a name', () => {
    const lead = readInput({ 'ชื่อ-นามสกุล (ชื่อเล่น)': 'สมชาย ใจดี (ชาย)', เบอร์โทร: '0812345678' }, 'TH');
    expect(lead.name).to.equal('สมชาย ใจดี (ชาย)');
  });
});

describe("Reader: a survey's rows naming their question a 'question description'", () => {
  it('reads each chosen answer under its question, an amount too', () => {
    const lead = readInput({
      responseSet: [
        {
          questionID: 71,
          questionDescription: 'Average monthly water bill',
          questionCode: 'Q1',
          answerValues: [{ answerID: 901, answerText: '$80 - $120', value: { text: '' } }],
        },
        {
          questionID: 72,
          questionDescription: 'Your contact details',
          questionCode: 'Q2',
          answerValues: [
            { answerID: 911, answerText: 'Name', value: { text: 'Rosa Díaz' } },
            { answerID: 912, answerText: 'Phone', value: { text: '602 555 0175' } },
            { answerID: 913, answerText: 'Email', value: { text: 'rosa.diaz@example.com' } },
          ],
        },
      ],
    });
    expect(lead.phone).to.equal('+16025550175');
    expect(lead.notes).to.contain('Average monthly water bill: $80 - $120');
  });
});

describe('Reader: session 20 classes, as a second review found them', () => {
  it("keeps a request's title beside its replies (replies are no question's answers)", () => {
    const lead = readInput({
      email: 'a@example.com',
      t: {
        id: 7,
        title: 'Water through the ceiling since last night',
        type: 'request',
        replies: [{ body: 'fan also broke' }],
      },
    });
    expect(lead.notes).to.contain('Water through the ceiling since last night');
  });
  it('reads no unticked option as chosen (a sibling holds a value)', () => {
    const lead = readInput({
      q: [
        {
          id: 1,
          title: 'Which rooms?',
          type: 'checkbox',
          answers: [
            { option_id: 1, option_title: 'Kitchen', value: 'Kitchen' },
            { option_id: 2, option_title: 'Bathroom', value: '' },
          ],
        },
      ],
      email: 'a@example.com',
    });
    expect(lead.notes).to.contain('Kitchen');
    expect(lead.notes).not.to.contain('Bathroom');
  });
  it("reads no field's placeholder as its answer", () => {
    const lead = readInput({
      fields: [{ id: 'f2', type: 'text', value: '', placeholder: 'Company name (optional)' }],
      email: 'a@example.com',
    });
    expect(lead.notes).not.to.contain('Company name (optional)');
  });
  it("reads a number's help text as no shown value", () => {
    const lead = readInput(
      {
        fields: [
          { id: 'f', label: 'Mobile', value: '0412345678', help_text: 'We text a confirmation' },
          { id: 'g', label: 'Postcode', value: '3065', help_text: 'Metro only' },
        ],
      },
      'AU',
    );
    expect(lead.phone).to.equal('+61412345678');
    expect(lead.notes).to.contain('3065');
  });
  it("keeps a form's definitions with their metadata out of the brief", () => {
    const lead = readInput({
      email: 'a@example.com',
      form: {
        fields: [{ id: 'q1', title: 'How many rooms?', type: 'number', metadata: { help: 'Count living areas too' } }],
      },
      answers: [{ field: { id: 'q1' }, number: 4 }],
    });
    expect(lead.notes).not.to.contain('Count living areas too');
  });
  it("keeps a Korean board post's writer (작성자), the person, in the brief", () => {
    const lead = readInput({ 작성자: '김민지', 연락처: '010-1234-5678', 내용: '욕실 견적 문의' }, 'KR');
    expect(lead.notes).to.contain('김민지');
  });
  it("reads a dog owner's name as the person's", () => {
    const lead = readInput(
      { 'Dog owner name': 'Ana Lima', 'Dog owner phone': '0412 345 678', 'Dog name': 'Rex' },
      'AU',
    );
    expect(lead.name).to.equal('Ana Lima');
    expect(lead.phone).to.equal('+61412345678');
  });
  it('keeps a message after a rule below the labelled lines (no signature)', () => {
    const lead = readInput(
      { text: 'Name: Ana Lima\nEmail: a@example.com\nPhone: 0412 345 678\n-----\nI want a quote for a deck' },
      'AU',
    );
    expect(lead.notes).to.contain('I want a quote for a deck');
  });
  it('keeps a message written under its empty label after a rule', () => {
    const lead = readInput(
      {
        text: 'Name: Ana Lima\nEmail: a@example.com\nPhone: 0412 345 678\nMessage:\n----------\nI want a quote for a deck',
      },
      'AU',
    );
    expect(lead.notes).to.contain('I want a quote for a deck');
  });
  it("keeps the lead-in when a label is named 'title'", () => {
    const lead = readInput({ text: 'Please call Saturday morning\ntitle: Mrs\nname: Ana Lima\nemail: a@example.com' });
    expect(lead.notes).to.contain('Please call Saturday morning');
  });
  it("keeps a value's ticks, tildes and stars as written", () => {
    const lead = readInput(
      {
        text: 'Name: Ana Lima\nPhone: 0412 345 678\nRating: *****\nRooms: [x] Kitchen [ ] Bath [x] Laundry\nArea: ~200 sqm',
      },
      'AU',
    );
    expect(lead.notes).to.contain('[x] Kitchen [ ] Bath [x] Laundry');
    expect(lead.notes).to.contain('*****');
    expect(lead.notes).to.contain('~200 sqm');
  });
  it("takes no phone from a business's block after a rule", () => {
    const lead = readInput(
      { text: 'Hi\nName: Ana Lima\nEmail: a@example.com\nMessage: deck quote\n-----\nAcme Decks\nPhone: 02 9999 0000' },
      'AU',
    );
    expect(lead.phone).to.equal(null);
    expect(lead.email).to.equal('a@example.com');
  });
});

describe("Reader: a question's offered options beside its marked answers are the form's", () => {
  it('keeps the options not marked out of the brief', () => {
    const lead = readInput(
      {
        workflowEntry: [
          {
            type: 'multipleChoice',
            questionId: 'q-1',
            title: 'Which service do you need?',
            choices: [
              { id: 'c1', value: 'Roof repair' },
              { id: 'c2', value: 'Gutter cleaning' },
            ],
            markedAnswers: [{ id: 'c1', value: 'Roof repair' }],
          },
          { type: 'openEnded', questionId: 'q-2', title: 'Mobile number', value: '07700 900561' },
        ],
      },
      'GB',
    );
    expect(lead.phone).to.equal('+447700900561');
    expect(lead.notes).to.contain('Which service do you need?: Roof repair');
    expect(lead.notes).not.to.contain('Gutter cleaning');
  });
});
