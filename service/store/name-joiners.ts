/**
 * The characters a name is also searched without (docs/api.md §4): spaces and the punctuation that
 * joins or splits a name's parts, so `obrien` finds O'Brien and `jeanluc` or `jean luc` finds
 * Jean-Luc. One list for both stores: SQLite indexes each name without them (compactNameSql),
 * MongoDB's scan compares names without them (compactName).
 */
const NAME_JOINERS = [' ', "'", '’', '‘', 'ʼ', '`', '´', '-', '‐', '‑', '–', '—', '.', ',', '_'];

/** `O'Brien` → `OBrien`, `Jean-Luc` → `JeanLuc` (case and accents are left to the caller's folding). */
export const compactName = (text: string): string =>
  NAME_JOINERS.reduce((out, joiner) => out.split(joiner).join(''), text);

/** compactName as an SQL expression over `column`, for the search index's statements and trigger. */
export const compactNameSql = (column: string): string =>
  NAME_JOINERS.reduce((sql, joiner) => `replace(${sql}, '${joiner.replace(/'/g, "''")}', '')`, column);
