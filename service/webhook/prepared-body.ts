import type { BodyFormat } from '../http/body/body-format.ts';
import { checkBodyShape, leadsOf } from '../http/body/body-shape.ts';
import { bodyText, parseBodyText, type BodyText } from '../http/body/parse-body.ts';
import type { ErrorDetail } from '../../shared/error-detail.ts';
import { HttpError } from '../http/errors.ts';
import type { FieldMap } from '../lead/field-map/field-map.ts';
import { readMappedFields } from '../lead/field-map/mapped-fields.ts';
import { LeadInputError } from '../lead/schema/lead-input-error.ts';
import { readLeadInput, type ReadLead } from '../lead/lead-input.ts';
import type { SentAlike } from '../lead/reader/sent-alike.ts';
import { decodeJsonText } from './json-text.ts';
import { checkedMaskedBody, maskBodyText } from './secrets/masked-body-text.ts';
import { isSecretKey, maskSecretValues, noSecrets } from './secrets/secret-keys.ts';

/** What of a source the reading of a body needs: plain data, so a reader thread can take it. */
export interface SourceReading {
  fieldMap: FieldMap;
  defaultCountry: string | null;
  /** What the source's earlier leads sent alike (source-memory.ts); none for a body sent again. */
  sentAlike?: SentAlike | null;
}

/** An HttpError as it crosses threads (structured clone keeps no class). */
export interface SentError {
  status: number;
  code: string;
  message: string;
  details?: ErrorDetail[];
  headers: Record<string, string>;
}

/** One lead of a body, read: what the delivery log keeps, its secrets as sent, and the lead or why it was refused. */
export interface PreparedLead {
  logText: string;
  /** The log text is the masked value as JSON, whatever the body's content type was. */
  asJson: boolean;
  secrets: Map<string, unknown>;
  read: { ok: true; lead: ReadLead; decodedText: string[] } | { ok: false; error: SentError };
}

/**
 * A body read as far as the CPU goes, with no store and no I/O: decoded, parsed, its shape
 * checked, secrets masked, each lead read by meaning. A whole-body refusal carries what the log
 * keeps of it (none when the text was not UTF-8) and how many leads it held once that was known;
 * `counted` when it is already counted in the refusal log (per URL and status, refusal-log.ts), so
 * it is not logged again as a delivery of its own.
 */
export type PreparedBody =
  | { ok: true; batch: boolean; leads: PreparedLead[]; readingMs: number }
  | { ok: false; error: SentError; logBody?: string; leadCount?: number; counted?: true };

/**
 * The steps of docs/api.md §2.5-2.6 and §2.4 in order, for one body. Pure, so it runs on the
 * event loop for small bodies and on a reader thread for large ones (read-pool.ts) alike.
 */
/**
 * `readingMs` is what reading the leads by meaning took on `clock` (the event loop's elapsed time; a reader thread's CPU
 * time, thread-clock.ts): the part of a body's cost its bytes do not bound (a key's meaning is read once per new key),
 * charged to its source as bytes where it is dear (posted-bodies.ts).
 */
export async function prepareBody(
  bytes: Uint8Array,
  format: BodyFormat,
  source: SourceReading,
  clock: () => number = performance.now.bind(performance),
): Promise<PreparedBody> {
  let text: BodyText;
  try {
    text = bodyText(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), format);
  } catch (error) {
    return { ok: false, error: sentError(error) };
  }
  let leadCount: number | undefined;
  try {
    // One pass over a JSON text serves the shape checks and says whether any key is a secret.
    const { value, skippedFiles, shape } = await parseBodyText(text, isSecretKey);
    const { leads, batch } = leadsOf(value);
    leadCount = leads.length;
    checkBodyShape(leads, batch, shape);
    const secrets = shape?.watchedKeys === 0 ? leads.map(noSecrets) : leads.map(maskSecretValues);
    if (batch) {
      const started = clock();
      const prepared = leads.map((lead, i) => ({
        logText: JSON.stringify(lead),
        asJson: true,
        secrets: secrets[i].sent,
        read: readLead(lead, source, []),
      }));
      return { ok: true, batch, leads: prepared, readingMs: clock() - started };
    }
    // Most bodies carry no secret and no file: the log keeps their text untouched, at no cost.
    const masked =
      text.format === 'multipart' || secrets[0].count > 0
        ? await checkedMaskedBody(text, leads[0])
        : { text: text.text, asJson: false };
    // One literal, not a spread and a key added: V8 defined the added key by its slow path on every
    // body (a spread's copy has a map of its own), 1 to 2.6 µs a lead (docs/performance.md).
    const started = clock();
    const lead: PreparedLead = {
      logText: masked.text,
      asJson: masked.asJson,
      secrets: secrets[0].sent,
      read: readLead(leads[0], source, skippedFiles),
    };
    return { ok: true, batch, leads: [lead], readingMs: clock() - started };
  } catch (error) {
    return { ok: false, error: sentError(error), logBody: maskBodyText(text), leadCount };
  }
}

function readLead(lead: Record<string, unknown>, source: SourceReading, skippedFiles: string[]): PreparedLead['read'] {
  try {
    const decoded = decodeJsonText(lead);
    const mapped = readMappedFields(decoded.lead, source.fieldMap);
    return {
      ok: true,
      lead: readLeadInput(mapped, source.defaultCountry, skippedFiles, decoded.texts, source.sentAlike ?? null),
      decodedText: decoded.decoded,
    };
  } catch (error) {
    return { ok: false, error: sentError(error) };
  }
}

/**
 * The core's refusal of a lead's fields (lead-input-error.ts) as HTTP answers it: 422, its code,
 * message and details. Every call into the core that can refuse is made here (readLead), so the
 * http/ layer never needs to know the core's errors.
 */
export const leadRefused = ({ code, message, details }: LeadInputError) => new HttpError(422, code, message, details);

// Only refusals cross as data, the core's answered as HTTP answers them; a fault of the code is thrown on, as before.
export function sentError(caught: unknown): SentError {
  const error = caught instanceof LeadInputError ? leadRefused(caught) : caught;
  if (!(error instanceof HttpError)) throw error;
  const { status, code, message, details, headers } = error;
  return { status, code, message, headers, ...(details ? { details } : {}) };
}

export const httpErrorOf = ({ status, code, message, details, headers }: SentError) =>
  new HttpError(status, code, message, details, headers);
