/**
 * Who the business sends or assigns to the person: an adviser, a consultant, a technician (`asesor: "Carlos Ruiz"`,
 * `berater`). Someone else's, and a text under such a key too (STAFF_WORDS).
 */
export const SENT_STAFF = [
  'technician',
  'installer',
  'crew',
  'advisor',
  'adviser',
  'consultant',
  'recruiter',
  'asesor',
  'asesora',
  'consultor',
  'consultora',
  'agente',
  'ahente', // Tagalog: an agent (`ahente: "Carlo Dizon"`)
  'rep', // a sales rep (`sales_rep_name`), but a count of them (`rep_count`: HEAD_COUNT_WORDS)
  'berater',
  'beraterin',
  'betreuer',
  'mitarbeiter',
  'conseiller',
  'conseillere',
  'consulente',
  'adviseur',
  'medewerker',
  // An employee who serves the person, in more languages (`pracownik: "Agnieszka Zielińska"`, a salon's booking).
  'pracownik',
  'pracownica',
  'empleado',
  'empleada',
  'funcionario',
  'funcionaria',
  'dipendente',
  'mitarbeiterin',
  'medarbetare',
  'ansatt',
  'сотрудник',
  'сотрудница',
  'працівник',
];

/** Words counting people (`Anzahl Mitarbeiter`, `employee_count`): a staff word beside one names no one (label-role-words.ts). */
export const HEAD_COUNT_WORDS = [
  'count',
  'size', // `crew_size`, `team_size`
  'counts',
  'qty',
  'quantity',
  'total',
  'anzahl',
  'cantidad',
  'quantidade',
  'liczba',
  'aantal',
  'antal',
  'количество',
  'jumlah',
  'sayisi',
];

/** A preference's words (`Preferred installer`, `Wunschberater`): a staff word beside one is the person's choice. */
export const PREFERENCE_WORDS = [
  'preferred',
  'prefer',
  'preference',
  'desired',
  'wunsch',
  'bevorzugt',
  'bevorzugter',
  'preferido',
  'preferida',
  'prefere',
  'preferito',
  'preferita',
  'voorkeur',
  'gewenste',
  'preferowany',
  'желаемый',
  '希望',
];

/**
 * Words addressing someone (`Notes for technician`, `Nachricht an Berater`): a staff word beside one is the person's
 * field; `to` only after a message's word (`Message to agent`; `Assigned To` is staff's).
 */
export const ADDRESSED_WORDS = ['for', 'an', 'fur', 'para', 'pour', 'per', 'voor', 'dla'];
export const MESSAGE_WORDS = ['message', 'messages', 'note', 'notes', 'question', 'questions', 'comment', 'comments'];

/** Staff named as such in a name's key (`Sales Rep Name`, `RepresentativeName`, `nombre_asesor`): theirs, never the lead's. */
export const NAMED_STAFF = [
  'rep',
  'crew', // a job's crew (`crew_name: "Crew 2 Mike"`; its size, `crew_size`, is a count: HEAD_COUNT_WORDS)
  'representative',
  'salesperson',
  'manager',
  'assignee',
  'consultant',
  'advisor',
  'adviser',
  'technician',
  'employee', // who took a call or a booking (`employee_fio`, `employee_name` beside the caller's number)
  'asesor',
  'berater',
  // Who asked a field survey's questions and filled it in for the respondent (`enumerator/enum_name`, ODK's and KoboToolbox's).
  'enumerator',
  'interviewer',
  'surveyor',
];

/**
 * A key naming who did something to the record: `by` after one of these participles of a record's keeping
 * (`answered_by`, `SoldByName`, `scheduledBy`, `created_by`): a name or a contact under it is theirs (staff's, a
 * seller's). A closed list: `submitted_by`, `booked_by`, `organized_by` name the person, `referred_by`, `introduced_by`,
 * `covered_by`, `managed_by`, `contact_by`, `needed_by` what they answer.
 */
export const ACTOR_WORDS = ['by'];
export const ACTOR_PARTICIPLES = [
  'created',
  'updated',
  'modified',
  'edited',
  'assigned',
  'answered',
  'sold',
  'scheduled',
  'handled',
  'taken',
  'entered',
  'logged',
  'closed',
  'owned',
  'processed',
  'seen',
  'dispatched',
  'contacted',
  'qualified',
  'verified',
  'checked',
  'inspected',
  'quoted',
  'called',
  'written',
];

/**
 * A key naming who wrote an entry of a record's log (`comments: [{by, text}]`, `notes: [{author, body}]`): a name
 * there not the person's signs the entry as someone else's (signed-records.ts).
 */
export const AUTHOR_WORDS = ['by', 'author', 'writer', 'autor', 'auteur', 'autore'];

/** Words of a tool or a source signing an entry (`author: "Website Form"`, `created_by: "Facebook Lead Ads"`): no one's name. */
export const TOOL_SIGNER_WORDS = [
  'form',
  'forms',
  'website',
  'web',
  'site',
  'ad',
  'ads',
  'lead',
  'leads',
  'integration',
  'zapier',
  'import',
  'api',
  'webhook',
  'bot',
  'widget',
  'system',
  'automation',
  'workflow',
  'sync',
  'app',
  'portal',
  'crm',
];
