/** People close to the lead who are not the lead, as data (docs/api.md §2.4 steps 4 and 6). */

/**
 * People close to the lead who are not the lead (docs/api.md §2.4): a spouse, next of kin, a
 * referee, a child. Their phone or email (`spouse_phone`, "Next of kin phone") and their object are someone
 * else's, a name qualified by them no name (NOT_A_PERSON). Not a parent or a guardian: the person
 * filling in a minor's form is often that parent, whose contact is the lead's.
 */
export const OTHER_PEOPLE = [
  'spouse',
  'husband',
  'wife',
  'kin',
  'referee',
  'referees',
  'relation', // a relative (`relation_name`), or a relationship's stage (`relation_name: "Mới"`): no name of the lead's
  'ehepartner',
  'ehefrau',
  'ehemann',
  'conjoint',
  'epoux',
  'epouse',
  'conyuge',
  'esposo',
  'esposa',
  'conjuge',
  'coniuge',
  'marito',
  'moglie',
  'echtgenoot',
  'echtgenote',
  'notfallkontakt',
  'noodcontact',
  // A child booked by the parent who is the lead (camps, schools, clinics): `child: {first_name, last_name}`.
  'child',
  'children',
  'kid',
  'kids',
  'son',
  'daughter',
  'baby',
  'dependent',
  'dependant',
  'enfant',
  'enfants',
  'hijo',
  'hija',
  'hijos',
  'filho',
  'filha',
  'figlio',
  'figlia',
  'zoon',
  'dochter',
];
/** People close to the lead, a partner or a parent too: their names sign no entry of a record's log, nor name a contact record. */
export const CLOSE_PEOPLE = [...OTHER_PEOPLE, 'partner', 'partners', 'mother', 'father', 'parent', 'guardian'];

/**
 * Words that make a contact someone else's (an emergency contact, a reference): "Emergency contact
 * phone", `emergencyPhone`, "Notfall Telefon", `reference_email`; with a person's word, a key naming
 * them (`emergency_contact`, `contacto_de_emergencia`).
 */
export const OTHER_CONTACT_WORDS = [
  'emergency',
  'notfall',
  'urgence',
  'urgencia',
  'emergencia',
  'emergenza',
  'noodgeval',
  'nood',
  'reference',
  'references',
  'referenz',
  'referencia',
  'riferimento',
  'referentie',
];

/**
 * Who fills in a form for someone in their care (a parent, a guardian, a pet's owner): their name object beside the
 * flat name of the one cared for (`first_name: "Chidi"`, `parent: {first_name: "Ngozi"}`) is the lead's.
 */
export const RESPONSIBLE_WORDS = [
  'parent',
  'parents',
  'guardian',
  'guardians',
  'mother',
  'father',
  'mom',
  'mum',
  'dad',
  'owner',
  'responsible',
  'tutor',
  'responsavel',
  'madre',
  'padre',
  'mere',
  'pere',
  'mutter',
  'vater',
  'eltern',
];
