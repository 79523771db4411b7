/**
 * A company's legal form, as a name's last word carries it (docs/api.md §2.4: `Acme GmbH`, `Greenfield Homes Pvt Ltd`,
 * `Auto Centar d.o.o.`): a business's name, not a person's (shapes.ts namesOrganisation). Lower case, a final dot
 * dropped. Those of two letters are surnames, given names and initials too (`Co`, `Sa`, `Le`, `KG`): they count only in
 * TWO_LETTER_COMPANY_FORMS, written as the form is (`Metsarahu OÜ`). No form is a name too (`Sas`,
 * `Asa`): a name holding one is no person's (shapes.ts looksLikePersonName).
 */
export const COMPANY_FORMS = [
  'gmbh',
  'ltd',
  'llc',
  'llp',
  'inc',
  'corp',
  'co',
  'ag',
  'sa',
  'srl',
  'bv',
  'nv',
  'plc',
  'limited',
  'company',
  'kg',
  'sarl',
  'spa',
  'lda',
  'ltda',
  'ug',
  'pvt',
  'pty',
  'oyj',
  'aps',
  'ehf',
  'kft',
  'zrt',
  'bhd',
  'tbk',
  'jsc',
  // Central Europe and the Balkans, written with dots (`d.o.o.`, `s.r.o.`; not `a.s.`, `d.d.`: initials too).
  'd.o.o',
  's.r.o',
  'sp.j',
  // Bulgaria (`ЕООД`, `ООД`), in Cyrillic.
  'еоод',
  'оод',
];

/**
 * Two letters, as a firm writes its form after its name, and no person's initials do (`Sreeja KG`, `Akhil AS` are
 * South Indian initials after a given name, `Khun Oy` a Thai nickname: not `KG`, `AS`, `SA`, `AB`, `Oy`).
 */
export const TWO_LETTER_COMPANY_FORMS = ['OÜ', 'Oü'];
