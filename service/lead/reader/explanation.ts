/**
 * Why the reader picked each value and what it took every other value for (docs/api.md §2.4):
 * stored on each delivery at intake, so a pick can be explained with the weights used then.
 */

/** One reason a value was picked: the feature that fired, its weight in the table, and a sentence for a person. */
export interface PickReason {
  feature: string;
  weight: number;
  text: string;
}

/** The fields a pick is explained for (the lead's `picked` names). */
export type PickedField = 'name' | 'firstName' | 'lastName' | 'phone' | 'email';

/** Per picked field, at least one reason, strongest first. */
export type PickReasons = Partial<Record<PickedField, PickReason[]>>;

/**
 * What a value the reader read is for: the person's own words and choices (`answer`), what the
 * lead is about (`context`), the sender's machinery (`system`), or someone else's (`otherParty`).
 * Only `answer` and `context` values reach the notes.
 */
export type ValueRole = 'answer' | 'context' | 'system' | 'otherParty';
export const VALUE_ROLES: readonly ValueRole[] = ['answer', 'context', 'system', 'otherParty'];

/** JSON Pointer of each scalar value read → its role (at most 500 pointers, as `GET …/deliveries/:id/fields`). */
export type ValueRoles = Record<string, ValueRole>;
