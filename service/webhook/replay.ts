import { bodyNotKept, googleKeyNotChecked, notFound } from '../http/errors.ts';
import type { IntakeAnswer } from './body-submitter.ts';
import type { IntakeDeps } from './intake-deps.ts';
import { createKeptBodyIntake } from './kept-body-intake.ts';

export interface ReplayOptions {
  requestId?: string;
  /** The admin's word that a delivery refused for its Google key may be stored without it. */
  skipGoogleKey?: boolean;
}

/** A replay's answer: the webhook's, and for one lead taken the lead the delivery is linked to. */
export type ReplayAnswer = IntakeAnswer & { becameLeadId?: string };

/**
 * Sends a logged delivery again (docs/api.md §4, replay): its kept body and content type, through
 * the one intake sequence, with the source's current settings. Answers what the webhook would
 * answer now (a lead it made already is a duplicate) and is logged as a delivery of its own; the
 * store links the delivery to the lead it became, with that lead's write.
 */
export function createReplay(deps: Pick<IntakeDeps, 'store' | 'events' | 'logger'>) {
  const intakeKept = createKeptBodyIntake(deps);
  return async function replay(
    sourceId: string,
    deliveryId: string,
    { requestId, skipGoogleKey = false }: ReplayOptions = {},
  ): Promise<ReplayAnswer> {
    const source = await deps.store.getSource(sourceId);
    if (!source) throw notFound('Lead source');
    const delivery = await deps.store.getDelivery(sourceId, deliveryId);
    if (!delivery) throw notFound('Delivery');
    if (delivery.body === undefined) throw bodyNotKept(delivery.status);
    // Its key is masked in the kept body, so a replay would store a lead whose sender never proved
    // it knew the key: one click must not do that (docs/api.md §3).
    if (delivery.error?.code === 'invalid_google_key' && !skipGoogleKey) throw googleKeyNotChecked();
    const answer = await intakeKept(source, {
      text: delivery.body,
      contentType: delivery.contentType,
      requestId,
      deliveryId,
    });
    if (!('status' in answer)) return answer; // a batch: its leads are not linked
    // The link the store wrote with the lead, or an earlier replay's (the first is kept): read back.
    const becameLeadId = (await deps.store.getDelivery(sourceId, deliveryId))?.becameLeadId;
    return becameLeadId ? { ...answer, becameLeadId } : answer;
  };
}
