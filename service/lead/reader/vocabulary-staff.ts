/**
 * Keys naming someone other than the lead, staff or a tool's user, as data (docs/api.md §2.4 steps
 * 4 and 6).
 */

import { OTHER_PEOPLE } from './vocabulary-other-people.ts';
import { SENT_STAFF } from './vocabulary-sent-staff.ts';
import { OTHER_PARTY_WORDS_MORE } from './vocabulary-party-languages.ts';

/**
 * Who asks the questions of a field survey (`enumerator_phone`, `interviewer_name`): staff, whose
 * phone or name is not the respondent's (THING_QUALIFIERS, NOT_A_PERSON take them too).
 */
export const FIELD_STAFF = [
  'enumerator',
  'surveyor',
  'interviewer',
  'collector',
  'fieldworker',
  'befrager',
  'enqueteur',
  'enqueteuse',
  'encuestador',
  'encuestadora',
  'entrevistador',
  'entrevistadora',
  'recenseur',
  'intervistatore',
  'rilevatore',
  // Who is sent to the job (`engineer: {name, phone}` beside a booking's answers).
  'engineer',
  'technician',
  'installer',
];

/**
 * Words that name someone other than the lead (staff, a tool's user): contact values under such a
 * key (a booking's organizer, a meeting's hosts, a comment's `posted_by`, a record's `assigned_to`)
 * are chosen only when the lead has none. The nearest key above a value that holds one of these or
 * of LEAD_PARTIES says whose the value is; staff wins when one key holds both (`customer_owner`).
 */
export const OTHER_PARTIES = [
  'host',
  'hosts',
  'organizer',
  'organiser',
  'owner',
  'assignee',
  'assigned',
  'handler',
  'agent',
  'user',
  'account',
  // A payment's split to a merchant's partner (`subaccount: {business_name, primary_contact_phone}`), as `sub_account` is.
  'subaccount',
  'author',
  'creator',
  'sender',
  'staff',
  'seller',
  'merchant',
  'admin',
  'memberships',
  'membership',
  'employee',
  'salesperson',
  'rep',
  'team',
  'posted',
  'created',
  'updated',
  'modified',
  'edited',
  'credited',
  'handled',
  'owned',
  'operator',
  'csr', // a customer service representative (`CSR: offered a coupon`)
  'dispatcher',
  'servicer', // who served a chat (a messenger's customer-service seat: `servicer_userid`)
  'moderator',
  'manager',
  'editor',
  'reviewer',
  'responsible',
  'users',
  'agents',
  'owners',
  'operators',
  // A marketplace's or a practice's side of the lead: who sold, published, lists or treats (their block beside the person's).
  'dealer',
  'dealers',
  'dealership',
  'pro',
  'publisher',
  'affiliate',
  'advertiser',
  'planner',
  'dahili',
  'מפרסם',
  'המפרסם',
  'broker',
  'realtor',
  'landlord',
  'lender',
  'doctor',
  'practitioner',
  'therapist',
  'dentist',
  'stylist',
  'instructor',
  'trainer',
  'tutor',
  'teacher',
  'tanto', // 担当, Japanese for the staff member in charge, as romaji keys write it
  '担当',
  '担当者',
  '作成者',
  // Chinese and Korean: a record's creator and the person in charge of it (`创建人`, `负责人`, `담당자`).
  '创建人',
  '创建者',
  '负责人',
  '負責人',
  '跟进人',
  '经办人',
  '담당자',
  'נציג',
  'סוכן',
  ...OTHER_PARTY_WORDS_MORE,
  // A hiring process's other people (a referrer brings the lead: someone else too).
  'coordinator',
  'interviewer',
  'sourcer',
  'referrer',
  'referer',
  'koordinator',
  'coordinateur',
  'recruteur',
  'coordinador',
  'entrevistador',
  'reclutador',
  'coordenador',
  'recrutador',
  'coordinatore',
  'selezionatore',
  'intervistatore',
  'gastgeber',
  'bearbeiter',
  'verkaufer',
  'organisateur',
  'vendeur',
  'redacteur',
  'organizador',
  'vendedor',
  'responsable',
  'organizzatore',
  'venditore',
  'responsabile',
  'operatore',
  'responsavel',
  'organisator',
  'verkoper',
  'behandelaar',
  'eigenaar',
  // The business's side of a sale or a visit: the dealer, the vendor, the practitioner seeing the person.
  'vendor',
  'vendors',
  // Whoever provides the lead or the service (a lead marketplace's `provider: {name, email, phone}`, a clinic's doctor).
  'provider',
  'providers',
  'practitioners',
  'physician',
  'clinician',
  ...OTHER_PEOPLE,
  'representative',
  'representatives',
  'tenant', // a SaaS tool's customer account, the business itself (`tenant: {company, hotline, email}`)
  '經紀人', // Chinese: an agent or a broker
  '经纪人',
  '딜러', // Korean: a dealer
  '담당딜러',
  '상담원',
  // In other scripts: a seller, an advertiser, a broker, an agent, a representative, an employee.
  'المعلن',
  'معلن',
  'البائع',
  'بائع',
  'الوكيل',
  'وكيل',
  'المندوب',
  'مندوب',
  'الموظف',
  'موظف',
  'продавец',
  'продавца',
  'продавач',
  'агент',
  'агента',
  'брокер',
  'брокера',
  'риелтор',
  'консультант',
  'оператор',
  'менеджер',
  'counsellor', // an admissions counsellor (`counsellor: {name, note}`)
  'counselor',
  'πωλητης',
  'μεσιτης',
  'μεσιτη',
  'αγγελιοδοτης',
  'विक्रेता',
  'एजेंट',
  'ผู้ขาย',
  'ตัวแทน',
  'เจ้าหน้าที่',
  'satici',
  'danisman',
  'temsilci',
  'nguoi ban',
  'nhan vien',
  'supervisor',
  'supervisors',
  'superviseur',
  'vorgesetzter',
  'supervisore',
  'leidinggevende',
  ...FIELD_STAFF,
  ...SENT_STAFF,
];
/**
 * Of OTHER_PARTIES, the words naming a tool's user or account, who is sometimes the lead (a sign-up's
 * `user.profile`), or a message's sender (an enquiry's `sender`, an envelope's): beside a key naming staff
 * (`manager`, `agent`), their values come before staff's, and one writing from a personal mailbox is the person.
 */
export const TOOL_USER_WORDS = ['user', 'users', 'account', 'membership', 'memberships', 'sender'];

/**
 * An agency's own key in a contact card (`contact: {agentId, name, agency}`, a property portal's listing agent): with a
 * staff member's id beside it, the card is that agent's (walk-parties.ts), where a CRM's contact holds its owner's id only.
 */
export const AGENCY_WORDS = ['agency', 'agencia', 'agence', 'agentur', 'brokerage', 'realty', 'dealership'];
