import type { ValueRole } from './explanation.ts';
import { ROLE_WEIGHTS } from './weights.ts';

/**
 * A value's score per role as its features are added (weights.ts ROLE_WEIGHTS), and the role it
 * takes: the highest; on a tie the value stays in `fields` (system, then answer, context, otherParty).
 */

const TIE_ORDER: readonly ValueRole[] = ['system', 'answer', 'context', 'otherParty'];

// Each feature's weights as one vector in TIE_ORDER, made once: a value adds a few of them.
const VECTORS = new Map<string, Float64Array>(
  Object.entries(ROLE_WEIGHTS).map(([feature, weights]) => [
    feature,
    Float64Array.from(TIE_ORDER, (role) => weights[role] ?? 0),
  ]),
);

export class RoleScore {
  private readonly scores = new Float64Array(TIE_ORDER.length);
  /** The value sits beside the person (their object or list, or one level below). */
  beside = false;
  /** The value is the name of a JSON text that is the tool's document: the form's. */
  textName = false;

  reset(): void {
    const { scores } = this;
    scores[0] = 0;
    scores[1] = 0;
    scores[2] = 0;
    scores[3] = 0;
    this.beside = false;
    this.textName = false;
  }

  add(feature: string): void {
    const vector = VECTORS.get(feature);
    if (vector === undefined) throw new Error(`weights.ts ROLE_WEIGHTS has no feature ${feature}`);
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
