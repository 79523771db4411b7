import { expect } from 'chai';
import { itReadsAsBefore, readsTheBrief } from '../helpers/review-rows.ts';
import { readInput } from '../helpers/read-lead.ts';
import { LeadInputError } from '../../service/lead/schema/lead-input-error.ts';

// Session 63: classes found in held-out sets and attack passes, each on an invented body.

describe("Reader (review 63): a conversation whose every turn repeats the person's number", () => {
  // A messaging inbox's thread, each turn holding the customer's number (`customer_phone`), the sides told by `direction`:
  // the number, a copy of the person's in the business's turns too, was taken as the person's contact read in a turn of
  // someone else's, and the sides as not what they seem; the business's turn (its office's line) reached the brief.
  readsTheBrief(
    [
      {
        what: 'the business’s turn out of the brief',
        country: 'PH',
        body: {
          thread: [
            {
              direction: 'inbound',
              customer_phone: '+639175554321',
              body: 'Hello po, may slot pa ba for aircon cleaning this Saturday?',
            },
            {
              direction: 'outbound',
              customer_phone: '+639175554321',
              body: 'Yes po, 9am or 1pm. Our hotline is 02 8700 1234.',
            },
            { direction: 'inbound', customer_phone: '+639175554321', body: '1pm po, 2 split-type units.' },
          ],
        },
        name: null,
        phone: '+639175554321',
        email: null,
        answers: ['aircon cleaning this Saturday', '2 split-type units'],
        leaks: ['02 8700 1234'],
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
      person: { name: 'Rini Wulandari', phone: null, email: 'rini.wulan@gmail.com' },
      notes: 'message body: Kak, batik tulis motif parang ukuran L masih ada? WA saya 0813-2233-4455 ya',
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

describe('Reader (review 63): "myself" or "the same as above" where a name is asked is no name', () => {
  it('reads no name from `本人`, `自己`, `我` or `同上` under a name’s key, and still the phone', () => {
    for (const who of ['本人', '自己', '我', '同上']) {
      const lead = readInput({ 姓名: who, 手机: '13912345678', 备注: '客厅落地窗3米' }, 'CN');
      expect({ name: lead.name, phone: lead.phone }, who).to.deep.equal({ name: null, phone: '+8613912345678' });
    }
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

describe("Reader (review 63): a name's label and a phone's in one value, between commas", () => {
  it('reads the name before `, <a phone label>:` (a payment gateway’s free field)', () => {
    const lead = readInput(
      {
        status: 'VALID',
        tran_id: 'ABC6502E1A9',
        value_a: 'নাম: সাদিয়া ইসলাম, মোবাইল: 01812-345678',
        value_b: 'কোর্স: স্পোকেন ইংলিশ, ব্যাচ: শুক্রবার সকাল',
      },
      'BD',
    );
    expect(lead).to.include({ name: 'সাদিয়া ইসলাম', phone: '+8801812345678' });
  });
  it('reads no name where the part after the comma is no contact’s label', () => {
    const lead = readInput(
      { status: 'VALID', value_a: 'Name: Sadia Islam, Dhaka, Bangladesh', value_b: 'Mobile 01812-345678' },
      'BD',
    );
    expect(lead.name).to.equal(null);
  });
});

describe("Reader (review 63): guards from the attacker's pass over this session's second tries (/work/attack63b), each reading as at 42c693e7", () => {
  // Taken back the same session: a mobile in a short value or a list's text as the last look (a courier's, a shop's, a
  // referrer's, a staff member's mobile, an air waybill's digits: 23 worse, 5 better); a contact key with a field's number
  // (`emergencyContact2`, `receiverContact1`, `nomineeContact1`, a driver's `kontak2`); a message item typed by its text
  // walked as a record beside a chat's number (an agent's, a group's author, an outbound first turn); a chat sender's account
  // id as the very last look (a shop's own account on an outbound message, customer ids of that shape); a name in a
  // staff comment's sentence after a label naming the person's party (a distributor's, a broker's, a partner's client, a
  // patient child, `Not Given`). Each body reads as before them, or is refused as it was.
  itReadsAsBefore([
    {
      id: 'b-us-camp-emergency2',
      country: 'US',
      body: {
        form: 'Adult climbing camp registration',
        first_name: 'Ava',
        last_name: 'Lopez',
        email: 'ava.lopez@gmail.com',
        emergencyContact1: 'Maria Lopez (mother)',
        emergencyContact2: '(512) 555-0199',
        session: 'Jan 10-12, Austin',
      },
      person: { name: 'Ava Lopez', phone: null, email: 'ava.lopez@gmail.com' },
      notes:
        'form: Adult climbing camp registration\nemergencyContact1: Maria Lopez (mother)\nemergencyContact2: (512) 555-0199\nsession: Jan 10-12, Austin',
    },
    {
      id: 'b-kr-gift-receiver1',
      country: 'KR',
      body: {
        eventType: 'CREATE_ORDER',
        order: {
          orderNo: '202612071200450021',
          ordererName: '이수진',
          ordererEmail: 'sujin.lee@naver.com',
          ordererContact1: '',
          receiverName: '이영자',
          receiverContact1: '010-9876-5432',
          orderMemo: '어머니 생신 선물입니다. 부재 시 경비실에 맡겨주세요',
        },
      },
      person: { name: '이수진', phone: null, email: 'sujin.lee@naver.com' },
      notes:
        'receiverName: 이영자\nreceiverContact1: 010-9876-5432\norderMemo: 어머니 생신 선물입니다. 부재 시 경비실에 맡겨주세요',
    },
    {
      id: 'b-us-rental-reference1',
      country: 'US',
      body: {
        application: {
          applicant: { fullName: 'Jordan Ellis', email: 'jordan.ellis@outlook.com' },
          unit: '2B, 418 Pine St',
          moveIn: '2027-01-15',
          referenceName1: 'Gloria Park (prior landlord)',
          referenceContact1: '(206) 555-0147',
        },
      },
      person: { name: 'Jordan Ellis', phone: null, email: 'jordan.ellis@outlook.com' },
      notes:
        'application unit: 2B, 418 Pine St\napplication moveIn: 2027-01-15\napplication referenceName1: Gloria Park (prior landlord)',
    },
    {
      id: 'b-in-nominee1',
      country: 'IN',
      body: {
        quote: {
          proposerName: 'Arjun Mehta',
          proposerEmail: 'arjun.mehta@gmail.com',
          plan: 'Term 1 Cr, 30 years',
          nomineeName1: 'Kavya Mehta',
          nomineeRelation1: 'Spouse',
          nomineeContact1: '98111 22334',
        },
      },
      person: { name: 'Arjun Mehta', phone: null, email: 'arjun.mehta@gmail.com' },
      notes:
        'plan: Term 1 Cr, 30 years\nnomineeName1: Kavya Mehta\nnomineeRelation1: Spouse\nnomineeContact1: 98111 22334',
    },
    {
      id: 'b-id-driver-kontak2',
      country: 'ID',
      body: {
        booking: {
          kode: 'BTR-7712',
          nama_tamu: 'Ayu Pratiwi',
          email: 'ayu.pratiwi@yahoo.co.id',
          paket: 'Sunrise Bromo 1D',
          sopir: 'Pak Slamet',
          kontak2: '0813-5566-7788',
        },
      },
      person: { name: 'Ayu Pratiwi', phone: null, email: 'ayu.pratiwi@yahoo.co.id' },
      notes: 'paket: Sunrise Bromo 1D\nsopir: Pak Slamet\nkontak2: 0813-5566-7788',
    },
    {
      id: 'b-br-contato2-escritorio',
      country: 'BR',
      body: {
        inscricao: {
          nome: 'Rafael Souza',
          email: 'rafael.souza@gmail.com',
          evento: 'Workshop de fotografia de rua',
          organizador: 'Coletivo Lente',
          contato2: '(21) 99876-5432',
        },
      },
      person: { name: 'Rafael Souza', phone: null, email: 'rafael.souza@gmail.com' },
      notes: 'evento: Workshop de fotografia de rua\norganizador: Coletivo Lente\ncontato2: (21) 99876-5432',
    },
    {
      id: 'b-de-kontakt2-kollege',
      country: 'DE',
      body: {
        anfrage: {
          firma: 'Keller Metallbau GmbH',
          ansprechpartner: 'Jonas Keller',
          email: 'j.keller@keller-metallbau.de',
          ansprechpartner2: 'Frau Berger (Einkauf)',
          kontakt2: '0171 2345678',
          bedarf: '200 Edelstahlgeländer-Pfosten',
        },
      },
      person: { name: null, phone: null, email: 'j.keller@keller-metallbau.de' },
      notes:
        'firma: Keller Metallbau GmbH\nansprechpartner: Jonas Keller\nansprechpartner2: Frau Berger (Einkauf)\nkontakt2: 0171 2345678\nbedarf: 200 Edelstahlgeländer-Pfosten',
    },
    {
      id: 'c1-id-group-relay',
      country: 'ID',
      body: {
        messages: [
          {
            id: 'false_120363025588776655@g.us_3EB0A1',
            type: 'text',
            text: 'Ada klien mau lihat rumah di BSD, namanya Bu Rina, nomornya 0813-2211-4455. Tolong follow up ya',
            author: '6281299887766',
            chatId: '120363025588776655@g.us',
            senderName: 'Agen Dodi',
            timestamp: 1765101000,
          },
        ],
      },
      person: { name: null, phone: '+6281322114455', email: null },
      notes:
        'messages: Ada klien mau lihat rumah di BSD, namanya Bu Rina, nomornya 0813-2211-4455. Tolong follow up ya',
    },
    {
      id: 'c1-ua-shared-sender',
      country: 'UA',
      body: {
        dialog: [
          {
            type: 'text',
            text: 'Добрий день! Хочу замовити шафу-купе 2 метри. Мій номер 067 123 4567, Оксана',
            sender: 'client',
            chatId: 'dlg-5512',
          },
          {
            type: 'text',
            text: 'Вітаю, Оксано! Надішлю прорахунок сьогодні.',
            sender: '380501112233',
            chatId: 'dlg-5512',
          },
        ],
      },
      person: { name: null, phone: '+380671234567', email: null },
      notes:
        'dialog: Добрий день! Хочу замовити шафу-купе 2 метри. Мій номер 067 123 4567, Оксана\nsender: client\ndialog: Вітаю, Оксано! Надішлю прорахунок сьогодні.',
    },
    {
      id: 'c4-mx-distributor',
      country: 'MX',
      body: {
        data: {
          CallerID: '5512345678',
          AgentName: 'Paola Ruiz',
          Disposition: 'Cotización',
          Comments:
            'Llamó el distribuidor Ferremax del Bajío. Nombre del cliente: Jorge Salinas Ruiz. Es cliente de ellos, piden cotización de 40 paneles para su obra en Querétaro.',
        },
      },
      person: { name: null, phone: '+525512345678', email: null },
      notes:
        'Comments: Llamó el distribuidor Ferremax del Bajío. Nombre del cliente: Jorge Salinas Ruiz. Es cliente de ellos, piden cotización de 40 paneles para su obra en Querétaro.',
    },
    {
      id: 'c4-es-patient-child',
      country: 'ES',
      body: {
        telefono: '612345678',
        origen: 'Llamada',
        Comentarios:
          'Llama la madre para pedir cita. Nombre del paciente: Sofía Martín López. Edad: 7 años. Revisión de ortodoncia.',
      },
      person: { name: null, phone: '+34612345678', email: null },
      notes:
        'origen: Llamada\nComentarios: Llama la madre para pedir cita. Nombre del paciente: Sofía Martín López. Edad: 7 años. Revisión de ortodoncia.',
    },
    {
      id: 'c4-gb-installer',
      country: 'GB',
      body: {
        call: {
          from: '+447712345670',
          agent: 'Tom',
          outcome: 'Quote requested',
          notes:
            'Caller is from Bright Spark Electrical, a partner installer. Customer name: Raj Malhotra. Needs a 7kW EV charger fitted at his home in Slough.',
        },
      },
      person: { name: null, phone: '+447712345670', email: null },
      notes:
        'outcome: Quote requested\nnotes: Caller is from Bright Spark Electrical, a partner installer. Customer name: Raj Malhotra. Needs a 7kW EV charger fitted at his home in Slough.',
    },
    {
      id: 'c4-pt-broker',
      country: 'BR',
      body: {
        ligacao: {
          numero: '11987612345',
          atendente: 'Carla',
          comentario:
            'Corretor parceiro da Lopes ligou. Nome do cliente: Fernanda Costa Lima. Quer visitar o decorado do Residencial Jardins no sábado.',
        },
      },
      person: { name: null, phone: '+5511987612345', email: null },
      notes:
        'comentario: Corretor parceiro da Lopes ligou. Nome do cliente: Fernanda Costa Lima. Quer visitar o decorado do Residencial Jardins no sábado.',
    },
    {
      id: 'c4-en-placeholder',
      country: 'US',
      body: {
        CallerID: '7205550148',
        AgentName: 'Brianna',
        Comments:
          'Customer name: Not Given. Wants a quote for gutter cleaning on a two story house. Call back after 5.',
      },
      person: { name: null, phone: '+17205550148', email: null },
      notes:
        'Comments: Customer name: Not Given. Wants a quote for gutter cleaning on a two story house. Call back after 5.',
    },
    {
      id: 'c4-hi-parent-student',
      country: 'IN',
      body: {
        CallerID: '09876501234',
        AgentName: 'Pooja',
        Comments: 'पिता ने कॉल किया। ग्राहक का नाम: आर्यन शर्मा। कक्षा 11 के लिए JEE कोचिंग की फीस पूछी।',
      },
      person: { name: null, phone: '+919876501234', email: null },
      notes: 'Comments: पिता ने कॉल किया। ग्राहक का नाम: आर्यन शर्मा। कक्षा 11 के लिए JEE कोचिंग की फीस पूछी।',
    },
    {
      id: 'c5-cn-benren',
      country: 'CN',
      body: {
        trade_status: 'TRADE_SUCCESS',
        subject: '窗帘定制定金',
        total_amount: '200.00',
        passback_params: { 联系人: '本人', 手机: '13912345678', 备注: '客厅落地窗3米，遮光布' },
      },
      person: { name: null, phone: '+8613912345678', email: null },
      notes: 'trade_status: TRADE_SUCCESS\nsubject: 窗帘定制定金\n联系人: 本人\n备注: 客厅落地窗3米，遮光布',
    },
    {
      id: 'c5-tw-sales-contact',
      country: 'TW',
      body: {
        報價單: {
          編號: 'Q-20261207-08',
          客戶: '黃志明',
          客戶電話: '0933-222-111',
          聯絡人: '業務 林經理',
          品項: '系統櫃 衣櫃 240cm',
        },
      },
      person: { name: '黃志明', phone: '+886933222111', email: null },
      notes: '聯絡人: 業務 林經理\n品項: 系統櫃 衣櫃 240cm',
    },
  ]);
  const refused: Array<{ id: string; country: string; body: Record<string, unknown> }> = [
    {
      id: 'a-us-pickup-store',
      country: 'US',
      body: {
        id: 5521849302,
        name: '#5521',
        customer: { first_name: 'Kyle', last_name: 'Brennan', email: null, phone: null },
        note_attributes: [
          { name: 'Pickup location', value: 'Store: (303) 555-0142' },
          { name: 'Pickup date', value: '2026-12-12' },
        ],
        line_items: [{ title: 'Full ski tune + wax', quantity: 1, price: '69.00' }],
        financial_status: 'paid',
      },
    },
    {
      id: 'a-in-summary-exec',
      country: 'IN',
      body: {
        event: 'call.completed',
        call: { id: 'CA-88124', direction: 'inbound', caller: 'anonymous', caller_name: 'Rakesh Gupta', duration: 412 },
        summary: [
          'Caller asked about 2BHK flats in Wakad, ready possession only.',
          'Our executive Sneha will call him from 98200 11223 tomorrow before noon.',
          'Budget around 75 lakh, home loan pre-approved with SBI.',
        ],
      },
    },
    {
      id: 'a-tw-line-cs',
      country: 'TW',
      body: {
        MerchantID: '3001199',
        MerchantTradeNo: 'YG20261207143020',
        RtnCode: '1',
        RtnMsg: '交易成功',
        TradeAmt: '1200',
        PaymentDate: '2026/12/07 14:31:02',
        PaymentType: 'Credit_CreditCard',
        CustomField1: '林雅婷',
        CustomField2: '客服LINE 0928-551-306',
        CustomField3: '瑜伽體驗課 12/14 早上',
      },
    },
    {
      id: 'a-mx-repartidor',
      country: 'MX',
      body: {
        pedido: 'A-7781',
        canal: 'tienda en línea',
        cliente: { nombre: 'Lucía Méndez' },
        observaciones: [
          'Entregar después de las 5 pm',
          'Repartidor: 55 4321 8765',
          'Pastel de tres leches, 20 porciones',
        ],
      },
    },
    {
      id: 'a-id-tags-kurir',
      country: 'ID',
      body: {
        order_id: 'ORD-20261207-3344',
        status: 'paid',
        buyer: { name: 'Siti Rahma' },
        tags: ['COD', 'Instant', 'Kurir Pak Joko 0812-3456-7890'],
        items: [{ name: 'Kue lapis legit 1 loyang', qty: 1 }],
      },
    },
    {
      id: 'a-br-tags-indicacao',
      country: 'BR',
      body: {
        lead: {
          nome: 'Gabriel Moreira',
          origem: 'Indicação',
          etapa: 'Novo',
          tags: ['indicação', 'indicado pela Carla 11 98765-4321', 'plano anual'],
          interesse: 'Plano anual de musculação',
        },
      },
    },
    {
      id: 'a-jp-memo-staff',
      country: 'JP',
      body: {
        reservation: {
          id: 'R-20261207-015',
          guest_name: '山本 美咲',
          menu: 'カット＋カラー',
          date: '2026-12-15T11:00:00+09:00',
          memo: ['初回来店', '担当 佐藤 090-1234-5678', '前日にリマインド'],
        },
      },
    },
    {
      id: 'a-kr-delivery-driver',
      country: 'KR',
      body: {
        orderNo: 'B2612071530',
        shop: '한솥도시락 역삼점',
        customerName: '김도윤',
        delivery: '배달기사 010-5555-1234',
        menu: '치킨마요 2, 돈까스도련님 1',
        payment: '카드 결제 완료',
      },
    },
    {
      id: 'a-vn-shop-zalo',
      country: 'VN',
      body: {
        order_code: 'DH-88213',
        shop: { ten: 'Tiệm bánh Mộc', zalo: 'Zalo shop 0903 123 456' },
        khach_hang: { ho_ten: 'Nguyễn Thị Hoa' },
        san_pham: 'Bánh kem 2 tầng sinh nhật',
        ghi_chu: 'Giao trước 16h',
      },
    },
    {
      id: 'a-th-line-shop',
      country: 'TH',
      body: {
        object: 'charge',
        id: 'chrg_test_5x8q',
        amount: 159000,
        currency: 'thb',
        status: 'successful',
        description: 'ไลน์ร้าน 081-234-5678',
        metadata: { customer_name: 'ศิริพร แก้วมณี', item: 'ช่อดอกไม้วันเกิด ส่งวันเสาร์' },
      },
    },
    {
      id: 'a-ru-courier',
      country: 'RU',
      body: {
        order: {
          number: '10488',
          client: { name: 'Анна Смирнова' },
          courier: 'Курьер +7 916 555-44-33',
          items: ['Букет из 25 роз'],
          comment: 'Доставить к 18:00, позвонить за час',
        },
      },
    },
    {
      id: 'a-sa-store-whatsapp',
      country: 'SA',
      body: {
        event: 'order.created',
        data: {
          reference_id: 77120,
          customer: { first_name: 'نورة', last_name: 'القحطاني' },
          store: { name: 'عطور الورد', support: 'واتساب 0501234567' },
          items: [{ name: 'دهن عود كمبودي 12 مل' }],
        },
      },
    },
    {
      id: 'a-ng-paystack-referrer',
      country: 'NG',
      body: {
        event: 'charge.success',
        data: {
          reference: 'T4451238',
          amount: 2500000,
          currency: 'NGN',
          customer: { first_name: 'Chiamaka', last_name: 'Eze', email: null, phone: null },
          metadata: { property: '3-bed terrace, Lekki Phase 1', referred_by: 'Tunde 0803 123 4567' },
        },
      },
    },
    {
      id: 'a-in-awb',
      country: 'IN',
      body: {
        awb: 'AWB 8123456789',
        courier_name: 'Ecom Express',
        current_status: 'OUT FOR DELIVERY',
        order_id: 'SR-55120',
        customer: 'Pooja Nair',
        product: 'Cotton kurta set (M)',
      },
    },
    {
      id: 'a-us-notes-dealer',
      country: 'US',
      body: {
        lead_source: 'Dealer referral',
        first_name: 'Marcus',
        last_name: 'Hill',
        notes: [
          'Interested in a 2025 Tacoma TRD Off-Road',
          'Referred by dealer Mike Tran, cell 720-555-0133',
          'Wants to trade in a 2016 Camry',
        ],
      },
    },
    {
      id: 'a-gb-summary-engineer',
      country: 'GB',
      body: {
        type: 'call.summary.completed',
        data: {
          callId: 'CL-7731',
          contact: { name: 'Helen Price' },
          summary: [
            'Helen reported the boiler losing pressure twice this week.',
            'Engineer Dave will attend Thursday; his mobile 07911 123456 was given to her.',
            'Boiler is a Worcester Bosch 30i, 6 years old.',
          ],
        },
      },
    },
    {
      id: 'a-de-handwerker-list',
      country: 'DE',
      body: {
        anfrage: {
          id: 'A-2291',
          kunde: { name: 'Petra Vogel' },
          leistung: 'Badsanierung, ca. 8 qm',
          notizen: ['Besichtigung am Dienstag', 'Monteur Herr Brandt 0151 23456789', 'Altbau, 2. OG ohne Aufzug'],
        },
      },
    },
    {
      id: 'a-fr-parrain',
      country: 'FR',
      body: {
        inscription: {
          prenom: 'Camille',
          nom: 'Laurent',
          formule: 'Abonnement annuel yoga',
          parrainage: 'Parrain 06 12 34 56 78',
        },
      },
    },
    {
      id: 'a-tr-kargo',
      country: 'TR',
      body: {
        siparis: {
          no: 'TY-99812',
          alici: 'Elif Yıldız',
          kargo: 'Kurye 0532 123 45 67',
          urun: 'Koltuk takımı 3+2+1',
          not: 'Kapıda ödeme',
        },
      },
    },
    {
      id: 'a-eg-list-manager',
      country: 'EG',
      body: {
        lead: {
          name: 'محمد عبد الرحمن',
          project: 'كمبوند النخيل - شقة 3 غرف',
          activity: ['تم التواصل عبر فيسبوك', 'مدير الفرع: 01001234567', 'موعد معاينة يوم الخميس'],
        },
      },
    },
    {
      id: 'a-ke-mpesa-till',
      country: 'KE',
      body: {
        TransactionType: 'Pay Bill',
        TransID: 'SLK4H7Y2QP',
        TransTime: '20261207143055',
        TransAmount: '3500.00',
        BusinessShortCode: '600981',
        BillRefNumber: 'Rep 0712 345 678',
        MSISDN: '2547 ***** 126',
        FirstName: 'WANJIRU',
        MiddleName: '',
        LastName: 'KAMAU',
      },
    },
    {
      id: 'c1-br-outbound-first',
      country: 'BR',
      body: {
        chat: {
          id: 'ch_9921',
          messages: [
            {
              type: 'text',
              text: 'Olá! Sua avaliação está confirmada para amanhã às 10h na Clínica Sorriso.',
              from: '5511933334444',
              to: '5511987651234',
              timestamp: 1765100000,
            },
            {
              type: 'text',
              text: 'Obrigada! Pode ser às 11h? Tenho reunião cedo.',
              from: '5511987651234',
              to: '5511933334444',
              timestamp: 1765100300,
            },
          ],
        },
      },
    },
    {
      id: 'c1-ru-agent-first',
      country: 'RU',
      body: {
        messages: [
          {
            messageId: 'm1',
            chatType: 'whatsapp',
            chatId: '79161234567',
            type: 'text',
            isEcho: true,
            contact: { name: 'Менеджер Ольга' },
            text: 'Здравствуйте! Автосервис «Мотор». Чем могу помочь?',
          },
          {
            messageId: 'm2',
            chatType: 'whatsapp',
            chatId: '79161234567',
            type: 'text',
            isEcho: false,
            contact: { name: 'Игорь' },
            text: 'Хочу записаться на ТО для Kia Rio, пробег 60 тысяч',
          },
        ],
      },
    },
    {
      id: 'c1-in-internal-note',
      country: 'IN',
      body: {
        conversation: {
          id: 'cv-7781',
          items: [
            { type: 'text', text: 'Need 3 sofas delivered to Koramangala, what is the price?', author: 'customer' },
            {
              type: 'text',
              text: 'Internal: customer is a repeat buyer, offer 5% off',
              author: '919845001122',
              visibility: 'private',
            },
          ],
        },
      },
    },
    {
      id: 'c2-mx-group-sides',
      country: 'MX',
      body: {
        messages: [
          {
            type: 'text',
            text: 'Les presento a la Sra. Ramírez, busca casa en Zapopan',
            author: '523312345678',
            chatId: '120363041122334455@g.us',
          },
          {
            type: 'text',
            text: 'Hola, sí, busco casa de 3 recámaras con jardín, presupuesto 4 millones',
            author: '523398765432',
            chatId: '120363041122334455@g.us',
          },
        ],
      },
    },
    {
      id: 'c3-cn-shop-sender-id',
      country: 'CN',
      body: {
        topic: 'inbox/message_created',
        message: {
          body: '请问这款羊绒大衣还有M码吗？什么时候补货？',
          sender: { id: '8613812345678', name: '王芳', type: 'customer' },
          created_at: '2026-12-07T10:00:00+08:00',
        },
      },
    },
    {
      id: 'c3-id-qontak-outbound',
      country: 'ID',
      body: {
        id: 'b41c-77',
        type: 'text',
        sender_type: 'Models::User',
        text: 'Halo kak, pesanan sudah kami kirim ya. Resi menyusul.',
        room: { id: 'r-551', name: 'Budi Santoso', channel: 'wa', account_uniq_id: '6285655512348' },
        sender: { name: 'Admin Toko Maju', account_uniq_id: '6281377788899' },
      },
    },
    {
      id: 'c3-vn-crm-sender',
      country: 'VN',
      body: {
        event: 'message.received',
        message: {
          text: 'Cho mình hỏi giá phòng deluxe cuối tuần này còn không ạ?',
          sender: { id: '84912345678', name: 'Trần Minh Anh' },
        },
      },
    },
    {
      id: 'c3-tr-sender-uid',
      country: 'TR',
      body: {
        question: {
          id: 88120,
          text: 'Bu ürün 42 numara var mı, kargoya ne zaman verilir?',
          from: { uid: '905551234567', nickname: 'ahmet_k' },
          product: 'Koşu ayakkabısı X200',
        },
      },
    },
    {
      id: 'c1-kz-template-then-reply',
      country: 'KZ',
      body: {
        messages: [
          {
            messageId: 'm2',
            chatType: 'whatsapp',
            chatId: '77051234567',
            type: 'text',
            isEcho: true,
            status: 'sent',
            authorName: 'Администратор Дана',
            text: 'Асель, здравствуйте! Напоминаем о записи завтра в 11:00. Салон «Лотос»',
          },
          {
            messageId: 'm1',
            chatType: 'whatsapp',
            chatId: '77051234567',
            type: 'text',
            isEcho: false,
            status: 'inbound',
            contact: { name: 'Асель Нурланова' },
            text: 'Добрый день, а можно перенести запись на 15:00?',
          },
        ],
      },
    },
    {
      id: 'a-us-po-number',
      country: 'US',
      body: {
        type: 'payment.updated',
        data: {
          object: {
            payment: {
              id: 'pmt_7Hq2',
              amount_money: { amount: 48000, currency: 'USD' },
              note: 'PO 6175550123',
              buyer_name: 'Dana Whitfield',
              status: 'COMPLETED',
            },
          },
        },
      },
    },
    {
      id: 'a-cn-courier-note',
      country: 'CN',
      body: {
        tid: '3981220045512',
        buyer_nick: '小鱼儿',
        title: '手工皮具钱包 定制刻字',
        备注: '顺丰小哥 13911112222',
        status: 'WAIT_SELLER_SEND_GOODS',
      },
    },
  ];
  for (const { id, country, body } of refused)
    it(`${id}: refused, no one else's number given to the lead`, () => {
      expect(() => readInput(body, country), id).to.throw(LeadInputError);
    });
});

describe('Reader (review 63): a name introduced in a message in Tagalog', () => {
  for (const [text, name] of [
    ['Hello po, 1pm po sa Sabado. Ako si Carla Mendoza.', 'Carla Mendoza'],
    ['Magandang araw po! Ako po si Jun, interesado po ako sa 2BR unit.', 'Jun'],
    ['Ang pangalan ko ay Liza Ramos, pwede po bang mag-viewing bukas?', 'Liza Ramos'],
  ])
    it(`reads ${name}`, () => {
      expect(readInput({ customer_phone: '+639175554321', message: text }, 'PH').name).to.equal(name);
    });
});

describe("Reader (review 63): guards from the attacker's pass over this session's third tries (/work/attack63c), each reading as at 42c693e7", () => {
  // Taken back or narrowed the same session: Indonesian's `WA saya` (an agent's, an auto-reply's, a salesperson's own
  // WhatsApp became the lead's), Chinese's `联系人` as a name's term (a seller's rep beside the customer's `客户`, a shop's
  // manager, `老公`, `前台`), a name cut at a comma after any name's label (`Nama sales`, `Nama penerima`, `Driver name`:
  // now a label that is a name's term whole), an option's key for any flag (now an option flagged chosen), a value every
  // turn repeats trusted where names alone told the sides (the person's own turns left the brief). Each reads as before.
  itReadsAsBefore([
    {
      id: 'o-us-ticket-qty',
      country: 'US',
      body: {
        eventType: 'registration.created',
        formName: 'Fall Food Festival',
        email: 'dana.kim@gmail.com',
        registrants: [
          {
            data: [
              {
                key: 'adultTickets',
                label: 'Adult tickets',
                type: 'regOptions',
                value: '2',
                options: [
                  { key: '1', label: 'Add parking pass ($15)', value: false },
                  { key: '2', label: 'Add lunch box ($12)', value: false },
                ],
              },
            ],
          },
        ],
      },
      person: { name: null, phone: null, email: 'dana.kim@gmail.com' },
      notes: 'form: Fall Food Festival\nAdult tickets: 2',
    },
    {
      id: 'n-id-sales-name',
      country: 'ID',
      body: {
        transaction_status: 'settlement',
        order_id: 'BK-AV-2291',
        gross_amount: '5000000.00',
        customer_details: { email: 'rudi.hartono88@gmail.com', phone: '081398765432' },
        custom_field1: 'Nama sales: Andi Wijaya, HP: 0812-3456-7890',
        custom_field2: 'Booking fee Avanza G 2027',
      },
      person: { name: null, phone: '+6281398765432', email: 'rudi.hartono88@gmail.com' },
      notes: 'custom_field1: Nama sales: Andi Wijaya, HP: 0812-3456-7890\ncustom_field2: Booking fee Avanza G 2027',
    },
    {
      id: 'n-id-penerima',
      country: 'ID',
      body: {
        order_id: 'PRL-7781',
        email: 'dewi.kusuma@yahoo.co.id',
        phone: '081122334455',
        keterangan: 'Nama penerima: Siti Aminah, HP: 0813-2233-4455 | Kirim parsel lebaran ke Bandung',
      },
      person: { name: null, phone: '+6281122334455', email: 'dewi.kusuma@yahoo.co.id' },
      notes: 'keterangan: Nama penerima: Siti Aminah, HP: 0813-2233-4455 | Kirim parsel lebaran ke Bandung',
    },
    {
      id: 'n-br-paciente',
      country: 'BR',
      body: {
        payer: { email: 'carla.mendes@gmail.com' },
        status: 'approved',
        description: 'Nome do paciente: Lucas Mendes, Celular: (11) 98765-4321 | Consulta pediatria 14/12',
      },
      person: { name: null, phone: '+5511987654321', email: 'carla.mendes@gmail.com' },
      notes: 'description: Nome do paciente: Lucas Mendes, Celular: (11) 98765-4321 | Consulta pediatria 14/12',
    },
    {
      id: 'n-mx-tecnico',
      country: 'MX',
      body: {
        payer: { email: 'ana.garcia.r@hotmail.com' },
        status: 'approved',
        additional_info: 'Nombre del técnico: Jorge Ruiz, Teléfono: 55 1234 5678 | Mantenimiento minisplit 2 equipos',
      },
      person: { name: null, phone: '+525512345678', email: 'ana.garcia.r@hotmail.com' },
      notes:
        'additional_info: Nombre del técnico: Jorge Ruiz, Teléfono: 55 1234 5678 | Mantenimiento minisplit 2 equipos',
    },
    {
      id: 'n-th-sales',
      country: 'TH',
      body: {
        charge: {
          status: 'successful',
          amount: 500000,
          metadata: {
            email: 'kittipong.s@gmail.com',
            note: 'ชื่อเซลล์: ณัฐพล วงศ์ใหญ่, โทร: 081-234-5678 | จอง Honda City สีขาว',
          },
        },
      },
      person: { name: null, phone: '+66812345678', email: 'kittipong.s@gmail.com' },
      notes: 'note: ชื่อเซลล์: ณัฐพล วงศ์ใหญ่, โทร: 081-234-5678 | จอง Honda City สีขาว',
    },
    {
      id: 'n-ke-driver',
      country: 'KE',
      body: {
        status: 'COMPLETED',
        email: 'achieng.o@gmail.com',
        phone_number: '0711223344',
        description: 'Driver name: Joseph Mwangi, Phone: 0722 123 456 | Airport pick-up JKIA 14 Dec 06:30',
      },
      person: { name: null, phone: '+254711223344', email: 'achieng.o@gmail.com' },
      notes: 'description: Driver name: Joseph Mwangi, Phone: 0722 123 456 | Airport pick-up JKIA 14 Dec 06:30',
    },
    {
      id: 'n-de-kind',
      country: 'DE',
      body: {
        payment: {
          status: 'paid',
          payer_email: 'm.schulz@gmx.de',
          reference: 'Name des Kindes: Emma Schulz, Handy: 0171 2345678 | Seepferdchen-Kurs Januar',
        },
      },
      person: { name: null, phone: '+491712345678', email: 'm.schulz@gmx.de' },
      notes: 'reference: Name des Kindes: Emma Schulz, Handy: 0171 2345678 | Seepferdchen-Kurs Januar',
    },
    {
      id: 'w-id-agent-turn',
      country: 'ID',
      body: {
        conversation: [
          { from: 'customer', name: 'Lina', text: 'Kak, ada promo paket umroh Februari?' },
          { from: 'agent', name: 'Fajar', text: 'Ada kak, detail brosur saya kirim. WA saya 0811-2233-4455 ya kak.' },
        ],
        contact: { email: 'lina.marlina@gmail.com' },
      },
      person: { name: null, phone: null, email: 'lina.marlina@gmail.com' },
      notes: 'conversation: Kak, ada promo paket umroh Februari?',
    },
    {
      id: 'w-id-qiscus-agent',
      country: 'ID',
      body: {
        type: 'message',
        payload: {
          from: { type: 'agent', name: 'CS Dinda' },
          message: { text: 'Baik kak, untuk info lebih lanjut silakan chat WA saya 0811-2345-6789 ya' },
        },
        customer: { email: 'andika.pratama@gmail.com', name: 'Andika Pratama' },
      },
      person: { name: 'Andika Pratama', phone: null, email: 'andika.pratama@gmail.com' },
      notes: 'message: Baik kak, untuk info lebih lanjut silakan chat WA saya 0811-2345-6789 ya',
    },
    {
      id: 'w-id-sender-agent',
      country: 'ID',
      body: {
        contact: { email: 'lina.marlina@gmail.com' },
        messages: [
          { sender: { type: 'customer' }, text: 'Kak, ada promo paket umroh Februari?' },
          { sender: { type: 'agent', name: 'Fajar' }, text: 'Ada kak. Detail lengkap silakan WA saya 0811-2233-4455' },
        ],
      },
      person: { name: 'Fajar', phone: null, email: 'lina.marlina@gmail.com' },
      notes:
        'messages: Kak, ada promo paket umroh Februari?\nmessages: Ada kak. Detail lengkap silakan WA saya 0811-2233-4455',
    },
    {
      id: 'w-id-auto-reply',
      country: 'ID',
      body: {
        nama: 'Dedi Kurniawan',
        email: 'dedi.k@gmail.com',
        pesan: 'Mau tanya harga sewa Hiace 3 hari ke Dieng',
        auto_reply: 'Terima kasih sudah menghubungi RentalKu! Untuk fast respon chat WA saya 0811-2345-6789',
      },
      person: { name: 'Dedi Kurniawan', phone: null, email: 'dedi.k@gmail.com' },
      notes:
        'pesan: Mau tanya harga sewa Hiace 3 hari ke Dieng\nauto_reply: Terima kasih sudah menghubungi RentalKu! Untuk fast respon chat WA saya 0811-2345-6789',
    },
    {
      id: 'w-id-crm-note',
      country: 'ID',
      body: {
        lead: {
          nama: 'Yogi Pratama',
          email: 'yogi.p@gmail.com',
          catatan: '[Sales: Rudi] sudah telepon, minta dia chat WA saya 0811-2345-6789 besok',
        },
      },
      person: { name: 'Yogi Pratama', phone: null, email: 'yogi.p@gmail.com' },
      notes: 'catatan: [Sales: Rudi] sudah telepon, minta dia chat WA saya 0811-2345-6789 besok',
    },
    {
      id: 'c-cn-ziji',
      country: 'CN',
      body: { 联系人: '自己', 手机: '13712345678', 需求: '儿童房装修，12平' },
      person: { name: null, phone: '+8613712345678', email: null },
      notes: '联系人: 自己\n需求: 儿童房装修，12平',
    },
    {
      id: 'c-cn-laogong',
      country: 'CN',
      body: { 姓名: '', 联系人: '老公', 手机: '13812345678', 需求: '月子中心参观，预产期3月' },
      person: { name: null, phone: '+8613812345678', email: null },
      notes: '联系人: 老公\n需求: 月子中心参观，预产期3月',
    },
    {
      id: 'c-cn-qiantai',
      country: 'CN',
      body: { 公司名称: '上海悦行文化传媒有限公司', 联系人: '前台', 电话: '13912345678', 需求: '年会场地 150人' },
      person: { name: null, phone: '+8613912345678', email: null },
      notes: '公司名称: 上海悦行文化传媒有限公司\n联系人: 前台\n需求: 年会场地 150人',
    },
    {
      id: 'c-cn-tongshang',
      country: 'CN',
      body: { 报名表: '少儿编程', 联系人: '同上', 手机: '13612345678', 孩子年龄: '9岁' },
      person: { name: null, phone: '+8613612345678', email: null },
      notes: '报名表: 少儿编程\n联系人: 同上\n孩子年龄: 9岁',
    },
    {
      id: 'c-tw-mama',
      country: 'TW',
      body: { 聯絡人: '媽媽', 手機: '0912345678', 需求: '兒童牙齒矯正諮詢' },
      person: { name: null, phone: '+886912345678', email: null },
      notes: '聯絡人: 媽媽\n需求: 兒童牙齒矯正諮詢',
    },
    {
      id: 'c-cn-customer-sales',
      country: 'CN',
      body: {
        报价单: 'Q-20261207-08',
        客户: '黄志明',
        联系人: '林经理',
        电话: '13712345678',
        报价: '格力空调 3 台 含安装',
      },
      person: { name: '黄志明', phone: '+8613712345678', email: null },
      notes: '报价单: Q-20261207-08\n联系人: 林经理\n报价: 格力空调 3 台 含安装',
    },
    {
      id: 'c-cn-shop-contact',
      country: 'CN',
      body: {
        订单号: 'DD20261207',
        收货人: '周杰',
        收货电话: '13612345678',
        店铺: { 名称: '小米之家 望京店', 联系人: '店长 刘强' },
        商品: '扫地机器人 2 台',
      },
      person: { name: null, phone: '+8613612345678', email: null },
      notes: '收货人: 周杰\n店铺 名称: 小米之家 望京店\n店铺 联系人: 店长 刘强\n商品: 扫地机器人 2 台',
    },
    {
      id: 't-id-wa-profile',
      country: 'ID',
      body: {
        lead: { nama: 'Siti Rahmawati', email: 'siti.rahma@gmail.com' },
        messages: [
          {
            sender_id: 'c_88',
            sender_name: 'Mama Fathir',
            wa_id: '6281234567890',
            text: 'Kak, gamis ukuran XL warna navy masih ada?',
          },
          { sender_id: 'u_17', wa_id: '6281234567890', text: 'Masih ada kak, harga 185rb. Mau diorder?' },
          {
            sender_id: 'c_88',
            sender_name: 'Mama Fathir',
            wa_id: '6281234567890',
            text: 'Mau 2 ya kak, kirim ke Bekasi.',
          },
        ],
      },
      person: { name: 'Siti Rahmawati', phone: '+6281234567890', email: 'siti.rahma@gmail.com' },
      notes:
        'messages: Kak, gamis ukuran XL warna navy masih ada?\nmessages: Masih ada kak, harga 185rb. Mau diorder?\nmessages: Mau 2 ya kak, kirim ke Bekasi.',
    },
    {
      id: 't-de-parent-child',
      country: 'DE',
      body: {
        kontakt: { name: 'Jonas Becker' },
        messages: [
          {
            author: 'a1',
            phone: '+491701234567',
            text: 'Hallo, ist der Termin am Samstag für Jonas noch frei? Er ist mein Sohn.',
          },
          { author: 'a2', phone: '+491701234567', text: 'Ja, Samstag 10 Uhr geht. Bis dann!' },
        ],
      },
      person: { name: 'Jonas Becker', phone: '+491701234567', email: null },
      notes:
        'text: Hallo, ist der Termin am Samstag für Jonas noch frei? Er ist mein Sohn.\ntext: Ja, Samstag 10 Uhr geht. Bis dann!',
    },
    {
      id: 't-fr-parent-child',
      country: 'FR',
      body: {
        contact: { nom: 'Léa Dubois' },
        messages: [
          {
            auteur: 'p1',
            tel: '+33612345678',
            texte: 'Bonjour, il reste une place au stage de tennis pour Léa, ma fille ?',
          },
          { auteur: 's9', tel: '+33612345678', texte: 'Oui, la semaine du 14. Je vous envoie le formulaire.' },
        ],
      },
      person: { name: 'Léa Dubois', phone: '+33612345678', email: null },
      notes:
        'auteur: p1\ntexte: Bonjour, il reste une place au stage de tennis pour Léa, ma fille ?\nauteur: s9\ntexte: Oui, la semaine du 14. Je vous envoie le formulaire.',
    },
  ]);
});
