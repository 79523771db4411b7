import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { LeadEvents } from '../events/lead-events.ts';
import { bodyFormatOf, type BodyFormat } from '../http/body/body-format.ts';
import { readBytes } from '../http/body/read-bytes.ts';
import { bodiesBusy, bytesRateLimited, HttpError, quotaExceeded, rateLimited, webhookRevoked } from '../http/errors.ts';
import type { NewDelivery } from '../store/delivery-record.ts';
import type { LeadStore } from '../store/lead-store.ts';
import type { SourceRecord, WebhookLookup } from '../store/source-record.ts';
import { timeOrderedId } from '../time-ordered-id.ts';
import type { DailyQuota } from './daily-quota.ts';
import { submitBatch, type BatchAnswer } from './intake-batch.ts';
import type { KeyedGate } from '../http/keyed-gate.ts';
import { httpErrorOf, prepareBody, type PreparedBody } from './prepared-body.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { ReadPool } from './read-pool.ts';
import type { RefusalLog } from './refusal-log.ts';
import { originFields, submitLead, type DeliveryOrigin, type LeadAnswer } from './submit-lead.ts';

/** A POST to a webhook URL, as plain values: no HTTP framework past this point. */
export interface WebhookPost {
  webhook: WebhookLookup;
  token: string;
  /** The request's X-Request-Id, kept with its delivery. */
  requestId?: string;
  contentType?: string;
  contentEncoding?: string;
  contentLength?: string;
  /** The request body, read only once the request may go on (after 410 and 429). */
  body: Readable;
  /** The status a lead taken is answered with, when not 200 (303 to a form's thank-you page), as its delivery records it. */
  answerStatus?: number;
}

/** A delivery's kept body, sent again by an admin (replay.ts). */
export interface KeptBody {
  text: string;
  contentType?: string;
  requestId?: string;
}

export interface IntakeDeps {
  store: LeadStore;
  events: LeadEvents;
  limiter: RateLimiter;
  /** Where refusals made before the body (410, 429) are counted, instead of one delivery each. */
  refusals: RefusalLog;
  quota: DailyQuota;
  /** Bytes of bodies per source (WEBHOOK_BYTES_PER_SECOND), charged once read. */
  bytesBudget: RateLimiter;
  /** Reader threads for large bodies. */
  readers: ReadPool;
  /** Large bodies of one source read at once. */
  gate: KeyedGate;
  bodyLimitBytes: number;
  logger: Logger;
}

type AdmissionDeps = Omit<IntakeDeps, 'events' | 'logger'>;

export type IntakeAnswer = LeadAnswer | BatchAnswer;

// The longest Content-Type the delivery log keeps (a multipart boundary is at most 70 characters).
const CONTENT_TYPE_KEPT = 1000;

/**
 * The intake use case, in the contract's order (404 is the route's): 410 revoked, 429 quota, rate
 * limit and byte charge, 415/413/400 reading the body (a large one read on a reader thread, a few
 * of a source at once: 429 past them), 422 its depth and size, then each lead it holds (a
 * batch costs a token per lead). Every refusal of the whole request is logged to the source, then
 * thrown: those before the body counted per token and status (refusal-log.ts), the others one
 * delivery each.
 */
export function createIntake(deps: IntakeDeps) {
  const submit = bodySubmitter(deps);
  const posted = postedBodies(deps);
  const { refusals } = deps;
  return async function intake(post: WebhookPost): Promise<IntakeAnswer> {
    const { webhook, token } = post;
    const refusal = refusalBeforeBody(post, deps);
    if (refusal) {
      refusals.count(webhook.source.id, token, refusal);
      throw refusal;
    }
    // One shape for every request (status undefined but for a form's visitor): no spread per lead.
    const origin = {
      requestId: post.requestId,
      contentType: post.contentType?.slice(0, CONTENT_TYPE_KEPT),
      replayed: false,
      status: post.answerStatus,
    };
    return submit(webhook.source, origin, posted, post);
  };
}

/**
 * Where a body comes from, how it is read and what it costs: read once the request may go on,
 * prepared (prepared-body.ts) here or on a reader thread, then charged per lead. Made once per
 * intake, not per request, so a lead costs no closures (docs/performance.md, Round 3).
 */
interface BodyReader<T> {
  read(input: T): Promise<{ bytes: Buffer; format: BodyFormat }>;
  prepare(input: T, bytes: Buffer, format: BodyFormat, source: SourceRecord): Promise<PreparedBody>;
  charge(input: T, leads: number): void;
  /** Counts the leads a request created toward the daily quota (duplicates and refusals are free). */
  created(input: T, leads: number): void;
}

/**
 * Bodies from this size on are read on a reader thread: below it a body costs under about a
 * millisecond of CPU even at its most expensive (multipart with a part per few bytes), so other
 * sources' leads never wait longer behind it. Most lead forms' bodies are smaller (the reference
 * lead, Tally's 2.6 KB); Typeform's 4.6 KB goes to a thread, a round trip of a fraction of a ms.
 */
const OFF_LOOP_BYTES = 4096;

// Refusals counted in the refusal log (per URL and status) rather than logged one delivery each.
const TALLIED = new WeakSet<object>();

function postedBodies({
  store,
  limiter,
  quota,
  bodyLimitBytes,
  bytesBudget,
  readers,
  gate,
  refusals,
}: AdmissionDeps): BodyReader<WebhookPost> {
  return {
    async read(post) {
      const format = bodyFormatOf(post.contentType, post.contentEncoding);
      const bytes = await readBytes(post.body, post.contentLength, bodyLimitBytes);
      await refuseIfRevokedSince(store, post.token);
      // Admitted, it was charged what its Content-Length declared (refusalBeforeBody): now what it was.
      bytesBudget.spend(post.webhook.source.id, bytes.length - declaredBytes(post, bodyLimitBytes));
      return { bytes, format };
    },
    // At most a few bodies of one source are read at once; a large one off the event loop (docs/api.md §2.6).
    async prepare(post, bytes, format, source) {
      if (bytes.length < OFF_LOOP_BYTES) return prepareBody(bytes, format, source);
      const release = await gate.enter(source.id);
      if (!release) {
        const refusal = bodiesBusy(1);
        refusals.count(source.id, post.token, refusal);
        TALLIED.add(refusal);
        throw refusal;
      }
      try {
        return await readers.read(bytes, format, { fieldMap: source.fieldMap, defaultCountry: source.defaultCountry });
      } finally {
        release();
      }
    },
    // A batch costs what its leads would cost one by one, up to a burst (docs/api.md §2.6).
    charge(post, leads) {
      limiter.charge(post.token, leads);
    },
    // Per URL: a regenerated URL starts a fresh allowance, so a leaked one can always be cut off.
    created(post, leads) {
      quota.add(post.token, leads);
    },
  };
}

function refusalBeforeBody(
  post: WebhookPost,
  { limiter, quota, bytesBudget, bodyLimitBytes }: AdmissionDeps,
): HttpError | null {
  const { webhook, token } = post;
  if (webhook.revoked) return webhookRevoked(webhook.revoked);
  const untilMidnight = quota.wait(token);
  if (untilMidnight > 0) return quotaExceeded(quota.limit, untilMidnight);
  const wait = limiter.take(token);
  if (wait > 0) return rateLimited(wait);
  // A source may start a body while it owes no bytes, charged what it declares at once: a burst of
  // bodies sent together is admitted only as far as the bucket goes, the rest refused unread.
  const owed = bytesBudget.debtWait(webhook.source.id);
  if (owed > 0) return bytesRateLimited(owed);
  bytesBudget.spend(webhook.source.id, declaredBytes(post, bodyLimitBytes));
  return null;
}

/** The body's length as its Content-Length declares it (0 when it does not), at most the limit. */
function declaredBytes({ contentLength }: WebhookPost, bodyLimitBytes: number): number {
  const declared = Number(contentLength || NaN);
  return Number.isSafeInteger(declared) && declared > 0 ? Math.min(declared, bodyLimitBytes) : 0;
}

// A body can take up to the request timeout to arrive: a URL regenerated or deleted meanwhile is
// refused when it has arrived (docs/api.md §4, regenerate), however soon after its head. The look-up
// is cheap on the embedded store, answered from memory (its cache is emptied by every write to
// sources: under 1 µs); on MongoDB it is the head's two indexed reads again, and no in-process
// cache can replace them there, since another instance may have regenerated the URL.

async function refuseIfRevokedSince(store: LeadStore, token: string): Promise<void> {
  const now = await store.findWebhook(token);
  if (now?.revoked) throw webhookRevoked(now.revoked);
}

/**
 * The same sequence for a kept body an admin sends again: read with its kept content type, with
 * the source's current settings; no 410 or 429 (the admin is the caller), no Google key check
 * (its key was masked when it was kept), and logged as a delivery of its own.
 */
export function createKeptBodyIntake(deps: Pick<IntakeDeps, 'store' | 'events' | 'logger'>) {
  const submit = bodySubmitter(deps);
  return function intakeKept(source: SourceRecord, kept: KeptBody): Promise<IntakeAnswer> {
    const origin = { requestId: kept.requestId, contentType: kept.contentType, replayed: true };
    return submit(source, origin, KEPT_BODIES, kept);
  };
}

// An admin's replay, one at a time: read on the event loop.
const KEPT_BODIES: BodyReader<KeptBody> = {
  read: async (kept) => ({ bytes: Buffer.from(kept.text), format: bodyFormatOf(kept.contentType, undefined) }),
  prepare: (_kept, bytes, format, source) => prepareBody(bytes, format, source),
  charge: () => {},
  created: () => {},
};

function bodySubmitter({ store, events, logger }: Pick<IntakeDeps, 'store' | 'events' | 'logger'>) {
  async function logRejection(source: SourceRecord, error: unknown, origin: DeliveryOrigin, body: string | undefined) {
    if (!(error instanceof HttpError)) return;
    const delivery = {
      id: timeOrderedId(),
      at: new Date().toISOString(),
      status: error.status,
      outcome: 'rejected',
      error: { code: error.code, message: error.message },
      ...originFields(origin),
      ...(body !== undefined ? { body } : {}),
    } satisfies NewDelivery;
    await store
      .recordDelivery(source.id, delivery)
      .then(() => events.publish({ type: 'delivery', sourceId: source.id, delivery }))
      .catch((cause) => logger.warn({ err: cause }, 'could not log a rejected delivery'));
  }

  return async function submit<T>(
    source: SourceRecord,
    origin: DeliveryOrigin,
    reader: BodyReader<T>,
    input: T,
  ): Promise<IntakeAnswer> {
    // What a rejection logs: nothing until the body is read, then its text masked (the lead's, once it is).
    let logged: { origin: DeliveryOrigin; body: string | undefined } | undefined;
    let elementsLogged = false;
    try {
      const { bytes, format } = await reader.read(input);
      const body = await reader.prepare(input, bytes, format, source);
      if (!body.ok) {
        if (body.leadCount !== undefined) reader.charge(input, body.leadCount);
        logged = { origin, body: body.logBody };
        throw httpErrorOf(body.error);
      }
      reader.charge(input, body.leads.length);
      const target = { store, events, source };
      if (body.batch) {
        elementsLogged = true;
        // A batch is answered with its results as JSON, whoever asks (a form body is never one).
        const { status: _single, ...batchOrigin } = origin;
        const answer = await submitBatch(target, body.leads, batchOrigin, (error, element) =>
          logRejection(source, error, { ...origin, contentType: element.contentType }, element.body),
        );
        reader.created(input, answer.results.filter((result) => result.status === 'created').length);
        return answer;
      }
      const [lead] = body.leads;
      logged = { origin: lead.asJson ? { ...origin, contentType: 'application/json' } : origin, body: lead.logText };
      if (!lead.read.ok) throw httpErrorOf(lead.read.error);
      const answer = await submitLead(target, {
        read: lead.read.lead,
        decodedText: lead.read.decodedText,
        secrets: lead.secrets,
        logText: lead.logText,
        origin: logged.origin,
      });
      if (answer.status === 'created') reader.created(input, 1);
      return answer;
    } catch (error) {
      if (!elementsLogged && !TALLIED.has(error as object))
        await logRejection(source, error, logged?.origin ?? origin, logged?.body);
      throw error;
    }
  };
}
