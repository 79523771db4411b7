import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';
import { readsThePerson } from '../helpers/review-rows.ts';

// Session 59: classes found in held-out set 70 and after, each on an invented body.

describe("Reader (review 59): an advertiser's card under a bare `contact`, naming its firm and its agent", () => {
  // A portal puts the advertiser's card under a word that names the lead in a CRM (`contact`, `kontakt`) and the
  // enquirer's own block under a key naming no one. The card's own name is a firm's by its legal form and a key naming
  // its staff holds a person's whole name (the listing's agent): the firm's, no one's by its key (as a firm's card or an
  // agent's card with its agency's key already are). The enquirer's name, contact and words beside them are the lead.
  const cases = [
    {
      what: "a letting portal's agency card with its agent",
      country: 'PT',
      body: {
        tipo: 'novo_contacto',
        anuncio: { id: 55120, titulo: 'T2 para arrendar em Benfica', renda: '1.250 €' },
        contacto: {
          nome: 'Casa Lusa Imobiliária Lda',
          agent: 'Rui Tavares',
          telefone: '21 751 0400',
          telemovel: '912 345 678',
          email: 'arrendamento@casalusa.pt',
        },
        detalhes: {
          nome: 'Inês Correia',
          telefone: '936 112 458',
          email: 'ines.correia@gmail.com',
          mensagem: 'Olá, tenho interesse no T2 por um ano, trabalho perto do Colombo.',
          visita: 'Quinta depois das 19h',
        },
      },
      name: 'Inês Correia',
      phone: '+351936112458',
      email: 'ines.correia@gmail.com',
      answers: ['trabalho perto do Colombo', 'Quinta depois das 19h'],
      leaks: ['Rui Tavares', '21 751 0400', '912 345 678', 'arrendamento@casalusa.pt'],
    },
    {
      what: "an agency's card written last, its agent under `agent`",
      country: 'EE',
      body: {
        event: 'enquiry.created',
        kuulutus: { id: 771, pealkiri: 'Kahetoaline korter Tartu kesklinnas' },
        andmed: {
          eesnimi: 'Kadri',
          perenimi: 'Saar',
          email: 'kadri.saar@gmail.com',
          telefon: '5123 4567',
          sonum: 'Sooviksin korterit vaadata järgmisel nädalal, kolin aprillis.',
        },
        kontakt: {
          nimi: 'Tartu Kodumaakler OÜ',
          agent: 'Liisa Tamm',
          telefon: '612 4400',
          email: 'info@kodumaakler.ee',
        },
      },
      name: 'Kadri Saar',
      phone: '+37251234567',
      email: 'kadri.saar@gmail.com',
      answers: ['kolin aprillis'],
      leaks: ['Liisa Tamm', '612 4400', 'info@kodumaakler.ee'],
    },
  ];
  for (const { what, country, body, answers, leaks, ...person } of cases)
    it(`reads the enquirer, not ${what}`, () => {
      const { name, phone, email, notes } = readInput(body, country);
      expect({ name, phone, email }).to.deep.equal(person);
      for (const answer of answers) expect(notes).to.contain(answer);
      for (const leak of leaks) expect(notes).not.to.contain(leak);
    });

  // An attacker's pass over the first form of this (/work/attack59: 14 better, 32 worse of 65) found the lead's own
  // contact made no one's by its own firm, a rep it is assigned to, a browser's user agent under `agent`, a yes under
  // `organizer` or a seller's firm inside it, and names read as firms (`Sas`, `Asa`). Each is a guard here.
  const guards = [
    {
      note: 'internal lead capture app: contact is the customer (GmbH, account_manager), submitter is our rep',
      country: 'DE',
      body: {
        quelle: 'Außendienst-App',
        contact: {
          vorname: 'Thomas',
          nachname: 'Huber',
          email: 't.huber@huber-maschinenbau-example.de',
          telefon: '0171 2345678',
          firma: 'Huber Maschinenbau GmbH',
          account_manager: 'Sabine Wolf',
        },
        submitter: {
          name: 'Sabine Wolf',
          email: 's.wolf@lieferant-example.de',
          phone: '0160 9876543',
          comment: 'Kunde will Angebot für Wartungsvertrag, bitte bis Freitag',
        },
      },
      expect: { name: 'Thomas Huber', phone: '+491712345678', email: 't.huber@huber-maschinenbau-example.de' },
    },
    {
      note: 'SaaS demo form: contact with its firm (LLC) and the browser user agent under agent, plus invoice contact',
      country: 'US',
      body: {
        form: 'Book a demo',
        contact: {
          name: 'Rachel Green',
          email: 'rachel@ridgewaydental-example.com',
          phone: '(303) 555-0123',
          company: 'Ridgeway Dental LLC',
          agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15',
        },
        invoice_contact: { name: 'Tom Fisher', email: 'billing@ridgewaydental-example.com', phone: '(303) 555-0188' },
      },
      expect: { name: 'Rachel Green', phone: '+13035550123', email: 'rachel@ridgewaydental-example.com' },
    },
    {
      note: 'event registration: contact is the booker (AS, organizer: Ja), an attendee listed',
      country: 'NO',
      body: {
        arrangement: 'Regnskapsdagene 2025',
        contact: {
          navn: 'Ingrid Solberg',
          telefon: '987 65 432',
          epost: 'ingrid@solbergregnskap-example.no',
          firma: 'Solberg Regnskap AS',
          organizer: 'Ja',
        },
        attendees: [{ navn: 'Eirik Solberg', epost: 'eirik@solbergregnskap-example.no', telefon: '456 78 901' }],
      },
      expect: { name: 'Ingrid Solberg', phone: '+4798765432', email: 'ingrid@solbergregnskap-example.no' },
    },
    {
      note: 'marketplace message relay: contact is the buyer, seller (LLC) is the shop, a second contact',
      country: 'US',
      body: {
        relay: 'message.received',
        listing: { title: 'Walnut dining table' },
        contact: {
          name: 'Marcus Bell',
          phone: '(312) 555-0148',
          email: 'marcus.bell@gmail.com',
          seller: 'Heartwood Furniture LLC',
        },
        second_contact: { name: 'Tanya Bell', phone: '(312) 555-0191' },
      },
      expect: { name: 'Marcus Bell', phone: '+13125550148', email: 'marcus.bell@gmail.com' },
    },
    {
      note: 'shop order: Polish surname Sas (now a form, sas) in billing without phone, shipping with phone',
      country: 'PL',
      body: {
        order: {
          id: 5521,
          billing: { name: 'Krzysztof Sas', email: 'k.sas@wp.pl', city: 'Kraków' },
          shipping: { name: 'Krzysztof Sas', phone: '512 345 678', city: 'Kraków' },
          line_items: [{ title: 'Kosiarka spalinowa', quantity: 1 }],
        },
      },
      expect: { name: 'Krzysztof Sas', phone: '+48512345678', email: 'k.sas@wp.pl' },
    },
    {
      note: 'unlabelled answers: given name Asa (Åsa without ring) now a company word',
      country: 'SE',
      body: {
        form: 'Offertförfrågan',
        answers: ['Asa Lindberg', '070-123 45 67', 'asa.lindberg@telia.com', 'Vill ha offert på fönsterbyte'],
      },
      expect: { name: 'Asa Lindberg', phone: '+46701234567', email: 'asa.lindberg@telia.com' },
    },
  ];
  readsThePerson(guards, (note) => `keeps the lead's own contact: ${note}`);

  it("keeps a CRM's contact holding the agent it is assigned to the lead", () => {
    const { name, phone } = readInput(
      {
        contact: { name: 'Megan Holt', agent: 'Rui Tavares', phone: '(512) 555-0143', email: 'megan.holt@gmail.com' },
        details: {
          name: 'Sunset Realty LLC',
          phone: '(512) 555-0100',
          message: 'Listing inquiry forwarded by the office.',
        },
      },
      'US',
    );
    expect({ name, phone }).to.deep.equal({ name: 'Megan Holt', phone: '+15125550143' });
  });
});

describe("Reader (review 59): a message's sender named in more languages", () => {
  // A classified's enquiry: the dealer's card under a bare `kontakt`, the enquirer's contact under the word naming who
  // sent the message (Slovene and Croatian `pošiljatelj`) beside the message. Both are the person's by their keys; the
  // dealer's fixed line and the sender's own set decide.
  it("reads the sender's mobile, not the dealer's, beside a dealer's card under `kontakt`", () => {
    const { name, phone, email, notes } = readInput(
      {
        vrsta: 'povprasevanje',
        oglas: { id: 8812, naslov: 'Renault Clio 1.0 TCe, 2021' },
        kontakt: {
          naziv: 'Avto Hiša Kranj d.o.o.',
          oseba: 'Janez Novak',
          telefon: '04 201 3300',
          mobitel: '041 555 210',
        },
        sporocilo: {
          pošiljatelj: { ime: 'Petra Kos', mobitel: '031 456 789', email: 'petra.kos@gmail.com' },
          besedilo: 'Pozdravljeni, ali je avto še na voljo? Zanima me tudi menjava za moj stari Golf.',
        },
      },
      'SI',
    );
    expect({ name, phone, email }).to.deep.equal({
      name: 'Petra Kos',
      phone: '+38631456789',
      email: 'petra.kos@gmail.com',
    });
    expect(notes).to.contain('menjava za moj stari Golf');
    for (const leak of ['Avto Hiša Kranj', 'Janez Novak', '041 555 210']) expect(notes).not.to.contain(leak);
  });
});

describe('Reader (review 59): ids under keys glued to `id`', () => {
  // A payment gateway's callback writes its keys as one lower-case word (`projectid`, `requestid`): ids of the tool's
  // records as surely as `project_id`, out of the brief beside the person's answers.
  it("leaves a payment callback's glued ids out of the brief", () => {
    const { notes, email } = readInput(
      {
        decoded: {
          projectid: '305117',
          requestid: '227164930',
          transactionid: '88120047',
          merchantid: '5521',
          p_firstname: 'Laura',
          p_lastname: 'Ozola',
          p_email: 'laura.ozola@inbox.lv',
          paytext: 'Pasūtījums: ģimenes fotosesija',
        },
        anketa: [{ name: 'Vēlamais datums', value: '2026. gada 12. jūnijs' }],
      },
      'LV',
    );
    expect(email).to.equal('laura.ozola@inbox.lv');
    expect(notes).to.contain('2026. gada 12. jūnijs');
    for (const leak of ['305117', '227164930', '88120047', '5521']) expect(notes).not.to.contain(leak);
  });
});

describe("Reader (review 59): a marketplace chat's buyer and seller named in South Asian scripts", () => {
  // A classified's chat as a list of messages, each naming its writer's side by a word: the buyer is the person, the
  // seller (who gives their own name and number) someone else, in Tamil and in Sinhala.
  const chat = (buyer: string, seller: string, lines: string[]) => ({
    event: 'chat.lead',
    ad: { id: 'x-77120', title: 'Honda Vezel 2016' },
    messages: lines.map((text, i) => ({ from: i % 2 === 0 ? buyer : seller, time: `10:0${i}`, text })),
  });
  const cases = [
    {
      language: 'Tamil',
      body: chat('வாங்குபவர்', 'விற்பனையாளர்', [
        'வணக்கம், வாகனம் இன்னும் உள்ளதா?',
        'ஆம். நான் ரமேஷ், என் இலக்கம் 071 334 5521',
        'என் பெயர் கவிதா சுப்பிரமணியம். சேவை புத்தகம் உள்ளதா? என் இலக்கம் 077 902 1184',
      ]),
      phone: '+94779021184',
      name: 'கவிதா சுப்பிரமணியம்',
      answer: 'சேவை புத்தகம் உள்ளதா',
      leaks: ['ரமேஷ்', '071 334 5521'],
    },
    {
      language: 'Sinhala',
      body: chat('ගැනුම්කරු', 'විකුණුම්කරු', [
        'ආයුබෝවන්, වාහනය තවම තියෙනවද?',
        'ඔව්. මම සුනිල්, මගේ අංකය 071 334 5521',
        'මගේ නම නිලන්ති පෙරේරා. ලීසිං කරන්න පුළුවන්ද? මගේ අංකය 076 220 4419',
      ]),
      phone: '+94762204419',
      name: 'නිලන්ති පෙරේරා',
      answer: 'ලීසිං කරන්න පුළුවන්ද',
      leaks: ['සුනිල්', '071 334 5521'],
    },
  ];
  for (const { language, body, phone, name, answer, leaks } of cases)
    it(`reads the buyer's name, number and words, not the seller's, in ${language}`, () => {
      const read = readInput(body, 'LK');
      expect({ name: read.name, phone: read.phone }).to.deep.equal({ name, phone });
      expect(read.notes).to.contain(answer);
      for (const leak of leaks) expect(read.notes).not.to.contain(leak);
    });
});

describe("Reader (review 59): a call's transcript whose staff speaker is an administrator, in Cyrillic", () => {
  // A clinic's call tracker sends the call's transcript as one text: `Адміністратор:` (an administrator, the clinic's
  // side, who gives her own mobile) and `Клієнт:` (Ukrainian for a client). The client's lines are the brief.
  it("keeps the client's lines and leaves the administrator's out", () => {
    const { phone, notes } = readInput(
      {
        call: {
          id: '5520193',
          external_number: '0673301122',
          line_number: '0442390011',
          waitsec: '7',
          requestsCounter: '2',
        },
        transcription:
          'Адміністратор: Клініка «Смайл», доброго дня, мене звати Ірина.\n' +
          'Клієнт: Добрий день, мене звати Олег Бондар. Потрібна чистка зубів і огляд.\n' +
          'Адміністратор: Якщо що, мій робочий мобільний 050 441 27 90.\n' +
          'Клієнт: Зручно у вівторок після шостої.',
      },
      'UA',
    );
    expect(phone).to.equal('+380673301122');
    expect(notes).to.contain('Потрібна чистка зубів і огляд').and.contain('у вівторок після шостої');
    for (const leak of ['Смайл', 'мене звати Ірина', '050 441 27 90', 'waitsec', 'requestsCounter'])
      expect(notes).not.to.contain(leak);
  });
});

describe("Reader (review 59): a surname's key in Slovene", () => {
  // Slovene writes a surname's key `priimek`. (Afrikaans `van` was taken back: a vehicle, or Dutch `from`, far more often:
  // /work/attack59c n01–n04.)
  it('reads the whole name from `ime` and `priimek`', () => {
    const { name } = readInput(
      { kontakt: { ime: 'Petra', priimek: 'Novak', telefon: '031 456 789', 'e-pošta': 'petra.novak@gmail.com' } },
      'SI',
    );
    expect(name).to.equal('Petra Novak');
  });

  it('reads no surname from a van asked about', () => {
    const { name, notes } = readInput(
      { name: 'Tom Baker', phone: '(512) 555-0143', move: { from: 'Austin', to: 'Dallas' }, van: 'Large' },
      'US',
    );
    expect(name).to.equal('Tom Baker');
    expect(notes).to.contain('Large');
  });
});

describe("Reader (review 59): a reply's quoted message after an attribution in any language", () => {
  // A reply relayed as JSON: the person's own words, then the business's earlier message after an attribution line in
  // Welsh (`Ar …, ysgrifennodd … <…>:`) and quoted lines (`> …`) holding its staff member's signature. A line ending in
  // a colon with quoted lines right below it starts the quoted message, whatever its language.
  it("keeps the reply's own words and leaves the quoted signature out", () => {
    const { phone, notes } = readInput(
      {
        From: 'Gwen Morgan <gwen.morgan@btinternet.com>',
        To: 'post@canolfaniaith.cymru',
        Subject: 'Re: Cwrs haf',
        'Text-part':
          'Shwmae,\n\nHoffwn i gofrestru ar y cwrs dwys ym mis Gorffennaf.\nLefel: Canolradd\nFfôn: 07912 345678\n\nDiolch,\nGwen\n\n' +
          'Ar 3 Chwef 2026, ysgrifennodd Canolfan Iaith <post@canolfaniaith.cymru>:\n' +
          '> Diolch am eich diddordeb.\n> -- \n> Eleri Hughes\n> Swyddog Cyrsiau\n> Ffôn: 01970 622 180\n',
      },
      'GB',
    );
    expect(phone).to.equal('+447912345678');
    expect(notes).to.contain('cwrs dwys ym mis Gorffennaf');
    for (const leak of ['Eleri Hughes', '01970 622 180', 'Swyddog Cyrsiau']) expect(notes).not.to.contain(leak);
  });
});

describe("Reader (review 59): a full name asked in Xhosa beside a chat profile's nickname", () => {
  it("reads the name the person typed, not the profile's", () => {
    const { name } = readInput(
      {
        contact: { msisdn: '27721234567', profileName: 'Zizi 🌸' },
        variables: {
          igama_elipheleleyo: 'Zintle Mbeki',
          imeyile: 'zintle.mbeki@gmail.com',
          umbuzo: 'Ndingaqala nini?',
        },
      },
      'ZA',
    );
    expect(name).to.equal('Zintle Mbeki');
  });
});

describe('Reader (review 59): the data a merchant passes through a payment gateway', () => {
  // A gateway's notification carries a field the merchant fills with its order's data (`MerchantData`, here a JSON
  // text): what the buyer gave the merchant's form, not the merchant's own. The merchant's card beside it stays out.
  it("reads the buyer from the merchant's data, in Basque", () => {
    const { name, phone, email, notes } = readInput(
      {
        Ds_Signature: 'q8Zt3KfA1m0Yv7Lw2Xc9Rb4Ne6Hd5Gs-Pj0Ui8Ok1E=',
        params: {
          Ds_Order: '2602ABC0417',
          Ds_Amount: '12000',
          Ds_MerchantData: JSON.stringify({
            'izen abizenak': 'Ane Urrutia Lasa',
            telefonoa: '622 418 735',
            posta: 'ane.urrutia@gmail.com',
            oharrak: 'Asteartetan bakarrik etor naiteke',
          }),
        },
        datuak: { izena: 'Kirol Eskola', telefonoa: '943 224 418', posta: 'info@kirol-eskola.eus' },
      },
      'ES',
    );
    expect({ name, phone, email }).to.deep.equal({
      name: 'Ane Urrutia Lasa',
      phone: '+34622418735',
      email: 'ane.urrutia@gmail.com',
    });
    expect(notes).to.contain('Asteartetan bakarrik etor naiteke');
    for (const leak of ['Kirol Eskola', '943 224 418', 'info@kirol-eskola.eus']) expect(notes).not.to.contain(leak);
  });

  it("keeps a seller's data someone else's beside the buyer's own block", () => {
    const { name, phone } = readInput(
      {
        buyer: { name: 'Lucía Prats', phone: '611 223 344' },
        seller_data: { name: 'Marc Vidal', phone: '622 418 735' },
      },
      'ES',
    );
    expect({ name, phone }).to.deep.equal({ name: 'Lucía Prats', phone: '+34611223344' });
  });
});

describe("Reader (review 59): guards from the second attacker's pass over this session's changes", () => {
  // /work/attack59b (84 bodies: 19 better, 38 worse at 05755708) found: a B2B firm's own contact beside a referrer, a
  // Thai nickname read as a firm's form (`Khun Oy`), a shipper under a sender's word, a messaging relay's `customerid`
  // holding the person's number, a turn's addressee or reader naming one side (`to: "agent"`, `seen_by: "operator"`), a
  // person's answer naming a role (`job: "Real Estate Agent"`), a `counter_offer`, and an organiser who is the booker.
  // Each is read as at the session's start.
  const guards = [
    {
      note: 'B2B lead gen: the contact IS the firm (LLC) with our sales_rep; a referrer block beside it',
      country: 'US',
      body: {
        event: 'lead.created',
        contact: {
          name: 'Northwind Supply LLC',
          sales_rep: 'Tom Reed',
          phone: '(512) 555-0143',
          email: 'purchasing@northwind-example.com',
          industry: 'Wholesale',
          employees: '50-200',
          message: 'Need a quote for 40 pallet racks',
        },
        referred_by: { name: 'Karen Lee', phone: '(512) 555-0177', email: 'karen@leeadvisors-example.com' },
      },
      expect: { name: 'Northwind Supply LLC', phone: '+15125550143', email: 'purchasing@northwind-example.com' },
    },
    {
      note: 'TH shop order: Thai nickname "Khun Oy" (Oy now a form); billing holds email, shipping holds phone',
      country: 'TH',
      body: {
        order: {
          billing: { name: 'Khun Oy', email: 'oy.sirin@gmail.com' },
          shipping: { name: 'Khun Oy', phone: '081 234 5678' },
        },
      },
      expect: { name: 'Khun Oy', phone: '+66812345678', email: 'oy.sirin@gmail.com' },
    },
    {
      note: 'RO delivery: expeditor = the courier/shop with phone; client writes own number in mesaj',
      country: 'RO',
      body: {
        expeditor: { nume: 'Transporturi Rapid SRL', telefon: '0722 000 111' },
        client: { nume: 'Andrei Popescu', email: 'andrei.popescu@yahoo.com' },
        mesaj: 'Vă rog să mă sunați la 0744 123 456',
      },
      expect: { name: 'Andrei Popescu', phone: '+40744123456', email: 'andrei.popescu@yahoo.com' },
    },
    {
      note: 'IN WhatsApp relay: customerid is the WhatsApp number, the only phone',
      country: 'IN',
      body: {
        channel: 'whatsapp',
        customerid: '919876543210',
        message: 'Hi, need details about 2BHK in Whitefield',
        profile_name: 'Rahul Sharma',
      },
      expect: { name: 'Rahul Sharma', phone: '+919876543210', email: null },
    },
    {
      note: 'chat turns with from/to: the customer\'s turn carries to:"agent"',
      country: 'US',
      body: {
        messages: [
          { from: 'customer', to: 'agent', text: "Hi, I'm Emma Stone, call me at (512) 555-0143 about the listing" },
          { from: 'agent', to: 'customer', text: 'Sure, will call' },
        ],
      },
      expect: { name: 'Emma Stone', phone: '+15125550143', email: null },
    },
    {
      note: 'live chat: visitor turn has seen_by:"operator"',
      country: 'US',
      body: {
        chat: [
          { author: 'visitor', text: 'Hello, my name is Dana Kim, please call 512-555-0143', seen_by: 'operator' },
          { author: 'operator', text: 'Thanks!' },
        ],
      },
      expect: { name: 'Dana Kim', phone: '+15125550143', email: null },
    },
    {
      note: 'job applications list: job:"Real Estate Agent" in the applicant\'s item',
      country: 'US',
      body: {
        applications: [
          { job: 'Real Estate Agent', message: "Hi, I'm Dana Kim, I'd love to join your team. 512-555-0143" },
        ],
      },
      expect: { name: 'Dana Kim', phone: '+15125550143', email: null },
    },
    {
      note: 'home sale form: counter_offer and counter_stools typed by the person',
      country: 'US',
      body: {
        name: 'Sarah Miller',
        email: 'sarah.m@gmail.com',
        phone: '(512) 555-0143',
        counter_offer: '385000',
        countertop: 'Quartz',
        counter_stools: '4',
        counterquestion: 'yes',
      },
      expect: { name: 'Sarah Miller', phone: '+15125550143', email: 'sarah.m@gmail.com' },
    },
    {
      note: 'EE venue booking: the organiser (korraldaja) IS the booker; on-site contact beside',
      country: 'EE',
      body: {
        korraldaja: { nimi: 'Mari Tamm', telefon: '5123 4567', email: 'mari.tamm@gmail.com' },
        kontaktisik_kohapeal: { nimi: 'Jaan Tamm', telefon: '5234 5678' },
        yritus: 'Pulm',
      },
      expect: { name: 'Mari Tamm', phone: '+37251234567', email: 'mari.tamm@gmail.com' },
    },
  ];
  readsThePerson(guards);
});

describe('Reader (review 59): a counter is the tool’s only as the last word of its key', () => {
  it('keeps a counter offer and countertops in the brief, and leaves a request counter out', () => {
    const { notes } = readInput(
      {
        name: 'Sarah Miller',
        phone: '(512) 555-0143',
        counter_offer: '385000',
        countertop: 'Quartz',
        counter_stools: '4',
        requestsCounter: '3',
      },
      'US',
    );
    expect(notes).to.contain('385000').and.contain('Quartz').and.contain('counter_stools: 4');
    expect(notes).not.to.contain('requestsCounter');
  });
});

describe('Reader (review 59): a reply sent as HTML, its quoted signature below `<br>> …`', () => {
  // An inbound mail relay's HTML part only: the person's reply with their number, then the venue's earlier message
  // quoted line by line after `<br>`, its signature holding the venue's `Tel.`. Its lines are lines: the quote is not theirs.
  it('reads no number from the quoted signature, and leaves it out of the brief', () => {
    const { phone, notes } = readInput(
      {
        relay: {
          from: 'Anna Nowak <anna.nowak@wp.pl>',
          html:
            '<div>Dzień dobry,<br><br>potwierdzam termin 12 września, około 80 gości.<br>Proszę dzwonić na 512 345 678 po 17.<br><br>' +
            'Anna Nowak<br><br>W dniu 10.02.2026 Dwór Zalesie &lt;sala@dworzalesie.pl&gt; napisał(a):<br>' +
            '&gt; Dziękujemy za zapytanie.<br>&gt; --<br>&gt; Katarzyna Wójcik<br>&gt; Tel. 22 123 45 67<br></div>',
        },
      },
      'PL',
    );
    expect(phone).not.to.equal('+48221234567');
    expect(notes).to.contain('Proszę dzwonić na 512 345 678');
    for (const leak of ['Katarzyna Wójcik', '22 123 45 67']) expect(notes).not.to.contain(leak);
  });
});

describe("Reader (review 59): guards from the third attacker's pass over this session's changes", () => {
  // /work/attack59c (78 bodies: 8 better, 43 worse at 110120be): another party's `data` (`seller_data`, `agent_data`),
  // a person quoting an ad after a colon with their words below it, a Basque `izena` naming an event, a buy-back
  // service's `kupac`. Each is read as at 05755708.
  const guards = [
    {
      note: 'P2P car marketplace: seller_data (the private seller) before details (the person booking a viewing)',
      country: 'US',
      body: {
        event: 'viewing.requested',
        item: 'Honda Civic 2017',
        seller_data: { name: 'Marc Vidal', phone: '(512) 555-0177' },
        details: { name: 'Lucia Prats', phone: '(512) 555-0143' },
        slot: 'Sat 10:00',
      },
      expect: { name: 'Lucia Prats', phone: '+15125550143', email: null },
    },
    {
      note: 'IDX lead: agent_data (listing agent card) beside lead_email / lead_message',
      country: 'US',
      body: {
        agent_data: { name: 'Lisa Chen', phone: '(512) 555-0177', email: 'lisa.chen@kw-example.com' },
        listing_id: 'MLS-7719023',
        lead_message: 'Hi, can I see the house Saturday?',
        lead_email: 'emma.stone@yahoo.com',
      },
      expect: { name: null, phone: null, email: 'emma.stone@yahoo.com' },
    },
    {
      note: 'email reply quoting the ad, then her question and number',
      country: 'GB',
      body: {
        From: 'Gwen Morgan <gwen.morgan@btinternet.com>',
        To: 'lettings@homesteadlets-example.co.uk',
        Subject: 'Re: 3 bed semi, Cardiff',
        'Text-part':
          'Hi,\n\nYour ad says:\n> 3 bedroom semi, garden, off-road parking, available now\n\nIs it still available to view this weekend? You can call me on 07912 345678.\n\nThanks,\nGwen',
      },
      expect: { name: 'Gwen Morgan', phone: '+447912345678', email: 'gwen.morgan@btinternet.com' },
    },
    {
      note: "web form message quoting the website's claim, then name and mobile",
      country: 'ES',
      body: {
        formulario: 'Contacto',
        mensaje:
          'Hola, en vuestra web pone:\n> Primera consulta gratuita\n¿Es así para temas de herencias? Me llamo Lucía Prats y mi móvil es 611 223 344.',
      },
      expect: { name: 'Lucía Prats', phone: '+34611223344', email: null },
    },
    {
      note: "Basque ticket order: the event's `izena`, no name of the person",
      country: 'ES',
      body: {
        ekitaldia: { izena: 'Donostiako Jazzaldia', data: '2026-07-22' },
        telefonoa: '622 418 735',
        posta: 'ane.urrutia@gmail.com',
        sarrerak: 2,
      },
      expect: { name: null, phone: '+34622418735', email: 'ane.urrutia@gmail.com' },
    },
    {
      note: 'car buy-back: the person sells; kupac = the buying dealer',
      country: 'HR',
      body: {
        vozilo: { marka: 'VW', model: 'Golf 7', godina: 2017, km: 142000 },
        prodavatelj: { ime: 'Ivan Horvat', telefon: '091 234 5678' },
        kupac: { naziv: 'AutoOtkup Zagreb', telefon: '01 4812 300' },
      },
      expect: { name: 'Ivan Horvat', phone: '+385912345678', email: null },
    },
  ];
  readsThePerson(guards);
});

describe("Reader (review 59): guards from the fourth attacker's pass over this session's changes", () => {
  // /work/attack59d (47 bodies: 3 better, 16 worse at dde1b490): an HTML form's `From:`/`Od:`/`Da:` lines and dividers
  // cut as a reply's header, a template's `Message:` above the person's words quoted with `&gt;`, a host's or a
  // landlord's own turns under `sender: "host"`, `from: "owner"`. Each keeps the phone (and the name, where one was read)
  // it had at 110120be.
  const guards = [
    {
      note: 'Contact Form 7 HTML mail via email parser: starts with "From: Name <email>", phone in message body',
      country: 'US',
      body: {
        subject: 'Austin Remodel Co "Kitchen quote"',
        from_email: 'wordpress@austinremodel-example.com',
        to: 'office@austinremodel-example.com',
        body_html:
          '<p>From: Dana Kim &lt;dana.kim@gmail.com&gt;<br>Subject: Kitchen quote<br><br>Message Body:<br>Hi, we want to redo our kitchen (about 180 sq ft), new cabinets and quartz tops. Best to call me at (512) 555-0143 after 5pm.<br><br>-- <br>This e-mail was sent from a contact form on Austin Remodel Co (https://austinremodel-example.com)</p>',
      },
      expect: { name: null, phone: '+15125550143', email: 'wordpress@austinremodel-example.com' },
    },
    {
      note: 'Polish guesthouse enquiry HTML: "Od:" is the stay start date, phone after',
      country: 'PL',
      body: {
        temat: 'Zapytanie o pobyt',
        email: 'k.nowak@wp.pl',
        tresc:
          '<p>Imię i nazwisko: Katarzyna Nowak</p><p>Od: 01.08.2025</p><p>Do: 14.08.2025</p><p>Telefon: 512 345 678</p><p>Wiadomość: Czy w pokoju rodzinnym jest łóżeczko dla dziecka? Przyjedziemy 1 sierpnia wieczorem.</p>',
      },
      expect: { name: null, phone: '+48512345678', email: 'k.nowak@wp.pl' },
    },
    {
      note: 'Italian B&B form HTML with "Da:" arrival date line then cell',
      country: 'IT',
      body: {
        oggetto: 'Richiesta disponibilità',
        mittente: 'noreply@bnb-example.it',
        corpo:
          'Nuova richiesta dal sito<br>Nome: Giulia Rossi<br>Email: giulia.rossi@libero.it<br>Da: 10/08/2025<br>A: 17/08/2025<br>Cellulare: 347 123 4567<br>Note: colazione senza glutine per favore',
      },
      expect: { name: null, phone: '+393471234567', email: 'noreply@bnb-example.it' },
    },
    {
      note: 'notification template that quotes the customer\'s message with "&gt; " after "Message:" (at the end)',
      country: 'GB',
      body: {
        name: 'Oliver Hughes',
        email: 'oliver.hughes@gmail.com',
        html: '<p>You have a new enquiry from Oliver Hughes.</p><p>Message:</p><p>&gt; Our boiler keeps losing pressure, can someone come this week?</p><p>&gt; Best number is 07812 345678</p>',
      },
      expect: { name: 'Oliver Hughes', phone: '+447812345678', email: 'oliver.hughes@gmail.com' },
    },
    {
      note: 'short-let host enquiring to a co-hosting company: her turns are sender: "host", the company\'s "bot"',
      country: 'PT',
      body: {
        channel: 'webchat',
        conversation: [
          { sender: 'bot', text: 'Olá! Somos a CoHost Lisboa. Como podemos ajudar?' },
          {
            sender: 'host',
            text: 'Olá, sou a Maria Santos, tenho 2 apartamentos em Lisboa (Alfama) e procuro gestão completa.',
          },
          { sender: 'bot', text: 'Ótimo! Qual é o melhor contacto?' },
          { sender: 'host', text: 'O meu telemóvel é 912 345 678' },
        ],
      },
      expect: { name: null, phone: '+351912345678', email: null },
    },
    {
      note: 'property-management lead: owner writes from: "owner" vs from: "Lakeshore PM"',
      country: 'US',
      body: {
        messages: [
          { from: 'Lakeshore PM', text: 'Thanks for your interest in our management services!' },
          {
            from: 'owner',
            text: "I'm Ryan Patel, I own a duplex in East Austin, both units vacant from July. Call 512-555-0143.",
          },
        ],
      },
      expect: { name: 'Ryan Patel', phone: '+15125550143', email: null },
    },
  ];
  for (const { note, country, body, expect: person } of guards)
    it(note, () => {
      const { name, phone } = readInput(body, country);
      expect(phone).to.equal(person.phone);
      if (person.name !== null) expect(name).to.equal(person.name);
    });
});
