import { meaning } from './labels.ts';
import { type Obj, ownKey } from './json-object.ts';
import { looksLikePersonName, namesOrganisation } from './shapes.ts';
import { isContactShaped, isMessage } from './value-shapes.ts';
import { AGENCY_WORDS } from './vocabulary-staff.ts';

/** An agent's or a firm's card under a bare `contact` (docs/api.md §2.4): no one's by its key (walk-parties.ts Whose). */

// A key naming a staff member who does not handle the record (`agentId`; not `owner_id`, `assigned_to`), beside an agency's
// own key (`agency`): an agent's card, not a CRM's contact holding the id of whom it is assigned to. Or a firm's card naming
// its agent beside the enquirer's own card: the object's own name is a firm's by its legal form, a staff member's key holds
// a person's whole name (`contacto: {nome: "Casa Lusa Imobiliária Lda", agent: "Rui Tavares"}`), and an object beside it
// holds a contact and a message (`detalhes: {nome, telefone, mensagem}`); not a B2B lead's contact naming its own firm
// beside the rep it is assigned to and a referrer's or an attendee's block (/work/attack59b).
export function holdsAgentId(object: Obj, around: Obj | undefined): boolean {
  let agent = false;
  let agency = false;
  let named = false;
  let firm = false;
  for (const key in object) {
    if (!ownKey(object, key)) continue;
    const known = meaning(key);
    const value = object[key];
    if (known.roleWords.staff && !known.handler) {
      agent = true;
      named ||= isWholeName(value);
    } else if (AGENCIES.has(known.words)) agency = true;
    else if (known.role === 'name' && known.prefix === '' && namesOrganisation(value)) firm = true;
  }
  return agent && (agency || (named && firm && around !== undefined && writerBeside(around, object)));
}
const AGENCIES = new Set(AGENCY_WORDS);
const isWholeName = (value: unknown) => typeof value === 'string' && value.includes(' ') && looksLikePersonName(value);

// An object beside the card holding a contact and a message of six words or more, or one level below it (`poruka:
// {pošiljatelj: {ime, mobitel}, tekst}`): someone writing in. Each of `around`'s objects read once, two levels at most.
const writerBeside = (around: Obj, card: Obj) => writesBeside(around, card, false);

/**
 * Someone writing in beside a card, who names themself there: under a key naming no one else, a name's key with a
 * person's whole name (`nama: "Rina Wulandari"`) beside a phone, an email, a message and another answer; not a rep's,
 * a salesperson's or a referrer's one note about the customer (`activity: {rep, rep_email, note}`, `comercial: {nombre,
 * móvil, comentario}`, /work/attack60).
 */
export const namedWriterBeside = (around: Obj | undefined, card: Obj) =>
  around !== undefined && writesBeside(around, card, true);

function writesBeside(around: Obj, card: Obj, named: boolean): boolean {
  for (const key in around) {
    const value = around[key];
    if (value === card || !ownKey(around, key) || !isObject(value)) continue;
    if (named && !writesAsNoOneElse(key)) continue;
    let contact = false;
    let message = false;
    let name = !named;
    let answers = 0;
    let emailed = !named;
    let phoned = !named;
    for (const inner in value) {
      const held = value[inner];
      if (!ownKey(value, inner)) continue;
      if (isObject(held)) contact ||= holdsContact(held);
      else if (isContactShaped(held)) {
        contact = true;
        if (typeof held === 'string' && held.includes('@')) emailed = true;
        else phoned = true;
      } else if (!name && isPersonsName(inner, held)) name = true;
      else if (held !== null && held !== '') {
        answers++;
        message ||= isMessage(held);
      }
    }
    // Named, a form's whole contact and answers: a phone and an email, and two answers or more beside the
    // message (not a rep's, a salesperson's or a referrer's note about the customer, with its status: /work/attack60b).
    if (contact && message && name && emailed && phoned && (!named || answers >= 2)) return true;
  }
  return false;
}
// A key naming no party, or the lead (`permintaan`, `αίτημα`, `enquiry`); not a referrer's or a rep's.
const writesAsNoOneElse = (key: string) => {
  const known = meaning(key);
  return !known.otherParty && !known.recipient && !known.roleWords.staff;
};
const isPersonsName = (key: string, value: unknown) => {
  const known = meaning(key);
  return known.role === 'name' && known.prefix === '' && !known.roleWords.staff && isWholeName(value);
};
const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
function holdsContact(object: Obj): boolean {
  for (const key in object) if (ownKey(object, key) && isContactShaped(object[key])) return true;
  return false;
}
