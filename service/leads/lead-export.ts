import { stringify } from 'csv-stringify';
import { Readable, pipeline, type Transform } from 'node:stream';
import type { LeadQuery } from '../store/lead-queries.ts';
import type { LeadRecord } from '../store/lead-record.ts';
import type { LeadStore } from '../store/lead-store.ts';
import type { LeadFilters } from './lead-filters.ts';

/** Leads read from the store at a time: the export holds one page, never the selection. */
const EXPORT_PAGE = 500;
const MAX_FIELD_COLUMNS = 200;
const BASE_COLUMNS = ['id', 'createdAt', 'source', 'name', 'phone', 'email', 'notes', 'test', 'returns', 'conflicts'];

/**
 * GET /api/leads/export (docs/api.md §4, Export): a first pass over the selection finds the field
 * columns, then a stream writes one line per lead, a page at a time, as the client reads them.
 * Quoting, CRLF and the byte order mark are csv-stringify's (RFC 4180); spreadsheet formulas are
 * defused here. The first pass runs before the answer starts, so a store failure then is a 503.
 */
export async function leadExport(store: LeadStore, filters: LeadFilters): Promise<Transform> {
  const columns = await fieldColumns(store, filters);
  const sourceNames = new Map((await store.listSources({ includeDeleted: true })).map((s) => [s.id, s.name]));
  const header = [...BASE_COLUMNS, ...fieldHeaders(columns.keys), ...(columns.overflow ? ['fields'] : [])];
  async function* records() {
    yield header;
    for await (const leads of pages(store, filters)) {
      for (const lead of leads) {
        // Arrived after the first pass began: its fields may have no column, so it waits for the next export.
        if (columns.newestId === null || lead.id > columns.newestId) continue;
        yield await recordOf(store, lead, sourceNames, columns);
      }
    }
  }
  // Cells holding a bare LF or CR are quoted too: csv-stringify quotes only CRLF once the record
  // delimiter is set, and Excel, Sheets and Python's csv end a record on either.
  const csv = stringify({ bom: true, record_delimiter: 'windows', quote_record_delimiter: true });
  // A failure mid-way ends the download early (the answer has started; nothing else can be said).
  pipeline(Readable.from(records()), csv, () => {});
  return csv;
}

async function* pages(store: LeadStore, filters: LeadFilters): AsyncGenerator<LeadRecord[]> {
  let beforeId: string | undefined;
  for (;;) {
    const query: LeadQuery = { ...filters, limit: EXPORT_PAGE, ...(beforeId ? { beforeId } : {}) };
    const page = await store.findLeads(query);
    if (page.leads.length > 0) yield page.leads;
    if (page.nextBeforeId === null) return;
    beforeId = page.nextBeforeId;
  }
}

interface FieldColumns {
  keys: string[];
  /** Some lead has a key beyond the first MAX_FIELD_COLUMNS: those go to a `fields` column. */
  overflow: boolean;
  /** The newest lead of the selection when the first pass began (ids are time-ordered); null: none. */
  newestId: string | null;
}

async function fieldColumns(store: LeadStore, filters: LeadFilters): Promise<FieldColumns> {
  const keys = new Set<string>();
  let newestId: string | null = null;
  for await (const leads of pages(store, filters)) {
    newestId ??= leads[0].id;
    for (const lead of leads) {
      for (const key of Object.keys(lead.fields)) {
        if (keys.has(key)) continue;
        if (keys.size >= MAX_FIELD_COLUMNS) return { keys: [...keys], overflow: true, newestId };
        keys.add(key);
      }
    }
  }
  return { keys: [...keys], overflow: false, newestId };
}

/**
 * A header of its own for each field column. A sender chooses field keys, and one lead's keys
 * head a column in every row: a key that read as a fixed column or another key's header (letter
 * case and spaces aside, as spreadsheet and CRM imports match headers) would have an import read
 * the wrong, mostly empty, column. Such a key is written `field:<key>`, and numbered if still taken.
 */
function fieldHeaders(keys: string[]): string[] {
  const fold = (name: string) => name.trim().toLowerCase();
  const taken = new Set([...BASE_COLUMNS, 'fields'].map(fold));
  return keys.map((key) => {
    let name = defused(key);
    if (taken.has(fold(name)) || fold(key).startsWith('field:')) name = `field:${key}`;
    for (let n = 2; taken.has(fold(name)); n++) name = `field:${key} (${n})`;
    taken.add(fold(name));
    return name;
  });
}

async function recordOf(
  store: LeadStore,
  lead: LeadRecord,
  sourceNames: Map<string, string>,
  columns: FieldColumns,
): Promise<string[]> {
  const returns = lead.returns > 0 ? JSON.stringify(await store.listSubmissions(lead.id)) : '';
  const cells = [
    lead.id,
    lead.createdAt,
    sourceNames.get(lead.sourceId) ?? '',
    lead.name ?? '',
    lead.phone ?? '',
    lead.email ?? '',
    lead.notes,
    String(lead.test),
    returns,
    String(lead.conflicts.length),
  ];
  const fields = new Map(Object.entries(lead.fields));
  for (const key of columns.keys) {
    cells.push(fields.has(key) ? cellText(fields.get(key)) : '');
    fields.delete(key);
  }
  if (columns.overflow) cells.push(fields.size > 0 ? JSON.stringify(Object.fromEntries(fields)) : '');
  // The phone is E.164 (a "+" first) and written as is; every other cell is defused.
  return cells.map((cell, i) => (i === 4 ? cell : defused(cell)));
}

const cellText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection") starts with a `'` instead:
 * one that begins with a tab or CR, or whose first visible character, after any whitespace,
 * control or invisible character (NBSP, zero-width space, BOM), is `=`, `+`, `-` or `@` once
 * folded by NFKC as spreadsheets fold it (full-width `＝＋－＠`, small and superscript forms).
 */
const defused = (cell: string): string => (runsAsFormula(cell) ? `'${cell}` : cell);

const HIDDEN_LEAD = /^[\s\p{Cc}\p{Cf}\p{Z}]*/u;
function runsAsFormula(cell: string): boolean {
  if (/^[\t\r]/.test(cell)) return true;
  const first = String.fromCodePoint(cell.replace(HIDDEN_LEAD, '').codePointAt(0) ?? 0x20);
  return /^[=+\-@]/.test(first.normalize('NFKC'));
}
