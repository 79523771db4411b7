import contentType from 'content-type';
import { unsupportedMediaType } from '../errors.ts';

/** How a body is read, from its Content-Type (docs/api.md §2.5). */
export type BodyFormat =
  | { kind: 'json' }
  /** JSON when it starts like JSON (what `curl -d '{...}'` sends), a form otherwise. */
  | { kind: 'json-or-form' }
  | { kind: 'multipart'; contentType: string };

const JSON_FORMAT: BodyFormat = { kind: 'json' };
const JSON_OR_FORM: BodyFormat = { kind: 'json-or-form' };

/** The format of a body from its headers, or 415 for another type or any Content-Encoding but identity. */
export function bodyFormatOf(typeHeader: string | undefined, encodingHeader: string | undefined): BodyFormat {
  const encoding = (encodingHeader ?? '').trim().toLowerCase();
  if (encoding !== '' && encoding !== 'identity') {
    throw unsupportedMediaType(`Content-Encoding "${encoding}" is not accepted; send the body uncompressed.`);
  }
  const header = typeHeader ?? '';
  if (header.trim() === '') return JSON_FORMAT;
  let parsed: contentType.ParsedMediaType;
  try {
    parsed = contentType.parse(header);
  } catch {
    throw unsupportedMediaType(`Content-Type "${header}" is malformed; send application/json.`);
  }
  const { type } = parsed;
  if (type === 'application/json' || type.endsWith('+json') || type === 'text/plain') return JSON_FORMAT;
  if (type === 'application/x-www-form-urlencoded') return JSON_OR_FORM;
  if (type === 'multipart/form-data') {
    if (!parsed.parameters.boundary) {
      throw unsupportedMediaType(
        'Content-Type multipart/form-data needs a boundary parameter; let the HTTP client set it.',
      );
    }
    return { kind: 'multipart', contentType: header };
  }
  throw unsupportedMediaType(`Content-Type "${type}" is not accepted; send application/json.`);
}
