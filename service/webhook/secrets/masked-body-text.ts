import contentType from 'content-type';
import { parseBodyText, type BodyText } from '../../http/body/parse-body.ts';
import { maskJsonText } from './mask-json-text.ts';
import { isSecretKey, MASK, secretsAreMasked } from './secret-keys.ts';

/**
 * The body as the delivery log keeps it: as received, with secret values masked (JSON, form and
 * multipart alike, read on decoded keys) and multipart file contents left out. Works on any text,
 * including a body that did not parse.
 */
export function maskBodyText(body: BodyText): string {
  if (body.format === 'json') return maskJsonText(body.text);
  if (body.format === 'form') return maskFormText(body.text);
  return maskMultipartText(body.text, body.contentType);
}

/**
 * maskBodyText for a body that parsed, checked by parsing the masked text again: if any secret
 * survived (an encoding the text masking does not read), the log gets `masked`, the parsed and
 * masked value, as JSON instead (`asJson`: its content type is then JSON, whatever was sent).
 */
export async function checkedMaskedBody(body: BodyText, masked: unknown): Promise<{ text: string; asJson: boolean }> {
  const text = maskBodyText(body);
  try {
    const again = body.format === 'multipart' ? { ...body, text, bytes: Buffer.from(text) } : { ...body, text };
    if (secretsAreMasked((await parseBodyText(again)).value)) return { text, asJson: false };
  } catch {
    // Not parseable once masked: fall through to the value.
  }
  return { text: JSON.stringify(masked), asJson: true };
}

export const checkedMaskedText = async (body: BodyText, masked: unknown): Promise<string> =>
  (await checkedMaskedBody(body, masked)).text;

// A key names a secret when it, or any bracketed segment of it, does (`x[google_key]`).
const keyPathIsSecret = (key: string) => key.split(/[[\]]/).some(isSecretKey);

function maskFormText(text: string): string {
  return text
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawKey = eq < 0 ? pair : pair.slice(0, eq);
      // Decoding never lengthens a key, so shorter raw keys cannot name a secret.
      if (rawKey.length < 9) return pair;
      const [decoded] = [...new URLSearchParams(rawKey).keys()];
      return decoded !== undefined && keyPathIsSecret(decoded) ? `${rawKey}=${MASK}` : pair;
    })
    .join('&');
}

const NAME = /;\s*name(\*?)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/i;
const FILENAME = /;\s*filename\*?\s*=/i;

function maskMultipartText(text: string, type: string): string {
  let boundary: string | undefined;
  try {
    boundary = contentType.parse(type).parameters.boundary;
  } catch {
    return text;
  }
  if (!boundary) return text;
  const pieces = text.split(`--${boundary}`);
  for (let p = 1; p < pieces.length; p++) {
    const piece = pieces[p];
    const headerEnd = piece.indexOf('\r\n\r\n');
    if (piece.startsWith('--') || headerEnd < 0) continue;
    const headers = piece.slice(0, headerEnd);
    const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? '';
    const contentEnd = piece.endsWith('\r\n') ? piece.length - 2 : piece.length;
    const isFile = FILENAME.test(disposition) || /^content-type:\s*application\/octet-stream/im.test(headers);
    const name = partName(disposition);
    const replacement = name !== null && keyPathIsSecret(name) ? MASK : isFile ? '[file not kept]' : null;
    if (replacement !== null) pieces[p] = `${piece.slice(0, headerEnd + 4)}${replacement}${piece.slice(contentEnd)}`;
  }
  return pieces.join(`--${boundary}`);
}

function partName(disposition: string): string | null {
  const match = NAME.exec(disposition);
  if (!match) return null;
  const raw = match[2] ?? match[3];
  if (match[1] !== '*') return raw.replace(/\\(.)/g, '$1');
  // RFC 5987: charset'language'percent-encoded
  try {
    return decodeURIComponent(raw.replace(/^[^']*'[^']*'/, ''));
  } catch {
    return raw;
  }
}
