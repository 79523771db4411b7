/**
 * Whose a value is, as data (docs/api.md §2.4 steps 4 and 6): keys naming the lead or someone
 * else, a party's type, who sent or received a message, whose number a call record's is.
 */

/**
 * A call record's numbers (docs/api.md §2.4): a number word (`caller_number`, `tracking_number`)
 * after a word naming who called is the lead's phone; after a word naming the business's side of the
 * call (THING_QUALIFIERS, RECIPIENT_LABELS: `tracking`, `business`, `receiving`, `to`) it is the
 * business's line. Not `customer` nor `visitor`: a `customer_number` is an account's number, a `visitor_number` a count.
 */
export const NUMBER_WORDS = ['number', 'numero', 'nummer', 'num', 'no', 'nr', 'nro'];
export const CALLER_WORDS = [
  'caller', 'calling', 'callback', 'call back', 'contact', 'originating', 'anrufer', 'appelant', 'llamante', 'chamador', 'chiamante', 'beller',
];

/**
 * A key holding who an object is (`{"type": "agent", …}`, `{"role": "attendee", …}`) and the values
 * that make it someone working for the business, or the person (docs/api.md §2.4).
 */
export const PARTY_KEYS = [
  'type', 'role', 'kind', 'party', 'user type', 'sender type', 'author type', 'participant type', 'member type', 'actor type',
  'from type', 'participant role', 'rolle', 'tipo', 'papel', 'ruolo', 'rol',
];
// Not `vendor`, `business` or `support`: a CRM's contact type or a ticket's type, said of the person or their request.
export const OTHER_PARTY_VALUES = [
  'agent', 'host', 'co host', 'cohost', 'organizer', 'organiser', 'owner', 'staff', 'operator', 'bot', 'admin', 'administrator',
  'assignee', 'employee', 'moderator', 'presenter', 'panelist', 'sales rep', 'representative', 'teammate', 'team member',
  'gastgeber', 'organisateur', 'organizador', 'organizzatore', 'anfitrion', 'atendente', 'agente', 'mitarbeiter', 'medewerker',
];
export const PERSON_PARTY_VALUES = [
  'customer', 'visitor', 'guest', 'attendee', 'invitee', 'buyer', 'lead', 'client', 'contact', 'prospect', 'requester', 'end user',
  'enduser', 'subscriber', 'applicant', 'patient', 'caller', 'kunde', 'cliente', 'klant', 'invitado', 'convidado', 'ospite', 'gast',
];

/**
 * A tool's `user` (`{"type": "user"}`): the person in tools whose people are users and leads, the
 * tool's own account user (staff) in tools that type their people as customers. So it is staff's
 * under a key naming who handles the record (HANDLER_PARTIES) or beside an object typed as the
 * person (PERSON_PARTY_VALUES) that names them or holds a contact, anywhere in the body; else the person's.
 */
export const USER_PARTY_VALUES = ['user', 'benutzer', 'nutzer', 'utilisateur', 'usuario', 'utente', 'utilizador', 'gebruiker'];

/**
 * Keys naming who the record is given to or owned by (`assignee`, `assigned_to`, `owner`, `handler`):
 * staff's, even when a `type` says `user`. Other keys naming someone else (`created_by`, `author`,
 * `sender`) say who did something, which a customer may have done: a `type` beside them decides.
 */
export const HANDLER_PARTIES = [
  'assignee', 'assigned', 'owner', 'owned', 'handler', 'handled', 'responsible', 'bearbeiter', 'betreuer', 'zugewiesen', 'zustandig',
  'responsable', 'asignado', 'attribue', 'responsavel', 'atribuido', 'responsabile', 'assegnato', 'behandelaar', 'eigenaar', 'toegewezen',
];

/**
 * Labels naming who sent a message (a messaging relay's sender, WhatsApp's `wa_id`): digits under
 * them are an international number without its `+` when the default country cannot read them.
 */
export const SENDER_LABELS = [
  'from', 'sender', 'wa id', 'waid', 'msisdn', 'author', 'chat id', 'chatid', 'remote jid', 'remotejid', 'from number', 'sender number',
  'from phone', 'sender phone', 'sender id', 'participant', 'contact wa id', 'user wa id', 'phone number from',
  // A call's caller ID is the number that called (its `name` beside it, `caller_id_name`, the caller's).
  'caller', 'caller id', 'callerid', 'caller id number', 'calling number', 'ani', 'cli',
];

/**
 * People close to the lead who are not the lead (docs/api.md §2.4): a spouse, next of kin, a
 * referee, a child. Their phone or email (`spouse_phone`, "Next of kin phone") and their object are someone
 * else's, a name qualified by them no name (NOT_A_PERSON). Not a parent or a guardian: the person
 * filling in a minor's form is often that parent, whose contact is the lead's.
 */
export const OTHER_PEOPLE = [
  'spouse', 'husband', 'wife', 'kin', 'referee', 'referees', 'ehepartner', 'ehefrau', 'ehemann', 'conjoint', 'epoux', 'epouse',
  'conyuge', 'esposo', 'esposa', 'conjuge', 'coniuge', 'marito', 'moglie', 'echtgenoot', 'echtgenote', 'notfallkontakt', 'noodcontact',
  // A child booked by the parent who is the lead (camps, schools, clinics): `child: {first_name, last_name}`.
  'child', 'children', 'kid', 'kids', 'son', 'daughter', 'baby', 'dependent', 'dependant', 'enfant', 'enfants', 'hijo', 'hija',
  'hijos', 'filho', 'filha', 'figlio', 'figlia', 'zoon', 'dochter',
];
/**
 * Words that make a contact someone else's (an emergency contact, a reference): "Emergency contact
 * phone", `emergencyPhone`, "Notfall Telefon", `reference_email`; with a person's word, a key naming
 * them (`emergency_contact`, `contacto_de_emergencia`).
 */
export const OTHER_CONTACT_WORDS = [
  'emergency', 'notfall', 'urgence', 'urgencia', 'emergencia', 'emergenza', 'noodgeval', 'nood', 'reference', 'references', 'referenz',
  'referencia', 'riferimento', 'referentie',
];

/**
 * Who asks the questions of a field survey (`enumerator_phone`, `interviewer_name`): staff, whose
 * phone or name is not the respondent's (THING_QUALIFIERS, NOT_A_PERSON take them too).
 */
export const FIELD_STAFF = [
  'enumerator', 'surveyor', 'interviewer', 'collector', 'fieldworker', 'befrager', 'enqueteur', 'enqueteuse',
  'encuestador', 'encuestadora', 'entrevistador', 'entrevistadora', 'recenseur', 'intervistatore', 'rilevatore',
];

/**
 * Words that name someone other than the lead (staff, a tool's user): contact values under such a
 * key (a booking's organizer, a meeting's hosts, a comment's `posted_by`, a record's `assigned_to`)
 * are chosen only when the lead has none. The nearest key above a value that holds one of these or
 * of LEAD_PARTIES says whose the value is; staff wins when one key holds both (`customer_owner`).
 */
export const OTHER_PARTIES = [
  'host', 'hosts', 'organizer', 'organiser', 'owner', 'assignee', 'assigned', 'handler', 'agent', 'user', 'account', 'author', 'creator',
  'sender', 'staff', 'seller', 'merchant', 'admin', 'memberships', 'membership', 'employee', 'salesperson', 'rep', 'team',
  'posted', 'created', 'updated', 'modified', 'edited', 'credited', 'handled', 'owned', 'operator', 'recruiter', 'moderator',
  'manager', 'consultant', 'advisor', 'adviser', 'editor', 'reviewer', 'responsible', 'users', 'agents', 'owners', 'operators',
  // A hiring process's other people (a referrer brings the lead: someone else too).
  'coordinator', 'interviewer', 'sourcer', 'referrer', 'referer', 'koordinator', 'coordinateur', 'recruteur', 'coordinador', 'entrevistador',
  'reclutador', 'coordenador', 'recrutador', 'coordinatore', 'selezionatore', 'intervistatore',
  'gastgeber', 'mitarbeiter', 'bearbeiter', 'berater', 'verkaufer', 'betreuer', 'organisateur', 'conseiller', 'vendeur', 'redacteur',
  'organizador', 'asesor', 'vendedor', 'responsable', 'agente', 'organizzatore', 'consulente', 'venditore', 'responsabile', 'operatore',
  'consultor', 'responsavel', 'organisator', 'medewerker', 'adviseur', 'verkoper', 'behandelaar', 'eigenaar', ...OTHER_PEOPLE,
  'supervisor', 'supervisors', 'superviseur', 'vorgesetzter', 'supervisore', 'leidinggevende', ...FIELD_STAFF,
];
/**
 * Of OTHER_PARTIES, the words naming a tool's user or account, who is sometimes the lead (a sign-up's
 * `user.profile`): beside a key naming staff (`manager`, `agent`), their values come before staff's.
 */
export const TOOL_USER_WORDS = ['user', 'users', 'account', 'membership', 'memberships'];

/**
 * Words saying a container holds what was collected from someone (`output_agent_variables`,
 * `bot_collected_data`, `assistant_extracted_fields`): a party's word beside them names the collector,
 * not whose the values are (they are the lead's answers).
 */
export const COLLECTED_WORDS = [
  'variables', 'variable', 'vars', 'output', 'outputs', 'collected', 'extracted', 'captured', 'gathered', 'extraction', 'results',
  'slots', 'entities', 'erfasst', 'gesammelt', 'variablen', 'collecte', 'collectees', 'recopilado', 'recopilados', 'coletado',
  'coletados', 'raccolti', 'verzameld',
];

/**
 * Words that name the lead: contact values under such a key (`contact`, `candidate`, `customer`)
 * are chosen before values under a key naming no one, which come before staff's (OTHER_PARTIES).
 */
export const LEAD_PARTIES = [
  'contact', 'contacts', 'candidate', 'applicant', 'customer', 'client', 'lead', 'leads', 'visitor', 'caller', 'subscriber',
  'attendee', 'invitee', 'guest', 'buyer', 'payer', 'patient', 'prospect', 'requester', 'respondent', 'enquirer', 'inquirer',
  'participant', 'registrant', 'member', 'student', 'tenant', 'donor', 'purchaser', 'shopper', 'consumer', 'traveler', 'traveller',
  'person', 'people', 'persons', 'personne', 'persona', 'pessoa', 'persoon',
  'kunde', 'kontakt', 'interessent', 'bewerber', 'teilnehmer', 'gast', 'kaufer', 'anfragender', 'mandant', 'patientin',
  'candidat', 'prospect', 'visiteur', 'participant', 'acheteur', 'invite', 'demandeur',
  'cliente', 'contacto', 'candidato', 'solicitante', 'visitante', 'comprador', 'paciente', 'participante', 'invitado', 'interesado',
  'contato', 'convidado', 'interessado', 'contatto', 'visitatore', 'acquirente', 'paziente', 'partecipante', 'ospite', 'richiedente',
  'klant', 'kandidaat', 'sollicitant', 'bezoeker', 'koper', 'deelnemer', 'aanvrager', 'contactpersoon',
  // Who signs what a business sent for signature (an e-signature envelope's signers, under its recipients).
  'signer', 'signatory', 'signatories', 'signee', 'unterzeichner', 'signataire', 'firmante', 'signatario', 'signatarios', 'firmatario',
  'ondertekenaar',
  // Who answers a field survey (the enumerator asks).
  'interviewee', 'befragter', 'befragte', 'encuestado', 'encuestada', 'entrevistado', 'entrevistada', 'intervistato', 'respondente',
];

/**
 * Labels naming who a message went to (an email relay's `to`, `recipient`, an SMS relay's `To`):
 * the business's own inbox or number, so their values are chosen only when the lead has none. The
 * other direction (`from`, `sender`, `reply_to`) is the person's.
 */
export const RECIPIENT_LABELS = [
  'to', 'recipient', 'recipients', 'envelope to', 'delivered to', 'original to', 'x original to', 'original recipient',
  'cc', 'bcc', 'called', 'destination', 'to number', 'to phone', 'to email', 'to address', 'inbox',
  'instance', 'wid', 'business', 'display phone number', 'me', 'carbon copy', 'carbon copies', 'carboncopies', 'copy to', 'copies',
];
