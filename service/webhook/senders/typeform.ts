import type { Entries } from './field-keys.ts';
import { answerEntries, type Answer } from './labelled-answers.ts';
import { isRecord, labelAt, listAt, scalarAt, scalarOrListAt } from './sender-values.ts';

// Typeform webhook: https://www.typeform.com/developers/webhooks/example-payload/
export const isTypeformBody = (body: Record<string, unknown>) =>
  body.event_type === 'form_response' && isRecord(body.form_response);

/**
 * Answers under their questions' titles (joined on field.id with definition.fields); the email and
 * phone answers by type, the name by a text answer whose question asks for one. `variables` are the
 * form's own computations (a variable called "name" is not the person), the definition is structure.
 */
export function readTypeform(body: Record<string, unknown>): Entries {
  const response = body.form_response as Record<string, unknown>;
  const definition = isRecord(response.definition) ? response.definition : {};
  const titles = new Map<string, string>();
  listAt(definition.fields).forEach((field, i) => {
    if (!isRecord(field)) return;
    const id = labelAt(field.id, `form_response.definition.fields[${i}].id`);
    const title = labelAt(field.title, `form_response.definition.fields[${i}].title`);
    if (id !== undefined && title !== undefined) titles.set(id, title);
  });
  const answers: Answer[] = [];
  listAt(response.answers).forEach((answer, i) => {
    if (!isRecord(answer)) return;
    const path = `form_response.answers[${i}]`;
    const field = isRecord(answer.field) ? answer.field : {};
    const id = labelAt(field.id, `${path}.field.id`);
    const label = (id !== undefined && titles.get(id)) || labelAt(field.ref, `${path}.field.ref`) || id || `answer ${i + 1}`;
    const type = labelAt(answer.type, `${path}.type`) ?? '';
    answers.push({ label, value: answerValue(answer, type, path), ...kindOf(type) });
  });
  const entries = answerEntries(answers);
  for (const [key, value] of Object.entries(isRecord(response.hidden) ? response.hidden : {})) {
    entries.push([key, scalarAt(value, `form_response.hidden.${key}`)]);
  }
  const score = isRecord(response.calculated) ? scalarAt(response.calculated.score, 'form_response.calculated.score') : undefined;
  if (typeof score === 'number' && score !== 0) entries.push(['score', score]);
  const title = labelAt(definition.title, 'form_response.definition.title');
  if (title) entries.push(['form', title]);
  return entries;
}

const kindOf = (type: string): Pick<Answer, 'kind'> =>
  type === 'email' ? { kind: 'email' } : type === 'phone_number' ? { kind: 'phone' } : {};

// Each answer holds its value under a key named for its type; choices hold labels.
function answerValue(answer: Record<string, unknown>, type: string, path: string): unknown {
  if (type === 'choice') {
    const choice = isRecord(answer.choice) ? answer.choice : {};
    return scalarAt(choice.label ?? choice.other, `${path}.choice.label`);
  }
  if (type === 'choices') {
    const choices = isRecord(answer.choices) ? answer.choices : {};
    const labels = [...listAt(choices.labels), ...(choices.other === undefined ? [] : [choices.other])];
    return scalarOrListAt(labels, `${path}.choices.labels`);
  }
  if (type === 'payment') return undefined;
  return Object.hasOwn(answer, type) ? scalarAt(answer[type], `${path}.${type}`) : undefined;
}
