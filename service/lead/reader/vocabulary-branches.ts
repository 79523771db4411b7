/**
 * A branch of the business, which a form fills in for the page the person wrote on (`sede`, `şube`, `شعبه`, `শাখা`): its
 * name and its phone are the business's (`telefono_sede`, `sube_telefon`: labels.ts), but the branch the person prefers
 * (`preferred_branch`) is their choice.
 */
export const BRANCH_WORDS = [
  'branch',
  'sucursal',
  'sede',
  'filial',
  'filiale',
  'niederlassung',
  'sube',
  'subesi',
  'oddzial',
  'cabang',
  'chi nhanh',
  'شعبه',
  'شعبة',
  'فرع',
  'الفرع',
  'סניף',
  'הסניף',
  'शाखा',
  'শাখা',
  'শাখার',
  '지점',
  '分店',
  '支店',
];
