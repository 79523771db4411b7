import { isAbsent } from './core-fields.ts';
import type { Entries } from './field-keys.ts';

/** One answer of a form builder: its question's label, its value, and the type the builder gave it. */
export interface Answer {
  label: string;
  value: unknown;
  /** Set when the builder typed the field (an email input, a phone input). */
  kind?: 'email' | 'phone';
}

type CoreRole = 'name' | 'first_name' | 'last_name' | 'email' | 'phone';

// A question about someone's *company* or *username* is not the person's name.
const NOT_A_PERSON = /company|business|organi[sz]ation|brand|team|school|pet|project|product|shop|store|site|domain|user|nick|event|file|street|city|campaign|form|page|host|account|bank/;

/** "fullName", "full_name" and "Full Name" read alike. */
const wordsOf = (label: string) => label.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_\-.]+/g, ' ').toLowerCase();

/** Whether a question asks for the person's name, first name or last name ("What is your first name?"). */
export function nameRole(label: string): 'name' | 'first_name' | 'last_name' | null {
  const text = wordsOf(label);
  if (!/name\b|\bsurname/.test(text) || NOT_A_PERSON.test(text)) return null;
  if (/\b(first|given|fore)\s*name\b/.test(text)) return 'first_name';
  if (/\b(last|family)\s*name\b|\bsurname\b/.test(text)) return 'last_name';
  return 'name';
}

const asksForEmail = (label: string) => /e-?mail/.test(wordsOf(label));
const asksForPhone = (label: string) => /phone|mobile|\btel\b|telefon|whatsapp|\bcell/.test(wordsOf(label));

/** What an untyped answer holds, judged by its question and, for email and phone, by its value's shape. */
function roleByLabel({ label, value }: Answer): CoreRole | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value);
  if (asksForEmail(label)) return text.includes('@') ? 'email' : null;
  if (asksForPhone(label)) return (text.match(/\d/g)?.length ?? 0) >= 6 ? 'phone' : null;
  return typeof value === 'string' ? nameRole(label) : null;
}

/**
 * Answers as entries: the first typed email and phone, then the first answers whose questions ask
 * for a name, an email or a phone, under our field names (first, so they win over any answer whose
 * question is literally titled "email"); every other answer under its question's label.
 */
export function answerEntries(answers: Answer[]): Entries {
  const roles = new Map<number, CoreRole>();
  const claim = (index: number, role: CoreRole | null | undefined) => {
    if (role && ![...roles.values()].includes(role)) roles.set(index, role);
  };
  answers.forEach((answer, i) => {
    if (answer.kind && !isAbsent(answer.value)) claim(i, answer.kind);
  });
  answers.forEach((answer, i) => {
    if (!roles.has(i) && !answer.kind && !isAbsent(answer.value)) claim(i, roleByLabel(answer));
  });
  const core: Entries = [...roles].sort(([a], [b]) => a - b).map(([i, role]) => [role, answers[i].value]);
  const rest: Entries = answers.flatMap((answer, i) =>
    roles.has(i) || answer.value === undefined ? [] : [[answer.label, answer.value]]);
  return [...core, ...rest];
}
