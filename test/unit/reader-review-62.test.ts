import { expect } from 'chai';
import { readsTheBrief } from '../helpers/review-rows.ts';
import { decodeJsonText } from '../../service/webhook/json-text.ts';
import { readInput } from '../helpers/read-lead.ts';

// Session 62: classes found in held-out sets and attack passes, each on an invented body.

describe('Reader (review 62): a named thing beside its own contact, under keys that name no party', () => {
  // A business's hidden fields beside the person's answers: a branch, an office or a campus named by a key no
  // vocabulary holds (`sube`, `sede`, `শাখা`, `שלוחה`), and its own phone or email under that key's word and a contact's
  // term (`sube_telefon`, `telefono_sede`, `শাখার ফোন`). A name with a contact of its own is someone: not the person,
  // whose contact is read elsewhere in the body. Both stay out of the brief. Structure decides, not a branch's word.
  readsTheBrief(
    [
      {
        what: "Turkish: a branch and its phone after the person's answers, the key joined by an underscore",
        country: 'TR',
        body: {
          customer: {
            name: 'Ayşe Demir',
            phone: '+905321112233',
            butce: '2-3 milyon TL',
            oda: '2+1',
            sube: 'Deniz Emlak - Üsküdar Ofisi',
            sube_telefon: '+90 216 555 44 33',
          },
        },
        name: 'Ayşe Demir',
        phone: '+905321112233',
        email: null,
        answers: ['2-3 milyon TL', '2+1'],
        leaks: ['Deniz Emlak', '555 44 33'],
      },
      {
        what: "Italian: the term first (`telefono_sede`), the place's name holding its street",
        country: 'IT',
        body: {
          nome: 'Marco Neri',
          cellulare: '+39 333 444 5566',
          corso: 'Fotografia digitale',
          sede: 'Scuola Lumen – Via Roma 12',
          telefono_sede: '06 1234 5678',
          email_sede: 'segreteria@scuolalumen.it',
        },
        name: 'Marco Neri',
        phone: '+393334445566',
        email: null,
        answers: ['Fotografia digitale'],
        leaks: ['Via Roma 12', '1234 5678', 'segreteria@'],
      },
      {
        what: "Bengali: the place's word inflected before the term (`শাখার ফোন`, the branch's phone)",
        country: 'BD',
        body: {
          'পুরো নাম': 'রাহেলা খাতুন',
          'মোবাইল নম্বর': '01812-345678',
          'পছন্দের কোর্স': 'স্পোকেন ইংলিশ',
          শাখা: 'স্মার্ট ইংলিশ – মিরপুর শাখা',
          'শাখার ফোন': '+880 9612-111222',
        },
        name: 'রাহেলা খাতুন',
        phone: '+8801812345678',
        email: null,
        answers: ['স্পোকেন ইংলিশ'],
        leaks: ['স্মার্ট ইংলিশ', '9612-111222'],
      },
      {
        what: "Persian, as a form's questions: a hidden branch and the branch's phone among the answers",
        country: 'IR',
        body: {
          answers: [
            { title: 'نام و نام خانوادگی', value: 'مریم احمدی' },
            { title: 'شماره موبایل', value: '0912 345 6789' },
            { title: 'رشته مورد نظر', value: 'زبان فرانسه' },
            { title: 'شعبه', value: 'آموزشگاه نوین - شعبه ونک', type: 'hidden' },
            { title: 'تلفن شعبه', value: '021-88776655', type: 'hidden' },
          ],
        },
        name: 'مریم احمدی',
        phone: '+989123456789',
        email: null,
        answers: ['زبان فرانسه'],
        leaks: ['آموزشگاه نوین', '88776655'],
      },
      {
        what: 'Hebrew: an unknown key and its phone beside the person, in a script no vocabulary lists',
        country: 'IL',
        body: {
          שם: 'נועה לוי',
          טלפון: '052-1234567',
          'מה מעניין אותך': 'שיעורי פסנתר לילדים',
          שלוחה: 'קונסרבטוריון הרמוניה - רמת גן',
          'טלפון שלוחה': '03-7654321',
        },
        name: 'נועה לוי',
        phone: '+972521234567',
        email: null,
        answers: ['שיעורי פסנתר לילדים'],
        leaks: ['קונסרבטוריון', '7654321'],
      },
    ],
    (what) => what,
  );
});

describe("Reader (review 62): a named thing's contact that stays the person's or the brief's", () => {
  // Guards: the pairing needs the person's own contact elsewhere, and a key naming a thing the person owns.
  readsTheBrief(
    [
      {
        what: "a B2B lead's company and its phone beside their own mobile: their company, context",
        country: 'US',
        body: {
          name: 'Dana Whitfield',
          mobile: '(415) 555-0134',
          company: 'Whitfield Roofing LLC',
          company_phone: '(415) 555-0199',
          message: 'Need a quote for 40 units',
        },
        name: 'Dana Whitfield',
        phone: '+14155550134',
        email: null,
        answers: ['Need a quote for 40 units', 'Whitfield Roofing LLC'],
        leaks: [],
      },
      {
        what: "a branch and its phone with no other phone: the person's only number is read, the branch stays context",
        country: 'TR',
        body: {
          ad_soyad: 'Mehmet Kaya',
          sube: 'Kaya Lojistik Ankara',
          sube_telefon: '+90 312 444 55 66',
          not: 'Filo teklifi',
        },
        name: 'Mehmet Kaya',
        phone: '+903124445566',
        email: null,
        answers: ['Filo teklifi'],
        leaks: [],
      },
      {
        what: 'a branch the person chose, with no phone of its own: their answer',
        country: 'ES',
        body: { nombre: 'Lucía Gómez', telefono: '612 345 678', sede: 'Valencia centro', curso: 'Inglés B2' },
        name: 'Lucía Gómez',
        phone: '+34612345678',
        email: null,
        answers: ['Valencia centro', 'Inglés B2'],
        leaks: [],
      },
    ],
    (what) => `guard: ${what}`,
  );
});

describe("Reader (review 62): a field's value sent twice, raw under its id and as a question in a list naming that id", () => {
  // A form builder sends each answer under its field's id (`data: {field_Qx81: "Ja"}`) and again in a list of its
  // questions, each naming that id (`rendered_data: [{slug: "field_Qx81", title: "Erste Fahrstunde?", value: "Ja"}]`):
  // the question is read once, by its title; the id-keyed copy is the tool's.
  readsTheBrief(
    [
      {
        what: 'German: ids under `slug` in the list, the raw copy before it',
        country: 'DE',
        body: {
          event_type: 'form_submit',
          data: {
            field_Nm81Qx: 'Jonas Weber',
            field_Tl22Rw: '0170 1234567',
            field_Kl93Zt: 'Klasse B',
            field_Zt44Vb: 'Abends nach 18 Uhr',
          },
          rendered_data: [
            { slug: 'field_Nm81Qx', type: 'short_text', title: 'Name', value: 'Jonas Weber' },
            { slug: 'field_Tl22Rw', type: 'phone', title: 'Handynummer', value: '0170 1234567' },
            { slug: 'field_Kl93Zt', type: 'choice', title: 'Führerscheinklasse', value: 'Klasse B' },
            { slug: 'field_Zt44Vb', type: 'short_text', title: 'Wann passt es Ihnen?', value: 'Abends nach 18 Uhr' },
          ],
        },
        name: 'Jonas Weber',
        phone: '+491701234567',
        email: null,
        answers: ['Führerscheinklasse: Klasse B', 'Wann passt es Ihnen?: Abends nach 18 Uhr'],
        leaks: ['field_'],
      },
      {
        what: 'ids under `id`, the list first',
        country: 'US',
        body: {
          fields: [
            { id: 'q_8fk2', label: 'Full name', value: 'Rita Moreno' },
            { id: 'q_1mz9', label: 'Phone', value: '(312) 555-0188' },
            { id: 'q_7tt3', label: 'Project type', value: 'Kitchen remodel' },
          ],
          values: { q_8fk2: 'Rita Moreno', q_1mz9: '(312) 555-0188', q_7tt3: 'Kitchen remodel' },
        },
        name: 'Rita Moreno',
        phone: '+13125550188',
        email: null,
        answers: ['Project type: Kitchen remodel'],
        leaks: ['q_7tt3'],
      },
    ],
    (what) => what,
  );
});

describe('Reader (review 62): a JSON text sent percent-encoded in one field', () => {
  // A shop's message push puts its order in `msg` as URL-encoded JSON text (`%7B%22order%22%3A…`, spaces as `+` or
  // `%20`): decoded as a JSON text is, by the body's rules, so its buyer and their words are read.
  const order = {
    order: { tid: 'E2026120115302208', status: 'WAIT_SELLER_SEND_GOODS' },
    buyer: { buyer_name: '陈雨桐', buyer_phone: '13912345678' },
    remark: { buyer_message: '请在周五 下午送到' },
  };
  it('reads the buyer and their message in a text encoded as a URL component', () => {
    const body = { id: 'E2026120115302208', kdt_name: '花园小铺', msg: encodeURIComponent(JSON.stringify(order)) };
    const input = readInput(body, 'CN');
    expect({ name: input.name, phone: input.phone }).to.deep.equal({ name: '陈雨桐', phone: '+8613912345678' });
    expect(input.notes).to.include('请在周五 下午送到');
    expect(decodeJsonText(body).decoded).to.deep.equal(['/msg']);
  });
  it('reads a text a form encoder wrote, a space as `+` and a plus as `%2B`', () => {
    const text = JSON.stringify({
      contact: { name: 'Ana Ruiz', phone: '+34 612 345 678' },
      message: 'Call me after 5',
    });
    const body = { payload: new URLSearchParams({ x: text }).toString().slice(2) };
    const input = readInput(body, 'ES');
    expect({ name: input.name, phone: input.phone }).to.deep.equal({ name: 'Ana Ruiz', phone: '+34612345678' });
    expect(input.notes).to.include('Call me after 5');
  });
  it('keeps a text that only starts like one, or does not decode, as the text it was sent as', () => {
    for (const text of ['%7B not json %7D', '%7B%22a%22%3A%E0%A4%7D', '%7Bbroken', '%5B%221%22%2C%222%22%5D'])
      expect(decodeJsonText({ email: 'x@example.com', note: text }).lead.note).to.equal(text);
  });
});

describe('Reader (review 62): a name introduced in an SMS in more languages', () => {
  // An SMS gateway's callback holds the sender's number and text only: the name is the one they introduce themselves by.
  readsTheBrief(
    [
      {
        what: 'Swedish: `Jag heter` after a greeting',
        country: 'SE',
        body: {
          direction: 'incoming',
          from: '+46701234567',
          to: '+46766000000',
          message: 'Hej! Jag heter Karin Ek och vill ha en offert på solceller.',
        },
        name: 'Karin Ek',
        phone: '+46701234567',
        email: null,
        answers: ['offert på solceller'],
        leaks: [],
      },
      {
        what: 'Danish: `jeg hedder`',
        country: 'DK',
        body: { from: '+4520123456', text: 'Hej, jeg hedder Mads Holm. Ring venligst om tilbuddet på varmepumpe.' },
        name: 'Mads Holm',
        phone: '+4520123456',
        email: null,
        answers: ['varmepumpe'],
        leaks: [],
      },
      {
        what: 'Dutch: `ik heet`',
        country: 'NL',
        body: { sender: '+31612345678', body: 'Goedendag, ik heet Femke Bakker en ik wil graag een afspraak.' },
        name: 'Femke Bakker',
        phone: '+31612345678',
        email: null,
        answers: ['een afspraak'],
        leaks: [],
      },
    ],
    (what) => what,
  );
});
