import { itReadsAsBefore, readsTheBrief, type BriefCase, type ReviewRow } from '../helpers/review-rows.ts';

// Session 65: classes found in held-out sets (/work/blind79), each on an invented body. Made-up people and businesses.

// A mobile by its field in an object no word names the person's, and a number written in a text beside the name outside
// it: the text's number replaces the field's, the person giving theirs in their words (message-contact.ts
// numberTheyWrite). Holding back a business's fixed line there, first anywhere in the text, then only as a card's part
// (`…, Cusco · 084 263 771`), was tried and taken back (/work/attack65a: 38 worse, 18 better; /work/attack65b: 20 worse,
// 1 better, the person's own landline written in an address line, `…, 28013 Madrid, 91 …`, beside a courier's mobile).
const WRITTEN_LINES: BriefCase[] = [
  {
    what: "an order's shopper block with their mobile, the studio's landline in the order's note",
    country: 'ES',
    body: {
      order: {
        id: 'ORD-4471',
        email: 'lucia.ferrer@gmail.com',
        notes: 'Estudio Lumen · C/ Sagasta 18, Madrid · 914 458 213',
      },
      shopper: { nombre: 'Lucía', apellidos: 'Ferrer Gil', telefono: '612 448 930' },
      items: [{ title: 'Sesión de fotos familiar' }],
    },
    name: 'Lucía Ferrer Gil',
    phone: '+34612448930',
    email: 'lucia.ferrer@gmail.com',
    answers: ['Sesión de fotos familiar'],
    leaks: [],
  },
];

// A booking's title under a name's key qualified by a word no vocabulary holds (`orderName`), a number glued to its counter
// in a script written without spaces (`2박`, `2泊`): what was booked, in the brief, never someone else's name (set 79's Toss).
const COUNTED_TITLES: BriefCase[] = [
  {
    what: "a payment's order name holding nights counted in Korean",
    country: 'KR',
    body: {
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: {
        orderId: 'SEA-241201-0042',
        orderName: '가족 온돌방 2박 (1/10~1/12)',
        status: 'DONE',
        virtualAccount: { customerName: '이서연', bankCode: '88' },
        metadata: { 연락처: '010-5521-7034', 요청사항: '반려견 동반 가능한가요?' },
      },
    },
    name: '이서연',
    phone: '+821055217034',
    email: null,
    answers: ['가족 온돌방 2박 (1/10~1/12)', '반려견 동반 가능한가요?'],
    leaks: ['SEA-241201-0042'],
  },
];

describe('Reader (review 65): a title counting nights or people in a script without spaces is what was booked', () => {
  readsTheBrief(COUNTED_TITLES, (what) => `${what}: in the brief`);
});

// The attacker's bodies (/work/attack65a) the first version read worse, each with its person and brief at 5f44016e: a
// number the person gives in a sentence of theirs (`llamadme al fijo de casa 91 …`, `Bitte rufen Sie mich im Büro an: 030 …`)
// is theirs, whatever its kind; only one standing as a card's part (contact-line.ts standsAsPart) is held back.
const ROWS_65A: ReviewRow[] = [
  {
    id: 'T01-es-sofa-repartidor',
    country: 'ES',
    body: {
      event: 'order.created',
      order: {
        id: 'ORD-88213',
        customer: {
          first_name: 'Carmen',
          last_name: 'Ibáñez Soto',
          email: 'carmen.ibanez@hotmail.es',
        },
        delivery: {
          carrier: 'Transportes Vela',
          driver_name: 'Rubén Lozano',
          phone: '686 204 513',
        },
        note: 'El móvil casi no lo uso, llamadme al fijo de casa 91 445 28 17 antes de subir el sofá',
      },
    },
    person: {
      name: 'Carmen Ibáñez Soto',
      phone: '+34914452817',
      email: 'carmen.ibanez@hotmail.es',
    },
    notes: 'note: El móvil casi no lo uso, llamadme al fijo de casa 91 445 28 17 antes de subir el sofá',
  },
  {
    id: 'T02-pe-urbania-casa',
    country: 'PE',
    body: {
      source: 'urbania',
      nombre: 'Rosa Quispe Huamán',
      correo: 'rosa.quispe@yahoo.com',
      aviso: {
        titulo: 'Departamento 3 dorm. en Miraflores',
        precio: 'S/ 520,000',
        whatsapp: '956 318 420',
      },
      mensaje: 'Hola, me interesa el departamento. Pueden llamarme a mi casa al (01) 421-7733 después de las 6 pm.',
    },
    person: {
      name: 'Rosa Quispe Huamán',
      phone: '+5114217733',
      email: 'rosa.quispe@yahoo.com',
    },
    notes:
      'aviso titulo: Departamento 3 dorm. en Miraflores\naviso precio: S/ 520,000\nmensaje: Hola, me interesa el departamento. Pueden llamarme a mi casa al (01) 421-7733 después de las 6 pm.\nsource: urbania',
  },
  {
    id: 'T03-ar-tiendanube-oficina',
    country: 'AR',
    body: {
      store: {
        name: 'Deco Palermo',
        whatsapp: '11 15 6234-5566',
      },
      customer: {
        name: 'Martín Gauna',
        email: 'mgauna@estudiogauna.com.ar',
      },
      products: [
        {
          name: 'Mesa ratona nogal',
          quantity: 1,
        },
      ],
      note: 'Por favor coordinen la entrega llamando al teléfono de mi oficina 011 4803-2211, de 9 a 17.',
    },
    person: {
      name: 'Martín Gauna',
      phone: '+541148032211',
      email: 'mgauna@estudiogauna.com.ar',
    },
    notes:
      'products name: Mesa ratona nogal\nnote: Por favor coordinen la entrega llamando al teléfono de mi oficina 011 4803-2211, de 9 a 17.\nproducts quantity: 1',
  },
  {
    id: 'T04-br-salao-trabalho',
    country: 'BR',
    body: {
      agendamento: {
        servico: 'Escova progressiva',
        data: '2025-03-14 10:00',
      },
      profissional: {
        nome: 'Jéssica Lima',
        celular: '(11) 98765-4321',
      },
      cliente: {
        nome: 'Patrícia Andrade',
      },
      observacao: 'Prefiro que liguem no telefone do trabalho (11) 3064-2211, não uso WhatsApp',
    },
    person: {
      name: 'Patrícia Andrade',
      phone: '+551130642211',
      email: null,
    },
    notes:
      'agendamento servico: Escova progressiva\nagendamento: 2025-03-14 10:00\nobservacao: Prefiro que liguem no telefone do trabalho (11) 3064-2211, não uso WhatsApp',
  },
  {
    id: 'T05-de-werkstatt-buero',
    country: 'DE',
    body: {
      name: 'Thomas Berger',
      fahrzeug: 'VW Golf VII, Bj. 2016',
      leistung: 'Inspektion + Bremsen vorne',
      werkstatt: {
        name: 'KFZ Meister Yilmaz',
        mobil: '0176 55012345',
      },
      nachricht: 'Bitte rufen Sie mich tagsüber im Büro an: 030 4479 2210.',
    },
    person: {
      name: 'Thomas Berger',
      phone: '+493044792210',
      email: null,
    },
    notes:
      'fahrzeug: VW Golf VII, Bj. 2016\nleistung: Inspektion + Bremsen vorne\nnachricht: Bitte rufen Sie mich tagsüber im Büro an: 030 4479 2210.',
  },
  {
    id: 'T07-fr-ramonage-age',
    country: 'FR',
    body: {
      demande: {
        type: 'Ramonage cheminée',
        commune: 'Villeurbanne',
      },
      particulier: {
        nom: 'Gérard Fontaine',
      },
      artisan: {
        raison_sociale: 'Ramonage Rhône',
        tel: '07 81 22 33 44',
      },
      commentaire: "Je suis âgé, je n'entends pas bien le portable, merci d'appeler le 04 78 62 11 30",
    },
    person: {
      name: 'Gérard Fontaine',
      phone: '+33478621130',
      email: null,
    },
    notes:
      "demande type: Ramonage cheminée\ndemande commune: Villeurbanne\ncommentaire: Je suis âgé, je n'entends pas bien le portable, merci d'appeler le 04 78 62 11 30",
  },
  {
    id: 'T08-it-imbianchino-ufficio',
    country: 'IT',
    body: {
      nome: 'Giulia',
      cognome: 'Ferri',
      email: 'giulia.ferri@libero.it',
      richiesta: 'Preventivo tinteggiatura appartamento 80 mq',
      referente: {
        nome: 'Marco – Colori Srl',
        cellulare: '347 123 4567',
      },
      note: 'Sono in ufficio tutto il giorno, chiamatemi allo 02 8739 4411',
    },
    person: {
      name: 'Giulia Ferri',
      phone: '+390287394411',
      email: 'giulia.ferri@libero.it',
    },
    notes:
      'richiesta: Preventivo tinteggiatura appartamento 80 mq\nnote: Sono in ufficio tutto il giorno, chiamatemi allo 02 8739 4411',
  },
  {
    id: 'T09-pl-montaz-stacjonarny',
    country: 'PL',
    body: {
      imie: 'Katarzyna',
      nazwisko: 'Wójcik',
      email: 'k.wojcik@wp.pl',
      zamowienie: {
        numer: 'ZM/2025/0412',
        produkt: 'Drzwi wewnętrzne x3',
      },
      montaz: {
        firma: 'Montaż-Pol',
        telefon: '601 234 567',
      },
      uwagi: 'Proszę dzwonić na telefon stacjonarny 22 628 14 10, komórka często rozładowana',
    },
    person: {
      name: 'Katarzyna Wójcik',
      phone: '+48226281410',
      email: 'k.wojcik@wp.pl',
    },
    notes:
      'zamowienie produkt: Drzwi wewnętrzne x3\nmontaz firma: Montaż-Pol\nuwagi: Proszę dzwonić na telefon stacjonarny 22 628 14 10, komórka często rozładowana',
  },
  {
    id: 'T10-gb-boiler-landline',
    country: 'GB',
    body: {
      first_name: 'Margaret',
      last_name: 'Hughes',
      job: {
        type: 'Boiler service',
        postcode: 'M20 2LS',
      },
      tradesperson: {
        business: 'Northern Heat Ltd',
        mobile: '07911 123456',
      },
      message: "I'm at home all week, please ring the landline 0161 496 0755 rather than a mobile",
    },
    person: {
      name: 'Margaret Hughes',
      phone: '+441614960755',
      email: null,
    },
    notes:
      "job type: Boiler service\njob postcode: M20 2LS\nmessage: I'm at home all week, please ring the landline 0161 496 0755 rather than a mobile",
  },
  {
    id: 'T11-au-roofer-work',
    country: 'AU',
    body: {
      name: 'Gregory Walsh',
      email: 'greg.walsh@bigpond.com',
      enquiry: 'Quote to replace 6 colorbond sheets',
      suburb: 'Parramatta',
      roofer: {
        company: 'Sydney Roof Co',
        mobile: '0412 345 678',
      },
      comments: 'best number is my work landline 02 9374 4000 between 9-5',
    },
    person: {
      name: 'Gregory Walsh',
      phone: '+61293744000',
      email: 'greg.walsh@bigpond.com',
    },
    notes:
      'enquiry: Quote to replace 6 colorbond sheets\nsuburb: Parramatta\ncomments: best number is my work landline 02 9374 4000 between 9-5',
  },
  {
    id: 'T12-in-ro-residence',
    country: 'IN',
    body: {
      customer_name: 'Rajesh Iyer',
      service: 'Water purifier AMC renewal',
      city: 'Mumbai',
      service_center: {
        name: 'AquaCare Andheri',
        mobile: '98765 43210',
      },
      remarks: 'Please call on residence landline 022 2202 1234, mobile is with my son',
    },
    person: {
      name: 'Rajesh Iyer',
      phone: '+912222021234',
      email: null,
    },
    notes:
      'service: Water purifier AMC renewal\ncity: Mumbai\nremarks: Please call on residence landline 022 2202 1234, mobile is with my son\nservice_center name: AquaCare Andheri',
  },
  {
    id: 'T14-jp-jitaku-03',
    country: 'JP',
    body: {
      氏名: '田中 一郎',
      メール: 'ichiro.tanaka@nifty.com',
      相談内容: '浴室リフォームの見積もり',
      施工店: {
        会社名: '匠リフォーム',
        携帯電話: '080-2345-6789',
      },
      メッセージ: '日中は自宅にいますので 03-3429-1234 までご連絡ください',
    },
    person: {
      name: '田中 一郎',
      phone: '+81334291234',
      email: 'ichiro.tanaka@nifty.com',
    },
    notes:
      '相談内容: 浴室リフォームの見積もり\n施工店 会社名: 匠リフォーム\nメッセージ: 日中は自宅にいますので 03-3429-1234 までご連絡ください',
  },
  {
    id: 'T15-th-baan',
    country: 'TH',
    body: {
      ชื่อ: 'สมศรี ใจดี',
      บริการ: 'ติดตั้งแอร์ 2 เครื่อง',
      ร้าน: {
        ชื่อร้าน: 'แอร์เย็นฉ่ำ',
        มือถือ: '081 234 5678',
      },
      หมายเหตุ: 'กรุณาโทรเบอร์บ้าน 02 254 1122 ช่วงเย็น',
    },
    person: {
      name: 'สมศรี ใจดี',
      phone: '+6622541122',
      email: null,
    },
    notes: 'บริการ: ติดตั้งแอร์ 2 เครื่อง\nร้าน ชื่อร้าน: แอร์เย็นฉ่ำ\nหมายเหตุ: กรุณาโทรเบอร์บ้าน 02 254 1122 ช่วงเย็น',
  },
  {
    id: 'T18-ng-office',
    country: 'NG',
    body: {
      full_name: 'Chinedu Okafor',
      need: '5kVA solar inverter for a duplex',
      state: 'Lagos',
      vendor_details: {
        company: 'SunPower Naija',
        mobile: '0803 123 4567',
      },
      message: 'Kindly reach me on my office landline 0201 271 4455 during work hours',
    },
    person: {
      name: 'Chinedu Okafor',
      phone: '+2342012714455',
      email: null,
    },
    notes:
      'need: 5kVA solar inverter for a duplex\nstate: Lagos\nmessage: Kindly reach me on my office landline 0201 271 4455 during work hours',
  },
  {
    id: 'T19-ke-borehole-office',
    country: 'KE',
    body: {
      name: 'Wanjiru Kamau',
      service: 'Borehole survey, Ruiru plot',
      partner: {
        name: 'Maji Drilling Ltd',
        mobile: '0722 123 456',
      },
      message: 'Call me on my office line 020 222 3344, I am in meetings on mobile',
    },
    person: {
      name: 'Wanjiru Kamau',
      phone: '+254202223344',
      email: null,
    },
    notes:
      'service: Borehole survey, Ruiru plot\nmessage: Call me on my office line 020 222 3344, I am in meetings on mobile',
  },
  {
    id: 'T20-il-077-home',
    country: 'IL',
    body: {
      שם: 'יעל כהן',
      שירות: 'תיקון מזגן',
      עיר: 'רמת גן',
      עסק: {
        שם: 'קור אקספרס',
        נייד: '054-321-4455',
      },
      הערות: 'אין לי נייד, נא להתקשר לטלפון בבית 077-450-1122',
    },
    person: {
      name: 'יעל כהן',
      phone: '+972774501122',
      email: null,
    },
    notes: 'שירות: תיקון מזגן\nעיר: רמת גן\nהערות: אין לי נייד, נא להתקשר לטלפון בבית 077-450-1122',
  },
  {
    id: 'T21-il-02-office',
    country: 'IL',
    body: {
      name: 'David Levi',
      email: 'david.levi@walla.co.il',
      topic: 'ייעוץ בנושא ירושה',
      listing: {
        title: 'עו"ד שרון – ירושות',
        mobile: '050-765-4321',
      },
      message: 'אשמח שתחזרו אליי למשרד 02-625-1133',
    },
    person: {
      name: 'David Levi',
      phone: '+97226251133',
      email: 'david.levi@walla.co.il',
    },
    notes: 'topic: ייעוץ בנושא ירושה\nlisting title: עו"ד שרון – ירושות\nmessage: אשמח שתחזרו אליי למשרד 02-625-1133',
  },
  {
    id: 'T23-pt-loja-fixo',
    country: 'PT',
    body: {
      nome: 'Joaquim Ribeiro',
      pedido: 'Orçamento caixilharia alumínio, 4 janelas',
      loja: {
        nome: 'Alu Lisboa',
        telemovel: '912 345 678',
      },
      mensagem: 'Liguem para o fixo de casa 21 346 1122, sff',
    },
    person: {
      name: 'Joaquim Ribeiro',
      phone: '+351213461122',
      email: null,
    },
    notes: 'pedido: Orçamento caixilharia alumínio, 4 janelas\nmensagem: Liguem para o fixo de casa 21 346 1122, sff',
  },
  {
    id: 'T24-nl-vakman-vast',
    country: 'NL',
    body: {
      naam: 'Pieter de Vries',
      email: 'p.devries@ziggo.nl',
      vraag: 'Offerte dakkapel 3 meter',
      vakman: {
        bedrijf: 'Dakwerken Amstel',
        mobiel: '06 12345678',
      },
      opmerking: 'Bel mij liever op mijn vaste nummer 020 624 1111',
    },
    person: {
      name: 'Pieter de Vries',
      phone: '+31206241111',
      email: 'p.devries@ziggo.nl',
    },
    notes: 'vraag: Offerte dakkapel 3 meter\nopmerking: Bel mij liever op mijn vaste nummer 020 624 1111',
  },
  {
    id: 'T26-de-hausmeister',
    country: 'DE',
    body: {
      vorname: 'Sabine',
      nachname: 'Krüger',
      anliegen: 'Heizung im Bad bleibt kalt',
      objekt: {
        adresse: 'Lindenstraße 14, 50674 Köln',
        ansprechpartner: 'Hausmeister Schulz',
        telefon: '0151 23456789',
      },
      bemerkung: 'Ich bin nur über Festnetz erreichbar: 0221 2345678. Die Handynummer oben ist vom Hausmeister.',
    },
    person: {
      name: 'Sabine Krüger',
      phone: '+492212345678',
      email: null,
    },
    notes:
      'anliegen: Heizung im Bad bleibt kalt\nbemerkung: Ich bin nur über Festnetz erreichbar: 0221 2345678. Die Handynummer oben ist vom Hausmeister.',
  },
  {
    id: 'T28-pe-encomienda-oficina',
    country: 'PE',
    body: {
      remitente_nombre: 'Lucía Paredes Soto',
      destino: 'Cusco',
      contenido: '2 cajas de libros',
      transporte: {
        empresa: 'Cargo Sur',
        celular: '987 654 321',
      },
      comentario: 'Llamar a mi oficina (054) 22-3344 para coordinar el recojo',
    },
    person: {
      name: 'Lucía Paredes Soto',
      phone: '+5154223344',
      email: null,
    },
    notes:
      'destino: Cusco\ncontenido: 2 cajas de libros\ncomentario: Llamar a mi oficina (054) 22-3344 para coordinar el recojo',
  },
  {
    id: 'T29-br-mineiro-fixo',
    country: 'BR',
    body: {
      nome: 'Sebastião Moreira',
      email: 'sebastiao.moreira@uol.com.br',
      conta_luz: 'R$ 650',
      integrador: {
        empresa: 'Sol de Minas',
        celular: '(31) 99123-4567',
      },
      mensagem: 'Não tenho WhatsApp. Me liguem no fixo (31) 3224-5566 depois das 18h',
    },
    person: {
      name: 'Sebastião Moreira',
      phone: '+553132245566',
      email: 'sebastiao.moreira@uol.com.br',
    },
    notes:
      'conta_luz: R$ 650\nintegrador empresa: Sol de Minas\nmensagem: Não tenho WhatsApp. Me liguem no fixo (31) 3224-5566 depois das 18h',
  },
  {
    id: 'T30-ar-la-plata-casa',
    country: 'AR',
    body: {
      nombre: 'Graciela Ferreyra',
      vehiculo: 'Toyota Etios 2019',
      cobertura: 'Terceros completo',
      productor: {
        nombre: 'Seguros Pampa',
        celular: '+54 9 11 6234 5566',
      },
      observaciones: 'Prefiero que me llamen a casa al 0221 425-1122 a la mañana',
    },
    person: {
      name: 'Graciela Ferreyra',
      phone: '+542214251122',
      email: null,
    },
    notes:
      'vehiculo: Toyota Etios 2019\ncobertura: Terceros completo\nobservaciones: Prefiero que me llamen a casa al 0221 425-1122 a la mañana',
  },
  {
    id: 'T31-it-firenze-casa',
    country: 'IT',
    body: {
      nome_ospite: 'Francesca Bianchi',
      email: 'f.bianchi@tiscali.it',
      check_in: '2025-06-12',
      struttura: {
        nome: 'B&B Le Rose',
        cellulare: '347 123 4567',
      },
      richieste: 'Arriviamo tardi. In caso chiamate a casa mia 055 238 1122',
    },
    person: {
      name: 'Francesca Bianchi',
      phone: '+390552381122',
      email: 'f.bianchi@tiscali.it',
    },
    notes: 'check_in: 2025-06-12\nrichieste: Arriviamo tardi. In caso chiamate a casa mia 055 238 1122',
  },
  {
    id: 'T33-th-chiangmai',
    country: 'TH',
    body: {
      name: 'Pimchanok Srisuk',
      tour: 'Doi Inthanon day trip',
      date: '2025-02-10',
      pickup: {
        driver: 'Khun Somchai',
        mobile: '089 765 4321',
      },
      note: 'โทรหาดิฉันที่บ้าน 053 211 455 นะคะ',
    },
    person: {
      name: 'Pimchanok Srisuk',
      phone: '+6653211455',
      email: null,
    },
    notes: 'tour: Doi Inthanon day trip\ndate: 2025-02-10\nnote: โทรหาดิฉันที่บ้าน 053 211 455 นะคะ',
  },
  {
    id: 'T35-za-durban-home',
    country: 'ZA',
    body: {
      name: 'Priya Naidoo',
      service: 'Termite inspection',
      suburb: 'Umhlanga',
      branch: {
        name: 'BugOff Durban North',
        cell: '073 456 7890',
      },
      message: 'Please call my home number 031 303 4455 after 4pm',
    },
    person: {
      name: 'Priya Naidoo',
      phone: '+27313034455',
      email: null,
    },
    notes: 'service: Termite inspection\nsuburb: Umhlanga\nmessage: Please call my home number 031 303 4455 after 4pm',
  },
  {
    id: 'T36-in-bangalore-office',
    country: 'IN',
    body: {
      name: 'Ananya Rao',
      email: 'ananya.rao@gmail.com',
      requirement: 'Modular kitchen for 2BHK',
      designer: {
        studio: 'Nest Interiors',
        mobile: '94481 23456',
      },
      message: 'Call me at office 080 2558 1234 between 11 and 1',
    },
    person: {
      name: 'Ananya Rao',
      phone: '+918025581234',
      email: 'ananya.rao@gmail.com',
    },
    notes: 'requirement: Modular kitchen for 2BHK\nmessage: Call me at office 080 2558 1234 between 11 and 1',
  },
  {
    id: 'T37-pl-gdansk-biuro',
    country: 'PL',
    body: {
      imie_nazwisko: 'Tomasz Kowalczyk',
      email: 't.kowalczyk@onet.pl',
      usluga: 'Pełna księgowość, JDG',
      polecajacy: {
        biuro: 'Rachmistrz Gdańsk',
        komorka: '512 345 678',
      },
      wiadomosc: 'Proszę o kontakt na telefon do biura 58 341 22 33',
    },
    person: {
      name: 'Tomasz Kowalczyk',
      phone: '+48583412233',
      email: 't.kowalczyk@onet.pl',
    },
    notes: 'usluga: Pełna księgowość, JDG\nwiadomosc: Proszę o kontakt na telefon do biura 58 341 22 33',
  },
  {
    id: 'T38-au-perth-home',
    country: 'AU',
    body: {
      first_name: 'Donna',
      last_name: 'McKenzie',
      service: 'Green pool clean-up',
      franchise: {
        territory: 'Perth Northern Suburbs',
        mobile: '0423 456 789',
      },
      comments: 'no mobile reception at our place, use the home phone 08 9325 1122',
    },
    person: {
      name: 'Donna McKenzie',
      phone: '+61893251122',
      email: null,
    },
    notes: 'service: Green pool clean-up\ncomments: no mobile reception at our place, use the home phone 08 9325 1122',
  },
  {
    id: 'T39-ke-mombasa-office',
    country: 'KE',
    body: {
      name: 'Hassan Omar',
      email: 'hassan.omar@gmail.com',
      cargo: '1x20ft container, household goods',
      clearing: {
        firm: 'Pwani Clearing',
        mobile: '0712 345 678',
      },
      message: 'Reach me on the office landline 041 222 3344',
    },
    person: {
      name: 'Hassan Omar',
      phone: '+254412223344',
      email: 'hassan.omar@gmail.com',
    },
    notes: 'cargo: 1x20ft container, household goods\nmessage: Reach me on the office landline 041 222 3344',
  },
  {
    id: 'T41-fr-bordeaux-fixe',
    country: 'FR',
    body: {
      civilite: 'M.',
      nom_complet: 'Jean-Pierre Lacoste',
      projet: 'Cuisine équipée, 12 m²',
      magasin: {
        enseigne: 'Cuisines Gironde',
        portable: '07 81 22 33 44',
      },
      commentaire: 'Merci de me rappeler sur le fixe 05 56 44 12 33 le matin',
    },
    person: {
      name: 'Jean-Pierre Lacoste',
      phone: '+33556441233',
      email: null,
    },
    notes:
      'civilite: M.\nprojet: Cuisine équipée, 12 m²\ncommentaire: Merci de me rappeler sur le fixe 05 56 44 12 33 le matin',
  },
  {
    id: 'T42-de-hamburg-praxis',
    country: 'DE',
    body: {
      name: 'Anke Petersen',
      email: 'anke.petersen@gmx.de',
      anliegen: 'Physiotherapie nach Knie-OP',
      eintrag: {
        praxis: 'Physio am Hafen',
        mobil: '0151 23456789',
      },
      nachricht: 'Bitte rufen Sie mich im Büro an unter 040 3567 2211',
    },
    person: {
      name: 'Anke Petersen',
      phone: '+494035672211',
      email: 'anke.petersen@gmx.de',
    },
    notes:
      'anliegen: Physiotherapie nach Knie-OP\neintrag praxis: Physio am Hafen\nnachricht: Bitte rufen Sie mich im Büro an unter 040 3567 2211',
  },
  {
    id: 'T43-es-asturias-abuela',
    country: 'ES',
    body: {
      nombre: 'Covadonga Álvarez',
      servicio: 'Ayuda a domicilio 3 horas/día',
      localidad: 'Oviedo',
      info: {
        coordinadora: 'Marta',
        movil: '686 204 513',
      },
      comentarios: 'Soy yo quien necesita el servicio. Tengo solo teléfono fijo: 985 22 33 44',
    },
    person: {
      name: 'Covadonga Álvarez',
      phone: '+34985223344',
      email: null,
    },
    notes:
      'servicio: Ayuda a domicilio 3 horas/día\nlocalidad: Oviedo\ninfo coordinadora: Marta\ncomentarios: Soy yo quien necesita el servicio. Tengo solo teléfono fijo: 985 22 33 44',
  },
  {
    id: 'T44-es-bloque-nombre',
    country: 'ES',
    body: {
      pedido: 'Armario empotrado 2 puertas',
      cliente_nombre: 'Nuria',
      email: 'nuria.p@gmail.com',
      montaje: {
        nombre: 'Francisco Javier Ruiz',
        telefono: '686 204 513',
      },
      nota: 'Estoy en casa por las mañanas, llamar al 91 445 28 17',
    },
    person: {
      name: 'Nuria',
      phone: '+34914452817',
      email: 'nuria.p@gmail.com',
    },
    notes: 'pedido: Armario empotrado 2 puertas\nnota: Estoy en casa por las mañanas, llamar al 91 445 28 17',
  },
  {
    id: 'T46-fr-voisin',
    country: 'FR',
    body: {
      nom: 'Odile Perrin',
      colis: 'Aspirateur balai',
      livraison: {
        chez: 'voisin, M. Garnier',
        portable: '06 12 34 56 78',
      },
      message: 'Pour fixer le rendez-vous, appelez-moi directement au 01 42 33 18 90',
    },
    person: {
      name: 'Odile Perrin',
      phone: '+33142331890',
      email: null,
    },
    notes:
      'colis: Aspirateur balai\nlivraison chez: voisin, M. Garnier\nmessage: Pour fixer le rendez-vous, appelez-moi directement au 01 42 33 18 90',
  },
  {
    id: 'T47-gb-daughter',
    country: 'GB',
    body: {
      name: 'Arthur Jenkins',
      enquiry: 'Weekly cleaning, bungalow',
      emergency: {
        name: 'Susan (daughter)',
        mobile: '07451 234567',
      },
      message: "Phone me at home 0161 496 0755, only use Susan's number if I don't answer",
    },
    person: {
      name: 'Arthur Jenkins',
      phone: '+441614960755',
      email: null,
    },
    notes:
      "enquiry: Weekly cleaning, bungalow\nmessage: Phone me at home 0161 496 0755, only use Susan's number if I don't answer",
  },
  {
    id: 'T49-it-multi-then-mobile',
    country: 'IT',
    body: {
      nome: 'Roberta Galli',
      negozio: {
        nome: 'Elettrodomestici Galli',
        cellulare: '347 123 4567',
      },
      messaggio: 'Chiamatemi a casa 06 4782 1190 (il cellulare è rotto). Lavatrice da riparare',
    },
    person: {
      name: 'Roberta Galli',
      phone: '+390647821190',
      email: null,
    },
    notes: 'messaggio: Chiamatemi a casa 06 4782 1190 (il cellulare è rotto). Lavatrice da riparare',
  },
  {
    id: 'T50-pl-biuro-recepcja',
    country: 'PL',
    body: {
      pacjent_imie: 'Halina',
      pacjent_nazwisko: 'Zielińska',
      usluga: 'Wizyta u kardiologa',
      placowka: {
        nazwa: 'MediPlus Kraków',
        koordynator_tel: '512 345 678',
      },
      uwagi: 'Nie mam komórki, proszę dzwonić na domowy 12 422 33 10',
    },
    person: {
      name: 'Halina Zielińska',
      phone: '+48124223310',
      email: null,
    },
    notes: 'usluga: Wizyta u kardiologa\nuwagi: Nie mam komórki, proszę dzwonić na domowy 12 422 33 10',
  },
];

describe('Reader (review 65): a number the person writes beside a mobile in a block no word names theirs', () => {
  readsTheBrief(WRITTEN_LINES, (what) => `${what}: the person's mobile and name`);
  itReadsAsBefore(ROWS_65A);
});

// A thing's word in the plural (`products[0][name]`, a PHP form's flattened list; `services_name`): the name is the
// thing's, and the choice is the person's; read as their name, the lead was greeted by a product's title.
const PLURAL_THINGS: BriefCase[] = [
  {
    what: "a payment form's products flattened into bracket keys",
    country: 'RU',
    body: {
      order_id: '55120',
      customer_phone: '+7 916 204-18-37',
      customer_email: 'irina.sokolova@mail.ru',
      'products[0][name]': 'Курс «Акварель с нуля», вечерняя группа',
      'products[0][price]': '4900.00',
      'products[0][quantity]': '1',
      customer_extra: 'Хочу начать с января, есть ли рассрочка?',
    },
    name: null,
    phone: '+79162041837',
    email: 'irina.sokolova@mail.ru',
    answers: ['Курс «Акварель с нуля», вечерняя группа', 'Хочу начать с января, есть ли рассрочка?'],
    leaks: [],
  },
  {
    what: "a booking's services named under a plural key",
    country: 'GB',
    body: {
      client_email: 'tom.harlow@outlook.com',
      client_phone: '07700 918 244',
      services_name: 'Deep tissue massage, 60 min',
      staff_name: 'Aisha',
    },
    name: null,
    phone: '+447700918244',
    email: 'tom.harlow@outlook.com',
    answers: ['Deep tissue massage, 60 min'],
    leaks: [],
  },
];

describe("Reader (review 65): a name under a thing's word in the plural is the thing's", () => {
  readsTheBrief(PLURAL_THINGS, (what) => `${what}: no person's name, the thing in the brief`);
});

// A phone object's area beside its number and calling code (`phones: [{type, country: "55", area: "11", number}]`): one
// number; read without it, the mobile lost its area code (set 79's PagBank).
const AREA_LEAVES: BriefCase[] = [
  {
    what: "an order's customer with a phone object in parts named `country`, `area`, `number`",
    country: 'BR',
    body: {
      customer: {
        name: 'Beatriz Moura Lima',
        email: 'bia.moura@gmail.com',
        phones: [{ type: 'MOBILE', country: '55', area: '21', number: '998124477' }],
      },
      items: [{ name: 'Aula experimental de cerâmica – sábado 10h', quantity: 1 }],
    },
    name: 'Beatriz Moura Lima',
    phone: '+5521998124477',
    email: 'bia.moura@gmail.com',
    answers: ['Aula experimental de cerâmica – sábado 10h'],
    leaks: [],
  },
  {
    what: 'a phone object whose number repeats its area',
    country: 'AR',
    body: {
      buyer: { full_name: 'Tomás Ibarra', phone: { area: '11', number: '1158934412' } },
      message: 'Consulta por el depto de 2 ambientes en Palermo',
    },
    name: 'Tomás Ibarra',
    phone: '+541158934412',
    email: null,
    answers: ['Consulta por el depto de 2 ambientes en Palermo'],
    leaks: [],
  },
];

describe("Reader (review 65): a phone object's area beside its number", () => {
  readsTheBrief(AREA_LEAVES, (what) => `${what}: the whole number`);
});

// The second attacker's bodies (/work/attack65b) the first versions read worse, each with its person and brief at
// 5f44016e: a party's word in the plural before a name (`owners_name`, a vet form's owner; `users[0][name]`), an `area`
// joined where the number was whole already or the area was a zone's (now only where the number alone is no valid one
// and is one with it), a cashier or a clerk as staff (taken back: `clerk_name` of a town clerk, `note_to_cashier`, and
// the cashier's name left in the brief), and a business's line as a card's part (taken back: the person's own landline
// in an address line beside a courier's mobile).
const ROWS_65B: ReviewRow[] = [
  {
    id: 'P01-us-vet-owners-name',
    country: 'US',
    body: {
      form_id: '14',
      owners_name: 'Rebecca Lindqvist',
      owners_phone: '(503) 284-7712',
      owners_email: 'rlindqvist@comcast.net',
      pets_name: 'Biscuit',
      pets_breed: 'Beagle, 6 yrs',
      reason_for_visit: 'Limping on back left leg since Sunday',
    },
    person: {
      name: 'Rebecca Lindqvist',
      phone: '+15032847712',
      email: 'rlindqvist@comcast.net',
    },
    notes: 'pets_name: Biscuit\npets_breed: Beagle, 6 yrs\nreason_for_visit: Limping on back left leg since Sunday',
  },
  {
    id: 'P03-au-party-hosts-name',
    country: 'AU',
    body: {
      hosts_name: 'Priya Nair',
      hosts_mobile: '0412 345 678',
      hosts_email: 'priya.nair@outlook.com',
      party_date: '2025-05-17',
      number_of_kids: '18',
      theme: 'Dinosaurs',
      dietary: 'Two children with nut allergies',
    },
    person: {
      name: 'Priya Nair',
      phone: '+61412345678',
      email: 'priya.nair@outlook.com',
    },
    notes: 'party_date: 2025-05-17\nnumber_of_kids: 18\ntheme: Dinosaurs\ndietary: Two children with nut allergies',
  },
  {
    id: 'P04-ca-sellers-name',
    country: 'CA',
    body: {
      form: 'Free home valuation',
      sellers_name: 'Gordon Whitfield',
      sellers_phone: '604-719-2284',
      sellers_email: 'gwhitfield@shaw.ca',
      property_address: '2214 W 5th Ave, Vancouver',
      timeline: 'Within 3 months',
    },
    person: {
      name: 'Gordon Whitfield',
      phone: '+16047192284',
      email: 'gwhitfield@shaw.ca',
    },
    notes: 'form: Free home valuation\nproperty_address: 2214 W 5th Ave, Vancouver\ntimeline: Within 3 months',
  },
  {
    id: 'P05-us-employees-name',
    country: 'US',
    body: {
      employees_name: 'Luis Ortega',
      employees_phone: '(713) 448-2210',
      employer: 'Ridgeway Logistics',
      date_of_injury: '2025-02-03',
      injury_description: 'Fell from loading dock, broken wrist, employer says no claim',
    },
    person: {
      name: 'Luis Ortega',
      phone: '+17134482210',
      email: null,
    },
    notes:
      'employer: Ridgeway Logistics\ndate_of_injury: 2025-02-03\ninjury_description: Fell from loading dock, broken wrist, employer says no claim',
  },
  {
    id: 'P06-us-vendors-name',
    country: 'US',
    body: {
      vendors_name: "Maggie O'Donnell",
      vendors_email: 'maggie@hilltophoney.com',
      vendors_phone: '802-355-4419',
      business_name: 'Hilltop Honey',
      products_sold: 'Raw honey, beeswax candles',
      season: 'Full season May-Oct',
    },
    person: {
      name: "Maggie O'Donnell",
      phone: '+18023554419',
      email: 'maggie@hilltophoney.com',
    },
    notes: 'business_name: Hilltop Honey\nproducts_sold: Raw honey, beeswax candles\nseason: Full season May-Oct',
  },
  {
    id: 'P07-ie-organizers-name',
    country: 'IE',
    body: {
      organisers_name: 'Siobhan Kearney',
      organisers_email: 'siobhan.kearney@gmail.com',
      organisers_phone: '087 123 4567',
      event_type: 'Wedding reception',
      guests: '120',
      preferred_date: 'September 2025, Saturday',
    },
    person: {
      name: 'Siobhan Kearney',
      phone: '+353871234567',
      email: 'siobhan.kearney@gmail.com',
    },
    notes: 'event_type: Wedding reception\nguests: 120\npreferred_date: September 2025, Saturday',
  },
  {
    id: 'P08-ae-agents-name',
    country: 'AE',
    body: {
      agents_name: 'Farah Al Mansoori',
      agency: 'Sky Lark Travel',
      agents_mobile: '050 123 4567',
      agents_email: 'farah@skylarktravel.ae',
      interest: 'Group packages to Georgia for 30 pax in October',
    },
    person: {
      name: 'Farah Al Mansoori',
      phone: '+971501234567',
      email: 'farah@skylarktravel.ae',
    },
    notes: 'agency: Sky Lark Travel\ninterest: Group packages to Georgia for 30 pax in October',
  },
  {
    id: 'P09-pl-users-php',
    country: 'PL',
    body: {
      'users[0][name]': 'Katarzyna Wójcik',
      'users[0][email]': 'k.wojcik@wp.pl',
      'users[0][phone]': '601 234 567',
      'users[1][name]': 'Tomasz Wójcik',
      plan: 'Karnet rodzinny OPEN',
      uwagi: 'Chcemy zacząć od maja',
    },
    person: {
      name: 'Katarzyna Wójcik',
      phone: '+48601234567',
      email: 'k.wojcik@wp.pl',
    },
    notes: 'plan: Karnet rodzinny OPEN\nuwagi: Chcemy zacząć od maja',
  },
  {
    id: 'P12-us-home-owners-name',
    country: 'US',
    body: {
      home_owners_name: 'Darnell Brooks',
      phone: '(404) 819-2245',
      roof_type: 'Asphalt shingle',
      issue: 'Leak over the garage after the storm',
      insurance_claim: 'Yes',
    },
    person: {
      name: 'Darnell Brooks',
      phone: '+14048192245',
      email: null,
    },
    notes: 'roof_type: Asphalt shingle\nissue: Leak over the garage after the storm\ninsurance_claim: Yes',
  },
  {
    id: 'P13-gb-teams-captain',
    country: 'GB',
    body: {
      'teams[0][name]': 'Thunder FC',
      'teams[0][captain_name]': 'Jamal Reid',
      'teams[0][captain_phone]': '07723 456789',
      'teams[0][captain_email]': 'jamal.reid@gmail.com',
      division: 'Sunday 5-a-side',
      message: 'We have 8 players, can we join mid-season?',
    },
    person: {
      name: 'Jamal Reid',
      phone: '+447723456789',
      email: 'jamal.reid@gmail.com',
    },
    notes: 'division: Sunday 5-a-side\nmessage: We have 8 players, can we join mid-season?',
  },
  {
    id: 'P14-ng-users-name',
    country: 'NG',
    body: {
      users_name: 'Oluwaseun Adeyemi',
      users_email: 'seun@brightpath.ng',
      phone: '0803 123 4567',
      company: 'Brightpath Ltd',
      team_size: '11-50',
      use_case: 'Payroll for staff in 3 states',
    },
    person: {
      name: 'Oluwaseun Adeyemi',
      phone: '+2348031234567',
      email: 'seun@brightpath.ng',
    },
    notes: 'company: Brightpath Ltd\nteam_size: 11-50\nuse_case: Payroll for staff in 3 states',
  },
  {
    id: 'P15-ke-merchants-name',
    country: 'KE',
    body: {
      merchants_name: 'Wanjiru Kamau',
      merchants_phone: '0712 345 678',
      business_name: 'Mama Mboga Fresh',
      monthly_volume: 'KES 300,000',
      question: 'Can customers pay with M-Pesa till number?',
    },
    person: {
      name: 'Wanjiru Kamau',
      phone: '+254712345678',
      email: null,
    },
    notes:
      'business_name: Mama Mboga Fresh\nmonthly_volume: KES 300,000\nquestion: Can customers pay with M-Pesa till number?',
  },
  {
    id: 'A01-br-area-parens',
    country: 'BR',
    body: {
      customer: {
        name: 'Renata Alves',
        email: 'renata.alves@uol.com.br',
        phones: [
          {
            type: 'MOBILE',
            country: '55',
            area: '11',
            number: '(11) 98741-2365',
          },
        ],
      },
      items: [
        {
          name: 'Kit jardinagem vertical',
          quantity: 1,
        },
      ],
    },
    person: {
      name: 'Renata Alves',
      phone: '+5511987412365',
      email: 'renata.alves@uol.com.br',
    },
    notes: 'items name: Kit jardinagem vertical\nitems quantity: 1',
  },
  {
    id: 'A02-br-area-trunk',
    country: 'BR',
    body: {
      nome: 'Felipe Costa',
      telefone: {
        area: '11',
        numero: '011 98741-2365',
      },
      mensagem: 'Quero agendar uma visita técnica',
    },
    person: {
      name: 'Felipe Costa',
      phone: '+5511987412365',
      email: null,
    },
    notes: 'mensagem: Quero agendar uma visita técnica',
  },
  {
    id: 'A03-us-area-leading-1',
    country: 'US',
    body: {
      contact: {
        first_name: 'Karen',
        last_name: 'Mitchell',
        phone: {
          country: '1',
          area: '415',
          number: '1 (415) 962-1847',
        },
      },
      inquiry: 'Kitchen remodel estimate',
    },
    person: {
      name: 'Karen Mitchell',
      phone: '+14159621847',
      email: null,
    },
    notes: 'inquiry: Kitchen remodel estimate',
  },
  {
    id: 'A04-co-area-mobile',
    country: 'CO',
    body: {
      nombre: 'Juliana Restrepo',
      telefono: {
        area: '4',
        number: '300 456 7890',
      },
      ciudad: 'Medellín',
      mensaje: 'Cotización de cocina integral',
    },
    person: {
      name: 'Juliana Restrepo',
      phone: '+573004567890',
      email: null,
    },
    notes: 'ciudad: Medellín\nmensaje: Cotización de cocina integral',
  },
  {
    id: 'A05-co-area-newfixed',
    country: 'CO',
    body: {
      nombre: 'Camilo Duarte',
      telefono: {
        area: '1',
        number: '601 743 2288',
      },
      mensaje: 'Mantenimiento de calentador',
    },
    person: {
      name: 'Camilo Duarte',
      phone: '+576017432288',
      email: null,
    },
    notes: 'mensaje: Mantenimiento de calentador',
  },
  {
    id: 'A06-pe-area-mobile',
    country: 'PE',
    body: {
      cliente: {
        nombre: 'Diego Paredes',
        celular: {
          area: '1',
          number: '987 654 321',
        },
      },
      consulta: 'Precio de lentes progresivos',
    },
    person: {
      name: 'Diego Paredes',
      phone: '+51987654321',
      email: null,
    },
    notes: 'consulta: Precio de lentes progresivos',
  },
  {
    id: 'A07-cl-area-mobile',
    country: 'CL',
    body: {
      buyer: {
        name: 'Valentina Soto',
        phone: {
          country: '56',
          area: '2',
          number: '9 8765 4321',
        },
      },
      message: 'Necesito instalación de termo',
    },
    person: {
      name: 'Valentina Soto',
      phone: '+56987654321',
      email: null,
    },
    notes: 'message: Necesito instalación de termo',
  },
  {
    id: 'A08-in-std-mobile',
    country: 'IN',
    body: {
      name: 'Kavya Reddy',
      phone: {
        area: '80',
        number: '98450 12345',
      },
      service: 'Modular kitchen consultation',
      city: 'Bengaluru',
    },
    person: {
      name: 'Kavya Reddy',
      phone: '+919845012345',
      email: null,
    },
    notes: 'service: Modular kitchen consultation\ncity: Bengaluru',
  },
  {
    id: 'A09-de-area-mobile-trunk',
    country: 'DE',
    body: {
      kunde: {
        name: 'Stefan Krüger',
        telefon: {
          country: '49',
          area: '30',
          number: '0171 2345678',
        },
      },
      anfrage: 'Wallbox Installation',
    },
    person: {
      name: 'Stefan Krüger',
      phone: '+491712345678',
      email: null,
    },
    notes: 'anfrage: Wallbox Installation',
  },
  {
    id: 'A10-gb-area-national',
    country: 'GB',
    body: {
      name: 'Margaret Hughes',
      phone: {
        country: '44',
        area: '161',
        number: '0161 496 0755',
      },
      job: 'Boiler service',
    },
    person: {
      name: 'Margaret Hughes',
      phone: '+441614960755',
      email: null,
    },
    notes: 'job: Boiler service',
  },
  {
    id: 'A11-il-area-trunk',
    country: 'IL',
    body: {
      name: 'מיכל אברהם',
      phone: {
        country: '972',
        area: '3',
        number: '03-5051234',
      },
      message: 'מעוניינת בהתקנת מזגן',
    },
    person: {
      name: 'מיכל אברהם',
      phone: '+97235051234',
      email: null,
    },
    notes: 'message: מעוניינת בהתקנת מזגן',
  },
  {
    id: 'A13-ar-area-9',
    country: 'AR',
    body: {
      comprador: {
        nombre: 'Lucila Ferreyra',
        telefono: {
          area: '11',
          number: '9 11 5893-4412',
        },
      },
      nota: 'Retiro por el local el sábado',
    },
    person: {
      name: 'Lucila Ferreyra',
      phone: '+5491158934412',
      email: null,
    },
    notes: 'nota: Retiro por el local el sábado',
  },
  {
    id: 'A14-pe-whatsapp-area-dept',
    country: 'PE',
    body: {
      contact: {
        name: 'Rosa Quispe',
      },
      whatsapp: {
        number: '51987654321',
        area: '2',
        area_label: 'Ventas',
      },
      last_message: 'Hola, quiero info del plan familiar',
    },
    person: {
      name: 'Rosa Quispe',
      phone: '+51987654321',
      email: null,
    },
    notes: 'whatsapp area_label: Ventas\nlast_message: Hola, quiero info del plan familiar',
  },
  {
    id: 'A15-mx-area-parens',
    country: 'MX',
    body: {
      nombre: 'Alejandra Ríos',
      telefono: {
        area: '33',
        number: '(33) 1234 5678',
      },
      mensaje: 'Cotización de impermeabilizante',
    },
    person: {
      name: 'Alejandra Ríos',
      phone: '+523312345678',
      email: null,
    },
    notes: 'mensaje: Cotización de impermeabilizante',
  },
  {
    id: 'A17-es-area-zone',
    country: 'ES',
    body: {
      pedido: 'PD-7712',
      cliente: {
        nombre: 'Nuria Vidal',
        telefono: {
          number: '612 448 930',
          area: '3',
        },
      },
      nota: 'Portero automático roto, llamad al llegar',
    },
    person: {
      name: 'Nuria Vidal',
      phone: '+34612448930',
      email: null,
    },
    notes: 'nota: Portero automático roto, llamad al llegar',
  },
  {
    id: 'C01-us-town-clerk',
    country: 'US',
    body: {
      clerk_name: 'Linda Moss',
      clerk_email: 'lmoss@hartwellct.gov',
      clerk_phone: '(860) 423-7719',
      municipality: 'Town of Hartwell',
      interest: 'Online dog license renewals and vital records requests',
    },
    person: {
      name: 'Linda Moss',
      phone: '+18604237719',
      email: 'lmoss@hartwellct.gov',
    },
    notes: 'municipality: Town of Hartwell\ninterest: Online dog license renewals and vital records requests',
  },
  {
    id: 'C02-us-cashier-experience',
    country: 'US',
    body: {
      job: {
        title: 'Cashier',
        store: 'Store #212',
      },
      applicant: {
        name: 'Destiny Coleman',
        phone: '(214) 660-3381',
        email: 'destiny.coleman@gmail.com',
      },
      cashier_experience: 'Yes, 2 years at Target, opening and closing shifts',
      availability: 'Evenings and weekends',
    },
    person: {
      name: 'Destiny Coleman',
      phone: '+12146603381',
      email: 'destiny.coleman@gmail.com',
    },
    notes:
      'job: Cashier\ncashier_experience: Yes, 2 years at Target, opening and closing shifts\navailability: Evenings and weekends',
  },
  {
    id: 'C04-us-law-clerk',
    country: 'US',
    body: {
      law_clerk_name: 'Rachel Goldstein',
      email: 'rgoldstein@gmail.com',
      phone: '(212) 618-2275',
      course: 'NY Bar Review – Summer 2025',
      question: 'Can I do the evening track while clerking full-time?',
    },
    person: {
      name: 'Rachel Goldstein',
      phone: '+12126182275',
      email: 'rgoldstein@gmail.com',
    },
    notes: 'course: NY Bar Review – Summer 2025\nquestion: Can I do the evening track while clerking full-time?',
  },
  {
    id: 'C05-au-note-to-cashier',
    country: 'AU',
    body: {
      order: {
        id: 'ORD-5521',
        items: ['2x Pad thai', '1x Green curry'],
      },
      customer: {
        name: 'Aiyana Brooks',
        phone: '0423 918 244',
      },
      note_to_cashier: "I'll pay cash, please have change for a $100 note",
    },
    person: {
      name: 'Aiyana Brooks',
      phone: '+61423918244',
      email: null,
    },
    notes:
      "order items: 2x Pad thai, 1x Green curry\nnote_to_cashier: I'll pay cash, please have change for a $100 note",
  },
  {
    id: 'C07-us-cashiers-check-name',
    country: 'US',
    body: {
      cashiers_check_name: 'Jordan Ellis',
      phone: '(480) 712-3390',
      email: 'jordan.ellis@gmail.com',
      vehicle: '2021 Toyota RAV4 XLE',
      deposit: '$500',
      pickup: 'Saturday morning',
    },
    person: {
      name: 'Jordan Ellis',
      phone: '+14807123390',
      email: 'jordan.ellis@gmail.com',
    },
    notes: 'vehicle: 2021 Toyota RAV4 XLE\ndeposit: $500\npickup: Saturday morning',
  },
  {
    id: 'C08-us-pos-vendor-cashier-question',
    country: 'US',
    body: {
      name: 'Minh Tran',
      store_name: 'Pho 88',
      phone: '(503) 771-2209',
      cashier_count: '3',
      cashier_app_question: 'Does it keep working offline if the Wi-Fi drops?',
    },
    person: {
      name: 'Minh Tran',
      phone: '+15037712209',
      email: null,
    },
    notes: 'cashier_count: 3\ncashier_app_question: Does it keep working offline if the Wi-Fi drops?',
  },
  {
    id: 'C09-gb-clerk-of-works',
    country: 'GB',
    body: {
      clerk_of_works_name: 'Ian Thornton',
      email: 'ian.thornton@btinternet.com',
      mobile: '07946 218553',
      project: 'School extension, Leeds',
      message: 'Looking for a site inspection subcontractor from June',
    },
    person: {
      name: 'Ian Thornton',
      phone: '+447946218553',
      email: 'ian.thornton@btinternet.com',
    },
    notes: 'project: School extension, Leeds\nmessage: Looking for a site inspection subcontractor from June',
  },
  {
    id: 'C10-ph-cashier-applicant-obj',
    country: 'PH',
    body: {
      vacancy: 'Cashier – SM North EDSA',
      cashier: {
        full_name: 'Maricel Dizon',
        mobile: '0917 123 4567',
      },
      cashier_remarks: 'Available to start immediately, may 1 year experience sa Puregold',
    },
    person: {
      name: 'Maricel Dizon',
      phone: '+639171234567',
      email: null,
    },
    notes:
      'vacancy: Cashier – SM North EDSA\ncashier_remarks: Available to start immediately, may 1 year experience sa Puregold',
  },
  {
    id: 'C11-us-hotel-clerk-applicant',
    country: 'US',
    body: {
      position: 'Night desk clerk',
      clerk_name: 'Trevor Haines',
      clerk_phone: '(702) 388-4410',
      shift_preference: 'Overnight 11pm-7am',
    },
    person: {
      name: 'Trevor Haines',
      phone: '+17023884410',
      email: null,
    },
    notes: 'position: Night desk clerk\nshift_preference: Overnight 11pm-7am',
  },
  {
    id: 'W01-es-own-card-courier',
    country: 'ES',
    body: {
      event: 'order.created',
      order: {
        id: 'ORD-90311',
        customer: {
          first_name: 'Carmen',
          last_name: 'Ibáñez Soto',
          email: 'carmen.ibanez@hotmail.es',
        },
        delivery: {
          carrier: 'Transportes Vela',
          driver_name: 'Rubén Lozano',
          phone: '686 204 513',
        },
        note: 'Carmen Ibáñez, Calle Mayor 5, 3ºB, 28013 Madrid, 91 445 28 17',
      },
    },
    person: {
      name: 'Carmen Ibáñez Soto',
      phone: '+34914452817',
      email: 'carmen.ibanez@hotmail.es',
    },
    notes: 'note: Carmen Ibáñez, Calle Mayor 5, 3ºB, 28013 Madrid, 91 445 28 17',
  },
  {
    id: 'W02-es-movil-apagado',
    country: 'ES',
    body: {
      event: 'order.created',
      order: {
        id: 'ORD-90312',
        customer: {
          first_name: 'Pilar',
          last_name: 'Navarro',
          email: 'pilar.navarro@gmail.com',
        },
        delivery: {
          carrier: 'Transportes Vela',
          driver_name: 'Rubén Lozano',
          phone: '686 204 513',
        },
        note: 'El móvil lo tengo siempre apagado, 91 445 28 17',
      },
    },
    person: {
      name: 'Pilar Navarro',
      phone: '+34914452817',
      email: 'pilar.navarro@gmail.com',
    },
    notes: 'note: El móvil lo tengo siempre apagado, 91 445 28 17',
  },
  {
    id: 'W03-gb-home-comma',
    country: 'GB',
    body: {
      first_name: 'Margaret',
      last_name: 'Hughes',
      job: {
        type: 'Boiler service',
        postcode: 'M20 2LS',
      },
      tradesperson: {
        business: 'Northern Heat Ltd',
        mobile: '07911 123456',
      },
      message: 'Best to reach me at home, 0161 496 0755',
    },
    person: {
      name: 'Margaret Hughes',
      phone: '+441614960755',
      email: null,
    },
    notes: 'job type: Boiler service\njob postcode: M20 2LS\nmessage: Best to reach me at home, 0161 496 0755',
  },
  {
    id: 'W04-de-buero-tel',
    country: 'DE',
    body: {
      name: 'Thomas Berger',
      fahrzeug: 'VW Golf VII, Bj. 2016',
      werkstatt: {
        name: 'KFZ Meister Yilmaz',
        mobil: '0176 55012345',
      },
      nachricht: 'Tagsüber nur im Büro erreichbar, Tel. 030 4479 2210',
    },
    person: {
      name: 'Thomas Berger',
      phone: '+493044792210',
      email: null,
    },
    notes: 'fahrzeug: VW Golf VII, Bj. 2016\nnachricht: Tagsüber nur im Büro erreichbar, Tel. 030 4479 2210',
  },
  {
    id: 'W05-fr-box-voip',
    country: 'FR',
    body: {
      demande: {
        type: 'Ramonage cheminée',
        commune: 'Villeurbanne',
      },
      particulier: {
        nom: 'Gérard Fontaine',
      },
      artisan: {
        raison_sociale: 'Ramonage Rhône',
        tel: '07 81 22 33 44',
      },
      commentaire: 'Pas de réseau portable chez moi – 09 51 23 45 67',
    },
    person: {
      name: 'Gérard Fontaine',
      phone: '+33951234567',
      email: null,
    },
    notes:
      'demande type: Ramonage cheminée\ndemande commune: Villeurbanne\ncommentaire: Pas de réseau portable chez moi – 09 51 23 45 67',
  },
  {
    id: 'W06-it-own-signature',
    country: 'IT',
    body: {
      nome: 'Roberta',
      cognome: 'Galli',
      email: 'roberta.galli@libero.it',
      corriere: {
        nome: 'Marco – SDA',
        cellulare: '347 123 4567',
      },
      note: 'Consegna lavatrice. Roberta Galli – Via Tiburtina 122, Roma – 06 4782 1190',
    },
    person: {
      name: 'Roberta Galli',
      phone: '+390647821190',
      email: 'roberta.galli@libero.it',
    },
    notes: 'note: Consegna lavatrice. Roberta Galli – Via Tiburtina 122, Roma – 06 4782 1190',
  },
  {
    id: 'W07-br-own-card-bars',
    country: 'BR',
    body: {
      agendamento: {
        servico: 'Escova progressiva',
        data: '2025-03-14 10:00',
      },
      profissional: {
        nome: 'Jéssica Lima',
        celular: '(11) 98765-4321',
      },
      cliente: {
        nome: 'Patrícia Andrade',
      },
      observacao: 'Patrícia Andrade | (11) 3064-2211 | só ligar à tarde',
    },
    person: {
      name: 'Patrícia Andrade',
      phone: '+551130642211',
      email: null,
    },
    notes:
      'agendamento servico: Escova progressiva\nagendamento: 2025-03-14 10:00\nobservacao: Patrícia Andrade | (11) 3064-2211 | só ligar à tarde',
  },
  {
    id: 'W08-pl-semicolon',
    country: 'PL',
    body: {
      imie: 'Katarzyna',
      nazwisko: 'Wójcik',
      email: 'k.wojcik@wp.pl',
      zamowienie: {
        numer: 'ZM/2025/0413',
        produkt: 'Drzwi wewnętrzne x3',
      },
      montaz: {
        firma: 'Montaż-Pol',
        telefon: '601 234 567',
      },
      uwagi: 'Nie mam komórki; 22 628 14 10',
    },
    person: {
      name: 'Katarzyna Wójcik',
      phone: '+48226281410',
      email: 'k.wojcik@wp.pl',
    },
    notes: 'zamowienie produkt: Drzwi wewnętrzne x3\nmontaz firma: Montaż-Pol\nuwagi: Nie mam komórki; 22 628 14 10',
  },
  {
    id: 'W09-ar-own-card-tel',
    country: 'AR',
    body: {
      store: {
        name: 'Deco Palermo',
        whatsapp: '11 15 6234-5566',
      },
      customer: {
        name: 'Martín Gauna',
        email: 'mgauna@estudiogauna.com.ar',
      },
      products: [
        {
          name: 'Mesa ratona nogal',
          quantity: 1,
        },
      ],
      note: 'Entregar en: Martín Gauna, Av. Santa Fe 2450 7ºB, CABA, tel. 011 4803-2211',
    },
    person: {
      name: 'Martín Gauna',
      phone: '+541148032211',
      email: 'mgauna@estudiogauna.com.ar',
    },
    notes:
      'products name: Mesa ratona nogal\nnote: Entregar en: Martín Gauna, Av. Santa Fe 2450 7ºB, CABA, tel. 011 4803-2211\nproducts quantity: 1',
  },
  {
    id: 'W10-pe-slash',
    country: 'PE',
    body: {
      source: 'urbania',
      nombre: 'Rosa Quispe Huamán',
      correo: 'rosa.quispe@yahoo.com',
      aviso: {
        titulo: 'Departamento 3 dorm. en Miraflores',
        precio: 'S/ 520,000',
        whatsapp: '956 318 420',
      },
      mensaje: 'Me interesa el departamento. Rosa Quispe / (01) 421-7733 / después de las 6 pm',
    },
    person: {
      name: 'Rosa Quispe Huamán',
      phone: '+5114217733',
      email: 'rosa.quispe@yahoo.com',
    },
    notes:
      'aviso titulo: Departamento 3 dorm. en Miraflores\naviso precio: S/ 520,000\nmensaje: Me interesa el departamento. Rosa Quispe / (01) 421-7733 / después de las 6 pm\nsource: urbania',
  },
  {
    id: 'W11-nl-vast-comma',
    country: 'NL',
    body: {
      naam: 'Pieter Bakker',
      email: 'p.bakker@kpnmail.nl',
      woning: {
        adres: 'Prinsengracht 220',
        makelaar_mobiel: '06 12345678',
      },
      bericht: 'Graag bellen op mijn vaste nummer, 020 624 1188',
    },
    person: {
      name: 'Pieter Bakker',
      phone: '+31206241188',
      email: 'p.bakker@kpnmail.nl',
    },
    notes: 'bericht: Graag bellen op mijn vaste nummer, 020 624 1188\nwoning adres: Prinsengracht 220',
  },
  {
    id: 'W12-au-landline-dash',
    country: 'AU',
    body: {
      name: 'Gregory Walsh',
      email: 'greg.walsh@bigpond.com',
      enquiry: 'Quote to replace 6 colorbond sheets',
      roofer: {
        company: 'Sydney Roof Co',
        mobile: '0412 345 678',
      },
      comments: 'Landline only – (02) 9374 4000',
    },
    person: {
      name: 'Gregory Walsh',
      phone: '+61293744000',
      email: 'greg.walsh@bigpond.com',
    },
    notes: 'enquiry: Quote to replace 6 colorbond sheets\ncomments: Landline only – (02) 9374 4000',
  },
  {
    id: 'W15-pt-own-card-dots',
    country: 'PT',
    body: {
      encomenda: {
        id: 'PT-5520',
        cliente: {
          nome: 'Maria Santos',
          email: 'maria.santos@sapo.pt',
        },
        transportadora: {
          nome: 'CTT Expresso',
          estafeta_telemovel: '912 345 678',
        },
        observacoes: 'Maria Santos · Rua Augusta 120, 3º Esq, Lisboa · 21 342 5566',
      },
    },
    person: {
      name: 'Maria Santos',
      phone: '+351213425566',
      email: 'maria.santos@sapo.pt',
    },
    notes: 'observacoes: Maria Santos · Rua Augusta 120, 3º Esq, Lisboa · 21 342 5566',
  },
  {
    id: 'W18-co-fijo-comma',
    country: 'CO',
    body: {
      nombre: 'Camilo Duarte',
      correo: 'camilo.duarte@gmail.com',
      tienda: {
        nombre: 'Muebles Chapinero',
        whatsapp: '300 456 7890',
      },
      mensaje: 'Para coordinar la entrega mejor mi fijo, 601 743 2288',
    },
    person: {
      name: 'Camilo Duarte',
      phone: '+576017432288',
      email: 'camilo.duarte@gmail.com',
    },
    notes: 'mensaje: Para coordinar la entrega mejor mi fijo, 601 743 2288',
  },
  {
    id: 'W20-pe-pickup-hostal',
    country: 'PE',
    body: {
      nombre: 'Diego Paredes',
      correo: 'dparedes@gmail.com',
      datos_pago: {
        celular: '956 318 420',
        ultimos4: '5521',
      },
      comentario: 'Recojo en: Hostal Qoricancha, Calle Plateros 340, Cusco, 084 226 118',
    },
    person: {
      name: 'Diego Paredes',
      phone: '+5184226118',
      email: 'dparedes@gmail.com',
    },
    notes:
      'datos_pago ultimos4: 5521\ncomentario: Recojo en: Hostal Qoricancha, Calle Plateros 340, Cusco, 084 226 118',
  },
  {
    id: 'W22-fr-retrait-boutique',
    country: 'FR',
    body: {
      nom: 'Camille Durand',
      email: 'camille.durand@free.fr',
      livraison: {
        mode: 'retrait',
        portable: '06 12 34 56 78',
      },
      note: 'Retrait : Fleurs de Lyon, 12 rue Mercière, Lyon – 04 78 62 11 30',
    },
    person: {
      name: 'Camille Durand',
      phone: '+33478621130',
      email: 'camille.durand@free.fr',
    },
    notes: 'livraison mode: retrait\nnote: Retrait : Fleurs de Lyon, 12 rue Mercière, Lyon – 04 78 62 11 30',
  },
  {
    id: 'W23-de-abholung-filiale',
    country: 'DE',
    body: {
      name: 'Jonas Weber',
      email: 'jonas.weber@web.de',
      zahlung: {
        methode: 'PayPal',
        mobil: '0171 2345678',
      },
      hinweis: 'Abholung: Filiale Mitte, Friedrichstr. 88, Berlin, Tel. 030 2345 6789',
    },
    person: {
      name: 'Jonas Weber',
      phone: '+493023456789',
      email: 'jonas.weber@web.de',
    },
    notes: 'zahlung methode: PayPal\nhinweis: Abholung: Filiale Mitte, Friedrichstr. 88, Berlin, Tel. 030 2345 6789',
  },
  {
    id: 'W25-br-retirada-loja',
    country: 'BR',
    body: {
      nome: 'Carla Souza',
      email: 'carla.souza@gmail.com',
      entrega: {
        tipo: 'retirada',
        celular: '(11) 98765-4321',
      },
      observacao: 'Retirada: Loja Pinheiros · R. dos Pinheiros 870 · (11) 3064-2211',
    },
    person: {
      name: 'Carla Souza',
      phone: '+551130642211',
      email: 'carla.souza@gmail.com',
    },
    notes: 'observacao: Retirada: Loja Pinheiros · R. dos Pinheiros 870 · (11) 3064-2211',
  },
  {
    id: 'W26-it-farmacia',
    country: 'IT',
    body: {
      nome: 'Giulia Ferri',
      email: 'giulia.ferri@libero.it',
      spedizione: {
        tipo: 'ritiro',
        cellulare: '347 123 4567',
      },
      note: 'Ritiro presso Farmacia Centrale, Via Roma 12, Torino, tel. 011 561 2233',
    },
    person: {
      name: 'Giulia Ferri',
      phone: '+390115612233',
      email: 'giulia.ferri@libero.it',
    },
    notes: 'note: Ritiro presso Farmacia Centrale, Via Roma 12, Torino, tel. 011 561 2233',
  },
  {
    id: 'W29-pl-apteka-tel',
    country: 'PL',
    body: {
      imie_nazwisko: 'Marta Kowalska',
      email: 'marta.kowalska@onet.pl',
      dostawa: {
        rodzaj: 'odbiór',
        telefon: '512 345 678',
      },
      uwagi: 'Odbiór: Apteka Pod Lwem, ul. Floriańska 10, Kraków, tel. 12 422 33 10',
    },
    person: {
      name: 'Marta Kowalska',
      phone: '+48124223310',
      email: 'marta.kowalska@onet.pl',
    },
    notes: 'dostawa rodzaj: odbiór\nuwagi: Odbiór: Apteka Pod Lwem, ul. Floriańska 10, Kraków, tel. 12 422 33 10',
  },
];

describe("Reader (review 65): guards from the attacker's pass over this session's changes (/work/attack65b), each reading as at 5f44016e", () => {
  itReadsAsBefore(ROWS_65B);
});

// The third attacker's bodies (/work/attack65c) the second versions read worse, each with its person and brief at
// 5f44016e: a name's term after someone the things hold (`vehicles[0][primary_driver_first_name]`, `cursos[0][aluno_nome]`:
// now only a term right after the plural), an Argentine mobile joined with its area but without its `9` (a landline), a
// `region: "CO"` read as Colombia, a delivery zone's `area` (now joined only beside a calling code in digits, and only
// into a number a person carries).
const ROWS_65C: ReviewRow[] = [
  {
    id: 'A120',
    country: 'US',
    body: {
      'vehicles[0][year]': '2019',
      'vehicles[0][make]': 'Honda',
      'vehicles[0][model]': 'CR-V',
      'vehicles[0][primary_driver_first_name]': 'Keisha',
      'vehicles[0][primary_driver_last_name]': 'Morgan',
      email: 'keisha.morgan@gmail.com',
      phone: '4045550188',
      current_insurer: 'GEICO',
    },
    person: {
      name: 'Keisha Morgan',
      phone: '+14045550188',
      email: 'keisha.morgan@gmail.com',
    },
    notes: 'vehicles[0][year]: 2019\nvehicles[0][make]: Honda\nvehicles[0][model]: CR-V\ncurrent_insurer: GEICO',
  },
  {
    id: 'A129',
    country: 'BR',
    body: {
      'cursos[0][titulo]': 'Inglês para Negócios',
      'cursos[0][aluno_nome]': 'Beatriz Costa',
      'cursos[0][aluno_email]': 'bia.costa@gmail.com',
      whatsapp: '41998765432',
      nivel: 'Intermediário',
    },
    person: {
      name: 'Beatriz Costa',
      phone: '+5541998765432',
      email: 'bia.costa@gmail.com',
    },
    notes: 'cursos[0][titulo]: Inglês para Negócios\nnivel: Intermediário',
  },
  {
    id: 'A201',
    country: 'AR',
    body: {
      buyer: {
        nickname: 'MARTIGOMEZ88',
        first_name: 'Martina',
        last_name: 'Gómez',
        email: 'martina.gomez@gmail.com',
        phone: {
          type: 'MOBILE',
          country: 'AR',
          area: '11',
          number: '5893-4412',
        },
      },
      item: 'Bicicleta rodado 29',
      question: '¿Hacen envíos a Quilmes?',
    },
    person: {
      name: 'Martina Gómez',
      phone: null,
      email: 'martina.gomez@gmail.com',
    },
    notes: 'phone: 5893-4412\nitem: Bicicleta rodado 29\nquestion: ¿Hacen envíos a Quilmes?',
  },
  {
    id: 'A203',
    country: 'AR',
    body: {
      nombre: 'Valentina Ríos',
      celular: {
        country: 'AR',
        area: '341',
        number: '555-1234',
      },
      email: 'vale.rios@hotmail.com',
    },
    person: {
      name: 'Valentina Ríos',
      phone: null,
      email: 'vale.rios@hotmail.com',
    },
    notes: 'celular: 555-1234',
  },
  {
    id: 'A204',
    country: 'US',
    body: {
      first_name: 'Megan',
      last_name: 'Holt',
      email: 'megan.holt@gmail.com',
      primary_phone: {
        area: '303',
        number: '814-2267',
        region: 'CO',
        line_type: 'mobile',
      },
      project: 'Basement finishing, about 900 sq ft',
    },
    person: {
      name: 'Megan Holt',
      phone: null,
      email: 'megan.holt@gmail.com',
    },
    notes:
      'primary_phone: 814-2267\nprimary_phone region: CO\nprimary_phone line_type: mobile\nproject: Basement finishing, about 900 sq ft',
  },
  {
    id: 'A205',
    country: 'DE',
    body: {
      vorname: 'Tobias',
      nachname: 'Klein',
      email: 'tobias.klein@gmx.de',
      telefon: {
        country: 'DE',
        area: '49',
        number: '0176 234567',
      },
      nachricht: 'Bitte per E-Mail antworten',
    },
    person: {
      name: 'Tobias Klein',
      phone: '+49176234567',
      email: 'tobias.klein@gmx.de',
    },
    notes: 'nachricht: Bitte per E-Mail antworten',
  },
  {
    id: 'A208',
    country: 'BR',
    body: {
      comprador: {
        nome: 'Sarah Lopes',
        email: 'sarah.lopes@gmail.com',
      },
      presente: {
        destinatario: 'Miriam Lopes',
        telefone: {
          country: '55',
          area: '21',
          number: '33334444',
        },
      },
      produto: 'Cesta de café da manhã',
    },
    person: {
      name: 'Sarah Lopes',
      phone: '+5533334444',
      email: 'sarah.lopes@gmail.com',
    },
    notes: 'destinatario: Miriam Lopes\nproduto: Cesta de café da manhã',
  },
  {
    id: 'A211',
    country: 'BR',
    body: {
      nome: 'Igor Batista',
      email: 'igor.batista@gmail.com',
      cidade: 'São Paulo',
      uf: 'SP',
      phone: {
        country: 'BR',
        number: '987412365',
        area: '35',
        area_desc: 'UF SP (IBGE)',
      },
    },
    person: {
      name: 'Igor Batista',
      phone: '+55987412365',
      email: 'igor.batista@gmail.com',
    },
    notes: 'cidade: São Paulo\nuf: SP\nphone area_desc: UF SP (IBGE)',
  },
  {
    id: 'A213',
    country: 'MX',
    body: {
      cliente: 'Jorge Salinas',
      correo: 'jorge.salinas@gmail.com',
      telefono: {
        country: 'MX',
        area: '20',
        number: '1234 5678',
        zona: 'Zona 20 - Coyoacán',
      },
      pedido: 'Pastel de tres leches para 20 personas',
    },
    person: {
      name: 'Jorge Salinas',
      phone: null,
      email: 'jorge.salinas@gmail.com',
    },
    notes: 'telefono: 1234 5678\ntelefono zona: Zona 20 - Coyoacán\npedido: Pastel de tres leches para 20 personas',
  },
  {
    id: 'A215',
    country: 'AR',
    body: {
      cliente: {
        nombre: 'Pablo Herrera',
        email: 'pablo.herrera@yahoo.com.ar',
        telefonos: [
          {
            tipo: 'movil',
            country: 'AR',
            area: '011',
            number: '5893-4412',
          },
        ],
      },
    },
    person: {
      name: 'Pablo Herrera',
      phone: null,
      email: 'pablo.herrera@yahoo.com.ar',
    },
    notes: 'telefonos: 5893-4412',
  },
];

describe("Reader (review 65): guards from the third attacker's pass (/work/attack65c), each reading as at 5f44016e", () => {
  itReadsAsBefore(ROWS_65C);
});

// The fourth attacker's bodies (/work/attack65d) the first version of the glued counter read worse, each with its person
// and brief at f326b361: any Korean, Chinese or Japanese character after a digit counted, so a driver's `김기사2호`, a
// stylist's branch `강남2호점`, a room `302호`, a plate `서울12가3456`, an employee's `직원12번` reached the brief; now only the
// counters of vocabulary-counts.ts GLUED_COUNTERS count.
const ROWS_65D: ReviewRow[] = [
  {
    id: 'h01',
    country: 'KR',
    body: {
      event: 'RIDE_COMPLETED',
      rideId: 'DR-20241203-88412',
      customer: {
        name: '정하늘',
        phone: '010-3382-9175',
      },
      driver_name: '김기사2호',
      fare: 32000,
      request: '트렁크에 골프백 있어요',
    },
    person: {
      name: '정하늘',
      phone: '+821033829175',
      email: null,
    },
    notes: 'request: 트렁크에 골프백 있어요',
  },
  {
    id: 'h02',
    country: 'CN',
    body: {
      type: 'order.paid',
      order_no: 'T2024120388120',
      buyer: {
        姓名: '刘洋',
        手机: '13912345678',
      },
      tour: {
        线路: '张家界三日游',
        出发日期: '2024-12-20',
      },
      导游姓名: '王导(2号车)',
      备注: '有老人同行，希望少走路',
    },
    person: {
      name: '刘洋',
      phone: '+8613912345678',
      email: null,
    },
    notes: 'tour 线路: 张家界三日游\ntour 出发日期: 2024-12-20\n备注: 有老人同行，希望少走路',
  },
  {
    id: 'h03',
    country: 'CN',
    body: {
      event: 'trip.assigned',
      trip_id: 'JS88231',
      passenger: {
        name: '陈晓',
        mobile: '+86 186 2107 3345',
      },
      司机姓名: '李师傅 京A·3F215 3号车',
      flight: 'CA1832',
      remark: '带两个大行李箱',
    },
    person: {
      name: '陈晓',
      phone: '+8618621073345',
      email: null,
    },
    notes: 'remark: 带两个大行李箱',
  },
  {
    id: 'h04',
    country: 'JP',
    body: {
      event: 'dispatch.completed',
      reservation_id: 'JT-552031',
      customer: {
        name: '小林 真由美',
        tel: '090-4417-2286',
      },
      driver: {
        name: '佐藤（2号車）',
        company: '日の丸交通',
      },
      pickup: '東京都港区芝公園4-2-8',
      note: '車椅子を積めますか？',
    },
    person: {
      name: '小林 真由美',
      phone: '+819044172286',
      email: null,
    },
    notes: 'driver company: 日の丸交通\npickup: 東京都港区芝公園4-2-8\nnote: 車椅子を積めますか？',
  },
  {
    id: 'h05',
    country: 'KR',
    body: {
      type: 'BOOKING_CONFIRMED',
      bookingId: 'NB-77120934',
      booker: {
        name: '윤서진',
        phone: '010-2294-5831',
      },
      designer_name: '수진 실장 (강남2호점)',
      menu: '여성 커트 + 클리닉',
      request: '앞머리는 짧게 안 잘라주세요',
    },
    person: {
      name: '윤서진',
      phone: '+821022945831',
      email: null,
    },
    notes: 'menu: 여성 커트 + 클리닉\nrequest: 앞머리는 짧게 안 잘라주세요',
  },
  {
    id: 'h06',
    country: 'JP',
    body: {
      event: 'reservation.created',
      shop: 'Hair Salon LUMO',
      customer: {
        氏名: '中村 彩',
        電話: '080-3391-7720',
        メール: 'aya.nakamura@example.jp',
      },
      施術者: {
        name: '田中（表参道2号店）',
      },
      メニュー: 'カット＋カラー',
      要望: '暗めのアッシュ希望',
    },
    person: {
      name: '中村 彩',
      phone: '+818033917720',
      email: 'aya.nakamura@example.jp',
    },
    notes: 'メニュー: カット＋カラー\n要望: 暗めのアッシュ希望',
  },
  {
    id: 'h07',
    country: 'CN',
    body: {
      event: 'order.delivering',
      order_id: 'MT2024120300981',
      收货人: {
        姓名: '赵敏',
        电话: '13720418836',
        地址: '朝阳区望京SOHO T3 1801',
      },
      骑手姓名: '张师傅(美团专送12号)',
      备注: '放前台就行，不要按门铃',
    },
    person: {
      name: '赵敏',
      phone: '+8613720418836',
      email: null,
    },
    notes: '地址: 朝阳区望京SOHO T3 1801\n备注: 放前台就行，不要按门铃',
  },
  {
    id: 'h08',
    country: 'CN',
    body: {
      event: 'appointment.paid',
      orderNo: 'SPA20241203-0077',
      customer: {
        name: '孙丽',
        phone: '15811237749',
      },
      技师姓名: '18号技师',
      项目: '足疗六十分钟',
      留言: '力度轻一点',
    },
    person: {
      name: '孙丽',
      phone: '+8615811237749',
      email: null,
    },
    notes: '项目: 足疗六十分钟\n留言: 力度轻一点',
  },
  {
    id: 'h09',
    country: 'KR',
    body: {
      eventType: 'DELIVERY_STARTED',
      invoiceNo: '568812340021',
      orderer: {
        name: '한예린',
        mobile: '010-7718-2039',
      },
      courier_name: '박정호 기사 (강서3팀)',
      deliveryRequest: '문 앞에 놓아주세요',
    },
    person: {
      name: '한예린',
      phone: '+821077182039',
      email: null,
    },
    notes: 'deliveryRequest: 문 앞에 놓아주세요',
  },
  {
    id: 'h10',
    country: 'KR',
    body: {
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: {
        orderId: 'GIFT-1203-5521',
        orderName: '초코 생크림 케이크',
        status: 'DONE',
        customer: {
          customerName: '최다은',
          customerMobilePhone: '01062217740',
        },
        metadata: {
          gift: {
            recipient_name: '박지훈 (302호)',
            card: '생일 축하해!',
          },
        },
      },
    },
    person: {
      name: '최다은',
      phone: '+821062217740',
      email: null,
    },
    notes: '',
  },
  {
    id: 'h13',
    country: 'KR',
    body: {
      event: 'CALL_MATCHED',
      callId: 'KT-99120331',
      rider: {
        name: '오지훈',
        phone: '+82 10-4401-8823',
      },
      driverName: '서울12가3456',
      eta: '4분',
      memo: '정문 앞 편의점 앞에서 기다릴게요',
    },
    person: {
      name: '오지훈',
      phone: '+821044018823',
      email: null,
    },
    notes: 'memo: 정문 앞 편의점 앞에서 기다릴게요',
  },
  {
    id: 'h14',
    country: 'KR',
    body: {
      type: 'reservation.paid',
      resvNo: 'HT241203019',
      customer: {
        name: '서민준',
        hp: '010-9031-4462',
        email: 'minjun.seo@example.kr',
      },
      product: '다낭 3박5일 패키지',
      leader_name: '직원12번 최유진',
      request: '유아 카시트 필요합니다',
    },
    person: {
      name: '서민준',
      phone: '+821090314462',
      email: 'minjun.seo@example.kr',
    },
    notes: 'product: 다낭 3박5일 패키지\nrequest: 유아 카시트 필요합니다',
  },
  {
    id: 'h19',
    country: 'KR',
    body: {
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: {
        orderId: 'SKN-55120',
        orderName: '수분크림 50ml',
        status: 'DONE',
        coupon_name: '추천인 이민호 3천원 할인',
        easyPay: {
          provider: '카카오페이',
        },
        metadata: {
          name: '노지아',
          phone: '010-2238-7719',
          피부타입: '건성, 민감성',
        },
      },
    },
    person: {
      name: '노지아',
      phone: '+821022387719',
      email: null,
    },
    notes: 'easyPay provider: 카카오페이\n피부타입: 건성, 민감성',
  },
  {
    id: 'h21',
    country: 'HK',
    body: {
      event: 'ORDER_STATUS_CHANGED',
      orderId: 'LLM-HK-88120391',
      customer: {
        name: 'Chan Tai Man',
        phone: '+852 6123 4587',
      },
      driver: {
        name: '陳師傅 (7號車)',
        plate: 'TX 8812',
      },
      remarks: '要搬上三樓，冇電梯',
    },
    person: {
      name: 'Chan Tai Man',
      phone: '+85261234587',
      email: null,
    },
    notes: 'driver plate: TX 8812\nremarks: 要搬上三樓，冇電梯',
  },
  {
    id: 'h22',
    country: 'TW',
    body: {
      event: 'booking.paid',
      order_no: 'KK-TW-553012',
      contact: {
        name: '林怡君',
        mobile: '0912-345-678',
        email: 'yijun.lin@example.tw',
      },
      guide: {
        name: '阿明導遊(2號車)',
      },
      product: '九份金瓜石一日遊',
      note: '我們有一位長輩行動較慢',
    },
    person: {
      name: '林怡君',
      phone: '+886912345678',
      email: 'yijun.lin@example.tw',
    },
    notes: 'product: 九份金瓜石一日遊\nnote: 我們有一位長輩行動較慢',
  },
  {
    id: 'h27',
    country: 'SG',
    body: {
      event: 'job.assigned',
      job_id: 'GG-SG-77120',
      customer: {
        name: 'Tan Wei Ling',
        phone: '+65 9123 4471',
      },
      driver_name: 'Ah Seng 3号车',
      pickup: 'Blk 123 Ang Mo Kio Ave 3',
      note: 'Got wheelchair, need bigger car',
    },
    person: {
      name: 'Tan Wei Ling',
      phone: '+6591234471',
      email: null,
    },
    notes: 'pickup: Blk 123 Ang Mo Kio Ave 3\nnote: Got wheelchair, need bigger car',
  },
  {
    id: 'h28',
    country: 'KR',
    body: {
      event: 'ORDER_DELIVERING',
      orderNo: 'BM241203-11823',
      customer: {
        name: '장유나',
        phone: '010-8302-5516',
      },
      rider_name: '강남3센터 김태호',
      storeRequest: '맵기 중간',
      riderRequest: '벨 누르지 말고 문 앞에 두세요',
    },
    person: {
      name: '장유나',
      phone: '+821083025516',
      email: null,
    },
    notes: 'riderRequest: 벨 누르지 말고 문 앞에 두세요',
  },
  {
    id: 'h30',
    country: 'CN',
    body: {
      event: 'order.paid',
      out_trade_no: 'WX2024120399812',
      payer: {
        姓名: '何静',
        手机: '15017782234',
      },
      推荐人: {
        name: '小王2号',
      },
      商品名: '护肤礼盒3件套',
      留言: '能开发票吗',
    },
    person: {
      name: '何静',
      phone: '+8615017782234',
      email: null,
    },
    notes: '商品名: 护肤礼盒3件套\n留言: 能开发票吗',
  },
];

describe("Reader (review 65): guards from the attacker's pass over the glued counter (/work/attack65d), each reading as at f326b361", () => {
  itReadsAsBefore(ROWS_65D);
});
