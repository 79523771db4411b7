import { itReadsAsBefore, readsTheBrief, type BriefCase, type ReviewRow } from '../helpers/review-rows.ts';

// Session 65: classes found in held-out sets (/work/blind79), each on an invented body. Made-up people and businesses.

// A mobile by its field in an object no word names the person's, and a business's fixed line written in a text beside
// the name outside it (a checkout's `pickup: "Casa Verde Hostel – Av. Sol 120 · 084 221 334"`): the text's number is the
// business's card, not a number the person gives in their words (message-contact.ts numberTheyWrite).
const WRITTEN_LINES: BriefCase[] = [
  {
    what: "a charge's fraud check holding the payer's name and mobile, the operator's office line written in the metadata",
    country: 'PE',
    body: {
      type: 'charge.succeeded',
      data: {
        email: 'mateo.rojas.v@gmail.com',
        description: 'Valle Sagrado full day – 2 adultos',
        risk_details: { first_name: 'Mateo', last_name: 'Rojas Vargas', phone: '956 318 420', object: 'client' },
        metadata: {
          tour_name: 'Valle Sagrado completo',
          travellers: '2 adultos',
          pickup: 'Inka Rutas Cusco – Av. El Sol 512, Cusco · 084 245 118',
        },
      },
    },
    name: 'Mateo Rojas Vargas',
    phone: '+51956318420',
    email: 'mateo.rojas.v@gmail.com',
    answers: ['2 adultos'],
    leaks: [],
  },
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

describe("Reader (review 65): a business's fixed line in a text does not replace the person's mobile by its field", () => {
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

// A point of sale's cashier or clerk beside the payer (`cashier_name` by `card_information.card_holder_name`): staff, whose
// name is never the lead's (set 79's PayPlus).
const CASHIERS: BriefCase[] = [
  {
    what: "a payment page's cashier beside the card holder",
    country: 'IL',
    body: {
      transaction: { number: 'PP-20931', amount: 280, more_info: 'בדיקת ראייה + התאמת עדשות מגע, יום שני 16:00' },
      data: {
        cashier_name: 'רוני שגיא',
        customer_email: 'dana.peretz@gmail.com',
        card_information: { four_digits: '8812', card_holder_name: 'דנה פרץ' },
      },
    },
    name: 'דנה פרץ',
    phone: null,
    email: 'dana.peretz@gmail.com',
    answers: ['בדיקת ראייה + התאמת עדשות מגע, יום שני 16:00'],
    leaks: ['רוני שגיא'],
  },
  {
    what: "a shop's sale with the clerk's name and the buyer's",
    country: 'US',
    body: {
      sale: { id: 'S-5520', clerk_name: 'Megan Tull', note: 'Holding the walnut desk until Friday' },
      buyer: { name: 'Marcus Hale', phone: '(512) 408-2291' },
    },
    name: 'Marcus Hale',
    phone: '+15124082291',
    email: null,
    answers: ['Holding the walnut desk until Friday'],
    leaks: ['Megan Tull'],
  },
];

describe("Reader (review 65): a point of sale's cashier or clerk is staff", () => {
  readsTheBrief(CASHIERS, (what) => `${what}: the payer, the staff member out of the brief`);
});
