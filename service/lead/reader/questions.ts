import type { Reading } from './reading.ts';

// The labels of the questions answered in a body: the same text elsewhere is the form's own list of its fields.
export interface Questions {
  texts: Set<string>;
  /** The length of the longest. */
  longest: number;
}

export function questionsOf(readings: Reading[]): Questions | null {
  let questions: Questions | null = null;
  for (const reading of readings) {
    if (!reading.labelled) continue;
    const text = reading.label.trim();
    questions ??= { texts: new Set(), longest: 0 };
    questions.texts.add(text);
    if (text.length > questions.longest) questions.longest = text.length;
  }
  return questions;
}
