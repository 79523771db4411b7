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
  // Its last characters first (one native test, no copy): nearly every value has no file's extension.
  const dot = text.length - 6;
  if (text.lastIndexOf('.') < dot || !EXTENSION.test(text) || text.includes('/')) return false;
  const words = fold(text.slice(0, text.lastIndexOf('.')))
    .toLowerCase()
    .split(NOT_LETTERS);
  return words.some((word) => word.length >= 3) && !words.some((word) => DOCUMENTS.has(word)) && !ID.test(text);
}

const NOT_LETTERS = /[^\p{L}]+/u;
// Letters and digits run together, a digit between letters (`CA9f8e2b`): an id's.
const ID = /[a-z]\d+[a-z]\d|\d[a-z]+\d[a-z]/i;
const DOCUMENTS = new Set(BUSINESS_FILE_WORDS);

// A common file's extension (images, documents, sheets, sound, video, archives, drawings), after a name of three characters.
const EXTENSION =
  /^[^]{3,}\.(?:jpe?g|png|gif|webp|hei[cf]|bmp|tiff?|svg|pdf|docx?|xlsx?|csv|txt|rtf|od[ts]|pptx?|mp[34]|wav|m4a|ogg|mov|avi|zip|dwg)$/i;
