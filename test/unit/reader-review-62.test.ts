import { expect } from 'chai';
import { itReadsAsBefore, readsTheBrief } from '../helpers/review-rows.ts';
import { decodeJsonText } from '../../service/webhook/json-text.ts';
import { readInput } from '../helpers/read-lead.ts';

// Session 62: classes found in held-out sets and attack passes, each on an invented body.

describe("Reader (review 62): guards from the attacker's pass over a named thing's contact (/work/attack62), each reading as at dfc86a8f", () => {
  // A key no vocabulary knows holding a name, beside a phone under that key's word and a term (`sube` and `sube_telefon`,
  // a branch's), was tried as someone else's by structure and taken back the same session: the same shape is the person's
  // own workplace or home (`trabajo` + `telefono_trabajo`, `casa`), their own business (`salon`, `Praxis`, `事務所`), a
  // parent or guardian to call (`apoderado`, `保護者`, `mom_phone`); and marked someone else's, the person's only phone
  // was dropped beside their email. Each body reads as before it.
  itReadsAsBefore([
    {
      id: 'a01',
      country: 'MX',
      body: {
        nombre: 'Jorge Ramírez Soto',
        celular: '55 3184 2290',
        correo: 'jorge.ramirez77@gmail.com',
        monto: '$80,000',
        plazo: '24 meses',
        trabajo: 'Asalariado',
        telefono_trabajo: '55 5208 4410',
        ingresos: '$22,000 mensuales',
      },
      person: {
        name: 'Jorge Ramírez Soto',
        phone: '+525531842290',
        email: 'jorge.ramirez77@gmail.com',
      },
      notes:
        'monto: $80,000\nplazo: 24 meses\ntrabajo: Asalariado\ntelefono_trabajo: 55 5208 4410\ningresos: $22,000 mensuales',
    },
    {
      id: 'a07',
      country: 'DE',
      body: {
        Vorname: 'Lukas',
        Nachname: 'Hoffmann',
        Mobil: '0151 2345 6789',
        'E-Mail': 'lukas.hoffmann@web.de',
        Arbeitgeber: 'Siemens AG Erlangen',
        'Telefon Arbeitgeber': '09131 7-0',
        Kreditbetrag: '15.000 €',
        Laufzeit: '72 Monate',
      },
      person: {
        name: 'Lukas Hoffmann',
        phone: '+4915123456789',
        email: 'lukas.hoffmann@web.de',
      },
      notes:
        'Arbeitgeber: Siemens AG Erlangen\nTelefon Arbeitgeber: 09131 7-0\nKreditbetrag: 15.000 €\nLaufzeit: 72 Monate',
    },
    {
      id: 'b01',
      country: 'US',
      body: {
        name: 'Keisha Monroe',
        mobile: '(404) 555-0123',
        email: 'keisha@glowhairstudio.com',
        salon: 'Glow Hair Studio',
        salon_phone: '(404) 555-0177',
        stylists: '5',
        current_software: 'Paper book',
      },
      person: {
        name: 'Keisha Monroe',
        phone: '+14045550123',
        email: 'keisha@glowhairstudio.com',
      },
      notes: 'salon: Glow Hair Studio\nsalon_phone: (404) 555-0177\nstylists: 5\ncurrent_software: Paper book',
    },
    {
      id: 'b07',
      country: 'BD',
      body: {
        নাম: 'তানভীর হাসান',
        মোবাইল: '01711-223344',
        অফিস: 'হাসান ট্রেডার্স, মতিঝিল',
        'অফিসের ফোন': '02-9551234',
        প্রয়োজন: 'ইনভেন্টরি সফটওয়্যার',
      },
      person: {
        name: 'তানভীর হাসান',
        phone: '+8801711223344',
        email: null,
      },
      notes: 'অফিস: হাসান ট্রেডার্স, মতিঝিল\nঅফিসের ফোন: 02-9551234\nপ্রয়োজন: ইনভেন্টরি সফটওয়্যার',
    },
    {
      id: 'c02',
      country: 'CL',
      body: {
        nombre: 'Martina Soto',
        telefono: '+56 9 8765 4321',
        curso: 'Preuniversitario PAES',
        apoderado: 'Carolina Muñoz',
        telefono_apoderado: '+56 9 7654 3210',
        email_apoderado: 'carolina.munoz@gmail.com',
      },
      person: {
        name: 'Martina Soto',
        phone: '+56987654321',
        email: 'carolina.munoz@gmail.com',
      },
      notes: 'curso: Preuniversitario PAES\napoderado: Carolina Muñoz\ntelefono_apoderado: +56 9 7654 3210',
    },
    {
      id: 'c10',
      country: 'JP',
      body: {
        生徒氏名: '佐藤 陽翔',
        電話番号: '090-1234-5678',
        学年: '中学3年',
        保護者: '佐藤 美咲',
        保護者_電話番号: '080-9876-5432',
      },
      person: {
        name: '佐藤 陽翔',
        phone: '+819012345678',
        email: null,
      },
      notes: '学年: 中学3年\n保護者: 佐藤 美咲\n保護者_電話番号: 080-9876-5432',
    },
    {
      id: 'c12',
      country: 'US',
      body: {
        email: 'jessica.hale@gmail.com',
        mom: 'Jessica Hale',
        mom_phone: '(972) 555-0144',
        dad: 'Brian Hale',
        dad_phone: '(972) 555-0145',
        swimmer: 'Ava Hale, age 7',
        level: 'Beginner',
      },
      person: {
        name: null,
        phone: '+19725550144',
        email: 'jessica.hale@gmail.com',
      },
      notes: 'mom: Jessica Hale\nswimmer: Ava Hale, age 7\nlevel: Beginner',
    },
    {
      id: 'e01',
      country: 'AR',
      body: {
        nombre: 'Martín López',
        celular: '11 5566-7788',
        trabajo: 'Banco Galicia',
        email_trabajo: 'mlopez@bancogalicia.com.ar',
        modelo: 'Peugeot 208',
        notificar_a: 'ventas@autosurpeugeot.com.ar',
      },
      person: {
        name: 'Martín López',
        phone: '+541155667788',
        email: 'mlopez@bancogalicia.com.ar',
      },
      notes: 'trabajo: Banco Galicia\nmodelo: Peugeot 208\nnotificar_a: ventas@autosurpeugeot.com.ar',
    },
    {
      id: 'g06',
      country: 'IL',
      body: {
        answers: [
          {
            title: 'שם מלא',
            value: 'עו"ד דני לוי',
          },
          {
            title: 'אימייל',
            value: 'dani@levi-law.co.il',
          },
          {
            title: 'משרד',
            value: "לוי ושות' עורכי דין",
          },
          {
            title: 'טלפון משרד',
            value: '03-6123456',
          },
          {
            title: 'במה נוכל לעזור',
            value: 'מערכת לניהול תיקים',
          },
        ],
      },
      person: {
        name: 'עו"ד דני לוי',
        phone: '+97236123456',
        email: 'dani@levi-law.co.il',
      },
      notes: "משרד: לוי ושות' עורכי דין\nבמה נוכל לעזור: מערכת לניהול תיקים",
    },
    {
      id: 'g15',
      country: 'TR',
      body: {
        ad_soyad: 'Mehmet Kaya',
        eposta: 'mehmet@kayalojistik.com.tr',
        sube: 'Kaya Lojistik Ankara',
        sube_telefon: '+90 312 444 55 66',
        not: 'Filo teklifi',
      },
      person: {
        name: 'Mehmet Kaya',
        phone: '+903124445566',
        email: 'mehmet@kayalojistik.com.tr',
      },
      notes: 'sube: Kaya Lojistik Ankara\nnot: Filo teklifi',
    },
    {
      id: 'h01',
      country: 'MX',
      body: {
        contact: {
          name: 'Arturo Mendoza',
          email: 'amendoza@ferreteriamendoza.mx',
        },
        company: {
          name: 'Ferretería Mendoza SA de CV',
          employees: '45',
        },
        sucursal: 'Monterrey Centro',
        telefono_sucursal: '81 8340 2211',
        producto: 'Terminal punto de venta',
      },
      person: {
        name: 'Arturo Mendoza',
        phone: '+528183402211',
        email: 'amendoza@ferreteriamendoza.mx',
      },
      notes:
        'company: Ferretería Mendoza SA de CV\ncompany employees: 45\nsucursal: Monterrey Centro\nproducto: Terminal punto de venta',
    },
    {
      id: 'h05',
      country: 'JP',
      body: {
        answers: [
          {
            title: 'お名前',
            value: '山本 健',
          },
          {
            title: 'メールアドレス',
            value: 'ken@yamamoto-tax.jp',
          },
          {
            title: '事務所',
            value: '山本税理士事務所',
          },
          {
            title: '事務所 電話',
            value: '03-3456-7890',
          },
          {
            title: 'ご相談内容',
            value: 'クラウド会計の導入',
          },
        ],
      },
      person: {
        name: '山本 健',
        phone: '+81334567890',
        email: 'ken@yamamoto-tax.jp',
      },
      notes: '事務所: 山本税理士事務所\nご相談内容: クラウド会計の導入',
    },
    {
      id: 'e02',
      country: 'US',
      body: {
        name: 'Keisha Monroe',
        email: 'keisha@glowhairstudio.com',
        salon: 'Glow Hair Studio',
        salon_phone: '(404) 555-0177',
        call_tracking_number: '(888) 555-0199',
        stylists: '5',
      },
      person: {
        name: 'Keisha Monroe',
        phone: '+14045550177',
        email: 'keisha@glowhairstudio.com',
      },
      notes: 'salon: Glow Hair Studio\nstylists: 5',
    },
    {
      id: 'g09',
      country: 'AR',
      body: {
        nombre: 'Martín López',
        celular: '+54 9 11 5566-7788',
        trabajo: 'Banco Galicia',
        email_trabajo: 'mlopez@bancogalicia.com.ar',
        modelo: 'Peugeot 208',
      },
      person: {
        name: 'Martín López',
        phone: '+5491155667788',
        email: 'mlopez@bancogalicia.com.ar',
      },
      notes: 'trabajo: Banco Galicia\nmodelo: Peugeot 208',
    },
  ]);
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

describe("Reader (review 62): guards from the attacker's pass over a card written in one value (/work/attack62b), each reading as at 09b051ff", () => {
  // A business's card in one value told by its parts in any script (a name, a street, a phone alone between commas, bars
  // or a dash) was tried as someone else's and taken back the same session: the same shape is the person's own address
  // with their landline, a recipient's, a guardian's or an emergency contact's, a referral under a noun label, a
  // product's code, and in a script without capitals a message naming another number (`עדיף להתקשר לבעלי, אחרי 18:00,
  // 052…`); an address ending at CJK punctuation took a business's inbox for the person's. Each body reads as before it.
  itReadsAsBefore([
    {
      id: 'A02-es-direccion',
      country: 'ES',
      body: {
        nombre: 'Lucía Gómez',
        movil: '612 345 678',
        direccion: 'Calle Mayor 5 – 91 445 2817',
        servicio: 'Reforma de baño',
      },
      person: {
        name: 'Lucía Gómez',
        phone: '+34612345678',
        email: null,
      },
      notes: 'direccion: Calle Mayor 5 – 91 445 2817\nservicio: Reforma de baño',
    },
    {
      id: 'A07-ar-unwan',
      country: 'SA',
      body: {
        الاسم: 'نورة العتيبي',
        الجوال: '0551234567',
        العنوان: 'الرياض، حي النخيل، شارع العليا 45، 0114567890',
        الطلب: 'تركيب مطبخ',
      },
      person: {
        name: 'نورة العتيبي',
        phone: '+966551234567',
        email: null,
      },
      notes: 'العنوان: الرياض، حي النخيل، شارع العليا 45، 0114567890\nالطلب: تركيب مطبخ',
    },
    {
      id: 'A08-he-ktovet',
      country: 'IL',
      body: {
        שם: 'מיכל אברהם',
        נייד: '054-1234567',
        כתובת: 'רחוב סוקולוב 12, חולון, 03-5051234',
        הערות: 'מעוניינת בהתקנת מזגן',
      },
      person: {
        name: 'מיכל אברהם',
        phone: '+972541234567',
        email: null,
      },
      notes: 'כתובת: רחוב סוקולוב 12, חולון, 03-5051234\nהערות: מעוניינת בהתקנת מזגן',
    },
    {
      id: 'A18-en-allcaps',
      country: 'US',
      body: {
        name: 'Mary Johnson',
        phone: '(555) 201-3344',
        address: 'APT 4B, 1200 OAK STREET, SPRINGFIELD, (555) 744-1020',
        service: 'Furnace repair',
      },
      person: {
        name: 'Mary Johnson',
        phone: '+15552013344',
        email: null,
      },
      notes: 'address: APT 4B, 1200 OAK STREET, SPRINGFIELD, (555) 744-1020\nservice: Furnace repair',
    },
    {
      id: 'B01-es-trabajo-hospital',
      country: 'AR',
      body: {
        nombre: 'Tomás Ruiz',
        celular: '11 5566-7788',
        trabajo: 'Hospital Italiano – 11 4959-0200',
        curso: 'Inglés intensivo',
      },
      person: {
        name: 'Tomás Ruiz',
        phone: '+541155667788',
        email: null,
      },
      notes: 'trabajo: Hospital Italiano – 11 4959-0200\ncurso: Inglés intensivo',
    },
    {
      id: 'B06-it-azienda-piva',
      country: 'IT',
      body: {
        fields: [
          {
            label: 'Nome e cognome',
            value: 'Marco Rossi',
          },
          {
            label: 'Cellulare',
            value: '333 987 6543',
          },
          {
            label: 'Email',
            value: 'marco.rossi72@gmail.com',
          },
          {
            label: 'Dati di fatturazione',
            value: 'Rossi Impianti Srl, Via Roma 12, 20121 Milano, 01234567890',
          },
          {
            label: 'Richiesta',
            value: 'Preventivo pompa di calore',
          },
        ],
      },
      person: {
        name: 'Marco Rossi',
        phone: '+393339876543',
        email: 'marco.rossi72@gmail.com',
      },
      notes:
        'Dati di fatturazione: Rossi Impianti Srl, Via Roma 12, 20121 Milano, 01234567890\nRichiesta: Preventivo pompa di calore',
    },
    {
      id: 'C06-pt-destinatario',
      country: 'PT',
      body: {
        form_fields: [
          {
            id: 'nome',
            title: 'Nome',
            value: 'Rita Ferreira',
          },
          {
            id: 'tel',
            title: 'Telemóvel',
            value: '912 345 678',
          },
          {
            id: 'dest',
            title: 'Destinatário',
            value: 'Maria Silva, Rua das Flores 20, Porto, 934 567 890',
          },
          {
            id: 'prod',
            title: 'Produto',
            value: 'Cabaz de Natal',
          },
        ],
      },
      person: {
        name: 'Rita Ferreira',
        phone: '+351912345678',
        email: null,
      },
      notes: 'Destinatário: Maria Silva, Rua das Flores 20, Porto, 934 567 890\nProduto: Cabaz de Natal',
    },
    {
      id: 'D05-ko-bohoja',
      country: 'KR',
      body: {
        '학생 이름': '김도윤',
        '학생 연락처': '010-2222-3333',
        보호자: '김영희, 어머니, 010-9876-5432',
        '희망 과목': '수학 심화반',
      },
      person: {
        name: '김도윤',
        phone: '+821022223333',
        email: null,
      },
      notes: '보호자: 김영희, 어머니, 010-9876-5432\n희망 과목: 수학 심화반',
    },
    {
      id: 'D08-es-emergencia-labelled',
      country: 'ES',
      body: {
        fields: [
          {
            label: 'Nombre',
            value: 'Irene Castro',
          },
          {
            label: 'Móvil',
            value: '644 555 666',
          },
          {
            label: 'Contacto de emergencia',
            value: 'Laura Gil, Madre, 611 223 344',
          },
          {
            label: 'Actividad',
            value: 'Campamento de surf julio',
          },
        ],
      },
      person: {
        name: 'Irene Castro',
        phone: '+34644555666',
        email: null,
      },
      notes: 'Contacto de emergencia: Laura Gil, Madre, 611 223 344\nActividad: Campamento de surf julio',
    },
    {
      id: 'E02-en-referral-title',
      country: 'US',
      body: {
        fields: {
          name: {
            title: 'Name',
            value: 'Noah Feld',
          },
          email: {
            title: 'Email',
            value: 'noah.feld@gmail.com',
          },
          referral: {
            title: 'Referral',
            value: 'Dr. Lena Marsh, Marsh Family Clinic, (312) 555-0107',
          },
          reason: {
            title: 'Reason for visit',
            value: 'Knee pain after running',
          },
        },
      },
      person: {
        name: 'Noah Feld',
        phone: null,
        email: 'noah.feld@gmail.com',
      },
      notes: 'Referral: Dr. Lena Marsh, Marsh Family Clinic, (312) 555-0107\nReason for visit: Knee pain after running',
    },
    {
      id: 'I05-he-msg-husband',
      country: 'IL',
      body: {
        שם: 'רותם כץ',
        טלפון: '050-3334444',
        הודעה: 'עדיף להתקשר לבעלי, אחרי 18:00, 052-9998877',
      },
      person: {
        name: 'רותם כץ',
        phone: '+972503334444',
        email: null,
      },
      notes: 'הודעה: עדיף להתקשר לבעלי, אחרי 18:00, 052-9998877',
    },
    {
      id: 'I08-es-msg-caps',
      country: 'ES',
      body: {
        nombre: 'Carmen Vidal',
        telefono: '633 222 111',
        mensaje: 'LLAMAR A MI MARIDO, DESPUES DE LAS 18H, 698 765 432',
      },
      person: {
        name: 'Carmen Vidal',
        phone: '+34633222111',
        email: null,
      },
      notes: 'mensaje: LLAMAR A MI MARIDO, DESPUES DE LAS 18H, 698 765 432',
    },
    {
      id: 'J01-it-caldaia',
      country: 'IT',
      body: {
        nome: 'Paolo Greco',
        cellulare: '328 765 4321',
        prodotto: 'Caldaia Vaillant, Modello VMW 236, 0010021954',
        richiesta: 'Manutenzione annuale',
      },
      person: {
        name: 'Paolo Greco',
        phone: '+393287654321',
        email: null,
      },
      notes: 'prodotto: Caldaia Vaillant, Modello VMW 236, 0010021954\nrichiesta: Manutenzione annuale',
    },
    {
      id: 'L01-ie-curly-apostrophe',
      country: 'IE',
      body: {
        name: 'Seán O’Brien',
        message: 'Hi, please email me the brochure at sean.o’brien@gmail.com, thanks',
      },
      person: {
        name: 'Seán O’Brien',
        phone: null,
        email: 'sean.o’brien@gmail.com',
      },
      notes: 'message: Hi, please email me the brochure at sean.o’brien@gmail.com, thanks',
    },
    {
      id: 'L05-zh-statement-email',
      country: 'TW',
      body: {
        title: '課程報名',
        result: [
          {
            subject: '姓名',
            answer: ['李小龍'],
          },
          {
            subject: '手機',
            answer: ['0966-123-456'],
          },
          {
            subject: '說明',
            answer: ['如有問題請來信：service@abc-english.tw｜週一至週五'],
          },
        ],
      },
      person: {
        name: '李小龍',
        phone: '+886966123456',
        email: null,
      },
      notes: 'title: 課程報名\n說明: 如有問題請來信：service@abc-english.tw｜週一至週五',
    },
    {
      id: 'L06-ja-message-bizmail',
      country: 'JP',
      body: {
        お名前: '斎藤 亮',
        電話: '090-9999-0000',
        メッセージ: '先日（info@yamada-koumuten.jp）宛に送った件です。',
      },
      person: {
        name: '斎藤 亮',
        phone: '+819099990000',
        email: null,
      },
      notes: 'メッセージ: 先日（info@yamada-koumuten.jp）宛に送った件です。',
    },
    {
      id: 'M05-zh-msg-husband-spaced',
      country: 'TW',
      body: {
        姓名: '黃美惠',
        手機: '0912-000-111',
        留言: '晚上打我先生，0933 111 222，謝謝',
      },
      person: {
        name: '黃美惠',
        phone: '+886912000111',
        email: null,
      },
      notes: '留言: 晚上打我先生，0933 111 222，謝謝',
    },
    {
      id: 'N01-en-referred-nomark',
      country: 'US',
      body: {
        answers: [
          {
            label: 'Full name',
            value: 'Noah Feld',
          },
          {
            label: 'Email',
            value: 'noah.feld@gmail.com',
          },
          {
            label: 'Who referred you',
            value: 'Dr. Lena Marsh, Marsh Family Clinic, (312) 555-0107',
          },
        ],
      },
      person: {
        name: 'Noah Feld',
        phone: null,
        email: 'noah.feld@gmail.com',
      },
      notes: 'Who referred you: Dr. Lena Marsh, Marsh Family Clinic, (312) 555-0107',
    },
    {
      id: 'O01-br-endereco-cep-own',
      country: 'BR',
      body: {
        fields: {
          nome: {
            id: 'nome',
            title: 'Nome',
            value: 'Carla Souza',
          },
          tel: {
            id: 'tel',
            title: 'WhatsApp',
            value: '(11) 98765-4321',
          },
          end: {
            id: 'end',
            title: 'Endereço',
            value: 'Av. Paulista 1000, 01310-100, São Paulo, (11) 98765-4321',
          },
          servico: {
            id: 'servico',
            title: 'Serviço',
            value: 'Instalação de ar-condicionado',
          },
        },
      },
      person: {
        name: 'Carla Souza',
        phone: '+5511987654321',
        email: null,
      },
      notes:
        'Endereço: Av. Paulista 1000, 01310-100, São Paulo, (11) 98765-4321\nServiço: Instalação de ar-condicionado',
    },
  ]);
});

describe("Reader (review 62): lines that stay the person's words", () => {
  readsTheBrief(
    [
      {
        what: "a parent's name and number in one value, and the person's workplace and its line",
        country: 'AR',
        body: {
          nombre: 'Tomás Ruiz',
          celular: '11 5566-7788',
          madre: 'Laura Gil, 11 4321-8765',
          trabajo: 'Banco Galicia – 11 4343-0000',
          curso: 'Inglés intensivo',
        },
        name: 'Tomás Ruiz',
        phone: '+541155667788',
        email: null,
        answers: ['Laura Gil, 11 4321-8765', 'Banco Galicia – 11 4343-0000', 'Inglés intensivo'],
        leaks: [],
      },
      {
        what: "a question's answer naming who referred the person, with that one's number",
        country: 'US',
        body: {
          name: 'Noah Feld',
          email: 'noah.feld@gmail.com',
          answers: [{ question: 'Who referred you?', answer: 'Dr. Lena Marsh, Marsh Family Clinic (312) 555-0107' }],
        },
        name: 'Noah Feld',
        phone: null,
        email: 'noah.feld@gmail.com',
        answers: ['Marsh Family Clinic'],
        leaks: [],
      },
      {
        what: 'a message asking to call another number, in lower case',
        country: 'ES',
        body: {
          nombre: 'Lucía Gómez',
          telefono: '612 345 678',
          mensaje: 'mejor llamar a mi marido, 698 765 432',
        },
        name: 'Lucía Gómez',
        phone: '+34612345678',
        email: null,
        answers: ['698 765 432'],
        leaks: [],
      },
      {
        what: "the person's own address line with their number, in Hebrew",
        country: 'IL',
        body: {
          שם: 'יעל לוי',
          טלפון: '052-7654321',
          כתובת: 'יעל לוי, הרצל 5 חולון, 052-7654321',
          הודעה: 'מעוניינת בייעוץ',
        },
        name: 'יעל לוי',
        phone: '+972527654321',
        email: null,
        answers: ['מעוניינת בייעוץ', 'הרצל 5'],
        leaks: [],
      },
      {
        what: "a greeting and a number of the person's own in a chat line",
        country: 'ES',
        body: { nombre: 'Ana Ruiz', phone: '+34 600 111 222', text: 'Hola, soy Ana – 600 111 222' },
        name: 'Ana Ruiz',
        phone: '+34600111222',
        email: null,
        answers: ['Hola, soy Ana'],
        leaks: [],
      },
    ],
    (what) => `guard: ${what}`,
  );
});

describe("Reader (review 62): a tool's values named by their source", () => {
  // Where the tool located the visitor's address on the internet (`ip_city`, `ip_country_name`) and a payer's handle on a
  // payment network (`upi_va: name@okbank`, shaped like an email): the tool's, not the person's words.
  readsTheBrief(
    [
      {
        what: "a webinar registrant's place by their IP, beside their own answers",
        country: 'FR',
        body: {
          first_name: 'Julie',
          last_name: 'Morel',
          email: 'julie.morel@example.fr',
          ip_city: 'Villeurbanne',
          ip_country_name: 'France',
          ip_country_code: 'FR',
          company: 'Atelier Morel',
          question: 'Peut-on internaliser la paie en septembre ?',
        },
        name: 'Julie Morel',
        phone: null,
        email: 'julie.morel@example.fr',
        answers: ['Atelier Morel', 'internaliser la paie'],
        leaks: ['Villeurbanne', 'ip_country'],
      },
      {
        what: "a UPI handle in a payment's callback",
        country: 'IN',
        body: {
          firstname: 'Rohan Mehta',
          phone: '9823012345',
          email: 'rohan.mehta@gmail.com',
          productinfo: 'Guitar workshop – beginners',
          upi_va: 'rohan.m@okicici',
          mode: 'UPI',
        },
        name: 'Rohan Mehta',
        phone: '+919823012345',
        email: 'rohan.mehta@gmail.com',
        answers: ['Guitar workshop'],
        leaks: ['okicici'],
      },
    ],
    (what) => what,
  );
});

describe("Reader (review 62): guards from the attacker's pass over a field typed as the form's own text (/work/attack62c), each reading as at 13eed6b6", () => {
  // A labelled item typed `statement`, `html`, `heading`, `divider` … was tried as the form's own copy (SurveyCake's
  // `STATEMENT` holding the school's card) and taken back the same session: the same types held a person's answer in
  // the attacker's bodies (a Likert statement's answer, a rich-text input typed `html`, Formidable's `divider` section
  // holding a repeater's rows). Each body reads as before it.
  itReadsAsBefore([
    {
      id: 'bank-statement-upload',
      country: 'GB',
      body: {
        form: 'Mortgage pre-approval',
        fields: [
          {
            label: 'Full name',
            type: 'text',
            value: 'Oliver Bennett',
          },
          {
            label: 'Mobile',
            type: 'phone',
            value: '07700 900123',
          },
          {
            label: 'Email',
            type: 'email',
            value: 'oliver.bennett@example.co.uk',
          },
          {
            label: 'Latest bank statement',
            type: 'statement',
            value: 'Barclays current account, Oct 2026, balance £14,200',
          },
          {
            label: 'Loan amount',
            type: 'number',
            value: '250000',
          },
        ],
      },
      person: {
        name: 'Oliver Bennett',
        phone: '+447700900123',
        email: 'oliver.bennett@example.co.uk',
      },
      notes:
        'Latest bank statement: Barclays current account, Oct 2026, balance £14,200\nLoan amount: 250000\nform: Mortgage pre-approval',
    },
    {
      id: 'likert-statement',
      country: 'DE',
      body: {
        survey: 'Kundenumfrage',
        responses: [
          {
            question: 'Vorname und Nachname',
            type: 'text',
            answer: 'Jonas Keller',
          },
          {
            question: 'Telefon',
            type: 'phone',
            answer: '0151 23456789',
          },
          {
            question: 'Ich bin mit meiner aktuellen Heizung zufrieden',
            type: 'statement',
            answer: 'Stimme überhaupt nicht zu – sie fällt ständig aus',
          },
          {
            question: 'Wann sollen wir anrufen?',
            type: 'choice',
            answer: 'Abends nach 18 Uhr',
          },
        ],
      },
      person: {
        name: 'Jonas Keller',
        phone: '+4915123456789',
        email: null,
      },
      notes:
        'Ich bin mit meiner aktuellen Heizung zufrieden: Stimme überhaupt nicht zu – sie fällt ständig aus\nWann sollen wir anrufen?: Abends nach 18 Uhr',
    },
    {
      id: 'ko-statement',
      country: 'KR',
      body: {
        result: [
          {
            subject: '이름',
            type: 'TXTSHORT',
            answer: ['김민지'],
          },
          {
            subject: '연락처',
            type: 'TXTSHORT',
            answer: ['010-1234-5678'],
          },
          {
            subject: '문의 내용',
            type: 'STATEMENT',
            answer: ['아이 영어 레벨 테스트 받고 싶어요. 토요일 오전 가능'],
          },
        ],
      },
      person: {
        name: '김민지',
        phone: '+821012345678',
        email: null,
      },
      notes: '문의 내용: 아이 영어 레벨 테스트 받고 싶어요. 토요일 오전 가능',
    },
    {
      id: 'services-kind-statement',
      country: 'GB',
      body: {
        name: 'George Hill',
        phone: '07700 900456',
        services: [
          {
            kind: 'statement',
            label: 'Annual accounts',
            value: 'Sole trader, year ending April 2026',
          },
          {
            kind: 'service',
            label: 'VAT',
            value: 'Quarterly returns',
          },
        ],
      },
      person: {
        name: 'George Hill',
        phone: '+447700900456',
        email: null,
      },
      notes: 'Annual accounts: Sole trader, year ending April 2026\nVAT: Quarterly returns',
    },
    {
      id: 'cms-html-bio',
      country: 'US',
      body: {
        entry: {
          fields: [
            {
              name: 'full_name',
              label: 'Full name',
              type: 'text',
              value: 'Priya Raman',
            },
            {
              name: 'phone',
              label: 'Phone',
              type: 'tel',
              value: '+1 646 555 0143',
            },
            {
              name: 'about',
              label: 'Tell us about your business',
              type: 'html',
              value: '<p>We run a <b>3-location bakery</b> in Queens and need a POS that handles wholesale orders.</p>',
            },
          ],
        },
      },
      person: {
        name: 'Priya Raman',
        phone: '+16465550143',
        email: null,
      },
      notes:
        'Tell us about your business: We run a 3-location bakery in Queens and need a POS that handles wholesale orders.',
    },
    {
      id: 'formidable-divider-repeater',
      country: 'US',
      body: {
        fields: [
          {
            label: 'Name',
            type: 'text',
            value: 'Ethan Brooks',
          },
          {
            label: 'Phone',
            type: 'phone',
            value: '919-555-0170',
          },
          {
            label: 'Vehicles',
            type: 'divider',
            value: [
              {
                Year: '2018',
                Make: 'Toyota',
                Model: 'Tacoma',
              },
              {
                Year: '2021',
                Make: 'Ford',
                Model: 'F-150',
              },
            ],
          },
        ],
      },
      person: {
        name: 'Ethan Brooks',
        phone: '+19195550170',
        email: null,
      },
      notes: 'Vehicles: 2018, Toyota, Tacoma, 2021, Ford, F-150',
    },
    {
      id: 'it-heading-course',
      country: 'IT',
      body: {
        domande: [
          {
            label: 'Nome e cognome',
            type: 'text',
            value: 'Giulia Romano',
          },
          {
            label: 'Cellulare',
            type: 'phone',
            value: '333 123 4567',
          },
          {
            label: 'Corso scelto',
            type: 'Heading',
            value: 'Corso serale di inglese B2',
          },
        ],
      },
      person: {
        name: 'Giulia Romano',
        phone: '+393331234567',
        email: null,
      },
      notes: 'Corso scelto: Corso serale di inglese B2',
    },
  ]);
});

describe("Reader (review 62): guards from the attacker's pass over a name beside a copy of the person's phone (/work/attack62d), each reading as at ce56e40f", () => {
  // Where no name sits beside the chosen phone, a name beside a copy of its number elsewhere was tried as the person's
  // (a Youzan-shaped order's receiver holding the buyer's number, over the shop's `kdt_name`) and taken back the same
  // session: the same copy sits in a salesperson's, an adviser's or a recipient's block (`sales_exec`, `berater`,
  // `销售顾问`, `担当者`, `配送先`) while the person's own name is elsewhere. Each body reads as before it.
  itReadsAsBefore([
    {
      id: 'hi-lead2',
      country: 'IN',
      body: {
        name: 'Rahul Sharma',
        contact: {
          mobile: '9876543210',
        },
        sales_exec: {
          name: 'Anil Kumar',
          mobile: '9876543210',
        },
      },
      person: {
        name: 'Rahul Sharma',
        phone: '+919876543210',
        email: null,
      },
      notes: 'name: Anil Kumar',
    },
    {
      id: 'hubspot-like',
      country: 'US',
      body: {
        properties: {
          firstname: 'Laura',
          lastname: 'Chen',
        },
        identity: {
          phone: '+1 408 555 0147',
        },
        associatedOwner: {
          firstName: 'Greg',
          lastName: 'Miller',
          mobilephone: '4085550147',
        },
      },
      person: {
        name: 'Laura Chen',
        phone: '+14085550147',
        email: null,
      },
      notes: '',
    },
    {
      id: 'de-berater',
      country: 'DE',
      body: {
        name: 'Lukas Becker',
        kontakt: {
          telefon: '015123456789',
        },
        berater: {
          name: 'Sabine Koch',
          telefon: '015123456789',
        },
      },
      person: {
        name: 'Lukas Becker',
        phone: '+4915123456789',
        email: null,
      },
      notes: '',
    },
    {
      id: 'zh-cn-sales',
      country: 'CN',
      body: {
        客户姓名: '王磊',
        联系方式: {
          手机: '139 5712 6483',
        },
        销售顾问: {
          姓名: '赵敏',
          客户手机: '13957126483',
        },
      },
      person: {
        name: '王磊',
        phone: '+8613957126483',
        email: null,
      },
      notes: '姓名: 赵敏',
    },
    {
      id: 'ja-tantou',
      country: 'JP',
      body: {
        お名前: '佐藤 花子',
        連絡先: {
          電話番号: '09012345678',
        },
        担当者: {
          氏名: '山田 一郎',
          電話番号: '09012345678',
        },
      },
      person: {
        name: '佐藤 花子',
        phone: '+819012345678',
        email: null,
      },
      notes: '',
    },
    {
      id: 'jp-rakuten',
      country: 'JP',
      body: {
        注文者: {
          氏名: '佐藤 花子',
        },
        連絡先: {
          電話番号: '090-1234-5678',
        },
        配送先: {
          氏名: '佐藤 太郎',
          電話番号: '09012345678',
        },
        店舗名: 'さくら雑貨店',
      },
      person: {
        name: '佐藤 花子',
        phone: '+819012345678',
        email: null,
      },
      notes: '氏名: 佐藤 太郎\n店舗名: さくら雑貨店',
    },
    {
      id: 'youzan-buyer-named',
      country: 'CN',
      body: {
        shop_name: '花间小铺',
        buyer: {
          name: '李明',
        },
        contact: {
          buyer_phone: '13957126483',
        },
        address_info: {
          receiver_name: '王芳',
          receiver_tel: '13957126483',
        },
      },
      person: {
        name: '李明',
        phone: '+8613957126483',
        email: null,
      },
      notes: 'receiver_name: 王芳',
    },
    {
      id: 'th-lead',
      country: 'TH',
      body: {
        ชื่อ: 'สมชาย ใจดี',
        ติดต่อ: {
          เบอร์โทร: '081 234 5678',
        },
        พนักงาน: {
          ชื่อ: 'สมหญิง',
          เบอร์โทร: '0812345678',
        },
      },
      person: {
        name: 'สมชาย ใจดี',
        phone: '+66812345678',
        email: null,
      },
      notes: 'ชื่อ: สมหญิง',
    },
  ]);
});
