import { LABEL_READ_LENGTH } from './labels.ts';
import type { LabelMeaning } from './label-meaning.ts';
import { endsAsking } from './shapes.ts';
import { NUMBER_WORDS } from './vocabulary-senders.ts';

/**
 * A question naming a number and nothing else it could be (`Unter welcher Nummer erreichen wir dich?`, `What is a good
 * number to call you?`; not `What is your order number?`, `house number`: a record's or a place's words): it asks for a
 * number to reach the person, as a question's label (shape-candidates.ts) or as a conversation's turn (text-phone.ts).
 */
export function asksForNumber(question: string, label: LabelMeaning): boolean {
  if (label.role !== null || label.identifier || label.roleWords.recordNumber || label.roleWords.place) return false;
  return (
    question.length <= LABEL_READ_LENGTH &&
    endsAsking(question) &&
    label.words.split(' ').some((word) => NUMBER.has(word))
  );
}
const NUMBER = new Set(NUMBER_WORDS);
