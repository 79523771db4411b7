import { expect } from 'chai';
import { readsTheBrief } from '../helpers/review-rows.ts';
import { readInput } from '../helpers/read-lead.ts';

// Session 64: classes found in held-out sets, each on an invented body. Made-up people and businesses.

describe("Reader (review 64): a business's card in a merchant's numbered slot, in any script, is someone else's", () => {
  // A payment page's checkout fills the slots its gateway gives the merchant (`Custom05`, `udf5`, `userDefined4`) with the
  // buyer's answers, each labelled, and with the business's own line: its name, its street and its phone between
  // separators (`|`, `｜`, `–`, `·`, `،`, `፣`, `、`), no sentence. Its words are in a script without capitals or in lower
  // case, so only its parts and its number say it is a card; the slot says the merchant wrote it. (Session 62 read the
  // same shape under any key and took it back: under a key a person's form names, the same parts are their own address
  // with a landline, a guardian's or a recipient's line, a message: review 62's guards.)
  readsTheBrief(
    [
      {
        what: 'a bakery’s line in Hebrew',
        country: 'IL',
        body: {
          CardOwnerName: 'דנה לוי',
          CardOwnerPhone: '054-7712345',
          Custom01: 'סדנה: עוגיות לילדים, יום ראשון',
          Custom04: 'קונדיטוריית השקד | רחוב הרצל 45 חולון | 03-5551234',
        },
        name: 'דנה לוי',
        phone: '+972547712345',
        email: null,
        answers: ['עוגיות לילדים'],
        leaks: ['קונדיטוריית השקד', '03-5551234'],
      },
      {
        what: 'a studio’s line in Arabic between dashes and a comma',
        country: 'JO',
        body: {
          customer: { name: 'سارة منصور', phone: '0791234567', email: 'sara.mansour@hotmail.com' },
          udf: {
            udf1: 'نوع الجلسة: تصوير عائلي في الحديقة',
            udf3: 'مركز ورد للتصوير – عبدون، شارع القاهرة – 06 592 3344',
          },
        },
        name: 'سارة منصور',
        phone: '+962791234567',
        email: 'sara.mansour@hotmail.com',
        answers: ['تصوير عائلي في الحديقة'],
        leaks: ['مركز ورد للتصوير', '06 592 3344'],
      },
      {
        what: 'a school’s line in Bengali with Bengali digits',
        country: 'BD',
        body: {
          cus_name: 'রাফি আহমেদ',
          cus_phone: '01819-234567',
          opt_a: 'কোর্স: স্পোকেন ইংলিশ, সকাল ব্যাচ',
          udf4: 'আলো কোচিং সেন্টার, বাড়ি ১২, রোড ৪, মিরপুর, ০১৯১২-৩৪৫৬৭৮',
        },
        name: 'রাফি আহমেদ',
        phone: '+8801819234567',
        email: null,
        answers: ['স্পোকেন ইংলিশ'],
        leaks: ['আলো কোচিং সেন্টার', '০১৯১২-৩৪৫৬৭৮'],
      },
      {
        what: 'a shop’s line in Chinese between full-width bars, no space',
        country: 'CN',
        body: {
          buyer: { nick: '王晓燕', mobile: '13912345678' },
          custom_field1: '人数：两位',
          custom_field2: '青禾陶艺工作室｜杭州市西湖区文二路88号｜0571-8765-4321',
        },
        name: '王晓燕',
        phone: '+8613912345678',
        email: null,
        answers: ['两位'],
        leaks: ['青禾陶艺工作室', '0571-8765-4321'],
      },
      {
        what: 'a clinic’s name and phone alone in Thai',
        country: 'TH',
        body: {
          customerName: 'มาลี ศรีสุข',
          customerPhone: '081-234-5678',
          userDefined1: 'บริการ: ฟอกสีฟัน',
          userDefined4: 'คลินิกฟันสวยใส สาขาลาดพร้าว | 02-555-1234',
        },
        name: 'มาลี ศรีสุข',
        phone: '+66812345678',
        email: null,
        answers: ['ฟอกสีฟัน'],
        leaks: ['คลินิกฟันสวยใส', '02-555-1234'],
      },
      {
        what: 'a dog school’s line in Polish, its words in lower case',
        country: 'PL',
        body: {
          buyer: { firstName: 'Marta', lastName: 'Zielińska', phone: '+48 602 345 678', email: 'marta.z@onet.pl' },
          merchantDefined1: 'Pies: beagle, 5 mies. | Problem: gryzie meble',
          merchantDefined2: 'Przedszkole dla psów Merdek – ul. Lipowa 8, Gdańsk, tel. 58 555 12 34',
        },
        name: 'Marta Zielińska',
        phone: '+48602345678',
        email: 'marta.z@onet.pl',
        answers: ['gryzie meble'],
        leaks: ['Merdek', '58 555 12 34'],
      },
    ],
    (what) => `keeps ${what} out of the brief`,
  );
  // The person's own words naming a number stay, in a slot too: a sentence, a line holding their own number, labelled
  // pairs, an address led by its street's number, a line under a key a person's form names.
  for (const [what, country, extra, kept] of [
    [
      'a sentence naming another number',
      'PL',
      { telefon: '602 345 678', udf2: 'Proszę dzwonić po 17, albo na numer męża 601 222 333' },
      'numer męża 601 222 333',
    ],
    [
      'a Japanese request with a number inside it',
      'JP',
      { telefon: '090-1234-5678', custom1: '夜は090-8888-7777にお願いします' },
      '夜は090-8888-7777',
    ],
    [
      'a line holding their own number again',
      'TH',
      { telefon: '081-234-5678', userDefined2: 'สมศรี ใจดี | 081-234-5678' },
      'สมศรี ใจดี',
    ],
    [
      'labelled pairs between bars',
      'TH',
      { telefon: '081-234-5678', userDefined2: 'ชื่อ: สมศรี ใจดี | โทรสำรอง: 02-111-2233' },
      'โทรสำรอง',
    ],
    [
      'their address led by its number, with a landline',
      'TH',
      { telefon: '081-234-5678', udf3: '99/1 ซอยสุขุมวิท 31, วัฒนา, 02-111-2233' },
      'ซอยสุขุมวิท 31',
    ],
    [
      'a card-shaped line under a key their form names',
      'IL',
      { telefon: '054-7712345', כתובת: 'רחוב סוקולוב, חולון | 03-5051234' },
      'רחוב סוקולוב',
    ],
  ] as const)
    it(`keeps ${what} in the brief`, () => {
      const lead = readInput({ imie: 'Somsri Jaidee', ...extra }, country);
      expect(lead.notes).to.include(kept);
    });
});

describe('Reader (review 64): an item typed as a contact with no label of its own, beside labelled items', () => {
  // A scheduling tool's booking form sends each field as `{field_type, label?, value}`: the tool's own fields (the guest's
  // name and email) carry their type alone, the business's questions a label too. The name's item read under the list's
  // key (`form`), and the name was lost where the phone's item had a label.
  readsTheBrief(
    [
      {
        what: 'a guest’s name typed `guest_name` beside a labelled phone',
        country: 'JP',
        body: {
          event: {
            form: [
              { field_type: 'guest_name', value: '佐藤 花子' },
              { field_type: 'phone', label: '電話番号', value: '090-1234-5678' },
              { field_type: 'text', label: 'お悩みの箇所', value: '肩こりと腰痛' },
            ],
          },
        },
        name: '佐藤 花子',
        phone: '+819012345678',
        email: null,
        answers: ['お悩みの箇所: 肩こりと腰痛'],
        leaks: ['form: '],
      },
      {
        what: 'a customer’s email typed `customer_email` beside labelled questions',
        country: 'DE',
        body: {
          fields: [
            { type: 'customer_name', value: 'Jonas Becker' },
            { type: 'customer_email', value: 'jonas.becker@web.de' },
            { type: 'text', label: 'Welches Fahrzeug?', value: 'VW Golf 7, Bj. 2016' },
          ],
        },
        name: 'Jonas Becker',
        phone: null,
        email: 'jonas.becker@web.de',
        answers: ['Welches Fahrzeug?: VW Golf 7, Bj. 2016'],
        leaks: ['fields: '],
      },
    ],
    (what) => `reads ${what}`,
  );
});

describe("Reader (review 64): a business's footer below the person's message, after a signature's delimiter", () => {
  // A helpdesk's web form writes the person's message into the ticket's article and the business's footer below it,
  // after a line `--` (RFC 3676's `-- `): the business's name, street, line and mailbox reached the brief with the words.
  readsTheBrief(
    [
      {
        what: 'the footer out, the message in',
        country: 'AT',
        body: {
          ticket: { title: 'Anfrage Photovoltaik', customer: { firstname: 'Eva', lastname: 'Pichler' } },
          article: {
            from: 'Eva Pichler <eva.pichler@aon.at>',
            body: 'Guten Tag,\n\nwir möchten eine PV-Anlage mit 8 kWp auf dem Garagendach.\nBitte um Rückruf abends.\n\nTel: 0676 5512340\n\n--\nSonnwerk Solartechnik GmbH · Hauptplatz 3, 8010 Graz · +43 316 77 21 00 · info@sonnwerk.at',
          },
        },
        name: 'Eva Pichler',
        phone: '+436765512340',
        email: 'eva.pichler@aon.at',
        answers: ['PV-Anlage mit 8 kWp', 'Bitte um Rückruf abends'],
        leaks: ['Sonnwerk', '+43 316 77 21 00', 'info@sonnwerk.at'],
      },
    ],
    (what) => `keeps ${what}`,
  );
  for (const [what, message, kept] of [
    [
      'their own signature (their own number)',
      'Need a quote for 3 windows.\n-- \nJan Novak\n+420 777 123 456',
      'Jan Novak',
    ],
    ['words after a dash line naming no contact', 'Need a quote.\n--\nAlso the back door, it sticks.', 'back door'],
  ] as const)
    it(`keeps ${what} in the brief`, () => {
      const lead = readInput({ name: 'Jan Novak', phone: '+420 777 123 456', message }, 'CZ');
      expect(lead.notes).to.include(kept);
    });
});
