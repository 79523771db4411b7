import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';
import { readsTheBrief, readsThePerson } from '../helpers/review-rows.ts';

// Session 60: classes found in held-out set 72, each on an invented body.

describe("Reader (review 60): a firm's card under the platform's word for its customer", () => {
  // A marketplace sends the lead to the business it sold it to, and names that business as its own customer
  // (`pelanggan`, `πελάτης`, `customer`): the business's card, its firm's name spelled by its mailbox's domain, sits
  // under a key naming the lead in a CRM, beside an object holding a person's name, contact and words. That card is
  // the firm's, no one's by its key; the person and their words are beside it.
  const cases = [
    {
      what: 'Indonesian, the card first',
      country: 'ID',
      body: {
        acara: 'prospek_baru',
        kredit: 3,
        pelanggan: {
          usaha: 'Bintang Katering Nusantara',
          penanggung_jawab: 'Agus Setiawan',
          telepon: '(021) 7294 3318',
          ponsel: '0812 7710 4452',
          email: 'pesanan@bintangkatering.co.id',
          alamat: 'Jl. Fatmawati No. 21, Jakarta Selatan',
        },
        permintaan: {
          nama: 'Rina Wulandari',
          ponsel: '0857 2231 9046',
          email: 'rina.wulandari93@gmail.com',
          acara: 'Akikah anak kedua, 120 tamu',
          pesan: 'Apakah bisa menu prasmanan tanpa seafood dan antar ke Depok?',
        },
      },
      name: 'Rina Wulandari',
      phone: '+6285722319046',
      email: 'rina.wulandari93@gmail.com',
      answers: ['Akikah anak kedua, 120 tamu', 'tanpa seafood dan antar ke Depok'],
      leaks: ['Agus Setiawan', '(021) 7294 3318', '0812 7710 4452', 'Jl. Fatmawati'],
    },
    {
      what: 'Greek, the card second',
      country: 'GR',
      body: {
        συμβάν: 'νέο_αίτημα',
        αίτημα: {
          ονοματεπώνυμο: 'Ελένη Παπαδοπούλου',
          κινητό: '694 512 7730',
          email: 'eleni.papad@gmail.com',
          εργασία: 'Μόνωση ταράτσας 80 τ.μ.',
          σχόλια: 'Έχει υγρασία στο ταβάνι του σαλονιού, μπορείτε να έρθετε Σάββατο πρωί;',
        },
        πελάτης: {
          επωνυμία: 'Μονωτική Αττικής',
          υπεύθυνος: 'Γιώργος Νικολάου',
          τηλέφωνο: '210 483 2297',
          email: 'grafeio@monotikiattikis.gr',
        },
      },
      name: 'Ελένη Παπαδοπούλου',
      phone: '+306945127730',
      email: 'eleni.papad@gmail.com',
      answers: ['Μόνωση ταράτσας 80 τ.μ.', 'μπορείτε να έρθετε Σάββατο πρωί'],
      leaks: ['Γιώργος Νικολάου', '210 483 2297', 'grafeio@monotikiattikis.gr'],
    },
  ];
  readsTheBrief(cases, (what) => `reads the person beside the firm's card (${what})`);

  // Guards: a B2B lead is the firm under the customer's key, beside no one writing in with a name of their own under a
  // key naming no one else (a rep's note is staff's, a referrer's someone else's).
  const guards = [
    {
      note: "a B2B lead's firm beside its assigned rep's note",
      country: 'GB',
      body: {
        customer: {
          company: 'Harrow Fabrication Ltd',
          phone: '020 8427 1190',
          email: 'office@harrowfabrication.co.uk',
        },
        activity: {
          rep: 'Sam Hill',
          rep_email: 'sam.hill@gmail.com',
          note: 'Called twice about the steel quote, they want it by Friday morning.',
        },
      },
      expect: { name: null, phone: '+442084271190', email: 'office@harrowfabrication.co.uk' },
    },
    {
      note: "a B2B lead's firm beside its referrer's note",
      country: 'US',
      body: {
        customer: {
          company: 'Whitfield Roofing',
          phone: '(512) 555-0143',
          email: 'office@whitfieldroofing.com',
        },
        referrer: {
          name: 'Marco Diaz',
          email: 'marco.diaz@gmail.com',
          comment: 'Dana needs a partner for two commercial jobs next spring, please call her.',
        },
      },
      expect: { name: null, phone: '+15125550143', email: 'office@whitfieldroofing.com' },
    },
  ];
  readsThePerson(guards, (note) => `keeps the customer's own block (${note})`);
});

describe("Reader (review 60): a firm's card under a key naming no one, its name under a key naming no name", () => {
  // A business's own block (its firm's name, someone in charge, its lines, a mailbox whose domain spells the firm's name
  // and whose part before the `@` spells none of its texts) under a key naming no party, beside the person's bare number
  // or their contact in another object: the firm's card, though no key of it says `name` (`sosiyete`, `review_center`).
  const cases = [
    {
      what: "an IVR session's caller beside the firm's block",
      country: 'KE',
      body: {
        callSessionState: 'Completed',
        callerNumber: '+254722418306',
        durationInSeconds: '212',
        dtmfDigits: '2*1',
        recordingUrl: 'https://voice.example.net/rec/8d1f0c2a.mp3',
        transcript: 'Nataka kujua bei ya tanki la maji la lita elfu tano, niko Thika.',
        maelezo: {
          kampuni: 'Maji Bora Tanks Ltd',
          msimamizi: 'Otieno Barasa',
          simu: '0733 104 552',
          barua_pepe: 'mauzo@majiboratanks.co.ke',
          anwani: 'Kenyatta Highway, Thika',
        },
      },
      name: null,
      phone: '+254722418306',
      email: null,
      answers: ['tanki la maji la lita elfu tano'],
      leaks: ['Otieno Barasa', '0733 104 552', 'mauzo@majiboratanks.co.ke', 'Kenyatta Highway'],
    },
    {
      what: "a payment's status block holding the payer's contact, their form sent as JSON text, beside the merchant's block",
      country: 'MY',
      body: {
        order_id: 'TUI-88214',
        status: '1',
        hash: '7d0c3e9a1b5f248e6a0d9c7b3f1e2a4c',
        param1: JSON.stringify({
          nama: 'Nurul Aisyah binti Hamid',
          subjek: 'Matematik Tambahan, Tingkatan 5',
          masa: 'Sabtu pagi',
        }),
        status_details: {
          amount: 180.0,
          fee: 1.5,
          Email: 'nurul.aisyah07@gmail.com',
          MobileNo: '012-718 3360',
        },
        butiran: {
          pusat: 'Pusat Tuisyen Cemerlang Ipoh',
          penyelaras: 'Cik Farah Zulkifli',
          telefon: '05-254 8810',
          mobile: '013-442 9017',
          email: 'daftar@tuisyencemerlang.my',
        },
      },
      name: 'Nurul Aisyah binti Hamid',
      phone: '+60127183360',
      email: 'nurul.aisyah07@gmail.com',
      answers: ['Matematik Tambahan, Tingkatan 5', 'Sabtu pagi'],
      leaks: ['Farah Zulkifli', '05-254 8810', '013-442 9017', 'daftar@tuisyencemerlang.my'],
    },
  ];
  readsTheBrief(cases, (what) => `reads the person, not the firm's card (${what})`);

  // Guards: a person's own block naming their firm at its domain beside a number of theirs elsewhere stays theirs when
  // their name is there (a name's key), and a lead with no contact but the firm's keeps it.
  const guards = [
    {
      note: "a B2B contact's firm block with their name, their mobile apart",
      country: 'GB',
      body: {
        contact: { name: 'Priya Shah', company: 'Shah Joinery', email: 'priya@shahjoinery.co.uk' },
        phone: '07700 900461',
        message: 'Need a quote for oak stairs.',
      },
      expect: { name: 'Priya Shah', phone: '+447700900461', email: 'priya@shahjoinery.co.uk' },
    },
    {
      note: "a firm's block alone",
      country: 'GB',
      body: {
        event: 'enquiry',
        details: {
          business: 'Harrow Fabrication Ltd',
          phone: '020 8427 1190',
          email: 'office@harrowfabrication.co.uk',
        },
      },
      expect: { name: null, phone: '+442084271190', email: 'office@harrowfabrication.co.uk' },
    },
  ];
  readsThePerson(guards, (note) => `keeps the person's own block (${note})`);
});

describe('Reader (review 60): a number the person writes in a chat', () => {
  // A flag under a phone's key (`phone_confirmed: false`) is no phone field: the number the person types in their own
  // turn after a phone's term is theirs.
  const cases = [
    {
      what: "a flag under a phone's key beside the person's block",
      country: 'VN',
      body: {
        event: 'booking.accepted',
        customer: { name: 'Lê Thu Hà', email: 'thuha.le@gmail.com', phone_confirmed: false },
        chat: [
          { sender: 'thợ', text: 'Chào chị, em là Tuấn bên Điện Lạnh Sài Gòn, em nhận việc rồi ạ.' },
          { sender: 'khách', text: 'Máy lạnh phòng ngủ chảy nước, chị ở tầng 12, gửi xe dưới hầm B2 nha em.' },
          { sender: 'khách', text: 'Nếu không vào được thì gọi điện thoại 0903 118 442 cho chị nhé.' },
        ],
      },
      phone: '+84903118442',
    },
  ];
  for (const { what, country, body, phone } of cases)
    it(`reads it as their phone (${what})`, () => {
      expect(readInput(body, country).phone).to.equal(phone);
    });
});

describe("Reader (review 60): Burmese's formal word for a name", () => {
  // Burmese writes a name as `နာမည်` in speech and `အမည်` on forms; a Burmese name is often written without spaces.
  it('reads the name under `အမည်`', () => {
    const input = readInput(
      { အမည်: 'မေသူဇာ', ဖုန်း: '09 771 204 556', လိပ်စာ: 'မန္တလေး', မှာကြားချက်: 'စနေနေ့ ညနေ ခေါ်ပေးပါ' },
      'MM',
    );
    expect(input).to.include({ name: 'မေသူဇာ', phone: '+959771204556' });
  });
});

describe("Reader (review 60): a firm's card beside the person named under the lead's key, their number only in their words", () => {
  // A marketplace's order names its shop first (a firm's card: its mailbox's domain spells its name) and the customer
  // under `customer` with a name and an address but no contact; the customer writes their number in the order's
  // comment. The card is someone else's: the person is named outside it, and their number is the one they wrote.
  readsTheBrief(
    [
      {
        what: 'a furniture order',
        country: 'PT',
        body: {
          loja: {
            designacao: 'Moveis Ribeiro Braga',
            responsavel: 'Nuno Ribeiro',
            telefone: '253 614 220',
            email: 'encomendas@moveisribeiro.pt',
          },
          event: 'order.created',
          order: {
            code: '261104-8830',
            customer: { first_name: 'Marta', last_name: 'Figueiredo', address: { city: 'Guimarães', zip: '4800-045' } },
            comments: 'Telemóvel: 912 448 307. Só depois das 18h, 2.º andar sem elevador.',
          },
        },
        name: 'Marta Figueiredo',
        phone: '+351912448307',
        email: null,
        answers: ['Só depois das 18h, 2.º andar sem elevador.'],
        leaks: ['Nuno Ribeiro', '253 614 220', 'encomendas@moveisribeiro.pt'],
      },
    ],
    (what) => `reads the person and the number they wrote (${what})`,
  );

  // Guards: a B2B customer named under the lead's key beside their own firm's block keeps that block's contact, with or
  // without a mobile written in their words.
  readsThePerson(
    [
      {
        note: "the customer's firm's block",
        country: 'GB',
        body: {
          customer: { first_name: 'Jo', last_name: 'Bloggs' },
          company: { name: 'Bloggs Joinery Ltd', phone: '01632 960555', email: 'office@bloggsjoinery.co.uk' },
          message: 'Need 12 oak doors hung',
        },
        expect: { name: 'Jo Bloggs', phone: '+441632960555', email: 'office@bloggsjoinery.co.uk' },
      },
      {
        note: "the customer's firm's block and a mobile in their words",
        country: 'GB',
        body: {
          customer: { first_name: 'Jo', last_name: 'Bloggs' },
          company: { name: 'Bloggs Joinery Ltd', phone: '01632 960555', email: 'office@bloggsjoinery.co.uk' },
          comments: 'Need 12 oak doors hung. Mobile: 07712 345678',
        },
        expect: { name: 'Jo Bloggs', phone: '+441632960555', email: 'office@bloggsjoinery.co.uk' },
      },
    ],
    (note) => `keeps the customer's own firm's contact (${note})`,
  );
});

describe("Reader (review 60): the lead's number written with its country's code and no plus", () => {
  // A messaging relay sends the customer's number as digits with the country's calling code and no `+`
  // (`customerNumber: "919845012377"`), beside the business's own block: by its shape, the person's phone; a customer's
  // number of digits that is no phone written so stays a record's number.
  const body = (customerNumber: string) => ({
    ವಿವರ: { ಸಂಸ್ಥೆ: 'ಸುಮಾ ಕಿಚನ್ಸ್', ಫೋನ್: '080 4127 9035' },
    customerNumber,
    customerName: 'ರಾಧಾ ಹೆಗಡೆ',
    messages: [{ from: 'customer', text: 'ಮಾಡ್ಯುಲರ್ ಕಿಚನ್ ಬೇಕು, ಜಯನಗರದಲ್ಲಿ' }],
  });
  it("reads the digits as the person's phone", () => {
    expect(readInput(body('919845012377'), 'IN').phone).to.equal('+919845012377');
  });
  it("reads no customer's record number as their phone", () => {
    expect(readInput(body('100482317'), 'IN').phone).to.equal('+918041279035');
  });
  // Guard: a national mobile under such a key is no number of another country's written without its plus (`15127049318`,
  // a Chinese mobile, is a valid American number with a `+`).
  it("reads a national mobile under the customer's number as the source's country's", () => {
    const call = {
      event: 'call_log_created',
      direction: 'in',
      customer_number: '15127049318',
      agent: { id: 2210, name: '王立新', ext: '8020' },
      transcript:
        '坐席：您好，请问有什么可以帮您？\n客户：我想问一下保洁的价格。\n坐席：可以打我们门店电话0571-8701 2246。',
    };
    expect(readInput(call, 'CN').phone).to.equal('+8615127049318');
  });
});

describe("Reader (review 60): guards from the attacker's pass (/work/attack60)", () => {
  // Bodies an attacker wrote against this session's changes, read worse by a first version of them: each reads as at
  // the session's start (21fcb87b). A B2B lead's own firm's block, staff's and referrers' notes beside a customer's
  // firm, numbers said to be someone else's line, in their words after a label naming whose they are, in a form text
  // under keys naming a merchant or a referrer, and Burmese compound keys naming a company or an item.
  readsThePerson([
    {
      note: 'c1a-b2b-contactperson',
      country: 'ID',
      body: {
        event: 'lead.baru',
        customer: {
          usaha: 'Sinar Jaya Konstruksi',
          email: 'pengadaan@sinarjayakonstruksi.co.id',
          telepon: '(021) 555 1200',
          npwp: '01.234.567.8-901.000',
        },
        contact_person: {
          nama: 'Budi Hartono',
          ponsel: '0812 3344 5566',
          pesan: 'Kami butuh katering makan siang untuk 150 pekerja proyek selama 3 bulan di Bekasi.',
        },
      },
      expect: { name: 'Budi Hartono', phone: '+6281233445566', email: 'pengadaan@sinarjayakonstruksi.co.id' },
    },
    {
      note: 'c1c-tr-assigned',
      country: 'TR',
      body: {
        olay: 'yeni_talep',
        müşteri: { firma: 'Ege Lojistik', eposta: 'satinalma@egelojistik.com.tr', telefon: '0232 445 12 12' },
        atanan: {
          ad_soyad: 'Selin Korkmaz',
          eposta: 'selin.korkmaz@gmail.com',
          not: 'Müşteri ile görüştüm, 3 forklift için fiyat teklifi istiyorlar, yarın dönüş yapacağım.',
        },
      },
      expect: { name: null, phone: '+902324451212', email: 'satinalma@egelojistik.com.tr' },
    },
    {
      note: 'c1d-es-comercial',
      country: 'ES',
      body: {
        cliente: { empresa: 'Transportes Ribera', email: 'compras@transportesribera.es', telefono: '961 234 567' },
        comercial: {
          nombre: 'Lucía Gómez Prieto',
          móvil: '612 345 678',
          comentario: 'He llamado al cliente, quieren presupuesto para 20 uniformes antes del viernes.',
        },
      },
      expect: { name: null, phone: '+34961234567', email: 'compras@transportesribera.es' },
    },
    {
      note: 'c1e-el-partner',
      country: 'GR',
      body: {
        πελάτης: { επωνυμία: 'Κρητικά Ελαιόλαδα ΑΕ', email: 'info@kritikaelaiolada.gr', τηλέφωνο: '2810 223344' },
        συνεργάτης: {
          ονοματεπώνυμο: 'Νίκος Σταύρου',
          κινητό: '697 111 2233',
          σχόλιο: 'Σας συστήνω τον πελάτη, χρειάζονται συσκευασίες για εξαγωγή πέντε τόνων.',
        },
      },
      expect: { name: null, phone: '+302810223344', email: 'info@kritikaelaiolada.gr' },
    },
    {
      note: 'c2a-bill-to',
      country: 'PT',
      body: {
        nome: 'Ana Leal',
        telemovel: '912 345 678',
        faturacao: { empresa: 'Atelier Rio Arquitetura', email: 'faturas@atelierrioarquitetura.pt', nif: '509123456' },
        mensagem: 'Pretendo orçamento para 30 cadeiras de escritório.',
      },
      expect: { name: 'Ana Leal', phone: '+351912345678', email: 'faturas@atelierrioarquitetura.pt' },
    },
    {
      note: 'c2b-tr-firma',
      country: 'TR',
      body: {
        ad_soyad: 'Kemal Aydın',
        telefon: '0532 111 22 33',
        firma: { unvan: 'Anadolu Tekstil', eposta: 'info@anadolutekstil.com.tr' },
        mesaj: 'Fabrikamız için 10 adet endüstriyel dikiş makinesi fiyatı rica ediyoruz.',
      },
      expect: { name: 'Kemal Aydın', phone: '+905321112233', email: 'info@anadolutekstil.com.tr' },
    },
    {
      note: 'c2c-de-company',
      country: 'DE',
      body: {
        name: 'Jonas Berger',
        mobil: '0151 2345 6789',
        unternehmen: { firma: 'Nordlicht Logistik GmbH', email: 'einkauf@nordlichtlogistik.de', ust_id: 'DE812345678' },
        nachricht: 'Wir brauchen ein Angebot für 40 Palettenregale.',
      },
      expect: { name: 'Jonas Berger', phone: '+4915123456789', email: 'einkauf@nordlichtlogistik.de' },
    },
    {
      note: 'c2e-no-organisation',
      country: 'NO',
      body: {
        navn: 'Ingrid Solberg',
        telefon: '912 34 567',
        organisasjon: { orgnavn: 'Fjord Marine AS', epost: 'post@fjordmarine.no', orgnr: '912345678' },
        melding: 'Vi ønsker tilbud på service av to båtmotorer.',
      },
      expect: { name: 'Ingrid Solberg', phone: '+4791234567', email: 'post@fjordmarine.no' },
    },
    {
      note: 'c2f-invoice-order',
      country: 'PT',
      body: {
        order: {
          id: 'A-1193',
          customer: { name: 'Rui Costa', phone: '912 000 111' },
          invoice: { company: 'Vinhos do Douro Lda', email: 'contabilidade@vinhosdodouro.pt', nif: '508765432' },
        },
        note: 'Entrega no armazém.',
      },
      expect: { name: 'Rui Costa', phone: '+351912000111', email: 'contabilidade@vinhosdodouro.pt' },
    },
    {
      note: 'c2g-es-empresa-only-email',
      country: 'MX',
      body: {
        nombre: 'Andrea Salinas',
        whatsapp: '55 1234 5678',
        empresa: { razon_social: 'Grupo Alimentos Sierra', correo: 'compras@alimentossierra.mx', rfc: 'GAS010101AB1' },
        mensaje: 'Buscamos proveedor de empaques biodegradables, 10 mil piezas al mes.',
      },
      expect: { name: 'Andrea Salinas', phone: '+525512345678', email: 'compras@alimentossierra.mx' },
    },
    {
      note: 'c2h-en-employer',
      country: 'US',
      body: {
        first_name: 'Dana',
        last_name: 'Whitfield',
        phone: '(512) 555-0199',
        employer: { company: 'Lone Star Roofing', email: 'office@lonestarroofing.com' },
        message: 'Need a commercial insurance quote for 12 trucks.',
      },
      expect: { name: 'Dana Whitfield', phone: '+15125550199', email: 'office@lonestarroofing.com' },
    },
    {
      note: 'c3a-bot-line-is',
      country: 'AU',
      body: {
        answers: { Name: 'Tom Reeves', Email: 'tom.reeves@outlook.com' },
        conversation: [
          { from: 'bot', text: 'Thanks Tom! Our sales line is 1300 555 123 if you need us sooner.' },
          { from: 'user', text: 'ok thanks, email is fine' },
        ],
      },
      expect: { name: 'Tom Reeves', phone: null, email: 'tom.reeves@outlook.com' },
    },
    {
      note: 'c3b-manager-line-is',
      country: 'GB',
      body: {
        name: 'Hannah Cole',
        email: 'hannah.cole@gmail.com',
        message:
          "My phone is broken so please email me. The building manager's line is 020 7946 0321 if you need access to the roof.",
      },
      expect: { name: 'Hannah Cole', phone: null, email: 'hannah.cole@gmail.com' },
    },
    {
      note: 'c3c-old-line-is',
      country: 'AU',
      body: {
        name: 'Liam Nguyen',
        email: 'liam.n@gmail.com',
        message: 'My old line is 0412 555 001 but I no longer use it, please call me on 0499 222 333 instead.',
      },
      expect: { name: 'Liam Nguyen', phone: '+61499222333', email: 'liam.n@gmail.com' },
    },
    {
      note: 'c3h-referrer-line-is',
      country: 'US',
      body: {
        name: 'Priya Raman',
        email: 'priya.raman@gmail.com',
        message:
          'I was referred by Dave Smith, his line is (312) 555-0142, he said you do good fencing. I prefer email please.',
      },
      expect: { name: 'Priya Raman', phone: null, email: 'priya.raman@gmail.com' },
    },
    {
      note: 'c3k-their-line-is',
      country: 'ZA',
      body: {
        name: 'Thabo Mokoena',
        email: 'thabo.m@gmail.com',
        message:
          'Please quote for the whole complex. The body corporate chair is handling access, her line is 082 555 1234.',
      },
      expect: { name: 'Thabo Mokoena', phone: null, email: 'thabo.m@gmail.com' },
    },
    {
      note: 'c4a-zh-attach',
      country: 'CN',
      body: {
        out_trade_no: 'WX20240514123001',
        total_fee: '19900',
        sign: 'C380BEC2BFD727A4B6845133519F3AD6',
        attach: '商户名称=美家装饰&商户电话=4008201234&门店=朝阳店',
        buyer: { nickname: '李娜', email: 'lina88@qq.com' },
      },
      expect: { name: '李娜', phone: null, email: 'lina88@qq.com' },
    },
    {
      note: 'c4d-th-referrer',
      country: 'TH',
      body: { ชื่อ: 'วิไล ศรีสุข', อีเมล: 'wilai.s@gmail.com', ref: 'ผู้แนะนำ=สมชาย ใจดี&เบอร์ผู้แนะนำ=089 123 4567' },
      expect: { name: 'วิไล ศรีสุข', phone: null, email: 'wilai.s@gmail.com' },
    },
    {
      note: 'c4i-zh-merchant-only',
      country: 'TW',
      body: { buyer_email: 'chen.mei@gmail.com', extra: '店家名稱=好食光&店家電話=02-2771-5566&訂單=88231' },
      expect: { name: null, phone: null, email: 'chen.mei@gmail.com' },
    },
    {
      note: 'c5b-my-company-name',
      country: 'MM',
      body: { ကုမ္ပဏီအမည်: 'ရွှေမြန်မာ ကုန်သွယ်ရေး', ဆက်သွယ်ရန်ဖုန်း: '09 777 888 999', မှာကြားချက်: 'စက်ပစ္စည်း ဈေးနှုန်း သိချင်ပါတယ်' },
      expect: { name: null, phone: '+959777888999', email: null },
    },
    {
      note: 'c5d-my-product-name',
      country: 'MM',
      body: { ပစ္စည်းအမည်: 'ဆိုလာပြား ၃၀၀ ဝပ်', ဖုန်း: '09 420 333 444', လိပ်စာ: 'ရန်ကုန်' },
      expect: { name: null, phone: '+959420333444', email: null },
    },
    {
      note: 'c6b-pt-billing',
      country: 'PT',
      body: {
        order: {
          code: '77120',
          customer: { first_name: 'Tiago', last_name: 'Moreira' },
          billing: { company: 'Obras Norte Lda', vat: 'PT509876543', email: 'compras@obrasnorte.pt' },
          comments: 'Telemóvel: 913 222 111. Entregar na obra.',
        },
      },
      expect: { name: 'Tiago Moreira', phone: '+351913222111', email: 'compras@obrasnorte.pt' },
    },
    {
      note: 'c6e-b2b-firm-landline-text',
      country: 'DE',
      body: {
        kunde: { vorname: 'Lena', nachname: 'Hoffmann' },
        firma: { firmenname: 'Hoffmann Elektro GmbH', telefon: '089 123456', email: 'info@hoffmann-elektro.de' },
        bemerkung: 'Handy: 0171 2233445, bitte vormittags.',
      },
      expect: { name: 'Lena Hoffmann', phone: '+4989123456', email: 'info@hoffmann-elektro.de' },
    },
    {
      note: 'c6f-b2b-firm-diff',
      country: 'FR',
      body: {
        client: { prenom: 'Claire', nom: 'Martin' },
        societe: {
          raison_sociale: 'Boulangerie du Parc',
          tel: '01 45 67 89 00',
          email: 'contact@boulangerieduparc.fr',
        },
        commentaire: 'Portable : 06 12 34 56 78. Livraison le matin avant 7h.',
      },
      expect: { name: 'Claire Martin', phone: '+33145678900', email: 'contact@boulangerieduparc.fr' },
    },
    {
      note: 'c7a-en-agent',
      country: 'AU',
      body: {
        name: 'Chloe Park',
        email: 'chloe.park@gmail.com',
        message:
          'Looking to switch property managers. Phone of my current agent: 0412 345 678. Please email me, not him.',
      },
      expect: { name: 'Chloe Park', phone: null, email: 'chloe.park@gmail.com' },
    },
    {
      note: 'c7b-es-inmobiliaria',
      country: 'ES',
      body: {
        nombre: 'Javier Morales',
        email: 'javier.morales@gmail.com',
        mensaje: 'Quiero alquilar el piso de la calle Alcalá. Teléfono de la inmobiliaria actual: 915 123 456.',
      },
      expect: { name: 'Javier Morales', phone: null, email: 'javier.morales@gmail.com' },
    },
    {
      note: 'c7c-br-sindico',
      country: 'BR',
      body: {
        nome: 'Fernanda Lima',
        email: 'fernanda.lima@gmail.com',
        mensagem:
          'Preciso de orçamento para pintura da fachada. Telefone do síndico do prédio: (11) 3333-4444, ele libera a entrada.',
      },
      expect: { name: 'Fernanda Lima', phone: null, email: 'fernanda.lima@gmail.com' },
    },
    {
      note: 'c7d-fr-gardien',
      country: 'FR',
      body: {
        nom: 'Julien Bernard',
        email: 'julien.bernard@orange.fr',
        message:
          "Devis pour ravalement. Téléphone du gardien de l'immeuble: 01 45 67 89 10. Je préfère être contacté par mail.",
      },
      expect: { name: 'Julien Bernard', phone: null, email: 'julien.bernard@orange.fr' },
    },
    {
      note: 'c7e-it-amministratore',
      country: 'IT',
      body: {
        nome: 'Giulia Rossi',
        email: 'giulia.rossi@libero.it',
        messaggio: "Serve un preventivo per l'ascensore. Telefono dell'amministratore di condominio: 02 1234 5678.",
      },
      expect: { name: 'Giulia Rossi', phone: null, email: 'giulia.rossi@libero.it' },
    },
    {
      note: 'c7f-el-mesitis',
      country: 'GR',
      body: {
        ονοματεπώνυμο: 'Μαρία Κωνσταντίνου',
        email: 'maria.k@gmail.com',
        μήνυμα: 'Θέλω εκτίμηση για το διαμέρισμα. Τηλέφωνο του μεσίτη μου: 694 111 2222.',
      },
      expect: { name: 'Μαρία Κωνσταντίνου', phone: null, email: 'maria.k@gmail.com' },
    },
    {
      note: 'c7g-ru-rieltor',
      country: 'RU',
      body: {
        имя: 'Андрей Смирнов',
        email: 'a.smirnov@mail.ru',
        сообщение: 'Хочу продать квартиру. Телефон моего риелтора: +7 916 555-12-34, он покажет.',
      },
      expect: { name: 'Андрей Смирнов', phone: null, email: 'a.smirnov@mail.ru' },
    },
    {
      note: 'c7h-pl-ksiegowy',
      country: 'PL',
      body: {
        imie_nazwisko: 'Tomasz Nowak',
        email: 'tomasz.nowak@wp.pl',
        wiadomosc: 'Proszę o ofertę na prowadzenie księgowości. Telefon do mojego obecnego księgowego: 601 222 333.',
      },
      expect: { name: 'Tomasz Nowak', phone: null, email: 'tomasz.nowak@wp.pl' },
    },
    {
      note: 'c7j-it-tecnico',
      country: 'IT',
      body: {
        nome: 'Marco Bianchi',
        email: 'marco.bianchi@gmail.com',
        note: 'La caldaia perde acqua. Cellulare del vostro tecnico: 333 123 4567, è già venuto una volta.',
      },
      expect: { name: 'Marco Bianchi', phone: null, email: 'marco.bianchi@gmail.com' },
    },
    {
      note: 'c7l-nl-verhuurder',
      country: 'NL',
      body: {
        naam: 'Sanne de Vries',
        email: 'sanne.devries@gmail.com',
        bericht: 'Offerte voor nieuwe cv-ketel. Telefoon van de verhuurder: 06 1234 5678, hij moet akkoord geven.',
      },
      expect: { name: 'Sanne de Vries', phone: null, email: 'sanne.devries@gmail.com' },
    },
    {
      note: 'c7p-es-previous-owner',
      country: 'MX',
      body: {
        nombre: 'Sofía Herrera',
        correo: 'sofia.herrera@gmail.com',
        mensaje: 'Compré la casa hace un mes. Teléfono del dueño anterior: 55 8765 4321, él tiene los planos.',
      },
      expect: { name: 'Sofía Herrera', phone: null, email: 'sofia.herrera@gmail.com' },
    },
  ]);
});

describe("Reader (review 60): guards from a second attacker's pass (/work/attack60b)", () => {
  // Staff's and salespeople's notes with a status beside a customer's firm, a B2B contact person with no email, and
  // account numbers under a customer's number's key (American, Mexican, toll-free): each reads as at 21fcb87b.
  readsThePerson([
    {
      note: 'r1a-id-contactperson',
      country: 'ID',
      body: {
        event: 'lead.baru',
        customer: {
          usaha: 'Sinar Baru Logistik',
          email: 'pengadaan@sinarbarulogistik.co.id',
          telepon: '(021) 2967 4410',
        },
        contact_person: {
          nama: 'Dewi Anggraini',
          ponsel: '0813 2244 7781',
          pesan: 'Kami perlu sewa 3 truk engkel untuk pengiriman rutin ke Surabaya setiap minggu.',
          jumlah_truk: '3',
          mulai: 'Januari',
        },
      },
      expect: { name: 'Dewi Anggraini', phone: '+6281322447781', email: 'pengadaan@sinarbarulogistik.co.id' },
    },
    {
      note: 'r1c-tr-staff-detaylar',
      country: 'TR',
      body: {
        müşteri: { firma: 'Ege Tekstil', eposta: 'satinalma@egetekstil.com.tr', telefon: '0232 461 30 30' },
        detaylar: {
          ad_soyad: 'Burak Aydın',
          telefon: '0532 418 77 09',
          not: 'Müşteriyi aradım, 500 adet baskılı tişört için fiyat istiyorlar, logo dosyasını mail ile atacaklar.',
          öncelik: 'yüksek',
          durum: 'teklif bekliyor',
        },
      },
      expect: { name: null, phone: '+902324613030', email: 'satinalma@egetekstil.com.tr' },
    },
    {
      note: 'r1j-in-staff-info',
      country: 'IN',
      body: {
        customer: { company: 'Sharma Agro Exports', email: 'accounts@sharmaagro.in', phone: '0120 456 7788' },
        info: {
          name: 'Priya Nair',
          mobile: '98201 44556',
          remarks: 'Called the customer, they need 20 tonnes of cold storage space from April.',
          priority: 'hot',
          source: 'IndiaMART',
        },
      },
      expect: { name: null, phone: '+911204567788', email: 'accounts@sharmaagro.in' },
    },
    {
      note: 'r1k-id-sales-activity',
      country: 'ID',
      body: {
        pelanggan: {
          perusahaan: 'Maju Bersama Elektrik',
          email: 'purchasing@majubersama.co.id',
          telepon: '(031) 532 8890',
        },
        aktivitas: {
          nama: 'Rizky Pratama',
          hp: '0857 3312 9045',
          catatan: 'Sudah kunjungan ke pelanggan, mereka minta penawaran 200 unit lampu LED panel.',
          hasil: 'follow up',
          tanggal: '2025-03-04',
        },
      },
      expect: { name: null, phone: '+62315328890', email: 'purchasing@majubersama.co.id' },
    },
    {
      note: 'r5a-us-acct-email-only',
      country: 'US',
      body: {
        customerNumber: '12068845731',
        name: 'Kyle Brennan',
        email: 'kyle.brennan@gmail.com',
        service: 'Internet upgrade to 1 Gig',
      },
      expect: { name: 'Kyle Brennan', phone: null, email: 'kyle.brennan@gmail.com' },
    },
    {
      note: 'r5d-us-local-phone-acct',
      country: 'US',
      body: { client_number: '17735512904', name: 'Tanya Brooks', phone: '733-9012', email: 'tanya.b@yahoo.com' },
      expect: { name: 'Tanya Brooks', phone: null, email: 'tanya.b@yahoo.com' },
    },
    {
      note: 'r5e-mx-numero-cliente',
      country: 'MX',
      body: {
        numero_cliente: '525512345678',
        nombre: 'Jorge Ramírez',
        correo: 'jorge.ramirez@hotmail.com',
        asunto: 'Aclaración de factura',
      },
      expect: { name: 'Jorge Ramírez', phone: null, email: 'jorge.ramirez@hotmail.com' },
    },
    {
      note: 'r1l-de-details-staff-mobile',
      country: 'DE',
      body: {
        kunde: { firma: 'Hansa Kälte', email: 'service@hansakaelte.de', telefon: '040 6688 120' },
        details: {
          name: 'Nina Vogt',
          mobil: '0172 9981 204',
          notiz: 'Kunde hat angerufen, braucht Wartung für 6 Kühlzellen, Termin nächste Woche.',
          status: 'offen',
          prioritaet: 'hoch',
        },
      },
      expect: { name: null, phone: '+49406688120', email: 'service@hansakaelte.de' },
    },
    {
      note: 'r5g-us-customer-id-number',
      country: 'US',
      body: {
        customer_number: '18005550199',
        first_name: 'Ava',
        last_name: 'Morgan',
        email: 'ava.morgan@icloud.com',
        message: 'Where is my refund?',
      },
      expect: { name: 'Ava Morgan', phone: null, email: 'ava.morgan@icloud.com' },
    },
  ]);
});
