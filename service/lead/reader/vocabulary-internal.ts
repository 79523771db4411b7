/**
 * What a business keeps to itself, as data (docs/api.md §2.4): a key holding one of these words, or one of these whole
 * in a script written without spaces, is its staff's (vocabulary-roles.ts STAFF_WORDS), never the agent's to read.
 */
export const INTERNAL_WORDS = [
  'internal', // the business's own note on the lead (`internal_note`, `internalComment`)
  // An in-house or internal memo in scripts written without spaces, whole (`社内` alone opens `社内研修`, `内部` an interior's
  // `内部装修`: no staff's).
  '社内メモ',
  '社内備考',
  '内部备注',
  '内部メモ',
  '내부메모',
  '內部備註',
  'หมายเหตุภายใน', // Thai: an internal note
];

/**
 * "Internal" in Romance languages and German, and an administrator's word, the staff's only beside a note's word
 * (`note_interne`, `nota_interna`, `interne Notiz`, `adminMemo`, `poznamka_interna`): alone it is a flat's number (`interno: 5`), an inner
 * area (`area_interna_m2`), an extension, a place (`adminArea5`).
 */
export const INTERNAL_QUALIFIERS = [
  'interne',
  'interno',
  'interna',
  'internos',
  'internas',
  'intern',
  'interni', // Czech (`interniPoznamka`, `interní poznámka`)
  'admin',
  // Icelandic: the staff's (`athugasemd_starfsfólks`, the staff's comment).
  'starfsfolk',
  'starfsfolks',
  // Hebrew: internal (`הערה_פנימית`, an internal note).
  'פנימית',
  'פנימי',
];
export const NOTE_WORDS = [
  'note',
  'notes',
  'nota',
  'notas',
  'notiz',
  'notizen',
  'comentario',
  'comentarios',
  'commentaire',
  'commentaires',
  'commento',
  'memo',
  'remarque',
  'observacion',
  'observaciones',
  'observacao',
  'observacoes',
  'osservazioni',
  // Czech and Slovak (`poznámka`), Icelandic (`athugasemd`).
  'poznamka',
  'poznamky',
  'athugasemd',
  'athugasemdir',
  // Hebrew: a note, notes.
  'הערה',
  'הערות',
];

/**
 * The business's side of a booking, naming its note beside the customer's (`business_note`, `provider_note`:
 * party-notes.ts), besides staff's and a party's words (`staff_note`, `internal_note`, `admin_note` are staff's already).
 */
export const BUSINESS_SIDE_WORDS = ['business', 'provider', 'vendor', 'salon', 'clinic', 'practice'];
