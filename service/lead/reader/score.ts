import { CONTACT_WEIGHTS, NAME_WEIGHTS, type WeightGroup } from './weights.ts';

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
