/**
 * A long answer that repeats two or more of the other answers word for word is the tool's summary
 * of the submission (a "pretty" copy): the answers it repeats are the brief already.
 */
export function withoutSummaries(answers: Array<[string, unknown]>): Array<[string, unknown]> {
  // Each long answer is compared with every other: a form's few answers, not a stranger's thousands (quadratic).
  if (answers.length < 3 || answers.length > MAX_SUMMARY_ANSWERS) return answers;
  let kept: Array<[string, unknown]> | null = null;
  for (let i = 0; i < answers.length; i++) {
    if (isSummary(answers[i][1], i, answers)) kept ??= answers.slice(0, i);
    else kept?.push(answers[i]);
  }
  return kept ?? answers;
}

const MAX_SUMMARY_ANSWERS = 200;

function isSummary(text: unknown, at: number, answers: Array<[string, unknown]>): boolean {
  if (typeof text !== 'string' || text.length < 60) return false;
  // A copy of a form's fields labels them or breaks its lines; a sentence of the person's that names two of their answers
  // ("A detached house of 120 m² in Glyfada, after 6pm") is no copy unless the answers are half of it.
  const listed = text.includes(':') || text.includes('\n');
  let repeated = 0;
  let length = 0;
  for (let j = 0; j < answers.length && (repeated < 2 || (!listed && 2 * length < text.length)); j++) {
    const other = answers[j][1];
    if (
      j !== at &&
      typeof other === 'string' &&
      other.length >= 6 &&
      other.length < text.length &&
      text.includes(other)
    ) {
      repeated++;
      length += other.length;
    }
  }
  return repeated >= 2 && (listed || 2 * length >= text.length);
}

// A line said already (a form sending a field twice, Unbounce the page's address at the top and in its data) is said once;
// so is a long text under a second key (a chat's message as its `blocks` and as its `plainText`), where it was first.
export function once(
  answers: Array<[string, unknown]>,
  context: Array<[string, unknown]>,
): { entries: Array<[string, unknown]>; answers: number } {
  const all = context.length === 0 ? answers : [...answers, ...context];
  // Lines can repeat only where labels or long texts do: most bodies repeat none, and a short list is compared pairwise,
  // allocating nothing.
  if (!repeats(all)) return { entries: all, answers: answers.length };
  const lineOf = ([label, value]: [string, unknown]) =>
    `${label}\u0000${typeof value === 'string' ? value : JSON.stringify(value)}`;
  const seen = new Set<string>();
  const first = (entry: [string, unknown]) => {
    const value = entry[1];
    const line = isLong(value) ? value : lineOf(entry);
    if (seen.has(line)) return false;
    seen.add(line);
    return true;
  };
  const keptAnswers = answers.filter(first);
  return { entries: [...keptAnswers, ...context.filter(first)], answers: keptAnswers.length };
}

// A sentence this long said twice is one text sent twice, not two answers alike (`Yes`, `Not sure yet`, an address, a
// code).
const LONG_TEXT = 40;
const isLong = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= LONG_TEXT && value.includes(' ');

function repeats(entries: Array<[string, unknown]>): boolean {
  if (entries.length > 24) {
    const labels = new Set<string>();
    const texts = new Set<string>();
    for (const [label, value] of entries) {
      if (labels.has(label) || (isLong(value) && texts.has(value))) return true;
      labels.add(label);
      if (isLong(value)) texts.add(value);
    }
    return false;
  }
  for (let i = 1; i < entries.length; i++)
    for (let j = 0; j < i; j++)
      if (entries[i][0] === entries[j][0] || (isLong(entries[i][1]) && entries[i][1] === entries[j][1])) return true;
  return false;
}
