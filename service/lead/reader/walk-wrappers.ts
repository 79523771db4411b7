import {
  holdsAnswers,
  holdsRecords,
  flatten,
  nameObject,
  optionTexts,
  referencesOf,
  type References,
} from './items.ts';
import { isObject, rowsIn, type ItemKeys } from './item-keys.ts';
import { ownChoice } from './own-choice.ts';
import { meaning } from './labels.ts';
import { phoneLeaf } from './phone-objects.ts';
import type { Reading, Tokens } from './reading.ts';
import { hintRole, isFaxType, partyOf } from './value-words.ts';
import type { Role } from './vocabulary.ts';
import { kindOf } from './walk-labels.ts';
import { isCodes, shownText } from './shown-texts.ts';
import { optionAnswers } from './answer-lists.ts';
import { type Obj, ownKey } from './json-object.ts';
import {
  holdsContactBeside,
  holdsLeadBeside,
  holdsRecordList,
  holdsWriterBeside,
  isPersonsRecord,
  isRecordOfKeys,
} from './wrapped-records.ts';
import { listedOptions } from './listed-options.ts';
import { chosenOption } from './chosen-option.ts';
import { chosenText } from './chosen-texts.ts';

/** Phones in parts a walk joins (each costs a phone parse); a lead holds a few. */
export const MAX_PARSES = 20;

/** What reading a wrapper needs of the walk (walk.ts): where its readings go. */
export interface WrapperWalk {
  push(
    at: Tokens,
    key: string | number,
    container: Tokens,
    label: string,
    value: unknown,
    bookkeeping: boolean,
    hint?: Role | null,
    labelled?: boolean,
    item?: Tokens,
  ): Reading;
  references: Array<[Reading, References]> | null;
  joins: number;
  filled: boolean;
}

/** Whether an item of a list holds a value under its value key (then a sibling's empty value is an option not ticked). */
export function filledItems(list: readonly unknown[], keys: ReadonlyArray<ItemKeys | null>): boolean {
  for (let i = 0; i < list.length; i++) {
    const valueKey = keys[i]?.valueKey;
    const value = valueKey === undefined ? null : flatten((list[i] as Obj)[valueKey]);
    if (value !== null && value !== '') return true;
  }
  return false;
}

// The keys of an email object that hold its address.
const EMAIL_LEAVES = new Set([
  'address',
  'email',
  'email address',
  'value',
  'mail',
  'primary',
  'addr',
  'adresse',
  'direccion',
  'endereco',
  'indirizzo',
  'adres',
]);

export function visitEmail(
  walk: WrapperWalk,
  object: Obj,
  path: Tokens,
  container: Tokens,
  label: string,
  bookkeeping: boolean,
): boolean {
  for (const key in object) {
    const value = object[key];
    if (typeof value !== 'string' || !value.includes('@') || !ownKey(object, key)) continue;
    // Only an address's own key: a message under an email key (`{"from", "to", "subject"}`) is walked, its directions read.
    if (!EMAIL_LEAVES.has(meaning(key).words)) continue;
    walk.push(path, key, container, label, value, bookkeeping, 'email', false, path);
    return true;
  }
  return false;
}

export function visitPhone(
  walk: WrapperWalk,
  object: Obj,
  path: Tokens,
  container: Tokens,
  label: string,
  bookkeeping: boolean,
  { phoneParts, typeKey }: ItemKeys,
): boolean {
  if (phoneParts) return false; // in parts beside each other: joined where it is (walk.ts visitObject)
  const leaf = phoneLeaf(object, walk.joins < MAX_PARSES);
  if (leaf === null) return false;
  if (leaf.joined) walk.joins++;
  const at = [...path, ...leaf.path];
  const key = at.pop()!;
  // One typed as a fax (`{kind: "FAX", number}`) is no phone: it reads under its type (a last resort only).
  const type = typeKey === undefined ? undefined : object[typeKey];
  const fax = typeof type === 'string' && isFaxType(type) ? type : null;
  const hint = fax === null ? 'phone' : null;
  walk.push(at, key, container, fax ?? label, leaf.value, bookkeeping, hint, false, path).country = leaf.country;
  visitBeside(walk, object, path, bookkeeping, String(leaf.path[0]));
  return true;
}

// A labelled item, a wrapped value, or a value under the key its type names: one reading. False when the object is none.
export function visitItem(
  walk: WrapperWalk,
  object: Obj,
  path: Tokens,
  container: Tokens,
  label: string,
  bookkeeping: boolean,
  keys: ItemKeys,
  asked: Role | null,
): boolean {
  const { typeKey } = keys;
  let { valueKey } = keys;
  const type = typeKey !== undefined && typeof object[typeKey] === 'string' ? (object[typeKey] as string) : undefined;
  if (
    valueKey === undefined &&
    type !== undefined &&
    Object.hasOwn(object, type) &&
    meaning(type).asKey.labelRank < 0
  ) {
    // A record beside it (a turn's `{type: "msg", msg, sender: {t, n}}`: its writer's) makes the object a record, walked.
    if (holdsWriterBeside(object, type) || (keys.contact && holdsContactBeside(object, type))) return false;
    valueKey = type;
  }
  if (valueKey === undefined) return false;
  // A block holding a phone's or an email's key beside a value key and no label (`{full: "Olivia Brown", tel, mail}`), or
  // a person's name as its "label" (`{name: "Fay Moore", email, phone, answer: "Yes"}`): a record, walked as an object;
  // the value under the key its type names is the wrapped one. So is a record holding a contact's object beside its
  // value (`deal: {title, value: {amount}, person: {name, email, phone}}`).
  if (keys.contact && (keys.labelKey === undefined || isPersonsRecord(object, keys, valueKey)) && valueKey !== type)
    return false;
  if (keys.leadObject && holdsLeadBeside(object, valueKey, keys.labelText)) return false;
  const own = keys.labelText;
  // A campaign's key beside its value (`{type: "campaign", value, utm_campaign}`): a record, walked.
  if (own === undefined && keys.campaign) return false;
  const sent = object[valueKey];
  // A list sent as an object (`values[0][value]=…` in a form) is the list it stands for; a choice sent with its own
  // options (`{options: [{label, value}], value}`), the option chosen.
  const inner =
    optionAnswers(sent) ?? optionTexts(object, isObject(sent) ? (rowsIn(sent) ?? ownChoice(sent) ?? sent) : sent);
  // A value that is a document of its own (`{"field": "messages", "value": {"contacts": [{…}]}}`, a
  // survey's response under `values` with a key per question), not a wrapped answer, a name, an
  // address or a file: walked as an object, its keys read for what they say.
  // An option chosen, sent as its record (`value: {id, name, price}`), reads as its name under the answer's label.
  const option = own !== undefined && isObject(inner) ? chosenOption(inner) : null;
  if (option === null && isObject(inner) && (holdsRecords(inner) || isRecordOfKeys(inner))) return false;
  // So is a list of a form's answers, each by its question (`forms: [{name, values: [{name, value}]}]`).
  if (Array.isArray(inner) && inner.length > 0 && holdsAnswers(inner)) return false;
  // And so is a list of documents, each holding a list of records (`answer: [{id, questions: [{title, text}, …]}]`).
  if (own === undefined && Array.isArray(inner) && inner.some(holdsRecordList)) return false;
  const name = option === null && isObject(inner) ? nameObject(inner) : null;
  // A number typed as a fax (`{type: "fax", number}`) is no phone: it reads under its type, as the item's label.
  const fax = type !== undefined && isFaxType(type);
  const hint =
    name !== null ? 'name' : fax ? null : ((type === undefined ? null : hintRole(type)) ?? kindOf(own, asked));
  const value = option ?? name ?? flatten(inner);
  // A survey's chosen option, its title beside an empty value (`{option_id, option_title: "Kitchen", value: ""}`): the
  // answer. A field's label beside one (`{label: "Company", value: ""}`) is a question left unanswered. A choice's
  // code beside the text shown for it (`{name: "Bedrooms", value: "b3", string: "Three bedrooms"}`) reads as the text.
  const chosen =
    own === undefined && (value === null || value === '') && !walk.filled
      ? chosenText(object, keys, valueKey)
      : typeof value === 'string' && isCodes(value)
        ? shownText(object, valueKey, keys.labelKey)
        : listedOptions(object, keys, value);
  // A field typed by the tool as someone else's (`作業者: {type: "STATUS_ASSIGNEE", value}`), or as the lead's contact's
  // part its hint does not say (`{field_type: "guest_name", value}` beside labelled questions): its type is its label.
  const reading = walk.push(
    path,
    valueKey,
    container,
    own ??
      (type !== undefined && (fax || partyOf(type) === 'other' || (hint === null && isLeadsContact(type)))
        ? type
        : (idNamed(object, keys) ?? label)),
    chosen ?? value,
    bookkeeping,
    hint,
    own !== undefined,
    path,
  );
  const references = own === undefined ? referencesOf(object, keys) : undefined;
  if (references !== undefined) (walk.references ??= []).push([reading, references]);
  if (hint === 'phone' || asked === 'phone') visitBeside(walk, object, path, bookkeeping, valueKey);
  return true;
}

/**
 * An item named only by its id, a machine's name of words (`{answer: "MOBILE", question_id: "deviceType"}`, a survey's
 * own rows after the answers): the id, read as a key is (`device type`), not the list's label. Not an id of digits or
 * codes (`q_17`, `9183001`): those name a question described elsewhere, or nothing.
 */
function idNamed(object: Obj, keys: ItemKeys): string | undefined {
  const key = keys.idKey ?? keys.referenceKey ?? keys.otherId;
  const id = key === undefined ? undefined : object[key];
  return typeof id === 'string' && id.length <= 40 && MACHINE_WORDS.test(id) ? id : undefined;
}
const MACHINE_WORDS = /^[a-z]+(?:[A-Z][a-z]+|_[a-z]+)*$/;

/**
 * The person's words beside their phone in its own object (`{type: "voice", time: "evening", value: "602 …"}`,
 * `{number, best_time}`): each other text there is read as a value of that object, for the brief to weigh. The
 * wrapper's own keys (its value's, label's, type's, id's, a phone's parts and country), a contact's and a field's help
 * (`description`, `placeholder`: the form's) say nothing new. An email's object is a checker's or a mailer's more often
 * than the person's (`{address, reason, provider}`): not read.
 */
function visitBeside(walk: WrapperWalk, object: Obj, path: Tokens, bookkeeping: boolean, taken: string): void {
  for (const key in object) {
    const value = object[key];
    if (key === taken || typeof value !== 'string' || !LETTER.test(value) || !ownKey(object, key)) continue;
    const { asKey, role, phonePart, noise, country, roleWords } = meaning(key);
    if (role !== null || phonePart !== null || noise || country || roleWords.formText) continue;
    if (asKey.value || asKey.type || asKey.labelledValue || asKey.labelRank >= 0 || asKey.idRank >= 0) continue;
    walk.push(path, key, path, key, value, bookkeeping);
  }
}
const LETTER = /\p{L}/u;

// A type naming the lead's own contact's part (`guest_name`, `customer_email`; not `name`, `recipient_name`, nor
// `contact_name`, any party's contact: a provider's or a venue's list typed so reads under its own key, as before).
function isLeadsContact(type: string): boolean {
  const known = meaning(type);
  return known.role !== null && known.leadParty && !known.otherParty && known.prefix !== 'contact';
}
