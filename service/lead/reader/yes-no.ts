import type { LabelMeaning } from './label-meaning.ts';
import { termsOf } from './label-words.ts';
import type { Reading } from './reading.ts';
import { endsAsking } from './shapes.ts';
import { FLAG_WORDS } from './vocabulary-outcomes.ts';

/**
 * Whether a key asks the person a yes or no (role-features.ts, feature `yesNo`): its question mark, four words or more
 * (`Souhaitez-vous être rappelé`), or eight letters or more of a script written without spaces (`มีกล้องติดรถยนต์`;
 * `สถานะ`, status, is a flag's word), and no flag's word in it (`Has Opted Out Of Fax`, `Is Test Lead`: FLAG_WORDS). A
 * CRM's column (`Do Not Call`, `Is Deleted`) asks nothing: its boolean is the tool's flag.
 */
export const asksYesNo = ({ label }: Reading, { words }: LabelMeaning) =>
  (endsAsking(label) || words.split(' ').length >= 4 || UNSPACED_PHRASE.test(label)) &&
  !words.split(' ').some((word) => FLAGS.has(word));
const UNSPACED_PHRASE =
  /^[\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{M}]{8,}$/u;
const FLAGS = termsOf(FLAG_WORDS);

/**
 * A one, or a `Y` or an `N`, under a key written as a flag (`IsLead: "1"`, `is_vip: 1`, `HAS_PHONE: "Y"`), asking
 * nothing: the tool's flag, as `true` is.
 */
export const isFlagValue = ({ value, label }: Reading, { words }: LabelMeaning) =>
  (value === 1 || value === '1' || value === 'Y' || value === 'N') && FLAG_KEY.test(words) && !endsAsking(label);
const FLAG_KEY = /^(?:is|has|can|was|did) \S/;
