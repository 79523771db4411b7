import type { Reading } from './reading.ts';

// The labels of the questions answered in a body: the same text elsewhere is the form's own list of its fields.
export interface Questions {
  texts: Set<string>;
  /** Their lengths: a text of no question's length is none of them, and is not hashed to look it up (a fresh text is hashed whole). */
  lengths: Set<number>;
}

export function questionsOf(readings: Reading[]): Questions | null {
  let questions: Questions | null = null;
  for (const reading of readings) {
    if (!reading.labelled) continue;
    const text = reading.label.trim();
    questions ??= { texts: new Set(), lengths: new Set() };
    questions.texts.add(text);
    questions.lengths.add(text.length);
  }
  return questions;
}
