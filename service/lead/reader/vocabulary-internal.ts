/**
 * What a business keeps to itself, as data (docs/api.md §2.4): a key holding one of these words, or one of these whole
 * in a script written without spaces, is its staff's (vocabulary-roles.ts STAFF_WORDS), never the agent's to read.
 */
export const INTERNAL_WORDS = [
  'internal', // the business's own note on the lead (`internal_note`, `internalComment`)
  // "Internal" in Romance languages and German (`note_interne`, `nota_interna`, `interne Notiz`).
  'interne',
  'interno',
  'interna',
  'intern',
  // An in-house or internal memo in scripts written without spaces, whole (`社内` alone opens `社内研修`, `内部` an interior's
  // `内部装修`: no staff's).
  '社内メモ',
  '社内備考',
  '内部备注',
  '内部メモ',
  '내부메모',
];
