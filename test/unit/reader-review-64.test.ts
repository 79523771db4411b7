import { expect } from 'chai';
import { itReadsAsBefore, readsTheBrief, type ReviewRow } from '../helpers/review-rows.ts';
import { readInput } from '../helpers/read-lead.ts';

// Session 64: classes found in held-out sets, each on an invented body. Made-up people and businesses.

// The attacker's bodies (/work/attack64) the slot card read worse, each with its person and brief at f88b3abe.
// The attacker's bodies (/work/attack64sig) the first signature cut read worse, each as at 9b046dc6.
const SIGNATURE_ROWS: ReviewRow[] = [
  {
    id: 'W01-au-husband',
    country: 'AU',
    body: {
      name: 'Shannon Kerr',
      phone: '0412 558 873',
      email: 'shannon.kerr@bigpond.com',
      message:
        "Hi, we need the whole ground floor repainted before we move in on the 3rd.\n--\nIf I'm on shift, ring my husband Tom on 0423 771 906. Keys are at the cafe next door.",
    },
    person: { name: 'Shannon Kerr', phone: '+61412558873', email: 'shannon.kerr@bigpond.com' },
    notes:
      "message: Hi, we need the whole ground floor repainted before we move in on the 3rd. -- If I'm on shift, ring my husband Tom on 0423 771 906. Keys are at the cafe next door.",
  },
  {
    id: 'W02-de-zammad-budget',
    country: 'DE',
    body: {
      ticket: { title: 'Fenster Altbau', customer: { firstname: 'Jonas', lastname: 'Weber' } },
      article: {
        from: 'Jonas Weber <jonas.weber@web.de>',
        body: 'Guten Tag,\n\nwir brauchen neue Fenster im Altbau, 6 Stück, Holz-Alu.\nTel 0171 2345678\n\n--\nBudget: 15 000 - 20 000 EUR\nAm besten vormittags anrufen.',
      },
    },
    person: { name: 'Jonas Weber', phone: '+491712345678', email: 'jonas.weber@web.de' },
    notes:
      'ticket: Fenster Altbau\nbody: Guten Tag,  wir brauchen neue Fenster im Altbau, 6 Stück, Holz-Alu. Tel 0171 2345678  -- Budget: 15 000 - 20 000 EUR Am besten vormittags anrufen.',
  },
  {
    id: 'W03-pl-freshdesk-order',
    country: 'PL',
    body: {
      freshdesk_webhook: {
        ticket_subject: 'Naprawa pralki',
        ticket_contact_name: 'Agnieszka Wrona',
        ticket_contact_email: 'a.wrona@wp.pl',
        ticket_contact_phone: '601 234 567',
        ticket_description_text:
          'Dzień dobry, proszę o wycenę naprawy pralki, nie wiruje.\n--\nNumer zamówienia: 302-4415578-2219\nPralka kupiona u Państwa w marcu, jest na gwarancji.',
      },
    },
    person: { name: 'Agnieszka Wrona', phone: '+48601234567', email: 'a.wrona@wp.pl' },
    notes:
      'ticket_subject: Naprawa pralki\nticket_description_text: Dzień dobry, proszę o wycenę naprawy pralki, nie wiruje. -- Numer zamówienia: 302-4415578-2219 Pralka kupiona u Państwa w marcu, jest na gwarancji.',
  },
  {
    id: 'W04-es-whatsapp-wife',
    country: 'ES',
    body: {
      From: 'whatsapp:+34612345678',
      ProfileName: 'Raúl Navarro',
      Body: 'Hola, necesito fontanero urgente, se sale el agua del calentador\n--\nMi mujer Carmen está en casa toda la mañana: 655 443 221',
    },
    person: { name: 'Raúl Navarro', phone: '+34612345678', email: null },
    notes:
      'Body: Hola, necesito fontanero urgente, se sale el agua del calentador -- Mi mujer Carmen está en casa toda la mañana: 655 443 221',
  },
  {
    id: 'W05-fr-helpscout-office',
    country: 'FR',
    body: {
      customer: { first: 'Claire', last: 'Dubois', email: 'claire.dubois@orange.fr', phone: '06 12 34 56 78' },
      threads: [
        {
          type: 'customer',
          body: "Bonjour,\nJe souhaite un devis pour l'isolation des combles (80 m²).\n--\nPS : au bureau 01 44 55 66 77, je suis dispo après 18h le soir.",
        },
      ],
    },
    person: { name: 'Claire Dubois', phone: '+33612345678', email: 'claire.dubois@orange.fr' },
    notes:
      "threads body: Bonjour, Je souhaite un devis pour l'isolation des combles (80 m²). -- PS : au bureau 01 44 55 66 77, je suis dispo après 18h le soir.",
  },
  {
    id: 'W06-ja-wife-mobile',
    country: 'JP',
    body: {
      お名前: '佐藤 健一',
      電話番号: '090-1234-5678',
      メールアドレス: 'k.sato@docomo.ne.jp',
      お問い合わせ内容:
        '外壁塗装の見積もりをお願いします。築20年の木造二階建てです。\n--\n平日は妻の携帯 080-8765-4321 にご連絡ください。',
    },
    person: { name: '佐藤 健一', phone: '+819012345678', email: 'k.sato@docomo.ne.jp' },
    notes:
      'お問い合わせ内容: 外壁塗装の見積もりをお願いします。築20年の木造二階建てです。 -- 平日は妻の携帯 080-8765-4321 にご連絡ください。',
  },
  {
    id: 'W07-br-cpf-convenio',
    country: 'BR',
    body: {
      nome: 'Mariana Costa',
      whatsapp: '(11) 98765-4321',
      email: 'mari.costa@gmail.com',
      mensagem:
        'Quero agendar uma avaliação para implante dentário.\n--\nCPF 123.456.789-09\nConvênio Amil Dental, prefiro sábado de manhã.',
    },
    person: { name: 'Mariana Costa', phone: '+5511987654321', email: 'mari.costa@gmail.com' },
    notes:
      'mensagem: Quero agendar uma avaliação para implante dentário. -- CPF 123.456.789-09 Convênio Amil Dental, prefiro sábado de manhã.',
  },
  {
    id: 'W08-us-cc-assistant',
    country: 'US',
    body: {
      form_response: {
        hidden: {},
        answers: [
          { type: 'text', field: { ref: 'full_name' }, text: 'Rachel Kim' },
          { type: 'email', field: { ref: 'email' }, email: 'rachel.kim@gmail.com' },
          { type: 'phone_number', field: { ref: 'phone' }, phone_number: '+14153082671' },
          {
            type: 'text',
            field: { ref: 'event_details' },
            text: 'Team offsite for 25 people, 2 nights in October, need a meeting room.\n--\nPlease cc my assistant on everything: dana.whit@northpeakcap.com',
          },
        ],
      },
    },
    person: { name: 'Rachel Kim', phone: '+14153082671', email: 'rachel.kim@gmail.com' },
    notes:
      'answers: Team offsite for 25 people, 2 nights in October, need a meeting room. -- Please cc my assistant on everything: dana.whit@northpeakcap.com',
  },
  {
    id: 'W09-nl-hours',
    country: 'NL',
    body: {
      naam: 'Sanne de Vries',
      telefoon: '06 12345678',
      email: 'sanne.devries@ziggo.nl',
      bericht:
        'Graag een offerte voor een dakkapel aan de achterkant.\n--\nIk ben bereikbaar ma-vr 9.00 - 17.00, daarna via mijn zoon.',
    },
    person: { name: 'Sanne de Vries', phone: '+31612345678', email: 'sanne.devries@ziggo.nl' },
    notes:
      'bericht: Graag een offerte voor een dakkapel aan de achterkant. -- Ik ben bereikbaar ma-vr 9.00 - 17.00, daarna via mijn zoon.',
  },
  {
    id: 'W10-ru-budget',
    country: 'RU',
    body: {
      Name: 'Игорь Павлов',
      Phone: '+7 916 123-45-67',
      Email: 'pavlov.igor@mail.ru',
      Textarea:
        'Ремонт квартиры под ключ, 64 м², новостройка.\n--\nБюджет: 1 500 000 - 2 000 000 ₽\nЗвонить после 19:00',
    },
    person: { name: 'Игорь Павлов', phone: '+79161234567', email: 'pavlov.igor@mail.ru' },
    notes:
      'Textarea: Ремонт квартиры под ключ, 64 м², новостройка. -- Бюджет: 1 500 000 - 2 000 000 ₽ Звонить после 19:00',
  },
  {
    id: 'W12-gb-zendesk-policy',
    country: 'GB',
    body: {
      ticket: {
        subject: 'No hot water',
        description:
          "My boiler stopped working this morning, no hot water at all.\n--\nHomeCare policy no. 4411 2290 7731\nThere's a toddler in the house so it's urgent.",
        requester: { name: 'Laura Bennett', email: 'laura.bennett@btinternet.com', phone: '07700 900456' },
      },
    },
    person: { name: 'Laura Bennett', phone: '+447700900456', email: 'laura.bennett@btinternet.com' },
    notes:
      "ticket subject: No hot water\nticket description: My boiler stopped working this morning, no hot water at all. -- HomeCare policy no. 4411 2290 7731 There's a toddler in the house so it's urgent.",
  },
  {
    id: 'W13-fr-sms-neighbour',
    country: 'FR',
    body: {
      From: '+33612345679',
      To: '+33186950000',
      Body: "Bonjour, besoin d'un serrurier au 22 rue Bellevue, porte claquée\n--\nappelez le portable de ma voisine 06 98 76 54 32, le mien n'a plus de batterie",
    },
    person: { name: null, phone: '+33612345679', email: null },
    notes:
      "Body: Bonjour, besoin d'un serrurier au 22 rue Bellevue, porte claquée -- appelez le portable de ma voisine 06 98 76 54 32, le mien n'a plus de batterie",
  },
  {
    id: 'W14-tr-workplace',
    country: 'TR',
    body: {
      ad_soyad: 'Emre Yıldız',
      telefon: '0532 123 45 67',
      eposta: 'emre.yildiz@gmail.com',
      mesaj:
        'Merhaba, 3+1 daire için boya badana fiyatı istiyorum.\n--\nİş yerim: 0212 555 44 33, hafta içi 9-18 arası oradayım.',
    },
    person: { name: 'Emre Yıldız', phone: '+905321234567', email: 'emre.yildiz@gmail.com' },
    notes:
      'mesaj: Merhaba, 3+1 daire için boya badana fiyatı istiyorum. -- İş yerim: 0212 555 44 33, hafta içi 9-18 arası oradayım.',
  },
  {
    id: 'W15-kr-office',
    country: 'KR',
    body: {
      이름: '김민준',
      연락처: '010-1234-5678',
      이메일: 'minjun.kim@naver.com',
      문의내용:
        '에어컨 설치 견적 부탁드립니다. 거실 1대, 방 2대입니다.\n--\n낮에는 사무실 02-555-1234 로 연락 주셔도 됩니다.',
    },
    person: { name: '김민준', phone: '+821012345678', email: 'minjun.kim@naver.com' },
    notes:
      '문의내용: 에어컨 설치 견적 부탁드립니다. 거실 1대, 방 2대입니다. -- 낮에는 사무실 02-555-1234 로 연락 주셔도 됩니다.',
  },
  {
    id: 'W16-il-wife',
    country: 'IL',
    body: {
      שם: 'יוסי לוי',
      טלפון: '054-1234567',
      אימייל: 'yossi.levi@gmail.com',
      הודעה: 'שלום, מבקש הצעת מחיר לשיפוץ מטבח.\n--\nאפשר גם לפנות לאשתי רונית 052-7654321 בשעות הבוקר',
    },
    person: { name: 'יוסי לוי', phone: '+972541234567', email: 'yossi.levi@gmail.com' },
    notes: 'הודעה: שלום, מבקש הצעת מחיר לשיפוץ מטבח. -- אפשר גם לפנות לאשתי רונית 052-7654321 בשעות הבוקר',
  },
  {
    id: 'W18-gb-zapier-parser-booking',
    country: 'GB',
    body: {
      parsed_output: {
        name: 'Owen Hughes',
        email: 'owen.hughes@gmail.com',
        phone: '07700 900789',
        message:
          'Table for 8 on Saturday 14th, 7:30pm, birthday.\n--\nOne guest is coeliac, another is vegan. Deposit paid by card, ref 2024 0518 3321.',
      },
    },
    person: { name: 'Owen Hughes', phone: '+447700900789', email: 'owen.hughes@gmail.com' },
    notes:
      'message: Table for 8 on Saturday 14th, 7:30pm, birthday. -- One guest is coeliac, another is vegan. Deposit paid by card, ref 2024 0518 3321.',
  },
  {
    id: 'W19-gb-ps-after-own-sig',
    country: 'GB',
    body: {
      name: 'Helen Carter',
      email: 'helen.carter@gmail.com',
      phone: '07700 900321',
      enquiry:
        'Hello, could someone look at a leaking flat roof on our garage?\n-- \nHelen Carter\nHome 0118 496 0732 / Mobile 07700 900321\nP.S. Dog in the garden, please knock at the side gate.',
    },
    person: { name: 'Helen Carter', phone: '+447700900321', email: 'helen.carter@gmail.com' },
    notes:
      'enquiry: Hello, could someone look at a leaking flat roof on our garage? --  Helen Carter Home 0118 496 0732 / Mobile 07700 900321 P.S. Dog in the garden, please knock at the side gate.',
  },
  {
    id: 'W20-de-objekt-hausverwaltung',
    country: 'DE',
    body: {
      vorname: 'Katrin',
      nachname: 'Schulz',
      telefon: '0151 22334455',
      email: 'k.schulz@gmx.de',
      nachricht:
        'Wasserschaden im Bad, bitte Leckortung.\n--\nObjekt: Lindenstraße 14, 3. OG links\nSchlüssel bei Hausverwaltung Krämer, Tel. 030 4412 7788',
    },
    person: { name: 'Katrin Schulz', phone: '+4915122334455', email: 'k.schulz@gmx.de' },
    notes:
      'nachricht: Wasserschaden im Bad, bitte Leckortung. -- Objekt: Lindenstraße 14, 3. OG links Schlüssel bei Hausverwaltung Krämer, Tel. 030 4412 7788',
  },
  {
    id: 'W21-mx-helpdesk-hours',
    country: 'MX',
    body: {
      name: 'Fernanda Ríos',
      email: 'fer.rios@hotmail.com',
      phone: '55 1234 5678',
      subject: 'Cotización cocina integral',
      message:
        'Buenas tardes, quiero cotizar una cocina integral de 3 metros.\n--\nTambién pueden marcar a mi hermana Lucía al 55 8765 4321, ella vive en la casa.',
    },
    person: { name: 'Fernanda Ríos', phone: '+525512345678', email: 'fer.rios@hotmail.com' },
    notes:
      'subject: Cotización cocina integral\nmessage: Buenas tardes, quiero cotizar una cocina integral de 3 metros. -- También pueden marcar a mi hermana Lucía al 55 8765 4321, ella vive en la casa.',
  },
  {
    id: 'W22-in-sulekha-second',
    country: 'IN',
    body: {
      full_name: 'Rohit Sharma',
      mobile: '98765 43210',
      email: 'rohit.sharma@gmail.com',
      requirement:
        'Need 2BHK interior work, modular kitchen + wardrobes.\n--\nPapa ka number bhi de raha hoon: 99887 76655, wo site pe rahenge.',
    },
    person: { name: 'Rohit Sharma', phone: '+919876543210', email: 'rohit.sharma@gmail.com' },
    notes:
      'requirement: Need 2BHK interior work, modular kitchen + wardrobes. -- Papa ka number bhi de raha hoon: 99887 76655, wo site pe rahenge.',
  },
  {
    id: 'W23-se-two-parts',
    country: 'SE',
    body: {
      namn: 'Erik Lindqvist',
      telefon: '070-123 45 67',
      epost: 'erik.lindqvist@telia.com',
      meddelande:
        'Hej! Vi vill byta tak på villan i Täby.\n--\nDessutom sommarstugan på Värmdö, där svarar min svåger på 073-987 65 43.',
    },
    person: { name: 'Erik Lindqvist', phone: '+46701234567', email: 'erik.lindqvist@telia.com' },
    notes:
      'meddelande: Hej! Vi vill byta tak på villan i Täby. -- Dessutom sommarstugan på Värmdö, där svarar min svåger på 073-987 65 43.',
  },
  {
    id: 'W24-ua-cn-chat',
    country: 'CN',
    body: {
      客户姓名: '陈静',
      手机: '138 0013 8000',
      留言: '想订购办公椅 40 把，需要开增值税专票。\n--\n开票请联系我们财务 0755-8888 6666，下周一前要报价。',
    },
    person: { name: '陈静', phone: '+8613800138000', email: null },
    notes: '留言: 想订购办公椅 40 把，需要开增值税专票。 -- 开票请联系我们财务 0755-8888 6666，下周一前要报价。',
  },
  {
    id: 'W26-en-chat-visitor-after-agent',
    country: 'GB',
    body: {
      visitor: { name: 'Amy Clarke', email: 'amy.clarke@gmail.com', phone: '07700 900654' },
      transcript:
        'Visitor: need a quote for tiling\n--\nAgent Sam: sure, what size? or call us on 0800 555 0199\nVisitor: bathroom about 6m2, walls and floor\nVisitor: and the old tiles taken off please',
    },
    person: { name: 'Amy Clarke', phone: '+447700900654', email: 'amy.clarke@gmail.com' },
    notes:
      'transcript: need a quote for tiling -- / bathroom about 6m2, walls and floor / and the old tiles taken off please',
  },
  {
    id: 'W28-us-zip4-jobsite',
    country: 'US',
    body: {
      name: 'Marcus Webb',
      phone: '(503) 781-2290',
      email: 'marcus.webb@gmail.com',
      message:
        'Need a fence quote, about 140 ft of cedar privacy fence.\n--\nJob address: 2231 SE Belmont St, Portland OR 97214-3321\nGate code 4471, dog is friendly',
    },
    person: { name: 'Marcus Webb', phone: '+15037812290', email: 'marcus.webb@gmail.com' },
    notes:
      'message: Need a fence quote, about 140 ft of cedar privacy fence. -- Job address: 2231 SE Belmont St, Portland OR 97214-3321 Gate code 4471, dog is friendly',
  },
  {
    id: 'W29-br-cep-obra',
    country: 'BR',
    body: {
      nome: 'Carlos Mendes',
      celular: '(11) 97654-3210',
      email: 'carlos.mendes@uol.com.br',
      mensagem:
        'Preciso de orçamento para troca de piso, 70 m² de porcelanato.\n--\nEndereço da obra: Rua Augusta 1500, apto 82, CEP 01310-100\nPortaria libera entrada até 18h',
    },
    person: { name: 'Carlos Mendes', phone: '+5511976543210', email: 'carlos.mendes@uol.com.br' },
    notes:
      'mensagem: Preciso de orçamento para troca de piso, 70 m² de porcelanato. -- Endereço da obra: Rua Augusta 1500, apto 82, CEP 01310-100 Portaria libera entrada até 18h',
  },
  {
    id: 'W30-gb-year-range',
    country: 'GB',
    body: {
      name: 'Fiona Marsh',
      phone: '07700 900432',
      email: 'fiona.marsh@gmail.com',
      message:
        'Looking for a full rewire and new consumer unit.\n--\nHouse built 1965 - 1970, original wiring\nWe had an asbestos survey last year, artex ceilings.',
    },
    person: { name: 'Fiona Marsh', phone: '+447700900432', email: 'fiona.marsh@gmail.com' },
    notes:
      'message: Looking for a full rewire and new consumer unit. -- House built 1965 - 1970, original wiring We had an asbestos survey last year, artex ceilings.',
  },
  {
    id: 'W31-jp-own-sig-fullwidth-mail',
    country: 'JP',
    body: {
      お名前: '山田 花子',
      電話番号: '090-2222-3333',
      メールアドレス: 'hanako.y@gmail.com',
      ご相談内容:
        '浴室のリフォームを検討しています。ユニットバスの交換費用を知りたいです。\n--\n山田 花子\nTEL：090-2222-3333\nMail：hanako.y@gmail.com\n※平日は18時以降にお電話ください',
    },
    person: { name: '山田 花子', phone: '+819022223333', email: 'hanako.y@gmail.com' },
    notes:
      'ご相談内容: 浴室のリフォームを検討しています。ユニットバスの交換費用を知りたいです。 -- 山田 花子 TEL：090-2222-3333 Mail：hanako.y@gmail.com ※平日は18時以降にお電話ください',
  },
  {
    id: 'W32-gb-boiler-serial',
    country: 'GB',
    body: {
      ticket: {
        subject: 'Boiler service',
        description:
          "Annual service please, and it's been losing pressure.\n--\nBoiler serial: 4711 0815 2233\nWorcester Greenstar 30i, about 9 years old",
        requester: { name: 'Ian Doyle', email: 'ian.doyle@sky.com', phone: '07700 900765' },
      },
    },
    person: { name: 'Ian Doyle', phone: '+447700900765', email: 'ian.doyle@sky.com' },
    notes:
      "ticket subject: Boiler service\nticket description: Annual service please, and it's been losing pressure. -- Boiler serial: 4711 0815 2233 Worcester Greenstar 30i, about 9 years old",
  },
  {
    id: 'W33-us-hotel-rooms',
    country: 'US',
    body: {
      name: 'Denise Howard',
      email: 'denise.howard@aol.com',
      phone: '(312) 904-6618',
      comments:
        'Booking for our family reunion, 6 rooms, July 17-20.\n--\nLast year we had rooms 1204 - 1206, same floor again please.\nMy mother uses a wheelchair, need an accessible room.',
    },
    person: { name: 'Denise Howard', phone: '+13129046618', email: 'denise.howard@aol.com' },
    notes:
      'comments: Booking for our family reunion, 6 rooms, July 17-20. -- Last year we had rooms 1204 - 1206, same floor again please. My mother uses a wheelchair, need an accessible room.',
  },
  {
    id: 'W35-de-own-sig-email-colon',
    country: 'DE',
    body: {
      name: 'Anna Berger',
      telefon: '0152 33445566',
      email: 'anna.berger@web.de',
      nachricht:
        'Wir brauchen einen Elektriker für 6 zusätzliche Steckdosen.\n--\nAnna Berger\nE-Mail:anna.berger@web.de\nBitte erst ab 17 Uhr anrufen.',
    },
    person: { name: 'Anna Berger', phone: '+4915233445566', email: 'anna.berger@web.de' },
    notes:
      'nachricht: Wir brauchen einen Elektriker für 6 zusätzliche Steckdosen. -- Anna Berger E-Mail:anna.berger@web.de Bitte erst ab 17 Uhr anrufen.',
  },
  {
    id: 'W36-gb-mailgun-own-mail-only',
    country: 'GB',
    body: {
      from: 'Nadia Rahman <nadia.rahman@gmail.com>',
      subject: 'Cleaning quote',
      'body-plain':
        'Hi, could I get a price for an end-of-tenancy clean, 2-bed flat?\n--\nNadia Rahman\nnadia.rahman@gmail.com\n(I work nights, please email rather than call)',
    },
    person: { name: 'Nadia Rahman', phone: null, email: 'nadia.rahman@gmail.com' },
    notes:
      'subject: Cleaning quote\nbody-plain: Hi, could I get a price for an end-of-tenancy clean, 2-bed flat? -- Nadia Rahman nadia.rahman@gmail.com (I work nights, please email rather than call)',
  },
];

// The attacker's bodies (/work/attack64b) cec3945e read worse (a signature cut, a described record, a typed item), each as at f88b3abe.
const ROWS_64B: ReviewRow[] = [
  {
    id: 'A01-en-b2b-office',
    country: 'GB',
    body: {
      first_name: 'Ben',
      last_name: 'Carter',
      email: 'ben.carter@gmail.com',
      phone: '07700 900456',
      message:
        'Hi, we need a quote for a new warehouse roof, about 800 m2, ideally before winter.\n--\nBen Carter\nOperations Manager\nCarter Logistics Ltd\nT: +44 20 7946 0321',
      form_title: 'Request a quote',
    },
    person: { name: 'Ben Carter', phone: '+447700900456', email: 'ben.carter@gmail.com' },
    notes:
      'message: Hi, we need a quote for a new warehouse roof, about 800 m2, ideally before winter. -- Ben Carter Operations Manager Carter Logistics Ltd T: +44 20 7946 0321\nform: Request a quote',
  },
  {
    id: 'A02-es-hija',
    country: 'ES',
    body: {
      nombre: 'Carmen Ruiz',
      telefono: '612 345 678',
      mensaje: 'Quiero presupuesto para pintar el piso, 3 habitaciones.\n--\nMi hija Lucía\n+34 655 111 222',
    },
    person: { name: 'Carmen Ruiz', phone: '+34612345678', email: null },
    notes: 'mensaje: Quiero presupuesto para pintar el piso, 3 habitaciones. -- Mi hija Lucía +34 655 111 222',
  },
  {
    id: 'A03-vi-budget',
    country: 'VN',
    body: {
      ho_ten: 'Nguyễn Văn An',
      so_dien_thoai: '0912 345 678',
      loi_nhan: 'Tôi cần báo giá lắp điều hòa cho 3 phòng.\n--\nNgân sách: 15 000 000',
    },
    person: { name: 'Nguyễn Văn An', phone: '+84912345678', email: null },
    notes: 'loi_nhan: Tôi cần báo giá lắp điều hòa cho 3 phòng. -- Ngân sách: 15 000 000',
  },
  {
    id: 'A04-de-kundennr',
    country: 'DE',
    body: {
      vorname: 'Petra',
      nachname: 'Lang',
      telefon: '0171 2345678',
      email: 'petra.lang@t-online.de',
      nachricht: 'Bitte um Rückruf wegen Zählerwechsel im Keller.\n--\nKundennummer: 4711 0815 22',
    },
    person: { name: 'Petra Lang', phone: '+491712345678', email: 'petra.lang@t-online.de' },
    notes: 'nachricht: Bitte um Rückruf wegen Zählerwechsel im Keller. -- Kundennummer: 4711 0815 22',
  },
  {
    id: 'A05-en-workline',
    country: 'US',
    body: {
      name: 'Dana Fox',
      phone: '+1 415 555 0199',
      message: 'Need a quote for fence repair, about 60 ft of cedar.\n--\nWork: +1 415 555 0134',
    },
    person: { name: 'Dana Fox', phone: '+14155550199', email: null },
    notes: 'message: Need a quote for fence repair, about 60 ft of cedar. -- Work: +1 415 555 0134',
  },
  {
    id: 'A13-de-festnetz',
    country: 'DE',
    body: {
      name: 'Familie Krüger',
      handy: '0160 9988776',
      anliegen: 'Gartenpflege ab April, ca. 400 m² Rasen und Hecke.\n--\nFamilie Krüger\nFestnetz 040 6543210',
    },
    person: { name: 'Familie Krüger', phone: '+491609988776', email: null },
    notes: 'anliegen: Gartenpflege ab April, ca. 400 m² Rasen und Hecke. -- Familie Krüger Festnetz 040 6543210',
  },
  {
    id: 'A14-en-keyholder',
    country: 'GB',
    body: {
      full_name: 'Priya Shah',
      phone: '07911 123456',
      email: 'priya.shah@hotmail.co.uk',
      details:
        "Boiler making a banging noise, I'm away Mon-Wed so please liaise with my neighbour.\n--\nKey holder Mrs Patel\n07700 900123",
    },
    person: { name: 'Priya Shah', phone: '+447911123456', email: 'priya.shah@hotmail.co.uk' },
    notes:
      "details: Boiler making a banging noise, I'm away Mon-Wed so please liaise with my neighbour. -- Key holder Mrs Patel 07700 900123",
  },
  {
    id: 'A15-tr-esim',
    country: 'TR',
    body: {
      ad_soyad: 'Ayşe Yılmaz',
      telefon: '0533 444 55 66',
      mesaj: 'Mutfak dolabı için fiyat teklifi istiyorum.\n--\nEşim Mehmet Bey\n0532 111 22 33',
    },
    person: { name: 'Ayşe Yılmaz', phone: '+905334445566', email: null },
    notes: 'mesaj: Mutfak dolabı için fiyat teklifi istiyorum. -- Eşim Mehmet Bey 0532 111 22 33',
  },
  {
    id: 'A17-en-policy',
    country: 'US',
    body: {
      first_name: 'Marcus',
      last_name: 'Webb',
      phone: '(614) 555-0148',
      email: 'mwebb@gmail.com',
      claim_description: 'Hail damage to the roof and gutters on May 3rd.\n--\nPolicy No. 4455 6677 88',
    },
    person: { name: 'Marcus Webb', phone: '+16145550148', email: 'mwebb@gmail.com' },
    notes: 'claim_description: Hail damage to the roof and gutters on May 3rd. -- Policy No. 4455 6677 88',
  },
  {
    id: 'A18-ko-office',
    country: 'KR',
    body: {
      이름: '김민준',
      휴대폰: '010-2345-6789',
      문의: '사무실 인테리어 견적 부탁드립니다.\n--\n사무실 02-555-1234',
    },
    person: { name: '김민준', phone: '+821023456789', email: null },
    notes: '문의: 사무실 인테리어 견적 부탁드립니다. -- 사무실 02-555-1234',
  },
  {
    id: 'A19-ar-office',
    country: 'SA',
    body: {
      الاسم: 'نورة العتيبي',
      الجوال: '0551234567',
      الرسالة: 'أرغب في عرض سعر لتركيب مكيفات.\n--\nهاتف المكتب 011 456 7890',
    },
    person: { name: 'نورة العتيبي', phone: '+966551234567', email: null },
    notes: 'الرسالة: أرغب في عرض سعر لتركيب مكيفات. -- هاتف المكتب 011 456 7890',
  },
  {
    id: 'A20-en-procurement',
    country: 'GB',
    body: {
      name: 'Rachel Green',
      email: 'rachel.g@gmail.com',
      phone: '07812 345678',
      message:
        "We're looking for a caterer for a 120-person staff party in December.\n--\nRachel Green\nProcurement Lead, Nimbus Foods\nrachel.green@nimbusfoods.com",
    },
    person: { name: 'Rachel Green', phone: '+447812345678', email: 'rachel.g@gmail.com' },
    notes:
      "message: We're looking for a caterer for a 120-person staff party in December. -- Rachel Green Procurement Lead, Nimbus Foods rachel.green@nimbusfoods.com",
  },
  {
    id: 'B11-de-location',
    country: 'DE',
    body: {
      customer: { name: 'Jana Vogt', phone: '0151 22334455', email: 'jana.vogt@gmx.net' },
      locations: [
        {
          id: 'loc-3',
          name: 'Studio Mitte',
          details: [
            { label: 'Telefon', value: '+49 30 9876543' },
            { label: 'Adresse', value: 'Torstraße 5, 10119 Berlin' },
          ],
        },
      ],
      bookings: [{ item_id: 'loc-3', start: '2025-06-02T10:00', note: 'Erstes Probetraining, leichte Knieprobleme' }],
    },
    person: { name: 'Jana Vogt', phone: '+4915122334455', email: 'jana.vogt@gmx.net' },
    notes: 'Studio Mitte: 2025-06-02T10:00\nStudio Mitte: Erstes Probetraining, leichte Knieprobleme',
  },
  {
    id: 'B16-pl-sm-required',
    country: 'PL',
    body: {
      survey: {
        id: '31880021',
        title: 'Ankieta',
        pages: [
          {
            id: 'p1',
            title: 'Ankieta',
            questions: [
              {
                id: 'q11',
                family: 'single_choice',
                headings: [{ heading: 'Rodzaj ogrzewania' }],
                answers: {
                  choices: [
                    { id: 'c0', text: 'Gaz' },
                    { id: 'c1', text: 'Pompa ciepła' },
                    { id: 'c2', text: 'Węgiel' },
                  ],
                },
                required: { text: 'To pytanie wymaga odpowiedzi.', type: 'all', amount: '0' },
                display_options: [{ label: 'Inne', value: 'inne' }],
              },
              { id: 'q12', family: 'open_ended', headings: [{ heading: 'Uwagi' }] },
            ],
          },
        ],
      },
      response: {
        id: '11990023',
        pages: [
          {
            id: 'p1',
            questions: [
              { id: 'q11', answers: [{ choice_id: 'c1' }] },
              { id: 'q12', answers: [{ text: 'Dom z 1978 roku' }] },
            ],
          },
        ],
        contact: { name: 'Piotr Zieliński', email: 'p.zielinski@onet.pl' },
      },
    },
    person: { name: 'Piotr Zieliński', phone: null, email: 'p.zielinski@onet.pl' },
    notes: 'Rodzaj ogrzewania: Pompa ciepła\nUwagi: Dom z 1978 roku\nform: Ankieta',
  },
  {
    id: 'C05-en-vehicle',
    country: 'US',
    body: {
      contact: { email: 'devon.b@icloud.com', phone: '(720) 555-0144' },
      vehicle: [
        { type: 'name', value: '2019 Toyota Tacoma' },
        { type: 'vin', value: '3TMCZ5AN1KM123456' },
      ],
      notes: 'Needs brake pads and rotors',
    },
    person: { name: null, phone: '+17205550144', email: 'devon.b@icloud.com' },
    notes: 'Needs brake pads and rotors\nvehicle: 2019 Toyota Tacoma',
  },
  {
    id: 'C16-it-corso',
    country: 'IT',
    body: {
      email: 'elena.russo@gmail.com',
      telefono: '347 123 4567',
      corso: [
        { type: 'name', value: 'Corso di cucina toscana' },
        { type: 'date', value: '2025-09-14' },
      ],
      note: 'Siamo in due',
    },
    person: { name: null, phone: '+393471234567', email: 'elena.russo@gmail.com' },
    notes: 'corso: Corso di cucina toscana\ncorso: 2025-09-14\nnote: Siamo in due',
  },
  {
    id: 'C18-de-umzug-fahrer',
    country: 'DE',
    body: {
      auftrag: {
        kunde: [
          { type: 'email', value: 'k.meier@web.de' },
          { type: 'text', label: 'Umzugsdatum', value: '15.08.' },
        ],
        einsatz: [
          { type: 'driver_name', value: 'Kurt Wagner' },
          { type: 'driver_phone', value: '0171 9090909' },
        ],
      },
    },
    person: { name: null, phone: null, email: 'k.meier@web.de' },
    notes: 'Umzugsdatum: 15.08.',
  },
  {
    id: 'C19-es-boda',
    country: 'ES',
    body: {
      reserva: {
        campos: [
          { type: 'name', value: 'Irene Castro' },
          { type: 'phone', value: '655 443 322' },
          { type: 'partner_name', value: 'Diego Navarro' },
          { type: 'text', label: 'Fecha de la boda', value: '20 de septiembre' },
        ],
      },
    },
    person: { name: 'Irene Castro', phone: '+34655443322', email: null },
    notes: 'campos: Diego Navarro\nFecha de la boda: 20 de septiembre',
  },
  {
    id: 'C21-en-venue-contact',
    country: 'US',
    body: {
      inquiry: {
        fields: [
          { type: 'email', value: 'jess.morgan@gmail.com' },
          { type: 'text', label: 'Event', value: 'Baby shower for 30 guests' },
        ],
      },
      venue: [
        { type: 'name', value: 'The Magnolia Room' },
        { type: 'contact_name', value: 'Rebecca Stone' },
        { type: 'contact_phone', value: '(404) 555-0150' },
      ],
    },
    person: { name: null, phone: null, email: 'jess.morgan@gmail.com' },
    notes: 'Event: Baby shower for 30 guests',
  },
  {
    id: 'C23-de-owner-phone-only',
    country: 'DE',
    body: {
      objekt: [
        { type: 'owner_name', value: 'Gerd Baumann' },
        { type: 'owner_phone', value: '0911 445566' },
      ],
      interessent: [
        { type: 'email', value: 'lena.schaefer@gmx.de' },
        { type: 'text', label: 'Nachricht', value: 'Ist eine Besichtigung am Wochenende möglich?' },
      ],
    },
    person: { name: null, phone: null, email: 'lena.schaefer@gmx.de' },
    notes: 'Nachricht: Ist eine Besichtigung am Wochenende möglich?',
  },
  {
    id: 'A26-en-own-address',
    country: 'US',
    body: {
      name: 'Mike Dunn',
      phone: '(512) 555-0188',
      email: 'mike.dunn@gmail.com',
      comments:
        'Looking for a quote on a 6 ft privacy fence along the back yard.\n--\nMike Dunn\n4521 Oak Ridge Dr, Austin, TX 78731\nHome: (512) 555-0111',
    },
    person: { name: 'Mike Dunn', phone: '+15125550188', email: 'mike.dunn@gmail.com' },
    notes:
      'comments: Looking for a quote on a 6 ft privacy fence along the back yard. -- Mike Dunn 4521 Oak Ridge Dr, Austin, TX 78731 Home: (512) 555-0111',
  },
  {
    id: 'A29-en-landlord',
    country: 'US',
    body: {
      name: 'Sara Quinn',
      phone: '(917) 555-0133',
      message:
        'I rent the unit; the landlord approved the window AC install, you can confirm with him.\n--\nLandlord Victor Hale\n(917) 555-0199',
    },
    person: { name: 'Sara Quinn', phone: '+19175550133', email: null },
    notes:
      'message: I rent the unit; the landlord approved the window AC install, you can confirm with him. -- Landlord Victor Hale (917) 555-0199',
  },
  {
    id: 'B23-it-sm-matrix',
    country: 'IT',
    body: {
      survey: {
        id: '501',
        pages: [
          {
            id: 'p1',
            title: 'Valutazione',
            questions: [
              {
                id: 'q21',
                headings: [{ heading: 'Quanto è importante?' }],
                answers: {
                  rows: [
                    { id: 'r1', text: 'Prezzo' },
                    { id: 'r2', text: 'Tempi' },
                  ],
                  choices: [
                    { id: 'k1', text: 'Poco' },
                    { id: 'k2', text: 'Molto' },
                  ],
                },
                display_options: [
                  { label: 'left', value: 'Poco' },
                  { label: 'right', value: 'Molto' },
                ],
              },
              { id: 'q22', headings: [{ heading: 'Cosa desidera installare?' }] },
            ],
          },
        ],
      },
      response: {
        id: '77',
        pages: [
          {
            id: 'p1',
            questions: [
              {
                id: 'q21',
                answers: [
                  { row_id: 'r1', choice_id: 'k2' },
                  { row_id: 'r2', choice_id: 'k1' },
                ],
              },
              { id: 'q22', answers: [{ text: 'Pannelli solari con accumulo' }] },
            ],
          },
        ],
        contact: { name: 'Sara Bianchi', email: 'sara.bianchi@gmail.com' },
      },
    },
    person: { name: 'Sara Bianchi', phone: null, email: 'sara.bianchi@gmail.com' },
    notes: 'Cosa desidera installare?: Pannelli solari con accumulo',
  },
  {
    id: 'C26-de-zustaendig',
    country: 'DE',
    body: {
      anfrage: [
        { type: 'email', value: 't.meyer@gmx.de' },
        { type: 'text', label: 'Nachricht', value: 'Rückruf wegen Dachfenster' },
      ],
      zustaendig: [
        { type: 'name', value: 'Herr Schulte' },
        { type: 'durchwahl', value: '0521 998877' },
      ],
    },
    person: { name: null, phone: null, email: 't.meyer@gmx.de' },
    notes: 'Nachricht: Rückruf wegen Dachfenster',
  },
  {
    id: 'B25-en-sm-cascade',
    country: 'CA',
    body: {
      survey: {
        id: '4102',
        title: 'Renovation intake',
        pages: [
          {
            id: 'p1',
            title: 'Your project',
            questions: [
              {
                id: 'q31',
                headings: [{ heading: 'Which room?' }],
                answers: {
                  choices: [
                    { id: 'r0', text: 'Kitchen' },
                    { id: 'r1', text: 'Basement' },
                    { id: 'r2', text: 'Bathroom' },
                  ],
                },
              },
              {
                id: 'q32',
                headings: [{ heading: 'Timeline' }],
                answers: {
                  choices: [
                    { id: 't0', text: 'ASAP' },
                    { id: 't1', text: 'Within 3 months' },
                  ],
                },
              },
              {
                id: 'q33',
                headings: [{ heading: 'Describe the work' }],
                display_options: [{ label: 'placeholder', value: 'e.g. replace tub' }],
              },
            ],
          },
        ],
      },
      response: {
        id: '880',
        pages: [
          {
            id: 'p1',
            questions: [
              { id: 'q31', answers: [{ choice_id: 'r1' }] },
              { id: 'q32', answers: [{ choice_id: 't1' }] },
              { id: 'q33', answers: [{ text: 'Finish the basement with a bedroom and bath' }] },
            ],
          },
        ],
        contact: { name: 'Hannah Schultz', email: 'hannah.schultz@gmail.com' },
      },
    },
    person: { name: 'Hannah Schultz', phone: null, email: 'hannah.schultz@gmail.com' },
    notes:
      'Which room?: Basement\nTimeline: Within 3 months\nDescribe the work: Finish the basement with a bedroom and bath\nform: Renovation intake',
  },
];

// The attacker's bodies (/work/attack64c) 757e7336 gave someone else's name or a non-name, each as at cec3945e.
const ROWS_64C: ReviewRow[] = [
  {
    id: 'S01-en-sms-company',
    country: 'US',
    body: {
      from: '+16195550142',
      to: '+16195550100',
      text: 'Hi, saw your truck at the marina yesterday. We need a quote on bottom paint for a 32ft sailboat, hauled out at Shelter Island. Thanks, Blue Harbor Marine',
    },
    person: { name: null, phone: '+16195550142', email: null },
    notes:
      'text: Hi, saw your truck at the marina yesterday. We need a quote on bottom paint for a 32ft sailboat, hauled out at Shelter Island. Thanks, Blue Harbor Marine',
  },
  {
    id: 'S02-es-email-rrhh',
    country: 'ES',
    body: {
      from: 'rrhh@grupoalcor.es',
      subject: 'Curso primeros auxilios',
      text: 'Buenos días,\n\nnecesitamos presupuesto para un curso de primeros auxilios para 15 empleados en nuestra sede de Getafe. Pueden llamar al 916 842 310.\n\nSaludos,\nRecursos Humanos',
    },
    person: { name: null, phone: null, email: 'rrhh@grupoalcor.es' },
    notes:
      'subject: Curso primeros auxilios\ntext: Buenos días,  necesitamos presupuesto para un curso de primeros auxilios para 15 empleados en nuestra sede de Getafe. Pueden llamar al 916 842 310.  Saludos, Recursos Humanos',
  },
  {
    id: 'S03-en-sms-dr',
    country: 'GB',
    body: {
      from: '+447700900311',
      text: 'Hi, I need to move my check-up to next week if possible, any afternoon works. Thank you Dr Patel',
    },
    person: { name: null, phone: '+447700900311', email: null },
    notes: 'text: Hi, I need to move my check-up to next week if possible, any afternoon works. Thank you Dr Patel',
  },
  {
    id: 'S04-id-wati-bu',
    country: 'ID',
    body: {
      waId: '6281288453307',
      senderName: '',
      text: 'Halo kak, mau tanya harga paket catering 100 pax untuk tanggal 20 Juli, menu prasmanan ya. Terima kasih Bu Rina',
      type: 'text',
    },
    person: { name: null, phone: '+6281288453307', email: null },
    notes:
      'text: Halo kak, mau tanya harga paket catering 100 pax untuk tanggal 20 Juli, menu prasmanan ya. Terima kasih Bu Rina',
  },
  {
    id: 'S05-id-wa-kak',
    country: 'ID',
    body: {
      contacts: [{ wa_id: '6285712345678' }],
      messages: [
        {
          from: '6285712345678',
          type: 'text',
          text: {
            body: 'Permisi, gamis yang warna sage ukuran L masih ready? Kalau ready saya mau 2 pcs kirim ke Bekasi. Terima kasih Kak Dewi',
          },
        },
      ],
    },
    person: { name: null, phone: '+6285712345678', email: null },
    notes:
      'messages: Permisi, gamis yang warna sage ukuran L masih ready? Kalau ready saya mau 2 pcs kirim ke Bekasi. Terima kasih Kak Dewi',
  },
  {
    id: 'S06-ru-sms-teacher',
    country: 'RU',
    body: {
      from: '+79161234567',
      text: 'Анна Сергеевна, добрый день! Хотим записать дочку на пробное занятие по английскому в субботу утром. Подскажите, есть ли места. Спасибо, Анна Сергеевна',
    },
    person: { name: null, phone: '+79161234567', email: null },
    notes:
      'text: Анна Сергеевна, добрый день! Хотим записать дочку на пробное занятие по английскому в субботу утром. Подскажите, есть ли места. Спасибо, Анна Сергеевна',
  },
  {
    id: 'S07-en-sms-godbless',
    country: 'US',
    body: {
      From: '+14045550187',
      Body: "Yes ma'am I still need the roof looked at, the leak got worse after the storm last night. Please call me back when you can. Thank you God Bless",
    },
    person: { name: null, phone: '+14045550187', email: null },
    notes:
      "Body: Yes ma'am I still need the roof looked at, the leak got worse after the storm last night. Please call me back when you can. Thank you God Bless",
  },
  {
    id: 'S08-pt-zapi-boatarde',
    country: 'BR',
    body: {
      phone: '5511987654321',
      fromMe: false,
      senderName: '',
      chatName: '',
      text: {
        message:
          'Olá, gostaria de agendar uma avaliação para clareamento dental na próxima semana, de preferência à tarde. Obrigado, Boa Tarde',
      },
    },
    person: { name: null, phone: '+5511987654321', email: null },
    notes:
      'text message: Olá, gostaria de agendar uma avaliação para clareamento dental na próxima semana, de preferência à tarde. Obrigado, Boa Tarde',
  },
  {
    id: 'S09-id-salam',
    country: 'ID',
    body: {
      results: [
        {
          from: '6281377788899',
          to: '6281100002222',
          message: {
            type: 'TEXT',
            text: 'Selamat siang, saya mau pesan kue ulang tahun 2 tingkat tema dinosaurus untuk hari Sabtu. Terima kasih, Salam Sejahtera',
          },
        },
      ],
    },
    person: { name: null, phone: '+6281377788899', email: null },
    notes:
      'message: Selamat siang, saya mau pesan kue ulang tahun 2 tingkat tema dinosaurus untuk hari Sabtu. Terima kasih, Salam Sejahtera',
  },
  {
    id: 'S10-en-cheers-holidays',
    country: 'AU',
    body: {
      from: '+61412345678',
      message:
        'Hey, can we book the carpet steam clean for the 28th? 3 bedrooms and the hallway. Cheers, Happy Holidays',
    },
    person: { name: null, phone: '+61412345678', email: null },
    notes:
      'message: Hey, can we book the carpet steam clean for the 28th? 3 bedrooms and the hallway. Cheers, Happy Holidays',
  },
  {
    id: 'S11-es-feliznavidad',
    country: 'MX',
    body: {
      From: 'whatsapp:+525512345678',
      To: 'whatsapp:+5215500001111',
      ProfileName: '',
      Body: 'Buenas tardes, quisiera saber si tienen disponible el pastel de tres leches grande para el 24 de diciembre. Gracias, Feliz Navidad',
    },
    person: { name: null, phone: '+525512345678', email: null },
    notes:
      'Body: Buenas tardes, quisiera saber si tienen disponible el pastel de tres leches grande para el 24 de diciembre. Gracias, Feliz Navidad',
  },
  {
    id: 'S12-en-email-company',
    country: 'GB',
    body: {
      from: 'purchasing@northwindtraders.co.uk',
      subject: 'Quote request',
      body_plain:
        'Hello,\n\nPlease quote 40 ergonomic chairs delivered to our Leeds office. You can reach us on 0113 496 0321.\n\nRegards,\nNorthwind Traders',
    },
    person: { name: null, phone: null, email: 'purchasing@northwindtraders.co.uk' },
    notes:
      'subject: Quote request\nbody_plain: Hello,  Please quote 40 ergonomic chairs delivered to our Leeds office. You can reach us on 0113 496 0321.  Regards, Northwind Traders',
  },
  {
    id: 'S13-en-family',
    country: 'US',
    body: {
      from: '+15125550190',
      text: 'Hello! We would like a quote for weekly pool cleaning starting in May, the pool is about 15k gallons. Thanks, The Evans Family',
    },
    person: { name: null, phone: '+15125550190', email: null },
    notes:
      'text: Hello! We would like a quote for weekly pool cleaning starting in May, the pool is about 15k gallons. Thanks, The Evans Family',
  },
  {
    id: 'S14-en-holdings',
    country: 'SG',
    body: {
      sender: 'admin@sunriseholdings.sg',
      subject: 'Office cleaning',
      plain:
        'Hi,\n\nWe are looking for a weekly office cleaning service for 2,000 sqft at Raffles Place. Please call 6221 4455.\n\nThanks,\nSunrise Holdings',
    },
    person: { name: null, phone: null, email: 'admin@sunriseholdings.sg' },
    notes:
      'subject: Office cleaning\nplain: Hi,  We are looking for a weekly office cleaning service for 2,000 sqft at Raffles Place. Please call 6221 4455.  Thanks, Sunrise Holdings',
  },
  {
    id: 'S15-en-transcript-agent',
    country: 'GB',
    body: {
      visitor: { email: 'j.harlow@outlook.com' },
      transcript:
        "Visitor: hi, need a quote for an end of tenancy clean, 3 bed house in Leeds\nAgent: Sure! What's the best number to reach you?\nVisitor: 07700 900123\nAgent: Thanks, someone will call you today. Kind regards, Emma Walsh",
    },
    person: { name: null, phone: null, email: 'j.harlow@outlook.com' },
    notes: 'transcript: hi, need a quote for an end of tenancy clean, 3 bed house in Leeds / 07700 900123',
  },
  {
    id: 'S17-tr-kimden',
    country: 'TR',
    body: {
      from: 'elif1988@gmail.com',
      subject: 'RE: Kapadokya turu',
      text: 'Merhaba, evet 14 Mayıs uygun. Beni 0532 123 45 67 numarasından arayabilirsiniz.\n\nKimden: Ege Turizm <info@egeturizm.com.tr>\nGönderildi: 2 Mayıs 2025 Cuma 10:02\nKime: elif1988@gmail.com\nKonu: Kapadokya turu\n\nMerhaba,\nTalebiniz için teşekkür ederiz. Hangi tarih size uygun?\n\nSaygılarımla,\nBurak Yılmaz',
    },
    person: { name: null, phone: null, email: 'elif1988@gmail.com' },
    notes:
      'subject: RE: Kapadokya turu\ntext: Merhaba, evet 14 Mayıs uygun. Beni 0532 123 45 67 numarasından arayabilirsiniz.  Kimden: Ege Turizm <info@egeturizm.com.tr> Gönderildi: 2 Mayıs 2025 Cuma 10:02 Kime: elif1988@gmail.com Konu: Kapadokya turu  Merhaba, Talebiniz için teşekkür ederiz. Hangi tarih size uygun?  Saygılarımla, Burak Yılmaz',
  },
  {
    id: 'S18-da-fra',
    country: 'DK',
    body: {
      from: 'mette.l1987@gmail.com',
      subject: 'SV: Sommerhus uge 29',
      text: 'Hej, ja tak, vi tager huset i uge 29. Ring gerne på 22 33 44 55.\n\nFra: Fjordhus Ferie <booking@fjordhus.dk>\nSendt: 3. marts 2025 10:02\nTil: mette.l1987@gmail.com\nEmne: Sommerhus uge 29\n\nHej,\nHuset er ledigt i uge 29. Skal vi reservere det?\n\nMed venlig hilsen\nJens Holm',
    },
    person: { name: null, phone: null, email: 'mette.l1987@gmail.com' },
    notes:
      'subject: SV: Sommerhus uge 29\ntext: Hej, ja tak, vi tager huset i uge 29. Ring gerne på 22 33 44 55.  Fra: Fjordhus Ferie <booking@fjordhus.dk> Sendt: 3. marts 2025 10:02 Til: mette.l1987@gmail.com Emne: Sommerhus uge 29  Hej, Huset er ledigt i uge 29. Skal vi reservere det?  Med venlig hilsen Jens Holm',
  },
  {
    id: 'S19-ru-ot',
    country: 'RU',
    body: {
      from: 'ivanov.dm@mail.ru',
      subject: 'RE: Кухня на заказ',
      text: 'Добрый день, да, замер в четверг подходит. Мой телефон +7 916 555 12 34.\n\nОт: Мебель Плюс <info@mebelplus.ru>\nОтправлено: 3 марта 2025 г. 10:02\nКому: ivanov.dm@mail.ru\nТема: Кухня на заказ\n\nЗдравствуйте! Когда удобно провести замер?\n\nС уважением,\nОльга Иванова',
    },
    person: { name: null, phone: '+79165551234', email: 'ivanov.dm@mail.ru' },
    notes:
      'subject: RE: Кухня на заказ\ntext: Добрый день, да, замер в четверг подходит. Мой телефон +7 916 555 12 34.  От: Мебель Плюс <info@mebelplus.ru> Отправлено: 3 марта 2025 г. 10:02 Кому: ivanov.dm@mail.ru Тема: Кухня на заказ  Здравствуйте! Когда удобно провести замер?  С уважением, Ольга Иванова',
  },
  {
    id: 'S20-hr-napisao',
    country: 'HR',
    body: {
      from: 'ana.k.zg@gmail.com',
      subject: 'Re: Najam broda',
      text: 'Pozdrav, može za 12.7., nas je šestero. Moj broj je 091 234 5678.\n\npon, 3. ožu 2025. u 10:02 Adria Sail <info@adriasail.hr> je napisao:\n\nPoštovani,\nkoji datum vam odgovara?\n\nLp, Marko Horvat',
    },
    person: { name: null, phone: null, email: 'ana.k.zg@gmail.com' },
    notes:
      'subject: Re: Najam broda\ntext: Pozdrav, može za 12.7., nas je šestero. Moj broj je 091 234 5678.  pon, 3. ožu 2025. u 10:02 Adria Sail <info@adriasail.hr> je napisao:  Poštovani, koji datum vam odgovara?  Lp, Marko Horvat',
  },
  {
    id: 'S23-en-ticket-comment',
    country: 'GB',
    body: {
      ticket: {
        id: 88121,
        requester: { email: 'ruth.ellison@btinternet.com' },
        description: 'Need a callback about the boiler service plan please. My number is 07700 900456.',
        comments: [
          {
            author_role: 'agent',
            public: true,
            body: 'Hi, thanks for reaching out, we will call you today.\n\nBest regards,\nPriya Shah',
          },
        ],
      },
    },
    person: { name: null, phone: null, email: 'ruth.ellison@btinternet.com' },
    notes:
      'ticket description: Need a callback about the boiler service plan please. My number is 07700 900456.\ncomments body: Hi, thanks for reaching out, we will call you today.  Best regards, Priya Shah',
  },
  {
    id: 'S24-pt-zapi-fromme',
    country: 'BR',
    body: {
      phone: '5521998765432',
      fromMe: true,
      senderName: '',
      chatName: '',
      text: {
        message:
          'Olá! Recebemos sua mensagem e em breve retornaremos com os horários disponíveis. Atenciosamente, Juliana Prado',
      },
    },
    person: { name: null, phone: '+5521998765432', email: null },
    notes:
      'text message: Olá! Recebemos sua mensagem e em breve retornaremos com os horários disponíveis. Atenciosamente, Juliana Prado',
  },
  {
    id: 'S25-en-sms-thread-outbound',
    country: 'US',
    body: {
      contact: { phone: '+13125550177' },
      messages: [
        {
          direction: 'outbound',
          body: 'Hi! Thanks for your interest in Lakeview Orthodontics. When would you like to come in? Kind regards, Lisa Tran',
        },
        { direction: 'inbound', body: 'tuesday after 4 works for my son' },
      ],
    },
    person: { name: null, phone: '+13125550177', email: null },
    notes: 'messages body: tuesday after 4 works for my son',
  },
  {
    id: 'S27-en-stripe-desc',
    country: 'US',
    body: {
      type: 'charge.succeeded',
      data: {
        object: {
          id: 'ch_3P1xYz',
          amount: 15000,
          receipt_email: 'hwright77@gmail.com',
          billing_details: { name: null, email: 'hwright77@gmail.com', phone: null },
          description:
            'Deposit for kitchen design consultation, call (617) 555-0139 to schedule. Thank you, Olivia Grant',
        },
      },
    },
    person: { name: null, phone: null, email: 'hwright77@gmail.com' },
    notes:
      'amount: 15000\ndescription: Deposit for kitchen design consultation, call (617) 555-0139 to schedule. Thank you, Olivia Grant',
  },
  {
    id: 'S28-de-lg-model',
    country: 'DE',
    body: {
      from: '+491712345678',
      text: 'Hallo, mein Fernseher zeigt seit gestern nur noch Streifen, Ton geht noch. Können Sie vorbeikommen?\nLG Nano Cell',
    },
    person: { name: null, phone: '+491712345678', email: null },
    notes:
      'text: Hallo, mein Fernseher zeigt seit gestern nur noch Streifen, Ton geht noch. Können Sie vorbeikommen? LG Nano Cell',
  },
  {
    id: 'S29-ms-salam-raya',
    country: 'MY',
    body: {
      From: 'whatsapp:+60123456789',
      ProfileName: '',
      Body: 'Assalamualaikum, nak tanya harga servis aircond 3 unit rumah teres di Shah Alam minggu depan.\nSalam Aidilfitri Maaf Zahir Batin',
    },
    person: { name: null, phone: '+60123456789', email: null },
    notes:
      'Body: Assalamualaikum, nak tanya harga servis aircond 3 unit rumah teres di Shah Alam minggu depan. Salam Aidilfitri Maaf Zahir Batin',
  },
  {
    id: 'S30-en-thanks-mrs',
    country: 'GB',
    body: {
      from: '+447700900872',
      text: "Hello, Oliver can't make piano on Thursday, could we do Friday at 5 instead? Thanks Mrs Jenkins",
    },
    person: { name: null, phone: '+447700900872', email: null },
    notes: "text: Hello, Oliver can't make piano on Thursday, could we do Friday at 5 instead? Thanks Mrs Jenkins",
  },
  {
    id: 'S31-fr-merci-docteur',
    country: 'FR',
    body: {
      from: '+33612345678',
      text: "Bonjour, notre chat ne mange plus depuis deux jours, est-il possible d'avoir un rendez-vous demain matin ? Merci Docteur Martin",
    },
    person: { name: null, phone: '+33612345678', email: null },
    notes:
      "text: Bonjour, notre chat ne mange plus depuis deux jours, est-il possible d'avoir un rendez-vous demain matin ? Merci Docteur Martin",
  },
  {
    id: 'S32-es-gracias-doctora',
    country: 'CO',
    body: {
      waId: '573001234567',
      senderName: '',
      text: 'Buenas tardes, quería pedir cita para control de ortodoncia el sábado en la mañana. Gracias Doctora Ruiz',
    },
    person: { name: null, phone: '+573001234567', email: null },
    notes:
      'text: Buenas tardes, quería pedir cita para control de ortodoncia el sábado en la mañana. Gracias Doctora Ruiz',
  },
  {
    id: 'S33-en-thanks-in-advance',
    country: 'US',
    body: {
      from: '+17025550163',
      text: 'Can you send me the price list for the 2 bedroom units at the Henderson location. Thanks In Advance',
    },
    person: { name: null, phone: '+17025550163', email: null },
    notes: 'text: Can you send me the price list for the 2 bedroom units at the Henderson location. Thanks In Advance',
  },
  {
    id: 'L10-us-city-phone',
    country: 'US',
    body: {
      order_id: 'SD-4410',
      product: 'Window tint sedan',
      custom_field1: 'San Diego / 619 555 0142 / kbarnes@icloud.com',
    },
    person: { name: null, phone: '+16195550142', email: 'kbarnes@icloud.com' },
    notes: 'product: Window tint sedan\ncustom_field1: San Diego / 619 555 0142 / kbarnes@icloud.com',
  },
  {
    id: 'L11-mx-ciudad',
    country: 'MX',
    body: {
      payer: { type: 'guest' },
      additional_info: 'Ciudad de México | 55 1234 5678 | hgarza@gmail.com',
      description: 'Mudanza departamento 2 recámaras',
    },
    person: { name: null, phone: '+525512345678', email: 'hgarza@gmail.com' },
    notes:
      'additional_info: Ciudad de México | 55 1234 5678 | hgarza@gmail.com\ndescription: Mudanza departamento 2 recámaras',
  },
  {
    id: 'L12-br-rio',
    country: 'BR',
    body: {
      sender: { type: 'guest' },
      observacao: 'Rio de Janeiro / (21) 98765-4321 / lucas.m@gmail.com',
      itemDescription: 'Instalação de ar-condicionado',
    },
    person: { name: null, phone: '+5521987654321', email: 'lucas.m@gmail.com' },
    notes:
      'observacao: Rio de Janeiro / (21) 98765-4321 / lucas.m@gmail.com\nitemDescription: Instalação de ar-condicionado',
  },
  {
    id: 'L13-ar-buenosaires',
    country: 'AR',
    body: { order: 'MP-7781', observaciones: 'Buenos Aires | 11 5555 1234', item: 'Pintura de departamento' },
    person: { name: null, phone: '+541155551234', email: null },
    notes: 'observaciones: Buenos Aires | 11 5555 1234\nitem: Pintura de departamento',
  },
  {
    id: 'L14-mx-playa',
    country: 'MX',
    body: {
      booking: 'CN-12',
      custom_field1: 'Playa del Carmen / 984 123 4567 / tourist.kate@gmail.com',
      tour: 'Cenote snorkel half day',
    },
    person: { name: null, phone: '+529841234567', email: 'tourist.kate@gmail.com' },
    notes:
      'booking: CN-12\ncustom_field1: Playa del Carmen / 984 123 4567 / tourist.kate@gmail.com\ntour: Cenote snorkel half day',
  },
  {
    id: 'L15-us-company-line',
    country: 'US',
    body: {
      order: 'W-1182',
      comments: 'Blue Harbor Marine | +1 619 555 0148 | ops@blueharbormarine.com',
      service: 'Hull cleaning monthly',
    },
    person: { name: null, phone: '+16195550148', email: 'ops@blueharbormarine.com' },
    notes: 'comments: Blue Harbor Marine | +1 619 555 0148 | ops@blueharbormarine.com\nservice: Hull cleaning monthly',
  },
  {
    id: 'L16-us-partners',
    country: 'US',
    body: {
      txnid: 'TX1190',
      udf1: 'Pinecrest Partners | +1 512 555 0190 | office@pinecrestpartners.com',
      productinfo: 'Office carpet cleaning',
    },
    person: { name: null, phone: '+15125550190', email: 'office@pinecrestpartners.com' },
    notes:
      'txnid: TX1190\nudf1: Pinecrest Partners | +1 512 555 0190 | office@pinecrestpartners.com\nproductinfo: Office carpet cleaning',
  },
  {
    id: 'L17-us-cabin',
    country: 'US',
    body: { booking: 'BR-33', custom_field1: 'Blue Ridge Cabin / 828 555 0133', product: 'Hot tub service' },
    person: { name: null, phone: '+18285550133', email: null },
    notes: 'booking: BR-33\ncustom_field1: Blue Ridge Cabin / 828 555 0133\nproduct: Hot tub service',
  },
  {
    id: 'L18-es-gift-recipient',
    country: 'ES',
    body: {
      order: 'R-2211',
      product: 'Bono regalo masaje 60 min',
      custom_field1: 'Sofía Márquez / 612 000 111 / pedro.alves@gmail.com',
    },
    person: { name: null, phone: '+34612000111', email: 'pedro.alves@gmail.com' },
    notes: 'product: Bono regalo masaje 60 min\ncustom_field1: Sofía Márquez / 612 000 111 / pedro.alves@gmail.com',
  },
  {
    id: 'L19-in-gift-recipient',
    country: 'IN',
    body: {
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_Q1',
            amount: 300000,
            description: 'Spa gift voucher',
            notes: { gift_for: 'Priya Menon / +91 98450 12345 / arjun.rao@gmail.com' },
          },
        },
      },
    },
    person: { name: null, phone: '+919845012345', email: 'arjun.rao@gmail.com' },
    notes: 'entity description: Spa gift voucher\ngift_for: Priya Menon / +91 98450 12345 / arjun.rao@gmail.com',
  },
  {
    id: 'L20-jp-address',
    country: 'JP',
    body: { 注文番号: 'A-5522', 備考: '東京都 世田谷区｜090-2345-6789｜k.sato@example.jp', 内容: '網戸張替え' },
    person: { name: null, phone: '+819023456789', email: '世田谷区｜090-2345-6789｜k.sato@example.jp' },
    notes: '注文番号: A-5522\n備考: 東京都 世田谷区｜090-2345-6789｜k.sato@example.jp\n内容: 網戸張替え',
  },
  {
    id: 'L21-mx-plan',
    country: 'MX',
    body: { order: 'F-220', custom_field1: 'Paquete Premium / 33 1234 5678', item: 'Fumigación casa' },
    person: { name: null, phone: '+523312345678', email: null },
    notes: 'custom_field1: Paquete Premium / 33 1234 5678\nitem: Fumigación casa',
  },
  {
    id: 'L23-es-att',
    country: 'ES',
    body: {
      pedido: 'P-88',
      notas: 'Att. María López / 963 123 456 / compras@talleresbenitez.es',
      servicio: 'Limpieza nave industrial',
    },
    person: { name: null, phone: '+34963123456', email: 'compras@talleresbenitez.es' },
    notes:
      'pedido: P-88\nnotas: Att. María López / 963 123 456 / compras@talleresbenitez.es\nservicio: Limpieza nave industrial',
  },
  {
    id: 'L27-ph-assistant',
    country: 'PH',
    body: {
      booking: 'PH-5',
      remarks: 'Kristine Dela Cruz | 0917 812 4455 | ceo@lunaventures.ph',
      service: 'Office aircon cleaning 6 units',
    },
    person: { name: null, phone: '+639178124455', email: 'ceo@lunaventures.ph' },
    notes:
      'booking: PH-5\nremarks: Kristine Dela Cruz | 0917 812 4455 | ceo@lunaventures.ph\nservice: Office aircon cleaning 6 units',
  },
];

// The attacker's bodies (/work/attack64d) 1595ef88 read worse (an address run over a full-width mark skipped), each as at 390e1f81.
const ROWS_64D: ReviewRow[] = [
  {
    id: 'E01-ja-basic',
    country: 'JP',
    body: { user_id: 'U8a7f3c21', message: '山田 太郎｜090-1234-5678｜taro.yamada@example.jp' },
    person: { name: null, phone: '+819012345678', email: '太郎｜090-1234-5678｜taro.yamada@example.jp' },
    notes: 'message: 山田 太郎｜090-1234-5678｜taro.yamada@example.jp',
  },
  {
    id: 'E06-th-invalid',
    country: 'TH',
    body: { user_id: 'U8a7f3c21', message: 'สนใจแพ็กเกจครับ สมชาย｜081-234-567｜somchai.j@gmail.com' },
    person: { name: null, phone: null, email: 'สมชาย｜081-234-567｜somchai.j@gmail.com' },
    notes: 'message: สนใจแพ็กเกจครับ สมชาย｜081-234-567｜somchai.j@gmail.com',
  },
  {
    id: 'E07-ja-business-wins',
    country: 'JP',
    body: {
      user_id: 'U8a7f3c21',
      message: '田中｜080-1111-2222｜tanaka.k@gmail.com　会社の代表は info@tanaka-kogyo.co.jp です',
    },
    person: { name: null, phone: '+818011112222', email: '田中｜080-1111-2222｜tanaka.k@gmail.com' },
    notes: 'message: 田中｜080-1111-2222｜tanaka.k@gmail.com　会社の代表は info@tanaka-kogyo.co.jp です',
  },
  {
    id: 'E09-ja-order-number',
    country: 'JP',
    body: {
      user_id: 'U8a7f3c21',
      message: '返品について。受付番号：2024-0512-3381、sato.h@example.jp まで返信ください',
    },
    person: { name: null, phone: null, email: '返品について。受付番号：2024-0512-3381、sato.h@example.jp' },
    notes: 'message: 返品について。受付番号：2024-0512-3381、sato.h@example.jp まで返信ください',
  },
  {
    id: 'E13-ko-fullslash-valid',
    country: 'KR',
    body: { user_id: 'U8a7f3c21', message: '상담 원합니다 010-1234-5678／이메일：kim.sy@naver.com' },
    person: { name: null, phone: '+821012345678', email: '010-1234-5678／이메일：kim.sy@naver.com' },
    notes: 'message: 상담 원합니다 010-1234-5678／이메일：kim.sy@naver.com',
  },
  {
    id: 'E16-ja-intl-plus',
    country: 'US',
    body: { user_id: 'U8a7f3c21', message: 'Hi! 太郎｜+81-90-1234-5678｜taro.y@example.jp' },
    person: { name: null, phone: '+819012345678', email: '太郎｜+81-90-1234-5678｜taro.y@example.jp' },
    notes: 'message: Hi! 太郎｜+81-90-1234-5678｜taro.y@example.jp',
  },
  {
    id: 'E18-th-paren',
    country: 'TH',
    body: { user_id: 'U8a7f3c21', message: 'สนใจคอร์สเรียน ติดต่อ（02-123-456）nok.s@hotmail.com' },
    person: { name: null, phone: null, email: 'ติดต่อ（02-123-456）nok.s@hotmail.com' },
    notes: 'message: สนใจคอร์สเรียน ติดต่อ（02-123-456）nok.s@hotmail.com',
  },
  {
    id: 'E19-zh-two-emails',
    country: 'CN',
    body: { user_id: 'U8a7f3c21', message: '张伟｜139-1234-567｜zhang.wei@163.com 公司邮箱 hr@weiye.com.cn' },
    person: { name: null, phone: '+861391234567', email: '张伟｜139-1234-567｜zhang.wei@163.com' },
    notes: 'message: 张伟｜139-1234-567｜zhang.wei@163.com 公司邮箱 hr@weiye.com.cn',
  },
];

const ROWS: ReviewRow[] = [
  {
    id: 'M01-il-cardcom-wife',
    country: 'IL',
    body: {
      terminalnumber: '1000',
      lowprofilecode: 'a1b2c3d4',
      CardOwnerName: 'אבי כהן',
      CardOwnerPhone: '054-7712345',
      CardOwnerEmail: 'avi.cohen@gmail.com',
      Custom01: 'התקנת מזגן בסלון',
      Custom02: 'נא להתקשר לאשתי בערב, 052-3456789',
    },
    person: { name: 'אבי כהן', phone: '+972547712345', email: 'avi.cohen@gmail.com' },
    notes: 'terminalnumber: 1000\nCustom01: התקנת מזגן בסלון\nCustom02: נא להתקשר לאשתי בערב, 052-3456789',
  },
  {
    id: 'M02-th-2c2p-mother',
    country: 'TH',
    body: {
      invoiceNo: 'INV20240511',
      amount: '1500.00',
      customerName: 'มาลี ศรีสุข',
      customerPhone: '081-234-5678',
      customerEmail: 'malee.s@gmail.com',
      userDefined1: 'คอร์สว่ายน้ำเด็ก 8 ครั้ง',
      userDefined2: 'ถ้าติดต่อไม่ได้ โทรหาแม่ | 089-765-4321',
    },
    person: { name: 'มาลี ศรีสุข', phone: '+66812345678', email: 'malee.s@gmail.com' },
    notes: 'amount: 1500.00\nuserDefined1: คอร์สว่ายน้ำเด็ก 8 ครั้ง\nuserDefined2: ถ้าติดต่อไม่ได้ โทรหาแม่ | 089-765-4321',
  },
  {
    id: 'M03-jp-husband',
    country: 'JP',
    body: {
      order_id: 'ORD-77812',
      customer_details: {
        first_name: '花子',
        last_name: '山田',
        phone: '090-1234-5678',
        email: 'hanako.y@yahoo.co.jp',
      },
      custom_field1: 'エアコンクリーニング 2台',
      custom_field2: '夜は夫の携帯へ、090-8888-7777',
    },
    person: { name: '花子 山田', phone: '+819012345678', email: 'hanako.y@yahoo.co.jp' },
    notes: 'custom_field1: エアコンクリーニング 2台\ncustom_field2: 夜は夫の携帯へ、090-8888-7777',
  },
  {
    id: 'M04-kr-office',
    country: 'KR',
    body: {
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_a1',
          customer_details: { name: '김민준', email: 'minjun.kim@naver.com', phone: '+82 10-2345-6789' },
          metadata: {
            custom_field_1: '사무실 인테리어 상담',
            custom_field_2: '평일 낮에는 회사로 연락주세요, 02-555-7890',
          },
        },
      },
    },
    person: { name: '김민준', phone: '+821023456789', email: 'minjun.kim@naver.com' },
    notes:
      'metadata custom_field_1: 사무실 인테리어 상담\nmetadata custom_field_2: 평일 낮에는 회사로 연락주세요, 02-555-7890',
  },
  {
    id: 'M05-gr-wife',
    country: 'GR',
    body: {
      id: 'tr_WDqYK6vllg',
      status: 'paid',
      metadata: {
        name: 'Νίκος Παπαδόπουλος',
        phone: '697 123 4567',
        email: 'nikos.pap@gmail.com',
        extra1: 'παρακαλώ καλέστε τη σύζυγό μου, 697 765 4321',
        extra2: 'καθαρισμός κλιματιστικού',
      },
    },
    person: { name: 'Νίκος Παπαδόπουλος', phone: '+306971234567', email: 'nikos.pap@gmail.com' },
    notes: 'extra1: παρακαλώ καλέστε τη σύζυγό μου, 697 765 4321\nextra2: καθαρισμός κλιματιστικού',
  },
  {
    id: 'M06-ru-wife',
    country: 'RU',
    body: {
      event: 'payment.succeeded',
      object: {
        id: '2d8b3c',
        metadata: {
          customer_name: 'Ольга Смирнова',
          customer_phone: '+7 916 123-45-67',
          custom_field1: 'звоните лучше мужу, +7 916 555-44-33',
          custom_field2: 'установка кондиционера',
        },
      },
    },
    person: { name: 'Ольга Смирнова', phone: '+79161234567', email: null },
    notes: 'custom_field1: звоните лучше мужу, +7 916 555-44-33\ncustom_field2: установка кондиционера',
  },
  {
    id: 'M07-bd-brother',
    country: 'BD',
    body: {
      tran_id: 'SSL123',
      cus_name: 'রাফি আহমেদ',
      cus_phone: '01819-234567',
      cus_email: 'rafi.ahmed@gmail.com',
      udf1: 'এসি সার্ভিসিং',
      udf3: 'জরুরি প্রয়োজনে আমার ভাই, ০১৭১১-২২৩৩৪৪',
    },
    person: { name: 'রাফি আহমেদ', phone: '+8801819234567', email: 'rafi.ahmed@gmail.com' },
    notes: 'udf1: এসি সার্ভিসিং\nudf3: জরুরি প্রয়োজনে আমার ভাই, ০১৭১১-২২৩৩৪৪',
  },
  {
    id: 'M08-in-hi-brother',
    country: 'IN',
    body: {
      txnid: 'TX1001',
      amount: '999.00',
      productinfo: 'Water purifier service',
      firstname: 'सुनीता शर्मा',
      phone: '9876543210',
      email: 'sunita.sharma@gmail.com',
      udf1: 'RO सर्विस, दूसरी मंज़िल',
      udf2: 'कृपया मेरे भाई को कॉल करें, 98290 43210',
      status: 'success',
      hash: 'abc',
    },
    person: { name: 'सुनीता शर्मा', phone: '+919876543210', email: 'sunita.sharma@gmail.com' },
    notes:
      'txnid: TX1001\namount: 999.00\nproductinfo: Water purifier service\nudf1: RO सर्विस, दूसरी मंज़िल\nudf2: कृपया मेरे भाई को कॉल करें, 98290 43210',
  },
  {
    id: 'M09-es-payu-hija',
    country: 'CO',
    body: {
      merchant_id: '508029',
      state_pol: '4',
      reference_sale: 'PED-2231',
      value: '150000.00',
      buyer_full_name: 'Lucía Gómez',
      phone: '310 555 1234',
      email_buyer: 'lucia.gomez@hotmail.com',
      extra1: 'si no contesto, llamar a mi hija - 311 998 8776',
      extra2: 'limpieza de muebles',
    },
    person: { name: 'Lucía Gómez', phone: '+573105551234', email: 'lucia.gomez@hotmail.com' },
    notes:
      'state_pol: 4\nvalue: 150000.00\nextra1: si no contesto, llamar a mi hija - 311 998 8776\nextra2: limpieza de muebles',
  },
  {
    id: 'M10-vn-husband',
    country: 'VN',
    body: {
      vpc_OrderInfo: 'DH8812',
      customer_name: 'Nguyễn Thị Mai',
      customer_phone: '0912 345 678',
      udf1: 'liên hệ chồng tôi, 0903 888 999',
      udf2: 'sửa máy lạnh',
    },
    person: { name: 'Nguyễn Thị Mai', phone: '+84912345678', email: null },
    notes: 'vpc_OrderInfo: DH8812\nudf1: liên hệ chồng tôi, 0903 888 999\nudf2: sửa máy lạnh',
  },
  {
    id: 'M11-id-whatsapp',
    country: 'ID',
    body: {
      transaction_status: 'settlement',
      order_id: 'INV-5521',
      gross_amount: '450000.00',
      customer_details: {
        first_name: 'Dewi',
        last_name: 'Lestari',
        phone: '0812-3456-7890',
        email: 'dewi.lestari@gmail.com',
      },
      custom_field1: 'cuci AC 2 unit',
      custom_field2: 'WhatsApp saja, 0813-9988-7766',
    },
    person: { name: 'Dewi Lestari', phone: '+6281234567890', email: 'dewi.lestari@gmail.com' },
    notes: 'custom_field1: cuci AC 2 unit\ncustom_field2: WhatsApp saja, 0813-9988-7766',
  },
  {
    id: 'M13-fr-mari',
    country: 'FR',
    body: {
      type: 'checkout.session.completed',
      data: {
        object: {
          customer_details: { name: 'Claire Dubois', email: 'claire.dubois@orange.fr', phone: '+33 6 12 34 56 78' },
          metadata: { answer_1: 'isolation des combles', answer_3: 'appeler plutôt mon mari, Julien, 06 98 76 54 32' },
        },
      },
    },
    person: { name: 'Claire Dubois', phone: '+33612345678', email: 'claire.dubois@orange.fr' },
    notes:
      'metadata answer_1: isolation des combles\nmetadata answer_3: appeler plutôt mon mari, Julien, 06 98 76 54 32',
  },
  {
    id: 'M16-et-husband',
    country: 'ET',
    body: {
      tx_ref: 'chp-5512',
      first_name: 'ሰላም',
      last_name: 'ተስፋዬ',
      phone_number: '0911 234567',
      email: 'selam.t@gmail.com',
      meta: { extra1: 'እባክዎ ባለቤቴን ይደውሉ፣ 0911 765432', extra2: 'የቧንቧ ጥገና' },
    },
    person: { name: 'ሰላም ተስፋዬ', phone: '+251911234567', email: 'selam.t@gmail.com' },
    notes: 'meta extra1: እባክዎ ባለቤቴን ይደውሉ፣ 0911 765432\nmeta extra2: የቧንቧ ጥገና',
  },
  {
    id: 'M18-ir-spouse',
    country: 'IR',
    body: {
      authority: 'A0000001',
      metadata: {
        name: 'سارا محمدی',
        mobile: '09123456789',
        answer1: 'نصب کابینت آشپزخانه',
        answer2: 'لطفا با همسرم تماس بگیرید، ۰۹۱۲ ۷۶۵ ۴۳۲۱',
      },
    },
    person: { name: 'سارا محمدی', phone: '+989123456789', email: null },
    notes: 'answer1: نصب کابینت آشپزخانه\nanswer2: لطفا با همسرم تماس بگیرید، ۰۹۱۲ ۷۶۵ ۴۳۲۱',
  },
  {
    id: 'M19-ar-husband',
    country: 'SA',
    body: {
      tran_ref: 'TST2001',
      cart_id: 'C77',
      customer_details: { name: 'نورة العتيبي', email: 'noura.o@gmail.com', phone: '0551234567' },
      user_defined: { udf1: 'تركيب ستائر', udf2: 'يرجى الاتصال بزوجي بعد العصر، 055 765 4321' },
    },
    person: { name: 'نورة العتيبي', phone: '+966551234567', email: 'noura.o@gmail.com' },
    notes: 'user_defined udf1: تركيب ستائر\nuser_defined udf2: يرجى الاتصال بزوجي بعد العصر، 055 765 4321',
  },
  {
    id: 'M20-tr-kapici',
    country: 'TR',
    body: {
      paymentId: '1234567',
      buyer: { name: 'Elif', surname: 'Yılmaz', gsmNumber: '+905321234567', email: 'elif.yilmaz@gmail.com' },
      custom1: 'kapıcıya bırakılabilir, kapıcı ahmet bey, 0216 765 43 21',
      custom2: 'boya badana',
    },
    person: { name: 'Elif Yılmaz', phone: '+905321234567', email: 'elif.yilmaz@gmail.com' },
    notes: 'custom1: kapıcıya bırakılabilir, kapıcı ahmet bey, 0216 765 43 21\ncustom2: boya badana',
  },
  {
    id: 'G01-in-emergency',
    country: 'IN',
    body: {
      txnid: 'TX1002',
      amount: '4999.00',
      productinfo: 'Trek booking Hampta Pass',
      firstname: 'Rohan',
      lastname: 'Mehta',
      phone: '9820012345',
      email: 'rohan.mehta@gmail.com',
      udf1: 'batch 12 june',
      udf3: 'emergency contact - wife priya - 98765 11223',
    },
    person: { name: 'Rohan Mehta', phone: '+919820012345', email: 'rohan.mehta@gmail.com' },
    notes:
      'txnid: TX1002\namount: 4999.00\nproductinfo: Trek booking Hampta Pass\nudf1: batch 12 june\nudf3: emergency contact - wife priya - 98765 11223',
  },
  {
    id: 'G02-il-emergency',
    country: 'IL',
    body: {
      CardOwnerName: 'נועה לוי',
      CardOwnerPhone: '054-6612345',
      Custom01: 'קייטנת קיץ, מחזור ב',
      Custom03: 'איש קשר לחירום – אמא, רותי – 052-3344556',
    },
    person: { name: 'נועה לוי', phone: '+972546612345', email: null },
    notes: 'Custom01: קייטנת קיץ, מחזור ב\nCustom03: איש קשר לחירום – אמא, רותי – 052-3344556',
  },
  {
    id: 'G03-th-guardian',
    country: 'TH',
    body: {
      invoiceNo: 'INV20240601',
      customerName: 'ปกรณ์ ทองดี',
      customerPhone: '081-555-1212',
      userDefined1: 'ค่ายภาษาอังกฤษ ปิดเทอม',
      userDefined3: 'ผู้ปกครอง คุณแม่ สุดา | 086-555-7788',
    },
    person: { name: 'ปกรณ์ ทองดี', phone: '+66815551212', email: null },
    notes: 'userDefined1: ค่ายภาษาอังกฤษ ปิดเทอม\nuserDefined3: ผู้ปกครอง คุณแม่ สุดา | 086-555-7788',
  },
  {
    id: 'G04-eg-guardian',
    country: 'EG',
    body: {
      tran_ref: 'TST3001',
      customer_details: { name: 'يوسف حسن', email: 'youssef.h@gmail.com', phone: '0100 123 4567' },
      user_defined: { udf1: 'كورس برمجة للأطفال', udf3: 'ولي الأمر - والد الطالب - 0100 765 4321' },
    },
    person: { name: 'يوسف حسن', phone: '+201001234567', email: 'youssef.h@gmail.com' },
    notes: 'user_defined udf1: كورس برمجة للأطفال\nuser_defined udf3: ولي الأمر - والد الطالب - 0100 765 4321',
  },
  {
    id: 'G05-jp-guardian',
    country: 'JP',
    body: {
      form_id: 'f-88',
      answers: {
        answer1: '山田 太郎',
        answer2: '090-1234-5678',
        answer3: '保護者 山田一郎（父）、090-2222-3333',
        answer4: '夏期講習 数学',
      },
    },
    person: { name: '山田 太郎', phone: '+819012345678', email: null },
    notes: 'answer3: 保護者 山田一郎（父）、090-2222-3333\nanswer4: 夏期講習 数学',
  },
  {
    id: 'G06-hi-guardian',
    country: 'IN',
    body: {
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_29QQ',
            email: 'sunita.sharma@gmail.com',
            contact: '+919876543210',
            notes: {
              custom_field_1: 'सुनीता शर्मा',
              custom_field_2: 'अभिभावक - पिता रमेश शर्मा - 98290 12345',
              custom_field_3: 'कक्षा 6 प्रवेश',
            },
          },
        },
      },
    },
    person: { name: 'सुनीता शर्मा', phone: '+919876543210', email: 'sunita.sharma@gmail.com' },
    notes: 'custom_field_2: अभिभावक - पिता रमेश शर्मा - 98290 12345\ncustom_field_3: कक्षा 6 प्रवेश',
  },
  {
    id: 'G08-ae-recipient',
    country: 'AE',
    body: {
      tran_ref: 'TST4001',
      customer_details: { name: 'خالد المنصوري', email: 'khalid.m@gmail.com', phone: '050 123 4567' },
      user_defined: { udf1: 'باقة ورد أحمر كبيرة', udf2: 'المستلم فاطمة الزعابي، دبي مارينا، 050 987 6543' },
    },
    person: { name: 'خالد المنصوري', phone: '+971501234567', email: 'khalid.m@gmail.com' },
    notes: 'user_defined udf1: باقة ورد أحمر كبيرة\nuser_defined udf2: المستلم فاطمة الزعابي، دبي مارينا، 050 987 6543',
  },
  {
    id: 'G09-za-gran',
    country: 'ZA',
    body: {
      m_payment_id: 'P-4412',
      payment_status: 'COMPLETE',
      item_name: 'Grocery hamper',
      name_first: 'Thabo',
      name_last: 'Mokoena',
      email_address: 'thabo.m@gmail.com',
      cell_number: '0825551234',
      custom_str1: 'family hamper large',
      custom_str2: 'Deliver to gran, Mavis Ndlovu, Soweto, 011 555 9876',
    },
    person: { name: 'Thabo Mokoena', phone: '+27825551234', email: 'thabo.m@gmail.com' },
    notes:
      'item_name: Grocery hamper\ncustom_str1: family hamper large\ncustom_str2: Deliver to gran, Mavis Ndlovu, Soweto, 011 555 9876',
  },
  {
    id: 'G10-in-recipient',
    country: 'IN',
    body: {
      txnid: 'TX1003',
      amount: '2499.00',
      productinfo: 'Rakhi gift box',
      firstname: 'Anjali',
      lastname: 'Rao',
      phone: '9845012345',
      email: 'anjali.rao@gmail.com',
      udf1: 'gift wrap, no price tag',
      udf2: 'Deliver to my brother, Rahul Mehta, 98201 33445',
    },
    person: { name: 'Anjali Rao', phone: '+919845012345', email: 'anjali.rao@gmail.com' },
    notes:
      'txnid: TX1003\namount: 2499.00\nproductinfo: Rakhi gift box\nudf1: gift wrap, no price tag\nudf2: Deliver to my brother, Rahul Mehta, 98201 33445',
  },
  {
    id: 'G11-ng-referrer',
    country: 'NG',
    body: {
      event: 'charge.success',
      data: {
        reference: 'ref_882',
        customer: { first_name: 'Chioma', last_name: 'Okafor', email: 'chioma.okafor@gmail.com', phone: '08031234567' },
        metadata: {
          extra1: 'wedding photography, full day',
          extra2: 'Referred by Pastor Emeka, Grace Chapel, 0803 555 1122',
        },
      },
    },
    person: { name: 'Chioma Okafor', phone: '+2348031234567', email: 'chioma.okafor@gmail.com' },
    notes:
      'metadata extra1: wedding photography, full day\nmetadata extra2: Referred by Pastor Emeka, Grace Chapel, 0803 555 1122',
  },
  {
    id: 'G12-my-referrer',
    country: 'MY',
    body: {
      billplz: { id: 'bp1', paid: 'true' },
      name: 'Nurul Huda',
      mobile: '012-345 6789',
      email: 'nurul.huda@gmail.com',
      custom_field1: 'dirujuk oleh kawan, Aisyah binti Omar, 012-998 7766',
      custom_field2: 'kelas jahitan asas',
    },
    person: { name: 'Nurul Huda', phone: '+60123456789', email: 'nurul.huda@gmail.com' },
    notes: 'custom_field1: dirujuk oleh kawan, Aisyah binti Omar, 012-998 7766\ncustom_field2: kelas jahitan asas',
  },
  {
    id: 'G13-br-portaria',
    country: 'BR',
    body: {
      action: 'payment.created',
      data: { id: '1234' },
      payer: { first_name: 'Carla', last_name: 'Souza', email: 'carla.souza@gmail.com', phone: '(11) 98765-4321' },
      metadata: {
        custom_field_1: 'conserto de geladeira',
        custom_field_2: 'Entregar na portaria, falar com Seu José, (11) 3456-7890',
      },
    },
    person: { name: 'Carla Souza', phone: '+5511987654321', email: 'carla.souza@gmail.com' },
    notes:
      'metadata custom_field_1: conserto de geladeira\nmetadata custom_field_2: Entregar na portaria, falar com Seu José, (11) 3456-7890',
  },
  {
    id: 'G15-ko-school-parent',
    country: 'KR',
    body: {
      name: '박지훈',
      answers: { answer2: '학생 김서연 어머니 / 010-9876-5432', answer3: '초등 수학 과외 상담' },
      phone: '010-2345-6789',
    },
    person: { name: '박지훈', phone: '+821023456789', email: null },
    notes: 'answers answer2: 학생 김서연 어머니 / 010-9876-5432\nanswers answer3: 초등 수학 과외 상담',
  },
  {
    id: 'O02-jp-own-address',
    country: 'JP',
    body: {
      customer_details: { first_name: '花子', last_name: '山田', phone: '090-1234-5678' },
      custom_field1: '外壁塗装の見積もり',
      custom_field3: '山田花子、東京都世田谷区桜新町三丁目、03-3429-1234',
    },
    person: { name: '花子 山田', phone: '+819012345678', email: null },
    notes: 'custom_field1: 外壁塗装の見積もり\ncustom_field3: 山田花子、東京都世田谷区桜新町三丁目、03-3429-1234',
  },
  {
    id: 'O03-kr-own-address',
    country: 'KR',
    body: {
      answers: {
        answer1: '김민지',
        answer2: '010-3456-7890',
        answer3: '김민지 / 서울시 강남구 테헤란로 / 02-555-1234',
        answer4: '에어컨 설치',
      },
    },
    person: { name: '김민지', phone: '+821034567890', email: null },
    notes: 'answer3: 김민지 / 서울시 강남구 테헤란로 / 02-555-1234\nanswer4: 에어컨 설치',
  },
  {
    id: 'O04-tw-own-address',
    country: 'TW',
    body: {
      customer_name: '林怡君',
      customer_phone: '0912-345-678',
      udf1: '冷氣安裝',
      udf2: '林怡君，台北市大安區復興南路一段，02-2700-1234',
    },
    person: { name: '林怡君', phone: '+886912345678', email: null },
    notes: 'udf1: 冷氣安裝\nudf2: 林怡君，台北市大安區復興南路一段，02-2700-1234',
  },
  {
    id: 'O05-id-own-home',
    country: 'ID',
    body: {
      transaction_status: 'settlement',
      order_id: 'INV-5522',
      customer_details: {
        first_name: 'Budi',
        last_name: 'Santoso',
        phone: '0812-1111-2222',
        email: 'budi.s@gmail.com',
      },
      custom_field1: 'servis kulkas',
      custom_field3: 'rumah, Jl. Melati, Bandung, 022 555 1234',
    },
    person: { name: 'Budi Santoso', phone: '+6281211112222', email: 'budi.s@gmail.com' },
    notes: 'custom_field1: servis kulkas\ncustom_field3: rumah, Jl. Melati, Bandung, 022 555 1234',
  },
  {
    id: 'O06-eg-own-flat',
    country: 'EG',
    body: {
      tran_ref: 'TST3002',
      customer_details: { name: 'منى إبراهيم', email: 'mona.i@gmail.com', phone: '0100 222 3333' },
      user_defined: { udf1: 'صيانة غسالة', udf4: 'شقتي في المعادي، شارع النصر، 02 2525 1234' },
    },
    person: { name: 'منى إبراهيم', phone: '+201002223333', email: 'mona.i@gmail.com' },
    notes: 'user_defined udf1: صيانة غسالة\nuser_defined udf4: شقتي في المعادي، شارع النصر، 02 2525 1234',
  },
  {
    id: 'O07-gr-own-office',
    country: 'GR',
    body: {
      id: 'tr_G7',
      metadata: {
        name: 'Ελένη Γεωργίου',
        phone: '694 321 8765',
        extra1: 'ψηφιακό marketing για μικρή επιχείρηση',
        extra3: 'γραφείο μου στο Μαρούσι, Κηφισίας, 210 555 1234',
      },
    },
    person: { name: 'Ελένη Γεωργίου', phone: '+306943218765', email: null },
    notes: 'extra1: ψηφιακό marketing για μικρή επιχείρηση\nextra3: γραφείο μου στο Μαρούσι, Κηφισίας, 210 555 1234',
  },
  {
    id: 'O08-de-own-firm',
    country: 'DE',
    body: {
      properties: {
        firstname: 'Jonas',
        lastname: 'Weber',
        phone: '0171 2345678',
        email: 'jonas.weber@gmail.com',
        custom_field_1: 'Flottenmanagement Software Demo',
        custom_field_2: 'Nordlicht Logistik GmbH, Zentrale, 040 555 1230',
      },
    },
    person: { name: 'Jonas Weber', phone: '+491712345678', email: 'jonas.weber@gmail.com' },
    notes:
      'custom_field_1: Flottenmanagement Software Demo\ncustom_field_2: Nordlicht Logistik GmbH, Zentrale, 040 555 1230',
  },
  {
    id: 'O09-sa-own-firm',
    country: 'SA',
    body: {
      name: 'فهد الراجحي',
      answers: { answer2: 'مؤسسة فهد للمقاولات، الإدارة، 011 456 7890', answer3: 'عرض سعر لعشرين مكيف' },
      phone: '0551112222',
    },
    person: { name: 'فهد الراجحي', phone: '+966551112222', email: null },
    notes: 'answers answer2: مؤسسة فهد للمقاولات، الإدارة، 011 456 7890\nanswers answer3: عرض سعر لعشرين مكيف',
  },
  {
    id: 'O10-pl-nip',
    country: 'PL',
    body: {
      order: {
        orderId: 'P24-1',
        buyer: { firstName: 'Marta', lastName: 'Zielińska', phone: '+48 602 345 678', email: 'marta.z@onet.pl' },
      },
      custom_field1: 'Faktura na firmę – Kowalski Budownictwo – NIP 525-000-12-34',
      custom_field2: 'szkolenie BHP dla 12 osób',
    },
    person: { name: 'Marta Zielińska', phone: '+48602345678', email: 'marta.z@onet.pl' },
    notes:
      'custom_field1: Faktura na firmę – Kowalski Budownictwo – NIP 525-000-12-34\ncustom_field2: szkolenie BHP dla 12 osób',
  },
  {
    id: 'O11-es-partial-name',
    country: 'ES',
    body: {
      Ds_Order: '0001',
      nombre: 'María José García López',
      telefono: '612 345 678',
      udf1: 'reforma de baño',
      udf2: 'María José, casa de mis padres, Sevilla, 954 123 456',
    },
    person: { name: 'María José García López', phone: '+34612345678', email: null },
    notes: 'Ds_Order: 0001\nudf1: reforma de baño\nudf2: María José, casa de mis padres, Sevilla, 954 123 456',
  },
  {
    id: 'O13-ke-own-office',
    country: 'KE',
    body: {
      event: 'charge.completed',
      data: {
        customer: { name: 'Grace Wanjiku', email: 'grace.w@gmail.com', phone_number: '0722111222' },
        meta: { answer1: 'my office line, reception desk, 020 555 1234', answer2: 'office cleaning quote' },
      },
    },
    person: { name: 'Grace Wanjiku', phone: '+254722111222', email: 'grace.w@gmail.com' },
    notes: 'meta answer1: my office line, reception desk, 020 555 1234\nmeta answer2: office cleaning quote',
  },
  {
    id: 'O14-ru-dacha',
    country: 'RU',
    body: {
      object: {
        metadata: {
          customer_name: 'Игорь Петров',
          customer_phone: '+7 903 123-45-67',
          custom_field1: 'монтаж скважины',
          custom_field2: 'дача, ул. заречная, пос. снегири, 8 498 555-12-34',
        },
      },
    },
    person: { name: 'Игорь Петров', phone: '+79031234567', email: null },
    notes: 'custom_field1: монтаж скважины\ncustom_field2: дача, ул. заречная, пос. снегири, 8 498 555-12-34',
  },
  {
    id: 'O15-th-own-shop',
    country: 'TH',
    body: {
      invoiceNo: 'INV20240701',
      customerName: 'สมชาย ใจดี',
      customerPhone: '081-234-5678',
      userDefined1: 'เครื่อง POS 1 ชุด',
      userDefined2: 'ร้านก๋วยเตี๋ยวเจ๊ไฝ | ถนนเยาวราช | 02-222-3344',
    },
    person: { name: 'สมชาย ใจดี', phone: '+66812345678', email: null },
    notes: 'userDefined1: เครื่อง POS 1 ชุด\nuserDefined2: ร้านก๋วยเตี๋ยวเจ๊ไฝ | ถนนเยาวราช | 02-222-3344',
  },
  {
    id: 'P01-id-umroh',
    country: 'ID',
    body: {
      transaction_status: 'settlement',
      order_id: 'UMR-1',
      customer_details: {
        first_name: 'Siti',
        last_name: 'Rahma',
        phone: '0813-2222-3333',
        email: 'siti.rahma@gmail.com',
      },
      custom_field1: 'Paket Umroh Reguler, Keberangkatan Maret, Rp 32.500.000',
    },
    person: { name: 'Siti Rahma', phone: '+6281322223333', email: 'siti.rahma@gmail.com' },
    notes: 'custom_field1: Paket Umroh Reguler, Keberangkatan Maret, Rp 32.500.000',
  },
  {
    id: 'P02-vn-ielts',
    country: 'VN',
    body: {
      customer_name: 'Trần Văn Nam',
      customer_phone: '0903 123 456',
      udf1: 'Khóa học IELTS cấp tốc - ba tháng - 12.500.000đ',
    },
    person: { name: 'Trần Văn Nam', phone: '+84903123456', email: null },
    notes: 'udf1: Khóa học IELTS cấp tốc - ba tháng - 12.500.000đ',
  },
  {
    id: 'P03-co-gym',
    country: 'CO',
    body: {
      state_pol: '4',
      buyer_full_name: 'Andrés Pérez',
      phone: '315 222 3344',
      email_buyer: 'andres.perez@gmail.com',
      extra1: 'entrenamiento funcional',
      extra2: 'Plan anual gimnasio, sede norte, $ 1.890.000',
    },
    person: { name: 'Andrés Pérez', phone: '+573152223344', email: 'andres.perez@gmail.com' },
    notes: 'state_pol: 4\nextra1: entrenamiento funcional\nextra2: Plan anual gimnasio, sede norte, $ 1.890.000',
  },
  {
    id: 'P04-cl-diplomado',
    country: 'CL',
    body: {
      metadata: {
        nombre: 'Camila Rojas',
        telefono: '+56 9 8765 4321',
        email: 'camila.rojas@gmail.com',
        answer1: 'gestión de proyectos',
        answer2: 'Diplomado en gestión, modalidad online, $1.250.000',
      },
    },
    person: { name: 'Camila Rojas', phone: '+56987654321', email: 'camila.rojas@gmail.com' },
    notes: 'answer1: gestión de proyectos\nanswer2: Diplomado en gestión, modalidad online, $1.250.000',
  },
  {
    id: 'P05-py-quince',
    country: 'PY',
    body: {
      nombre: 'Fátima Benítez',
      celular: '0981 123456',
      udf1: 'Gs. 2.400.000 | paquete quinceañera, salón y catering',
    },
    person: { name: 'Fátima Benítez', phone: '+595981123456', email: null },
    notes: 'udf1: Gs. 2.400.000 | paquete quinceañera, salón y catering',
  },
  {
    id: 'P06-hu-balaton',
    country: 'HU',
    body: {
      PaymentId: 'b1',
      metadata: { nev: 'Kovács Anna', telefon: '+36 30 123 4567', extra1: 'HUF 1 250 000 | Balaton apartman, két éj' },
    },
    person: { name: 'Kovács Anna', phone: '+36301234567', email: null },
    notes: 'extra1: HUF 1 250 000 | Balaton apartman, két éj',
  },
  {
    id: 'P07-pl-timeslot',
    country: 'PL',
    body: {
      buyer: { firstName: 'Ewa', lastName: 'Nowak', phone: '+48 601 222 333', email: 'ewa.nowak@wp.pl' },
      custom_field1: 'trzy osoby i pies',
      custom_field2: 'Sesja rodzinna – sobota – 10.00-11.30',
    },
    person: { name: 'Ewa Nowak', phone: '+48601222333', email: 'ewa.nowak@wp.pl' },
    notes: 'custom_field1: trzy osoby i pies\ncustom_field2: Sesja rodzinna – sobota – 10.00-11.30',
  },
  {
    id: 'P08-de-probetraining',
    country: 'DE',
    body: {
      answers: {
        answer1: 'Lukas Becker',
        answer2: 'Probetraining, Dienstag, 18.30-19.45',
        answer3: 'lukas.becker@web.de',
      },
      phone: '0152 3456789',
    },
    person: { name: 'Lukas Becker', phone: '+491523456789', email: 'lukas.becker@web.de' },
    notes: 'answer2: Probetraining, Dienstag, 18.30-19.45',
  },
  {
    id: 'P09-cl-rut',
    country: 'CL',
    body: {
      payer: { first_name: 'Pedro', last_name: 'Lagos', email: 'pedro.lagos@gmail.com', phone: '+56 9 7654 3210' },
      metadata: {
        custom_field_1: 'mantención aire acondicionado',
        custom_field_3: 'Factura a nombre de Constructora Andes, RUT 76.543.210-5',
      },
    },
    person: { name: 'Pedro Lagos', phone: '+56976543210', email: 'pedro.lagos@gmail.com' },
    notes:
      'metadata custom_field_1: mantención aire acondicionado\nmetadata custom_field_3: Factura a nombre de Constructora Andes, RUT 76.543.210-5',
  },
  {
    id: 'P10-ar-tuition',
    country: 'AR',
    body: {
      payer: { first_name: 'Valentina', last_name: 'Sosa', email: 'vale.sosa@gmail.com', phone: '+54 9 11 2345-6789' },
      metadata: { extra1: 'Cuota anual colegio, segundo hijo, $ 1.450.000' },
    },
    person: { name: 'Valentina Sosa', phone: '+5491123456789', email: 'vale.sosa@gmail.com' },
    notes: 'metadata extra1: Cuota anual colegio, segundo hijo, $ 1.450.000',
  },
];

describe("Reader (review 64): guards from the attacker's pass over a business's card in a merchant's numbered slot (/work/attack64), each reading as at f88b3abe", () => {
  // A card in one value told by its parts in any script (a digit-free name at one end, a phone at the other, between bars,
  // dashes or commas) under a merchant's numbered slot (`Custom05`, `udf5`, `userDefined4`) was tried as someone else's and
  // taken back the same session: checkouts put the buyer's own words in the same slots, and the same parts are a message
  // naming a spouse's number in a script without capitals, a guardian's or a recipient's line, the person's own address,
  // shop or office with its line, a price in dotted thousands, a time range, a tax number. Each body reads as before it.
  itReadsAsBefore(ROWS);
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

describe("Reader (review 64): guards from two attackers' passes over a message's signature cut (/work/attack64sig, /work/attack64b), each reading as before it", () => {
  // A signature after a line `--` (RFC 3676's `-- `) was cut from the brief as the business's footer (set 77's helpdesk
  // ticket, its firm's name, street, line and mailbox below the person's words) and taken back the same session: first
  // where it held a number or a mailbox not the person's (/work/attack64sig: 33 worse, 16 better: a spouse's or an
  // office's number after a divider, budgets, order and policy numbers), then where every line was a card's
  // (/work/attack64b: 14 worse, 3 better: the person's own signature with their title, firm and office line, a daughter's
  // or a landlord's line, a customer number after a label). Their own words after a dash stay, as the rows below read.
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
  itReadsAsBefore(SIGNATURE_ROWS);
});

describe("Reader (review 64): an order's line holding the person's answers, named by id from the payments beside it", () => {
  // An association's ticketing order: each line (`items: [{id, name, type, user, customFields: [{name, type, answer}]}]`)
  // holds the registrant's answers, and the payments beside it name the line by its id (`payments: [{items: [{id,
  // shareAmount}]}]`). The lines were read as a form's list of questions (an id and a name), labelling the payments' shares
  // with the ticket's name, and the answers in them were the form's structure: out of the brief.
  readsTheBrief(
    [
      {
        what: 'the answers in the line, the payments’ shares out',
        country: 'FR',
        body: {
          data: {
            payer: { email: 'lea.martin@free.fr', firstName: 'Léa', lastName: 'Martin' },
            items: [
              {
                id: 5512,
                name: 'Stage poterie adulte',
                type: 'Registration',
                user: { firstName: 'Léa', lastName: 'Martin' },
                customFields: [
                  { name: 'Téléphone', type: 'Phone', answer: '06 11 22 33 44' },
                  { name: 'Avez-vous déjà tourné ?', type: 'YesNo', answer: 'Non, jamais' },
                  { name: 'Ce que vous aimeriez faire', type: 'TextInput', answer: 'un bol et une tasse' },
                ],
                amount: 9000,
                state: 'Processed',
              },
            ],
            payments: [{ id: 771, amount: 9000, items: [{ id: 5512, shareAmount: 9000 }], state: 'Authorized' }],
          },
          eventType: 'Order',
        },
        name: 'Léa Martin',
        phone: '+33611223344',
        email: 'lea.martin@free.fr',
        answers: ['Non, jamais', 'un bol et une tasse'],
        leaks: ['Stage poterie adulte: 9000'],
      },
    ],
    (what) => `reads ${what}`,
  );
});

describe("Reader (review 64): the person's name in the one line their number and address were read from", () => {
  // A payment gateway's free field the checkout fills with the buyer's contact as one line (`Dimas Prasetyo / 0812-… /
  // dimas…@yahoo.co.id`): the number and the address were read from it, the name beside them was not. The address must
  // spell a word of the name: without it, an attacker's pass (/work/attack64c) found 11 worse against 5 better (a place,
  // `San Diego / 619… / kbarnes@…`, a company, a gift's recipient beside the buyer's address).
  readsTheBrief(
    [
      {
        what: 'a name, a number and an address between slashes',
        country: 'ID',
        body: {
          transaction_status: 'settlement',
          order_id: 'KTR-2411-0042',
          custom_field1: 'Sekar Ayuningtyas / 0813-2290-4471 / sekar.ayu@gmail.com',
          custom_field2: 'Nasi box 50 porsi untuk arisan hari Sabtu',
        },
        name: 'Sekar Ayuningtyas',
        phone: '+6281322904471',
        email: 'sekar.ayu@gmail.com',
        answers: ['Nasi box 50 porsi'],
        leaks: [],
      },
      {
        what: 'a name, a number and an address between bars, the name’s marks aside',
        country: 'MX',
        body: {
          referencia: 'PED-5521',
          datos: 'Rocío Villalobos | 55 4321 8765 | rocio.villalobos@hotmail.com',
          pedido: 'Pastel de tres leches, 20 personas',
        },
        name: 'Rocío Villalobos',
        phone: '+525543218765',
        email: 'rocio.villalobos@hotmail.com',
        answers: ['Pastel de tres leches'],
        leaks: [],
      },
    ],
    (what) => `reads ${what}`,
  );
  // Words beside the name (a recipient's, a label) or a part that is no contact: no name read from the line.
  for (const [what, line] of [
    ['a recipient named with words', 'Kirim ke Ibu Sari / 0813-2290-4471 / sekar.ayu@gmail.com'],
    ['a line with a sentence in it', 'Sekar Ayuningtyas / 0813-2290-4471 / tolong antar sebelum jam 10'],
    ['a place beside an address not spelling it', 'Bandung Kota / 0813-2290-4471 / sekar.ayu@gmail.com'],
    ['a recipient beside the buyer’s address', 'Rina Kartika / 0813-2290-4471 / sekar.ayu@gmail.com'],
    ['a name and a number alone', 'Sekar Ayuningtyas / 0813-2290-4471'],
  ] as const)
    it(`reads no name from ${what}`, () => {
      expect(readInput({ custom_field1: line }, 'ID').name).to.equal(null);
    });
});

describe('Reader (review 64): a name the person signs their message off with', () => {
  // A WhatsApp relay gives the contact's display name cut to an initial (`Ivana K.`); the message ends with a closing and
  // the person's whole name (`Lp, Ivana Kovačić`). Only a name cut so is filled out: tried where no field gives a name,
  // an attacker's pass (/work/attack64c) found 28 worse against 14 better (the person's firm or department, a doctor or a
  // teacher thanked, a greeting in capitals, `LG Nano Cell`, an agent's or an auto-reply's sign-off).
  readsTheBrief(
    [
      {
        what: 'a display name cut to an initial, filled out by the sign-off',
        country: 'HR',
        body: {
          results: [
            {
              from: '385912223344',
              message: { type: 'TEXT', text: 'Dobar dan, trebam ponudu za klimu u dnevnom boravku. Lp, Marija Horvat' },
              contact: { name: 'Marija H.' },
            },
          ],
        },
        name: 'Marija Horvat',
        phone: '+385912223344',
        email: null,
        answers: ['ponudu za klimu'],
        leaks: [],
      },
    ],
    (what) => `reads ${what}`,
  );
  for (const [what, text] of [
    ['a closing followed by a business', 'Need a quote for gutters. Thanks, Gutter Pros Team'],
    ['a closing inside the message', 'Thanks, Mark said you could help. I need a new roof, 3 bedrooms.'],
    ['a sign-off where no field gives a name', 'Need a quote for gutters.\nRegards,\nNorthwind Traders'],
    ['a doctor thanked', 'Can I move my check-up to Friday? Thank you Dr Patel'],
  ] as const)
    it(`reads no name from ${what}`, () => {
      expect(readInput({ from: '+1 415 555 0142', text }, 'US').name).to.equal(null);
    });
});

describe("Reader (review 64): guards from an attacker's pass over three changes (/work/attack64b), each reading as at f88b3abe", () => {
  // At cec3945e: a signature of cards cut (taken back: the person's own title, firm and office line, a daughter's or a
  // landlord's line, a customer number); an object named by id holding any labelled item below it read as the person's
  // record (narrowed to an item under an answer's key: a question's labelled settings, `validation: [{name, value}]`,
  // options, help texts had made the survey's questions records, their chosen option lost); an item typed as a contact's
  // part read under its type (narrowed to the lead's own, `guest_name`, not `name`, `recipient_name`, `contact_name`: a
  // provider's or a venue's typed contact had become the lead's).
  itReadsAsBefore(ROWS_64B);
});

describe("Reader (review 64): guards from an attacker's pass over two name rules (/work/attack64c), each reading as at cec3945e", () => {
  // At 757e7336 a name after a closing at a message's end was read wherever no field gave one (28 worse, 14 better: the
  // person's firm or department, a doctor or a teacher thanked, a greeting in capitals, a product, an agent's or an
  // auto-reply's sign-off), and a name in a contact line of the person's number or address whatever it was (11 worse, 5
  // better: a city, a company, a cabin, a gift's recipient beside the buyer's address). Narrowed: the sign-off only fills
  // out a name cut to an initial, and the line's name needs the address in it spelling a word of it. These bodies read
  // as before the two rules.
  itReadsAsBefore(ROWS_64C);
});

describe("Reader (review 64): a stock unit's name is the variant the person ordered", () => {
  // A social-commerce order's lines (`sku: [{sku_name: "สีครีม,ไซส์ M,", product_name}]`): `sku_name` read as someone's
  // name (a name's key), so the colour and size the person chose were someone else's, out of the brief.
  readsTheBrief(
    [
      {
        what: 'the colour and the size chosen',
        country: 'TH',
        body: {
          bill: { customer_name: 'กมลวรรณ ใจงาม', customer_tel: '+66812345678', current_state: 'paid' },
          sku: [{ sku_id: '5528191', sku_name: 'สีกรม,ไซส์ L,', product_name: 'เสื้อเชิ้ตลินิน', sku_code: 'LNSH-NV-L' }],
        },
        name: 'กมลวรรณ ใจงาม',
        phone: '+66812345678',
        email: null,
        answers: ['สีกรม', 'ไซส์ L', 'เสื้อเชิ้ตลินิน'],
        leaks: ['LNSH-NV-L'],
      },
    ],
    (what) => `reads ${what}`,
  );
});

describe("Reader (review 64): guards from an attacker's pass over an address run over a full-width mark (/work/attack64d), each reading as at 390e1f81", () => {
  // An address read out of a text whose run before its `@` passes a full-width mark and a phone-shaped number (`太郎｜090-
  // 1234-5678｜taro.yamada@example.jp`, which the lead's schema takes whole as the lead's email) was skipped at 0a71657f
  // and 1595ef88, and taken back: where the number is no valid phone (`สมชาย｜081-234-567｜…`, a reference number, a
  // landline in brackets) the lead had no contact left and was refused; where a business's address followed, it became the
  // lead's. The junk address keeps the person's own address readable in it; cutting it at the mark is left for a later
  // session (review 62's shop inbox after `お問い合わせ：`).
  itReadsAsBefore(ROWS_64D);
});
