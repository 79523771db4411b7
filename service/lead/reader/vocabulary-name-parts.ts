/** The parts of a name object senders send instead of one name, as data (docs/api.md §2.4 step 4). */

/** The parts a name object (`{"first": "Ada", "last": "Tester"}`) may have, in the order they are joined. */
export const NAME_PARTS = [
  'prefix',
  'title',
  'first',
  'first name',
  'given',
  'given name',
  'middle',
  'middle name',
  'last',
  'last name',
  'family',
  'family name',
  'suffix',
];
