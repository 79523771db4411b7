import { meaning } from './labels.ts';
import { namesOrganisation } from './shapes.ts';
import { parentKeyOf } from './parent-key.ts';
import type { Found } from './found.ts';
import { isToolUserOnly, type Ranked } from './ranked.ts';
import type { Reading, Tokens } from './reading.ts';

/**
 * An object under a key naming who sent the message (`from`, `odesílatel`: SENDER_LABELS) that holds a phone: the
 * person who wrote, as surely as an object under a lead's word (ranked.ts underPerson). Beside a listing's `contact`
 * (the agent's, under a word that names the lead in a CRM) both are the person's object, and the business's line and
 * mailbox, the message's place decide. A form mailer's `from: {name, email}` holds no phone: not marked. Linear: each
 * phone's object read once.
 */
export function markSenderBlocks(phones: Ranked[], emails: Ranked[], names: Ranked[]): void {
  let senders: Set<Tokens> | null = null;
  for (const { reading } of phones) {
    const { container } = reading;
    if (senders?.has(container) || reading.labelled) continue;
    const key = parentKeyOf(container);
    if (typeof key !== 'string') continue;
    const known = meaning(key);
    if (known.sender && !known.otherParty && known.role === null) (senders ??= new Set()).add(container);
  }
  if (senders === null) return;
  for (const candidates of [phones, emails, names])
    for (const candidate of candidates) if (senders.has(candidate.reading.container)) candidate.senderBlock = true;
}

// A message's sender's phone in an object holding no mailbox (`sender: {phone, name}`: a bot's or a chat's visitor), in a
// body where no block names the lead and no message list holds it: the person's line beside the email they gave as an
// answer, not a salesperson's (who sends from a mailbox) nor a business's, a bot's or a relay's beside a lead's record.
export function isVisitorLine(chosen: Reading, email: Reading | undefined, found: Found): boolean {
  // The email an answer to a bot's or a form's question (`{"प्रश्न": "ईमेल पता?", "उत्तर": …}`), not a record's own key.
  if (email === undefined || !email.labelled) return false;
  const { container } = chosen;
  const key = parentKeyOf(container);
  if (typeof key !== 'string' || !meaning(key).sender || container.some((token) => typeof token === 'number'))
    return false;
  const candidate = found.phones.find(({ reading }) => reading === chosen);
  if (candidate === undefined || !isToolUserOnly(candidate)) return false;
  // No block names the lead; the sender's object holds no mailbox and no firm's name.
  const leads = ({ reading }: Ranked) => reading.underLead || reading.party === 'person';
  const here = ({ reading }: Ranked) => reading.container === container;
  return (
    !found.phones.some(leads) &&
    !found.emails.some((email) => leads(email) || here(email)) &&
    !found.names.some((name) => leads(name) || (here(name) && namesOrganisation(name.reading.value)))
  );
}
