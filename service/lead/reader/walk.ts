import { PERSON_FIELDS } from '../../../shared/lead-fields.ts';
import { Descriptions, labelDescribed } from './descriptions.ts';
import { isDescriptionList, questionKeys } from './description-lists.ts';
import { labelByIds } from './id-references.ts';
import { labelByMaps } from './label-maps.ts';
import { pairedLists } from './paired-lists.ts';
import { isObject, isScalar, itemKeysOf, present, rowNumbers, rowsIn, type ItemKeys } from './item-keys.ts';
import { checkboxCopyOf, flatten, itemLabelsOf, nameObject, type References } from './items.ts';
import { NO_TEXTS } from './sent-as-text.ts';
import { isContactLabel, meaning } from './labels.ts';
import { type LabelMeaning } from './label-meaning.ts';
import { joinedPhone } from './phone-objects.ts';
import { rowsOf } from './rows.ts';
import { childPath, type Reading, type Tokens } from './reading.ts';
import { isNameRole, type Role } from './vocabulary.ts';
import { answersKeyOf, isShownCode, labelOf, pairsIn, shownCodesIn } from './walk-labels.ts';
import { Whose } from './walk-parties.ts';
import { filledItems, MAX_PARSES, visitEmail, visitItem, visitPhone } from './walk-wrappers.ts';
import { type Obj, ownKey } from './json-object.ts';
import { isPersonsMessage } from './mail-providers.ts';

export { pathOf, type Reading, type Tokens } from './reading.ts'; // read from here by lead-input.ts, senders' readers

const PERSON_KEYS: ReadonlySet<string> = new Set(PERSON_FIELDS);

/**
 * Every value of a lead object with its JSON Pointer, at any depth, seeing through wrappers: a labelled item as `label:
 * value`; `{value, type}` as its value with a type hint, as a value under the key its type names (`{"type": "email",
 * "email": …}`); a one-element list of a scalar as the scalar; a name object (`{first, last}`) as one name; rows keyed by
 * their numbers (`{"1": {…}}`) as the list they stand for. Depth is bounded by the body's checks (32 levels).
 */
export function walkLead(
  lead: Obj,
  skippedRootKeys: ReadonlySet<string> = NO_KEYS,
  sentAsText: ReadonlySet<object> = NO_TEXTS,
): Walked {
  const walk = new Walk(lead, skippedRootKeys, sentAsText);
  walk.whose.around = lead;
  walk.visitObject(lead, itemKeysOf(lead), [], '', false);
  const readings = pairedLists(labelByMaps(labelDescribed(walk.readings, walk.descriptions, walk.references ?? [])));
  labelByIds(readings);
  walk.whose.settle(readings);
  return { readings, qualifiedName: walk.qualifiedName };
}

/** A body walked: its readings, and what the walk saw of it as a whole. */
export interface Walked {
  readings: Reading[];
  /** A name under a person's qualified top-level key (`contact_name`): a bare `name` may be a record's title (choose.ts). */
  qualifiedName: boolean;
}

const NO_KEYS: ReadonlySet<string> = new Set();

// One walk's state; methods, not closures (no functions allocated a lead); a value's path made only when walked into.
class Walk {
  readonly readings: Reading[] = [];
  readonly descriptions: Descriptions;
  // Items that name their label by id, labelled once every description is known.
  references: Array<[Reading, References]> | null = null;
  // The JSON text being walked, if any (readings inside one say so).
  private text: Tokens | undefined;
  readonly whose = new Whose(); // whose the values being walked are
  // The meaning of the list whose items are being walked, asked once for all its items.
  private listKnown: LabelMeaning | undefined;
  // A top-level key names the person under a qualifier (holdsQualifiedName).
  qualifiedName = false;
  joins = 0; // phones in parts joined so far: a person has a few, a body of thousands costs a few parses
  // The list being walked holds a value in an item (filledItems): an option's empty value there is no choice.
  filled = false;

  constructor(
    lead: Obj,
    private readonly skippedRootKeys: ReadonlySet<string>,
    // The objects the body sent as JSON text (json-text.ts): readings inside one say so.
    private readonly sentAsText: ReadonlySet<object>,
  ) {
    this.descriptions = new Descriptions(lead);
  }

  push(
    at: Tokens,
    key: string | number,
    container: Tokens,
    label: string,
    value: unknown,
    bookkeeping: boolean,
    hint: Role | null = null,
    labelled = false,
    item?: Tokens,
  ): Reading {
    // Every field set, in one order: readings share one shape, and the code reading them stays monomorphic.
    const { whose } = this;
    const reading: Reading = {
      at,
      key,
      item,
      container,
      label,
      value,
      hint,
      labelled,
      bookkeeping,
      order: this.readings.length,
      origin: undefined,
      text: this.text,
      underOther: whose.other,
      underToolUser: whose.toolUser,
      underLead: whose.lead,
      country: undefined,
      party: undefined,
    };
    reading.party = whose.partyOf(reading);
    this.readings.push(reading);
    return reading;
  }

  /** The value at `parent` + `key`, sitting in `container` (the parent itself, or the list holding its item). */
  visit(
    value: unknown,
    parent: Tokens,
    key: string | number,
    container: Tokens,
    label: string,
    bookkeeping: boolean,
    keys?: ItemKeys,
  ): void {
    if (isScalar(value)) return void this.push(parent, key, container, label, value, bookkeeping);
    if (Array.isArray(value)) return this.visitList(value, parent, key, container, label, bookkeeping);
    const object = value as Obj;
    const rows = rowsIn(object);
    if (rows !== null) return this.visitList(rows, parent, key, container, label, bookkeeping, rowNumbers(object));
    const described = this.descriptions.addDescribed(object, this.readings.length); // questions keyed by their ids
    if (described === true) return; // keyed by digits: the form's (described-maps.ts)
    const shape = keys ?? itemKeysOf(object);
    // The key, or a list item's list: what it asks for (a name, a kind-labelled item, a phone object) and whose it is.
    const known = typeof key === 'string' ? meaning(key) : (this.listKnown ??= meaning(label));
    const name = nameObject(object, shape, known.role === 'name');
    if (name !== null) return void this.push(parent, key, container, label, name, bookkeeping, 'name');
    const path = childPath(parent, key);
    if (visitItem(this, object, path, container, label, bookkeeping, shape, known.role)) return;
    // A phone sent as an object (`{"phone_type", "phone_number": {"national_number"}}`): one phone, read from its number leaf.
    // One in parts beside each other (`{"country_code", "area_code", "number"}`) is joined where it is (visitObject).
    if (known.role === 'phone' && visitPhone(this, object, path, container, label, bookkeeping, shape)) return;
    // An email sent as an object (`{"address": "…", "verified": true}`): its address, as sure as its key.
    if (known.role === 'email' && visitEmail(this, object, path, container, label, bookkeeping)) return;
    // A question's answer in parts (Jotform's date {month, day, year}, an address's lines): one answer.
    if (typeof key === 'string' && known.numbered && Object.values(object).every(isScalar)) {
      return void this.push(parent, key, container, label, Object.values(object).filter(present), bookkeeping);
    }
    // An object under our own key ("name": {...}) that is no name and no wrapper: the value sent (a message is walked).
    if (PERSON_KEYS.has(label) && parent.length === 0 && !shape.phoneParts && !isPersonsMessage(label, object))
      return void this.push(parent, key, container, label, object, bookkeeping);
    const outerText = this.text;
    const whose = this.whose.save();
    const { around } = this.whose;
    if (this.sentAsText.has(object)) this.text = path;
    this.whose.enterObject(object, shape, known, typeof key === 'string');
    this.visitObject(object, shape, path, label, bookkeeping);
    if (described !== null) this.descriptions.addKeyed(described, this.readings.length, path.length + 1);
    this.text = outerText;
    this.whose.restore(whose, around);
  }

  visitList(
    list: unknown[],
    parent: Tokens,
    key: string | number,
    container: Tokens,
    label: string,
    bookkeeping: boolean,
    indexes?: number[],
  ): void {
    if (list.length === 0) return;
    if (list.every(isScalar))
      return void this.push(parent, key, container, label, list.length === 1 ? list[0] : list, bookkeeping);
    const path = childPath(parent, key);
    const read = list.map((item) => (isObject(item) ? itemKeysOf(item) : null));
    if (isDescriptionList(list, read)) return this.descriptions.addList(list, read);
    const described = questionKeys(list, read); // questions with no type: labels of answers keyed by their ids
    const { listKnown, filled, readings } = this;
    const from = readings.length;
    const keys = rowsOf(list, read) ?? read;
    this.filled = filledItems(list, keys);
    const whose = this.whose.save();
    if (typeof key === 'string') this.whose.enterKey(meaning(key));
    this.listKnown = undefined;
    // The items' labels, collected only once an item looks like a checkbox's copy (most lists have none).
    let itemLabels: Set<string> | null = null;
    for (let i = 0; i < list.length; i++) {
      const item = list[i];
      // Tally repeats each checkbox answer as one true/false item per option, "Label (Option)": a copy.
      const copied = keys[i] ? checkboxCopyOf(item as Obj, keys[i]!) : null;
      if (copied !== null && (itemLabels ??= itemLabelsOf(list, keys)).has(copied)) continue;
      this.visit(item, path, indexes?.[i] ?? i, path, label, bookkeeping, keys[i] ?? undefined);
    }
    if (described !== null) this.descriptions.addUntyped(list, described, from, readings.length, path.length + 1);
    this.whose.restore(whose);
    this.listKnown = listKnown;
    this.filled = filled;
  }

  visitObject(object: Obj, shape: ItemKeys, path: Tokens, parentLabel: string, inBookkeeping: boolean): void {
    const atRoot = path.length === 0;
    const { numbered } = shape;
    const isForm = shape.formMarker && shape.labelKey !== undefined && !shape.priced; // `{name, price, fields}`: a product
    let holdsContact = shape.contact;
    // Items' keys found while looking for a contact, handed to visit() so no object is read twice.
    let items: Map<string, ItemKeys> | null = null;
    for (const key in object) {
      const inner = object[key];
      if (holdsContact) break;
      if (!isObject(inner) || !ownKey(object, key)) continue;
      const keys = itemKeysOf(inner);
      (items ??= new Map()).set(key, keys);
      holdsContact = keys.labelText !== undefined && keys.valueKey !== undefined && isContactLabel(keys.labelText);
    }
    const pairs = shape.pair ? pairsIn(object) : null;
    const shown = shape.shownName ? shownCodesIn(object) : null; // a CRM's codes and their labels
    // A phone in parts (`ddi`, `ddd`, `number`): one phone under the number's key; the parts are bookkeeping.
    const joined = shape.phoneParts && this.joins++ < MAX_PARSES ? joinedPhone(object) : null;
    // A question holding its answers (`{title: "Who is it for?", answers: […]}`): read under it, its title no value.
    const answers = path.length > 0 && shape.valueKey === undefined ? answersKeyOf(object, shape, path) : undefined;
    for (const key in object) {
      if (!ownKey(object, key) || (atRoot && this.skippedRootKeys.has(key))) continue;
      const paired = pairs?.get(key);
      if (paired !== undefined) {
        // The label half is the value half's label, never a value of its own.
        if (paired !== '') this.push(path, key, path, paired, flatten(object[key]), inBookkeeping, null, true);
        continue;
      }
      // Beside a phone or an email (a key, or a labelled item), a `name` is the person's whatever the object is called.
      const known = meaning(key);
      if (atRoot && known.prefix !== '' && isNameRole(known.role)) this.qualifiedName = true;
      if (answers !== undefined && key === shape.labelKey) continue;
      const outer = holdsContact ? '' : parentLabel;
      const code = shown?.get(key); // a code's label is read under the code's key; the code is bookkeeping
      const [asKey, asKnown] = code ? [code, meaning(code)] : [key, known];
      const label =
        key === answers ? shape.labelText! : labelOf(asKey, asKnown, outer, isForm && !holdsContact, atRoot);
      // Beside a question's answers, another list is the options it offered (`choices` beside `markedAnswers`): the form's.
      const offered = answers !== undefined && key !== answers && Array.isArray(object[key]);
      const bookkeeping =
        inBookkeeping || (numbered && !known.numbered) || offered || code === '' || isShownCode(object, key, shape);
      const part = joined?.parts.has(key) === true;
      if (joined !== null && key === joined.key) this.push(path, key, path, label, joined.value, bookkeeping, 'phone');
      else this.visit(object[key], path, key, path, label, bookkeeping || part, items?.get(key));
    }
  }
}
