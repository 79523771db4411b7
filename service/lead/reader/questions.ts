/**
 * The labels of the questions answered in a body: the same text elsewhere is the form's own list of
 * its fields. Their lengths first: a text of no question's length is none of them, and is not hashed
 * to look it up (a fresh text is hashed whole); the labels themselves are hashed only once a text of
 * one's length is asked about (most answered forms' other values have none). A form's few lengths are
 * compared in turn (a `Set` of them was made on every lead); past a few, a `Set`, so a body of thousands
 * of questions stays linear.
 */
export class Questions {
  private readonly lengths: Set<number> | null;
  private texts: Set<string> | null = null;

  constructor(private readonly labels: readonly string[]) {
    this.lengths = labels.length > FEW ? new Set(labels.map((label) => label.length)) : null;
  }

  /** Whether a text is one of the questions' labels (as trimmed). */
  has(text: string): boolean {
    if (!this.hasLength(text.length)) return false;
    this.texts ??= new Set(this.labels);
    return this.texts.has(text);
  }

  private hasLength(length: number): boolean {
    if (this.lengths !== null) return this.lengths.has(length);
    const { labels } = this;
    for (let i = 0; i < labels.length; i++) if (labels[i].length === length) return true;
    return false;
  }
}

const FEW = 16;
