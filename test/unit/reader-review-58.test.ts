import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 58: classes found after session 57 and in held-out set 69, each on an invented body.

describe("Reader (review 58): a transcript whose staff speaker is a role's word or one unnamed other side", () => {
  // A call tracker's transcript as one text: the caller's turns under a word naming the lead (`Lead:`, `Client:`) and the
  // staff member's under a staff role's short word (`Rep:`, `Conseiller:`) or a word naming no side at all (`Closer:`).
  const call = (staff: string, lead: string) => ({
    call_id: 'c-88213',
    caller_number: '+14155550123',
    transcript:
      `${staff}: Thanks for calling Acme Roofing, this is Dana, call us back on 415 555 0199 anytime.\n` +
      `${lead}: Hi, my name is Tom Baker, I need a quote for a roof repair.\n` +
      `${staff}: Sure, what is the address?\n` +
      `${lead}: 12 Elm Street, the leak is over the kitchen.\n` +
      `${staff}: Great, we will call you back tomorrow.`,
  });

  for (const [staff, lead] of [
    ['Rep', 'Lead'],
    ['Closer', 'Lead'],
    ['Advisor', 'Prospect'],
  ])
    it(`keeps the person's lines of a ${staff}/${lead} transcript in the brief, and the staff member's out`, () => {
      const { phone, notes } = readInput(call(staff, lead), 'US');
      expect(phone).to.equal('+14155550123');
      expect(notes).to.contain('I need a quote for a roof repair').and.contain('the leak is over the kitchen');
      for (const leak of ['Acme Roofing', 'Dana', '415 555 0199', 'call you back tomorrow'])
        expect(notes).not.to.contain(leak);
    });

  it("reads a French call's Conseiller/Client turns so", () => {
    const { notes } = readInput(
      {
        appel: 'A-1',
        numero: '+33612345678',
        transcription:
          'Conseiller: Bonjour, Cabinet Durand, je vous écoute.\n' +
          'Client: Bonjour, je suis Marie Petit, je cherche une assurance habitation.\n' +
          'Conseiller: Pour quel logement ?\nClient: Un appartement de 60 m2 à Lyon.',
      },
      'FR',
    );
    expect(notes).to.contain('je cherche une assurance habitation').and.contain('60 m2 à Lyon');
    expect(notes).not.to.contain('Cabinet Durand');
  });

  it('keeps a text of labelled lines whole where one label names the lead and no other side speaks twice', () => {
    const text = 'Client: Marie Petit\nProjet: assurance habitation\nClient: appartement de 60 m2, Lyon';
    const { notes } = readInput({ numero: '+33612345678', message: text }, 'FR');
    expect(notes).to.contain('assurance habitation').and.contain('60 m2');
  });
});

describe('Reader (review 58): Thai keys naming who took or handles a booking are staff', () => {
  // A Thai spa's booking: the customer's details, and under keys written without spaces the staff member who took the
  // booking (`ผู้รับจอง`) and the one who took the matter (`ผู้รับเรื่อง`).
  const body = {
    event: 'booking.created',
    booking_id: 'SPA-20417',
    ลูกค้า: { ชื่อ: 'ณัฐธิดา วงศ์ใหญ่', โทร: '089-214-7735', หมายเหตุ: 'ขอห้องคู่ นวดน้ำมันอโรม่า' },
    ผู้รับจอง: 'คุณสุดารัตน์',
    ผู้รับเรื่อง: 'คุณอรุณี ทองดี',
  };

  it("keeps the customer's words and leaves the staff out of the brief", () => {
    const { name, phone, notes } = readInput(body, 'TH');
    expect({ name, phone }).to.deep.equal({ name: 'ณัฐธิดา วงศ์ใหญ่', phone: '+66892147735' });
    expect(notes).to.contain('ขอห้องคู่ นวดน้ำมันอโรม่า');
    for (const leak of ['สุดารัตน์', 'อรุณี']) expect(notes).not.to.contain(leak);
  });
});

describe('Reader (review 58): a name the person introduces themselves by beats one guessed by shape alone', () => {
  // A call tracker's IVR survey as a list of question/answer rows in Hindi: the questions name no field the reader knows,
  // a two-word answer is shaped like a name in a script without capitals (`हिंदी माध्यम`, Hindi medium), and the caller
  // says their name after "my name is" in another answer.
  const body = {
    call_uuid: 'kx-7a1c-22f0',
    caller_id: '+91 98290 61734',
    agent_name: 'सुरेश वर्मा',
    survey: [
      { प्रश्न: 'कोर्स चुनें: JEE के लिए 1, NEET के लिए 2 दबाएँ', उत्तर: 'JEE फाउंडेशन' },
      { प्रश्न: 'पढ़ाई का माध्यम', उत्तर: 'हिंदी माध्यम' },
      { प्रश्न: 'क्या हॉस्टल चाहिए?', उत्तर: 'हाँ, लड़कों का हॉस्टल' },
      { प्रश्न: 'बीप के बाद अपना नाम और शहर बोलें', उत्तर: 'मेरा नाम अंकित सैनी है, अलवर से बोल रहा हूँ' },
    ],
  };

  it('takes the introduced name, and keeps the shaped answer in the brief', () => {
    const { name, phone, notes } = readInput(body, 'IN');
    expect({ name, phone }).to.deep.equal({ name: 'अंकित सैनी', phone: '+919829061734' });
    expect(notes).to.contain('हिंदी माध्यम').and.contain('JEE फाउंडेशन');
    expect(notes).not.to.contain('सुरेश वर्मा');
  });

  it('keeps a name shaped so when no text introduces anyone', () => {
    const rows = [
      { प्रश्न: 'पूरा नाम बताइए', उत्तर: 'अंकित सैनी' },
      { प्रश्न: 'कोर्स चुनें', उत्तर: 'JEE फाउंडेशन' },
    ];
    expect(readInput({ caller_id: '+91 98290 61734', survey: rows }, 'IN').name).to.equal('अंकित सैनी');
  });
});

describe('Reader (review 58): a transcript whose turns are marked by a speaker in brackets, `[ลูกค้า] …`', () => {
  // A chat tool's handover: the page's bot, the customer and the shop's admin, a turn a line, each opened by its
  // speaker's word in square brackets (no colon); the admin gives the shop's number and the customer their own.
  const body = {
    event: 'handover.closed',
    page_name: 'ร้านแอร์ เย็นสบาย',
    customer: { display_name: 'ปิยะพงษ์ ศรีวงศ์' },
    transcript:
      '[บอท] สวัสดีครับ ยินดีต้อนรับสู่ร้านแอร์เย็นสบาย\n' +
      '[ลูกค้า] อยากล้างแอร์ 3 เครื่อง คอนโดชั้น 12\n' +
      '[แอดมิน] ได้ครับ ติดต่อร้านที่เบอร์ 02-714-3386 ได้เลยครับ\n' +
      '[ลูกค้า] สะดวกวันอาทิตย์ช่วงบ่าย เบอร์ผม 089-473-2615 ครับ\n' +
      '[แอดมิน] รับทราบครับ',
  };

  it("reads the customer's number and lines, not the admin's or the bot's", () => {
    const { name, phone, notes } = readInput(body, 'TH');
    expect({ name, phone }).to.deep.equal({ name: 'ปิยะพงษ์ ศรีวงศ์', phone: '+66894732615' });
    expect(notes).to.contain('อยากล้างแอร์ 3 เครื่อง').and.contain('สะดวกวันอาทิตย์ช่วงบ่าย');
    for (const leak of ['02-714-3386', 'ยินดีต้อนรับ', 'รับทราบครับ']) expect(notes).not.to.contain(leak);
  });

  it('reads an English chat so, and keeps a text of bracketed notes naming no sides whole', () => {
    const chat = {
      visitor: { name: 'Dana Whitfield' },
      chat: '[Bot] Hi! How can we help?\n[Visitor] Need a quote for 40 m2 of decking\n[Agent] Sure, ring us on 0161 496 0732\n[Visitor] My mobile is 07723 519846, evenings best',
    };
    const lead = readInput(chat, 'GB');
    expect(lead.phone).to.equal('+447723519846');
    expect(lead.notes).to.contain('40 m2 of decking').and.not.contain('0161 496 0732');
    const notes = readInput(
      { phone: '07723 519846', notes: '[urgent] call before noon\n[gate] code 4410\n[dog] friendly' },
      'GB',
    ).notes;
    expect(notes).to.contain('call before noon').and.contain('code 4410').and.contain('friendly');
  });
});

describe("Reader (review 58): in a transcript of one text, another speaker's number after a phone's term", () => {
  it("counts only when the person's own lines give none", () => {
    const chat = (agent: string, visitor: string) => ({
      visitor: { name: 'Dana Whitfield' },
      transcript: `Visitor: quote for decking?\nAgent: ${agent}\nVisitor: ${visitor}`,
    });
    const both = readInput(chat('Sure, our phone: 0161 496 0732', 'ok, my mobile: 07723 519846'), 'GB');
    expect(both.phone).to.equal('+447723519846');
    const readBack = readInput(chat('Just to confirm your mobile: 07911 123456?', 'yes that is right'), 'GB');
    expect(readBack.phone).to.equal('+447911123456');
  });
});

describe("Reader (review 58): Persian's mobile number, شماره همراه", () => {
  // A form builder's response: numbered answers and a map of their labels, the person's mobile labelled `شماره همراه`, and
  // the institute's own block with its office line.
  const body = {
    form_id: 'kT91aZ',
    labels: { '1': 'نام و نام خانوادگی', '2': 'شماره همراه', '3': 'رشته مورد نظر' },
    answers: { '1': 'سارا کریمی', '2': '09121234567', '3': 'پرستاری' },
    organization: { name: 'آموزشگاه نوین', phone: '021-44556677' },
  };

  it("reads the person's mobile, not the institute's line", () => {
    const { name, phone, notes } = readInput(body, 'IR');
    expect({ name, phone }).to.deep.equal({ name: 'سارا کریمی', phone: '+989121234567' });
    expect(notes).to.contain('پرستاری').and.not.contain('021-44556677');
  });
});

describe('Reader (review 58): a transcript whose speakers end with a full-width colon, `客户：…`', () => {
  // A call centre's record: the caller's number, the agent, and the call's transcript in Chinese, a turn a line, each
  // speaker closed by `：` with no space after it; the agent gives the branch's number.
  const body = {
    call_id: 'cc-20260116-0042',
    customer_number: '13812345678',
    agent: { name: '王晓东', ext: '6021' },
    transcript:
      '坐席：您好，东湖装修服务中心，请问有什么可以帮您？\n' +
      '客户：你好，我想装修一套两居室，大概九十平米。\n' +
      '坐席：好的，您可以打门店电话027-8765 4321了解。\n' +
      '客户：好的，预算十五万左右，周末上午联系我。',
  };

  it("keeps the customer's lines in the brief and the agent's out", () => {
    const { phone, notes } = readInput(body, 'CN');
    expect(phone).to.equal('+8613812345678');
    expect(notes).to.contain('我想装修一套两居室').and.contain('预算十五万左右');
    for (const leak of ['东湖装修服务中心', '027-8765 4321', '王晓东']) expect(notes).not.to.contain(leak);
  });
});

describe("Reader (review 58): a mobile under a bare number's word beside the person's name and email", () => {
  // A property portal's enquiry: the agent's block, and the enquirer's form as a JSON text with Filipino keys, their
  // mobile under `numero` (a number: a record's word elsewhere).
  const body = {
    event: 'lead.new',
    agent: { name: 'Jose Ramos', mobile: '0917 555 0142' },
    payload: JSON.stringify({
      pangalan: 'Angela Reyes',
      numero: '0998 215 7740',
      email: 'angela.reyes@yahoo.com',
      mensahe: 'Pwede po ba ang Pag-IBIG loan?',
    }),
  };

  it('reads it as their phone', () => {
    const { name, phone, email, notes } = readInput(body, 'PH');
    expect({ name, phone, email }).to.deep.equal({
      name: 'Angela Reyes',
      phone: '+639982157740',
      email: 'angela.reyes@yahoo.com',
    });
    expect(notes).to.contain('Pag-IBIG loan').and.not.contain('0917 555 0142');
  });

  it("keeps a record's digits under such a word out of the phone", () => {
    const order = { name: 'Angela Reyes', email: 'angela.reyes@yahoo.com', numero: '09982157740' };
    expect(readInput(order, 'PH').phone).to.equal(null);
  });
});

describe("Reader (review 58): an agency's card after a mail's rule, a reference's label below it", () => {
  // A portal's enquiry mailed to an agency and relayed as JSON: the form's labelled lines, then after `--` the agency's
  // card (its name and broker, its line and address) and a last labelled line, the mail's reference.
  const text =
    'Hej,\n\nDu har fått en förfrågan via Bostadsportalen.\n\nObjekt: 4471920, Lägenhet 3 rok, Södermalm\n\n' +
    'Namn: Elsa Lindqvist\nE-post: elsa.lindqvist@telia.com\nTelefon: 070-318 24 66\n' +
    'Meddelande: Finns det förråd och cykelrum? Vi har en hund.\nVisning: Söndag eftermiddag\n\n' +
    '--\nMäklarhuset Söder AB | Johan Berg, fastighetsmäklare\nTel. 08-641 22 90 | Götgatan 48, 118 26 Stockholm\n' +
    'Referens: BP-FR-88c1a0';

  it('keeps the card out of the brief and the answers in', () => {
    const { name, phone, email, notes } = readInput(
      {
        from: 'Bostadsportalen <noreply@bostadsportalen.example>',
        to: 'info@maklarhuset-soder.example',
        subject: 'Förfrågan om objekt 4471920',
        text,
      },
      'SE',
    );
    expect({ name, phone, email }).to.deep.equal({
      name: 'Elsa Lindqvist',
      phone: '+46703182466',
      email: 'elsa.lindqvist@telia.com',
    });
    expect(notes).to.contain('Finns det förråd och cykelrum?').and.contain('Söndag eftermiddag');
    for (const leak of ['Mäklarhuset Söder', 'Johan Berg', '08-641 22 90', 'Götgatan 48'])
      expect(notes).not.to.contain(leak);
  });

  it("keeps the person's labelled answers after a rule between a form's sections", () => {
    const form =
      'Namn: Elsa Lindqvist\nTelefon: 070-318 24 66\n-----\nBudget: 4 500 000 kr\nÖvrigt: ring efter 17, gärna 070-318 24 66';
    const { notes } = readInput({ text: form }, 'SE');
    expect(notes).to.contain('4 500 000 kr').and.contain('ring efter 17');
  });
});

// Guards from an attacker's pass over this session's changes (/work/attack58), each a body that read worse after them.
describe('Reader (review 58): guards from an attacker’s pass', () => {
  it("reads the person's lines when they speak under a party's word (Seller, Daughter) beside an Agent", () => {
    for (const who of ['Seller', 'Daughter', 'Manager']) {
      const transcript =
        `Agent: Good morning, Hartley & Co, Priya speaking, reach us on 0161 496 0732.\n` +
        `${who}: Hi, I'd like a valuation on the three-bed semi in spring.\nAgent: Lovely, what's the postcode?\n` +
        `${who}: M20 2RN, weekday evenings suit best.\nAgent: Perfect, Mark will be in touch.`;
      const { notes } = readInput({ call_id: 'ct-55120', caller_number: '+447723519846', transcript }, 'GB');
      expect(notes, who).to.contain('valuation on the three-bed semi').and.contain('M20 2RN');
      expect(notes, who).not.to.contain('Hartley');
    }
  });

  it('keeps labelled lines with a repeated label whole, a staff label said once among them', () => {
    const crm = {
      phone: '(415) 555-0123',
      crm_note: 'Customer: Tom Baker\nService: roof repair\nService: gutter cleaning\nAdvisor: Linda',
    };
    expect(readInput(crm, 'US').notes).to.contain('roof repair').and.contain('gutter cleaning');
    const tags = {
      phone: '+1 415 555 0123',
      crm_log: '[Contact] Tom Baker\n[Service] roof repair\n[Service] gutter guards\n[Rep] Dana',
    };
    expect(readInput(tags, 'US').notes).to.contain('roof repair').and.contain('gutter guards');
    const memo = { tel: '090-1234-5678', memo: 'お客様：山本 美咲\nご要望：駅近\nご要望：ペット可\n担当者：佐藤' };
    expect(readInput(memo, 'JP').notes).to.contain('駅近').and.contain('ペット可');
  });

  it("reads a number an agent reads back without a phone's term when the person's lines give none", () => {
    const bracketed = {
      visitor: { name: 'Dana Whitfield' },
      chat: "[Bot] Hi! How can we help?\n[Visitor] Need someone to fix a leaking radiator\n[Agent] Sure, I'll have an engineer ring you on 07723 519846, is that right?\n[Visitor] yes that's me, after 4pm please",
    };
    expect(readInput(bracketed, 'GB').phone).to.equal('+447723519846');
    const colon = {
      lead: { name: 'Dana Whitfield' },
      transcript:
        'Caller: Hi, I need a quote for fencing, about 40 feet.\nAgent: Sure. I have you calling from 415 555 0123, is that the best number?\nCaller: Yes, after 5 please.',
    };
    expect(readInput(colon, 'US').phone).to.equal('+14155550123');
  });

  it('reads no transcript from tags in brackets before links, the person writing below them', () => {
    const body = {
      email: 'lee.chan@example.com',
      message:
        '[Photo] https://cdn.example.com/a.jpg\n[Photo] https://cdn.example.com/b.jpg\n[Staff] reviewed\nPlease call me at 415 555 0123 about the fence.',
    };
    const { phone, notes } = readInput(body, 'US');
    expect(phone).to.equal('+14155550123');
    expect(notes).to.contain('about the fence');
  });

  it('keeps a Thai answer whose key only opens with a staff word (ผู้รับผิดชอบค่าใช้จ่าย, who pays the fees)', () => {
    const body = { 'ชื่อ-นามสกุล': 'วรรณา ทองคำ', โทรศัพท์: '089-214-7735', ผู้รับผิดชอบค่าใช้จ่าย: 'บริษัทต้นสังกัด' };
    expect(readInput(body, 'TH').notes).to.contain('บริษัทต้นสังกัด');
  });

  it("keeps the person's name by its field over another writer's introduction", () => {
    const transcript = {
      customer: 'Dana Whitfield',
      phone: '+1 415 555 0123',
      transcript:
        "Agent: Hi, my name is Sarah Jones, thanks for calling Acme Roofing.\nCaller: Hi, I need a roof inspection after the storm.\nAgent: Sure, what's the address?\nCaller: 12 Elm Street, Oakland.",
    };
    expect(readInput(transcript, 'US').name).to.equal('Dana Whitfield');
    const quoted = {
      from: 'Dana Whitfield <dana.whitfield@gmail.com>',
      subject: 'Re: Your kitchen quote',
      text: 'Yes please, Thursday after 5 works for me. Mobile 07723 519846.\n\nOn Mon 12 Jan, Oakwood Kitchens wrote:\n> Hi, my name is Sarah Jones, your design consultant at Oakwood Kitchens.\n> When can we visit?',
    };
    expect(readInput(quoted, 'GB').name).to.equal('Dana Whitfield');
    const referral = {
      form_name: 'Refer a friend',
      contact: 'Tom Baker',
      mobile: '0412 345 678',
      referral_note: 'Hi, my name is Sarah Lee, Tom is my neighbour and needs his deck re-stained before summer.',
    };
    expect(readInput(referral, 'AU').name).to.equal('Tom Baker');
    const forward = {
      from: 'Kevin Park <kevin.park@outlook.com>',
      text: "Hi, this is Jessica Moore from the front desk forwarding Kevin's request:\nHe wants a teeth whitening consult next week, mornings.",
    };
    expect(readInput(forward, 'US').name).to.equal('Kevin Park');
  });

  it("takes no number under a bare number's word right after another party's name", () => {
    const body = {
      pangalan: 'Angela Reyes',
      email: 'angela.reyes@yahoo.com',
      ahente: 'Jose Ramos',
      numero: '0917 555 0142',
    };
    expect(readInput(body, 'PH').phone).to.equal(null);
  });

  it("keeps the person's lines and answers after a rule that no business's card closes", () => {
    const moving = {
      subject: 'Removals quote',
      text: 'Name: Emma Clarke\nEmail: emma.clarke@gmail.com\nPhone: 07723 519846\n----------\nWe are moving on 15.08.2026 from Leeds to Bristol.\nThree-bed house, piano included.\nBudget: £1,500',
    };
    expect(readInput(moving, 'GB').notes).to.contain('piano included').and.contain('£1,500');
    const company = {
      text: 'Name: John Harris\nEmail: j.harris@harrisbuild.co.uk\nPhone: 07911 123456\n--\nHarris Build Ltd, Purchasing\nUnit 5, 120-130 Mill Road, Leeds LS1 4AB\nMessage: We need 200 fire doors delivered by March.',
    };
    expect(readInput(company, 'GB').notes).to.contain('200 fire doors');
    const signed = {
      text: 'Nome: Marco Rossi\nEmail: marco.rossi@libero.it\nCellulare: 312 345 6789\n--\nMarco Rossi\nmarco.rossi@libero.it\nRichiesta: preventivo per impianto fotovoltaico 6 kW',
    };
    expect(readInput(signed, 'IT').notes).to.contain('impianto fotovoltaico');
  });
});

describe("Reader (review 58): a tool's event code in a script beyond ASCII, its words joined by underscores", () => {
  // A classifieds portal's enquiry in Georgian: its envelope's event `ახალი_შეტყობინება` (new_message) under a key naming
  // a type in Georgian, the agency's block and the enquirer's below.
  const body = {
    ტიპი: 'ახალი_განაცხადი',
    id: 'ss-inq-5519023',
    დეტალები: {
      სახელი: 'ლევან გიორგაძე',
      ტელეფონი: '599 12 34 56',
      შეტყობინება: 'გამარჯობა, ფასზე შეთანხმება შესაძლებელია?',
    },
  };

  it('keeps the code out of the brief', () => {
    const { name, notes } = readInput(body, 'GE');
    expect(name).to.equal('ლევან გიორგაძე');
    expect(notes).to.contain('ფასზე შეთანხმება').and.not.contain('ახალი_განაცხადი');
  });

  it("keeps such a code beside the person, their choice's", () => {
    const flat = { სახელი: 'ლევან გიორგაძე', ტელეფონი: '599 12 34 56', ბინის_ტიპი: 'ახალი_აშენებული' };
    expect(readInput(flat, 'GE').notes).to.contain('ახალი_აშენებული');
  });
});

describe("Reader (review 58): a batch envelope's page numbers", () => {
  // A booking platform's batch of one booking: the envelope's paging (`page: 1`, `per_page: 50`) above the booking.
  const body = {
    batch_id: 'bk-batch-20260115-0042',
    page: 1,
    per_page: 50,
    total: 1,
    bookings: [
      { id: 5571209, guest: { name: 'Thanaporn Srisuk', phone: '089-512-7734' }, occasion: 'retirement party' },
    ],
  };

  it('keeps them out of the brief, and a landing page in', () => {
    const { notes } = readInput(body, 'TH');
    expect(notes).to.contain('retirement party').and.not.match(/page/);
    const landing = { name: 'Thanaporn Srisuk', phone: '089-512-7734', page: 'Spring buffet promo' };
    expect(readInput(landing, 'TH').notes).to.contain('Spring buffet promo');
  });
});

describe('Reader (review 58): a Korean name with its verb written on', () => {
  it('reads the introduced name without 입니다', () => {
    const body = {
      call_id: 'kx-1',
      caller_id: '010-1234-5678',
      survey: [
        { 질문: '상담 희망 과목', 답변: '수학 심화' },
        { 질문: '학년', 답변: '중학교 2학년' },
        { 질문: '삐 소리 후 이름을 말씀해 주세요', 답변: '제 이름은 김민준입니다' },
      ],
    };
    expect(readInput(body, 'KR').name).to.equal('김민준');
  });
});

describe("Reader (review 58): a name introduced in someone else's words", () => {
  it("reads no name from an agent's introduction in a transcript, the caller's own instead", () => {
    const call = (caller: string) => ({
      caller_number: '+14155550123',
      transcript: `Agent: Hi, my name is Sarah Jones, thanks for calling Acme Roofing.\nCaller: ${caller}\nAgent: Sure, what is the address?\nCaller: 12 Elm Street, Oakland.`,
    });
    expect(readInput(call('Hi, I need a roof inspection after the storm.'), 'US').name).to.equal(null);
    expect(readInput(call('Hi, this is Tom Baker, I need a roof inspection.'), 'US').name).to.equal('Tom Baker');
  });

  it("reads no name from a business's introduction in the quoted part of a reply", () => {
    const reply = {
      from: 'dana.whitfield@gmail.com',
      text: 'Yes please, Thursday after 5 works for me. Mobile 07723 519846.\n\nOn Mon 12 Jan, Oakwood Kitchens wrote:\n> Hi, my name is Sarah Jones, your design consultant at Oakwood Kitchens.\n> When can we visit?',
    };
    expect(readInput(reply, 'GB').name).to.not.equal('Sarah Jones');
  });
});

// Guards from a second attacker's pass (/work/attack58b): words taken back (`coordinator`, `منسق`, `الأكاديمية`, `مشاور`,
// `account`) and narrowings of the day's other rules, each a body that read worse.
describe('Reader (review 58): guards from a second attacker’s pass', () => {
  it('keeps answers whose keys name a coordinator, an academy or an account, and asks for a number about an account', () => {
    const wedding = {
      name: 'Chloe Bennett',
      phone: '07723 519846',
      wedding_coordinator: "Yes please, we'd like one for the whole day",
    };
    expect(readInput(wedding, 'GB').notes).to.contain('for the whole day');
    const academy = { الاسم: 'مريم الكعبي', الهاتف: '050 123 4567', كيف_عرفت_عن_الأكاديمية: 'من صديقة في العمل' };
    expect(readInput(academy, 'AE').notes).to.contain('من صديقة في العمل');
    const solar = { name: 'Dennis Ortiz', phone: '(916) 555-0148', utility: 'SMUD', utility_account: '45817726' };
    expect(readInput(solar, 'US').notes).to.contain('45817726');
    const asked = {
      'Your name': 'Ella Thompson',
      email: 'ella.t@outlook.com',
      'Which number should we call about your account?': '0423 456 789',
    };
    expect(readInput(asked, 'AU').phone).to.equal('+61423456789');
  });

  it('reads the caller as the person beside staff roles speaking once or handing the call on', () => {
    const handed = {
      caller_id: '+1 510 555 0166',
      transcript:
        "Advisor: Northside Dental, this is Kim, how can I help?\nCaller: Hi, I'd like to ask about dental implants.\nAdvisor: Let me put you through to our treatment consultant.\nConsultant: Hi, Raj here, my direct line is 415 555 0142.\nCaller: Great, I'm free Tuesday mornings.",
    };
    const notes = readInput(handed, 'US').notes;
    expect(notes).to.contain('dental implants').and.contain('Tuesday mornings').and.not.contain('Raj');
    const once = {
      caller_number: '+1 510 555 0166',
      transcript:
        "Advisor: Thanks for calling Northside Dental, how can I help today?\nCaller: Hi, I'd like to ask about dental implants.\nCaller: Tuesday mornings suit me.",
    };
    expect(readInput(once, 'US').notes).to.contain('dental implants').and.not.contain('Northside');
  });

  it("reads a bracketed chat whose turns run over lines or carry a link, a tool's line among them", () => {
    const multiline = {
      visitor: { name: 'Dana Whitfield', email: 'dana.whitfield@gmail.com' },
      chat: '[Bot] Hi! How can we help?\n[Visitor] I need prices for:\n- 40 m2 composite decking\n- a pergola over the patio\n[Agent] Sure, ring our showroom on 0161 496 0732\n[Visitor] My mobile is 07723 519846, evenings best',
    };
    const lead = readInput(multiline, 'GB');
    expect(lead.phone).to.equal('+447723519846');
    expect(lead.notes).to.contain('composite decking').and.not.contain('0161 496 0732');
    const link = {
      visitor: { name: 'Tom Ashworth', email: 'tom.ashworth@outlook.com' },
      chat: '[Visitor] Is this flat still available?\n[Visitor] https://www.rightmove.co.uk/properties/148812345\n[Agent] Yes it is, call our lettings team on 0161 496 0732\n[Visitor] Can I view on Saturday morning?',
    };
    expect(readInput(link, 'GB').notes).to.contain('Saturday morning').and.not.contain('0161 496 0732');
  });

  it("takes no business's number an agent gives as the lead's, a named agent speaking twice too", () => {
    const showroom = {
      visitor: { name: 'Dana Whitfield' },
      transcript:
        'Visitor: Hi, do you do composite decking?\nAgent: We do! Give our showroom a ring on 0161 496 0732 anytime.\nVisitor: ok thanks, will do',
    };
    expect(() => readInput(showroom, 'GB')).to.throw(/a phone or an email is required/);
    const named = {
      visitor: { name: 'Dana Whitfield' },
      transcript:
        "Bot: Welcome to Oakwood Kitchens!\nCustomer: Hi, I'd like a quote for a new kitchen.\nPriya: Hi, I'm Priya, our showroom number is 0161 496 0732.\nPriya: What's the best number for you?\nCustomer: 07723 519846, after 5pm",
    };
    expect(readInput(named, 'GB').phone).to.equal('+447723519846');
  });

  it("reads the person's numero beside a referrer's name or an empty agent's answer", () => {
    const referred = {
      nombre: 'Lucía Fernández',
      correo: 'lucia.fernandez@gmail.com',
      numero: '612 345 678',
      recomendado_por: 'Marta Gil',
    };
    expect(readInput(referred, 'ES').phone).to.equal('+34612345678');
    const noAgent = {
      pangalan: 'Angela Reyes',
      email: 'angela.reyes@yahoo.com',
      numero: '0998 215 7740',
      ahente: 'wala pa po',
    };
    expect(readInput(noAgent, 'PH').phone).to.equal('+639982157740');
  });

  it("keeps a script's words joined by `_` in a section of answers and in a list of choices", () => {
    const section = {
      event: 'lead.created',
      contact: { name: 'Игорь Петров', phone: '+7 921 123-45-67' },
      answers: { тип_объекта: 'загородный_дом', бюджет: 'до 15 млн' },
    };
    expect(readInput(section, 'RU').notes).to.contain('загородный_дом');
    const list = {
      клиент: { имя: 'Ольга Соколова', телефон: '+7 916 123-45-67' },
      анкета: { интересы: ['йога_для_начинающих', 'пилатес'], время: 'по вечерам' },
    };
    expect(readInput(list, 'RU').notes).to.contain('йога_для_начинающих').and.contain('пилатес');
  });

  it("keeps a student's form (a class year) and a print job's pages beside the person", () => {
    const tuition = { nama_ibu_bapa: 'Siti Aminah', telefon: '012-345 6789', form: 4, subjek: 'Add Maths, Fizik' };
    expect(readInput(tuition, 'MY').notes).to.match(/form: 4/);
    const kenya = { parent_name: 'Grace Wanjiku', phone: '0712 345678', student_form: 3, school: 'Alliance Girls' };
    expect(readInput(kenya, 'KE').notes).to.match(/student_form: 3/);
    const print = { name: 'Dana Whitfield', phone: '07723 519846', page: 24, paper: 'A4 gloss' };
    expect(readInput(print, 'GB').notes).to.match(/page: 24/);
  });
});

describe("Reader (review 58): Latvian's, Zulu's and Estonian's contact words, Hausa's and Chinese's introductions", () => {
  it("reads a Latvian enquirer's name, phone and email by their words beside an agency's block", () => {
    const body = {
      dati: { uzņēmums: 'Rīgas Mājokļi SIA', aģents: 'Pēteris Kalniņš', tālrunis: '67 218 491' },
      saturs: {
        vārds: 'Ilze Liepa',
        tālrunis: '26 735 917',
        'e-pasts': 'ilze.liepa@inbox.lv',
        ziņa: 'Vai ir pagrabs?',
      },
    };
    const { name, phone, email } = readInput(body, 'LV');
    expect({ name, phone, email }).to.deep.equal({
      name: 'Ilze Liepa',
      phone: '+37126735917',
      email: 'ilze.liepa@inbox.lv',
    });
  });

  it("reads a Zulu customer's name, phone and email, an Estonian buyer's first and last name", () => {
    const zulu = {
      imininingwane: { igama: 'Sipho Dlamini', ucingo: '072 418 3358', 'i-imeyili': 'sipho.d@gmail.com' },
    };
    expect(readInput(zulu, 'ZA')).to.include({
      name: 'Sipho Dlamini',
      phone: '+27724183358',
      email: 'sipho.d@gmail.com',
    });
    const estonian = { tellija: { eesnimi: 'Kristiina', perenimi: 'Tamm', email: 'kristiina.tamm@gmail.com' } };
    expect(readInput(estonian, 'EE').name).to.equal('Kristiina Tamm');
  });

  it('reads a name introduced in Hausa (Sunana …) and in Chinese (我叫…) on the person’s lines', () => {
    const hausa = {
      customer: { wa_id: '2348064419273' },
      transcript:
        '[Wakili] Sannu, barka da zuwa. Sunana Hauwa, yaya zan taimaka?\n[Abokin ciniki] Sannu. Sunana Abubakar Sani daga Kano.\n[Wakili] Madalla.\n[Abokin ciniki] Ina son a zo ranar Alhamis.',
    };
    expect(readInput(hausa, 'NG').name).to.equal('Abubakar Sani');
    const cantonese = {
      visitor: { visitor_id: 'v_90a7c1' },
      transcript:
        '代理：你好，我係港灣地產嘅陳志強，有咩可以幫到你？\n客戶：你好，想問呢個單位仲有冇？\n代理：你可以打我手提 9183 2764 約睇樓。\n客戶：好，我叫李穎欣，電話 6294 7731，星期六下晝得閒。',
    };
    const lead = readInput(cantonese, 'HK');
    expect({ name: lead.name, phone: lead.phone }).to.deep.equal({ name: '李穎欣', phone: '+85262947731' });
  });
});

describe("Reader (review 58): a payment's merchant_order holding the buyer's form", () => {
  // A payment gateway's notification: the merchant's order as it passed it through (`merchant_order`), holding the
  // student's contact and answers, beside the school's own block.
  const body = {
    trans_id: 2841937266,
    amount: 1500000,
    merchant_order: {
      talaba: { ism: 'Jasur Karimov', telefon: '+998 90 123 45 67' },
      kurs: 'Python asoslari',
      izoh: 'Kechki guruh kerak',
    },
    markaz: { nomi: 'Yulduz Akademiyasi', administrator: 'Aziz Aliyev', telefon: '71 200 11 22' },
  };

  it("reads the buyer and their answers, not the school's line", () => {
    const { name, phone, notes } = readInput(body, 'UZ');
    expect({ name, phone }).to.deep.equal({ name: 'Jasur Karimov', phone: '+998901234567' });
    expect(notes).to.contain('Python asoslari').and.contain('Kechki guruh kerak');
  });
});

describe("Reader (review 58): a transcript between the person's side and one speaker no word names", () => {
  // A classifieds chat as one text: the buyer's turns under a word naming them, the seller's under a word no vocabulary
  // holds; the seller gives their own number, the buyer theirs.
  const body = {
    conversation_id: 'cv-6610294',
    seller: { display: 'Dara Land' },
    messages_text:
      'Pembeli: Halo, tanahnya masih dijual?\nPenjaja: Masih, ini 0812 3456 7890\nPembeli: Saya mau lihat hari Minggu pagi, WA ke 0813 9876 5432\nPenjaja: Baik, terima kasih',
  };

  it("takes the buyer's number, not the other speaker's", () => {
    expect(readInput(body, 'ID').phone).to.equal('+6281398765432');
  });

  it('keeps a form of labels, one said twice, whole', () => {
    const text = 'Pembeli: Rina\nLayanan: renovasi dapur\nPembeli: hubungi sore hari';
    expect(readInput({ phone: '0813 9876 5432', catatan: text }, 'ID').notes).to.contain('renovasi dapur');
  });
});

// Guards from a third attacker's pass (/work/attack58c), each a body that read worse after ebb63095 and 530164d5.
describe('Reader (review 58): guards from a third attacker’s pass', () => {
  it("reads no name from a Latvian keyword, a Zulu company's or agent's name, an Estonian broker's", () => {
    const keyword = {
      'Atslēgas vārds': 'santehniķis rīga',
      tālrunis: '26 735 917',
      ziņa: 'Vajag nomainīt jaucējkrānu',
    };
    expect(readInput(keyword, 'LV').name).to.equal(null);
    const company = { 'Igama lenkampani': 'Zulu Logistics (Pty) Ltd', ucingo: '072 418 3358' };
    expect(readInput(company, 'ZA').name).to.equal(null);
    const broker = { 'Maakleri eesnimi': 'Rasmus', 'Maakleri perenimi': 'Saar', telefon: '+372 5341 8826' };
    expect(readInput(broker, 'EE').name).to.equal(null);
  });

  it("keeps the shop's own details under an order's keys out of the brief", () => {
    const body = {
      customer_name: 'Dana Whitfield',
      customer_phone: '07723 519846',
      order_store_name: 'Oakwood Kitchens Ltd',
      order_note: 'Please call before delivery',
    };
    const notes = readInput(body, 'GB').notes;
    expect(notes).to.contain('Please call before delivery').and.not.contain('Oakwood Kitchens');
  });
});

describe("Reader (review 58): Cyrillic's `тел` in an agency's card after a mail's rule", () => {
  // A classifieds portal's mail relayed as JSON: the enquirer's labelled lines, then after `--` the agency's card, its
  // lines labelled `агент:` and `тел:` (a phone's abbreviation), its tax number last.
  const text =
    'Поштовани,\n\nстигла вам је нова порука.\n\nИме: Јована Петровић\nТелефон: 064 318 2276\n' +
    'Е-пошта: jovana.petrovic@gmail.com\nПорука: Да ли је стан слободан?\nПреглед: викендом пре подне\n\n' +
    '--\nНекретнине Сава д.о.о.\nагент: Марко Илић\nтел: 011 2604 719\nБулевар Зорана Ђинђића 12, Нови Београд\nПИБ 108834272';

  it('keeps the card out of the brief', () => {
    const { name, phone, notes } = readInput({ from: 'obavestenja@portal.example', text }, 'RS');
    expect({ name, phone }).to.deep.equal({ name: 'Јована Петровић', phone: '+381643182276' });
    expect(notes).to.contain('Да ли је стан слободан?').and.contain('викендом пре подне');
    for (const leak of ['Некретнине Сава', 'Марко Илић', '011 2604 719', 'Зорана Ђинђића'])
      expect(notes).not.to.contain(leak);
  });
});
