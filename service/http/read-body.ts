import contentType from 'content-type';
import getRawBody from 'raw-body';
import type { Context } from 'koa';
import { findDuplicateKey } from './duplicate-keys.ts';
import { maskSecrets } from './mask-secrets.ts';
import { HttpError, invalidBody, invalidJson, payloadTooLarge, unsupportedMediaType } from './errors.ts';

type BodyFormat = 'json' | 'json-or-form';

// Fatal: invalid UTF-8 is refused rather than replaced; a leading BOM is skipped.
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

export interface ParsedBody {
  /** The body as received, secrets masked: what the delivery log keeps. */
  text: string;
  value: Record<string, unknown>;
}

/**
 * Reads a request body as the contract says (CONTRACT §2, "Content types"): JSON under JSON-ish
 * types or none; a form body unless it starts like JSON (what `curl -d '{...}'` sends).
 * Checks run in the contract's order: 415, then 413, then 400.
 */
export async function readBody(ctx: Context, limit: number): Promise<ParsedBody> {
  const format = bodyFormat(ctx);
  const text = await readText(ctx, limit);
  // Kept for the delivery log even when parsing fails below.
  ctx.state.bodyText = maskSecrets(text);
  const trimmed = text.trimStart();
  const value =
    format === 'json-or-form' && !trimmed.startsWith('{') && !trimmed.startsWith('[')
      ? parseForm(text)
      : parseJson(text);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalidBody(`The body must be a JSON object such as {"phone": "+14155550123"}, not ${describe(value)}.`);
  }
  return { text: ctx.state.bodyText, value: value as Record<string, unknown> };
}

function bodyFormat(ctx: Context): BodyFormat {
  const encoding = ctx.get('Content-Encoding').trim().toLowerCase();
  if (encoding !== '' && encoding !== 'identity') {
    throw unsupportedMediaType(`Content-Encoding "${encoding}" is not accepted; send the body uncompressed.`);
  }
  const header = ctx.get('Content-Type');
  if (header.trim() === '') return 'json';
  let type: string;
  try {
    type = contentType.parse(header).type;
  } catch {
    throw unsupportedMediaType(`Content-Type "${header}" is malformed; send application/json.`);
  }
  if (type === 'application/json' || type.endsWith('+json') || type === 'text/plain') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'json-or-form';
  throw unsupportedMediaType(`Content-Type "${type}" is not accepted; send application/json.`);
}

async function readText(ctx: Context, limit: number): Promise<string> {
  const declared = Number(ctx.get('Content-Length') || NaN);
  if (declared > limit) throw payloadTooLarge(limit);
  let bytes: Buffer;
  try {
    bytes = await getRawBody(ctx.req, { limit, length: Number.isFinite(declared) ? declared : undefined });
  } catch (err) {
    const type = (err as { type?: string }).type;
    if (type === 'entity.too.large') throw payloadTooLarge(limit);
    throw new HttpError(400, 'invalid_body', 'The body could not be read completely; send it again.');
  }
  try {
    return UTF8.decode(bytes);
  } catch {
    throw invalidJson('The body is not valid UTF-8 text; send JSON encoded as UTF-8.');
  }
}

function parseJson(text: string): unknown {
  if (text.trim() === '') throw invalidJson('The body is empty; send a JSON object such as {"phone": "+14155550123"}.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw invalidJson(`The body is not valid JSON (${(err as Error).message}).`);
  }
  const duplicate = findDuplicateKey(text);
  if (duplicate !== null) throw invalidJson(`The body has the key "${duplicate.slice(0, 100)}" twice in one object; send each key once.`);
  return value;
}

// A repeated key becomes a list, as form posts of checkboxes expect.
function parseForm(text: string): Record<string, unknown> {
  const form: Record<string, unknown> = Object.create(null);
  for (const [key, value] of new URLSearchParams(text)) {
    const previous = form[key];
    form[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return Object.fromEntries(Object.entries(form));
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  return `a ${typeof value}`;
}
