import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { LeadEvents } from '../events/lead-events.ts';
import { bodyFormatOf } from '../http/body/body-format.ts';
import { checkBodyShape, leadsOf } from '../http/body/body-shape.ts';
import { bodyText, parseBodyText, type BodyText } from '../http/body/parse-body.ts';
import { readBytes } from '../http/body/read-bytes.ts';
import { HttpError, rateLimited, webhookRevoked } from '../http/errors.ts';
import type { AddLeadResult, DeliveryRecord, LeadStore, WebhookLookup } from '../store/lead-store.ts';
import { submitBatch, type BatchAnswer } from './intake-batch.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { checkedMaskedText, maskBodyText } from './secrets/masked-body-text.ts';
import { maskSecretValues } from './secrets/secret-keys.ts';
import { submitLead } from './submit-lead.ts';

/** A POST to a webhook URL, as plain values: no HTTP framework past this point. */
export interface WebhookPost {
  webhook: WebhookLookup;
  token: string;
  contentType?: string;
  contentEncoding?: string;
  contentLength?: string;
  /** The request body, read only once the request may go on (after 410 and 429). */
  body: Readable;
}

export interface IntakeDeps {
  store: LeadStore;
  events: LeadEvents;
  limiter: RateLimiter;
  bodyLimitBytes: number;
  logger: Logger;
}

export type IntakeAnswer = AddLeadResult | BatchAnswer;

/**
 * The intake use case, in the contract's order (404 is the route's): 410 revoked, 429 rate limit,
 * 415/413/400 reading the body, 422 its depth and size, then each lead it holds (a batch counts
 * as one request). Every refusal of the whole request is logged to the source, then thrown.
 */
export function createIntake({ store, events, limiter, bodyLimitBytes, logger }: IntakeDeps) {
  async function logRejection(webhook: WebhookLookup, error: unknown, body: string | undefined) {
    if (!(error instanceof HttpError)) return;
    const delivery: DeliveryRecord = {
      at: new Date().toISOString(), status: error.status, outcome: 'rejected',
      error: { code: error.code, message: error.message },
      ...(body !== undefined ? { body } : {}),
    };
    await store.recordDelivery(webhook.source.id, delivery)
      .then(() => events.publish({ type: 'delivery', sourceId: webhook.source.id, delivery }))
      .catch((cause) => logger.warn({ err: cause }, 'could not log a rejected delivery'));
  }

  return async function intake(post: WebhookPost): Promise<IntakeAnswer> {
    const { webhook } = post;
    // What a rejection logs as the body: nothing until it is read, then the text masked.
    let logBody: () => string | undefined = () => undefined;
    let elementsLogged = false;
    try {
      refuseRevoked(webhook);
      const wait = limiter.take(post.token);
      if (wait > 0) throw rateLimited(wait);
      const format = bodyFormatOf(post.contentType, post.contentEncoding);
      const text = bodyText(await readBytes(post.body, post.contentLength, bodyLimitBytes), format);
      logBody = () => maskBodyText(text);
      const { value, skippedFiles } = await parseBodyText(text);
      const { leads, batch } = leadsOf(value);
      checkBodyShape(leads, batch);
      const secrets = leads.map(maskSecretValues);
      const target = { store, events, source: webhook.source };
      if (batch) {
        elementsLogged = true;
        return await submitBatch(target, leads, secrets, (error, body) => logRejection(webhook, error, body));
      }
      // Most bodies carry no secret and no file: the log keeps their text untouched, at no cost.
      const logText = text.format === 'multipart' || secrets[0].count > 0 ? await checkedMaskedText(text, leads[0]) : text.text;
      logBody = () => logText;
      return await submitLead(target, { lead: leads[0], secrets: secrets[0].sent, logText, skippedFiles });
    } catch (error) {
      if (!elementsLogged) await logRejection(webhook, error, logBody());
      throw error;
    }
  };
}

function refuseRevoked(webhook: WebhookLookup) {
  if (webhook.revoked) throw webhookRevoked(webhook.revoked);
}
