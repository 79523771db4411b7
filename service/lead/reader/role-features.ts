import { listShape, listText } from './list-text.ts';
import { isStaff, otherParty } from './ranked.ts';
import { holdsEmail } from './email-address.ts';
import { isContact } from './contact-value.ts';
import type { LabelMeaning, RoleWords } from './label-meaning.ts';
import { isThingNamed, parentNamesNoContact, parentNamesStaff, parentWords, textNamesReply } from './parent-key.ts';
import { isDefinedField, isStaffSignature } from './label-parties.ts';
import { personsLines } from './transcript-lines.ts';
import { isContactShaped, isWord, isZeros, isMessage } from './value-shapes.ts';
import type { Places } from './places.ts';
import type { Reading, Tokens } from './reading.ts';
import { isRecordName } from './another-records.ts';
import { ROLE, type RoleScore } from './role-score.ts';
import { isActorName, isBareNumber } from './shapes.ts';
import { asksYesNo, isFlagValue } from './yes-no.ts';
import { isReply } from './replies.ts';
import { NO_NUMBERS, type PersonNumbers } from './person-numbers.ts';
import type { Questions } from './questions.ts';
import { stringFeatures } from './text-features.ts';
import { isCount, isCountOrMagnitude, isFraction } from './count-shapes.ts';
import { COLON, FREE_TEXT } from './shape-bits.ts';
import { trimmed } from './text-chars.ts';
import { textShape } from './text-shape.ts';
import { isNoise } from './bookkeeping.ts';
import { HIDDEN_KEY, HUMAN_LABEL, NATIVE_KEY, TIME_WORDS, WRITTEN_KEY } from './label-key-shape.ts';
import {
  asksOrPrefers,
  asksAsPerson,
  isAsking,
  isBreakdownRow,
  isBusinessParent,
  isRecordNumber,
  isStaffNotUser,
  isUnreadAddress,
  keyShape,
  namesCode,
} from './role-feature-tests.ts';

// The text's own name or title (its key's, or the label a generic key takes from it: `surveyJson.title`), or a form's.
const isTextName = (reading: Reading, label: LabelMeaning) =>
  label.context === 'form' ||
  ((isNameWord(label.words) || keyIsName(reading)) &&
    reading.container.length === reading.text!.length &&
    typeof reading.value === 'string');
const isNameWord = (words: string) => words === 'name' || words === 'title';
// The bare name of what the person books or asks about (`apartment: {name}`, `서비스: {id, 이름}`): that thing's.
const namesAskedThing = (parent: RoleWords | undefined, label: LabelMeaning) =>
  parent?.asked === true && (isNameWord(label.words) || (label.role === 'name' && label.prefix === ''));
const keyIsName = ({ key }: Reading) => typeof key === 'string' && isNameWord(key.toLowerCase());

/** The features of one value, added to its score (weights.ts ROLE_WEIGHTS names what each says about its role). */
export function featuresOf(
  reading: Reading,
  label: LabelMeaning,
  person: Places,
  questions: Questions | null,
  score: RoleScore,
  numbers: PersonNumbers = NO_NUMBERS,
  records: ReadonlySet<Tokens> | null = null,
): void {
  const { value } = reading;
  const words = label.roleWords;
  // The words of the key holding the value's object, read once for the four features that ask (parent-key.ts).
  const parent = parentWords(reading);
  // A text's shape is read once. A list of texts (`["Test drive", "Trade-in"]`) is read as the brief writes it, joined.
  const text = typeof value === 'string' ? trimmed(value) : Array.isArray(value) ? listText(value) : '';
  const shape = text === '' ? 0 : textShape(text);
  score.add(ROLE.always);
  const keys = keyShape(reading, label);
  const place = person.placeOf(reading.container);
  const { beside, inRecord } = place;
  const question = reading.labelled && (keys & HUMAN_LABEL) !== 0 && asksAsPerson(reading, label);
  // A key in a script beyond ASCII (`お子様の年齢`, `Возраст`) is a question as a person wrote it, not a variable's name.
  const nativeKey = !reading.labelled && !label.namesThing && (keys & NATIVE_KEY) !== 0;
  const writtenKey = !reading.labelled && !label.namesThing && (keys & WRITTEN_KEY) !== 0;
  // A JSON text that holds none of the person's answers is the tool's own document (a form's structure, sent beside the
  // answers): only its name is context, as the form's. A question answered in it within the person's record is theirs
  // (`customFields: "{\"1\": {\"label\": …}}"`, `MallReserved: "{\"희망일시\": …}"`), and so is a reply's (`response_json`).
  if (
    reading.text !== undefined &&
    !person.within(reading.text) &&
    !((question || nativeKey) && (beside || inRecord)) &&
    !textNamesReply(reading.text)
  ) {
    score.textName = isTextName(reading, label);
    score.add(score.textName ? ROLE.toolDocumentName : ROLE.toolDocument);
  }
  score.beside = beside;
  if (beside) score.add(ROLE.besidePerson);
  else if (inRecord) score.add(ROLE.inPersonRecord);
  // An item of a list in the person's object (`vehicles: [{make: "Honda"}]`): their words there are answers, a code the tool's.
  if (place.inItem) score.add(ROLE.personListItem);
  // In a list under a key shaped as the person's own (`_widget_…6: [{…}]`, a repeater's rows): their form's answers.
  if (!beside && place.keyedAsList) score.add(ROLE.personKeyed);
  if (inRecord && !beside && !place.inItem && words.personsAmount && isCountOrMagnitude(value))
    score.add(ROLE.personsAmount);
  // A section of the form beside the person's object (`loanDetails: {purpose, amount}`): what they answered there.
  if (place.inSection && parent?.section === true) score.add(ROLE.personSection);
  if ((beside || inRecord) && words.personal && !reading.labelled) score.add(ROLE.personalKey);
  if (words.identityNumber) score.add(ROLE.identityNumber);
  if (reading.labelled && !isStaff(reading)) score.add(question ? ROLE.question : ROLE.labelledItem);
  else if (nativeKey) score.add(ROLE.nativeKey);
  else if (writtenKey) score.add(ROLE.writtenKey); // a key of words a person reads (`How many rooms?`)
  // A campaign's key or an object under one (`UTM: {Content}`); a sentence under `content` (a message's too) is words.
  const campaign = words.campaign || parent?.campaign === true;
  if (label.context !== null && !(words.sharedPart && !campaign && (shape & FREE_TEXT) !== 0))
    score.add(campaign && !label.otherParty ? ROLE.campaignLabel : ROLE.contextLabel);
  // A place's part in the person's record (`location: {zipCode}` beside their contact): where they are, for the agent.
  if (words.place && (beside || (inRecord && !place.aroundList))) score.add(ROLE.personPlace);
  // Text under a key only: a number there is the tool's (a submission's `duration`), a `{key, value}` item speaks for itself.
  if (typeof value === 'string' && !reading.labelled && parent?.reply === true) score.add(ROLE.underReply);
  // In someone's record (a business's block under a key naming no party): theirs, but an answer or a message (an address
  // in any script, a contact line, a name of six words, `tên: "Sàn BĐS Phú Mỹ Hưng Land"`, each capitalised, is none).
  const contact = isContact(reading, label);
  if (
    records?.has(reading.container) &&
    !question &&
    (words.place || !isMessage(value) || isRecordName(value) || holdsEmail(value as string) || isUnreadAddress(reading))
  )
    // The record of what the person asks about (`listing: {address, rent, contactPhone}`): context but its contact; its
    // bare `name` is the thing's (`product: {name, support_email}`), not a contact's (a `contactName` is).
    if (parent?.asked === true && (!contact || isNameWord(label.words))) {
      score.add(ROLE.askedThing);
      score.askedAbout = true;
    } else score.add(ROLE.anotherRecord);
  // What the person asks about in an object of its own, in no one's record (`vehicle: {year, make}`): its ids the tool's.
  else if (parent?.asked === true && !contact && !beside && !question && !namesCode(label)) {
    score.add(ROLE.askedAbout);
    score.askedAbout = true;
  }
  if (isNoise(reading, label, shape, parent)) score.add(ROLE.noise);
  // A form's or a page's own text (`form_description`, `page_subtitle`, `form: {description}` not the person's own
  // object): the business's copy; and a tool's part's own texts (`widget: {title}`, `bot_name`): the business's setup.
  if (
    text !== '' &&
    !reading.labelled &&
    ((words.formText && (words.formOwner || (parent?.formOwner === true && !place.theirs))) ||
      words.partName ||
      (words.namedPart && keyIsName(reading)) ||
      (parent?.speaks === true && (words.spoken || keyIsName(reading)) && !place.theirs) ||
      (parent?.partName === true && (words.partSetup || keyIsName(reading)) && !place.theirs))
  )
    score.add(ROLE.formText);
  // A form's hidden field (`_wp_http_referer`, `_gotcha`, `_token`): the tool's, whatever it holds.
  if (
    !reading.labelled &&
    (keys & HIDDEN_KEY) !== 0 &&
    // The person's own values under keys of that shape (`_widget_1700000000002`): the form's fields, none hidden.
    !person.keyedAsPerson(reading.key)
  )
    score.add(ROLE.hiddenField);
  // Beside the person too, an owner's or an agent's contact is someone else's.
  if (beside && contact && (label.otherParty || otherParty(reading, label))) score.add(ROLE.otherContactBeside);
  // A contact in an object below the person's that names neither them nor a contact (`location: {phone}`): a place's or a
  // business's; but the bare name of what the person books or asks about (`apartment: {name}`) is that thing's.
  else if (beside && contact && !reading.labelled && !reading.underLead && !place.theirs)
    if (parentNamesNoContact(reading) && !namesAskedThing(parent, label)) score.add(ROLE.contactBelowPerson);
  // The person's firm, its name spelled by their own address's domain (`Brightline Dental Group`, `marisol@brightlinedental.com`).
  score.firm = !beside && (label.role === 'name' || keyIsName(reading)) && person.namesFirm(value);
  if (score.firm) score.add(ROLE.ownFirmName);
  else if (!beside && contact) {
    if (isThingNamed(reading, label, records?.has(reading.container) === true) || namesAskedThing(parent, label))
      score.add(ROLE.thingName);
    else score.add(ROLE.contactAway);
  }
  // Beside the person too, a key naming staff (`assignee`, 担当者) holds someone else's value; a question naming them is the person's.
  if (
    (!beside && (isStaffNotUser(reading) || words.staff || (!reading.labelled && label.recipient))) ||
    // An object of someone else's right below the person's (`owner: {name, username}`).
    (beside && !place.theirs && parentNamesStaff(reading)) ||
    (!reading.labelled &&
      typeof value === 'string' &&
      value !== 'true' &&
      value !== 'false' &&
      ((words.staff && (!asksOrPrefers(reading, words) || isRecordName(value))) ||
        (words.business && !words.reply && !isDefinedField(label)) ||
        // A business's key above the person's own contact (`additionalMerchantInfo: "{name, mobile, …}"`) names who asked.
        (isBusinessParent(parent) && !place.theirs))) ||
    (label.recipient && !reading.labelled && (isContactShaped(value) || isBareNumber(value))) ||
    // An item labelled by a variable's name naming staff (`{name: "lead_score_internal", value}`): no question asked.
    (reading.labelled && !question && words.staff && typeof value === 'string') ||
    // A name or a contact under a key naming who acted on the record (`answered_by`, `SoldByName`, `scheduledBy`).
    (words.actor && !reading.labelled && isActorName(value))
  )
    // A reply under such a key (`proprietaire: "Oui, maison de 1975"`, `owner: "Yes"`) answers its question: the person's.
    if (!isReply(value)) score.add(ROLE.otherPartyKey);
  // A note signed by a staff member's role (`Оператор: предложил …`): theirs, wherever it sits (its colon: COLON), but a
  // transcript opening with the agent's turn (`Agent: …\nCaller: …`) holds the person's lines too.
  if (
    typeof value === 'string' &&
    text.length > 4 &&
    text.charCodeAt(0) > 64 &&
    (shape & COLON) !== 0 &&
    isStaffSignature(text) &&
    personsLines(text, null) === null
  )
    score.add(ROLE.staffNote);
  // A bare epoch number says nothing to a caller; under a key of when the tool did something, beside the person too.
  if (typeof value === 'number') {
    if (words.systemTime && Math.abs(value) >= 1e8) score.add(ROLE.systemTime);
    else if (!beside && (keys & TIME_WORDS) !== 0) score.add(ROLE.epochTime);
    // A record's number sent as a number (`id_order: 30418`), as it is sent as digits (text-features.ts), or under a bare
    // party's key (`customer: 1488`, `user: 5512`: their record's); a status or a kind sent as its code
    // (`subscription_status: 1`, `property_type: 3`): the tool's, its words elsewhere.
    if (isRecordNumber(reading, label, value)) score.add(ROLE.recordNumber);
    else if (words.event && !reading.labelled && Number.isInteger(value)) score.add(ROLE.eventCode);
  }
  // A text first (nearly every value), then what else can be a flag or a zero.
  if (typeof value === 'string') {
    if (isZeros(value) || isWord(value, 'false')) score.add(ROLE.zeroOrFalse);
    else if (isWord(value, 'true') || isFlagValue(reading, label)) score.add(ROLE.flag);
  } else if (value === false || value === 0) score.add(ROLE.zeroOrFalse);
  else if (value === true || isFlagValue(reading, label)) score.add(ROLE.flag);
  // A yes or no to a question written for a person (`Do you own a home?: true`, `มีกล้องติดรถยนต์: false`, `Is this an emergency?`): theirs.
  if (typeof value === 'boolean' && isAsking(reading, writtenKey || nativeKey) && asksYesNo(reading, label))
    score.add(ROLE.yesNo);
  if (words.consent) score.add(ROLE.consentKey);
  // A consent's text as the form showed it (`tcpa_text: "By clicking … I agree to be contacted …"`): the business's copy.
  if (words.consent && words.consentText && text.split(' ', 8).length === 8) score.add(ROLE.formText);
  // A labelled row of a payment's breakdown too (`{title: "Convenience fee", value: 118}`), but a person's answer.
  // A message of the person's in an object named for money (`gift_card_details: {gift_message}`) is theirs.
  if (
    (words.money || (parent?.money === true && !isMessage(value))) &&
    (!reading.labelled || isBreakdownRow(reading, words, parent))
  )
    score.add(ROLE.moneySplit);
  // A bare `price` in the object holding the person's (a marketplace's lead record): what the lead cost the business.
  else if (words.barePrice && !beside && !reading.labelled && person.below(reading.container))
    score.add(ROLE.moneySplit);
  // What a platform's service cost it, as a number (`call_cost: {combined_cost: 1.83}`, `usage_cost`), not a cost written.
  else if ((words.toolCost || parent?.toolCost === true) && typeof value === 'number' && !reading.labelled)
    score.add(ROLE.moneySplit);
  // A count typed beside the person (`attendees_count: "45"`) is theirs; a tool counts in numbers, or away (`duration`), and
  // a number under a page's key away from the person a batch's paging (`page: 1`, `per_page: 50`; not `pages: 5`).
  if (
    (words.counter || parent?.counter === true || (typeof value === 'number' && !beside && PAGING.has(label.words))) &&
    isCount(value) &&
    !(beside && typeof value === 'string' && !(words.toolCount && (keys & WRITTEN_KEY) === 0))
  )
    score.add(ROLE.counter);
  // A recogniser's certainty as a fraction (`lexConfidence: "0.87"`): the tool's, beside the person too.
  if (words.measure && isFraction(value)) score.add(ROLE.counter);
  if (text !== '') stringFeatures(text, shape, label, keys, reading, score, questions, numbers);
  // A list of texts is what its first phrase is (or its first text): choices a person made, or a tool's codes.
  else if (Array.isArray(value) && typeof value[0] === 'string') {
    const first = listShape(value).trim();
    if (first !== '') stringFeatures(first, textShape(first), label, keys, reading, score, questions, numbers);
  }
}
const PAGING = new Set(['page', 'per page', 'page size', 'pagina']);
