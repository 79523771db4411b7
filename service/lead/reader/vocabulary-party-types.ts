/**
 * A party's type, as data (docs/api.md §2.4 steps 4 and 6): the keys saying who an object is and
 * the values that make it staff or the person.
 */

/**
 * A key holding who an object is (`{"type": "agent", …}`, `{"role": "attendee", …}`) and the values
 * that make it someone working for the business, or the person (docs/api.md §2.4).
 */
export const PARTY_KEYS = [
  'type',
  'role',
  'kind',
  'party',
  'user type',
  'sender type',
  'author type',
  'participant type',
  'member type',
  'actor type',
  'from type',
  'participant role',
  // Who wrote a note or a comment (`{"author": "agent", "text": …}`).
  'author',
  'by',
  'rolle',
  'tipo',
  'papel',
  'ruolo',
  'rol',
];
// Not `vendor`, `business` or `support`: a CRM's contact type or a ticket's type, said of the person or their request.
export const OTHER_PARTY_VALUES = [
  'agent',
  'host',
  'co host',
  'cohost',
  'organizer',
  'organiser',
  'owner',
  'staff',
  'operator',
  'bot',
  'ai',
  'assistant',
  'ai assistant',
  'admin',
  'administrator',
  'assignee',
  'employee',
  'moderator',
  'presenter',
  'panelist',
  'sales rep',
  'representative',
  'teammate',
  'team member',
  'gastgeber',
  'organisateur',
  'organizador',
  'organizzatore',
  'anfitrion',
  'atendente',
  'agente',
  'mitarbeiter',
  'medewerker',
  // In other languages: customer service, an agent, an operator, a seller, staff (Vietnamese `nhân viên`, Indonesian
  // `penjual`, Turkish `temsilci`, Hindi `कर्मचारी`).
  '客服',
  '坐席',
  '店员',
  '상담원',
  'オペレーター',
  'оператор',
  'менеджер',
  'администратор',
  'адміністратор',
  'נציג',
  'موظف',
  'nhan vien',
  'tu van vien',
  'penjual',
  'karyawan',
  'petugas',
  'temsilci',
  'satici',
  'personel',
  'pracownik',
  'konsultant',
  'sprzedawca',
  'แอดมิน',
  'พนักงาน',
  'कर्मचारी',
  'विक्रेता',
  'এজেন্ট',
  'υπάλληλος',
  'کارمند',
  '代理', // Chinese: an agent (`代理：`, a property agent's turns); Hausa and Swahili `wakili`
  'wakili',
  'விற்பனையாளர்', // a seller in Tamil, Sinhala, Bengali
  'විකුණුම්කරු',
  'বিক্রেতা',
];
export const PERSON_PARTY_VALUES = [
  'customer',
  'visitor',
  'guest',
  'attendee',
  'invitee',
  'buyer',
  'lead',
  'client',
  'contact',
  'prospect',
  'requester',
  'end user',
  'enduser',
  'subscriber',
  'applicant',
  'patient',
  'caller',
  'kunde',
  'cliente',
  'klant',
  'invitado',
  'convidado',
  'ospite',
  'gast',
  // In other languages: a visitor, a customer, a buyer (Vietnamese `khách hàng`, Indonesian `pelanggan`, Turkish `müşteri`).
  '访客',
  '訪客',
  '客户',
  '顾客',
  '고객',
  'お客様',
  'клиент',
  'клієнт',
  'посетитель',
  'לקוח',
  'عميل',
  'ลูกค้า',
  'khach',
  'khach hang',
  'pelanggan',
  'pembeli',
  'pengunjung',
  'musteri',
  'ziyaretci',
  'klient',
  'ग्राहक',
  'গ্রাহক',
  'வாடிக்கையாளர்',
  'πελάτης',
  'مشتری',
  'mteja',
  '客戶', // Traditional Chinese, as Hong Kong writes it; Hausa `abokin ciniki`; Khmer `អ្នកទិញ` (a buyer)
  'abokin ciniki',
  'អ្នកទិញ',
  'வாங்குபவர்', // a buyer in Tamil, Sinhala, Bengali, Hindi
  'ගැනුම්කරු',
  'ক্রেতা',
  'खरीदार',
];

/**
 * A conversation's turn marked as the person's or the business's by its direction, as messaging
 * tools write it from the business's inbox (chat-turns.ts): what came in is the person's.
 */
export const TURN_FROM_PERSON = ['in', 'inbound', 'incoming', 'received', 'entrada', 'eingehend', 'entrant'];
/** A call's or a message's direction as the business's side writes it: out (call-direction.ts), as `in` is TURN_FROM_PERSON. */
export const DIRECTION_OUT = ['out', 'outbound', 'outgoing', 'sent', 'saida', 'ausgehend', 'sortant', 'saliente'];
export const TURN_FROM_BUSINESS = DIRECTION_OUT;
/**
 * A turn's writer named as the business's side under a key naming its role (`role: "business"` beside `role: "user"`):
 * only there, for the same words elsewhere say what a lead is (`type: "business"`) or where it came from (`channel: "page"`).
 */
export const BUSINESS_ROLES = ['business', 'brand', 'merchant'];
/**
 * A turn written by the tool itself (`role: "system"`: a model's prompt), the whole value only: someone else's side when
 * it is one turn opening the conversation that relays nothing of the person's (turn-evidence.ts isToolSide).
 */
export const TOOL_SIDES = ['system'];
/** A word before a turn's party naming whom it was sent to (`message to operator`, `para cliente`): the writer is the other side. */
export const ADDRESSED_WORDS = ['to', 'para', 'pour', 'naar', 'an', 'zu', 'verso', 'per', 'к', 'для'];

/**
 * A tool's `user` (`{"type": "user"}`): the person in tools whose people are users and leads, the
 * tool's own account user (staff) in tools that type their people as customers. So it is staff's
 * under a key naming who handles the record (HANDLER_PARTIES) or beside an object typed as the
 * person (PERSON_PARTY_VALUES) that names them or holds a contact, anywhere in the body; else the person's.
 */
export const USER_PARTY_VALUES = [
  'user',
  'benutzer',
  'nutzer',
  'utilisateur',
  'usuario',
  'utente',
  'utilizador',
  'gebruiker',
];

/**
 * Keys naming who the record is given to or owned by (`assignee`, `assigned_to`, `owner`, `handler`):
 * staff's, even when a `type` says `user`. Other keys naming someone else (`created_by`, `author`,
 * `sender`) say who did something, which a customer may have done: a `type` beside them decides.
 */
export const HANDLER_PARTIES = [
  'assignee',
  'assigned',
  'owner',
  'owned',
  'handler',
  'handled',
  'responsible',
  'bearbeiter',
  'betreuer',
  'zugewiesen',
  'zustandig',
  'responsable',
  'asignado',
  'attribue',
  'responsavel',
  'atribuido',
  'responsabile',
  'assegnato',
  'behandelaar',
  'eigenaar',
  'toegewezen',
];

/** Parties whose `data` is what they passed on from someone (Redsys's `Ds_MerchantData`, a messenger's `senderData`): the person's. */
export const PASSED_DATA_PARTIES = ['merchant', 'sender'];
