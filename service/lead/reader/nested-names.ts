import type { LabelMeaning } from './label-meaning.ts';
import { meaning } from './labels.ts';
import { mailboxCarries, nameWords } from './mail-providers.ts';
import type { Reading, Tokens } from './reading.ts';
import { RESPONSIBLE_WORDS } from './vocabulary-other-people.ts';

/** A name object nested in the person's own object (docs/api.md §2.4): whose it is, beside the person's flat name. */

// A name object under a key naming no name, nor the lead, nor who fills in a form for someone in their care
// (`spouse: {first_name, last_name}`, `shipping`, `beneficiary`; not `parent`, `guardian`, a pet's `owner`) in an object
// holding a last name of its own: another person's record inside the person's. Beside a first name alone, or named by
// the chosen address alone, it is the person's.
export const isNestedName = (
  reading: Reading,
  withLast: ReadonlySet<Tokens> | null,
  address: string | undefined,
  given: ReadonlyMap<Tokens, string> | null,
) =>
  reading.hint === 'name' &&
  !reading.labelled &&
  typeof reading.key === 'string' &&
  typeof reading.value === 'string' &&
  (withLast?.has(reading.container) ?? false) &&
  !namesLead(meaning(reading.key)) &&
  // The chosen address naming its given name and not the flat one's makes it the person's.
  !(address !== undefined && names(address, reading.value) && !names(address, given?.get(reading.container)));
// A key naming a name, the lead, or who fills in a form for someone in their care (`parent`, `guardian`, a pet's `owner`).
const namesLead = (known: LabelMeaning) =>
  known.role === 'name' || known.leadParty || known.words.split(' ').some((word) => RESPONSIBLE.has(word));
const RESPONSIBLE = new Set(RESPONSIBLE_WORDS);
const names = (address: string, name: string | undefined) =>
  name !== undefined && mailboxCarries(address, nameWords(name)[0] ?? '');
