import { expect } from 'chai';
import { SourceMemory } from '../../service/webhook/source-memory.ts';
import { readInTurn, readLead } from '../helpers/read-lead.ts';

type Body = Record<string, unknown>;
interface Sequence {
  id: string;
  country: string;
  /** One source's leads in the order they came; the last is read with what the ones before sent alike. */
  leads: Body[];
  /** What the last lead's brief must hold. */
  keep: string[];
}

// The last of a source's leads, read as the intake reads it: each lead before it read and remembered in turn.
const lastOf = ({ country, leads }: Sequence, alsoBy = 0) =>
  readInTurn(leads, country, new SourceMemory(), 's', alsoBy).at(-1)!;

const GUARDS: Array<Sequence & { phone: string | null; email: string | null }> = [
  {
    id: 'he_branch_dropdown',
    country: 'IL',
    leads: [
      {
        name: 'דנה לוי',
        phone: '050-1234567',
        email: 'dana.levi@gmail.com',
        branch: 'סניף רמת גן - ביאליק 20 (03-5551234)',
        message: 'רוצה לקבוע תור לניקוי שיניים',
      },
      {
        name: 'יוסי כהן',
        phone: '052-2345678',
        email: 'yossi.c@walla.co.il',
        branch: 'סניף רמת גן - ביאליק 20 (03-5551234)',
        message: 'כאב בשן בצד שמאל',
      },
      {
        name: 'מירב אברהם',
        phone: '054-3456789',
        email: 'merav.a@gmail.com',
        branch: 'סניף רמת גן - ביאליק 20 (03-5551234)',
        message: 'הבת שלי צריכה יישור שיניים, אפשר אחרי 16:00?',
      },
    ],
    keep: ['רמת גן', 'יישור שיניים'],
    phone: '+972543456789',
    email: 'merav.a@gmail.com',
  },
  {
    id: 'us_sales_rep',
    country: 'US',
    leads: [
      {
        first_name: 'John',
        last_name: 'Miller',
        phone: '(201) 555-0123',
        email: 'jmiller@gmail.com',
        vehicle_of_interest: '2024 Camry SE',
        preferred_sales_rep: 'Mike Brown – (201) 555-0199',
      },
      {
        first_name: 'Ana',
        last_name: 'Lopez',
        phone: '(201) 555-0145',
        email: 'ana.lopez@yahoo.com',
        vehicle_of_interest: 'RAV4 Hybrid',
        preferred_sales_rep: 'Mike Brown – (201) 555-0199',
      },
      {
        first_name: 'Greg',
        last_name: 'Stone',
        phone: '(201) 555-0167',
        email: 'gstone@outlook.com',
        vehicle_of_interest: 'Tacoma TRD, trade-in 2015 F-150',
        preferred_sales_rep: 'Mike Brown – (201) 555-0199',
      },
    ],
    keep: ['Mike Brown', 'Tacoma TRD'],
    phone: '+12015550167',
    email: 'gstone@outlook.com',
  },
  {
    id: 'de_friseur_filiale',
    country: 'DE',
    leads: [
      {
        vorname: 'Anna',
        nachname: 'Schmidt',
        telefon: '01512 3456789',
        email: 'anna.schmidt@web.de',
        filiale: 'Filiale Mitte, Tel. 030 1234567',
        leistung: 'Damenhaarschnitt',
      },
      {
        vorname: 'Lena',
        nachname: 'Meyer',
        telefon: '01523 4567890',
        email: 'lena.meyer@gmx.de',
        filiale: 'Filiale Mitte, Tel. 030 1234567',
        leistung: 'Färben',
      },
      {
        vorname: 'Jonas',
        nachname: 'Weber',
        telefon: '0170 1234567',
        email: 'jonas.weber@gmail.com',
        filiale: 'Filiale Mitte, Tel. 030 1234567',
        leistung: 'Herrenschnitt mit Bart',
      },
    ],
    keep: ['Filiale Mitte', 'Herrenschnitt'],
    phone: '+491701234567',
    email: 'jonas.weber@gmail.com',
  },
  {
    id: 'es_sucursal',
    country: 'ES',
    leads: [
      {
        nombre: 'Lucía García',
        telefono: '612 345 678',
        correo: 'lucia.garcia@gmail.com',
        sucursal: 'Sucursal Centro - 91 123 45 67',
        consulta: 'Quiero información sobre la hipoteca joven',
      },
      {
        nombre: 'Pablo Ruiz',
        telefono: '623 456 789',
        correo: 'pablo.ruiz@hotmail.es',
        sucursal: 'Sucursal Centro - 91 123 45 67',
        consulta: 'Abrir cuenta para autónomos',
      },
      {
        nombre: 'Marta Sanz',
        telefono: '634 567 890',
        correo: 'marta.sanz@gmail.com',
        sucursal: 'Sucursal Centro - 91 123 45 67',
        consulta: 'Cita para revisar mi plan de pensiones',
      },
    ],
    keep: ['Sucursal Centro', 'plan de pensiones'],
    phone: '+34634567890',
    email: 'marta.sanz@gmail.com',
  },
  {
    id: 'br_unidade',
    country: 'BR',
    leads: [
      {
        nome: 'Carla Souza',
        whatsapp: '(11) 91234-5678',
        email: 'carla.souza@gmail.com',
        unidade: 'Unidade Paulista – (11) 3123-4567',
        objetivo: 'Emagrecimento',
      },
      {
        nome: 'Rafael Lima',
        whatsapp: '(11) 98765-4321',
        email: 'rafael.lima@uol.com.br',
        unidade: 'Unidade Paulista – (11) 3123-4567',
        objetivo: 'Hipertrofia',
      },
      {
        nome: 'Beatriz Alves',
        whatsapp: '(21) 99876-5432',
        email: 'bia.alves@gmail.com',
        unidade: 'Unidade Paulista – (11) 3123-4567',
        objetivo: 'Pilates para dor nas costas',
      },
    ],
    keep: ['Paulista', 'dor nas costas'],
    phone: '+5521998765432',
    email: 'bia.alves@gmail.com',
  },
  {
    id: 'us_referring_dr',
    country: 'US',
    leads: [
      {
        patient_name: 'Tom Hardy',
        phone: '201-555-0123',
        email: 'tomh@gmail.com',
        referred_by: 'Dr. Sarah Kim, 201-555-0177',
        reason_for_visit: 'knee pain after running',
      },
      {
        patient_name: 'Lisa Ray',
        phone: '201-555-0145',
        email: 'lisa.ray@gmail.com',
        referred_by: 'Dr. Sarah Kim, 201-555-0177',
        reason_for_visit: 'shoulder impingement',
      },
      {
        patient_name: 'Omar Said',
        phone: '201-555-0167',
        email: 'omar.said@gmail.com',
        referred_by: 'Dr. Sarah Kim, 201-555-0177',
        reason_for_visit: 'lower back pain, MRI done last week',
      },
    ],
    keep: ['Sarah Kim', 'MRI done'],
    phone: '+12015550167',
    email: 'omar.said@gmail.com',
  },
  {
    id: 'he_referrer_friend',
    country: 'IL',
    leads: [
      {
        שם: 'רונית',
        טלפון: '050-1234567',
        'הומלץ על ידי': 'אבי כהן 054-7654321',
        'מה מעניין אותך': 'שיעורי פסנתר לילדים',
      },
      { שם: 'גלעד', טלפון: '052-2345678', 'הומלץ על ידי': 'אבי כהן 054-7654321', 'מה מעניין אותך': 'גיטרה למבוגרים' },
      { שם: 'שירן', טלפון: '053-4567890', 'הומלץ על ידי': 'אבי כהן 054-7654321', 'מה מעניין אותך': 'פיתוח קול' },
    ],
    keep: ['אבי כהן', 'פיתוח קול'],
    phone: '+972534567890',
    email: null,
  },
  {
    id: 'family_landline',
    country: 'IL',
    leads: [
      {
        full_name: 'Moshe Cohen',
        mobile: '050-1234567',
        home_phone: '03-6123456',
        city: 'תל אביב',
        message: 'Looking for a cleaner twice a week',
      },
      {
        full_name: 'Rivka Cohen',
        mobile: '052-2345678',
        home_phone: '03-6123456',
        city: 'תל אביב',
        message: 'Same request as my husband, prefer mornings',
      },
      {
        full_name: 'Eli Cohen',
        mobile: '054-3456789',
        home_phone: '03-6123456',
        city: 'תל אביב',
        message: 'For my parents apartment, Sundays only',
      },
    ],
    keep: ['03-6123456', 'Sundays only'],
    phone: '+972543456789',
    email: null,
  },
  {
    id: 'resubmit_email_typos',
    country: 'US',
    leads: [
      {
        name: 'Karen White',
        email: 'karen.white@gmial.com',
        phone: '',
        message: 'Please call my son David at 201-555-0199 after 5pm, he handles my affairs',
      },
      {
        name: 'Karen White',
        email: 'karenwhite@gmail.com',
        phone: '',
        message: 'Please call my son David at 201-555-0199 after 5pm, he handles my affairs',
      },
      {
        name: 'Karen White',
        email: 'karen.white@gmail.com',
        phone: '',
        message: 'Please call my son David at 201-555-0199 after 5pm, he handles my affairs',
      },
    ],
    keep: ['son David'],
    phone: null,
    email: 'karen.white@gmail.com',
  },
  {
    id: 'b2b_office_phone',
    country: 'US',
    leads: [
      {
        first_name: 'Ben',
        last_name: 'Ng',
        work_email: 'ben.ng@acmelogistics.com',
        mobile: '201-555-0123',
        company: 'Acme Logistics',
        company_phone: '(212) 555-0100',
        job_title: 'Ops Manager',
        use_case: 'route planning for 40 trucks',
      },
      {
        first_name: 'Kate',
        last_name: 'Fox',
        work_email: 'kate.fox@acmelogistics.com',
        mobile: '201-555-0145',
        company: 'Acme Logistics',
        company_phone: '(212) 555-0100',
        job_title: 'CFO',
        use_case: 'pricing for annual plan',
      },
      {
        first_name: 'Raj',
        last_name: 'Patel',
        work_email: 'raj.patel@acmelogistics.com',
        mobile: '201-555-0167',
        company: 'Acme Logistics',
        company_phone: '(212) 555-0100',
        job_title: 'IT Lead',
        use_case: 'SSO and API integration with SAP',
      },
    ],
    keep: ['Acme Logistics', '555-0100', 'SAP'],
    phone: '+12015550167',
    email: 'raj.patel@acmelogistics.com',
  },
  {
    id: 'b2b_billing_email',
    country: 'DE',
    leads: [
      {
        name: 'Peter Kraus',
        email: 'p.kraus@kraus-bau.de',
        phone: '0170 1234567',
        firma: 'Kraus Bau GmbH',
        rechnungs_email: 'buchhaltung@kraus-bau.de',
        anzahl_lizenzen: '5',
      },
      {
        name: 'Eva Roth',
        email: 'e.roth@kraus-bau.de',
        phone: '01512 3456789',
        firma: 'Kraus Bau GmbH',
        rechnungs_email: 'buchhaltung@kraus-bau.de',
        anzahl_lizenzen: '2',
      },
      {
        name: 'Timo Beck',
        email: 't.beck@kraus-bau.de',
        phone: '01523 4567890',
        firma: 'Kraus Bau GmbH',
        rechnungs_email: 'buchhaltung@kraus-bau.de',
        anzahl_lizenzen: '3 für die Baustelle Leipzig',
      },
    ],
    keep: ['buchhaltung@kraus-bau.de', 'Baustelle Leipzig'],
    phone: '+4915234567890',
    email: 't.beck@kraus-bau.de',
  },
  {
    id: 'he_popular_listing',
    country: 'IL',
    leads: [
      {
        name: 'Avi',
        phone: '050-1234567',
        property: "4 חד' ברח' הרצל 12, רמת גן – סוכן: משה 052-9998887",
        question: 'האם יש חניה?',
      },
      {
        name: 'Noa',
        phone: '052-2345678',
        property: "4 חד' ברח' הרצל 12, רמת גן – סוכן: משה 052-9998887",
        question: 'מתי אפשר לראות?',
      },
      {
        name: 'Tal',
        phone: '054-3456789',
        property: "4 חד' ברח' הרצל 12, רמת גן – סוכן: משה 052-9998887",
        question: 'האם המחיר גמיש?',
      },
    ],
    keep: ['הרצל 12', 'המחיר גמיש'],
    phone: '+972543456789',
    email: null,
  },
  {
    id: 'br_whatsapp_prefill',
    country: 'BR',
    leads: [
      {
        contact: { name: 'Joana', wa_id: '5511912345678' },
        message: {
          type: 'text',
          text: 'Olá! Quero saber mais sobre o apartamento da Rua Augusta 1500. Corretor: (11) 98888-7777',
        },
      },
      {
        contact: { name: 'Pedro', wa_id: '5511987654321' },
        message: {
          type: 'text',
          text: 'Olá! Quero saber mais sobre o apartamento da Rua Augusta 1500. Corretor: (11) 98888-7777',
        },
      },
      {
        contact: { name: 'Luiza', wa_id: '5521998765432' },
        message: {
          type: 'text',
          text: 'Olá! Quero saber mais sobre o apartamento da Rua Augusta 1500. Corretor: (11) 98888-7777',
        },
      },
    ],
    keep: ['Rua Augusta'],
    phone: '+5521998765432',
    email: null,
  },
  {
    id: 'fb_leadad_location',
    country: 'US',
    leads: [
      {
        leadgen_id: '1200001',
        form_id: '881234567890123',
        field_data: [
          { name: 'full_name', values: ['Mia Scott'] },
          { name: 'phone_number', values: ['+12015550123'] },
          { name: 'email', values: ['mia.s@gmail.com'] },
          { name: 'which_location_is_closest_to_you?', values: ['Downtown – 201-555-0101'] },
          { name: 'what_service_are_you_interested_in?', values: ['laser hair removal'] },
        ],
      },
      {
        leadgen_id: '1200002',
        form_id: '881234567890123',
        field_data: [
          { name: 'full_name', values: ['Zoe Park'] },
          { name: 'phone_number', values: ['+12015550145'] },
          { name: 'email', values: ['zoepark@gmail.com'] },
          { name: 'which_location_is_closest_to_you?', values: ['Downtown – 201-555-0101'] },
          { name: 'what_service_are_you_interested_in?', values: ['botox'] },
        ],
      },
      {
        leadgen_id: '1200003',
        form_id: '881234567890123',
        field_data: [
          { name: 'full_name', values: ['Ivy Hall'] },
          { name: 'phone_number', values: ['+12015550167'] },
          { name: 'email', values: ['ivyhall@gmail.com'] },
          { name: 'which_location_is_closest_to_you?', values: ['Downtown – 201-555-0101'] },
          { name: 'what_service_are_you_interested_in?', values: ['lip filler consultation'] },
        ],
      },
    ],
    keep: ['Downtown', 'lip filler'],
    phone: '+12015550167',
    email: 'ivyhall@gmail.com',
  },
  {
    id: 'pickup_store',
    country: 'IL',
    leads: [
      {
        billing: { first_name: 'Roni', phone: '050-1234567', email: 'roni@gmail.com' },
        shipping_method: 'איסוף עצמי: חנות דיזנגוף 50 (03-5252525)',
        items: [{ name: 'Espresso machine X1', qty: 1 }],
        customer_note: '',
      },
      {
        billing: { first_name: 'Dov', phone: '052-2345678', email: 'dov@gmail.com' },
        shipping_method: 'איסוף עצמי: חנות דיזנגוף 50 (03-5252525)',
        items: [{ name: 'Grinder G2', qty: 1 }],
        customer_note: '',
      },
      {
        billing: { first_name: 'Ella', phone: '054-3456789', email: 'ella@gmail.com' },
        shipping_method: 'איסוף עצמי: חנות דיזנגוף 50 (03-5252525)',
        items: [{ name: 'Milk frother', qty: 1 }],
        customer_note: 'אאסוף ביום שישי בבוקר',
      },
    ],
    keep: ['דיזנגוף', 'ביום שישי'],
    phone: '+972543456789',
    email: 'ella@gmail.com',
  },
  {
    id: 'summary_concat',
    country: 'US',
    leads: [
      {
        name: 'Al Roy',
        phone: '201-555-0123',
        email: 'al@gmail.com',
        more_info: 'Branch: Downtown (201-555-0101); Service: Teeth whitening',
      },
      {
        name: 'Bea Fox',
        phone: '201-555-0145',
        email: 'bea@gmail.com',
        more_info: 'Branch: Downtown (201-555-0101); Service: Teeth whitening',
      },
      {
        name: 'Cy Gold',
        phone: '201-555-0167',
        email: 'cy@gmail.com',
        more_info: 'Branch: Downtown (201-555-0101); Service: Teeth whitening',
      },
    ],
    keep: ['Teeth whitening'],
    phone: '+12015550167',
    email: 'cy@gmail.com',
  },
  {
    id: 'team_captain',
    country: 'IL',
    leads: [
      {
        player_name: 'Itay',
        phone: '052-2345678',
        team: 'הפועל שכונה',
        team_captain: 'רון לוי 050-9876543',
        shirt_size: 'L',
      },
      {
        player_name: 'Nir',
        phone: '054-3456789',
        team: 'הפועל שכונה',
        team_captain: 'רון לוי 050-9876543',
        shirt_size: 'M',
      },
      {
        player_name: 'Guy',
        phone: '053-4567890',
        team: 'הפועל שכונה',
        team_captain: 'רון לוי 050-9876543',
        shirt_size: 'XL',
      },
    ],
    keep: ['רון לוי', 'XL'],
    phone: '+972534567890',
    email: null,
  },
  {
    id: 'de_referee',
    country: 'DE',
    leads: [
      {
        name: 'Lea Hoff',
        email: 'lea.hoff@gmail.com',
        telefon: '01512 3456789',
        studiengang: 'Informatik',
        referenz: 'Prof. Hans Müller, h.mueller@uni-koeln.de',
        motivation: 'KI-Praktikum',
      },
      {
        name: 'Ali Demir',
        email: 'ali.demir@gmail.com',
        telefon: '01523 4567890',
        studiengang: 'Informatik',
        referenz: 'Prof. Hans Müller, h.mueller@uni-koeln.de',
        motivation: 'Backend-Praktikum',
      },
      {
        name: 'Mia Lang',
        email: 'mia.lang@gmail.com',
        telefon: '0170 1234567',
        studiengang: 'Informatik',
        referenz: 'Prof. Hans Müller, h.mueller@uni-koeln.de',
        motivation: 'Werkstudentin im Data-Team, ab April',
      },
    ],
    keep: ['Müller', 'ab April'],
    phone: '+491701234567',
    email: 'mia.lang@gmail.com',
  },
  {
    id: 'survey_consultant',
    country: 'IL',
    leads: [
      { name: 'Ofer', phone: '050-1234567', 'מי היה היועץ שלך?': 'נועה – 052-3334444', דירוג: '5', הערות: 'מעולה' },
      { name: 'Gali', phone: '054-3456789', 'מי היה היועץ שלך?': 'נועה – 052-3334444', דירוג: '4', הערות: '' },
      {
        name: 'Shai',
        phone: '053-4567890',
        'מי היה היועץ שלך?': 'נועה – 052-3334444',
        דירוג: '2',
        הערות: 'לא חזרו אליי בזמן',
      },
    ],
    keep: ['נועה', 'לא חזרו'],
    phone: '+972534567890',
    email: null,
  },
  {
    id: 'school_tutoring',
    country: 'IL',
    leads: [
      {
        parent_name: 'Hadas',
        phone: '050-1234567',
        grade: "י'",
        school: 'תיכון אורט רבין, 04-8123456',
        subject: 'מתמטיקה 5 יח',
      },
      {
        parent_name: 'Eyal',
        phone: '052-2345678',
        grade: "יא'",
        school: 'תיכון אורט רבין, 04-8123456',
        subject: 'פיזיקה',
      },
      {
        parent_name: 'Liat',
        phone: '054-3456789',
        grade: "יב'",
        school: 'תיכון אורט רבין, 04-8123456',
        subject: 'אנגלית לבגרות',
      },
    ],
    keep: ['אורט רבין', 'אנגלית'],
    phone: '+972543456789',
    email: null,
  },
  {
    id: 'clinic_demo_b2b',
    country: 'IL',
    leads: [
      {
        name: 'Dr. Ben',
        phone: '050-1234567',
        email: 'ben@maccabi.co.il',
        clinic: 'מכבי סניף חולון 03-5012345',
        role: 'רופא',
      },
      {
        name: 'Orly',
        phone: '052-2345678',
        email: 'orly@maccabi.co.il',
        clinic: 'מכבי סניף חולון 03-5012345',
        role: 'אחות',
      },
      {
        name: 'Sivan',
        phone: '054-3456789',
        email: 'sivan@maccabi.co.il',
        clinic: 'מכבי סניף חולון 03-5012345',
        role: 'מנהלת',
      },
    ],
    keep: ['חולון', 'מנהלת'],
    phone: '+972543456789',
    email: 'sivan@maccabi.co.il',
  },
  {
    id: 'mx_sucursal_hostile',
    country: 'MX',
    leads: [
      { nombre: 'Test Uno', telefono: '55 1111 2222', sucursal: 'Sucursal Norte (81 1234 5678)', mensaje: 'x' },
      { nombre: 'Test Dos', telefono: '55 3333 4444', sucursal: 'Sucursal Norte (81 1234 5678)', mensaje: 'y' },
      {
        nombre: 'Rosa Pérez',
        telefono: '55 2345 6789',
        sucursal: 'Sucursal Norte (81 1234 5678)',
        mensaje: 'Necesito cita urgente para mi hija',
      },
    ],
    keep: ['Sucursal Norte', 'cita urgente'],
    phone: '+525523456789',
    email: null,
  },
  {
    id: 'same_person_diff_phones_alt',
    country: 'ES',
    leads: [
      {
        nombre: 'Jorge Gil',
        telefono: '612 345 678',
        telefono_alternativo: '91 765 43 21',
        comentario: 'Mejor por la tarde',
      },
      {
        nombre: 'Jorge Gil',
        telefono: '623 456 789',
        telefono_alternativo: '91 765 43 21',
        comentario: 'Mejor por la tarde',
      },
      {
        nombre: 'Jorge Gil',
        telefono: '634 567 890',
        telefono_alternativo: '91 765 43 21',
        comentario: 'Mejor por la tarde, es sobre la reforma del baño',
      },
    ],
    keep: ['91 765 43 21', 'reforma del baño'],
    phone: '+34634567890',
    email: null,
  },
  {
    id: 'event_session_email',
    country: 'GB',
    leads: [
      {
        attendee: { name: 'Sam Hill', email: 'sam.hill@gmail.com', phone: '07700 900123' },
        ticket: 'Workshop B – Growth Marketing (host: workshops@conf.co.uk)',
        dietary: 'none',
      },
      {
        attendee: { name: 'Ria Shah', email: 'ria.shah@gmail.com', phone: '07700 900456' },
        ticket: 'Workshop B – Growth Marketing (host: workshops@conf.co.uk)',
        dietary: 'vegan',
      },
      {
        attendee: { name: 'Tom Ball', email: 'tom.ball@gmail.com', phone: '07700 900789' },
        ticket: 'Workshop B – Growth Marketing (host: workshops@conf.co.uk)',
        dietary: 'gluten free',
      },
    ],
    keep: ['Growth Marketing', 'gluten free'],
    phone: '+447700900789',
    email: 'tom.ball@gmail.com',
  },
  {
    id: 'last_is_repeat_person',
    country: 'US',
    leads: [
      { name: 'Al', phone: '201-555-0123', preferred_location: 'Downtown (201) 555-0101', message: 'a' },
      { name: 'Bo', phone: '201-555-0145', preferred_location: 'Downtown (201) 555-0101', message: 'b' },
      { name: 'Cy', phone: '201-555-0167', preferred_location: 'Downtown (201) 555-0101', message: 'c' },
      {
        name: 'Al',
        phone: '201-555-0123',
        preferred_location: 'Downtown (201) 555-0101',
        message: 'rescheduling my hearing aid fitting',
      },
    ],
    keep: ['Downtown', 'hearing aid fitting'],
    phone: '+12015550123',
    email: null,
  },
  {
    id: 'ar_family_shared_mobile',
    country: 'AE',
    leads: [
      { الاسم: 'ليلى', الهاتف: '055 234 5678', 'هاتف ولي الأمر': '050 999 8877', الدورة: 'رياضيات' },
      { الاسم: 'عمر', الهاتف: '052 345 6789', 'هاتف ولي الأمر': '050 999 8877', الدورة: 'فيزياء' },
      { الاسم: 'نور', الهاتف: '056 456 7890', 'هاتف ولي الأمر': '050 999 8877', الدورة: 'لغة إنجليزية للمبتدئين' },
    ],
    keep: ['050 999 8877', 'للمبتدئين'],
    phone: '+971564567890',
    email: null,
  },
];

const GUARDS_B: Array<Sequence & { phone: string | null; email: string | null }> = [
  {
    id: 'br_family_phone_recado',
    country: 'BR',
    leads: [
      {
        nome: 'José Santos',
        email: 'jose.santos1970@gmail.com',
        telefone: '(11) 98123-4567',
        telefone_recado: '',
        interesse: 'Curso de eletricista',
      },
      {
        nome: 'Maria Santos',
        email: 'maria.santos.costura@hotmail.com',
        telefone: '(11) 98123-4567',
        telefone_recado: '',
        interesse: 'Curso de corte e costura',
      },
      {
        nome: 'Ana Santos',
        email: 'anasantos2007@gmail.com',
        telefone: '(11) 98123-4567',
        telefone_recado: '(11) 3456-7890 (vizinha Dona Cida)',
        interesse: 'Curso de auxiliar administrativo, período noturno',
      },
    ],
    keep: ['auxiliar administrativo', 'Dona Cida'],
    phone: '+5511981234567',
    email: 'anasantos2007@gmail.com',
  },
  {
    id: 'jp_same_person_three_emails_fax',
    country: 'JP',
    leads: [
      {
        会社名: '山田工務店',
        お名前: '山田 太郎',
        メールアドレス: 'yamada@yamada-koumuten.jp',
        電話番号: '090-1234-5678',
        FAX: '',
        お問い合わせ内容: '外壁塗装の見積もりをお願いします',
      },
      {
        会社名: '山田工務店',
        お名前: '山田 太郎',
        メールアドレス: 'taro.yamada@gmail.com',
        電話番号: '090-1234-5678',
        FAX: '',
        お問い合わせ内容: '外壁塗装の見積もりをお願いします（返信がないため再送）',
      },
      {
        会社名: '山田工務店',
        お名前: '山田 太郎',
        メールアドレス: 'taro.yamada@gmail.co',
        電話番号: '090-1234-5678',
        FAX: '03-3456-7891',
        お問い合わせ内容: '外壁塗装の見積もり、至急お願いします。FAXでも可',
      },
    ],
    keep: ['外壁塗装'],
    phone: '+819012345678',
    email: 'taro.yamada@gmail.co',
  },
  {
    id: 'de_same_person_emails_tenant',
    country: 'DE',
    leads: [
      {
        name: 'Klaus Becker',
        email: 'k.becker@gmx.de',
        telefon: '0171 2345678',
        ansprechpartner_vor_ort: '',
        anliegen: 'Heizung im Mietshaus fällt aus',
      },
      {
        name: 'Klaus Becker',
        email: 'k.becker@gmx.net',
        telefon: '0171 2345678',
        ansprechpartner_vor_ort: '',
        anliegen: 'Heizung im Mietshaus fällt aus',
      },
      {
        name: 'Klaus Becker',
        email: 'klaus.becker@gmx.net',
        telefon: '0171 2345678',
        ansprechpartner_vor_ort: 'Mieter Herr Yilmaz 0176 98765432',
        anliegen: 'Heizung im Mietshaus fällt aus, bitte heute noch',
      },
    ],
    keep: ['Yilmaz', 'bitte heute noch'],
    phone: '+491712345678',
    email: 'klaus.becker@gmx.net',
  },
  {
    id: 'il_parent_three_kids_tutoring',
    country: 'IL',
    leads: [
      {
        'שם התלמיד': 'נועם לוי',
        אימייל: 'noam.levi.2009@gmail.com',
        טלפון: '054-3456789',
        'טלפון התלמיד': '053-3111222',
        מקצוע: 'מתמטיקה 5 יחידות',
      },
      {
        'שם התלמיד': 'מאיה לוי',
        אימייל: 'maya.levi.2011@gmail.com',
        טלפון: '054-3456789',
        'טלפון התלמיד': '053-3222333',
        מקצוע: 'אנגלית',
      },
      {
        'שם התלמיד': 'איתי לוי',
        אימייל: 'itai.levi.2013@gmail.com',
        טלפון: '054-3456789',
        'טלפון התלמיד': '053-3333444',
        מקצוע: 'הכנה למבחן מיצ"ב במדעים',
      },
    ],
    keep: ['מיצ"ב'],
    phone: '+972543456789',
    email: 'itai.levi.2013@gmail.com',
  },
  {
    id: 'in_coaching_siblings_parent',
    country: 'IN',
    leads: [
      {
        'छात्र का नाम': 'आरव शर्मा',
        ईमेल: 'aarav.sharma09@gmail.com',
        मोबाइल: '98765 43210',
        'छात्र का मोबाइल': '91234 56780',
        कक्षा: '10वीं, गणित',
      },
      {
        'छात्र का नाम': 'अनन्या शर्मा',
        ईमेल: 'ananya.sharma11@gmail.com',
        मोबाइल: '98765 43210',
        'छात्र का मोबाइल': '91234 56781',
        कक्षा: '8वीं, विज्ञान',
      },
      {
        'छात्र का नाम': 'विहान शर्मा',
        ईमेल: 'vihaan.sharma13@gmail.com',
        मोबाइल: '98765 43210',
        'छात्र का मोबाइल': '91234 56782',
        कक्षा: '6वीं, अंग्रेज़ी बोलचाल',
      },
    ],
    keep: ['अंग्रेज़ी बोलचाल'],
    phone: '+919876543210',
    email: 'vihaan.sharma13@gmail.com',
  },
  {
    id: 'de_colleagues_switchboard_fax',
    country: 'DE',
    leads: [
      {
        firma: 'Brandt Logistik GmbH',
        name: 'Sabine Brandt',
        email: 's.brandt@brandt-logistik.de',
        telefon: '040 3012340',
        fax: '040 3012349',
        anfrage: 'Angebot Lagerfläche 500 m²',
      },
      {
        firma: 'Brandt Logistik GmbH',
        name: 'Jörg Neumann',
        email: 'j.neumann@brandt-logistik.de',
        telefon: '040 3012340',
        fax: '040 3012349',
        anfrage: 'Staplerschulung für 6 Mitarbeiter',
      },
      {
        firma: 'Brandt Logistik GmbH',
        name: 'Tanja Vogel',
        email: 't.vogel@brandt-logistik.de',
        telefon: '040 3012340',
        fax: '040 3012349',
        anfrage: 'Bitte Rückruf wegen Rahmenvertrag Kühltransporte',
      },
    ],
    keep: ['Rahmenvertrag Kühltransporte'],
    phone: '+49403012340',
    email: 't.vogel@brandt-logistik.de',
  },
  {
    id: 'pl_same_person_no_email_then',
    country: 'PL',
    leads: [
      {
        imie: 'Marek Nowak',
        email: 'marek.nowak@wp.pl',
        telefon: '512 345 678',
        telefon_dodatkowy: '',
        wiadomosc: 'Wycena wymiany okien, 6 sztuk',
      },
      {
        imie: 'Marek Nowak',
        email: 'marek.nowak@o2.pl',
        telefon: '512 345 678',
        telefon_dodatkowy: '',
        wiadomosc: 'Wycena wymiany okien, 6 sztuk',
      },
      {
        imie: 'Marek Nowak',
        email: '',
        telefon: '512 345 678',
        telefon_dodatkowy: '601 234 567',
        wiadomosc: 'Wycena okien – dodatkowy numer to żona Ewa, gdybym nie odbierał',
      },
    ],
    keep: ['żona Ewa'],
    phone: '+48512345678',
    email: null,
  },
  {
    id: 'mx_family_phone_branch_field',
    country: 'MX',
    leads: [
      {
        nombre: 'Roberto Díaz',
        correo: 'roberto.diaz@gmail.com',
        telefono: '55 4123 8765',
        telefono_sucursal: '55 5208 1100',
        mensaje: 'Limpieza dental',
      },
      {
        nombre: 'Patricia Díaz',
        correo: 'paty.diaz@hotmail.com',
        telefono: '55 4123 8765',
        telefono_sucursal: '55 5208 1100',
        mensaje: 'Revisión de brackets',
      },
      {
        nombre: 'Fernanda Díaz',
        correo: 'fer.diaz2008@gmail.com',
        telefono: '55 4123 8765',
        telefono_sucursal: '55 5208 1100',
        mensaje: 'Me duele una muela del juicio, ¿hay cita mañana?',
      },
    ],
    keep: ['muela del juicio'],
    phone: '+525541238765',
    email: 'fer.diaz2008@gmail.com',
  },
  {
    id: 'us_office_shared_site_phone',
    country: 'US',
    leads: [
      {
        first_name: 'Karen',
        last_name: 'Lee',
        email: 'klee@morrisdental.com',
        phone: '(973) 302-4400',
        site_phone: '(201) 418-7000',
        message: 'Need a quote on 3 new workstations',
      },
      {
        first_name: 'Brian',
        last_name: 'Holt',
        email: 'bholt@morrisdental.com',
        phone: '(973) 302-4400',
        site_phone: '(201) 418-7000',
        message: 'Network printer keeps dropping',
      },
      {
        first_name: 'Nina',
        last_name: 'Shah',
        email: 'nshah@morrisdental.com',
        phone: '(973) 302-4400',
        site_phone: '(201) 418-7000',
        message: 'Please call re: moving our server closet next month',
      },
    ],
    keep: ['server closet'],
    phone: '+19733024400',
    email: 'nshah@morrisdental.com',
  },
  {
    id: 'th_office_shared_manager_text',
    country: 'TH',
    leads: [
      {
        ชื่อ: 'สมศรี ใจดี',
        อีเมล: 'somsri@siamfood.co.th',
        เบอร์โทร: '02-123-4567',
        บริษัท: 'บริษัท สยามฟู้ด จำกัด',
        ข้อความ: 'ขอใบเสนอราคาเครื่องกรองน้ำ',
      },
      {
        ชื่อ: 'วิชัย แสงทอง',
        อีเมล: 'wichai@siamfood.co.th',
        เบอร์โทร: '02-123-4567',
        บริษัท: 'บริษัท สยามฟู้ด จำกัด',
        ข้อความ: 'ต้องการบริการล้างแอร์ 10 เครื่อง',
      },
      {
        ชื่อ: 'นภา ศรีสุข',
        อีเมล: 'napa@siamfood.co.th',
        เบอร์โทร: '02-123-4567',
        บริษัท: 'บริษัท สยามฟู้ด จำกัด',
        ข้อความ: 'ขอนัดดูหน้างานติดตั้งแอร์ ติดต่อคุณสมชาย ผู้จัดการ 081-234-5678 ได้เช่นกัน',
      },
    ],
    keep: ['ผู้จัดการ'],
    phone: '+6621234567',
    email: 'napa@siamfood.co.th',
  },
  {
    id: 'kr_same_person_emails_office',
    country: 'KR',
    leads: [
      {
        이름: '김지은',
        이메일: 'jieun.kim@naver.com',
        휴대폰: '010-1234-5678',
        회사전화: '',
        문의: '사무실 인테리어 견적 문의',
      },
      {
        이름: '김지은',
        이메일: 'jieun.kim@gmail.com',
        휴대폰: '010-1234-5678',
        회사전화: '',
        문의: '사무실 인테리어 견적 문의',
      },
      {
        이름: '김지은',
        이메일: 'jieun.kim@daum.net',
        휴대폰: '010-1234-5678',
        회사전화: '02-555-1234',
        문의: '사무실 인테리어 견적 문의드립니다. 30평, 다음 달 시공 희망',
      },
    ],
    keep: ['30평'],
    phone: '+821012345678',
    email: 'jieun.kim@daum.net',
  },
  {
    id: 'gb_company_card_colleagues',
    country: 'GB',
    leads: [
      {
        name: 'Dan Harlow',
        email: 'dan@harlowjoinery.co.uk',
        mobile: '07911 123456',
        company_details: 'Harlow Joinery Ltd, Unit 4 Mill Lane, Leeds LS11 5AA, 0113 496 0321',
        requirement: 'CNC router servicing',
      },
      {
        name: 'Sue Pike',
        email: 'sue@harlowjoinery.co.uk',
        mobile: '07911 234567',
        company_details: 'Harlow Joinery Ltd, Unit 4 Mill Lane, Leeds LS11 5AA, 0113 496 0321',
        requirement: 'Dust extraction filters',
      },
      {
        name: 'Raj Mehta',
        email: 'raj@harlowjoinery.co.uk',
        mobile: '07812 345678',
        company_details: 'Harlow Joinery Ltd, Unit 4 Mill Lane, Leeds LS11 5AA, 0113 496 0321',
        requirement: 'Second-hand edge bander, budget £8k',
      },
    ],
    keep: ['Harlow Joinery', 'edge bander'],
    phone: '+447812345678',
    email: 'raj@harlowjoinery.co.uk',
  },
  {
    id: 'il_guardian_card_siblings',
    country: 'IL',
    leads: [
      {
        'שם החניך': 'יואב כהן',
        אימייל: 'yoav.cohen.2010@gmail.com',
        טלפון: '053-3111222',
        'פרטי הורה': 'רבקה כהן, הרצל 12 חיפה, 050-7654321',
        הערות: '',
      },
      {
        'שם החניך': 'תמר כהן',
        אימייל: 'tamar.cohen.2012@gmail.com',
        טלפון: '053-3222333',
        'פרטי הורה': 'רבקה כהן, הרצל 12 חיפה, 050-7654321',
        הערות: 'צמחונית',
      },
      {
        'שם החניך': 'עידו כהן',
        אימייל: 'ido.cohen.2014@gmail.com',
        טלפון: '053-3333444',
        'פרטי הורה': 'רבקה כהן, הרצל 12 חיפה, 050-7654321',
        הערות: 'אלרגי לבוטנים, צריך אפיפן',
      },
    ],
    keep: ['רבקה כהן', 'אלרגי לבוטנים'],
    phone: '+972533333444',
    email: 'ido.cohen.2014@gmail.com',
  },
  {
    id: 'he_building_flood_neighbours',
    country: 'IL',
    leads: [
      {
        שם: 'אורי',
        טלפון: '050-2233445',
        'כתובת הבניין': 'ועד הבית, ביאליק 20, רמת גן, 03-5551234',
        תיאור: 'רטיבות בתקרה',
      },
      {
        שם: 'מיכל',
        טלפון: '052-3344556',
        'כתובת הבניין': 'ועד הבית, ביאליק 20, רמת גן, 03-5551234',
        תיאור: 'מים זולגים בחדר מדרגות',
      },
      {
        שם: 'יעל',
        טלפון: '054-4455667',
        'כתובת הבניין': 'ועד הבית, ביאליק 20, רמת גן, 03-5551234',
        תיאור: 'הצפה בדירה בקומה 2, הפרקט התנפח',
      },
    ],
    keep: ['ביאליק 20', 'הפרקט'],
    phone: '+972544455667',
    email: null,
  },
  {
    id: 'fr_referring_doctor_card',
    country: 'FR',
    leads: [
      {
        patient: 'Paul Durand',
        email: 'paul.durand@orange.fr',
        telephone: '06 12 34 56 78',
        medecin_traitant: 'Dr Sophie Martin, Cabinet Pasteur, Lyon, 04 78 12 34 56',
        motif: 'Genou',
      },
      {
        patient: 'Julie Leroy',
        email: 'julie.leroy@gmail.com',
        telephone: '06 23 45 67 89',
        medecin_traitant: 'Dr Sophie Martin, Cabinet Pasteur, Lyon, 04 78 12 34 56',
        motif: 'Épaule',
      },
      {
        patient: 'Hugo Petit',
        email: 'hugo.petit@free.fr',
        telephone: '07 81 23 45 67',
        medecin_traitant: 'Dr Sophie Martin, Cabinet Pasteur, Lyon, 04 78 12 34 56',
        motif: 'Entorse de la cheville, IRM faite',
      },
    ],
    keep: ['Sophie Martin', 'IRM faite'],
    phone: '+33781234567',
    email: 'hugo.petit@free.fr',
  },
  {
    id: 'jp_company_card_colleagues',
    country: 'JP',
    leads: [
      {
        お名前: '佐藤 花子',
        メール: 'sato@sakura-corp.jp',
        携帯電話: '090-1234-5678',
        会社情報: '株式会社サクラ, 東京都港区芝5-1-1, 03-5432-1098',
        ご相談内容: '複合機のリース',
      },
      {
        お名前: '鈴木 一郎',
        メール: 'suzuki@sakura-corp.jp',
        携帯電話: '080-2345-6789',
        会社情報: '株式会社サクラ, 東京都港区芝5-1-1, 03-5432-1098',
        ご相談内容: 'トナーの定期配送',
      },
      {
        お名前: '高橋 健',
        メール: 'takahashi@sakura-corp.jp',
        携帯電話: '070-3456-7890',
        会社情報: '株式会社サクラ, 東京都港区芝5-1-1, 03-5432-1098',
        ご相談内容: '新オフィスへの移転に伴う複合機3台の移設',
      },
    ],
    keep: ['株式会社サクラ', '移設'],
    phone: '+817034567890',
    email: 'takahashi@sakura-corp.jp',
  },
  {
    id: 'ru_pickup_point_card',
    country: 'RU',
    leads: [
      {
        покупатель: { имя: 'Ирина', email: 'irina.k@mail.ru', телефон: '+7 912 345-67-89' },
        пункт_выдачи: 'ПВЗ «Маркет», ул. Баумана 12, Казань, +7 843 123-45-67',
        комментарий: '',
      },
      {
        покупатель: { имя: 'Руслан', email: 'ruslan.g@yandex.ru', телефон: '+7 926 123-45-67' },
        пункт_выдачи: 'ПВЗ «Маркет», ул. Баумана 12, Казань, +7 843 123-45-67',
        комментарий: '',
      },
      {
        покупатель: { имя: 'Айгуль', email: 'aigul.s@mail.ru', телефон: '+7 903 765-43-21' },
        пункт_выдачи: 'ПВЗ «Маркет», ул. Баумана 12, Казань, +7 843 123-45-67',
        комментарий: 'Заберу в субботу после обеда',
      },
    ],
    keep: ['Баумана 12', 'в субботу'],
    phone: '+79037654321',
    email: 'aigul.s@mail.ru',
  },
  {
    id: 'in_society_card_pest',
    country: 'IN',
    leads: [
      {
        नाम: 'रमेश गुप्ता',
        मोबाइल: '98765 43210',
        सोसाइटी: 'ग्रीन पार्क सोसाइटी, सेक्टर 21, गुरुग्राम, 0124 456 7890',
        सेवा: 'दीमक उपचार',
      },
      {
        नाम: 'सुनीता वर्मा',
        मोबाइल: '91234 56789',
        सोसाइटी: 'ग्रीन पार्क सोसाइटी, सेक्टर 21, गुरुग्राम, 0124 456 7890',
        सेवा: 'कॉकरोच नियंत्रण',
      },
      {
        नाम: 'अमित सिंह',
        मोबाइल: '99887 76655',
        सोसाइटी: 'ग्रीन पार्क सोसाइटी, सेक्टर 21, गुरुग्राम, 0124 456 7890',
        सेवा: 'फ्लैट बी-402 में दीमक, लकड़ी की अलमारी खराब',
      },
    ],
    keep: ['ग्रीन पार्क', 'बी-402'],
    phone: '+919988776655',
    email: null,
  },
  {
    id: 'us_referral_card_realtor',
    country: 'US',
    leads: [
      {
        name: 'Sam Kohl',
        email: 'sam.kohl@gmail.com',
        phone: '(201) 639-1245',
        referred_by: 'Jen Alvarez, Keller Realty, Hoboken NJ, (201) 418-7555',
        project: 'Home inspection',
      },
      {
        name: 'Ria Das',
        email: 'ria.das@gmail.com',
        phone: '(973) 302-1188',
        referred_by: 'Jen Alvarez, Keller Realty, Hoboken NJ, (201) 418-7555',
        project: 'Radon test',
      },
      {
        name: 'Leo Vance',
        email: 'leo.vance@gmail.com',
        phone: '(201) 917-3344',
        referred_by: 'Jen Alvarez, Keller Realty, Hoboken NJ, (201) 418-7555',
        project: 'Inspection for a 1920s brownstone, closing in 3 weeks',
      },
    ],
    keep: ['Jen Alvarez', 'brownstone'],
    phone: '+12019173344',
    email: 'leo.vance@gmail.com',
  },
  {
    id: 'fb_location_card_answer',
    country: 'US',
    leads: [
      {
        leadgen_id: '1200001',
        field_data: [
          { name: 'full_name', values: ['Mia Scott'] },
          { name: 'phone_number', values: ['+12016391245'] },
          { name: 'email', values: ['mia.s@gmail.com'] },
          { name: 'preferred_location', values: ['Montclair, 12 Church St, Montclair NJ, (973) 302-0188'] },
          { name: 'what_service', values: ['laser hair removal'] },
        ],
      },
      {
        leadgen_id: '1200002',
        field_data: [
          { name: 'full_name', values: ['Zoe Park'] },
          { name: 'phone_number', values: ['+19733021188'] },
          { name: 'email', values: ['zoepark@gmail.com'] },
          { name: 'preferred_location', values: ['Montclair, 12 Church St, Montclair NJ, (973) 302-0188'] },
          { name: 'what_service', values: ['botox'] },
        ],
      },
      {
        leadgen_id: '1200003',
        field_data: [
          { name: 'full_name', values: ['Ivy Hall'] },
          { name: 'phone_number', values: ['+12019173344'] },
          { name: 'email', values: ['ivyhall@gmail.com'] },
          { name: 'preferred_location', values: ['Montclair, 12 Church St, Montclair NJ, (973) 302-0188'] },
          { name: 'what_service', values: ['lip filler consultation before my wedding'] },
        ],
      },
    ],
    keep: ['Montclair', 'lip filler'],
    phone: '+12019173344',
    email: 'ivyhall@gmail.com',
  },
  {
    id: 'es_gestoria_staff_shared_only',
    country: 'ES',
    leads: [
      { nombre: 'Pilar Gómez', email: 'pilar@gestoriagomez.es', telefono: '91 123 45 67', mensaje: 'Alta de autónomo' },
      { nombre: 'Javier Gómez', email: 'javier@gestoriagomez.es', telefono: '91 123 45 67', mensaje: 'Renta 2024' },
      {
        nombre: 'Nuria Sáez',
        email: 'nuria@gestoriagomez.es',
        telefono: '91 123 45 67',
        mensaje: 'Nos interesa el software de nóminas. Nuestro cliente Sr. Ortega (600 112 233) también lo quiere ver',
      },
    ],
    keep: ['Sr. Ortega', 'software de nóminas'],
    phone: '+34911234567',
    email: 'nuria@gestoriagomez.es',
  },
];

const GUARDS_C: Array<{
  id: string;
  country: string;
  body: Body;
  name: string | null;
  phone: string | null;
  email: string | null;
  keep: string[];
  drop: string[];
}> = [
  {
    id: 'B01-en-crm-owner-contact',
    country: 'GB',
    body: {
      deal: { title: 'Roof replacement – 3 bed semi', stage: 'Qualified', value: 14500 },
      participants: [
        {
          role: 'owner',
          name: 'Northline Roofing Ltd',
          email: 'sales@northlineroofing.co.uk',
          address: 'Unit 7, Aire Valley Park, Leeds LS9 0PS',
        },
        { role: 'contact', name: 'Gareth Hughes', phone: '07912 345678', email: 'gareth.hughes@gmail.com' },
      ],
      note: 'Margin floor 22%. Do not offer the spring discount, he already had it in 2023.',
    },
    name: 'Gareth Hughes',
    phone: '+447912345678',
    email: 'gareth.hughes@gmail.com',
    keep: [],
    drop: ['Margin floor'],
  },
  {
    id: 'B02-de-crm-berater-notiz',
    country: 'DE',
    body: {
      vorgang: { titel: 'Wärmepumpe Einfamilienhaus', phase: 'Angebot' },
      personen: [
        { rolle: 'kunde', name: 'Thomas Becker', telefon: '0171 3456789', email: 't.becker@gmx.de' },
        {
          rolle: 'berater',
          name: 'Energieberatung Süd GmbH',
          anschrift: 'Industriestraße 12, 79110 Freiburg',
          email: 'vertrieb@energieberatung-sued.de',
        },
      ],
      notiz: 'Kunde zahlungsschwach laut Schufa, nur Vorkasse anbieten.',
    },
    name: 'Thomas Becker',
    phone: '+491713456789',
    email: 't.becker@gmx.de',
    keep: [],
    drop: ['Schufa', 'Vorkasse'],
  },
  {
    id: 'B08-br-chamado-observacao',
    country: 'BR',
    body: {
      chamado: { numero: 'CH-20931', assunto: 'Instalação de ar-condicionado' },
      pessoas: [
        { papel: 'cliente', nome: 'Juliana Ribeiro', celular: '(21) 99876-5432', email: 'ju.ribeiro@gmail.com' },
        {
          papel: 'atendente',
          nome: 'Clima Rio Refrigeração Ltda',
          endereco: 'Av. das Américas 500, Barra da Tijuca, Rio de Janeiro',
          telefone: '(21) 3325-1000',
        },
      ],
      observacao: 'Cliente já cancelou duas visitas, confirmar por escrito.',
    },
    name: 'Juliana Ribeiro',
    phone: '+5521998765432',
    email: 'ju.ribeiro@gmail.com',
    keep: [],
    drop: ['cancelou duas visitas'],
  },
  {
    id: 'B10-he-iska-heara',
    country: 'IL',
    body: {
      עסקה: { כותרת: 'שיפוץ מטבח', שלב: 'הצעת מחיר' },
      משתתפים: [
        { תפקיד: 'לקוח', שם: 'יוסי כהן', טלפון: '052-3456789', אימייל: 'yossi.cohen@gmail.com' },
        { תפקיד: 'נציג', שם: 'מטבחי הגליל בע"מ', כתובת: 'רחוב העצמאות 15, חיפה', טלפון: '04-8123456' },
      ],
      הערה: 'לקוח רגיש למחיר, לא להציע הנחה בשיחה הראשונה.',
    },
    name: 'יוסי כהן',
    phone: '+972523456789',
    email: 'yossi.cohen@gmail.com',
    keep: [],
    drop: ['לא להציע הנחה'],
  },
  {
    id: 'E04-fr-coordonnees-card-spouse',
    country: 'FR',
    body: {
      formulaire: 'Demande de devis',
      coordonnees: 'Paul Martin, 5 rue des Lilas, 44000 Nantes, 06 11 22 33 44',
      message: 'Je suis souvent en déplacement, si je ne réponds pas appelez ma femme Claire au 06 98 76 54 32.',
    },
    name: 'Paul Martin',
    phone: '+33611223344',
    email: null,
    keep: ['souvent en déplacement'],
    drop: [],
  },
  {
    id: 'E05-pl-dane-card-referrer',
    country: 'PL',
    body: {
      zrodlo: 'formularz www',
      dane_kontaktowe: 'Jan Kowalski, ul. Długa 5, 31-147 Kraków, 601 234 567',
      wiadomosc: 'Polecił mnie Państwu pan Nowak, jego numer 602 345 678, robiliście mu dach w zeszłym roku.',
    },
    name: 'Jan Kowalski',
    phone: '+48601234567',
    email: null,
    keep: ['robiliście mu dach'],
    drop: [],
  },
  {
    id: 'E06-de-chat-commalist-own-number',
    country: 'DE',
    body: {
      chat_id: 'c-1182',
      messages: [
        { sender: 'visitor', text: 'Hallo, Max Huber hier, bitte um Rückruf wegen Angebot Badsanierung, 0171 9876543' },
        { sender: 'agent', text: 'Danke, wir melden uns morgen.' },
        { sender: 'visitor', text: 'Ich hatte vorher schon bei der 0711 4567890 angerufen aber niemand ging ran' },
      ],
    },
    name: 'Max Huber',
    phone: '+491719876543',
    email: null,
    keep: ['Badsanierung'],
    drop: [],
  },
  {
    id: 'E08-es-firma-card-email-gestoria',
    country: 'ES',
    body: {
      canal: 'web',
      firma: 'Marta Vidal · Vidal Arquitectura · marta@vidalarquitectura.es · 612 778 899',
      mensaje: 'Por favor, enviad la factura proforma a nuestra gestoría, facturas@gestoriamartinez.es',
    },
    name: 'Marta Vidal',
    phone: '+34612778899',
    email: 'marta@vidalarquitectura.es',
    keep: ['factura proforma'],
    drop: [],
  },
  {
    id: 'E09-no-kontaktinfo-ordrenummer',
    country: 'NO',
    body: {
      kanal: 'nettside',
      kontaktinfo: 'Ingrid Hansen, Storgata 12, 0155 Oslo, 412 34 567',
      melding: 'Gjelder ordrenummer 91234567 – sofaen kom med en rift i stoffet.',
    },
    name: 'Ingrid Hansen',
    phone: '+4741234567',
    email: null,
    keep: ['rift i stoffet'],
    drop: [],
  },
  {
    id: 'E10-fr-signature-card-ean-budget',
    country: 'FR',
    body: {
      signature: 'Atelier Bois Morin · 14 rue du Port · 29200 Brest · 02 98 44 12 34',
      message:
        'Bonjour, merci de nous faire un devis pour les références suivantes 3760123450000 x 2 ; 3760123450007 x 3 ; 3760123450014 x 4 ; 3760123450021 x 5 ; 3760123450028 x 6 ; 3760123450035 x 7 ; 3760123450042 x 8 ; 3760123450049 x 9 ; 3760123450056 x 10 ; 3760123450063 x 11 ; 3760123450070 x 12 ; 3760123450077 x 13 ; 3760123450084 x 14 ; 3760123450091 x 15 ; 3760123450098 x 16 ; 3760123450105 x 17 ; 3760123450112 x 18 ; 3760123450119 x 19 ; 3760123450126 x 20 ; 3760123450133 x 21 ; 3760123450140 x 22 ; 3760123450147 x 23 ; 3760123450154 x 24 ; 3760123450161 x 25. Livraison atelier.',
    },
    name: null,
    phone: '+33298441234',
    email: null,
    keep: ['devis'],
    drop: [],
  },
  {
    id: 'E11-au-prechat-company-card',
    country: 'AU',
    body: {
      prechat: { company: 'Greenleaf Landscaping | 22 Wattle St, Parramatta NSW | 0412 345 678' },
      messages: [
        {
          from: 'visitor',
          text: 'We currently use Acme Waste, their number 02 9876 5432 never answers, want to switch',
        },
        { from: 'agent', text: 'No worries, how many bins?' },
      ],
    },
    name: null,
    phone: '+61412345678',
    email: null,
    keep: ['want to switch'],
    drop: [],
  },
  {
    id: 'E18-tr-iletisim-card-spouse',
    country: 'TR',
    body: {
      iletisim: 'Ahmet Kaya, Bağdat Cad. 210, Kadıköy, 0532 444 55 66',
      mesaj: 'Eşimin numarası da 0533 777 88 99, ona da ulaşabilirsiniz',
    },
    name: 'Ahmet Kaya',
    phone: '+905324445566',
    email: null,
    keep: ['ulaşabilirsiniz'],
    drop: [],
  },
  {
    id: 'E20-us-details-card-gc',
    country: 'US',
    body: {
      lead_source: 'website',
      details: 'Brian Walsh, Walsh Plumbing LLC, Columbus OH, (614) 823-4471',
      message: 'Our GC is Ken at (614) 902-3318, coordinate the schedule with him too',
    },
    name: 'Brian Walsh',
    phone: '+16148234471',
    email: null,
    keep: ['coordinate the schedule'],
    drop: [],
  },
  {
    id: 'E22-au-message-card-cc-email',
    country: 'AU',
    body: {
      message:
        'Need 3 quotes for office cleaning, Rachel Green, Brightside Dental, rachel@brightsidedental.com.au, 0423 456 789',
      additional_info: 'please cc our practice manager on anything, admin@brightsidedental.com.au',
    },
    name: 'Rachel Green',
    phone: '+61423456789',
    email: 'rachel@brightsidedental.com.au',
    keep: ['office cleaning'],
    drop: [],
  },
  {
    id: 'E23-mx-chat-commalist-hermano',
    country: 'MX',
    body: {
      mensajes: [
        {
          emisor: 'cliente',
          texto: 'Buenas tardes, soy Diego Ramírez, quiero cotizar impermeabilización, 55 4321 8765',
        },
        { emisor: 'asesor', texto: 'Con gusto, ¿cuántos metros?' },
        { emisor: 'cliente', texto: 'Unos 80 m2, si no contesto marque a mi hermano al 55 1234 9876' },
      ],
    },
    name: 'Diego Ramírez',
    phone: '+525543218765',
    email: null,
    keep: ['impermeabilización'],
    drop: [],
  },
  {
    id: 'E24-in-chat-commalist-office',
    country: 'IN',
    body: {
      chat: [
        { by: 'visitor', msg: 'Hello, Anil Kumar, need AMC for 4 split ACs, 98450 12345' },
        { by: 'agent', msg: 'Sure sir, which area?' },
        { by: 'visitor', msg: 'Koramangala office, reception landline 080 4123 4567 is not monitored after 6' },
      ],
    },
    name: 'Anil Kumar',
    phone: '+919845012345',
    email: null,
    keep: ['split ACs'],
    drop: [],
  },
  {
    id: 'E25-nl-bericht-kvk-like',
    country: 'NL',
    body: {
      gegevens: 'Pieter Jansen, Dorpsstraat 8, Utrecht, 06 41234567',
      bericht: 'Zie offerte 0301234567 van vorige week, graag aanpassen naar 3 ramen.',
    },
    name: 'Pieter Jansen',
    phone: '+31641234567',
    email: null,
    keep: ['3 ramen'],
    drop: [],
  },
  {
    id: 'E26-hk-visitor-own-company-card',
    country: 'HK',
    body: {
      訪客資料: { 公司: '宏達貿易有限公司 | 九龍灣宏照道 38 號 | 9876 5432' },
      對話: [{ 角色: '訪客', 內容: '我哋想訂 200 份月餅，上次喺你哋旺角店 2388 2211 落單' }],
    },
    name: null,
    phone: '+85298765432',
    email: null,
    keep: ['月餅'],
    drop: [],
  },
];

const CARDS: Array<Sequence & { drop: string[] }> = [
  {
    id: 'he_more_info_2',
    country: 'IL',
    leads: [
      {
        name: 'דנה',
        phone: '050-1234567',
        message: 'אופניים לילד בן 8',
        more_info_2: "פדל סייקל חיפה | שד' הנשיא 134 | 04-811 7725",
      },
      {
        name: 'עומר',
        phone: '052-2345678',
        message: "תיקון פנצ'ר",
        more_info_2: "פדל סייקל חיפה | שד' הנשיא 134 | 04-811 7725",
      },
      {
        name: 'נטע',
        phone: '054-3456789',
        message: 'מחפשת אופניים חשמליים עד 5000',
        more_info_2: "פדל סייקל חיפה | שד' הנשיא 134 | 04-811 7725",
      },
    ],
    keep: ['מחפשת אופניים חשמליים עד 5000'],
    drop: ['הנשיא 134'],
  },
  {
    id: 'pl_firma',
    country: 'PL',
    leads: [
      {
        name: 'Jan',
        phone: '512 345 678',
        message: 'opony',
        firma: 'Auto Serwis Nowak, ul. Długa 5, Warszawa, 22 123 45 67',
      },
      {
        name: 'Ewa',
        phone: '601 234 567',
        message: 'olej',
        firma: 'Auto Serwis Nowak, ul. Długa 5, Warszawa, 22 123 45 67',
      },
      {
        name: 'Adam',
        phone: '791 234 567',
        message: 'Wymiana rozrządu w Skodzie Octavii 2016',
        firma: 'Auto Serwis Nowak, ul. Długa 5, Warszawa, 22 123 45 67',
      },
    ],
    keep: ['Wymiana rozrządu w Skodzie Octavii 2016'],
    drop: ['ul. Długa 5'],
  },
  {
    id: 'ae_arabic_info',
    country: 'AE',
    leads: [
      {
        name: 'أحمد',
        phone: '050 123 4567',
        message: 'تنظيف',
        معلومات: 'عيادة النور – شارع الشيخ زايد – دبي – 04 123 4567',
      },
      {
        name: 'سارة',
        phone: '055 234 5678',
        message: 'تقويم',
        معلومات: 'عيادة النور – شارع الشيخ زايد – دبي – 04 123 4567',
      },
      {
        name: 'خالد',
        phone: '052 345 6789',
        message: 'أريد موعدا لزراعة الأسنان يوم الأحد',
        معلومات: 'عيادة النور – شارع الشيخ زايد – دبي – 04 123 4567',
      },
    ],
    keep: ['أريد موعدا لزراعة الأسنان يوم الأحد'],
    drop: ['عيادة النور'],
  },
  {
    id: 'ru_filial',
    country: 'RU',
    leads: [
      {
        name: 'Ольга',
        phone: '+7 912 345-67-89',
        message: 'стрижка',
        филиал: 'Салон «Лотос», ул. Ленина 1, +7 495 123-45-67',
      },
      {
        name: 'Ирина',
        phone: '+7 926 123-45-67',
        message: 'маникюр',
        филиал: 'Салон «Лотос», ул. Ленина 1, +7 495 123-45-67',
      },
      {
        name: 'Анна',
        phone: '+7 903 765-43-21',
        message: 'Хочу записаться на окрашивание в пятницу вечером',
        филиал: 'Салон «Лотос», ул. Ленина 1, +7 495 123-45-67',
      },
    ],
    keep: ['Хочу записаться на окрашивание в пятницу вечером'],
    drop: ['Ленина 1'],
  },
  {
    id: 'in_dealer',
    country: 'IN',
    leads: [
      {
        name: 'Ravi',
        phone: '98765 43210',
        message: 'test drive',
        dealer_info: 'Sharma Motors, MG Road, Bengaluru, 080 2345 6789',
      },
      {
        name: 'Priya',
        phone: '91234 56789',
        message: 'EMI',
        dealer_info: 'Sharma Motors, MG Road, Bengaluru, 080 2345 6789',
      },
      {
        name: 'Arjun',
        phone: '99887 76655',
        message: 'Want exchange offer for my 2018 Swift on a new Creta',
        dealer_info: 'Sharma Motors, MG Road, Bengaluru, 080 2345 6789',
      },
    ],
    keep: ['Want exchange offer for my 2018 Swift on a new Creta'],
    drop: ['MG Road'],
  },
  {
    id: 'he_metadata_snif',
    country: 'IL',
    leads: [
      {
        lead: { name: 'Maya', phone: '050-1234567' },
        metadata: { סניף: 'סטודיו יוגה שאנטי, הרצל 5 חיפה, 04-8555555' },
        answers: { 'איזה שיעור מעניין אותך?': 'יוגה למתחילים' },
      },
      {
        lead: { name: 'Roi', phone: '052-2345678' },
        metadata: { סניף: 'סטודיו יוגה שאנטי, הרצל 5 חיפה, 04-8555555' },
        answers: { 'איזה שיעור מעניין אותך?': 'פילאטיס' },
      },
      {
        lead: { name: 'Adi', phone: '054-3456789' },
        metadata: { סניף: 'סטודיו יוגה שאנטי, הרצל 5 חיפה, 04-8555555' },
        answers: { 'איזה שיעור מעניין אותך?': 'יוגה להריון, אני בחודש חמישי' },
      },
    ],
    keep: ['חודש חמישי'],
    drop: ['שאנטי'],
  },
  {
    id: 'gb_email_only_form',
    country: 'GB',
    leads: [
      {
        your_email: 'ann@gmail.com',
        your_name: 'Ann',
        enquiry: 'will',
        form_footer: 'Hale Solicitors, enquiries@halesolicitors.co.uk, 0161 496 0000',
      },
      {
        your_email: 'ben@gmail.com',
        your_name: 'Ben',
        enquiry: 'conveyancing',
        form_footer: 'Hale Solicitors, enquiries@halesolicitors.co.uk, 0161 496 0000',
      },
      {
        your_email: 'cat@gmail.com',
        your_name: 'Cat',
        enquiry: 'I need advice on a lasting power of attorney for my mother',
        form_footer: 'Hale Solicitors, enquiries@halesolicitors.co.uk, 0161 496 0000',
      },
    ],
    keep: ['power of attorney'],
    drop: ['Hale Solicitors'],
  },
];

describe("Reader (review 66): guards from the attacker's pass over what a source's leads sent alike (/work/attack66)", () => {
  // The first version took any value holding a phone or an address two other people sent alike for the business's own:
  // 27 of 77 sequences lost what the person said (a branch, a sales rep or a referrer chosen from the same options, a
  // family's or a company's shared number, a summary of fields, a message of a person writing again under a new
  // address). Now only a card (three parts or more, the number last, no label's colon) is: each reads as alone.
  for (const sequence of GUARDS)
    it(`keeps what the last lead said: ${sequence.id}`, () => {
      const { input } = lastOf(sequence);
      for (const kept of sequence.keep) expect(input.notes, kept).to.contain(kept);
      expect({ phone: input.phone, email: input.email }).to.deep.equal({
        phone: sequence.phone,
        email: sequence.email,
      });
    });
});

describe("Reader (review 66): guards from the second attacker's pass (/work/attack66b), each reading as alone", () => {
  // The second version took a phone field other people sent alike for someone else's and a card two other people sent
  // alike for the business's: 25 of 74 sequences read worse (a lead with an email lost its only phone, shared by a
  // family, colleagues or the same person under new addresses; a parent's phone gave way to a child's; a company's, a
  // guardian's, a building's, a pickup point's or a referring doctor's card left the brief). Now phone fields are never
  // compared, and a card needs four other people in a row.
  for (const sequence of GUARDS_B)
    it(`keeps what the last lead said and its contact: ${sequence.id}`, () => {
      const { input } = lastOf(sequence);
      for (const kept of sequence.keep) expect(input.notes, kept).to.contain(kept);
      expect({ phone: input.phone, email: input.email }).to.deep.equal({
        phone: sequence.phone,
        email: sequence.email,
      });
    });
});

describe("Reader (review 66): a business's card every lead of a source sends, out of the brief from the fifth lead on", () => {
  // The attacker's better sequences (/work/attack66): after their two earlier leads the card stays (a row too short);
  // with each earlier lead sent alike by one more person (four other people in a row), it leaves the brief.
  for (const sequence of CARDS)
    it(`keeps it after two, drops it after four, keeps the person's words: ${sequence.id}`, () => {
      const afterTwo = lastOf(sequence).input;
      for (const dropped of sequence.drop) expect(afterTwo.notes, dropped).to.contain(dropped);
      const { input } = lastOf(sequence, 1);
      for (const kept of sequence.keep) expect(input.notes, kept).to.contain(kept);
      for (const dropped of sequence.drop) expect(input.notes, dropped).not.to.contain(dropped);
    });
});

describe("Reader (review 66): a list of a deal's parties is no conversation: the person's message beside it is theirs", () => {
  // Set 80's Otomoto and Facile.it (held out): `participants: [{role: "kupujący", …}, {role: "sprzedający", name: "Auto
  // Centrum Wawel Sp. z o.o."}]` read as a chat's turns, the dealer's company name as its writing, so the buyer's message
  // beside the list was taken for a staff member's note on the chat and left the brief.
  const read = (body: Body, country: string) => lastOf({ id: '', country, leads: [body], keep: [] }).input;

  it("keeps the buyer's message beside the buyer's and the dealer's records (a company's name)", () => {
    const input = read(
      {
        event: 'inquiry.created',
        partes: [
          { rol: 'comprador', nombre: 'Lucía Ferrer', telefono: '+34 612 448 903', email: 'lucia.ferrer@gmail.com' },
          {
            rol: 'vendedor',
            nombre: 'Automóviles Turia Concesionario Oficial S.L.',
            telefono: '+34 963 221 450',
            email: 'ventas@turia.es',
          },
        ],
        mensaje: '¿Tiene el libro de mantenimiento sellado? ¿Aceptan mi coche como parte del pago?',
      },
      'ES',
    );
    expect(input).to.include({ name: 'Lucía Ferrer', phone: '+34612448903' });
    expect(input.notes).to.contain('¿Tiene el libro de mantenimiento sellado?').and.not.contain('963 221 450');
  });

  it("keeps the customer's note beside the customer's and the broker's records (an address)", () => {
    const input = read(
      {
        soggetti: [
          {
            ruolo: 'cliente',
            nome: 'Giulia',
            cognome: 'Ferri',
            telefono: '+39 348 551 2093',
            indirizzo: 'Via Po 12, Torino',
          },
          { ruolo: 'broker', nome: 'Broker Po', telefono: '+39 011 812 4400', indirizzo: 'Corso Vinzaglio 3, Torino' },
        ],
        veicolo: { marca: 'Lancia', modello: 'Ypsilon 1.0 Hybrid' },
        note_cliente: 'La polizza scade a gennaio, posso pagare a rate?',
      },
      'IT',
    );
    expect(input.phone).to.equal('+393485512093');
    expect(input.notes)
      .to.contain('La polizza scade a gennaio, posso pagare a rate?')
      .and.contain('Ypsilon 1.0 Hybrid')
      .and.not.contain('Corso Vinzaglio');
  });

  it('still reads a chat whose agent writes as a conversation: the agent’s note beside it stays out', () => {
    const input = read(
      {
        contact: { name: 'Ana Ruiz', phone: '+34 611 220 330' },
        conversation: {
          parts: [
            { author_type: 'user', body: 'Hola, quiero una cita para limpieza dental el martes' },
            { author_type: 'admin', body: 'Claro, tenemos hueco a las 10:00 o a las 17:00' },
          ],
          note: 'Paciente nueva, ofrecer descuento de bienvenida la próxima vez',
        },
      },
      'ES',
    );
    expect(input.notes).to.contain('limpieza dental').and.not.contain('descuento de bienvenida');
  });
});

describe("Reader (review 66): guards from the attacker's pass over the session's single-body changes (/work/attack66c), each reading as at 8970f079", () => {
  // Taken back: a card in one line read after every other text in the last look before a refusal (set 80's Comm100: a
  // chat variable's branch card before the visitor's transcript): a person's own contact field written as a card, and a
  // message of comma-parted words ending in their number, lost to a spouse's, a referrer's or an order's number (14 worse,
  // 2 better). Narrowed: a list of a deal's parties holding only their names and places is no conversation for a
  // message beside it, but a note under a bare note's key there stays the staff's (a CRM deal's owner's: 4 worse).
  for (const { id, country, body, phone, email, keep, drop } of GUARDS_C)
    it(`reads ${id} as before`, () => {
      const { input } = readLead(body, country);
      expect({ phone: input.phone, email: input.email }).to.deep.equal({ phone, email });
      for (const kept of keep) expect(input.notes, kept).to.contain(kept);
      for (const dropped of drop) expect(input.notes, dropped).not.to.contain(dropped);
    });
});
