import { INTERNAL_WORDS } from './vocabulary-internal.ts';

/**
 * Words in a key that speak for a value's role (role-features.ts, weights.ts ROLE_WEIGHTS), read
 * with the value's shape: a word alone decides nothing. Matched against a label's words
 * (label-words.ts: lower case, accents dropped); a stem matches any word it starts.
 */

import { SENT_STAFF } from './vocabulary-sent-staff.ts';

/** Stems of when the tool did something (`created_at`, `lastUpdated`, `submission_time`): with a date-time value, system. */
export const SYSTEM_TIME_STEMS = [
  'add',
  'creat',
  'updat',
  'modif',
  'submi',
  'receiv',
  'delivered', // when a tool delivered the notification (`delivered_at`); a `delivery_date` is the person's choice
  'occur',
  'timestamp',
  'insert',
  'process',
  'edit',
  'sent',
  'fired',
  'trigger',
  'logged',
  'posted',
  'billed',
  'paid',
  // When a call or a lead's event happened (`started_at`, `answeredAt`, `converted_at`); a booking's `start_time` is the
  // person's choice (a stem in the past tense only).
  'started',
  'ended',
  'answered',
  'called', // when a call was made (`called_at`)
  'approved', // when a payment was approved (`approved_date`)
  'completed',
  'finished',
  'converted',
  'captured',
  'erstellt',
  'aktualis',
  'criad',
  'cread',
  'actualiz',
  'atualiz',
  'cree',
  'vytvoren', // Czech and Slovak: created (`vytvořeno`, `vytvorené`), changed (`změněno`); Polish: created (`utworzono`)
  'zmenen',
  'utworz',
  'modifi',
  'enviad',
  'recebid',
  'recibid',
  '作成',
  '更新',
  '登録',
  '受付',
  '创建',
  'созда',
  'обновл',
];

/** A key's last word naming a record's number (`order_number`, `reference_no`): with digits as its value, the tool's record. */
export const RECORD_NUMBER_WORDS = [
  'cod', // Portuguese and Spanish código, abbreviated (`trans_cod`, `aff_cod`)
  'number',
  'no',
  'nr',
  'num',
  'ref',
  'reference',
  'nummer',
  'numero',
  'confirmation',
  'order', // a gateway's order number (`flowOrder: 8765432`, `commerceOrder`)
  'approval', // a card's approval code (`approval: 551203`), as `authcode`
  'stan', // a card network's trace number (`stan: 001234`)
  'stock', // a dealer's stock number (`vehicle: {stock: "P24117"}`, `stock_no`)
  // In other scripts and languages: a listing's, an order's or a record's number or code.
  'номер',
  'الرقم',
  'رقم',
  'รหัส',
  'หมายเลข',
  'מספר',
  'numara',
  'nomor',
  'numer',
  'namba', // Swahili
  'cislo',
  'αριθμος',
  '番号',
  '编号',
  '編號',
  '번호',
  '订单', // an order, bare (`訂單: 88231`)
  '訂單',
  '注文',
];

/** A record number's word first, as Portuguese and Spanish write it (`cod_produto`, `numero_pedido`): with no place's word after it. */
export const RECORD_NUMBER_HEADS = [
  'cod',
  'codigo',
  'numero',
  'num',
  'nro',
  'מזהה', // Hebrew's "identifier of" (`מזהה_פנייה`: the inquiry's id); not מספר, also "number of" (`מספר חדרים`: rooms)
];

/** People on the business's side, in any language (`creator`, `assignee`, 作成者): their values are theirs, not the lead's. */
export const STAFF_WORDS = [
  'creator',
  'author',
  'owner',
  'assignee',
  'assigned',
  'operator',
  'agent',
  'agents',
  'manager',
  'staff',
  'employee',
  'salesperson',
  'responsible',
  'handler', // who took a call (`Call Handler`, `handled_by`), as `owner` and `assignee`
  'handled',
  'representative', // who answered a call (`RepresentativeName`, `RepresentativeCode`)
  ...INTERNAL_WORDS,
  'temsilci', // Turkish: the representative who answered (`temsilci_notu`)
  'counsellor', // an admissions counsellor (`counsellor: "Ms. …"`)
  'counselor',
  'काउंसलर', // Hindi: a counsellor (an admissions desk's, `काउंसलर: "…"`)
  'পরামর্শক', // Bengali: a consultant (a study-abroad desk's, `পরামর্শক: "…"`)
  'পরামর্শদাতা',
  '承辦人', // Chinese: who handles the case (`承辦人`, `承辦人員`), Traditional and Simplified
  '承办人',
  'スタッフ',
  '担当スタッフ',
  // What the agent recorded of a call (`disposition: Callback - Interested`, `wrapup_code`): the staff's, not the caller's words.
  'disposition',
  'dispositions',
  'wrapup',
  'wrap', // `wrap_up`, `wrapUpCode`: the same record in two words
  'planner', // an event's planner (`plannerName`, `plannerEmail`)
  'dahili', // Turkish: the extension that answered a call (`dahili_adi`, its staff member's name)
  'מפרסם', // Hebrew: an advertiser, a listing's publisher (`שם_המפרסם`, with the article too)
  'המפרסם',
  '作成者',
  '担当者',
  '担当',
  '所有者',
  '更新者',
  '登録者',
  // Chinese and Korean: a record's creator, the person in charge of it, its follower-up (`创建人`, `负责人`, `담당자`).
  '创建人',
  '创建者',
  '建立者',
  '负责人',
  '負責人',
  '跟进人',
  '所有人',
  '修改人',
  '录入人',
  '经办人',
  '销售',
  '顾问',
  '담당자',
  '담당', // Korean: in charge (`담당: "오세훈 실장"`), as `担当` is Japanese
  '상담원',
  // Thai, written without spaces: who took a booking or a matter, who is in charge of it, who recorded it.
  'ผู้รับจอง',
  'ผู้รับเรื่อง',
  'ผู้บันทึก',
  'ผู้สร้าง',
  'พนักงานขาย',
  'ответственный',
  'менеджер',
  'создатель',
  'автор',
  'verantwortlich',
  'bearbeiter',
  'ersteller',
  'responsavel',
  'responsable',
  'atendente',
  'vendedor',
  'criador',
  'creador',
  'createur',
  'proprietaire',
  ...SENT_STAFF,
];

/** The business's side of a sale, whose own name and account a body carries beside the buyer (`store_name`, `subaccount`, `shop_title`). */
export const BUSINESS_WORDS = [
  'מוקד', // Hebrew: a call centre, a service hub (the business answering)
  'المعرض', // Arabic: a showroom, the dealer's (`المعرض: Al Futtaim Motors`)
  'store',
  'shop',
  'merchant',
  'seller',
  'subaccount',
  'storefront',
  'tenant',
  'loja',
  'tienda',
  'boutique',
  'magasin',
  'laden',
  'negozio',
  'winkel',
  'متجر',
  'חנות',
  'sp', // a marketplace's service pro, the business receiving the lead (`spCompanyName`: THING_QUALIFIERS)
  'descriptor', // what the merchant writes on the payer's statement (`statement_descriptor`, a transfer's `narration`)
  'narration',
];

/**
 * A key written as one lowercase word (`owneridname`, `createdbyname`, a CRM's schema names): a
 * staff word or one of these heads, then only these tails, names staff as STAFF_WORDS do.
 */
export const STAFF_COMPOUND_HEADS = ['createdby', 'modifiedby', 'createdonbehalfby', 'assignedto'];
export const STAFF_COMPOUND_TAILS = ['id', 'name', 'by', 'to', 'user', 'email', 'phone', 'yominame'];
