import { HUMAN_LABEL, WRITTEN_KEY } from './label-key-shape.ts';
import { meaning } from './labels.ts';
import type { Ranked } from './ranked.ts';
import type { Tokens } from './reading.ts';

/**
 * A name, a phone and an email in one object, each a term ending a variable's name after the same words naming the lead
 * (`bookedClientName`, `bookedClientPhone`, `bookedClientEmail`): the lead's own set, as surely as `client_phone` is
 * (ranked.ts leadKey). One such key alone (`referringClientPhone`, `salesContactEmail` beside the lead's own contact)
 * is no set: it names someone the lead knows, or the business. Linear: each candidate's object and prefix read once.
 */
type Groups = Map<Tokens, Map<string, { kinds: number; members: Ranked[] }>>;

export function markLeadSets(phones: Ranked[], emails: Ranked[], names: Ranked[]): void {
  const groups = grouped(names, 4, grouped(emails, 2, grouped(phones, 1, null)));
  if (groups === null) return;
  for (const byPrefix of groups.values())
    for (const { kinds, members } of byPrefix.values())
      if (kinds === 7) for (const member of members) member.leadSet = true;
}

// The candidates keyed after the lead's word, by their object and those words (none in nearly every body: no map made).
function grouped(candidates: Ranked[], kind: number, groups: Groups | null): Groups | null {
  for (const candidate of candidates) {
    const prefix = leadTail(candidate);
    if (prefix === null) continue;
    const { container } = candidate.reading;
    let byPrefix = (groups ??= new Map()).get(container);
    if (byPrefix === undefined) groups.set(container, (byPrefix = new Map()));
    let group = byPrefix.get(prefix);
    if (group === undefined) byPrefix.set(prefix, (group = { kinds: 0, members: [] }));
    group.kinds |= kind;
    group.members.push(candidate);
  }
  return groups;
}

// The words before a term ending a variable's name that names the lead (`booked client` of `bookedClientPhone`), or null:
// a term with a person's qualifier is one already (tier 1.5), a question or a label written for a person is none.
function leadTail({ tier, reading, known }: Ranked): string | null {
  if (tier !== 2 || reading.labelled) return null;
  const { prefix, keyShape, leadParty } = known ?? meaning(reading.label);
  return leadParty && prefix !== '' && (keyShape & (HUMAN_LABEL | WRITTEN_KEY)) === 0 ? prefix : null;
}
