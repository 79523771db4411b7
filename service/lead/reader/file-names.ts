import { fold } from './label-words.ts';
import { BUSINESS_FILE_WORDS } from './vocabulary-outcomes.ts';

/**
 * A file's name as a person's device or the person names it (`gaiheki_kita.jpeg`, `plano_cocina_v2.pdf`): a name of
 * three letters or more and a common file's extension, no path. What the person attached, not a tool's code
 * (shape-of.ts). Not a tool's or a business's document named so (`rec_20250314_153022.mp3`, `invoice_INV-2025-0412.pdf`,
 * `leads_export_2025-03-14.csv`: BUSINESS_FILE_WORDS), nor a name that is an id (`CA9f8e….mp3`: its digits and letters
 * mixed more than words are).
 */
export function isFileName(text: string): boolean {
  const dot = text.lastIndexOf('.');
  if (dot < 3 || text.length - dot > 6 || text.includes('/')) return false;
  if (!EXTENSIONS.has(text.slice(dot + 1).toLowerCase())) return false;
  const words = fold(text.slice(0, dot)).toLowerCase().split(NOT_LETTERS);
  return words.some((word) => word.length >= 3) && !words.some((word) => DOCUMENTS.has(word)) && !ID.test(text);
}

const NOT_LETTERS = /[^\p{L}]+/u;
// Letters and digits run together, a digit between letters (`CA9f8e2b`): an id's.
const ID = /[a-z]\d+[a-z]\d|\d[a-z]+\d[a-z]/i;
const DOCUMENTS = new Set(BUSINESS_FILE_WORDS);

// prettier-ignore
const EXTENSIONS = new Set([
  'jpg', 'jpeg', 'png', 'gif', 'webp', 'heic', 'heif', 'bmp', 'tif', 'tiff', 'svg', 'pdf', 'doc', 'docx', 'xls', 'xlsx',
  'csv', 'txt', 'rtf', 'odt', 'ods', 'ppt', 'pptx', 'mp3', 'wav', 'm4a', 'ogg', 'mp4', 'mov', 'avi', 'zip', 'dwg',
]);
