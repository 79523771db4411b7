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
  // turn after a phone's term is theirs. And a phone's line is named as a line (`my Kenyan line is …`).
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
    {
      what: "a line named by the country it is in, in the visitor's own turn",
      country: 'KE',
      body: {
        event: 'conversation.completed',
        answers: { 'Your name': 'Wanjiru Kamau', Email: 'wanjiru.k@gmail.com' },
        conversation: [
          { from: 'bot', text: "What's your name?" },
          { from: 'user', text: 'Wanjiru Kamau' },
          { from: 'user', text: 'I need a borehole survey for a plot in Kajiado before the rains.' },
          { from: 'user', text: 'My Kenyan line is 0722 418 306, mornings are best.' },
        ],
      },
      phone: '+254722418306',
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
          comments: 'Need 12 oak doors hung. Mobile: 07700 900123',
        },
        expect: { name: 'Jo Bloggs', phone: '+441632960555', email: 'office@bloggsjoinery.co.uk' },
      },
    ],
    (note) => `keeps the customer's own firm's contact (${note})`,
  );
});

describe("Reader (review 60): a number after a label of a few words that opens with a phone's term", () => {
  // The person labels their number by what it is for (`Τηλέφωνο για συνεννόηση: 694 …`, `Telemóvel para combinar a
  // entrega: 912 …`), beside a shop's card: a label closed by a colon whose first word is a phone's term.
  const order = (country: string, comments: string) =>
    readInput(
      {
        loja: { designacao: 'Casa Leal Mobiliário', telefone: '253 614 220', email: 'vendas@casalealmobiliario.pt' },
        order: { customer: { first_name: 'Ana', last_name: 'Leal' }, comments },
      },
      country,
    ).phone;
  it('reads it (Greek)', () => {
    expect(order('GR', 'Τηλέφωνο για την παράδοση: 697 314 2280. Μετά τις 5 το απόγευμα.')).to.equal('+306973142280');
  });
  it('reads it (Portuguese)', () => {
    expect(order('PT', 'Telemóvel para combinar a entrega: 912 448 307, só depois das 18h.')).to.equal('+351912448307');
  });

  // Guards: a label whose first word is no phone's term (`or ring the front desk:`), and a sentence before the colon:
  // the shop's line stands in as before.
  for (const text of [
    'Entregas depois das 10h, ou ligar para a receção: 912 448 307',
    'Telefonem se a encomenda atrasar, senão o armazém: 912 448 307',
  ])
    it(`reads no number after a label not opening with a phone's term: ${text}`, () => {
      expect(order('PT', text)).to.equal('+351253614220');
    });
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
