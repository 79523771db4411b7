import type { ValueRole } from './explanation.ts';
import { ROLE_WEIGHTS, type RoleFeature } from './weights.ts';

/**
 * A value's score per role as its features are added (weights.ts ROLE_WEIGHTS), and the role it
 * takes: the highest; on a tie the value stays in `fields` (system, then answer, context, otherParty).
 */

const TIE_ORDER: readonly ValueRole[] = ['system', 'answer', 'context', 'otherParty'];

/** A feature's weights, one per role in TIE_ORDER: read only (a typed array cannot be frozen; the type forbids writes). */
export type RoleVector = { readonly [role: number]: number };

/**
 * Each feature's vector, made once at load and added as `score.add(ROLE.phrase)`: a property read at
 * a fixed place, where a lookup by the feature's name cost a hash probe per add (a value adds a
 * dozen; issue 35 item 6). Doubles in a typed array: a frozen array of numbers holds them boxed.
 */
export const ROLE: Readonly<Record<RoleFeature, RoleVector>> = Object.freeze(vectorsOf(ROLE_WEIGHTS));

function vectorsOf(table: typeof ROLE_WEIGHTS): Record<RoleFeature, RoleVector> {
  // A copy of the literal, its values replaced: the engine keeps its fixed layout (an object grown
  // key by key past a few dozen keys turns into a dictionary, whose reads are hash probes again).
  const vectors = { ...table } as unknown as Record<RoleFeature, RoleVector>;
  for (const feature of Object.keys(table) as RoleFeature[]) {
    const weights: Partial<Record<ValueRole, number>> = table[feature];
    vectors[feature] = Float64Array.from(TIE_ORDER, (role) => weights[role] ?? 0);
  }
  return vectors;
}

export class RoleScore {
  private readonly scores = new Float64Array(TIE_ORDER.length);
  /** The value sits beside the person (their object or list, or one level below). */
  beside = false;
  /** The value is the name of a JSON text that is the tool's document: the form's. */
  textName = false;
  /** The value describes what the person asks about, in an object of its own (`vehicle: {make}`): shown under its key. */
  askedAbout = false;
  /** The value is a contact written in one line (contact-line.ts): someone else's unless the person's own (notes-lines.ts). */
  contactLine = false;
  /** The value names the person's firm (`ownFirmName`): shown as their `company`, whatever its key. */
  firm = false;

  reset(): void {
    const { scores } = this;
    scores[0] = 0;
    scores[1] = 0;
    scores[2] = 0;
    scores[3] = 0;
    this.beside = false;
    this.textName = false;
    this.askedAbout = false;
    this.contactLine = false;
    this.firm = false;
  }

  /** A feature's weights added: its vector (`ROLE.phrase`), or its name where a caller has only that. */
  add(feature: RoleVector | RoleFeature): void {
    const vector = typeof feature === 'string' ? ROLE[feature] : feature;
    // Four roles (TIE_ORDER), added without a loop: a value adds a dozen features.
    const { scores } = this;
    scores[0] += vector[0];
    scores[1] += vector[1];
    scores[2] += vector[2];
    scores[3] += vector[3];
  }

  role(): ValueRole {
    let best = 0;
    for (let i = 1; i < this.scores.length; i++) if (this.scores[i] > this.scores[best]) best = i;
    return TIE_ORDER[best];
  }
}
