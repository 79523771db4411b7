import type { PickReason } from './explanation.ts';
import { CONTACT_WEIGHTS, NAME_WEIGHTS, REASON_TEXTS, type WeightGroup } from './weights.ts';

/**
 * The reader's one model (docs/api.md §2.4): a candidate's named features, weighed by the table in
 * weights.ts group by group. Code computes features and adds up scores; the table decides.
 */

/**
 * A candidate's features, each at its feature's place (`featuresAt`): 1/0 for a flag, a count for a
 * number (depth, order); a feature not set is 0. A vector, not an object by name: a name's 34
 * features made the object a dictionary, and the sums and reasons read every feature by a hash
 * probe (issue 35 item 6).
 */
export type Features = number[];

// Every feature the tables weigh or compare `between`, each at one place, in the tables' order.
const PLACES = new Map<string, number>();
for (const table of [NAME_WEIGHTS, CONTACT_WEIGHTS])
  for (const { weights, between } of table)
    for (const feature of between === undefined ? Object.keys(weights) : [...Object.keys(weights), between])
      if (!PLACES.has(feature)) PLACES.set(feature, PLACES.size);

/** The places of features by name, read once at load: a name no table holds fails there, not in a lead. */
export function featuresAt(...features: string[]): number[] {
  return features.map((feature) => {
    const at = PLACES.get(feature);
    if (at === undefined) throw new Error(`no feature ${feature} in weights.ts`);
    return at;
  });
}

// A candidate's features, all 0, copied: a typed array costs ten times the copy to make (about 700 ns, 40; scratch).
const NONE: Features = Array.from(PLACES.keys(), () => 0);
/** A candidate's features, all 0. */
export const noFeatures = (): Features => NONE.slice();

/** A candidate scored once: its features and one score per group of the table it was scored by. */
export interface Scored {
  features?: Features;
  scores?: number[];
}

// A table's group as the sums read it: its features' places and their weights, in the table's order.
interface Group {
  places: readonly number[];
  weights: readonly number[];
  between: number;
}
const groupsOf = (table: readonly WeightGroup[]): readonly Group[] =>
  table.map(({ weights, between }) => ({
    places: featuresAt(...Object.keys(weights)),
    weights: Object.values(weights),
    between: between === undefined ? -1 : featuresAt(between)[0],
  }));

function scoresOf(features: Features, groups: readonly Group[]): number[] {
  const scores = new Array<number>(groups.length);
  for (let g = 0; g < groups.length; g++) {
    const { places, weights } = groups[g];
    let sum = 0;
    for (let i = 0; i < places.length; i++) {
      const value = features[places[i]];
      if (value) sum += weights[i] * value;
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
  const groups = groupsOf(table);
  const scored = (candidate: C) => {
    if (candidate.scores === undefined) {
      candidate.features = featuresOf(candidate);
      candidate.scores = scoresOf(candidate.features, groups);
    }
    return candidate.scores;
  };
  return (a, b) => {
    const sa = scored(a);
    const sb = scored(b);
    for (let g = 0; g < groups.length; g++) {
      if (sa[g] === sb[g]) continue;
      const { between } = groups[g];
      if (between !== -1 && !(a.features![between] && b.features![between])) continue;
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
  // In the table's order: reasons of one weight stay in it, and those against come in it.
  const counted: PickReason[] = [];
  let against: PickReason[] | null = null;
  for (const { feature, at, weight, template } of explainedOf(table)) {
    const value = features[at];
    if (!value) continue;
    const weighed = weight * value;
    if (weighed > 0) byWeight(counted, { feature, weight: weighed, text: fill(template, context, value) });
    else if (feature === 'otherParty' || feature === 'otherAway')
      (against ??= []).push({ feature, weight: weighed, text: fill(template, context, value) });
  }
  if (shape !== null) counted.push({ feature: 'valueShape', weight: 0, text: shape });
  if (against !== null) for (let i = 0; i < against.length; i++) counted.push(against[i]);
  return counted;
}

/**
 * A reason put in its place as it is found, strongest first, after those of its weight (found
 * before it in the table's order). A pick has a few reasons: moved into place one by one, where
 * Array.prototype.sort with a comparator cost most of reasonsOf.
 */
function byWeight(list: PickReason[], reason: PickReason): void {
  let at = list.length;
  list.push(reason);
  while (at > 0 && reason.weight > list[at - 1].weight) {
    list[at] = list[at - 1];
    list[at - 1] = reason;
    at--;
  }
}

// A table's features that have a reason's text, each once (its first group's weight) in the table's order, made once a table.
interface Explained {
  feature: string;
  at: number;
  weight: number;
  template: Template;
}
const EXPLAINED = new WeakMap<readonly WeightGroup[], readonly Explained[]>();

function explainedOf(table: readonly WeightGroup[]): readonly Explained[] {
  let explained = EXPLAINED.get(table);
  if (explained === undefined) {
    const list: Explained[] = [];
    for (const { weights } of table)
      for (const feature in weights) {
        if (list.some((known) => known.feature === feature)) continue;
        const template = REASON_TEXTS[feature];
        if (template !== undefined)
          list.push({ feature, at: featuresAt(feature)[0], weight: weights[feature], template: templateOf(template) });
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
