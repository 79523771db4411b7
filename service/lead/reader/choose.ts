import type { ErrorDetail } from '../../../shared/error-detail.ts';
import type { MappedField } from '../field-map/field-map.ts';
import { isCardsAddress, markBusinessCards } from './business-cards.ts';
import { candidatesOf } from './candidates.ts';
import { markCopiedRecords } from './copied-records.ts';
import { byRank, isOther, isOthers, othersDegree, OWN, type Ranked } from './ranked.ts';
import { markContactSet } from './contact-sets.ts';
import type { Chosen } from './chosen.ts';
import { nameOf, type NamePick } from './choose-name.ts';
import { middleNameOf } from './name-parts.ts';
import { picksOf } from './pick-ways.ts';
import { firstEmail } from './email-address.ts';
import { entityPhone } from './entity-phone.ts';
import { firstPhone } from './first-phone.ts';
import { meaning } from './labels.ts';
import { DEAL_RECORD_WORDS } from './vocabulary-records.ts';
import { markMailboxes } from './mailboxes.ts';
import { markPeopleLists } from './people-lists.ts';
import { markBusinessLines, markLineBlocks, markOthersCopies } from './phone-lines.ts';
import { tokensStartWith, type Reading } from './reading.ts';
import { phoneInText } from './text-phone.ts';
import { contactInMessage, emailTheyWrite, numberTheyWrite } from './message-contact.ts';
import { fillsOut, isInitialled, nameInMessage } from './name-in-message.ts';
import { unlabelledNeighbours, unlabelledPhone, withUnlabelled } from './unlabelled.ts';
import { lastResortPhone } from './last-resort-phone.ts';
import { directedNumber, isCallEnd } from './call-direction.ts';
import { markPrefixCards } from './prefix-cards.ts';
import { markMessageBlocks } from './message-blocks.ts';
import { isVisitorLine } from './sender-blocks.ts';
import { markWrittenPhones } from './written-phones.ts';
import { ownKeys } from './own-keys.ts';
import { unlessTheirCard, type SentAlike } from './sent-alike.ts';
import type { Walked } from './walk.ts';

/**
 * Chooses phone, email and name (docs/api.md §2.4, the reading order): for phone and email, values under a key naming
 * someone else (organizer, hosts) last; then our own key, a type hint or a label that is a term, a label holding a term,
 * then (email only) any value shaped like an address; a question's answer before a plain key; shallower first; then body
 * order. A phone must parse with the source's default country. The name is the one nearest the chosen phone or email
 * (same object or list first), then by the same order, a full name before first and last names. Fields the source's
 * field map filled are not chosen again.
 */
export function choose(
  { readings, qualifiedName }: Walked,
  defaultCountry: string | null,
  mapped: ReadonlySet<MappedField>,
  sentAlike: SentAlike | null = null,
): Chosen {
  return (
    (qualifiedName ? null : ownKeys(readings, defaultCountry, mapped)) ??
    chooseByRank(readings, defaultCountry, mapped, sentAlike)
  );
}

function chooseByRank(
  readings: Reading[],
  defaultCountry: string | null,
  mapped: ReadonlySet<MappedField>,
  sentAlike: SentAlike | null,
): Chosen {
  const found = candidatesOf(readings, defaultCountry);
  const problems: ErrorDetail[] = [];
  markCopiedRecords(found, readings);
  markMailboxes(found.emails, found.names, found.sites, readings);
  markPeopleLists(found);
  markOthersCopies(found.phones);
  if (!mapped.has('phone')) markBusinessLines(found.phones, defaultCountry);
  markLineBlocks(found.phones, found.emails);
  markBusinessCards(found, readings);
  markPrefixCards(found);
  markMessageBlocks(found, readings);
  markWrittenPhones(found.phones, readings);
  let email = mapped.has('email') ? null : firstEmail(found.emails.sort(byRank), problems);
  if (email !== null) markContactSet(found.phones, email.reading, found.names, found.emails);
  let phone = mapped.has('phone')
    ? null
    : firstPhone(found.phones.sort(byRank), defaultCountry, problems, found.countries);
  // Someone else's phone or email (a hiring manager's, a host's) stands in only for a lead with neither of their own, or
  // with one only a tool's user's (a message's `sender`, as likely the person's as not) beside someone else's proper.
  if ((email !== null || mapped.has('email')) && (phone !== null || mapped.has('phone'))) {
    const otherEmail = email === null ? OWN : othersDegree(email.reading, found.emails);
    const otherPhone =
      phone === null || isVisitorLine(phone.reading, email?.reading, found)
        ? OWN
        : othersDegree(phone.reading, found.phones);
    if (otherEmail > OWN && (mapped.has('phone') || (phone !== null && otherPhone < otherEmail))) email = null;
    else if (otherPhone > OWN && (mapped.has('email') || (email !== null && otherEmail < otherPhone))) phone = null;
  }
  const ranked = { phone, email };
  // Nothing by a label or a shape: a phone's shape under a key naming nothing (`q2`), then the name beside it.
  const shaped =
    phone === null && email === null && found.phones.length === 0 && found.emails.length === 0 && mapped.size === 0
      ? (unlabelledPhone(readings, defaultCountry) ?? lastResortPhone(readings, defaultCountry))
      : null;
  phone ??= shaped;
  const unlabelled = unlabelledNeighbours(
    readings,
    [email?.reading, phone?.reading],
    found.elements,
    defaultCountry,
    phone === null && !mapped.has('phone'),
    // A name under a label no vocabulary reads, beside the contact, when no labelled name is there (one away may be someone's).
    noNameBeside(found.names, [email?.reading, phone?.reading]),
    shaped?.reading ?? null,
  );
  if (unlabelled.phone !== null) phone = unlabelled.phone;
  // No phone field of the person's (none asked for one, none by shape; a seller's beside): a number a chat marks in its text, or one after a phone's label there.
  const inText = phone === null && !mapped.has('phone') && found.phones.every(isOther);
  const marked = inText ? entityPhone(readings, defaultCountry) : null;
  const textual = inText && marked === null ? phoneInText(readings, defaultCountry) : null;
  if (inText) phone = marked ?? textual;
  // The person's own number in their words: someone else's address no longer stands in for them.
  if (inText && phone !== null && email !== null && !mapped.has('email') && isOthers(email.reading, found.emails))
    email = null;
  // Only someone else's phone by its field (a business's own line): a number the person wrote after a phone's label comes first.
  // Neither a number written in a card other people sent alike in the source's earlier leads (sent-alike.ts).
  const texted = unlessTheirCard(
    !inText && phone !== null && phone === ranked.phone && !mapped.has('phone') && isOthers(phone.reading, found.phones)
      ? phoneInText(readings, defaultCountry)
      : null,
    sentAlike,
    email?.address ?? null,
  );
  phone = texted ?? phone;
  // Only someone else's email by its field (a business's inbox), or none beside a phone: one written in their message.
  const emailInText = email !== null ? isOthers(email.reading, found.emails) : phone !== null && !asked(found.emails);
  const textedEmail = !mapped.has('email') && emailInText ? emailTheyWrite(readings, found.emails) : null;
  // A business's card's address stands in no longer once the person gives their number in their words (text-phone.ts).
  email = textedEmail ?? (texted !== null && isCardsAddress(email, found.emails) ? null : email);
  // The only phone field in an object no word names the person's (a shop's block), and the person writes a number of theirs.
  const ownNumber = unlessTheirCard(
    !inText && texted === null && phone === ranked.phone
      ? numberTheyWrite(readings, defaultCountry, phone, found, email)
      : null,
    sentAlike,
    email?.address ?? null,
  );
  phone = ownNumber ?? phone;
  // A call's or a message's record telling its direction: the number it came from (in) or went to (out), before none,
  // someone else's, one no label ranked, a call's end, or the other end, the business's line sent again under a phone's
  // key (`settings: {phone_number}` beside `inbound: true, to`); that end stays out of the brief (Chosen.businessLine).
  const directed = mapped.has('phone') ? null : directedNumber(readings, defaultCountry);
  const doubtful = phone === null || phone !== ranked.phone || isOthers(phone.reading, found.phones);
  // The same value or number ranked already keeps its own reading and reasons.
  const callers =
    directed !== null &&
    (doubtful || isCallEnd(phone!.reading) || phone!.e164 === directed.business) &&
    directed.reading !== phone?.reading &&
    directed.e164 !== phone?.e164;
  if (callers) phone = directed;
  // Nothing else gives a phone or an email (the lead would be refused), and no field asked for one (a `phone` that
  // cannot be read is the sender's to fix, reported): one written in the person's message.
  const written =
    phone === null && email === null && mapped.size === 0 && !asked(found.phones) && !asked(found.emails)
      ? contactInMessage(readings, defaultCountry)
      : null;
  if (written !== null) ({ phone, email } = written);
  const near = [phone?.reading, email?.reading].filter((at): at is Reading => at !== undefined);
  const named = mapped.has('name') || mapped.has('firstName') || mapped.has('lastName');
  const name: NamePick = named
    ? { name: [], best: null }
    : nameOf(withUnlabelled(found.names, unlabelled.names, near, found), near, found, readings);
  // A middle name sent flat between them (`middlename: "de"`): the name's part, in the name's order.
  const middle = middleNameOf(readings, name.name);
  if (middle !== null) name.name.splice(1, 0, { reading: middle, role: 'lastName' });
  const picks = picksOf(found, ranked, phone, email, name, {
    shaped,
    beside: unlabelled.phone,
    marked,
    texted: texted ?? textual,
    written,
    own: ownNumber,
    directed: callers ? directed : null,
    textedEmail,
  });
  // No name by any field, or one cut to an initial (`Dana R.`): the whole one the person introduced themselves by.
  const cut = !named && name.name.length === 1 ? name.name[0].reading.value : undefined;
  // Or someone else's name, standing in for none (an operator's beside a chat's visitor).
  const others = name.best !== null && isOther(name.best);
  // Or one only its shape gave (`हिंदी माध्यम` in a list of answers, a script without capitals): the introduced one is surer.
  const guessed = name.best !== null && name.best.tier >= 4;
  const look = !named && near.length > 0 && (name.name.length === 0 || isInitialled(cut) || others || guessed);
  const introduced = look ? nameInMessage(readings, near, isInitialled(cut) ? (cut as string) : undefined) : null;
  const said =
    introduced !== null && (cut === undefined || others || guessed || fillsOut(cut, introduced.value as string))
      ? introduced
      : null;
  if (said !== null) picks.name = { by: 'nameInMessage', reading: said, value: said.value as string };
  return {
    phone,
    email,
    name: said !== null ? [{ reading: said, role: 'name' }] : name.name,
    problems,
    picks,
    businessLine: phone !== null && phone.e164 === directed?.e164 ? directed.business : null,
  };
}

// No name candidate in the object of a chosen phone or email: one beside the contact, or the record's own above it
// (`contacts: {add: [{name, custom_fields: [{values: [{value: phone}]}]}]}`, under our own key or a term, no one else's;
// not the body's top, a form's `name`).
const noNameBeside = (names: readonly Ranked[], contacts: Array<Reading | undefined>) =>
  !names.some((name) => contacts.some((contact) => contact !== undefined && isBesideOrAbove(name, contact)));
// A business's card's name (business-cards.ts, prefix-cards.ts) beside it is none of the person's.
const isBesideOrAbove = (name: Ranked, contact: Reading) =>
  (contact.container === name.reading.container && name.businessCard !== true) ||
  (name.tier <= 1.5 &&
    name.reading.container.length > 0 &&
    tokensStartWith(contact.container, name.reading.container) &&
    !isOther(name) &&
    !isDealRecord(name.reading.container));
// A CRM's deal, named by its title (`leads: {add: [{name: "Kitchen Remodel", custom_fields}]}`): a key above says so.
const isDealRecord = (container: readonly (string | number)[]) =>
  container.some((token) => typeof token === 'string' && DEAL_RECORDS.has(meaning(token).words));
const DEAL_RECORDS = new Set(DEAL_RECORD_WORDS);

// A candidate under our own key, a type or a term (not a sender's label such as a chat's user id, nor a shape alone).
const asked = (candidates: readonly Ranked[]) => candidates.some(({ tier }) => tier < 2);
