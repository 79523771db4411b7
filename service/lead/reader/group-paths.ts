import type { LabelMeaning } from './label-meaning.ts';
import { keyShapeOf } from './label-key-shape.ts';
import { termsOf } from './label-words.ts';
import { isNameRole } from './vocabulary.ts';
import { NAMED_STAFF } from './vocabulary-sent-staff.ts';

type Read = (label: string) => LabelMeaning;

/**
 * A label's meaning (labels.ts meaning), a key holding its groups as a path read as nested keys are: by `/`
 * (`group_resp/respondent_name`), or by `:` where the label read whole asks for nothing (`tag:User:FirstName`). `read` is
 * the memo's meaning of a segment, `plain` a label's own reading, read once.
 */
export function pathMeaning(label: string, read: Read, plain: Read): LabelMeaning {
  const path = label.includes('/') ? groupPathMeaning(label, read) : null;
  if (path !== null) return path;
  const whole = plain(label);
  return label.includes(':') && whole.role === null ? (colonPathMeaning(label, read, plain) ?? whole) : whole;
}

const GROUP_PATH = /^[^\s:/]+(?:[/:][^\s:/]+)+$/;
const PATH_STEP = /[/:]/;
// A path of `:` only where its words read as one label ask for nothing (`tag:User:FirstName`), and its groups read
// together name no one else where a segment names the lead (`emergency:contact:name` is an emergency contact's name).
function colonPathMeaning(label: string, read: Read, plain: Read): LabelMeaning | null {
  const path = groupPathMeaning(label, read);
  return path?.leadParty && plain(label.slice(0, label.lastIndexOf(':'))).otherParty ? null : path;
}
/**
 * A key holding its groups as a path (`group_resp/respondent_name`, `datos/entrevistador/telefono`, `tag:User:FirstName`,
 * as survey tools and call trackers flatten nested groups) is read as nested keys are: its last segment says what it
 * asks for, the nearest segment naming a party whose it is. Null when the label is no such path (a question
 * "Phone/WhatsApp" names a field before its last part).
 */
function groupPathMeaning(label: string, meaning: Read): LabelMeaning | null {
  if (!GROUP_PATH.test(label)) return null;
  const segments = label.split(PATH_STEP);
  const last = meaning(segments[segments.length - 1]);
  let party: LabelMeaning = last;
  let staffNamed = false;
  let staffGroup = false;
  for (let i = segments.length - 2; i >= 0; i--) {
    const group = meaning(segments[i]);
    // A group naming the person (`grp_person`: `person` is a name's word too) is a party's, no field before the last.
    if (group.role !== null && !(group.role === 'name' && group.leadParty)) return null;
    if (!party.otherParty && !party.leadParty) party = group;
    staffNamed ||= namesStaff(group.words);
    staffGroup ||= staffNamed || group.roleWords.staff;
  }
  const other = party.otherParty;
  const thing = last.thing || (other && (last.role === 'phone' || last.role === 'email'));
  return {
    ...last,
    // A name under a group naming staff as such (`enumerator/enum_name`), as under such a key (`enumerator_name`): never
    // the lead's (NAMED_STAFF).
    role: staffNamed && isNameRole(last.role) ? null : last.role,
    // Its values are staff's as a key naming staff says (`enumerator/enum_phone`, `agent/name`).
    roleWords: staffGroup && !last.roleWords.staff ? { ...last.roleWords, staff: true } : last.roleWords,
    otherParty: other,
    leadParty: party.leadParty,
    toolUser: party.toolUser,
    handler: party.handler,
    thing,
    keyShape: keyShapeOf(label, last.words),
  };
}

const NAMED = termsOf(NAMED_STAFF);
const namesStaff = (words: string) => words.split(' ').some((word) => NAMED.has(word));
