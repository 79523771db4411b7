import { bodyFormatOf, type BodyFormat } from '../http/body/body-format.ts';
import { readBytes } from '../http/body/read-bytes.ts';
import { bodiesBusy, webhookRevoked } from '../http/errors.ts';
import type { LeadStore } from '../store/lead-store.ts';
import type { SourceRecord } from '../store/source-record.ts';
import type { BodyReader } from './body-reader.ts';
import type { AdmissionDeps } from './intake-deps.ts';
import { prepareBody, sentError, type PreparedBody, type SourceReading } from './prepared-body.ts';
import { readingDebt } from './reading-charge.ts';
import type { WebhookPost } from './webhook-post.ts';

/**
 * Bodies from this size on are read on a reader thread: below it a body costs under about a
 * millisecond of CPU even at its most expensive (multipart with a part per few bytes), so other
 * sources' leads never wait longer behind it. Most lead forms' bodies are smaller (the reference
 * lead, Tally's 2.6 KB); Typeform's 4.6 KB goes to a thread, a round trip of a fraction of a ms.
 */
const OFF_LOOP_BYTES = 4096;

export function postedBodies({
  store,
  limiter,
  quota,
  bodyLimitBytes,
  bytesBudget,
  readers,
  gate,
  refusals,
  memory,
}: AdmissionDeps): BodyReader<WebhookPost> {
  async function offLoop(
    post: WebhookPost,
    bytes: Buffer,
    format: BodyFormat,
    source: SourceRecord,
    reading: SourceReading,
  ): Promise<PreparedBody> {
    const release = await gate.enter(source.id);
    if (!release) {
      const refusal = bodiesBusy(1);
      refusals.count(source.id, post.token, refusal);
      return { ok: false, error: sentError(refusal), counted: true };
    }
    try {
      return await readers.read(bytes, format, reading);
    } finally {
      release();
    }
  }
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
      const { fieldMap, defaultCountry } = source;
      const reading = { fieldMap, defaultCountry, sentAlike: memory.of(source.id) };
      const prepared =
        bytes.length < OFF_LOOP_BYTES
          ? await prepareBody(bytes, format, reading)
          : await offLoop(post, bytes, format, source, reading);
      // What the reading took past its bytes' share, as bytes (READING_MS_PER_KIB): the source's next bodies wait.
      if (prepared.ok)
        bytesBudget.spend(source.id, readingDebt(prepared.readingMs, bytes.length, prepared.leads.length));
      return prepared;
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

/** The body's length as its Content-Length declares it (0 when it does not), at most the limit. */
export function declaredBytes({ contentLength }: WebhookPost, bodyLimitBytes: number): number {
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
