/**
 * The labels of the questions answered in a body: the same text elsewhere is the form's own list of
 * its fields. Their lengths first: a text of no question's length is none of them, and is not hashed
 * to look it up (a fresh text is hashed whole); the labels themselves are hashed only once a text of
 * one's length is asked about (most answered forms' other values have none). A length under 64 is a
 * bit of two numbers (a `Set` of them was made on every lead); a longer one is compared with each label's
 * (a text that long is rare), or looked up past a few labels, so a body of thousands stays linear.
 */
export class Questions {
  // Bit n of `short` is a label of n characters, of `medium` one of 32 + n.
  private short = 0;
  private medium = 0;
  private long: Set<number> | null = null;
  private texts: Set<string> | null = null;

  constructor(private readonly labels: readonly string[]) {
    for (const { length } of labels)
      if (length < 32) this.short |= 1 << length;
      else if (length < 64) this.medium |= 1 << (length - 32);
  }

  /** Whether a text is one of the questions' labels (as trimmed). */
  has(text: string): boolean {
    if (!this.hasLength(text.length)) return false;
    this.texts ??= new Set(this.labels);
    return this.texts.has(text);
  }

  private hasLength(length: number): boolean {
    if (length < 32) return ((this.short >>> length) & 1) === 1;
    if (length < 64) return ((this.medium >>> (length - 32)) & 1) === 1;
    const { labels } = this;
    if (labels.length > FEW) return (this.long ??= new Set(labels.map((label) => label.length))).has(length);
    for (let i = 0; i < labels.length; i++) if (labels[i].length === length) return true;
    return false;
  }
}

const FEW = 16;
