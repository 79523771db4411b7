import type { Readable } from 'node:stream';
import type { WebhookLookup } from '../store/source-record.ts';

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
