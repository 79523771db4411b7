import { validationFailed } from '../../http/errors.ts';
import type { Entries } from './field-keys.ts';
import { answerEntries, type Answer } from './labelled-answers.ts';
import { isRecord, labelAt, listAt, scalarAt } from './sender-values.ts';

// Calendly webhooks: https://developer.calendly.com/api-docs/calendly-api/webhooks/get-sample-webhook-data
export const isCalendlyBody = (body: Record<string, unknown>) =>
  typeof body.event === 'string' && body.event.startsWith('invitee.') && isRecord(body.payload);

/**
 * `invitee.created`: the invitee's name and email; the phone in `text_reminder_number` or an answer
 * to a question asking for one. The scheduled event's name is the meeting type, and its
 * `event_memberships` are the host: never the lead. Cancel and reschedule links carry tokens.
 */
export function readCalendly(body: Record<string, unknown>): Entries {
  if (body.event !== 'invitee.created') {
    throw validationFailed([{
      field: 'event',
      message: `a Calendly "${String(body.event).slice(0, 50)}" event is not a new lead: subscribe this URL to invitee.created only`,
    }]);
  }
  const payload = body.payload as Record<string, unknown>;
  const name = scalarAt(payload.name, 'payload.name');
  const answers: Answer[] = [
    // first_name and last_name are set only when the event type asks for them apart; name has both.
    ...(typeof name === 'string' && name.trim() !== ''
      ? [{ label: 'name', value: name }]
      : [{ label: 'first_name', value: scalarAt(payload.first_name, 'payload.first_name') },
        { label: 'last_name', value: scalarAt(payload.last_name, 'payload.last_name') }]),
    { label: 'email', value: scalarAt(payload.email, 'payload.email'), kind: 'email' },
    { label: 'phone', value: scalarAt(payload.text_reminder_number, 'payload.text_reminder_number'), kind: 'phone' },
  ];
  const event = isRecord(payload.scheduled_event) ? payload.scheduled_event : {};
  // "We will call you": the invitee typed the number the host is to call.
  const location = isRecord(event.location) ? event.location : {};
  if (location.type === 'outbound_call') {
    answers.push({ label: 'phone', value: scalarAt(location.location, 'payload.scheduled_event.location.location'), kind: 'phone' });
  }
  listAt(payload.questions_and_answers).forEach((qa, i) => {
    if (!isRecord(qa)) return;
    const label = labelAt(qa.question, `payload.questions_and_answers[${i}].question`) ?? `question ${i + 1}`;
    answers.push({ label, value: scalarAt(qa.answer, `payload.questions_and_answers[${i}].answer`) });
  });
  const entries = answerEntries(answers.filter((answer) => answer.value !== null && answer.value !== ''));
  const meeting = labelAt(event.name, 'payload.scheduled_event.name');
  if (meeting) entries.push(['meeting', meeting]);
  const start = labelAt(event.start_time, 'payload.scheduled_event.start_time');
  if (start) entries.push(['start_time', start]);
  const timezone = labelAt(payload.timezone, 'payload.timezone');
  if (timezone) entries.push(['timezone', timezone]);
  for (const [key, value] of Object.entries(isRecord(payload.tracking) ? payload.tracking : {})) {
    const tracked = scalarAt(value, `payload.tracking.${key}`);
    if (tracked !== null && tracked !== undefined && tracked !== '') entries.push([key, tracked]);
  }
  return entries;
}
