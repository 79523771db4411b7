import { expect } from 'chai';
import { itReadsAsBefore, readsTheBrief } from '../helpers/review-rows.ts';
import { readInput } from '../helpers/read-lead.ts';

// Session 63: classes found in held-out sets and attack passes, each on an invented body.

describe("Reader (review 63): a chat's sender known only by their account's id, their number", () => {
  // An omnichannel inbox's incoming message (`sender: {name, account_uniq_id}`): the WhatsApp account's id is the number
  // with its calling code and no `+`; nothing else names a phone or an email, so the lead was refused (422).
  readsTheBrief(
    [
      {
        what: 'an account id in the sender object reads as a mobile with the source country’s calling code',
        country: 'ID',
        body: {
          id: 'f3a1c9e2-7b4d-4e8a-9c21-5d6e7f8a9b0c',
          type: 'text',
          sender_type: 'Models::Contact',
          text: 'Selamat siang, mau tanya harga pagar besi untuk rumah 2 lantai di Depok. Panjang sekitar 12 meter.',
          status: 'created',
          room: {
            id: '9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d',
            name: 'Budi Santoso',
            channel: 'wa',
            channel_account: 'Bengkel Las Maju Jaya',
            account_uniq_id: '6281377788899',
          },
          sender: { name: 'Budi Santoso', avatar: null, account_uniq_id: '6285655512348' },
        },
        name: 'Budi Santoso',
        phone: '+6285655512348',
        email: null,
        answers: ['pagar besi untuk rumah 2 lantai di Depok', 'Panjang sekitar 12 meter'],
        leaks: ['6281377788899'],
      },
    ],
    (what) => `reads ${what}`,
  );

  it("reads no number from a tool's code in a sender's object that is no mobile of the source's country", () => {
    const body = {
      message: 'Is the blue sofa still available? I can pick it up on Saturday.',
      sender: {
        name: 'Dana Whitfield',
        email: 'dana.whitfield@gmail.com',
        ticket_id: '12025550123',
        barcode: '4006381333931',
      },
    };
    const input = readInput(body, 'US');
    expect(input.phone).to.equal(null);
    expect(input.email).to.equal('dana.whitfield@gmail.com');
  });
});

describe("Reader (review 63): a name after a name's label in a staff member's note of sentences", () => {
  // A call centre's call-details callback: the caller's number under `CallerID`, their name only in the agent's comment,
  // `label: value` parts closed by sentences' ends (`. `, a danda `।`), not by lines or bars.
  readsTheBrief(
    [
      {
        what: 'a name in a comment of parts closed by full stops',
        country: 'MX',
        body: {
          data: {
            CallerID: '5548213377',
            AgentName: 'Lucía Fernández',
            Disposition: 'Cita agendada',
            Comments:
              'Nombre del cliente: Mario Ruiz Herrera. Interés: paneles solares para casa de dos pisos. Recibo de luz: $2,800 bimestral. Visita: sábado 10 am.',
          },
        },
        name: 'Mario Ruiz Herrera',
        phone: '+525548213377',
        email: null,
        answers: ['paneles solares para casa de dos pisos', 'sábado 10 am'],
        leaks: ['Lucía Fernández'],
      },
      {
        what: 'a name in a comment of parts closed by dandas',
        country: 'IN',
        body: {
          CallerID: '09812345670',
          AgentName: 'Neha Kapoor',
          Skill: 'Hindi_Sales',
          Comments: 'ग्राहक का नाम: सुनील यादव। ज़रूरत: 3 kW सोलर पैनल। बिजली बिल: ₹3,200 महीना। साइट विज़िट: रविवार सुबह।',
        },
        name: 'सुनील यादव',
        phone: '+919812345670',
        email: null,
        answers: ['3 kW सोलर पैनल', 'रविवार सुबह'],
        leaks: ['Neha Kapoor'],
      },
    ],
    (what) => `reads ${what}`,
  );
});

describe("Reader (review 63): the person's number in a short labelled value or in a list of texts, when nothing else gives one", () => {
  // A payment gateway's result whose merchant fields carry the sign-up (`報名：陳怡君 0912-345-678`), and a phone system's
  // call summary whose sentences sit in a list: no field, label or shape gives a phone or an email, so both were refused.
  readsTheBrief(
    [
      {
        what: 'a mobile beside a name in a merchant field, not the shop’s line in another',
        country: 'TW',
        body: {
          MerchantID: '3001188',
          MerchantTradeNo: 'KL20241002101500',
          RtnCode: '1',
          TradeAmt: '980',
          PaymentDate: '2024/10/02 10:16:40',
          CustomField1: '報名：陳怡君 0912-345-678',
          CustomField2: '花藝體驗課 週六 10/12 下午',
          CustomField3: '山林花房｜台中市西區公益路101號｜04-2301-5566',
        },
        name: null,
        phone: '+886912345678',
        email: null,
        answers: ['花藝體驗課 週六 10/12 下午'],
        leaks: [],
      },
      {
        what: 'a callback number in a call summary’s list of sentences',
        country: 'US',
        body: {
          type: 'call.summary.completed',
          data: {
            callId: 'CLx81Kq2',
            summary: [
              'The caller asked about replacing a cracked windshield on a 2019 Subaru Outback.',
              'Insurance is through Geico; he wants a mobile install at his office.',
              'Callback number is 303-555-0186, any time after 2pm.',
            ],
            status: 'completed',
          },
        },
        name: null,
        phone: '+13035550186',
        email: null,
        answers: ['cracked windshield', 'any time after 2pm'],
        leaks: ['CLx81Kq2'],
      },
    ],
    (what) => `reads ${what}`,
  );

  it("gives no lead a shop's landline from its card when the person's number is nowhere", () => {
    const body = {
      MerchantID: '3001188',
      RtnCode: '1',
      CustomField1: '陳怡君',
      CustomField3: '山林花房｜台中市西區公益路101號｜04-2301-5566',
    };
    expect(() => readInput(body, 'TW')).to.throw(/phone or an email is required/);
  });
});

describe('Reader (review 63): a numbered contact key (`ordererContact1`)', () => {
  readsTheBrief(
    [
      {
        what: 'the number under a contact key with a field’s number after it',
        country: 'KR',
        body: {
          eventType: 'CREATE_ORDER',
          order: {
            orderNo: '202410021015300011',
            ordererName: '한지민',
            ordererContact1: '010-3342-7781',
            ordererContact2: '',
            ordererEmail: 'jimin.han@naver.com',
            orderMemo: '문 앞에 두지 말고 경비실에 맡겨주세요',
          },
        },
        name: '한지민',
        phone: '+821033427781',
        email: 'jimin.han@naver.com',
        answers: ['경비실에 맡겨주세요'],
        leaks: ['010-3342-7781'],
      },
    ],
    (what) => `reads ${what}`,
  );
});

describe("Reader (review 63): a message typed by its text's key, beside its chat's number", () => {
  // A messaging inbox's webhook (`{type: "text", text, chatId: "7701…"}`): the type names the value's key, and the item was
  // read as that one value, the chat's number beside it dropped; the agent's turn giving the business's line was the phone.
  readsTheBrief(
    [
      {
        what: 'the chat’s number, not the line an agent gives in a turn',
        country: 'KZ',
        body: {
          messages: [
            {
              messageId: 'a1b2c3',
              chatType: 'whatsapp',
              chatId: '77071234567',
              type: 'text',
              isEcho: false,
              status: 'inbound',
              contact: { name: 'Дина' },
              text: 'Здравствуйте! Сколько стоит чистка зубов с ультразвуком? Можно на эту субботу?',
            },
            {
              messageId: 'd4e5f6',
              chatType: 'whatsapp',
              chatId: '77071234567',
              type: 'text',
              isEcho: true,
              status: 'sent',
              authorName: 'Администратор Алия',
              text: 'Добрый день! 15 000 тг. Суббота 11:00 свободна. Наш адрес: ул. Сатпаева 30, тел. +7 727 250 1122.',
            },
          ],
        },
        name: 'Дина',
        phone: '+77071234567',
        email: null,
        answers: ['чистка зубов с ультразвуком'],
        leaks: ['+7 727 250 1122'],
      },
    ],
    (what) => `reads ${what}`,
  );
});

describe("Reader (review 63): guards from the attacker's pass over this session's first tries (/work/attack63), each reading as at 42c693e7", () => {
  // Tried first and narrowed the same session: an id in a sender's object read as a mobile anywhere (it beat the number
  // the person wrote, and made the sender's object someone else's: now the very last look only); a name after any name's
  // label in a sentence (an adviser's, a technician's, a recipient's, a cut abbreviation: now a label naming the person's
  // party, two words or more); a turn a name was read out of kept whole (an agent reading the person's email back: taken
  // back); a WhatsApp id without Brazil's ninth digit read as a national number (now ten digits or fewer only).
  itReadsAsBefore([
    {
      id: 'c1-shop-inbox-id',
      country: 'ID',
      body: {
        topic: 'conversations/message_created',
        shop: 'batik-sekar.myshopify.com',
        message: {
          body: 'Kak, batik tulis motif parang ukuran L masih ada? WA saya 0813-2233-4455 ya',
          sender: { id: 6281934567212, type: 'customer', name: 'Rini Wulandari', email: 'rini.wulan@gmail.com' },
          created_at: '2026-12-07T09:12:44+07:00',
        },
      },
      person: { name: 'Rini Wulandari', phone: '+6281322334455', email: 'rini.wulan@gmail.com' },
      notes: 'body: Kak, batik tulis motif parang ukuran L masih ada? WA saya 0813-2233-4455 ya',
    },
    {
      id: 'c1-ng-author-id',
      country: 'NG',
      body: {
        event: 'conversation.message',
        conversation_id: 'c_5521',
        author: { id: '2348031234567', name: 'Chinedu Okafor', type: 'customer' },
        body: 'Good evening, I want to book an inspection of the Lekki duplex this weekend. My number is 0805 123 4567.',
      },
      person: { name: 'Chinedu Okafor', phone: '+2348051234567', email: null },
      notes:
        'body: Good evening, I want to book an inspection of the Lekki duplex this weekend. My number is 0805 123 4567.',
    },
    {
      id: 'c1-br-remetente-id',
      country: 'BR',
      body: {
        topic: 'messages',
        resource: {
          remetente: { id: '5511987650001', nome: 'Fernanda Lima' },
          texto: 'Boa tarde! Vi o anúncio do apartamento em Moema. Meu WhatsApp é (11) 97777-1234.',
          canal: 'site',
        },
      },
      person: { name: 'Fernanda Lima', phone: '+5511977771234', email: null },
      notes: 'texto: Boa tarde! Vi o anúncio do apartamento em Moema. Meu WhatsApp é (11) 97777-1234.\ncanal: site',
    },
    {
      id: 'c1-in-from-user-id',
      country: 'IN',
      body: {
        from: { name: 'Rahul Verma', user_id: '919900112233', email: 'rahul.verma@gmail.com' },
        subject: 'Home loan enquiry',
        message: 'Need a home loan for a flat in Pune, approx 60 L. Call me on 98220 33445.',
      },
      person: { name: 'Rahul Verma', phone: '+919822033445', email: 'rahul.verma@gmail.com' },
      notes:
        'subject: Home loan enquiry\nmessage: Need a home loan for a flat in Pune, approx 60 L. Call me on 98220 33445.',
    },
    {
      id: 'c1-vn-sender-id',
      country: 'VN',
      body: {
        page: 'Căn hộ Sài Gòn Xanh',
        sender: { id: '84912345678', name: 'Nguyễn Văn An' },
        message: 'Chào shop, mình muốn hỏi giá căn hộ 2 phòng ngủ. SĐT của mình: 0903 456 789.',
      },
      person: { name: 'Nguyễn Văn An', phone: '+84903456789', email: null },
      notes:
        'page: Căn hộ Sài Gòn Xanh\nmessage: Chào shop, mình muốn hỏi giá căn hộ 2 phòng ngủ. SĐT của mình: 0903 456 789.',
    },
    {
      id: 'c1-ke-customer-id',
      country: 'KE',
      body: {
        sender: { name: 'Wanjiku Mwangi', customer_id: '254712345678' },
        channel: 'web',
        message: 'Habari, nataka bei ya tank la maji lita 5000. Nipigie 0733 445566.',
      },
      person: { name: 'Wanjiku Mwangi', phone: '+254733445566', email: null },
      notes: 'channel: web\nmessage: Habari, nataka bei ya tank la maji lita 5000. Nipigie 0733 445566.',
    },
    {
      id: 'c1-ph-external-id',
      country: 'PH',
      body: {
        sender: { name: 'Maria Santos', external_id: '639171234567' },
        source: 'website_chat',
        message: 'Hi po, pa-quote po ng aircon cleaning for 2 units. Contact me at 0928 555 1234.',
      },
      person: { name: 'Maria Santos', phone: '+639285551234', email: null },
      notes:
        'message: Hi po, pa-quote po ng aircon cleaning for 2 units. Contact me at 0928 555 1234.\nsource: website_chat',
    },
    {
      id: 'c1-th-sender-id',
      country: 'TH',
      body: {
        sender: { display_name: 'Nok Siriporn', id: '66812345678' },
        platform: 'web',
        text: 'สวัสดีค่ะ สนใจคอนโดใกล้ BTS อ่อนนุช โทร 089-123-4567 ค่ะ',
      },
      person: { name: 'Nok Siriporn', phone: '+66891234567', email: null },
      notes: 'platform: web\ntext: สวัสดีค่ะ สนใจคอนโดใกล้ BTS อ่อนนุช โทร 089-123-4567 ค่ะ',
    },
    {
      id: 'c1-id-external-and-contact',
      country: 'ID',
      body: {
        sender: { name: 'Budi Santoso', external_id: '6281398765432' },
        contact: { phone: '+6285711122233' },
        text: 'Mau tanya harga pagar besi untuk rumah 2 lantai',
      },
      person: { name: 'Budi Santoso', phone: '+6285711122233', email: null },
      notes: 'text: Mau tanya harga pagar besi untuk rumah 2 lantai',
    },
    {
      id: 'c1-ae-review-author',
      country: 'AE',
      body: {
        event: 'review.created',
        platform: 'property-portal',
        author: { id: '971501234567', name: 'Fatima Al Mansoori', email: 'fatima.m@outlook.com' },
        listing: 'Marina Gate 2BR',
        text: 'Please send me the floor plan and the service charge for the 2BR. I prefer email.',
      },
      person: { name: 'Fatima Al Mansoori', phone: null, email: 'fatima.m@outlook.com' },
      notes:
        'listing: Marina Gate 2BR\ntext: Please send me the floor plan and the service charge for the 2BR. I prefer email.',
    },
    {
      id: 'c1-sa-author-ar',
      country: 'SA',
      body: {
        type: 'comment',
        author: { id: '966512345678', name: 'عبدالله القحطاني', email: 'abdullah.q@gmail.com' },
        post: 'فيلا للبيع في حي النرجس',
        text: 'السلام عليكم، كم السعر النهائي؟ أرجو التواصل عبر البريد فقط.',
      },
      person: { name: 'عبدالله القحطاني', phone: null, email: 'abdullah.q@gmail.com' },
      notes: 'post: فيلا للبيع في حي النرجس\ntext: السلام عليكم، كم السعر النهائي؟ أرجو التواصل عبر البريد فقط.',
    },
    {
      id: 'c1-tr-from-id',
      country: 'TR',
      body: {
        from: { id: '905321234567', name: 'Elif Yılmaz', email: 'elif.yilmaz@hotmail.com' },
        form: 'Teklif Al',
        message: 'Merhaba, 3+1 daire için boya badana fiyatı alabilir miyim? Telefonum 0533 987 65 43.',
      },
      person: { name: 'Elif Yılmaz', phone: '+905339876543', email: 'elif.yilmaz@hotmail.com' },
      notes:
        'form: Teklif Al\nmessage: Merhaba, 3+1 daire için boya badana fiyatı alabilir miyim? Telefonum 0533 987 65 43.',
    },
    {
      id: 'c1-pk-member-id',
      country: 'PK',
      body: {
        sender: { member_id: '923001234567', name: 'Ayesha Khan' },
        email: 'ayesha.khan@gmail.com',
        message: 'Assalam o alaikum, I want admission details for O-levels. Please email me the fee structure.',
      },
      person: { name: 'Ayesha Khan', phone: null, email: 'ayesha.khan@gmail.com' },
      notes: 'message: Assalam o alaikum, I want admission details for O-levels. Please email me the fee structure.',
    },
    {
      id: 'c1-eg-uid',
      country: 'EG',
      body: {
        sender: { uid: '201012345678', name: 'Mohamed Adel' },
        reply_to: 'mohamed.adel@yahoo.com',
        message: 'عايز أعرف سعر الشقة في التجمع الخامس، وابعتلي على الإيميل.',
      },
      person: { name: 'Mohamed Adel', phone: null, email: 'mohamed.adel@yahoo.com' },
      notes: 'message: عايز أعرف سعر الشقة في التجمع الخامس، وابعتلي على الإيميل.',
    },
    {
      id: 'c1-za-from-record',
      country: 'ZA',
      body: {
        from: { record_id: '27821234567', name: 'Thabo Nkosi' },
        contact_number: '072 555 0199',
        message: 'Hi, I need a quote for solar geysers for a 3-bedroom house in Midrand.',
      },
      person: { name: 'Thabo Nkosi', phone: '+27725550199', email: null },
      notes: 'message: Hi, I need a quote for solar geysers for a 3-bedroom house in Midrand.',
    },
    {
      id: 'c1-br-no-name-id',
      country: 'BR',
      body: {
        from: { id: '5521998877001', email: 'paulo.r@gmail.com' },
        subject: 'Orçamento de energia solar',
        text: 'Olá, gostaria de um orçamento para energia solar numa casa em Niterói. Conta de luz R$ 600.',
      },
      person: { name: null, phone: null, email: 'paulo.r@gmail.com' },
      notes:
        'subject: Orçamento de energia solar\ntext: Olá, gostaria de um orçamento para energia solar numa casa em Niterói. Conta de luz R$ 600.',
    },
    {
      id: 'c2-my-mohd',
      country: 'MY',
      body: {
        from: '60123456789',
        message: 'Assalamualaikum. Nama: Mohd. Rizal bin Abd. Rahman. Nak tanya pasal rumah teres di Shah Alam.',
      },
      person: { name: null, phone: '+60123456789', email: null },
      notes: 'message: Assalamualaikum. Nama: Mohd. Rizal bin Abd. Rahman. Nak tanya pasal rumah teres di Shah Alam.',
    },
    {
      id: 'c2-us-dr',
      country: 'US',
      body: {
        phone: '4155550132',
        message: 'Hi, need a quote for a kitchen remodel. Name: Dr. Patel. Best time after 6pm.',
      },
      person: { name: null, phone: '+14155550132', email: null },
      notes: 'message: Hi, need a quote for a kitchen remodel. Name: Dr. Patel. Best time after 6pm.',
    },
    {
      id: 'c2-in-hi-advisor',
      country: 'IN',
      body: {
        CallerID: '09812345670',
        AgentName: 'Rahul Verma',
        Comments: 'सलाहकार का नाम: राहुल वर्मा। ज़रूरत: 3 kW सोलर पैनल। साइट विज़िट: रविवार सुबह।',
      },
      person: { name: null, phone: '+919812345670', email: null },
      notes: 'Comments: सलाहकार का नाम: राहुल वर्मा। ज़रूरत: 3 kW सोलर पैनल। साइट विज़िट: रविवार सुबह।',
    },
    {
      id: 'c2-in-ta-agent',
      country: 'IN',
      body: {
        caller_number: '09812345670',
        agent: 'Karthik',
        comments: 'முகவர் பெயர்: கார்த்திக் ராஜா. வாடிக்கையாளர் 2 BHK வீடு கேட்கிறார். பட்ஜெட் 60 லட்சம்.',
      },
      person: { name: null, phone: '+919812345670', email: null },
      notes: 'comments: முகவர் பெயர்: கார்த்திக் ராஜா. வாடிக்கையாளர் 2 BHK வீடு கேட்கிறார். பட்ஜெட் 60 லட்சம்.',
    },
    {
      id: 'c2-id-sales',
      country: 'ID',
      body: {
        phone: '081234567890',
        catatan: 'Nama sales: Rudi Hartono. Customer minta brosur rumah tipe 45. Follow up Senin.',
      },
      person: { name: null, phone: '+6281234567890', email: null },
      notes: 'catatan: Nama sales: Rudi Hartono. Customer minta brosur rumah tipe 45. Follow up Senin.',
    },
    {
      id: 'c2-br-corretor',
      country: 'BR',
      body: {
        telefone: '11987654321',
        observacao: 'Nome do corretor: Paulo Mendes. Cliente quer visitar o apartamento no sábado.',
      },
      person: { name: null, phone: '+5511987654321', email: null },
      notes: 'observacao: Nome do corretor: Paulo Mendes. Cliente quer visitar o apartamento no sábado.',
    },
    {
      id: 'c2-cn-advisor',
      country: 'CN',
      body: { mobile: '13812345678', remark: '客户想了解三室两厅的户型，周六上午到店。顾问姓名：王磊。' },
      person: { name: null, phone: '+8613812345678', email: null },
      notes: 'remark: 客户想了解三室两厅的户型，周六上午到店。顾问姓名：王磊。',
    },
    {
      id: 'c2-us-emerg',
      country: 'US',
      body: {
        phone: '4155550132',
        comments: 'Customer called about the leaking faucet. Emerg. contact name: Mary Jones. Call after 5pm.',
      },
      person: { name: null, phone: '+14155550132', email: null },
      notes: 'comments: Customer called about the leaking faucet. Emerg. contact name: Mary Jones. Call after 5pm.',
    },
    {
      id: 'c2-us-transfer',
      country: 'US',
      body: {
        phone: '4155550132',
        comments: 'Transferred from front desk. Name: Priya Shah. She will handle the estimate for the caller.',
      },
      person: { name: null, phone: '+14155550132', email: null },
      notes: 'comments: Transferred from front desk. Name: Priya Shah. She will handle the estimate for the caller.',
    },
    {
      id: 'c2-th-staff',
      country: 'TH',
      body: { phone: '0812345678', note: 'ชื่อพนักงาน: สมชาย ใจดี. ลูกค้าสนใจคอนโด 1 ห้องนอน. นัดดูห้องวันเสาร์.' },
      person: { name: null, phone: '+66812345678', email: null },
      notes: 'note: ชื่อพนักงาน: สมชาย ใจดี. ลูกค้าสนใจคอนโด 1 ห้องนอน. นัดดูห้องวันเสาร์.',
    },
    {
      id: 'c2-gb-driver',
      country: 'GB',
      body: {
        phone: '07700900461',
        description: 'Collected by courier. Driver name: Tom Baker. Customer wants a quote for a full valet too.',
      },
      person: { name: null, phone: '+447700900461', email: null },
      notes: 'description: Collected by courier. Driver name: Tom Baker. Customer wants a quote for a full valet too.',
    },
    {
      id: 'c2-es-tecnico',
      country: 'ES',
      body: {
        telefono: '612345678',
        comentarios:
          'Llamada entrante. Nombre del técnico: Jorge Molina. El cliente quiere revisión de la caldera el martes.',
      },
      person: { name: null, phone: '+34612345678', email: null },
      notes:
        'comentarios: Llamada entrante. Nombre del técnico: Jorge Molina. El cliente quiere revisión de la caldera el martes.',
    },
    {
      id: 'c2-de-techniker',
      country: 'DE',
      body: {
        telefon: '015112345678',
        bemerkung: 'Rückruf erbeten. Name des Technikers: Jan Schulz. Kunde möchte Angebot für Wärmepumpe.',
      },
      person: { name: null, phone: '+4915112345678', email: null },
      notes: 'bemerkung: Rückruf erbeten. Name des Technikers: Jan Schulz. Kunde möchte Angebot für Wärmepumpe.',
    },
    {
      id: 'c2-id-penerima',
      country: 'ID',
      body: {
        no_hp: '081234567890',
        pesan:
          'Halo kak, mau pesan parcel lebaran buat ibu saya. Nama penerima: Siti Aminah. Alamat: Jl. Melati No. 5, Bekasi.',
      },
      person: { name: null, phone: '+6281234567890', email: null },
      notes:
        'pesan: Halo kak, mau pesan parcel lebaran buat ibu saya. Nama penerima: Siti Aminah. Alamat: Jl. Melati No. 5, Bekasi.',
    },
    {
      id: 'c2-id-ibu-kandung',
      country: 'ID',
      body: {
        no_hp: '081234567890',
        pesan: 'Mau daftar KPR. Nama ibu kandung: Suryani Wijaya. Penghasilan 8 juta per bulan.',
      },
      person: { name: null, phone: '+6281234567890', email: null },
      notes: 'pesan: Mau daftar KPR. Nama ibu kandung: Suryani Wijaya. Penghasilan 8 juta per bulan.',
    },
    {
      id: 'c2-mx-titular',
      country: 'MX',
      body: {
        telefono: '5548213377',
        comentarios: 'Cliente interesado en crédito PyME. Nombre del titular: Grupo Ferretero Ruiz. Cita el lunes.',
      },
      person: { name: null, phone: '+525548213377', email: null },
      notes:
        'comentarios: Cliente interesado en crédito PyME. Nombre del titular: Grupo Ferretero Ruiz. Cita el lunes.',
    },
    {
      id: 'c2-id-perumahan',
      country: 'ID',
      body: {
        phone: '081377788899',
        keterangan: 'Tanya unit tipe 36. Nama perumahan: Griya Asri Residence. Minta info DP dan cicilan.',
      },
      person: { name: null, phone: '+6281377788899', email: null },
      notes: 'keterangan: Tanya unit tipe 36. Nama perumahan: Griya Asri Residence. Minta info DP dan cicilan.',
    },
    {
      id: 'c2-br-condominio',
      country: 'BR',
      body: {
        telefone: '21998765432',
        mensagem: 'Tenho interesse na cobertura. Nome do condomínio: Jardim Europa. Aceita permuta?',
      },
      person: { name: null, phone: '+5521998765432', email: null },
      notes: 'mensagem: Tenho interesse na cobertura. Nome do condomínio: Jardim Europa. Aceita permuta?',
    },
    {
      id: 'c2-in-hi-project',
      country: 'IN',
      body: { mobile: '9876543210', remarks: 'प्रोजेक्ट का नाम: Godrej Woods. ग्राहक 3 BHK देखना चाहते हैं। बजट 2 करोड़।' },
      person: { name: null, phone: '+919876543210', email: null },
      notes: 'remarks: प्रोजेक्ट का नाम: Godrej Woods. ग्राहक 3 BHK देखना चाहते हैं। बजट 2 करोड़।',
    },
    {
      id: 'c2-us-colleague-signed',
      country: 'US',
      body: {
        email: 'jenny.lau@lauarch.com',
        message:
          'Hello, our facilities manager asked me to reach out. Name: Tom Baker. He handles all vendor contracts here. Could you send a quote for monthly office cleaning? Thanks, Jenny',
      },
      person: { name: null, phone: null, email: 'jenny.lau@lauarch.com' },
      notes:
        'message: Hello, our facilities manager asked me to reach out. Name: Tom Baker. He handles all vendor contracts here. Could you send a quote for monthly office cleaning? Thanks, Jenny',
    },
    {
      id: 'c2-pt-tecnico',
      country: 'PT',
      body: {
        telemovel: '912345678',
        notas: 'Visita agendada. Nome do técnico: Rui Carvalho. Cliente quer orçamento para ar condicionado.',
      },
      person: { name: null, phone: '+351912345678', email: null },
      notes: 'notas: Visita agendada. Nome do técnico: Rui Carvalho. Cliente quer orçamento para ar condicionado.',
    },
    {
      id: 'c2-vi-bot',
      country: 'VN',
      body: {
        phone: '0903456789',
        transcript_summary: 'Tên: Trợ Lý Ảo. Khách hỏi giá căn hộ 2 phòng ngủ ở Quận 7. Hẹn xem nhà chủ nhật.',
      },
      person: { name: null, phone: '+84903456789', email: null },
      notes: 'transcript_summary: Tên: Trợ Lý Ảo. Khách hỏi giá căn hộ 2 phòng ngủ ở Quận 7. Hẹn xem nhà chủ nhật.',
    },
    {
      id: 'c3-us-outbound-email',
      country: 'US',
      body: {
        thread: [
          {
            direction: 'outbound',
            body: 'Hi, this is Kevin from Lakeview Apartments. Confirming your email maria.g@gmail.com for the application link. Our leasing office closes at 6.',
          },
          { direction: 'inbound', body: "Yes that's me. Is the 2BR still available?" },
          { direction: 'outbound', body: 'Yes! Tours Saturday 10-2.' },
        ],
      },
      person: { name: null, phone: null, email: 'maria.g@gmail.com' },
      notes: "thread body: Yes that's me. Is the 2BR still available?",
    },
    {
      id: 'c3-us-bot-email',
      country: 'US',
      body: {
        messages: [
          {
            sender: { type: 'bot' },
            text: "Thanks! I've got your email as maria.g@gmail.com. An agent will follow up. Our hours are 9-5 Mon-Fri.",
          },
          { sender: { type: 'contact' }, text: "ok thanks, I'm looking for a 2BR near downtown" },
        ],
      },
      person: { name: null, phone: null, email: 'maria.g@gmail.com' },
      notes: "messages: ok thanks, I'm looking for a 2BR near downtown",
    },
    {
      id: 'c3-es-outbound-phone',
      country: 'ES',
      body: {
        conversacion: [
          {
            direction: 'outbound',
            texto:
              'Hola, soy Marta de Clínica Dental Sonrisa. Te llamamos al 612 345 678 para confirmar la cita. Tenemos promoción de blanqueamiento al 20%.',
          },
          { direction: 'inbound', texto: 'Vale, perfecto. ¿La limpieza cuánto cuesta?' },
          { direction: 'outbound', texto: 'La limpieza son 45 €.' },
        ],
      },
      person: { name: null, phone: '+34612345678', email: null },
      notes: 'conversacion texto: Vale, perfecto. ¿La limpieza cuánto cuesta?',
    },
    {
      id: 'c3-br-outbound-email',
      country: 'BR',
      body: {
        mensagens: [
          {
            direction: 'outbound',
            texto:
              'Oi! Aqui é a Camila da Imobiliária Horizonte. Enviei o contrato para joao.pereira@gmail.com. Nosso plantão é até as 18h.',
          },
          { direction: 'inbound', texto: 'Recebi sim. Posso visitar o apartamento da Vila Mariana amanhã?' },
        ],
      },
      person: { name: null, phone: null, email: 'joao.pereira@gmail.com' },
      notes: 'mensagens texto: Recebi sim. Posso visitar o apartamento da Vila Mariana amanhã?',
    },
    {
      id: 'c3-id-bot-confirm',
      country: 'ID',
      body: {
        messages: [
          {
            sender: { type: 'bot' },
            text: 'Terima kasih! Data Anda: Nama: Dewi Anggraini. Email: dewi.angg@gmail.com. Promo cicilan 0% berlaku sampai akhir bulan.',
          },
          { sender: { type: 'contact' }, text: 'Saya mau tanya motor matic yang paling irit apa ya?' },
        ],
      },
      person: { name: null, phone: null, email: 'dewi.angg@gmail.com' },
      notes: 'messages: Saya mau tanya motor matic yang paling irit apa ya?',
    },
    {
      id: 'c3-de-bot-name',
      country: 'DE',
      body: {
        verlauf: [
          {
            direction: 'outbound',
            text: 'Guten Tag, hier ist Ihr Berater Herr Krüger von Solar Nord. Ihre E-Mail: jonas.becker@web.de. Unser Angebot gilt bis Freitag.',
          },
          { direction: 'inbound', text: 'Danke. Ich interessiere mich für eine 10 kWp Anlage mit Speicher.' },
        ],
      },
      person: { name: 'Ihr Berater Herr', phone: null, email: 'jonas.becker@web.de' },
      notes: 'verlauf: Danke. Ich interessiere mich für eine 10 kWp Anlage mit Speicher.',
    },
    {
      id: 'c3-fr-bot-summary',
      country: 'FR',
      body: {
        messages: [
          {
            sender: { type: 'bot' },
            text: 'Merci ! Votre e-mail : claire.martin@orange.fr. Un conseiller vous rappellera sous 48 h. Offre : -15 % sur la pose jusqu’au 31/12.',
          },
          { sender: { type: 'contact' }, text: 'Je voudrais un devis pour des fenêtres PVC, 6 fenêtres.' },
        ],
      },
      person: { name: null, phone: null, email: 'claire.martin@orange.fr' },
      notes: 'messages: Je voudrais un devis pour des fenêtres PVC, 6 fenêtres.',
    },
    {
      id: 'c3-ja-outbound',
      country: 'JP',
      body: {
        thread: [
          {
            direction: 'outbound',
            body: '担当の佐藤です。資料を yuki.tanaka@docomo.ne.jp にお送りしました。今月末までキャンペーン中です。',
          },
          { direction: 'inbound', body: 'ありがとうございます。3LDKの物件を探しています。' },
        ],
      },
      person: { name: null, phone: null, email: 'yuki.tanaka@docomo.ne.jp' },
      notes: 'thread body: ありがとうございます。3LDKの物件を探しています。',
    },
    {
      id: 'c4-de-wa-br-no9',
      country: 'DE',
      body: {
        object: 'whatsapp_business_account',
        entry: [
          {
            id: '104522198833',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: { display_phone_number: '4930901820', phone_number_id: '112233445566778' },
                  contacts: [{ profile: { name: 'Juliana Costa' }, wa_id: '551187654321' }],
                  messages: [
                    {
                      from: '551187654321',
                      id: 'wamid.HBgM',
                      timestamp: '1733561234',
                      type: 'text',
                      text: {
                        body: 'Olá! Vocês fazem mudanças de Berlim para São Paulo? Tenho um apartamento de 2 quartos.',
                      },
                    },
                  ],
                },
              },
            ],
          },
        ],
      },
      person: { name: 'Juliana Costa', phone: '+551187654321', email: null },
      notes: 'messages: Olá! Vocês fazem mudanças de Berlim para São Paulo? Tenho um apartamento de 2 quartos.',
    },
    {
      id: 'c4-at-wati-br',
      country: 'AT',
      body: {
        id: '6757a1b3',
        created: '2026-12-07T10:15:02Z',
        waId: '553187654321',
        senderName: 'Luana Ribeiro',
        text: 'Olá, vocês têm vaga no chalé para 6 pessoas na semana do carnaval?',
        type: 'text',
        eventType: 'message',
      },
      person: { name: 'Luana Ribeiro', phone: '+553187654321', email: null },
      notes: 'text: Olá, vocês têm vaga no chalé para 6 pessoas na semana do carnaval?',
    },
    {
      id: 'c4-de-wati-br',
      country: 'DE',
      body: {
        id: '6757a1b2',
        created: '2026-12-07T10:11:12Z',
        waId: '556184321234',
        senderName: 'Bruno Teixeira',
        text: 'Oi, vocês enviam peças para o Brasil? Preciso de um filtro para BMW X1.',
        type: 'text',
        eventType: 'message',
      },
      person: { name: 'Bruno Teixeira', phone: '+556184321234', email: null },
      notes: 'text: Oi, vocês enviam peças para o Brasil? Preciso de um filtro para BMW X1.',
    },
    {
      id: 'c4-at-wa-br-no9',
      country: 'AT',
      body: {
        contacts: [{ profile: { name: 'Rafael Almeida' }, wa_id: '554799123456' }],
        messages: [
          {
            from: '554799123456',
            type: 'text',
            text: { body: 'Bom dia, quero reservar o chalé para 4 pessoas em fevereiro.' },
          },
        ],
      },
      person: { name: 'Rafael Almeida', phone: '+554799123456', email: null },
      notes: 'messages: Bom dia, quero reservar o chalé para 4 pessoas em fevereiro.',
    },
    {
      id: 'c2-ua-manager',
      country: 'UA',
      body: {
        phone: '+380 67 123 4567',
        comment: "Дзвінок з сайту. Ім'я менеджера: Олена Коваль. Клієнт хоче кредит на авто до 500 тис. грн.",
      },
      person: { name: null, phone: '+380671234567', email: null },
      notes: "comment: Дзвінок з сайту. Ім'я менеджера: Олена Коваль. Клієнт хоче кредит на авто до 500 тис. грн.",
    },
    {
      id: 'c2-in-nominee',
      country: 'IN',
      body: {
        mobile: '9812312345',
        remarks: 'Term plan enquiry. Nominee name: Sunita Sharma. Wants cover of 1 Cr for 30 years.',
      },
      person: { name: null, phone: '+919812312345', email: null },
      notes: 'remarks: Term plan enquiry. Nominee name: Sunita Sharma. Wants cover of 1 Cr for 30 years.',
    },
    {
      id: 'c2-mx-referido',
      country: 'MX',
      body: {
        telefono: '8187654321',
        comentarios: 'Viene referido. Nombre de quien refiere: Jorge Treviño. Quiere cotizar una alberca de 6x3.',
      },
      person: { name: null, phone: '+528187654321', email: null },
      notes: 'comentarios: Viene referido. Nombre de quien refiere: Jorge Treviño. Quiere cotizar una alberca de 6x3.',
    },
    {
      id: 'c2-id-cs',
      country: 'ID',
      body: {
        no_wa: '081299988877',
        ringkasan: 'Chat ditangani. Nama CS: Putri Ayu. Pelanggan tanya ongkir sofa ke Makassar.',
      },
      person: { name: null, phone: '+6281299988877', email: null },
      notes: 'ringkasan: Chat ditangani. Nama CS: Putri Ayu. Pelanggan tanya ongkir sofa ke Makassar.',
    },
    {
      id: 'c2-th-recipient',
      country: 'TH',
      body: { phone: '0891234567', message: 'สั่งกระเช้าของขวัญให้คุณแม่ค่ะ. ชื่อผู้รับ: มาลี ศรีสุข. ส่งวันศุกร์นี้.' },
      person: { name: null, phone: '+66891234567', email: null },
      notes: 'message: สั่งกระเช้าของขวัญให้คุณแม่ค่ะ. ชื่อผู้รับ: มาลี ศรีสุข. ส่งวันศุกร์นี้.',
    },
    {
      id: 'c3-sa-outbound',
      country: 'SA',
      body: {
        thread: [
          {
            direction: 'outbound',
            body: 'مرحباً، معك سارة من شركة البيت الذكي. أرسلنا العرض إلى بريدك khalid.o@gmail.com. العرض ساري حتى نهاية الشهر.',
          },
          { direction: 'inbound', body: 'شكراً، هل يشمل التركيب؟' },
        ],
      },
      person: { name: null, phone: null, email: 'khalid.o@gmail.com' },
      notes: 'thread body: شكراً، هل يشمل التركيب؟',
    },
    {
      id: 'c3-ru-bot',
      country: 'RU',
      body: {
        messages: [
          {
            sender: { type: 'bot' },
            text: 'Спасибо! Ваш e-mail: irina.kotova@mail.ru. Менеджер свяжется с вами в течение часа. Акция: скидка 10% на кухни до пятницы.',
          },
          { sender: { type: 'contact' }, text: 'Хочу кухню 3 метра, угловую.' },
        ],
      },
      person: { name: null, phone: null, email: 'irina.kotova@mail.ru' },
      notes: 'messages: Хочу кухню 3 метра, угловую.',
    },
    {
      id: 'c3-th-outbound-phone',
      country: 'TH',
      body: {
        thread: [
          {
            direction: 'outbound',
            body: 'สวัสดีค่ะ ฝ่ายขายโครงการ The Palm โทรหาคุณที่เบอร์ 089-765-4321 ไม่ติดค่ะ โปรโมชั่นส่วนลด 200,000 บาทถึงสิ้นเดือนนี้',
          },
          { direction: 'inbound', body: 'ขอโทษค่ะ สนใจห้อง 2 ห้องนอน ชั้นสูงค่ะ' },
        ],
      },
      person: { name: null, phone: '+66897654321', email: null },
      notes: 'thread body: ขอโทษค่ะ สนใจห้อง 2 ห้องนอน ชั้นสูงค่ะ',
    },
  ]);
});

describe("Reader (review 63): Chinese's `联系人` (the contact person) is a name's term", () => {
  it('reads the name under it beside a mobile', () => {
    const lead = readInput(
      {
        trade_status: 'TRADE_SUCCESS',
        subject: '儿童摄影定金',
        passback_params: { 联系人: '李思远', 手机: '13912345678', 备注: '孩子怕生，希望耐心一点' },
      },
      'CN',
    );
    expect(lead).to.include({ name: '李思远', phone: '+8613912345678' });
    expect(lead.notes).to.contain('孩子怕生');
  });
});

describe("Reader (review 63): a choice's code naming its option by the option's key", () => {
  it('reads the option chosen by its label (`{value: "option2", options: [{key: "option2", label, value: true}]}`)', () => {
    const lead = readInput(
      {
        email: 'sam.ortiz@gmail.com',
        registrants: [
          {
            data: [
              {
                key: 'sessionChoice',
                label: 'Session',
                type: 'regOptions',
                value: 'option3',
                options: [{ key: 'option3', label: 'Evening class: Tuesdays 6–8 pm', price: '120', value: true }],
              },
            ],
          },
        ],
      },
      'US',
    );
    expect(lead.notes).to.contain('Session: Evening class: Tuesdays 6–8 pm');
  });
});

describe("Reader (review 63): a number after the person's words for their own WhatsApp", () => {
  for (const [country, text, phone] of [
    ['ID', 'Halo kak, bisa kirim katalog ke WA saya 0812-7766-5544? Terima kasih.', '+6281277665544'],
    ['BR', 'Oi! Pode mandar o orçamento no meu WhatsApp 11 98877-6655? Obrigada.', '+5511988776655'],
    ['US', 'Please send the floor plans to my WhatsApp 415-555-0147, thanks!', '+14155550147'],
  ])
    it(`reads it in a chat's message (${country})`, () => {
      const lead = readInput(
        { from: { name: 'Ana Putri Lima', email: 'ana.lima@gmail.com' }, message: { text } },
        country,
      );
      expect(lead.phone).to.equal(phone);
    });
});
