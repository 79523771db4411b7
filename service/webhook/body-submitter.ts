import { HttpError } from '../http/errors.ts';
import type { NewDelivery } from '../store/delivery-record.ts';
import type { SourceRecord } from '../store/source-record.ts';
import { timeOrderedId } from '../base/time-ordered-id.ts';
import type { BodyReader } from './body-reader.ts';
import { submitBatch, type BatchAnswer } from './intake-batch.ts';
import type { IntakeDeps } from './intake-deps.ts';
import { httpErrorOf } from './prepared-body.ts';
import { originFields, submitLead, type DeliveryOrigin, type LeadAnswer } from './submit-lead.ts';

export type IntakeAnswer = LeadAnswer | BatchAnswer;

export function bodySubmitter({
  store,
  events,
  logger,
  memory,
}: Pick<IntakeDeps, 'store' | 'events' | 'logger'> & Partial<Pick<IntakeDeps, 'memory'>>) {
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
    // Logged already: a batch's elements one delivery each, or a refusal counted per URL and status (refusal-log.ts).
    let alreadyLogged = false;
    try {
      const { bytes, format } = await reader.read(input);
      const body = await reader.prepare(input, bytes, format, source);
      if (!body.ok) {
        if (body.leadCount !== undefined) reader.charge(input, body.leadCount);
        logged = { origin, body: body.logBody };
        alreadyLogged = body.counted === true;
        throw httpErrorOf(body.error);
      }
      reader.charge(input, body.leads.length);
      const target = { store, events, source, memory };
      if (body.batch) {
        alreadyLogged = true;
        // A batch is answered with its results as JSON, whoever asks (a form body is never one), and
        // none of its leads is linked to a delivery sent again (one delivery, many leads).
        const { status: _single, replayOf: _one, ...batchOrigin } = origin;
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
      if (!alreadyLogged) await logRejection(source, error, logged?.origin ?? origin, logged?.body);
      throw error;
    }
  };
}
