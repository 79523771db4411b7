import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 57: classes held-out set 68 found, each on an invented body.

describe('Reader (review 57): labelled lines as Japanese mail writes them, 【label】 and ■ headings', () => {
  // A property portal's enquiry mailed to an agency and relayed as JSON: the mail's own header beside a text whose fields
  // are written `【お名前】value` (a label in lenticular brackets, no colon), in sections under `■` headings, with the
  // agency's card after a rule at the end.
  const body = {
    from: 'Heya Navi <info@heyanavi.example.jp>',
    to: 'rent@midori-estate.example.jp',
    subject: '【ヘヤナビ】お問い合わせ（物件番号：55120934）',
    text:
      'みどり不動産 ご担当者様\n\nヘヤナビをご覧のお客様よりお問い合わせがありました。\n\n' +
      '■物件情報\n物件番号：55120934\n物件名：グリーンハイツ 102号室\n賃料：7.2万円\n\n' +
      '■お客様情報\n【お名前】佐々木 由美\n【メールアドレス】yumi.sasaki.88@example.jp\n【電話番号】090-2468-1357\n' +
      '【連絡希望時間帯】土日の午前中\n【お問い合わせ内容】\n・内見希望\n・駐輪場はありますか\n\n' +
      '――――――――――――\nみどり不動産株式会社\nTEL：03-3987-6543\n東京都豊島区南池袋2-8-1',
  };

  it('reads the person from the text, not the mail header, with their answers and without the agency', () => {
    const { name, phone, email, notes } = readInput(body, 'JP');
    expect({ name, phone, email }).to.deep.equal({
      name: '佐々木 由美',
      phone: '+819024681357',
      email: 'yumi.sasaki.88@example.jp',
    });
    expect(notes).to.contain('土日の午前中').and.contain('内見希望').and.contain('駐輪場はありますか');
    for (const leak of ['03-3987-6543', '南池袋', '■']) expect(notes).not.to.contain(leak);
  });

  it('keeps a bullet the writer marks their own lines with (no label follows it) in their words', () => {
    const text =
      'お名前：佐々木 由美\n電話番号：090-2468-1357\nメール：yumi.sasaki.88@example.jp\nご要望：\n● 南向きの部屋\n● ペット可\n★ 急ぎです';
    const { name, notes } = readInput({ text }, 'JP');
    expect(name).to.equal('佐々木 由美');
    expect(notes).to.contain('南向きの部屋').and.contain('ペット可').and.contain('急ぎです');
  });
});

describe('Reader (review 57): a form packed into one value as labelled parts, `label: value; label: value`', () => {
  // A payment gateway's free fields (`value_a`…`value_d`) carry a school's admission form, one value per field group,
  // the parent's contact as `label: value` parts separated by semicolons on one line, beside the gateway's own ids,
  // amounts and signatures.
  const body = {
    status: 'VALID',
    tran_id: 'TUT-2026-0417',
    val_id: '260417A9kQ2mZ7xR',
    amount: '3000.00',
    store_amount: '2925.00',
    verify_sign: '4b7e1c9a2d8f3e6b0c5a1d9e7f2b4c3a',
    value_a: 'Guardian name: Farhana Akter; Mobile: 01819-552746; Email: farhana.akter@example.com',
    value_b: 'Student: Nabil Hossain, Class: 8',
    value_c: 'Subjects: Physics and Chemistry, evenings',
  };

  it('reads the parts as fields: the name with the contact, the other values as answers', () => {
    const { name, phone, email, notes } = readInput(body, 'BD');
    expect({ name, phone, email }).to.deep.equal({
      name: 'Farhana Akter',
      phone: '+8801819552746',
      email: 'farhana.akter@example.com',
    });
    expect(notes).to.contain('Nabil Hossain').and.contain('Physics and Chemistry');
  });

  it('leaves a sentence with semicolons and one colon as the text it is', () => {
    const { notes } = readInput(
      {
        name: 'Farhana Akter',
        phone: '01819-552746',
        message: 'Note: mornings are bad; evenings are fine; call after 6',
      },
      'BD',
    );
    expect(notes).to.contain('Note: mornings are bad; evenings are fine; call after 6');
  });
});

describe("Reader (review 57): a number the person gives in a chat as people say it, `I'm on …`", () => {
  // A chat widget's closed conversation: the visitor's name and email in their profile, their number only in a turn of
  // theirs (`I'm on 07723 519846`), the operator's own mailbox beside it.
  const chat = (turn: string) => ({
    event: 'chat.closed',
    visitor: { id: 'v_19f2', name: 'Owen Lloyd', email: 'owen.lloyd@example.co.uk' },
    operator: { name: 'Bethan Rees', email: 'bethan@greenroofs.example.co.uk' },
    transcript: [
      { from: 'operator', msg: 'Hi Owen, when could our surveyor pop round?' },
      { from: 'visitor', msg: turn },
    ],
  });

  for (const turn of ["Friday morning is best, I'm on 07723 519846", 'Friday morning is best, ring me on 07723 519846'])
    it(`reads the number after "${turn.slice(25, 35)}" as the person's`, () => {
      const { name, phone, notes } = readInput(chat(turn), 'GB');
      expect({ name, phone }).to.deep.equal({ name: 'Owen Lloyd', phone: '+447723519846' });
      expect(notes).to.contain('Friday morning is best');
    });
});

describe("Reader (review 57): a business's block beside the person's, its address under the sender's own word", () => {
  // A listing portal's enquiry: the agency's block and the enquirer's under keys naming no party (`info`, `details` in
  // the sender's language), the agency's holding its name, its owner, its two lines and its address. Only its address's
  // key, in the sender's script, makes it a record of two kinds of contact (a phone and a place).
  const cases: Array<[string, string, Record<string, unknown>, string[]]> = [
    [
      'Korean',
      'KR',
      {
        이벤트: '문의접수',
        정보: {
          상호: '푸른숲공인중개사',
          대표: '이준호',
          전화: '02-555-3012',
          휴대폰: '010-4432-9871',
          주소: '서울 마포구 월드컵로 88, 2층',
        },
        상세: { 이름: '박서연', 연락처: '010-2298-6615', 문의내용: '주차 가능한가요? 3월 초 입주 희망합니다.' },
      },
      ['푸른숲', '이준호', '월드컵로'],
    ],
    [
      'Persian',
      'IR',
      {
        رویداد: 'پیام جدید',
        اطلاعات: {
          نام: 'املاک آسمان',
          مدیر: 'رضا کریمی',
          تلفن: '021 8877 6543',
          موبایل: '0912 345 6789',
          آدرس: 'تهران، خیابان ولیعصر، پلاک ۱۲',
        },
        مشخصات: { نام: 'مریم احمدی', موبایل: '0935 441 2290', پیام: 'آیا پارکینگ دارد؟ برای خرداد می‌خواهم.' },
      },
      ['آسمان', 'رضا کریمی', 'ولیعصر'],
    ],
  ];
  for (const [language, country, body, leaks] of cases)
    it(`keeps the agency's name, owner and address out of the brief (${language})`, () => {
      const { notes } = readInput(body, country);
      expect(notes).to.match(/3월 초 입주|خرداد/u);
      for (const leak of leaks) expect(notes).not.to.contain(leak);
    });
});

describe("Reader (review 57): what the lead cost and the listing's number, in the sender's words", () => {
  // A trades marketplace's lead (Dutch) and a classifieds message (Swahili): the tradesman's price for the lead
  // (`kosten: {leadprijs}`; English glued, `leadprice`), the listing's number (`namba`). (`saldo`, a balance, was taken
  // back: a loan's balance is a refinancing lead's answer.)
  it("keeps a lead's price, glued or in Dutch, out of the brief", () => {
    const { notes } = readInput(
      {
        opdrachtgever: { naam: 'Lotte Bakker', telefoon: '06-41873025', email: 'lotte.bakker@example.nl' },
        vragen: [{ vraag: 'Wat moet er gebeuren?', antwoord: 'Nieuwe dakgoot aan de achterkant' }],
        kosten: { leadprijs: '€ 21,00' },
        costs: { leadprice: '€ 19,00' },
      },
      'NL',
    );
    expect(notes).to.contain('Nieuwe dakgoot');
    for (const leak of ['21,00', '19,00']) expect(notes).not.to.contain(leak);
  });

  it("keeps a listing's number under the sender's word for a number out, its title in", () => {
    const { notes } = readInput(
      {
        tangazo: { namba: 8820417, kichwa: 'Nissan Note 2012, rangi nyeupe' },
        maelezo: { jina: 'Baraka Said', simu: '0754 218 903', ujumbe: 'Bado inapatikana? Naweza kuja Jumamosi.' },
      },
      'TZ',
    );
    expect(notes).to.contain('Nissan Note 2012').and.contain('Jumamosi');
    expect(notes).not.to.contain('8820417');
  });
});

describe('Reader (review 57): the service booked, named as a phrase under a bare name key', () => {
  // A salon booking: the client's block, the stylist's (someone else's), and the service chosen as an object whose name
  // is written as a phrase (`Corte y mechas, pelo largo`): what the person booked, not anyone's name, under a key some
  // vocabulary lists (`servicio`) or none does (`szolgáltatás`).
  const cases: Array<[string, string, Record<string, unknown>, string, string, string]> = [
    [
      'Spanish',
      'ES',
      {
        evento: 'reserva.creada',
        cliente: { nombre: 'Marta', apellidos: 'Ruiz Ortega', movil: '612 384 907', email: 'marta.ruiz@example.es' },
        servicio: { nombre: 'Corte y mechas, pelo largo', duracion_min: 120 },
        estilista: { id: 551, nombre: 'Lucía Gómez' },
      },
      'Marta Ruiz Ortega',
      'Corte y mechas, pelo largo',
      'Lucía Gómez',
    ],
    [
      'Hungarian',
      'HU',
      {
        esemény: 'foglalás',
        ügyfél: { név: 'Kovács Anna', telefon: '06 30 123 4567', email: 'kovacs.anna@example.hu' },
        szolgáltatás: { név: 'Hajvágás + melír, hosszú haj', időtartam_perc: 150 },
        fodrász: { azonosító: 77, név: 'Szabó Eszter' },
      },
      'Kovács Anna',
      'Hajvágás + melír, hosszú haj',
      'Szabó Eszter',
    ],
  ];
  for (const [language, country, body, person, service, stylist] of cases)
    it(`keeps the service's name in the brief and the stylist's out (${language})`, () => {
      const { name, notes } = readInput(body, country);
      expect(name).to.equal(person);
      expect(notes).to.contain(service);
      expect(notes).not.to.contain(stylist);
    });
});

describe("Reader (review 57): a payment page's card fields under its short keys", () => {
  // An Israeli payment page's notification, flat: the card's last digits and its security code's check under glued short
  // keys (`ccno`, `cvv_status`) beside the buyer's own fields. The card is the payment tool's record, never the agent's.
  // (`expmonth`, `expyear` are a job form's years and months of experience too: /work/attack57b's k01.)
  it('keeps the card out of the brief and the buyer\u2019s answers in', () => {
    const { name, notes } = readInput(
      { ccno: '5521', cvv_status: 'ok', contact: 'דנה לוי', phone: '052-3817746', remarks: 'אלרגיה לאגוזים' },
      'IL',
    );
    expect(name).to.equal('דנה לוי');
    expect(notes).to.contain('אלרגיה לאגוזים');
    for (const leak of ['5521', 'cvv']) expect(notes).not.to.contain(leak);
  });

  it("keeps a job form's years of experience under `expyear` and `expmonth` in the brief", () => {
    const { notes } = readInput(
      { name: 'Anil Verma', mobile: '98765 43210', role: 'Electrician', expyear: '4', expmonth: '6' },
      'IN',
    );
    expect(notes)
      .to.match(/expyear: 4/)
      .and.to.match(/expmonth: 6/);
  });
});

describe("Reader (review 57): guards from the attacker's pass (/work/attack57)", () => {
  it("keeps the last bullet of the person's list, and a rating of stars, under their labels", () => {
    const list = readInput(
      { text: 'Name: Gareth Hughes\nPhone: 07911 123456\nNeeds:\n● boiler\n● radiators\nBudget: £3,000' },
      'GB',
    );
    expect(list.notes).to.contain('boiler').and.contain('radiators').and.contain('£3,000');
    const stars = readInput(
      { text: 'Name: Priya Shah\nEmail: priya.shah@example.com\nRating:\n★★★★☆\nComments: ok' },
      'US',
    );
    expect(stars.notes).to.contain('★★★★☆');
  });

  it("reads no one-line parts that hold another's phone and no name of the person's as the lead's", () => {
    const referred = readInput(
      {
        nombre: 'Irene Soler',
        email: 'irene.soler@example.es',
        mensaje: 'Recomendado por: Laura Gil; Teléfono de Laura: 699 112 233; Servicio: limpieza',
      },
      'ES',
    );
    expect(referred.phone).to.equal(null);
    const landlord = readInput(
      {
        full_name: 'Marcus Lee',
        email: 'marcus.lee@example.com',
        notes: 'Current landlord: Mr. Ortiz; Landlord phone: 512-201-7788; Reason for moving: landlord is selling',
      },
      'US',
    );
    expect(landlord.notes).to.contain('landlord is selling');
  });

  it("reads no business's line said as `I'm on …`, nor a tradesman's `get me on …`, as the person's", () => {
    const trader = readInput(
      {
        customer: { name: 'Helen Price', email: 'helen.price@example.co.uk' },
        conversation:
          'Dave (Bright Gutters): Thanks Helen, get me on 07800 654321 any time.\nHelen: Great, Tuesday morning works for me',
      },
      'GB',
    );
    expect(trader.phone).to.equal(null);
    const agent = readInput(
      {
        name: 'Ruth Owens',
        email: 'ruth.owens@example.co.uk',
        transcript: "Visitor: quote for guttering?\nAgent: Sure, I'm on 01792 456789 till 5\nVisitor: ok thanks",
      },
      'GB',
    );
    expect(agent.phone).to.equal(null);
    const work = readInput(
      {
        name: 'Paul Grant',
        email: 'paul.grant@example.co.uk',
        message: "I'm on 020 7946 0321 at work but mobile 07911 123987 is best",
      },
      'GB',
    );
    expect(work.phone).to.equal('+447911123987');
  });

  it("keeps a loan's balance the person gives (`saldo`) in the brief", () => {
    const { notes } = readInput({ nombre: 'Carlos Martín', telefono: '612 345 678', saldo: '95.000 €' }, 'ES');
    expect(notes).to.contain('95.000 €');
  });

  it('keeps a staff name with its role after a comma out of the brief', () => {
    const { notes } = readInput(
      { patient: { name: 'Laura Diaz', phone: '(305) 555-0199' }, booked_by: { name: 'Riley, front desk' } },
      'US',
    );
    expect(notes).not.to.contain('Riley');
  });
});

describe("Reader (review 57): a record's code of capitals and digits under a code's key", () => {
  // A retail point of sale's order: the order's and the customer's codes in the tool's own numbering (`SO004417`,
  // `CU01877`: one to three capitals, then digits), beside the customer's note.
  it("keeps the tool's codes out of the brief and the person's note in", () => {
    const { name, notes } = readInput(
      {
        order_code: 'SO004417',
        customer: { code: 'CU01877', name: 'Nguyen Thi Lan', phone: '0912 374 856' },
        note: 'Giao buổi sáng thứ Bảy giúp em',
      },
      'VN',
    );
    expect(name).to.equal('Nguyen Thi Lan');
    expect(notes).to.contain('Giao buổi sáng');
    for (const leak of ['SO004417', 'CU01877']) expect(notes).not.to.contain(leak);
  });
});

describe("Reader (review 57): a number in a transcript of one text is the person's only on their own lines", () => {
  // A chat's transcript sent as one text, a turn a line (`Visitor: …`, `Agent: …`), and no phone field: an agent's
  // "call me on 07…" is the business's, the visitor's the person's.
  const transcript = (agent: string, visitor: string) => ({
    name: 'Ruth Owens',
    email: 'ruth.owens@example.co.uk',
    transcript: `Visitor: quote for guttering?\nAgent: ${agent}\nVisitor: ${visitor}`,
  });

  it("reads no agent's number as the person's", () => {
    expect(readInput(transcript('Sure, call me on 07841 302957 till 5', 'ok thanks'), 'GB').phone).to.equal(null);
  });

  it("reads the visitor's own", () => {
    const lead = readInput(transcript('Sure, what number suits?', 'call me on 07723 519846'), 'GB');
    expect(lead.phone).to.equal('+447723519846');
  });
});

describe("Reader (review 57): guards from the second attacker's pass (/work/attack57b)", () => {
  it('keeps a code the person typed or asks about under a qualified code key in the brief', () => {
    for (const [key, value, country] of [
      ['zip code', 'VLT1117', 'MT'],
      ['postal code', 'LV1050', 'LV'],
      ['promo code', 'VIP2024', 'US'],
      ['course code', 'CS1010', 'SG'],
      ['product code', 'RTX4090', 'US'],
    ])
      expect(
        readInput({ name: 'Maria Borg', email: 'maria.borg@example.com', [key]: value, service: 'Aircon' }, country)
          .notes,
        key,
      ).to.contain(value);
  });

  it("reads the person's number an agent reads back after a phone's term in a transcript of one text", () => {
    const lead = readInput(
      {
        name: 'Ruth Owens',
        email: 'ruth.owens@example.co.uk',
        transcript:
          "Visitor: quote for guttering?\nAgent: Just to confirm your mobile: 07911 123456?\nVisitor: yes that's right, after 5 please",
      },
      'GB',
    );
    expect(lead.phone).to.equal('+447911123456');
  });
});
