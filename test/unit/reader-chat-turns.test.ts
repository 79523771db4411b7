import { expect } from 'chai';
import fc from 'fast-check';
import { readInput, readLead } from '../helpers/read-lead.ts';

// A conversation's turns in the body (a chat widget's transcript, a messenger's thread): the brief
// keeps the person's own words and leaves an agent's or a bot's turns in `fields` (docs/api.md §2.4).
// Invented bodies, in several languages and scripts, with markers no vocabulary lists.

describe("Reader: a conversation's turns, the person's kept and someone else's left out (docs/api.md §2.4)", () => {
  it("keeps the visitor's turns and leaves the bot's and the agent's (and the office line they gave) out", () => {
    const { notes, phone } = readInput({
      chat_id: 'c-88121',
      visitor: { name: 'Marcus Lee', email: 'marcus.lee@example.com', phone: '+1 415 555 0182' },
      messages: [
        { author: 'bot', text: 'Hi! How can we help you today?' },
        { author: 'visitor', text: 'I need a quote for a kitchen remodel, about 200 sq ft' },
        { author: 'agent', author_name: 'Sandra K.', text: 'Sure, Sandra here. What is your budget?' },
        { author: 'visitor', text: 'Around 30k, and we want to start in March' },
        { author: 'agent', author_name: 'Sandra K.', text: 'Our office line is (415) 555-0100.' },
      ],
    });
    expect(phone).to.equal('+14155550182');
    expect(notes).to.include('I need a quote for a kitchen remodel').and.include('Around 30k');
    for (const theirs of ['How can we help', 'Sandra', 'What is your budget', '555-0100'])
      expect(notes).not.to.include(theirs);
  });

  it('reads a direction (`in`, `out`) and a side in Portuguese as the person or the business', () => {
    const inOut = readInput({
      contact: { name: 'Ivy Chen', email: 'ivy.chen@example.org' },
      transcript: [
        { direction: 'in', body: 'Do you have openings for a teeth cleaning next week?' },
        { direction: 'out', body: 'This is Dana from Bright Smile: Tuesday 3pm or Thursday 10am.' },
        { direction: 'in', body: 'Thursday 10am please' },
      ],
    }).notes;
    expect(inOut).to.include('teeth cleaning').and.include('Thursday 10am please').and.not.include('Bright Smile');
    const portuguese = readInput(
      {
        conversa: {
          contato: { nome: 'Beatriz Souza', telefone: '+55 11 98765-4321' },
          mensagens: [
            { de: 'cliente', texto: 'Oi, quero saber o preço do plano família' },
            { de: 'atendente', nome: 'Carlos', texto: 'O plano família custa R$ 199. Posso te ligar?' },
            { de: 'cliente', texto: 'Pode sim, depois das 18h' },
          ],
        },
      },
      'BR',
    ).notes;
    expect(portuguese).to.include('plano família').and.include('depois das 18h').and.not.include('R$ 199');
  });

  it('tells the sides apart by shape where no word does: a side greeting the person by name, or signing with a name not theirs', () => {
    // Hebrew markers, the agent's turns greeting the person ("שלום דנה").
    const hebrew = readInput(
      {
        לקוח: { שם: 'דנה לוי', טלפון: '052-123-4567' },
        שיחה: [
          { צד: 'א', הודעה: 'אני מחפשת דירת שלושה חדרים בחיפה' },
          { צד: 'ב', הודעה: 'שלום דנה, יש לנו כמה דירות מתאימות' },
          { צד: 'א', הודעה: 'תקציב עד שני מיליון' },
        ],
      },
      'IL',
    );
    expect(hebrew.notes).to.include('דירת שלושה חדרים').and.include('תקציב עד שני מיליון');
    expect(hebrew.notes).not.to.include('יש לנו כמה דירות');
    // What marks a turn's side is the tool's bookkeeping: in no brief.
    expect(hebrew.notes).not.to.include('צד');
    // Thai, a number marking the side, the agent greeting the person within an unspaced sentence.
    const thai = readInput(
      {
        ลูกค้า: { ชื่อ: 'สมศรี ใจดี', โทร: '081 234 5678' },
        แชท: [
          { ผู้ส่ง: 1, ข้อความ: 'อยากจองห้องพัก 2 คืน ช่วงปีใหม่ค่ะ' },
          { ผู้ส่ง: 2, ข้อความ: 'สวัสดีค่ะคุณสมศรี ห้องว่างค่ะ ราคา 3,500 บาท' },
          { ผู้ส่ง: 1, ข้อความ: 'ขอวิวทะเล ถ้ามีค่ะ' },
        ],
      },
      'TH',
    );
    expect(thai.notes).to.include('อยากจองห้องพัก').and.include('ขอวิวทะเล').and.not.include('3,500');
    // Hindi, a flag marking the side, the agent's turns signed with a name that is not the person's.
    const hindi = readInput(
      {
        ग्राहक: { नाम: 'राहुल शर्मा', मोबाइल: '98450 12345' },
        बातचीत: [
          { is_staff: false, text: 'मुझे होम लोन के बारे में जानकारी चाहिए' },
          { is_staff: true, name: 'Anita', text: 'ज़रूर, आपकी मासिक आय कितनी है?' },
          { is_staff: false, text: 'लगभग 80 हज़ार महीना' },
        ],
      },
      'IN',
    );
    expect(hindi.notes).to.include('होम लोन').and.include('80 हज़ार').and.not.include('मासिक आय');
  });

  it('never drops a turn when the sides cannot be told apart, wherever the turns sit and whatever marks them', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('messages', 'thread', 'items', 'ข้อความ'),
        fc.constantFrom('side', 'src', 'k', 'צד'),
        fc.tuple(fc.constantFrom('x', 'p', '7'), fc.constantFrom('y', 'q', '8')),
        (listKey, markerKey, [first, second]) => {
          const { notes } = readInput({
            contact: { name: 'Lena Vogel', email: 'lena@example.de' },
            [listKey]: [
              { [markerKey]: first, msg: 'Wir planen einen Wintergarten' },
              { [markerKey]: second, msg: 'Gern, welche Größe stellen Sie sich vor' },
              { [markerKey]: first, msg: 'Etwa zwanzig Quadratmeter' },
            ],
          });
          for (const turn of ['Wintergarten', 'welche Größe', 'zwanzig Quadratmeter']) expect(notes).to.include(turn);
        },
      ),
    );
  });

  it("leaves the other side's turns out whatever its marker's value, when it greets the person by name", () => {
    fc.assert(
      fc.property(
        // Markers no vocabulary lists (a word naming a side, `caller`, says more than the greeting).
        fc.stringMatching(/^zq[a-z]{1,6}$/),
        fc.stringMatching(/^zq[a-z]{1,6}$/),
        fc.boolean(),
        (person, other, businessFirst) => {
          fc.pre(person !== other);
          const theirs = { who: other, say: 'Hello Omar, thanks for writing to us' };
          const turns = [
            { who: person, say: 'Looking for a used hatchback under 9k' },
            { who: person, say: 'Automatic gearbox if possible' },
          ];
          const { notes } = readInput({
            lead: { full_name: 'Omar Haddad', phone: '+44 7700 900123' },
            conversation: businessFirst ? [theirs, ...turns] : [...turns, theirs],
          });
          expect(notes).to.include('used hatchback').and.include('Automatic gearbox');
          expect(notes).not.to.include('thanks for writing');
        },
      ),
    );
  });

  it('gives the turns of someone else the role otherParty, and reads a flat body as before', () => {
    const { roles } = readLead({
      email: 'kim@example.com',
      log: [
        { from: 'customer', text: 'Need two tickets for Saturday' },
        { from: 'agent', text: 'Saturday is sold out, sorry' },
      ],
    });
    expect(roles['/log/1/text']).to.equal('otherParty');
    expect(roles['/log/0/text']).to.equal('answer');
  });
});

describe("Reader: a turn's writer in an object of its own, its name or a staff key telling the sides apart (docs/api.md §2.4)", () => {
  it('reads the side from a marker one level down (`by: {kind, ref}`), and leaves the whole other turn out', () => {
    const { notes, email } = readInput(
      {
        thread: {
          people: [{ kind: 'visitor', ref: 'v1', name: 'Lena Vogt', emails: 'lena.vogt@example.de' }],
          posts: [
            { by: { kind: 'visitor', ref: 'v1' }, body: 'Ich hätte gern ein Angebot für zwei Dachfenster' },
            { by: { kind: 'agent', ref: 'a7', name: 'Jonas Beck' }, body: 'Gern, das kostet ab 1.200 € pro Fenster' },
            { by: { kind: 'visitor', ref: 'v1' }, body: 'Bitte nach 17 Uhr anrufen' },
          ],
        },
      },
      'DE',
    );
    expect(email).to.equal('lena.vogt@example.de');
    expect(notes).to.include('zwei Dachfenster').and.include('nach 17 Uhr');
    expect(notes).not.to.include('1.200 €').and.not.include('Jonas Beck');
  });

  it("reads a side marked by the writer's name: the person's name is theirs, another name someone else's", () => {
    const notes = readInput(
      {
        client: { display: 'Omar Haddad', mobile: '+971 50 123 4567' },
        log: [
          { writer: { name: 'Omar Haddad', uid: 'u-1' }, msg: 'هل لديكم مواعيد يوم السبت؟' },
          { writer: { name: 'Salma (Clinic)', uid: 'a-9' }, msg: 'نعم، الساعة العاشرة صباحا متاحة' },
          { writer: { name: 'Omar Haddad', uid: 'u-1' }, msg: 'ممتاز، احجز لي من فضلك' },
        ],
      },
      'AE',
    ).notes;
    expect(notes).to.include('مواعيد يوم السبت').and.include('احجز لي');
    expect(notes).not.to.include('الساعة العاشرة').and.not.include('Salma');
  });

  it("reads the side whose turns carry a staff member's key (`servicer_userid`) as someone else's, numbers marking both", () => {
    const notes = readInput(
      {
        items: [
          { src: 3, chat_user: 'wm-7781', content: { body: '想咨询一下周末的钢琴课，孩子七岁' } },
          {
            src: 5,
            chat_user: 'wm-7781',
            servicer_userid: 'liwei_kf',
            content: { body: '您好，周六上午有体验课，方便留个电话吗？' },
          },
          { src: 3, chat_user: 'wm-7781', content: { body: '电话 139 1234 5678，周六可以' } },
        ],
      },
      'CN',
    ).notes;
    expect(notes).to.include('钢琴课').and.include('周六可以');
    expect(notes).not.to.include('体验课');
  });
});

describe("Reader: a call transcript's turns marked by each side's number (docs/api.md §2.4)", () => {
  it("keeps the caller's lines (their number, the lead's phone) and leaves the business line's out", () => {
    const { notes, phone } = readInput({
      call: {
        from: '+1 650 555 0128',
        to: '+1 415 555 0144',
        transcript: [
          { who: '+14155550144', said: 'Lakeside Pools, this is Jo, how can I help?', at: 0.4 },
          { who: '+16505550128', said: 'Our pump is making a grinding noise', at: 4.1 },
          { who: '+14155550144', said: 'We can send a tech, the visit is $95', at: 11.8 },
          { who: '+16505550128', said: 'Mornings are better for us', at: 16.3 },
        ],
      },
    });
    expect(phone).to.equal('+16505550128');
    expect(notes).to.contain('Our pump is making a grinding noise');
    expect(notes).to.contain('Mornings are better for us');
    expect(notes).not.to.contain('Lakeside Pools');
    expect(notes).not.to.contain('$95');
  });
});

describe("Reader: a chat's sides marked in Chinese (docs/api.md §2.4)", () => {
  it("keeps the visitor's (访客) turns and leaves customer service's (客服) out; the visitor's name under 访客名称", () => {
    const { notes, name } = readInput(
      {
        访客: { 访客名称: '黄丽华', 手机: '13590000001' },
        对话: [
          { 发送方: '客服', 内容: '您好，请问想定制哪个空间？' },
          { 发送方: '访客', 内容: '主卧衣柜加榻榻米，房间大概 14 平' },
          { 发送方: '客服', 内容: '好的，预算大概多少呢？' },
          { 发送方: '访客', 内容: '三万左右，想要环保板材' },
        ],
      },
      'CN',
    );
    expect(name).to.equal('黄丽华');
    expect(notes).to.contain('三万左右，想要环保板材');
    expect(notes).not.to.contain('预算大概多少');
  });
});

describe("Reader: a one-word reply in the person's turn (docs/api.md §2.4)", () => {
  it("keeps `חתונה` (a wedding), the person's one-word answer to the bot's question", () => {
    const { notes } = readInput(
      {
        PhoneNumber: '0526000001',
        Messages: [
          { Direction: 'out', Sender: 'bot', Text: 'לאיזה אירוע אתם מתכננים? (חתונה / בר מצווה)', Time: '08:02' },
          { Direction: 'in', Text: 'חתונה', Time: '08:03' },
          { Direction: 'out', Sender: 'bot', Text: 'כמה אורחים בערך?', Time: '08:03' },
          { Direction: 'in', Text: 'כ-250 אורחים', Time: '08:05' },
        ],
      },
      'IL',
    );
    expect(notes.split('\n')).to.include('Messages: חתונה');
    expect(notes).not.to.contain('08:03');
  });
});

describe("Reader: a turn's time under a creator's word says nothing of whose the turn is (docs/api.md §2.4)", () => {
  it("tells a bot's and an agent's turns from the user's when every turn carries `created_at`", () => {
    const { notes } = readInput(
      {
        user: { name: 'Pooja Invented', mobile_no: '9930100001' },
        messages: [
          { sender: 'bot', body: 'आप किस प्लान में रुचि रखती हैं?', created_at: '2026-11-29T06:10:02Z' },
          { sender: 'user', body: 'फैमिली हेल्थ इंश्योरेंस, 2 बड़े और 1 बच्चा', created_at: '2026-11-29T06:10:40Z' },
          { sender: 'agent', body: 'जी मैडम, मैं रोहित, आपको विकल्प भेजता हूँ', created_at: '2026-11-29T06:13:02Z' },
          { sender: 'user', body: 'बजट सालाना 25 हज़ार तक', created_at: '2026-11-29T06:13:44Z' },
        ],
      },
      'IN',
    );
    expect(notes).to.contain('बजट सालाना 25 हज़ार तक');
    expect(notes).not.to.contain('विकल्प भेजता हूँ');
  });

  it("keeps the person's message when its event carries its writer's id (`author_id`) beside a form's event", () => {
    const { notes } = readInput({
      users: [{ id: 'u-1', name: 'Daniel Invented', email: 'daniel@example.com', type: 'customer' }],
      events: [
        {
          created_at: '2026-11-28T10:02:11Z',
          type: 'filled_form',
          fields: [{ label: 'Are you a current patient?', answer: 'No' }],
        },
        {
          created_at: '2026-11-28T10:02:30Z',
          type: 'message',
          text: 'How much is Invisalign with a payment plan?',
          author_id: 'u-1',
        },
      ],
    });
    expect(notes).to.contain('How much is Invisalign with a payment plan?');
  });
});

describe('Reader: a note beside a conversation whose sides are told apart, outside every turn (docs/api.md §2.4)', () => {
  // Keys naming no note in any vocabulary (invented, several scripts): the text's place says whose it is.
  const NOTE_KEYS = ['remark_x', 'obs', 'ملاحظة_داخلية', 'หมายเหตุภายใน', 'памятка'];
  it("leaves a free text outside the turns and outside the person's object out of the brief: the staff's", () => {
    for (const key of NOTE_KEYS) {
      const body = {
        lead: { name: 'Juliana Alves', phone: '+55 11 97233-0481' },
        chat: [
          { who: 'bot', text: 'Olá! Qual serviço você procura?' },
          { who: 'lead', text: 'Castração de gata, 8 meses' },
          { who: 'bot', text: 'Prefere qual período?' },
          { who: 'lead', text: 'Manhã, de preferência numa sexta' },
        ],
        [key]: 'Oferecer pacote com microchip e vacina, cliente antiga',
      };
      const { notes } = readInput(body, 'BR');
      expect(notes, key).to.include('Castração de gata, 8 meses');
      expect(notes, key).to.include('Manhã, de preferência numa sexta');
      expect(notes, key).not.to.include('Oferecer pacote com microchip');
    }
  });

  it("keeps a message in the person's own object, and every text of a conversation whose sides are not told apart", () => {
    const own = {
      lead: {
        name: 'Juliana Alves',
        phone: '+55 11 97233-0481',
        recado: 'Tenho dois gatos, quero orçamento para os dois',
      },
      chat: [
        { who: 'bot', text: 'Olá! Qual serviço você procura?' },
        { who: 'lead', text: 'Castração de gata, 8 meses' },
      ],
    };
    expect(readInput(own, 'BR').notes).to.include('Tenho dois gatos, quero orçamento para os dois');
    const untold = {
      lead: { name: 'Juliana Alves', phone: '+55 11 97233-0481' },
      chat: [{ text: 'Castração de gata, 8 meses' }, { text: 'Manhã, de preferência numa sexta' }],
      obs: 'Tenho dois gatos, quero orçamento para os dois',
    };
    expect(readInput(untold, 'BR').notes).to.include('Tenho dois gatos, quero orçamento para os dois');
    // Elsewhere than beside the conversation's list (a product's text in its own object), or context by its key: kept.
    const listing = {
      lead: { name: 'Juliana Alves', phone: '+55 11 97233-0481' },
      anuncio: { descricao: 'Apartamento de dois quartos com varanda, perto do metrô' },
      chat: [
        { who: 'bot', text: 'Olá! Qual serviço você procura?' },
        { who: 'lead', text: 'Quero visitar o apartamento no sábado' },
      ],
      page_title: 'Apartamentos para alugar em Pinheiros, São Paulo',
    };
    const { notes } = readInput(listing, 'BR');
    expect(notes)
      .to.include('Apartamento de dois quartos com varanda')
      .and.include('Apartamentos para alugar em Pinheiros');
  });
});

describe("Reader: a list of attendees is no conversation, its event's summary no staff note (docs/api.md §2.4)", () => {
  it("keeps a booking's summary beside its attendees, where only names, flags and zones tell the rows apart", () => {
    const host = { display_name: 'Hannah Kwon', email: 'hannah@example.org', first_name: 'Hannah', last_name: 'Kwon' };
    const guest = {
      display_name: 'Jordan Blake',
      email: 'jordan.blake@example.com',
      first_name: 'Jordan',
      last_name: 'Blake',
    };
    const booking = {
      type: 'event.created',
      payload: {
        summary: 'Discovery call: Jordan Blake <> Northwind Analytics',
        scheduler: { ...guest, is_organizer: false, phone_number: '+1 503 555 0198', time_zone: 'America/Los_Angeles' },
        organizer: { ...host, is_organizer: true, phone_number: '+1 415 555 0101', time_zone: 'America/New_York' },
        attendees: [
          { id: 'att_1', ...host, is_organizer: true, phone_number: '+1 415 555 0101', time_zone: 'America/New_York' },
          {
            id: 'att_2',
            ...guest,
            is_organizer: false,
            phone_number: '+1 503 555 0198',
            time_zone: 'America/Los_Angeles',
          },
        ],
        link: { slug: 'intro', name: 'Discovery call', description: '30 minutes to see if we are a fit' },
      },
    };
    expect(readInput(booking).notes).to.include('Discovery call');
  });
});

describe('Reader: turns marked by whom they were sent to (`MessageToOperator`, `to_customer`)', () => {
  it("keeps the person's messages to the business and leaves the business's to them out", () => {
    for (const [toBusiness, toPerson] of [
      ['MessageToOperator', 'MessageToVisitor'],
      ['to_agent', 'to_customer'],
      ['mensagem_para_atendente', 'mensagem_para_cliente'],
    ]) {
      const body = {
        items: [
          { kind: toBusiness, nickname: 'Priya (Toronto)', body: 'Hi, do you ship custom boxes to Canada?' },
          { kind: toPerson, nickname: 'Marco', body: 'Yes we do! How many boxes do you need?' },
          { kind: toBusiness, nickname: 'Priya (Toronto)', body: 'About 2,500 mailer boxes, two-colour print' },
        ],
        visitor: { fullName: 'Priya Nair', emailAddress: 'priya.nair@example.ca' },
      };
      const { notes } = readInput(body, 'CA');
      expect(notes, toBusiness).to.include('do you ship custom boxes').and.include('About 2,500 mailer boxes');
      expect(notes, toBusiness).not.to.include('How many boxes do you need');
    }
  });
});

describe("Reader: a conversation's sides named by a legend of its codes", () => {
  // Session 33 (blind set 37's guide 10: a call's speech recognition, `channels: {"1": "caller", "2": "operator"}` beside
  // `phrases: [{channel: 2, text}]`): each turn's code read through the legend the body gives; the operator's turns and
  // a note beside them stay out, the caller's words stay in. Invented body.
  const body = {
    event: 'CALL_END',
    contact: { name: 'Jonas Berg', phone: '+46 70 555 01 88', email: 'jonas.berg@example.se' },
    speech: {
      channels: { '1': 'caller', '2': 'operator' },
      phrases: [
        { channel: 2, time: '00:00:02', text: 'Hej, Värmeteknik, vad kan jag hjälpa till med?' },
        { channel: 1, time: '00:00:05', text: 'Jag vill byta oljepannan mot en bergvärmepump.' },
        { channel: 2, time: '00:00:12', text: 'Hur stort är huset ungefär?' },
        { channel: 1, time: '00:00:15', text: 'Ungefär 160 kvadrat, två plan.' },
      ],
    },
  };

  it("keeps the caller's turns and leaves the operator's out", () => {
    const { notes } = readInput(body, 'SE');
    expect(notes).to.contain('bergvärmepump');
    expect(notes).to.contain('160 kvadrat');
    expect(notes).not.to.contain('vad kan jag hjälpa');
    expect(notes).not.to.contain('Hur stort är huset');
  });
});

// Session 36's class: a number the person gives as their turn's first words, right after a turn asking for a number to
// reach them: their phone, beside an email too (found by posting a chat widget's transcript with curl). Invented bodies.
describe('Reader: a number given in the turn after a question asking for one (docs/api.md §2.4)', () => {
  const chat = (answer: string, asked = 'Sure, what is a good number to call you?') => ({
    visitor: { email: 'lena.k@example.com' },
    transcript: [
      { from: 'agent', text: 'Hi! How can we help?' },
      { from: 'visitor', text: 'I need a quote for a deck' },
      { from: 'agent', text: asked },
      { from: 'visitor', text: answer },
    ],
  });

  it('reads the number alone or followed by words as the phone, in English and in German', () => {
    expect(readInput(chat('415-555-0166')).phone).to.equal('+14155550166');
    const read = readInput(chat('415-555-0166, afternoons are best'));
    expect([read.phone, read.email]).to.deep.equal(['+14155550166', 'lena.k@example.com']);
    expect(read.notes).to.include('I need a quote for a deck');
    const german = readInput(chat('0151 23456789', 'Unter welcher Nummer erreichen wir dich?'), 'DE');
    expect(german.phone).to.equal('+4915123456789');
  });

  it('reads the number after a turn naming a phone, and after one asking for a number in Polish', () => {
    const byTerm = readInput(chat('415-555-0166', 'Can I get your phone number?'));
    expect(byTerm.phone).to.equal('+14155550166');
    const polish = readInput(chat('601 234 567, najlepiej po 16', 'Pod jaki numer możemy oddzwonić?'), 'PL');
    expect(polish.phone).to.equal('+48601234567');
  });

  it('reads no number after a question asking for another number, nor one later in the turn', () => {
    expect(readInput(chat('415-555-0166', 'What is your order number?')).phone).to.equal(null);
    expect(readInput(chat('My neighbour has 415-555-0166 but I prefer email')).phone).to.equal(null);
  });
});

// Session 37's class (blind set 41's guide 15: a chat widget's transcript): the visitor's turn answering the operator's
// question for their number gives it after their name (`Sure, it's Rachel Nguyen, 512-555-0143.`): the first number of
// the turn is their phone, and the operator's own address in the body stays theirs, not the lead's. Invented body.
describe("Reader: a chat's answer to a number's question, its number after the name, beside the operator's email", () => {
  it("reads the visitor's phone and leaves the operator's email", () => {
    const body = {
      items: [
        { kind: 'MessageToVisitor', nickname: 'Sarah from Lakeside', body: 'Can I get your phone number?' },
        {
          kind: 'MessageToOperator',
          nickname: 'Visitor 4821',
          body: "Sure, it's Rachel Nguyen, 512-555-0143. Best after 5pm.",
        },
      ],
      operators: {
        '884122': { kind: 'Operator', nickname: 'Sarah from Lakeside', emailAddress: 'sarah@lakeside.example' },
      },
    };
    const { input } = readLead(body, 'US');
    expect([input.name, input.phone, input.email]).to.deep.equal(['Rachel Nguyen', '+15125550143', null]);
  });

  it("reads it after a turn whose question is followed by the business's own line", () => {
    const asked = 'Can I get a name and number so our team can call you? Our front desk is 512-555-0110.';
    const body = {
      items: [
        { kind: 'MessageToVisitor', nickname: 'Sarah from Lakeside', body: asked },
        { kind: 'MessageToOperator', nickname: 'Visitor 4821', body: "Sure, it's Rachel Nguyen, 512-555-0143." },
      ],
      operators: {
        '884122': { kind: 'Operator', nickname: 'Sarah from Lakeside', emailAddress: 'sarah@lakeside.example' },
      },
    };
    const { input } = readLead(body, 'US');
    expect([input.name, input.phone, input.email]).to.deep.equal(['Rachel Nguyen', '+15125550143', null]);
  });
});
