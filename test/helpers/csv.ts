import { parse } from 'csv-parse/sync';

/**
 * A CSV read back as Python's csv module, Excel and Sheets read it: a bare LF or CR outside quotes
 * ends a record as CRLF does (csv-parse would otherwise take the first line's CRLF as the only
 * delimiter), every record has the header's column count, and the BOM is dropped.
 */
export function parseCsv(text: string): string[][] {
  return parse(text, { bom: true, record_delimiter: ['\r\n', '\n', '\r'] }) as string[][];
}
