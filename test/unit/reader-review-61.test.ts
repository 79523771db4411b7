import { readsTheBrief } from '../helpers/review-rows.ts';

// Session 61: classes found in held-out sets and attack passes, each on an invented body.

describe("Reader (review 61): a business's or a referrer's word glued to a contact's term, in a script written without spaces", () => {
  // Chinese, Japanese and Thai keys carry no spaces: a merchant's phone is `商户电话` (merchant + phone), a store's
  // `店舗電話番号`, a referrer's number `เบอร์ผู้แนะนำ` (number + referrer, the qualifier after the noun). The qualifier
  // glued to the term says whose the value is, as `store_phone` and `referrer_phone` do: someone else's, read only
  // when the person has no contact of their own, and the business's own name stays out of the brief.
  readsTheBrief(
    [
      {
        what: "Chinese: a merchant's mobile first, the buyer's under a contact phone's key",
        country: 'CN',
        body: {
          订单号: 'DD20261204',
          商户名称: '深圳鹏城家电',
          商户电话: '13800138000',
          买家: '王小明',
          联系电话: '13912345678',
          备注: '周六上午送货',
        },
        name: '王小明',
        phone: '+8613912345678',
        email: null,
        answers: ['周六上午送货'],
        leaks: ['13800138000', '深圳鹏城家电'],
      },
      {
        what: "Japanese: a store's number and name before the person's",
        country: 'JP',
        body: {
          店舗名: 'さくら不動産 新宿店',
          店舗電話番号: '03-5321-1111',
          お名前: '山田 花子',
          ご連絡先電話番号: '090-1234-5678',
          ご要望: '2LDKで駅近希望',
        },
        name: '山田 花子',
        phone: '+819012345678',
        email: null,
        answers: ['2LDKで駅近希望'],
        leaks: ['03-5321-1111', 'さくら不動産'],
      },
      {
        what: "Thai: a referrer's number, its qualifier after the noun",
        country: 'TH',
        body: {
          ชื่อ: 'สมชาย ใจดี',
          เบอร์ผู้แนะนำ: '0812345678',
          เบอร์ติดต่อ: '0898765432',
          ข้อความ: 'สนใจคอนโดสองห้องนอน',
        },
        name: 'สมชาย ใจดี',
        phone: '+66898765432',
        email: null,
        answers: ['สนใจคอนโดสองห้องนอน'],
        leaks: ['0812345678'],
      },
      {
        what: "Chinese: a referrer's phone beside the person's email only",
        country: 'CN',
        body: { 姓名: '李华', 推荐人电话: '13800138000', 邮箱: 'li.hua@qq.com', 需求: '三居室装修报价' },
        name: '李华',
        phone: null,
        email: 'li.hua@qq.com',
        answers: ['三居室装修报价'],
        leaks: ['13800138000'],
      },
      {
        what: "the customer's own phone glued to the customer's word stays theirs",
        country: 'CN',
        body: { 商家电话: '13800138000', 客户姓名: '李华', 客户电话: '13912345678', 需求: '三居室装修报价' },
        name: '李华',
        phone: '+8613912345678',
        email: null,
        answers: ['三居室装修报价'],
        leaks: ['13800138000'],
      },
    ],
    (what) => what,
  );
});

describe("Reader (review 61): a conversation's turns each typed as text beside their writer", () => {
  // Chat tools type every turn (`{from: "bot", type: "text", text: "…"}`, `{role: "assistant", type: "text", …}`): the
  // turn names its writer beside its typed text, so it is a turn, walked, not a value wrapped in its type; the bot's and
  // the assistant's lines stay out of the brief, as they do when the turn carries no type.
  readsTheBrief(
    [
      {
        what: 'English: a bot asking, the customer answering',
        country: 'US',
        body: {
          event: 'message.received',
          contact: { id: 'c_88213', name: 'Katherine Wong', phone: '+1 415 823 9907' },
          messages: [
            { from: 'customer', type: 'text', text: 'Hi, how much for teeth whitening?' },
            { from: 'bot', type: 'text', text: 'Could you tell me a good time to call you back?' },
            { from: 'customer', type: 'text', text: 'Weekday evenings after 6 work best' },
          ],
        },
        name: 'Katherine Wong',
        phone: '+14158239907',
        email: null,
        answers: ['how much for teeth whitening', 'Weekday evenings after 6'],
        leaks: ['a good time to call you back'],
      },
      {
        what: "Portuguese: an assistant's lines by role",
        country: 'BR',
        body: {
          conversation_id: 'cv_1',
          contact: { name: 'Ana Souza', phone: '+55 11 98765 4321' },
          transcript: [
            { role: 'assistant', type: 'text', text: 'Olá! Como posso ajudar?' },
            { role: 'user', type: 'text', text: 'Quero orçamento para energia solar, conta de luz R$ 600' },
            { role: 'assistant', type: 'text', text: 'Ótimo, um consultor vai ligar para você.' },
          ],
        },
        name: 'Ana Souza',
        phone: '+5511987654321',
        email: null,
        answers: ['energia solar, conta de luz R$ 600'],
        leaks: ['Como posso ajudar', 'um consultor vai ligar'],
      },
      {
        what: "Cantonese: a bot's question between the customer's turns",
        country: 'HK',
        body: {
          event: 'message.received',
          channel: 'whatsapp',
          contact: { id: 'c_5521', name: '黃嘉欣', phone: '85291234567' },
          messages: [
            { from: 'customer', type: 'text', text: '你好，想問下牙齒美白幾錢？' },
            { from: 'bot', type: 'text', text: '請問你想幾時預約？' },
            { from: 'customer', type: 'text', text: '下個星期六下晝' },
          ],
        },
        name: '黃嘉欣',
        phone: '+85291234567',
        email: null,
        answers: ['牙齒美白幾錢', '下個星期六下晝'],
        leaks: ['請問你想幾時預約'],
      },
    ],
    (what) => what,
  );
});

describe('Reader (review 61): a number given in a sentence as "my <phone word> is …", in any of the languages listed', () => {
  // A chat's first message carries the number in the person's words: a possessive, a phone's term or its abbreviation,
  // then the verb (`Mi cel es 55 …`, `mon portable est le 06 …`, `il mio cellulare è 347 …`). Each part is a list's
  // word (vocabulary-phone-phrases.ts); no whole phrase need be listed.
  const chat = (text: string, name: string, email: string) => ({
    event: 'chat:start',
    chatId: 'a2f7c1e0-29d4-11ef-9c3b-7b1f4e2d8a61',
    message: { text, type: 'msg', sender: { type: 'visitor' } },
    visitor: { name, email },
  });
  readsTheBrief(
    [
      {
        what: 'Spanish, the abbreviation: "Mi cel es …"',
        country: 'MX',
        body: chat(
          'Hola, me interesa el departamento en Narvarte. Mi cel es 55 3482 7169, prefiero WhatsApp.',
          'Andrea Villalobos',
          'andrea.villalobos@correo-mx.com',
        ),
        name: 'Andrea Villalobos',
        phone: '+525534827169',
        email: 'andrea.villalobos@correo-mx.com',
        answers: ['departamento en Narvarte'],
        leaks: ['a2f7c1e0'],
      },
      {
        what: 'French, an article after the verb: "mon portable est le …"',
        country: 'FR',
        body: chat(
          'Bonjour, je voudrais un devis pour une pompe à chaleur. Mon portable est le 06 12 48 73 95.',
          'Claire Dubois',
          'claire.dubois@laposte.net',
        ),
        name: 'Claire Dubois',
        phone: '+33612487395',
        email: 'claire.dubois@laposte.net',
        answers: ['pompe à chaleur'],
        leaks: [],
      },
      {
        what: 'Italian: "il mio cellulare è …"',
        country: 'IT',
        body: chat(
          'Salve, vorrei informazioni sul corso di vela. Il mio cellulare è 347 215 8890, grazie.',
          'Marco Bianchi',
          'marco.bianchi@libero.it',
        ),
        name: 'Marco Bianchi',
        phone: '+393472158890',
        email: 'marco.bianchi@libero.it',
        answers: ['corso di vela'],
        leaks: [],
      },
      {
        what: 'guard: someone else\'s number in the same words ("my manager\'s cell is …") is none',
        country: 'US',
        body: chat(
          "Hi, I'd like a quote for office cleaning. My manager's cell is 415 823 9907 if I am out.",
          'Dana Ortiz',
          'dana.ortiz@gmail.com',
        ),
        name: 'Dana Ortiz',
        phone: null,
        email: 'dana.ortiz@gmail.com',
        answers: ['office cleaning'],
        leaks: [],
      },
    ],
    (what) => what,
  );
});
