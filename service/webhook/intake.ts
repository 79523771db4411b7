import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { LeadEvents } from '../events/lead-events.ts';
import { bodyFormatOf } from '../http/body/body-format.ts';
import { checkBodyShape, leadsOf } from '../http/body/body-shape.ts';
import { bodyText, parseBodyText, type BodyText } from '../http/body/parse-body.ts';
import { readBytes } from '../http/body/read-bytes.ts';
import { HttpError, quotaExceeded, rateLimited, webhookRevoked } from '../http/errors.ts';
import type { LeadStore, NewDelivery, SourceRecord, WebhookLookup } from '../store/lead-store.ts';
import { timeOrderedId } from '../time-ordered-id.ts';
import type { DailyQuota } from './daily-quota.ts';
import { submitBatch, type BatchAnswer } from './intake-batch.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { checkedMaskedBody, maskBodyText } from './secrets/masked-body-text.ts';
import { isSecretKey, maskSecretValues, noSecrets } from './secrets/secret-keys.ts';
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
  bodyLimitBytes: number;
  logger: Logger;
}

export type IntakeAnswer = LeadAnswer | BatchAnswer;

// The longest Content-Type the delivery log keeps (a multipart boundary is at most 70 characters).
const CONTENT_TYPE_KEPT = 1000;

/**
 * The intake use case, in the contract's order (404 is the route's): 410 revoked, 429 quota and
 * rate limit, 415/413/400 reading the body, 422 its depth and size, then each lead it holds (a
 * batch costs a token per lead). Every refusal of the whole request is logged to the source, then
 * thrown: those before the body counted per token and status (refusal-log.ts), the others one
 * delivery each.
 */
export function createIntake({ limiter, refusals, quota, bodyLimitBytes, ...deps }: IntakeDeps) {
  const submit = bodySubmitter(deps);
  const posted = postedBodies(deps.store, limiter, quota, bodyLimitBytes);
  return async function intake(post: WebhookPost): Promise<IntakeAnswer> {
    const { webhook, token } = post;
    const refusal = refusalBeforeBody(post, limiter, quota);
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
 * Where a body comes from and what it costs: read once the request may go on, then charged per
 * lead. Made once per intake, not per request, so a lead costs no closures (docs/performance.md, Round 3).
 */
interface BodyReader<T> {
  read(input: T): Promise<BodyText>;
  charge(input: T, leads: number): void;
}

function postedBodies(
  store: LeadStore,
  limiter: RateLimiter,
  quota: DailyQuota,
  bodyLimitBytes: number,
): BodyReader<WebhookPost> {
  return {
    async read(post) {
      const format = bodyFormatOf(post.contentType, post.contentEncoding);
      const bytes = await readBytes(post.body, post.contentLength, bodyLimitBytes);
      await refuseIfRevokedSince(store, post.token);
      return bodyText(bytes, format);
    },
    // A batch costs what its leads would cost one by one, up to a burst (docs/api.md §2.6).
    charge(post, leads) {
      limiter.charge(post.token, leads);
      quota.add(post.webhook.source.id, leads);
    },
  };
}

function refusalBeforeBody({ webhook, token }: WebhookPost, limiter: RateLimiter, quota: DailyQuota): HttpError | null {
  if (webhook.revoked) return webhookRevoked(webhook.revoked);
  const untilMidnight = quota.wait(webhook.source.id);
  if (untilMidnight > 0) return quotaExceeded(quota.limit, untilMidnight);
  const wait = limiter.take(token);
  return wait > 0 ? rateLimited(wait) : null;
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
export function createKeptBodyIntake(deps: Omit<IntakeDeps, 'limiter' | 'refusals' | 'quota' | 'bodyLimitBytes'>) {
  const submit = bodySubmitter(deps);
  return function intakeKept(source: SourceRecord, kept: KeptBody): Promise<IntakeAnswer> {
    const origin = { requestId: kept.requestId, contentType: kept.contentType, replayed: true };
    return submit(source, origin, KEPT_BODIES, kept);
  };
}

const KEPT_BODIES: BodyReader<KeptBody> = {
  read: async (kept) => bodyText(Buffer.from(kept.text), bodyFormatOf(kept.contentType, undefined)),
  charge: () => {},
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
    let text: BodyText | undefined;
    let logged: { origin: DeliveryOrigin; body: string } | undefined;
    let elementsLogged = false;
    try {
      text = await reader.read(input);
      // One pass over a JSON text serves the shape checks and says whether any key is a secret.
      const { value, skippedFiles, shape } = await parseBodyText(text, isSecretKey);
      const { leads, batch } = leadsOf(value);
      reader.charge(input, leads.length);
      checkBodyShape(leads, batch, shape);
      const secrets = shape?.watchedKeys === 0 ? leads.map(noSecrets) : leads.map(maskSecretValues);
      const target = { store, events, source };
      if (batch) {
        elementsLogged = true;
        // A batch is answered with its results as JSON, whoever asks (a form body is never one).
        const { status: _single, ...batchOrigin } = origin;
        return await submitBatch(target, leads, secrets, batchOrigin, (error, element) =>
          logRejection(source, error, { ...origin, contentType: element.contentType }, element.body),
        );
      }
      // Most bodies carry no secret and no file: the log keeps their text untouched, at no cost.
      const masked =
        text.format === 'multipart' || secrets[0].count > 0
          ? await checkedMaskedBody(text, leads[0])
          : { text: text.text, asJson: false };
      logged = { origin: masked.asJson ? { ...origin, contentType: 'application/json' } : origin, body: masked.text };
      return await submitLead(target, {
        lead: leads[0],
        secrets: secrets[0].sent,
        logText: masked.text,
        skippedFiles,
        origin: logged.origin,
      });
    } catch (error) {
      if (!elementsLogged)
        await logRejection(source, error, logged?.origin ?? origin, logged ? logged.body : text && maskBodyText(text));
      throw error;
    }
  };
}
