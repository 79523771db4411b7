/**
 * What an object's keys say (item-keys.ts itemKeysOf), one for each object of the body: its keys as
 * fields, its flags as the bits of one number read by getters. A Typeform lead makes about 35 of them;
 * eighteen fields each made them a quarter of what its walk allocates.
 */

export const NAME = 1;
export const NAME_PART = 2;
export const REFERENCE = 4;
export const FORM_MARKER = 8;
export const NUMBERED = 16;
export const CONTACT = 32;
export const PAIR = 64;
export const PHONE_PARTS = 128;
export const NAMED = 256;
export const FLAG_OTHER = 512;
export const FLAG_PERSON = 1024;
export const LEAD_OBJECT = 2048;
/** A campaign's key among its keys (`utm_campaign`): a key's bit too, past label-key-bits.ts's own. */
export const CAMPAIGN = 1 << 25;
/** A key whose value may show a code's label (`statuscodename`: shown-codes.ts): a key's bit too. */
export const SHOWN_NAME = 1 << 26;
/** A price's, a stock number's or a cost's key (`retail_price`, `sku`: PRODUCT_KEY_WORDS): a key's bit too. */
export const PRICED = 1 << 27;
// A row of questions (rows.ts) is no name and names no one.
const NOT_A_ROW = NAME | NAME_PART | NAMED | CONTACT;

export class ItemKeys {
  constructor(
    readonly valueKey: string | undefined,
    readonly typeKey: string | undefined,
    /** The label key holding text, the first in LABEL_KEYS' order. */
    readonly labelKey: string | undefined,
    /** The label's text: the label key's, or held one level down in it (`"question": {"body": "…"}`). */
    readonly labelText: string | undefined,
    /** The key holding the object's own id (text or a number), the first in ID_KEYS' order. */
    readonly idKey: string | undefined,
    /** A key naming a second id of the object's, as text (`field_key` beside `id`): answers may be keyed by it. */
    readonly otherId: string | undefined,
    /** The key naming another object's id when it is the object's only one (an answer's `field`): read alone (referencesOf). */
    readonly referenceKey: string | undefined,
    /** A key saying who the object is (`type`, `role`) holding text: partyOf() reads it. */
    readonly partyKey: string | undefined,
    private readonly flags: number,
  ) {}

  /** Every key a name part holding text or null, one of them a first or last name: a name object. */
  get name(): boolean {
    return (this.flags & NAME) !== 0;
  }
  /** A first, last, given or family name key among others: under a name key, still a name (nameObject). */
  get namePart(): boolean {
    return (this.flags & NAME_PART) !== 0;
  }
  /** A key naming another object's id (REFERENCE_KEYS). */
  get reference(): boolean {
    return (this.flags & REFERENCE) !== 0;
  }
  /** A key that marks a form's description (`fields`, `schema`). */
  get formMarker(): boolean {
    return (this.flags & FORM_MARKER) !== 0;
  }
  /** A price, a product's stock number or its cost among its keys (`retail_price`, `sku`): a thing sold, no form. */
  get priced(): boolean {
    return (this.flags & PRICED) !== 0;
  }
  /** A question-numbered key (`q4_email`). */
  get numbered(): boolean {
    return (this.flags & NUMBERED) !== 0;
  }
  /** A key asking for a phone or an email. */
  get contact(): boolean {
    return (this.flags & CONTACT) !== 0;
  }
  /** Half of a numbered label/value key pair (`extra07_name`), walk.ts pairs them. */
  get pair(): boolean {
    return (this.flags & PAIR) !== 0;
  }

  get campaign(): boolean {
    return (this.flags & CAMPAIGN) !== 0;
  }
  /** A key among its keys whose value may show another's code (walk-labels.ts shownCodesIn). */
  get shownName(): boolean {
    return (this.flags & SHOWN_NAME) !== 0;
  }
  /** A key holding a part of a phone number (`country_code`, `ddd`): joinedPhone() joins them. */
  get phoneParts(): boolean {
    return (this.flags & PHONE_PARTS) !== 0;
  }
  /** A key naming the lead holding an object (`person: {…}`): a record's own person beside its other keys. */
  get leadObject(): boolean {
    return (this.flags & LEAD_OBJECT) !== 0;
  }
  /** A key asking for a name or a first or last name, holding one: the object names someone. */
  get named(): boolean {
    return (this.flags & NAMED) !== 0;
  }
  /** A flag saying who the object is (`"is_organizer": true`, `"isCustomer": true`). */
  get flagParty(): 'other' | 'person' | undefined {
    return this.flags & FLAG_OTHER ? 'other' : this.flags & FLAG_PERSON ? 'person' : undefined;
  }

  /** The object as a row of questions: its question under `labelKey`, its answer under `valueKey`; no name nor contact. */
  asRow(labelText: string, labelKey: string, valueKey: string, idKey: string | undefined): ItemKeys {
    const { typeKey, otherId, referenceKey, partyKey, flags } = this;
    const id = idKey ?? this.idKey;
    return new ItemKeys(
      valueKey,
      typeKey,
      labelKey,
      labelText,
      id,
      otherId,
      referenceKey,
      partyKey,
      flags & ~NOT_A_ROW,
    );
  }

  /** The object with its question under `labelKey`, all else as it is. */
  withLabel(labelText: string, labelKey: string): ItemKeys {
    const { valueKey, typeKey, idKey, otherId, referenceKey, partyKey, flags } = this;
    return new ItemKeys(valueKey, typeKey, labelKey, labelText, idKey, otherId, referenceKey, partyKey, flags);
  }
}
