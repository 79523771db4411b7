/**
 * The labels of the questions answered in a body: the same text elsewhere is the form's own list of
 * its fields. Their lengths first: a text of no question's length is none of them, and is not hashed
 * to look it up (a fresh text is hashed whole); the labels themselves are hashed only once a text of
 * one's length is asked about (most answered forms' other values have none).
 */
export class Questions {
  private readonly lengths = new Set<number>();
  private texts: Set<string> | null = null;

  constructor(private readonly labels: readonly string[]) {
    for (const label of labels) this.lengths.add(label.length);
  }

  /** Whether a text is one of the questions' labels (as trimmed). */
  has(text: string): boolean {
    if (!this.lengths.has(text.length)) return false;
    this.texts ??= new Set(this.labels);
    return this.texts.has(text);
  }
}
