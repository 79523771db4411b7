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
  const reasons: PickReason[] = [];
  let against: PickReason[] | null = null;
  for (const [feature, tableWeight, template] of explainedOf(table)) {
    const value = features[feature];
    if (!value) continue;
    const weight = tableWeight * value;
    const text = fill(template, context, value);
    if (weight > 0) reasons.push({ feature, weight, text });
    else if (feature === 'otherParty' || feature === 'otherAway') (against ??= []).push({ feature, weight, text });
  }
  reasons.sort((a, b) => b.weight - a.weight);
  if (shape !== null) reasons.push({ feature: 'valueShape', weight: 0, text: shape });
  return against === null ? reasons : reasons.concat(against);
}

// A table's features that have a reason's text, each once (its first group's weight), made once a table.
type Explained = ReadonlyArray<readonly [feature: string, weight: number, template: Template]>;
const EXPLAINED = new WeakMap<readonly WeightGroup[], Explained>();

function explainedOf(table: readonly WeightGroup[]): Explained {
  let explained = EXPLAINED.get(table);
  if (explained === undefined) {
    const seen = new Set<string>();
    const list: Array<readonly [string, number, Template]> = [];
    for (const { weights } of table)
      for (const feature in weights) {
        if (seen.has(feature)) continue;
        seen.add(feature);
        const template = REASON_TEXTS[feature];
        if (template !== undefined) list.push([feature, weights[feature], templateOf(template)]);
      }
    explained = list;
    EXPLAINED.set(table, explained);
  }
  return explained;
}

// A reason's text split once at its placeholders: the text's parts, and between them {label}, {field} or {n}.
type Template = readonly string[];
const PLACEHOLDER = /\{(label|field|n)\}/;
const templateOf = (text: string): Template => text.split(PLACEHOLDER);

function fill(template: Template, { label, field }: ReasonContext, value: number): string {
  if (template.length === 1) return template[0];
  let text = template[0];
  for (let i = 1; i < template.length; i += 2) {
    const name = template[i];
    text += (name === 'label' ? label : name === 'field' ? field : String(value)) + template[i + 1];
  }
  return text;
}
