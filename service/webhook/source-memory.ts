import type { ReadLead } from '../lead/lead-input.ts';
import { personOf, SENT_ALIKE_PEOPLE, type SentAlike } from '../lead/reader/sent-alike.ts';

/**
 * What each source's leads sent alike, kept by this process (docs/api.md §2.4, the source's own
 * values): for each pointer of a card written in one line (ReadLead.cards), its last value, the
 * people who sent it, and whether another card was sent there before. Read into every lead of the source
 * (prepared-body.ts), added to by every lead stored (submit-lead.ts). A hint, not a record: a
 * restart or another instance starts empty, and a lead read without it is read as it stands alone.
 * Bounded: the sources most recently used, a few dozen pointers each, a few people each.
 */
export class SourceMemory {
  private readonly sources = new Map<string, Map<string, { value: string; people: string[]; varied: boolean }>>();

  /** What the source's leads sent alike so far; null before its first lead. */
  of(sourceId: string): SentAlike | null {
    return this.sources.get(sourceId) ?? null;
  }

  /** A lead stored (a duplicate too): its cards in one line, sent by its person. A test lead teaches nothing. */
  remember(sourceId: string, lead: ReadLead): void {
    const person = personOf(lead.input.phone, lead.input.email);
    if (lead.input.test || person === null || lead.cards.length === 0) return;
    let sent = this.sources.get(sourceId);
    if (sent === undefined) {
      if (this.sources.size >= MAX_SOURCES) this.sources.delete(this.sources.keys().next().value!);
      sent = new Map();
    } else this.sources.delete(sourceId); // moved to the end: the most recently used
    this.sources.set(sourceId, sent);
    for (const [pointer, value] of lead.cards.slice(0, MAX_POINTERS)) {
      const known = sent.get(pointer);
      if (known !== undefined && known.value === value) {
        if (!known.people.includes(person)) known.people = [...known.people, person].slice(-MAX_PEOPLE);
        continue;
      }
      if (known === undefined && sent.size >= MAX_POINTERS) sent.delete(sent.keys().next().value!);
      // Another card at a pointer: what is sent there varies (a choice, a party's own card), and never adds up again.
      sent.set(pointer, { value, people: [person], varied: known !== undefined });
    }
  }
}

// Sources kept at once, pointers kept per source, people kept per value (enough to count SENT_ALIKE_PEOPLE others).
const MAX_SOURCES = 1_000;
const MAX_POINTERS = 64;
const MAX_PEOPLE = SENT_ALIKE_PEOPLE + 2;
