import busboy from 'busboy';
import { malformedMultipart, tooManyValues } from '../errors.ts';
import { MAX_BODY_VALUES } from './body-limits.ts';
import { formFields } from './form-fields.ts';

export interface MultipartBody {
  value: Record<string, unknown>;
  /** The file parts, skipped (docs/api.md §2.5: text parts only), each by its part's name and its file's (`cv (CV.pdf)`). */
  skippedFiles: string[];
}

/**
 * A `multipart/form-data` body read like a form, with busboy: text parts become fields (same
 * nesting and list rules as a form), file parts are skipped and named. The bytes are already
 * within the body limit; more than 5,000 parts is a 422.
 */
const SLICE_BYTES = 4096;

// A file part as the notes name it: its part's name, and the file's own as the person named it (`cv (Ana_Silva_CV.pdf)`),
// without the path a browser may send (`C:\\fakepath\\…`) or control characters, cut to FILE_NAME_LENGTH.
const FILE_NAME_LENGTH = 120;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
function fileLine(part: string, filename: string | undefined): string {
  const name = (filename ?? '').slice(
    Math.max(filename?.lastIndexOf('/') ?? -1, filename?.lastIndexOf('\\') ?? -1) + 1,
  );
  const shown = name.replace(CONTROL, '').trim();
  if (shown === '') return part;
  return `${part} (${shown.length > FILE_NAME_LENGTH ? `${shown.slice(0, FILE_NAME_LENGTH - 1)}…` : shown})`;
}

export function parseMultipart(bytes: Buffer, contentType: string): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        // Part names as UTF-8, as browsers send them (busboy's default is latin1).
        defParamCharset: 'utf8',
        limits: { parts: MAX_BODY_VALUES + 1, fieldSize: bytes.length + 1, fieldNameSize: bytes.length + 1 },
      });
    } catch (err) {
      reject(malformedMultipart((err as Error).message));
      return;
    }
    const pairs: Array<[string, string]> = [];
    const skippedFiles: string[] = [];
    let failure: Error | null = null;
    parser.on('field', (name, value) => {
      if (name !== undefined) pairs.push([name, value]);
    });
    parser.on('file', (name, stream, { filename }) => {
      skippedFiles.push(fileLine(name ?? '(unnamed)', filename));
      stream.resume();
    });
    parser.on('partsLimit', () => {
      failure ??= tooManyValues(MAX_BODY_VALUES);
    });
    parser.on('error', (err: Error) => {
      failure ??= malformedMultipart(err.message);
      reject(failure);
    });
    parser.on('close', () => {
      if (failure) reject(failure);
      else {
        try {
          resolve({ value: formFields(pairs), skippedFiles });
        } catch (err) {
          reject(err);
        }
      }
    });
    // Fed in slices, so a malformed body stops being parsed at its first fault, not at its end.
    for (let at = 0; at < bytes.length && !failure; at += SLICE_BYTES)
      parser.write(bytes.subarray(at, at + SLICE_BYTES));
    if (failure) reject(failure);
    else parser.end();
  });
}
