/**
 * Keys naming someone other than the lead, staff or a tool's user, as data (docs/api.md §2.4 steps
 * 4 and 6).
 */

import { OTHER_PEOPLE } from './vocabulary-other-people.ts';

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
  'recruiter',
  'moderator',
  'manager',
  'consultant',
  'advisor',
  'adviser',
  'editor',
  'reviewer',
  'responsible',
  'users',
  'agents',
  'owners',
  'operators',
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
  'mitarbeiter',
  'bearbeiter',
  'berater',
  'verkaufer',
  'betreuer',
  'organisateur',
  'conseiller',
  'vendeur',
  'redacteur',
  'organizador',
  'asesor',
  'vendedor',
  'responsable',
  'agente',
  'organizzatore',
  'consulente',
  'venditore',
  'responsabile',
  'operatore',
  'consultor',
  'responsavel',
  'organisator',
  'medewerker',
  'adviseur',
  'verkoper',
  'behandelaar',
  'eigenaar',
  ...OTHER_PEOPLE,
  'supervisor',
  'supervisors',
  'superviseur',
  'vorgesetzter',
  'supervisore',
  'leidinggevende',
  ...FIELD_STAFF,
];
/**
 * Of OTHER_PARTIES, the words naming a tool's user or account, who is sometimes the lead (a sign-up's
 * `user.profile`): beside a key naming staff (`manager`, `agent`), their values come before staff's.
 */
export const TOOL_USER_WORDS = ['user', 'users', 'account', 'membership', 'memberships'];
