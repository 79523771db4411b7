import type { Found } from './found.ts';
import { meaning } from './labels.ts';
import type { Ranked } from './ranked.ts';
import type { Reading, Tokens } from './reading.ts';

/**
 * A block under a key naming no one (`details: {…}`, `block_2`) holding a name and a phone or an email with no sign of a
 * business's, beside a block under the lead's word that has one (`contact: {phone: "03-555-1234", email: "office@…"}`, a
 * fixed line beside a mobile, a role's mailbox, a business's card): as surely the person's as that word makes the other
 * (ranked.ts underPerson). `contact` names the lead in a CRM and a directory's or a listing's business in theirs; between
 * the two blocks the business's line and mailbox then decide (weights.ts `business`). Linear: each candidate read once.
 */
export function markPeerBlocks({ phones, emails, names }: Found): void {
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
  const named = new Set<Tokens>();
  for (const { reading } of names) if (peers.has(reading.container)) named.add(reading.container);
  for (const candidates of [phones, emails, names])
    for (const candidate of candidates) if (named.has(candidate.reading.container)) candidate.senderBlock = true;
}

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
