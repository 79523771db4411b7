import type { Found } from './found.ts';
import { meaning } from './labels.ts';
import { PathTree } from './path-tree.ts';
import { isOther, type Ranked } from './ranked.ts';
import { isListItem } from './reading.ts';

type PeopleList = { items: Set<string | number>; names: Set<string>; emails: Set<string>; members: Ranked[] };

/**
 * A list of several people each keyed as a lead (`positions: [{attendee_name, attendee_email}, …]`, an order's tickets):
 * one of them is no more the lead than the order's own contact (`order.email`), so such a key there names no lead
 * (ranked.ts leadKey, choose-name.ts leadName). Marked where two items of one list or more hold candidates so keyed, of
 * two people or more (one buyer's two tickets are one person), and only when a contact of the person's stands outside
 * every such list, neither someone else's nor a business's mailbox (then the list's first is the lead, as before).
 * Linear: each candidate's list found token by token (path-tree.ts), none made for a body with no such key in a list.
 */
export function markPeopleLists({ phones, emails, names }: Found): void {
  let lists: PathTree<PeopleList> | null = null;
  for (const candidates of [phones, emails, names])
    for (const candidate of candidates) {
      const { container, labelled, label, value } = candidate.reading;
      if (labelled || !isListItem(container) || !(candidate.known ?? meaning(label)).leadParty) continue;
      lists ??= new PathTree(() => ({ items: new Set(), names: new Set(), emails: new Set(), members: [] }));
      const list = lists.at(container, container.length - 1);
      list.items.add(container[container.length - 1]);
      if (candidates !== phones)
        (candidates === names ? list.names : list.emails).add(String(value).trim().toLowerCase());
      list.members.push(candidate);
    }
  if (lists === null) return;
  const people = lists.values.filter(
    ({ items, names, emails }) => items.size >= 2 && (names.size >= 2 || emails.size >= 2),
  );
  if (people.length === 0) return;
  const listed = new Set<Ranked>(people.flatMap(({ members }) => members));
  const outside = [...phones, ...emails].some(
    (candidate) => !listed.has(candidate) && candidate.businessMailbox !== true && !isOther(candidate),
  );
  if (!outside) return;
  for (const member of listed) member.inPeopleList = true;
}
