import { expect } from 'chai';
import { personOf, readInput, readLead } from '../helpers/read-lead.ts';

// Issue 35: a form's own questions in the scripts its people write (Hebrew, Devanagari, Thai,
// Bengali, Tamil, Persian, Georgian, Armenian), and Japanese name parts written in romaji
// (`sei`, `mei`). Made-up forms and people; each names the person only through its labels.

describe('Reader: name, phone and email labelled in other scripts', () => {
  const cases: Array<
    [string, Record<string, unknown>, string, { name: string; phone: string | null; email: string | null }]
  > = [
    [
      'Hebrew first and last name beside a sender block',
      {
        settings: { sender_name: 'קבלן השיפוצים', notify_email: 'office@renov.example.co.il' },
        'שם פרטי': 'נועה',
        'שם משפחה': 'לוי',
        'טלפון נייד': '052-555-1234',
        'דואר אלקטרוני': 'noa.levi@example.co.il',
        'מה תרצו לשפץ?': 'מטבח',
      },
      'IL',
      { name: 'נועה לוי', phone: '+972525551234', email: 'noa.levi@example.co.il' },
    ],
    [
      'Bulgarian, an agency block first under a key naming no party',
      {
        конфигурация: { агенция: 'Примерни Имоти', телефон: '02 900 1234', имейл: 'office@primerni.example.bg' },
        заявка: {
          Име: 'Мила Иванова',
          Телефон: '0888 123 456',
          Имейл: 'mila.i@example.bg',
          Съобщение: 'Има ли асансьор?',
        },
      },
      'BG',
      { name: 'Мила Иванова', phone: '+359888123456', email: 'mila.i@example.bg' },
    ],
    [
      'Bulgarian first name and family name',
      { 'Собствено име': 'Петър', Фамилия: 'Колев', 'Електронна поща': 'petar.k@example.bg' },
      'BG',
      { name: 'Петър Колев', phone: null, email: 'petar.k@example.bg' },
    ],
    [
      "Bengali, a service business's setup block first, the customer (গ্রাহক) in the order",
      {
        সেটআপ: { নাম: 'কুলকেয়ার এসি সার্ভিসিং', ফোন: '01898-000001', ইমেইল: 'coolcare.example@gmail.com' },
        অর্ডার: { গ্রাহক: { নাম: 'তানভীর আহমেদ', মোবাইল: '01819-000002', ইমেইল: 'tanvir.example@gmail.com' } },
      },
      'BD',
      { name: 'তানভীর আহমেদ', phone: '+8801819000002', email: 'tanvir.example@gmail.com' },
    ],
    [
      "Thai, a hospital's location block first (โรงพยาบาล), the customer's number under เบอร์",
      {
        location: { ชื่อ: 'โรงพยาบาลตัวอย่าง สาขาหนึ่ง', โทร: '02-7340000', อีเมล: 'checkup@example.co.th' },
        booking: { ลูกค้า: { 'ชื่อ-สกุล': 'วรัญญา ตัวอย่าง', เบอร์: '0629000001', อีเมล: 'waranya.example@gmail.com' } },
      },
      'TH',
      { name: 'วรัญญา ตัวอย่าง', phone: '+66629000001', email: 'waranya.example@gmail.com' },
    ],
    [
      "Traditional Chinese, an agency's settings first (電話), the enquirer's mobile (手機)",
      {
        設定: { 仲介公司: '示例房屋 大安店', 電話: '02-2700-0001', 信箱: 'daan@example.com.tw', 經紀人: '陳冠宇' },
        詢問者: { 姓名: '吳佩珊', 手機: '0912-000-001', Email: 'peishan.example@gmail.com' },
      },
      'TW',
      { name: '吳佩珊', phone: '+886912000001', email: 'peishan.example@gmail.com' },
    ],
    [
      "Korean, a dealer's header first, the enquirer (문의자)",
      {
        header: { 상호: '오토플러스 수원점', 전화: '031-8012-0001', 이메일: 'suwon@example.co.kr' },
        문의자: { 이름: '최민수', 휴대폰: '010-3392-0001', 이메일: 'minsu.example@daum.net' },
        담당딜러: { 이름: '정우성 팀장', 연락처: '010-7741-0001' },
      },
      'KR',
      { name: '최민수', phone: '+821033920001', email: 'minsu.example@daum.net' },
    ],
    [
      "Hebrew phone menu with the caller ID's name (`ApiEnterIDName`)",
      { ApiPhone: '0548800001', ApiEnterIDName: 'שמואל רוזנטל', תוכן_1: 'הכנה לבגרות במתמטיקה' },
      'IL',
      { name: 'שמואל רוזנטל', phone: '+972548800001', email: null },
    ],
    [
      'Hindi',
      { 'पूरा नाम': 'राहुल वर्मा', 'मोबाइल नंबर': '98765 43210', ईमेल: 'rahul.v@example.in', शहर: 'पुणे' },
      'IN',
      { name: 'राहुल वर्मा', phone: '+919876543210', email: 'rahul.v@example.in' },
    ],
    [
      'Marathi',
      { नाव: 'स्नेहा', आडनाव: 'पाटील', 'मोबाईल नंबर': '91234 56789' },
      'IN',
      { name: 'स्नेहा पाटील', phone: '+919123456789', email: null },
    ],
    [
      'Thai, one word for the contact person, beside a shop block',
      {
        ร้าน: { ชื่อ: 'ร้านตัวอย่าง', โทร: '02 555 0100' },
        ชื่อผู้ติดต่อ: 'วิภา สุขใจ',
        เบอร์โทร: '081 555 1234',
        อีเมล: 'wipa@example.co.th',
      },
      'TH',
      { name: 'วิภา สุขใจ', phone: '+66815551234', email: 'wipa@example.co.th' },
    ],
    [
      'Bengali',
      { নাম: 'রহিম উদ্দিন', মোবাইল: '01712-555123', ঠিকানা: 'ঢাকা' },
      'BD',
      { name: 'রহিম উদ্দিন', phone: '+8801712555123', email: null },
    ],
    [
      'Tamil',
      { பெயர்: 'கார்த்திக் ராஜா', 'கைபேசி எண்': '98400 12345', மின்னஞ்சல்: 'karthik@example.in' },
      'IN',
      { name: 'கார்த்திக் ராஜா', phone: '+919840012345', email: 'karthik@example.in' },
    ],
    [
      'Persian',
      { 'نام و نام خانوادگی': 'سارا احمدی', 'شماره موبایل': '0912 555 1234' },
      'IR',
      { name: 'سارا احمدی', phone: '+989125551234', email: null },
    ],
    [
      'Georgian',
      { სახელი: 'ნინო', გვარი: 'ბერიძე', ტელეფონი: '555 12 34 56' },
      'GE',
      { name: 'ნინო ბერიძე', phone: '+995555123456', email: null },
    ],
    [
      'Armenian',
      { 'Անուն Ազգանուն': 'Արամ Պետրոսյան', Հեռախոս: '077 123456' },
      'AM',
      { name: 'Արամ Պետրոսյան', phone: '+37477123456', email: null },
    ],
    [
      'Japanese name parts in romaji beside a company block',
      {
        kaisha: { name: '吉祥ホーム株式会社', tel: '0422-55-0101' },
        customer: { sei: '佐藤', mei: '結衣', sei_kana: 'サトウ', mei_kana: 'ユイ', tel: '090-5555-0123' },
      },
      'JP',
      { name: '佐藤 結衣', phone: '+819055550123', email: null },
    ],
  ];
  for (const [what, body, country, person] of cases)
    it(what, () => expect(personOf(body, country)).to.deep.equal(person));

  it('writes a name in Chinese, Japanese or Korean script in the order its form asks for the parts', () => {
    expect(personOf({ last_name: '王', first_name: '伟', phone: '+86 138 0013 8000' }, 'CN').name).to.equal('王 伟');
    expect(personOf({ 성: '김', 이름: '민준', phone: '010-5555-1234' }, 'KR').name).to.equal('김 민준');
    expect(personOf({ first_name: '健太', last_name: '山本', phone: '090-5555-0123' }, 'JP').name).to.equal(
      '健太 山本',
    );
    expect(personOf({ last_name: 'Sato', first_name: 'Yui', phone: '090-5555-0123' }, 'JP').name).to.equal('Yui Sato');
  });

  it("keeps a Hebrew business name question out of the person's name", () =>
    expect(personOf({ 'שם העסק': 'שיפוצים בע"מ', 'שם מלא': 'דנה כהן', טלפון: '050-555-7788' }, 'IL').name).to.equal(
      'דנה כהן',
    ));

  it('keeps the answers in the brief under their own labels', () => {
    const notes = readInput(
      { 'שם מלא': 'דנה כהן', טלפון: '050-555-7788', 'מה תרצו לשפץ?': 'מטבח ושני חדרי רחצה' },
      'IL',
    ).notes;
    expect(notes).to.contain('מה תרצו לשפץ?: מטבח ושני חדרי רחצה');
    expect(notes).not.to.contain('דנה כהן');
  });
});

// Thai, Lao, Khmer and Burmese write no spaces between words, as Chinese and Japanese do: a label holds a term as a run
// of its characters (`โทรศัพท์มือถือ`, mobile telephone; `อีเมลติดต่อ`, contact email).
describe('Reader: a contact term inside a label of a script written without spaces', () => {
  it('reads the phone and the email by the term the label holds', () => {
    for (const [country, nameKey, phoneKey, emailKey, phone, e164] of [
      ['TH', 'ชื่อ-นามสกุล', 'โทรศัพท์มือถือ', 'อีเมลติดต่อ', '086-555-9876', '+66865559876'],
      ['TH', 'ชื่อ', 'เบอร์โทรศัพท์ติดต่อ', 'อีเมล', '02 555 7788', '+6625557788'],
      ['KH', 'ឈ្មោះ', 'លេខទូរស័ព្ទ', 'អ៊ីមែល', '012 345 678', '+85512345678'],
    ]) {
      const body = {
        account: { title: 'สุขใจคลินิก', tel: '02-555-1234', email: 'info@sukjai.example', line: '@sukjai' },
        profile: { [nameKey]: 'Piyaporn Srisuk', [phoneKey]: phone, [emailKey]: 'piyaporn.s@example.com' },
      };
      expect(personOf(body, country), phoneKey).to.deep.equal({
        name: 'Piyaporn Srisuk',
        phone: e164,
        email: 'piyaporn.s@example.com',
      });
    }
  });
  it('finds no name inside a longer word that merely holds its letters (`ช่องทางที่ชอบ`, the channel one likes)', () => {
    const body = { name: 'Piyaporn Srisuk', email: 'piyaporn.s@example.com', ช่องทางที่ชอบ: 'LINE' };
    expect(readInput(body, 'TH').notes).to.include('LINE');
  });
});

describe('Reader: a Vietnamese key written without its marks (`ten`, tên: a name)', () => {
  it("reads the person's name beside their phone, a shop's block beside", () => {
    const body = {
      thong_tin: { ten: 'Nguyễn Văn An', so_dien_thoai: '0912 345 678' },
      cua_hang: { ten: 'Điện Máy Xanh Q1', hotline: '1800 1061' },
      noi_dung: 'Tôi muốn mua máy lạnh',
    };
    expect(personOf(body, 'VN')).to.deep.equal({ name: 'Nguyễn Văn An', phone: '+84912345678', email: null });
  });
});

describe("Reader: Brazil's postal code `cep` is no phone (Turkish `cep`, a mobile, comes with its word)", () => {
  for (const cep of ['01310-100', '01310100'])
    it(`reads the phone under telefone, and cep ${cep} as a place`, () => {
      const read = readInput(
        { nome: 'Ana Souza', email: 'ana.souza@example.com.br', cep, cidade: 'São Paulo', telefone: '(11) 98765-4321' },
        'BR',
      );
      const { name, phone, email } = read;
      expect({ name, phone, email }).to.deep.equal({
        name: 'Ana Souza',
        phone: '+5511987654321',
        email: 'ana.souza@example.com.br',
      });
      expect(read.notes).to.contain(`cep: ${cep}`);
    });

  for (const key of ['cep_tel', 'Cep No', 'cep numarası'])
    it(`reads a Turkish mobile under ${key}`, () => {
      const body = { ad_soyad: 'Ayşe Yılmaz', [key]: '0532 123 45 67', eposta: 'ayse.y@example.net' };
      expect(personOf(body, 'TR').phone).to.equal('+905321234567');
    });
});

describe('Reader: a short phone word ending a key after a prefix of its own (`cus_cel`, `cli_tel`)', () => {
  for (const key of ['cus_cel', 'cli_tel', 'cel', 'comprador_cel'])
    it(`reads the phone under ${key}`, () => {
      const body = {
        cus_name: 'Thiago Albuquerque',
        cus_email: 'thiago@example.com.br',
        cus_tel: '',
        [key]: '(31) 98877-6655',
      };
      expect(personOf(body, 'BR').phone).to.equal('+5531988776655');
    });

  it('reads no phone from such a word inside a question', () => {
    const body = { email: 'thiago@example.com.br', 'Can we tel you more': '(31) 98877-6655 maybe' };
    expect(personOf(body, 'BR').phone).to.equal(null);
  });
});

describe('Reader: a Vietnamese address key written without its marks (`dia_chi`, địa chỉ)', () => {
  it("is a place's part: a business's block's address stays out, the person's stays in", () => {
    const read = readInput(
      {
        cau_hinh: {
          ten: 'Nha khoa Minh Tâm',
          dien_thoai: '028 3911 2233',
          dia_chi: '12 Hai Bà Trưng, Quận 3, TP. Hồ Chí Minh',
        },
        khach: { ho_ten: 'Trần Văn Bình', sdt: '0912 345 678', dia_chi: '88 Nguyễn Trãi, Quận 5' },
        dich_vu: 'Niềng răng trong suốt',
      },
      'VN',
    );
    expect(read.phone).to.equal('+84912345678');
    expect(read.notes).to.contain('88 Nguyễn Trãi').and.contain('Niềng răng trong suốt');
    expect(read.notes).not.to.contain('Hai Bà Trưng');
  });
});

// Session 36's class (blind set 39's guide 10: a WhatsApp messaging tool's customer with traits in Hindi): a consent flag
// on a channel (`whatsapp_opted_in: true`, `sms_consent`) read as a phone's field of someone else's beside the person's
// name, so the name and every answer beside it (under keys in Devanagari) were another's. Invented bodies.
describe('Reader: a consent flag on a channel beside the person’s name and answers', () => {
  for (const flag of ['whatsapp_opted_in', 'whatsapp_opt_in', 'sms_consent', 'email_opt_in'])
    it(`reads the name and the answers beside \`${flag}: true\``, () => {
      const body = {
        type: 'message_received',
        data: {
          customer: {
            id: 'a41c9e2b-77d0-4b1e-9a3c-5e8f0d1b2c3d',
            phone_number: '9812345670',
            country_code: '+91',
            traits: { name: 'राजेश वर्मा', शहर: 'इंदौर', 'किस कोर्स में रुचि': 'जेईई मेन', [flag]: true },
          },
          message: { id: 'f00d', message: 'फीस कितनी है?' },
        },
      };
      const { input } = readLead(body, 'IN');
      expect([input.name, input.phone]).to.deep.equal(['राजेश वर्मा', '+919812345670']);
      expect(input.notes).to.include('शहर: इंदौर').and.include('किस कोर्स में रुचि: जेईई मेन');
    });
});
