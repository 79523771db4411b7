import { bytesRateLimited, HttpError, quotaExceeded, rateLimited, webhookRevoked } from '../http/errors.ts';
import { bodySubmitter, type IntakeAnswer } from './body-submitter.ts';
import type { AdmissionDeps, IntakeDeps } from './intake-deps.ts';
import { declaredBytes, postedBodies } from './posted-bodies.ts';
import type { WebhookPost } from './webhook-post.ts';

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
  const { refusals, refusalTurns } = deps;
  return async function intake(post: WebhookPost): Promise<IntakeAnswer> {
    const { webhook, token } = post;
    const refusal = refusalBeforeBody(post, deps);
    if (refusal) {
      // A few refusals per turn of the event loop: a burst of hundreds (one URL's new connections
      // at once) is answered between other requests, not all in the turn they came. The error
      // (its stack) is made in that turn too.
      await refusalTurns.next();
      const error = refusal();
      refusals.count(webhook.source.id, token, error);
      throw error;
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

function refusalBeforeBody(
  post: WebhookPost,
  { limiter, quota, bytesBudget, bodyLimitBytes }: AdmissionDeps,
): (() => HttpError) | null {
  const { webhook, token } = post;
  const { revoked } = webhook;
  if (revoked) return () => webhookRevoked(revoked);
  const untilMidnight = quota.wait(token);
  if (untilMidnight > 0) return () => quotaExceeded(quota.limit, untilMidnight);
  const wait = limiter.take(token);
  if (wait > 0) return () => rateLimited(wait);
  // A source may start a body while it owes no bytes, charged what it declares at once: a burst of
  // bodies sent together is admitted only as far as the bucket goes, the rest refused unread.
  const owed = bytesBudget.debtWait(webhook.source.id);
  if (owed > 0) return () => bytesRateLimited(owed);
  bytesBudget.spend(webhook.source.id, declaredBytes(post, bodyLimitBytes));
  return null;
}
