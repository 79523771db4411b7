import type { PickReason } from './explanation.ts';
import { REASON_TEXTS, type WeightGroup } from './weights.ts';

/**
 * The reader's one model (docs/api.md §2.4): a candidate's named features, weighed by the table in
 * weights.ts group by group. Code computes features and adds up scores; the table decides.
 */

/** A candidate's features by name: 1/0 for a flag, a count for a number (depth, order). */
export type Features = Record<string, number>;

/** A candidate scored once: its features and one score per group of the table it was scored by. */
export interface Scored {
  features?: Features;
  scores?: number[];
}

function scoresOf(features: Features, table: readonly WeightGroup[]): number[] {
  const scores = new Array<number>(table.length);
  for (let g = 0; g < table.length; g++) {
    const { weights } = table[g];
    let sum = 0;
    for (const feature in weights) {
      const value = features[feature];
      if (value) sum += weights[feature] * value;
    }
    scores[g] = sum;
  }
  return scores;
}

/** The comparator of a table: the first group scoring two candidates apart decides, higher first. */
export function byScore<C extends Scored>(
  table: readonly WeightGroup[],
  featuresOf: (candidate: C) => Features,
): (a: C, b: C) => number {
  const scored = (candidate: C) => {
    if (candidate.scores === undefined) {
      candidate.features = featuresOf(candidate);
      candidate.scores = scoresOf(candidate.features, table);
    }
    return candidate.scores;
  };
  return (a, b) => {
    const sa = scored(a);
    const sb = scored(b);
    for (let g = 0; g < table.length; g++) {
      if (sa[g] === sb[g]) continue;
      const { between } = table[g];
      if (between !== undefined && !(a.features![between] && b.features![between])) continue;
      return sb[g] - sa[g];
    }
    return 0;
  };
}

/** What fills a reason's text: the label the value sat under, the field it was read as. */
export interface ReasonContext {
  label: string;
  field: string;
}

/**
 * Why a candidate won, strongest first: each feature that counted for it (weight × value above 0),
 * then what its value is (`a +49 number`), then a count against it that it won despite (someone else's).
 */
export function reasonsOf(
  features: Features,
  table: readonly WeightGroup[],
  context: ReasonContext,
  shape: string | null,
): PickReason[] {
  const explained = explainedOf(table);
  // The candidate's features (a few of them count) looked up in the table's, not the table's in the candidate's.
  const counted: Array<[index: number, reason: PickReason]> = [];
  let against: Array<[index: number, reason: PickReason]> | null = null;
  for (const feature in features) {
    const value = features[feature];
    if (!value) continue;
    const known = explained.get(feature);
    if (known === undefined) continue;
    const weight = known.weight * value;
    if (weight > 0) placed(counted, known.index, { feature, weight, text: fill(known.template, context, value) }, true);
    else if (feature === 'otherParty' || feature === 'otherAway')
      placed((against ??= []), known.index, { feature, weight, text: fill(known.template, context, value) }, false);
  }
  const reasons: PickReason[] = [];
  for (let i = 0; i < counted.length; i++) reasons.push(counted[i][1]);
  if (shape !== null) reasons.push({ feature: 'valueShape', weight: 0, text: shape });
  if (against !== null) for (let i = 0; i < against.length; i++) reasons.push(against[i][1]);
  return reasons;
}

/**
 * A reason put in its place as it is found: strongest first (`byWeight`), then in the table's
 * order. A pick has a few reasons: moved into place one by one, where Array.prototype.sort with a
 * comparator cost most of reasonsOf.
 */
function placed(
  list: Array<[index: number, reason: PickReason]>,
  index: number,
  reason: PickReason,
  byWeight: boolean,
): void {
  let at = list.length;
  list.push([index, reason]);
  while (at > 0 && (byWeight ? before(list[at], list[at - 1]) : list[at][0] < list[at - 1][0])) {
    const moved = list[at];
    list[at] = list[at - 1];
    list[at - 1] = moved;
    at--;
  }
}

const before = (a: [number, PickReason], b: [number, PickReason]) =>
  a[1].weight > b[1].weight || (a[1].weight === b[1].weight && a[0] < b[0]);

// A table's features that have a reason's text, each once (its first group's weight) with its place in the table, made once a table.
interface Explained {
  index: number;
  weight: number;
  template: Template;
}
const EXPLAINED = new WeakMap<readonly WeightGroup[], ReadonlyMap<string, Explained>>();

function explainedOf(table: readonly WeightGroup[]): ReadonlyMap<string, Explained> {
  let explained = EXPLAINED.get(table);
  if (explained === undefined) {
    const list = new Map<string, Explained>();
    for (const { weights } of table)
      for (const feature in weights) {
        if (list.has(feature)) continue;
        const template = REASON_TEXTS[feature];
        if (template !== undefined)
          list.set(feature, { index: list.size, weight: weights[feature], template: templateOf(template) });
      }
    explained = list;
    EXPLAINED.set(table, explained);
  }
  return explained;
}

// A reason's text split once at its placeholders: the text's parts, and between them {label}, {field}, {a field} or {n}.
type Template = readonly string[];
const PLACEHOLDER = /\{(label|field|a field|n)\}/;
// The field with its article: "an email", "a phone", "a first name".
const VOWELS = 'aeiou';
const withArticle = (field: string) =>
  VOWELS.includes(field.charAt(0)) && field !== '' ? `an ${field}` : `a ${field}`;
const templateOf = (text: string): Template => text.split(PLACEHOLDER);

function fill(template: Template, { label, field }: ReasonContext, value: number): string {
  if (template.length === 1) return template[0];
  let text = template[0];
  for (let i = 1; i < template.length; i += 2) {
    const name = template[i];
    const filled =
      name === 'label' ? label : name === 'field' ? field : name === 'a field' ? withArticle(field) : String(value);
    text += filled + template[i + 1];
  }
  return text;
}
