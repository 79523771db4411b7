import busboy from 'busboy';
import { malformedMultipart, tooManyValues } from '../errors.ts';
import { MAX_BODY_VALUES } from './body-limits.ts';
import { formFields } from './form-fields.ts';

export interface MultipartBody {
  value: Record<string, unknown>;
  /** Names of the file parts, which are skipped (docs/api.md §2.5: text parts only). */
  skippedFiles: string[];
}

/**
 * A `multipart/form-data` body read like a form, with busboy: text parts become fields (same
 * nesting and list rules as a form), file parts are skipped and named. The bytes are already
 * within the body limit; more than 5,000 parts is a 422.
 */
const SLICE_BYTES = 4096;

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
    parser.on('file', (name, stream) => {
      skippedFiles.push(name ?? '(unnamed)');
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
