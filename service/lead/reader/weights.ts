import type { ValueRole } from './explanation.ts';

/**
 * The reader's weight table (docs/api.md §2.4): what each feature of a candidate is worth. Data, not
 * code: score.ts adds up `weight × feature` per group, and candidates are compared group by group,
 * the first group that tells two apart deciding (a lexicographic model: one sum cannot say "someone
 * else's value only when the lead has none of its own"). A feature absent from a candidate is 0.
 * Reviewed like a schema: a change here changes picks; `scripts/reader-diff` shows which.
 */

/** One group of the model: its features' weights, compared only when both candidates have `between` (if named). */
export interface WeightGroup {
  readonly group: string;
  readonly weights: Readonly<Record<string, number>>;
  readonly between?: string;
}

/** How sure a label makes a value, one feature per kind of label; the same weight ranks as surely. */
const LABEL_WEIGHTS = {
  ownKey: 6, // our own key (`phone`, `email`, `name`) at any depth
  typeHint: 5, // a type beside the value says what it is (`"type": "email"`)
  labelTerm: 5, // the key or question is a term for the field ("Telefon", `mobile`)
  qualifiedTerm: 4, // a term with a person's qualifier (`customer_phone`, `nome_cliente`, `caller_number`)
  questionTerm: 3, // a question holding a term ("Best phone number to reach you")
  senderLabel: 3, // digits under a sender's label (`from`, `wa_id`) that read as a number with its `+`
  shapeOnly: 2, // no label asks for it: its shape says it (`+44 …`, `a@b.co`, `Name <a@b.co>`)
  unlabelledShape: 1, // a value in an unlabelled list read beside the chosen contact
} as const;

/** Phone and email candidates, and the end of every name comparison. */
export const CONTACT_WEIGHTS: readonly WeightGroup[] = [
  { group: 'called', weights: { calledLine: -1 } }, // a toll-free, shared-cost or premium line beside another phone: a business's, never a caller's, after anyone's
  { group: 'whose', weights: { otherParty: -1 } }, // someone else's (staff, organizer, recipient, `store_email`): last
  { group: 'person', weights: { underPerson: 1, leadKey: 1 } }, // under the person's key or a `type`/`role` naming them, or a key naming them (`client_phone`), first
  { group: 'toolUser', between: 'underOther', weights: { staffOnly: -1 } }, // among someone else's: a tool user's before staff's
  { group: 'contactSet', weights: { inContactSet: 1 } }, // a phone in the object holding the chosen email and a name: the person's set
  { group: 'business', weights: { businessMailbox: -1, businessLine: -1, businessCard: -1, businessBlock: -1 } }, // a business's own mailbox (`info@`, its name in the domain), line (a fixed line beside a mobile), an email in that line's object, or card (its name is a site the body names) after the person's
  { group: 'toolUsers', weights: { toolUsers: -1 } }, // a tool's user's (`user: {…}`), after anyone's but a business's own card: a widget's visitor, else the CRM's salesperson
  { group: 'written', weights: { writtenAgain: 1 } }, // a phone a message of the body writes again: the person gives their number, a page's own line is written nowhere else
  { group: 'label', weights: LABEL_WEIGHTS }, // how surely its label asks for the field
  { group: 'question', weights: { answerOfQuestion: 1 } }, // a question's answer (`{label, value}`) before a plain key
  { group: 'keyNumber', weights: { keyNumber: -1 } }, // `phone` before `phone2`, per number in the key
  { group: 'pair', weights: { besideEmail: 1 } }, // a phone in the chosen email's object: the same person's, before one as sure elsewhere
  { group: 'message', weights: { besideMessage: 1 } }, // in the object holding a message: the person writes, a business's card does not
  { group: 'record', weights: { inAnsweredRecord: 1 } }, // in a record holding the person's answers (`{patient: {…}, questions: […]}`), before a block alone at the top
  { group: 'depth', weights: { depth: -1 } }, // shallower first, per level
  { group: 'order', weights: { order: -1 } }, // earlier in the body first, per value
];

/** Name candidates: these groups first, then CONTACT_WEIGHTS. */
export const NAME_WEIGHTS: readonly WeightGroup[] = [
  { group: 'whose', weights: { otherAway: -1 } }, // someone else's name away from the chosen contact: last
  { group: 'organisation', weights: { organisationName: -1 } }, // a business's name by its words (a trade's, a company's form: `Coastal Life Insurance Group`, `Acme LLC`): after a person's, whatever its key
  { group: 'answered', weights: { answeredBeside: 1 } }, // a form's answer in the chosen contact's own list (`{Name: "naam", Value}` beside `telefoon`): the name the person gave
  { group: 'contactSet', weights: { sharesContacts: 1 } }, // shares the key prefix of both the chosen phone and email (`Parent name` by `Parent email`, `Parent mobile`): the set's name, before one keyed as the lead's (`Student name`)
  { group: 'leadName', weights: { leadName: 1, personsOwnName: 1 } }, // its key names the lead (`customerName`, `nome_cliente`): before a bare `name` nearer the contact (an assistant's, a line's); so does one in the person's own object with the chosen contact (`buyer: {name}`)
  { group: 'spelled', weights: { spelledByAddress: 1 } }, // the chosen address spells it whole (`emma.clarke@` of `Emma Clarke` beside `James Porter`): before another as near
  { group: 'nearness', weights: { away: -1, nearContact: 1 } }, // per step from the chosen phone or email; in its object
  { group: 'prefix', weights: { sharesPrefix: 1 } }, // shares the chosen contact's key prefix (`billing_name` by `billing_phone`)
  { group: 'title', weights: { bareBesideQualified: -1, bareAway: -1 } }, // a bare `name` beside a qualified one (`contact_name`), or away from the contact under no person's key, is a record's title
  { group: 'label', weights: LABEL_WEIGHTS }, // how surely its label asks for a name
  { group: 'written', weights: { phraseName: -1 } }, // written as a phrase, a word after the first in lower case (`Ablakcsere ajánlatkérés`, a record's title): after a name written as names are
  { group: 'whole', weights: { fullName: 1 } }, // a full name before its parts
  { group: 'shown', weights: { shownName: -1 } }, // a name a profile shows (`display_name: "Nok Ratchada"`) after one the person gave (`ชื่อ-นามสกุล`)
  ...CONTACT_WEIGHTS,
];

/** The sentence each feature gives a person when it counted for a pick (`{label}`, `{field}`, `{a field}` with its article, `{n}` filled in). */
export const REASON_TEXTS: Readonly<Record<string, string>> = {
  ownKey: 'under our own key "{label}"',
  typeHint: 'a type beside it says {field}',
  labelTerm: 'labelled "{label}" ({a field} term)',
  qualifiedTerm: 'labelled "{label}" ({a field} term with a person\'s qualifier)',
  questionTerm: 'asked by "{label}" (a question naming {a field})',
  senderLabel: 'under the sender\'s label "{label}"',
  shapeOnly: 'shaped like {a field} (no label asks for one)',
  unlabelledShape: 'shaped like {a field}, in a list beside the chosen contact',
  underPerson: "under the person's object",
  leadKey: 'its key names the lead',
  inContactSet: 'beside the chosen email and a name',
  answerOfQuestion: 'the answer to a question',
  leadName: 'its key names the lead',
  personsOwnName:
    "in the person's own object, beside the chosen phone or email (a key elsewhere names another lead's name)",
  sharesPrefix: "sharing the chosen contact's key prefix",
  sharesContacts: 'sharing the key prefix of both the chosen phone and email',
  fullName: 'a full name',
  phraseName: 'written as a phrase, not as names are',
  shownName: 'a name a profile shows',
  spelledByAddress: 'the chosen address spells it whole',
  otherParty: "someone else's value, used because the lead has none of its own",
  toolUsers: "under a tool's user's key (`user`): a visitor's, or the tool's own user's",
  otherAway: "someone else's name, used because no other is there",
  calledLine: 'a toll-free or shared-cost line, only ever called: used because no other number is there',
  organisationName: "a business's name by its words, used because no person's is there",
  fieldMap: "the source's field map names {pointer}",
  nearContact: 'beside the chosen phone or email',
  besideEmail: 'in the same object as the chosen email',
  besideMessage: 'in the object holding the message',
  inAnsweredRecord: 'in the record holding the questions the person answered',
  writtenAgain: 'written again in a message of the body',
  answeredBeside: 'given as an answer beside the chosen phone or email',
  businessMailbox: "a business's own mailbox (a role word, or a name beside it in its domain)",
  businessLine: "a business's line (a fixed or toll-free number beside a mobile one)",
  businessCard: "in a business's own card (its name is a site the body links to or emails on)",
  businessBlock: "in the object of a business's line (a fixed number beside a mobile one elsewhere)",
  textPhone:
    "a number after a phone's label in the message text, or first in a turn answering one that asks for a number",
  entityPhone: "a number the message's text marks as a phone",
  inMessage: "written in the person's message text (the body gives no other phone or email)",
  writtenByPerson: "written in the person's message (the only phone field is in an object no word names theirs)",
  callDirection: 'the number a call or a message came from, its record saying it came in (went to, saying it went out)',
  textEmail: "an address written in the person's message (no email field of theirs)",
  nameInMessage: 'written in the person\'s message after an introduction ("this is …"; no field gives it whole)',
  unlabelledPhone: 'a number under a key that names nothing (`q2`, `field_3`), the only contact the body has',
};

/**
 * What each feature of a value says about its role (explanation.ts ValueRole): per role, the
 * feature's weight; a value takes the role scoring highest (on a tie: system, answer, context, otherParty).
 * Only `answer` and `context` values reach the notes.
 */
export const ROLE_WEIGHTS = {
  always: { system: 1 }, // a value nothing below speaks for is the tool's: it stays in `fields`
  besidePerson: { answer: 4 }, // in the person's object or list, or one level below it
  inPersonRecord: { answer: 0.5 }, // elsewhere in the record holding the person's object (a section, a message beside a contact)
  personListItem: { answer: 0.5 }, // in an item of a list in the person's object (`vehicles: [{make: "Honda"}]`): less than beside, words there are answers
  numberBesideWords: { answer: 1 }, // a number in a section of that record beside the person's written answers (`vehicle: {year: 2021, make: "Toyota"}`)
  personsAmount: { answer: 2 }, // a count or an amount of the person's own in their record, not in a list's item (`enquiry: {guests: 120, couple: {…}}`)
  personKeyed: { answer: 4 }, // in a list under a key shaped as the person's own (`_widget_…`): a repeater's rows of their form
  question: { answer: 12 }, // a question's answer (`{label, value}` with a label a person reads), wherever it sits
  underReply: { answer: 1 }, // text in an object under a key naming a reply or what a checkout carries for the buyer (`meta_data`, `answers`)
  nativeKey: { answer: 1 }, // a key in a script beyond ASCII (`お子様の年齢`): a question as a person wrote it, not a variable's name
  writtenKey: { answer: 1 }, // a key of words with spaces or a question mark (`How many rooms?`): a question written for a person
  labelledItem: { answer: 0.5 }, // a `{key, value}` item named like a variable (`score`): a tool's, unless more speaks for it
  freeText: { answer: 3 }, // a sentence, or a long run of letters in a script without spaces: someone's words
  phrase: { answer: 1 }, // two words or more ("Deck repair"): how a person answers
  amount: { answer: 1 },
  numberRange: { answer: 0.5 }, // a range of counts running forwards (`25-50`, `10–20`), no month and year (`11-2024`): a band the person chose, where more speaks for them than the record holding them (`pages: "1-10"` there is the tool's)
  writtenWord: { answer: 1 }, // one word as a person writes a choice (`Bavaria`, `Lån`), in an object: with the person's record, an answer // money as a person writes it (`$5k`, `20.000 €`): a budget
  contextLabel: { context: 5 }, // its key names context (form, page, campaign, UTM, times): beside the person too
  campaignLabel: { context: 12.5 }, // its key names a campaign (`utm_campaign`), no staff or other party (`campaign_manager`): a marketer's name for it, whatever its shape (`tri-mun-thang3`); ten digits or more stay an id
  consentKey: { context: 8 }, // consent or subscription (`marketing_opt_in`): context the agent must respect
  noise: { system: 20 }, // a tool's bookkeeping by key or shape: an id, IP, user agent, its own link
  tableChoice: { answer: 12 }, // a code whose label a table elsewhere gives (`callWindow: "PM"` read as "Afternoons"): a choice
  personSection: { answer: 4 }, // in a section of the person's record beside their object, under a key naming a section of information (`loanDetails: {purpose: "home_improvement", amount}`): what they answered there, a code or a bare number too
  identityNumber: { system: 30 }, // under a label or key naming a national identity, tax or social security number (`RUT`, `CPF`): the agent reads none, a question's answer too
  personalKey: { answer: 7 }, // beside the person or in their record, under a key naming what they tell about themselves (`income`, `pets`): theirs, any shape, `homeowner: false` too
  kindCode: { answer: 3 }, // a code in words under a kind of the person's thing (`property_type: SINGLE_FAMILY`), no table giving its label: the option chosen
  kindTableChoice: { answer: 22 }, // such a code under a kind of the person's thing (`property_type_code: "SFR"`): a code in capitals too
  labelTable: { system: 30 }, // a table of a choice's codes and labels, read through by a value elsewhere: the form's
  otherTurn: { otherParty: 30 }, // a conversation's turn written by someone else (an agent's, a bot's: chat-turns.ts), whatever it says
  companion: { otherParty: 10 }, // another person of a list the person is one of (`tickets: [{holder}]`, `participants`: companions.ts)
  menuChoice: { answer: 2 }, // a phone menu's option in a row beside the digit pressed (`ivr: [{name, digit}]`: menu-choices.ts): the caller's choice
  personTurn: { answer: 3 }, // a message in the person's own turns of a conversation (chat-turns.ts): their words, however short
  noteBesideTurns: { otherParty: 8 }, // a free text outside every turn of a conversation whose sides are told apart, away from the person: a staff member's note
  toolRecord: { system: 20 }, // an entry of a tool's own log (`history: [{type, message, time}]`: a time's and an event's key), no conversation's turn
  turnMarker: { system: 30 }, // what marks a conversation's turn as the person's (`"author": "visitor"`, `"direction": "in"`): the tool's
  businessName: { otherParty: 12 }, // a short text naming a site of the business's the body names (business-names.ts): its name
  hiddenField: { system: 20 }, // a form's hidden field, a key starting with one `_` (`_wp_http_referer`, `_gotcha`)
  toolDocument: { system: 30 }, // in a JSON text holding none of the person's values (a form's structure)
  toolDocumentName: { context: 40 }, // that text's own name or title: the form's
  otherContactBeside: { otherParty: 12 }, // beside the person, a contact qualified as someone else's (`owner_email`)
  contactBelowPerson: { otherParty: 8 }, // a contact in an object below the person's naming neither them nor a contact (`location: {phone}`)
  personPlace: { context: 2 }, // a place's part (`zip`, `city`, `address`) beside the person or in their record: where they are
  askedAbout: { context: 3 }, // in an object of its own under such a key, in no one's record (`vehicle: {make, model}`): what the lead is about, but a code or an id
  askedThing: { context: 8 }, // in such an object under a key naming what the person asks about (`listing`, `vehicle`), not a contact: its place and price
  anotherRecord: { otherParty: 10 }, // a short value in an object of two kinds of contact, not the person's (another-records.ts): theirs
  codeTwin: { system: 20 }, // a form's option code under its field's key and a code's word (`xr7ds-value: "bath_remodel"` beside `xr7ds`, `FinanceStatusCode` beside `FinanceStatus`): the label beside it is the answer
  keyedCopy: { system: 20 }, // a field's raw value under its id, a question answered under the same id elsewhere holding it (`data: {vN7k: "c_Kx82nQ"}` beside `rendered_data: {vN7k: {title, value, raw_value: "c_Kx82nQ"}}`): that question is the answer
  contactAway: { otherParty: 6 }, // a phone, email or name away from the person: someone else's
  ownFirmName: { context: 10 }, // a name away from them that their own address's domain spells (`Brightline Dental Group`): their firm's
  thingName: { answer: 1 }, // a `name` in a list of things (`selected: [{id, name}]`): what the person chose
  staffNote: { otherParty: 12 }, // a text signed with a staff member's role (`Operator: offered a discount`): their note
  otherPartyKey: { otherParty: 10 }, // under or named for someone else (`organizer`, `assignee`, 作成者, `tracking_number`)
  anotherNumber: { otherParty: 8 }, // beside the person, a number under a key naming no phone, not the person's: the business's line
  sentAlike: { otherParty: 50 }, // a phone or an address other people sent alike in the source's earlier leads (sent-alike.ts): the business's own, whatever its key
  contactLine: { otherParty: 12 }, // a business's contact in one line (name, street, phone: contact-line.ts), not holding the person's number
  phoneText: { otherParty: 6 }, // away from the person, written like a phone number: someone's line (copies of theirs are left out before)
  epochTime: { system: 10 }, // away from the person, a bare number under a time's key: when the tool did something
  zeroOrFalse: { system: 6 }, // 0 or false: a counter or flag of the tool's (`statecode: 0`, `charged: false`)
  flag: { system: 5 }, // true: a flag of the tool's, unless its key is consent
  fileName: { answer: 2 }, // a file's name (`gaiheki_kita.jpeg`): what the person attached, wherever it sits
  yesNo: { answer: 6 }, // true or false under a key written for a person (`Do you own a home?`, `มีกล้องติดรถยนต์`): their answer
  counter: { system: 8 },
  recordNumber: { system: 10 }, // digits under a record number's key (`order_number: 524459935`): the tool's record
  masked: { system: 20 }, // a masked card or account number (`**** 4242`): the payment tool's // a number under a counter's or a version's key (`visits_count`, `versionNumber`)
  moneySplit: { system: 20 }, // fees, VAT, commissions, affiliate splits
  digest: { system: 30 }, // 32 hex digits or more: a signature or hash anywhere
  placeholder: { system: 20 }, // a template's placeholder as the whole value (`{ticket_action:created}`, `{{event.name}}`): the tool's
  colourCode: { system: 8 }, // a colour as a tool writes it (`#579bfc`): a board's or a label's, beside the person too
  idToken: { system: 8 }, // one token mixing letters and digits (`rec_8Hq2ZkLm41Pq`): a record's id
  serialisedDate: { system: 20 }, // `/Date(1778000000000)/`: a serialiser's time
  systemTime: { system: 20 }, // a date, a date-time or an epoch number under a key of when the tool did something (`created_at`, `dateCreated`)
  stampedTime: { system: 20 }, // a time to the second (`10:41:07`): a machine's clock, whatever its key
  chosenTime: { answer: 2 }, // a date-time to the minute, or a calendar date, under no system time's key: a slot or a day the person chose
  codeMessage: { system: 20 }, // a tool's text for its own code beside it (`response_message` beside `response_code`: code-messages.ts)
  eventCode: { system: 20 }, // one token under a key ending in an event's, a kind's or a status's word (`event_type: FORM_RESPONSE`)
  code: { system: 3 }, // a code elsewhere (`payment_succeeded`): the tool's word beside the person too, unless a question asks
  scriptCode: { system: 2 }, // words of a script beyond ASCII joined by `_` (`ახალი_შეტყობინება`): a tool's word where nothing speaks for the person (beside them, a slug they chose: `دبي_مارينا`)
  apiPath: { system: 20 }, // a path or link of a tool's API (`/v2/forms/77`, `https://api.…`)
  longDigits: { system: 8 }, // ten digits or more as text: an id, or a time in milliseconds
  xmlDocument: { system: 20 }, // a serialised document (`<?xml …`): the tool's copy of the submission
  formText: { system: 15 }, // a form's or a page's own text (`form: {description}`, `form_description`): the business's copy
  questionDefinition: { system: 20 }, // a question's text where none answers it: the form's list of its fields
} as const satisfies Readonly<Record<string, Readonly<Partial<Record<ValueRole, number>>>>>;

/** A feature of a value's role: a key of ROLE_WEIGHTS, so a name it lacks fails the type check, not a lead. */
export type RoleFeature = keyof typeof ROLE_WEIGHTS;
