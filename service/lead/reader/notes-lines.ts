import type { Obj } from './json-object.ts';
import { spokenValue } from './transcript-lines.ts';
import { isAbsent } from '../../../shared/lead-fields.ts';
import { formatPointer } from '../field-map/json-pointer.ts';
import { mappable, Pointers } from './value-pointers.ts';
import type { ValueRoles } from './explanation.ts';
import { hiddenKeyShapes, Places, withMessages } from './places.ts';
import type { Reading, Tokens } from './reading.ts';
import { once, withoutSummaries } from './repeated-lines.ts';
import { anotherRecords } from './another-records.ts';
import { otherTurns } from './chat-turns.ts';
import { conversationsOf, isNoteBeside } from './brief-turns.ts';
import { businessSites, businessValues } from './business-names.ts';
import { labelTables, tableKeyOf } from './label-tables.ts';
import { menuChoices } from './menu-choices.ts';
import { companions } from './companions.ts';
import { featuresOf } from './role-features.ts';
import { toolRecords } from './tool-records.ts';
import { chargeItems } from './charge-items.ts';
import { otherPartyNotes } from './party-notes.ts';
import { businessBesideCustomer } from './business-beside-customer.ts';
import { forgetLongKeyShape } from './label-key-shape.ts';
import { WordedSections } from './worded-sections.ts';
import { namedRecords, prefixRecords } from './prefix-records.ts';
import { addressOf, isOthersAddress, isOwnLine } from './contact-line.ts';
import { codeMessages } from './code-messages.ts';
import { codeTwins } from './code-twins.ts';
import { hasIdKeys, keyedCopies } from './keyed-copies.ts';
import { Questions } from './questions.ts';
import { outlineOf } from './readings-outline.ts';
import { numbersOf } from './person-numbers.ts';
import { ROLE, RoleScore } from './role-score.ts';
import { isFreeText } from './value-shapes.ts';
import { type AlikeFor, isCard, isSentAlike } from './sent-alike.ts';
import { cut, saysSomething, shownLabel, withParent } from './notes-labels.ts';
import { withShownWords } from './shown-texts.ts';
import { withoutClickIds } from './link-queries.ts';
import { ownText } from './quoted-replies.ts';
import { othersName, signedEntries, withoutSigned } from './signed-records.ts';
import { keepOthersText, withoutOthersTexts } from './others-texts.ts';

// Three words or more (a note, not a bill line's name).
const isWordy = (value: unknown) => typeof value === 'string' && value.trim().split(/\s+/).length >= 3;
// A question left unanswered: an absent value, or a list with no item (no box ticked).
const isUnanswered = (value: unknown) => isAbsent(value) || (Array.isArray(value) && value.length === 0);

/** What the notes hold: their lines (the answers first, then context), and the role of every value read that is not the person's contact. */
export interface NotesLines {
  entries: Array<[string, unknown]>;
  /** How many of the entries, from the first, are the person's answers (kept whole; context is cut past the budget). */
  answers: number;
  roles: ValueRoles;
  /** The cards in one line it holds, by pointer: what the source's next leads are compared by (sent-alike.ts). */
  cards: Array<[string, string]>;
}

/** What a source's field map says of a key for the notes (`{"notesLabel": "Project"}`, `{"notes": false}`), by pointer. */
export type NotesMap = ReadonlyMap<string, string | false>;

/**
 * The notes' lines, as `[label, value]` (docs/api.md §2.4): each value the person's contact values
 * are not gets its role by the features it has, weighed in weights.ts ROLE_WEIGHTS; the answers
 * (each by its question, or its key with its parent's) come first, then context. A tool's
 * bookkeeping (`system`) and someone else's values (`otherParty`) stay out of the notes and in the
 * lead's `fields`; so does a value whose key says nothing (`5`) unless the field map labels it.
 */
export function notesEntries(
  readings: Reading[],
  used: ReadonlySet<Reading>,
  places: Tokens[],
  notesMap: NotesMap | null = null,
  personName: string | null = null,
  lead: Obj | null = null, // the body, where a field's options hold its codes' texts (label-tables.ts)
  businessLine: string | null = null, // the other end of a call the phone was read from (Chosen.businessLine)
  alike: AlikeFor | null = null, // what the source's earlier leads sent alike, and who this lead is
): NotesLines {
  const person = new Places(withMessages(places, used), hiddenKeyShapes(used), used);
  let answers: Array<[string, unknown]> = [];
  let context: Array<[string, unknown]> = [];
  // Where each entry came from, and the names of someone else's found, for the entries they signed (signed-records.ts).
  const answersFrom: Reading[] = [];
  const contextFrom: Reading[] = [];
  const othersNames = new Map<string, Tokens>();
  let othersTexts: Set<string> | null = null; // someone else's names, said again elsewhere (others-texts.ts)
  const roles = new (PlainObject as unknown as new () => ValueRoles)();
  const outline = outlineOf(readings, used);
  const questions = outline.labels === null ? null : new Questions(outline.labels);
  const numbers = numbersOf(used, businessLine);
  const { meanings } = outline;
  const records = anotherRecords(readings, meanings, person, numbers);
  const tables = labelTables(readings, lead);
  const turns = outline.nearItem ? otherTurns(readings, used, personName, numbers) : null;
  // A conversation: the person's words in their turns, and someone else's written in theirs (a list of tickets' holders or attendees is none).
  const conversations = turns !== null ? conversationsOf(readings, turns) : null;
  const sites = outline.mayNameSite ? businessSites(readings, used, meanings) : null;
  const firms = sites === null ? null : businessValues(readings, sites, person, meanings);
  const menu = outline.inItem ? menuChoices(readings) : null;
  const others = outline.listed ? companions(readings, personName) : null;
  const worded = new WordedSections(readings);
  const prefixed = prefixRecords(readings, used, outline.qualifiedContact);
  const named = outline.qualifiedContact ? namedRecords(readings, meanings, used) : null;
  const coded = outline.codeText ? codeMessages(readings, meanings) : null;
  let twins: ReadonlySet<Reading> | undefined;
  const listedCopies = outline.labels !== null && lead !== null && hasIdKeys(readings); // raw copies by listed items' ids
  const copies =
    (outline.keyedItem || listedCopies) && lead !== null ? keyedCopies(readings, lead, listedCopies) : null;
  const logged = outline.inItem ? toolRecords(readings) : null;
  const billed = outline.inItem ? chargeItems(readings, meanings) : null;
  const sides = outline.partyNote ? otherPartyNotes(readings, meanings) : null;
  const shops = businessBesideCustomer(readings);
  const score = SCORE;
  const pointers = new Pointers();
  let rolesKept = 0;
  const cards: NotesLines['cards'] = [];
  for (let i = 0; i < readings.length; i++) {
    const reading = readings[i];
    const label = meanings[i];
    if (label === null || isUnanswered(reading.value)) continue;
    score.reset();
    featuresOf(reading, label, person, questions, score, numbers, records);
    // A contact in one line: someone else's but the person's or their firm's (contact-line.ts).
    if (score.contactLine && !isOwnLine(reading.value as string, personName, addressOf(used)))
      score.add(ROLE.contactLine);
    // Under a sender's label beside the person, a mailbox not theirs (`From: Website Forms <forms@…>`): the form's mailer.
    if (score.beside && label.sender && isOthersAddress(reading.value, used, personName))
      score.add(ROLE.otherContactBeside);
    // A table of a choice's labels is the form's; a code read through it is the person's choice, shown by its label.
    if (tables?.holds(reading.container)) score.add(ROLE.labelTable);
    // A conversation's turn someone else wrote (an agent's, a bot's): theirs, whatever it says.
    if (turns?.others.has(reading.container)) score.add(ROLE.otherTurn);
    else if (turns?.markers.has(reading)) score.add(ROLE.turnMarker);
    else if (turns?.words.has(reading)) score.add(ROLE.personTurn);
    // Beside a conversation where both sides write, in the object holding its list, away from the person: a staff
    // member's note on it (`conversation: {parts: […], note}`); a value under a context key stays context.
    else if (
      conversations !== null &&
      !score.beside &&
      label.context === null &&
      typeof reading.value === 'string' &&
      isFreeText(reading.value) &&
      isNoteBeside(reading, label, conversations)
    )
      score.add(ROLE.noteBesideTurns);
    // An entry of a tool's own log (`log.history: [{type, message, time}]`: tool-records.ts), but a conversation's turns.
    else if (logged?.has(reading.container)) score.add(ROLE.toolRecord);
    // A bill's line (`{type: "charge", description: "City tax", amount: 3}`: charge-items.ts) but a note of three words
    // or more there (`Leave with doorman`): the business's money, the person's words.
    if (billed?.has(reading.container) && !isWordy(reading.value)) score.add(ROLE.moneySplit);
    // The business's note beside the customer's (`business_note` by `customer_note`): its staff's.
    if (sides?.has(reading)) score.add(ROLE.staffNote);
    if (shops?.has(reading)) score.add(ROLE.otherPartyKey); // a shop's `商户电话` beside its buyer's `买家`
    if (worded.holds(reading, label, person.placeOf(reading.container), records)) score.add(ROLE.numberBesideWords);
    if (prefixed?.has(reading) || named?.has(reading)) score.add(ROLE.anotherRecord);
    if (menu?.has(reading)) score.add(ROLE.menuChoice);
    if (coded?.has(reading)) score.add(ROLE.codeMessage);
    if (label.roleWords.codeTwin && (twins ??= codeTwins(readings)).has(reading)) score.add(ROLE.codeTwin);
    if (copies?.has(reading)) score.add(ROLE.keyedCopy);
    // A header's name that is a form's word too (`received`, `spf`), in an inbound mail: the relay's; a record's flags as letters.
    if (label.mail === 1 && outline.mail) score.add(ROLE.noise);
    if (outline.letterFlags?.has(reading)) score.add(ROLE.flag);
    if (others?.has(reading)) score.add(ROLE.companion);
    // The name of a site of the business's the body names (`Harbor Light Dental`, `…harborlightdental.com/implants`): theirs.
    if (firms?.names.has(reading) || firms?.records.has(reading.container)) score.add(ROLE.businessName);
    const sent = isCard(reading.value) ? pointers.of(reading) : null; // compared across leads: sent-alike.ts
    if (sent !== null && alike !== null && isSentAlike(alike, sent, reading.value as string)) score.add(ROLE.sentAlike);
    const tableKey = tables === null ? undefined : tableKeyOf(reading);
    const shownValue = tableKey === undefined ? undefined : tables!.labelOf(tableKey, reading.value);
    if (shownValue !== undefined) score.add(label.roleWords.thingKind ? ROLE.kindTableChoice : ROLE.tableChoice);
    const role = score.role();
    if (sent !== null) cards.push([sent, reading.value as string]);
    if (role === 'otherParty') {
      const name = othersName(reading, label);
      if (name !== null && !othersNames.has(name)) othersNames.set(name, reading.container);
      othersTexts = keepOthersText(othersTexts, reading.value);
    }
    // A pointer no field map could name (a key of kilobytes) is not kept: nor is its key held past the body.
    const pointer = rolesKept < MAX_ROLES || notesMap !== null ? pointers.of(reading) : null;
    if (rolesKept < MAX_ROLES && pointer !== null) {
      roles[pointer] = role;
      rolesKept++;
    }
    // A labelled item's own pointer names its value too (`/answers/3` for `/answers/3/value`), written out only when its
    // keys are short enough for a map to name it.
    const mapped =
      notesMap === null
        ? undefined
        : ((pointer === null ? undefined : notesMap.get(pointer)) ??
          (reading.item && mappable(reading.item) ? notesMap.get(formatPointer(reading.item)) : undefined));
    if (mapped === false) continue;
    if (role === 'answer') {
      const shown =
        mapped || shownLabel(label.context || (reading.labelled ? reading.label : withParent(reading, person)));
      if (saysSomething(shown)) {
        answers.push([
          cut(shown),
          shownValue ?? withShownWords(reading, lead) ?? spokenValue(ownText(reading.value), personName),
        ]);
        answersFrom.push(reading);
      }
    } else if (role === 'context') {
      const shown =
        mapped ||
        (score.textName
          ? 'form'
          : score.firm
            ? 'company'
            : label.context || (score.beside || score.askedAbout ? withParent(reading, person) : reading.label));
      if (saysSomething(shown)) {
        context.push([cut(shown), shownValue ?? withShownWords(reading, lead) ?? withoutClickIds(reading.value)]);
        contextFrom.push(reading);
      }
    }
  }
  forgetLongKeyShape();
  // An entry is signed in a list's item or an object right below one (signed-records.ts): most bodies have neither, and
  // make no closure (under tsx, the bench's and `npm start`'s, each named closure costs a defineProperty).
  const signed = outline.nearItem ? signedEntries(readings, used, person, othersNames, personName) : null;
  if (othersTexts !== null || signed !== null) {
    const theirs = (reading: Reading) => markOthers(roles, pointers.of(reading));
    if (othersTexts !== null) {
      withoutOthersTexts(answers, answersFrom, othersTexts, theirs);
      withoutOthersTexts(context, contextFrom, othersTexts, theirs);
    }
    if (signed !== null) {
      answers = withoutSigned(answers, answersFrom, signed, theirs);
      context = withoutSigned(context, contextFrom, signed, theirs);
    }
  }
  const kept = once(withoutSummaries(answers, used), context);
  return { entries: kept.entries, answers: kept.answers, roles, cards };
}

// A value of an entry someone else signed is theirs, and its role says so (where roles kept its pointer).
function markOthers(roles: ValueRoles, pointer: string | null): void {
  if (pointer !== null && roles[pointer] !== undefined) roles[pointer] = 'otherParty';
}

// One score, reset for each value: a lead's values are scored one at a time, and a new one cost a typed array a lead.
const SCORE = new RoleScore();

/**
 * A delivery's roles as a plain object (its prototype Object.prototype, as `{}`'s) made by a
 * constructor: the engine leaves such an object room for more keys before it turns it into a
 * dictionary (a `{}` given 21 keys, as Typeform's lead, did so at about the 19th: 751 ns against 271).
 */
function PlainObject(): void {}
PlainObject.prototype = Object.prototype;

/** Pointers a delivery keeps roles for (as `GET …/deliveries/:id/fields` lists at most). */
const MAX_ROLES = 500;
