import type { Found } from './found.ts';
import { meaning } from './labels.ts';
import type { Ranked } from './ranked.ts';
import type { Reading, Tokens } from './reading.ts';
import { isUnspacedPhrase } from './value-shapes.ts';

/**
 * A block under a key naming no one (`details: {…}`, `block_2`) holding a name, a phone or an email with no sign of a
 * business's and the message (message-blocks.ts `besideMessage`: the person writes), beside a block under the lead's
 * word whose phone and email both show one and hold no message (`contact: {phone: "03-555-1234", email: "office@…"}`: a
 * fixed line beside a mobile, a role's mailbox, a business's card): as surely the person's as that word makes the other
 * (ranked.ts underPerson). `contact` names the lead in a CRM and a directory's or a listing's business in theirs; between
 * the two blocks the business's line and mailbox then decide (weights.ts `business`). Without the message the sign says
 * nothing: a landlord, a parent or a buyer gives their office's line and `info@` beside a tenant's, a student's or a
 * partner's block (an attacker's pass, /work/attack46: 34 of 60 bodies read worse). Linear: each candidate read once.
 */
export function markPeerBlocks({ phones, emails, names }: Found, readings: readonly Reading[]): void {
  const contacts = [...phones, ...emails];
  // Every object showing a business's sign (a block with any is no peer); lead blocks showing it on both their phone
  // and their email (a person's own office line or work address alone is common).
  const signedPhone = signedBlocks(phones);
  const signedEmail = signedBlocks(emails);
  const signed = new Set([...signedPhone, ...signedEmail]);
  let leads: Set<Tokens> | null = null;
  for (const email of emails)
    if (isBusinesslike(email) && signedPhone.has(email.reading.container) && isLeadBlock(email.reading))
      (leads ??= new Set()).add(email.reading.container);
  if (leads === null || leads.size > MAX_LEADS) return;
  const peers = new Set<Tokens>();
  for (const { reading } of contacts)
    if (!signed.has(reading.container) && isPeer(reading.container, leads) && reading.party === undefined)
      peers.add(reading.container);
  if (peers.size === 0) return;
  // Only a block where the person writes (and the business's does not) tells them apart.
  const written = new Set<Tokens>();
  for (const reading of readings)
    if ((peers.has(reading.container) || leads.has(reading.container)) && isWritten(reading))
      written.add(reading.container);
  for (const lead of leads) if (written.has(lead)) return;
  for (const peer of peers) if (!written.has(peer)) peers.delete(peer);
  const named = new Set<Tokens>();
  for (const { reading } of names) if (peers.has(reading.container)) named.add(reading.container);
  for (const candidates of [phones, emails, names])
    for (const candidate of candidates) if (named.has(candidate.reading.container)) candidate.senderBlock = true;
}

// What the person writes, not a contact's part nor a place's: a question, four words or more, or a phrase of a script
// written without spaces among its first words (`Is parking included?`, `אשמח לקבוע טיפול פנים`, `สนใจทำเลเซอร์หน้า`).
function isWritten({ label, value }: Reading): boolean {
  if (typeof value !== 'string' || value.length > MAX_WRITTEN) return false;
  const known = meaning(label);
  if (known.role !== null || known.roleWords.place) return false;
  const text = value.trim();
  const words = text.split(/\s+/, 4);
  return QUESTION.test(text) || words.length === 4 || words.some(isUnspacedPhrase);
}
const QUESTION = /[?？؟]$/;
const MAX_WRITTEN = 10_000;

const isBusinesslike = (candidate: Ranked) =>
  candidate.businessLine === true ||
  candidate.businessMailbox === true ||
  candidate.businessBlock === true ||
  candidate.businessCard === true;

function signedBlocks(candidates: readonly Ranked[]): Set<Tokens> {
  const blocks = new Set<Tokens>();
  for (const candidate of candidates) if (isBusinesslike(candidate)) blocks.add(candidate.reading.container);
  return blocks;
}

// An object right under a key naming the lead (`contact`), not a list's item.
function isLeadBlock({ container, underLead }: Reading): boolean {
  const key = container[container.length - 1];
  return underLead && typeof key === 'string' && meaning(key).leadParty;
}

// An object under a key naming nothing (`details`, `block_2`) beside one of those lead blocks.
function isPeer(container: Tokens, leads: ReadonlySet<Tokens>): boolean {
  const key = container[container.length - 1];
  if (typeof key !== 'string' || leads.has(container) || !namesNoOne(key)) return false;
  for (const lead of leads) if (isSibling(container, lead)) return true;
  return false;
}

function namesNoOne(key: string): boolean {
  const known = meaning(key);
  return (
    known.role === null &&
    !known.leadParty &&
    !known.otherParty &&
    !known.toolUser &&
    !known.handler &&
    !known.sender &&
    !known.thing &&
    known.context === null &&
    !known.noise
  );
}

function isSibling(a: Tokens, b: Tokens): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length - 1; i++) if (a[i] !== b[i]) return false;
  return true;
}

// A body has a lead's block or two (`contact`, `customer`); more are a list's people, read elsewhere.
const MAX_LEADS = 2;
