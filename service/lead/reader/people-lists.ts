import { meaning } from './labels.ts';
import { PathTree } from './path-tree.ts';
import type { Ranked } from './ranked.ts';
import { isListItem } from './reading.ts';

/**
 * A list of several people each keyed as a lead (`positions: [{attendee_name, attendee_email}, …]`, an order's tickets):
 * one of them is no more the lead than the order's own contact (`order.email`), so such a key there names no lead
 * (ranked.ts leadKey, choose-name.ts leadName). Marked where two items of one list or more hold a candidate so keyed;
 * linear: each candidate's list found token by token (path-tree.ts), none made for a body with no such key in a list.
 */
export function markPeopleLists(phones: Ranked[], emails: Ranked[], names: Ranked[]): void {
  let lists: PathTree<{ items: Set<string | number>; members: Ranked[] }> | null = null;
  for (const candidates of [phones, emails, names])
    for (const candidate of candidates) {
      const { container, labelled, label } = candidate.reading;
      if (labelled || !isListItem(container) || !(candidate.known ?? meaning(label)).leadParty) continue;
      lists ??= new PathTree(() => ({ items: new Set(), members: [] }));
      const list = lists.at(container, container.length - 1);
      list.items.add(container[container.length - 1]);
      list.members.push(candidate);
    }
  if (lists === null) return;
  for (const { items, members } of lists.values)
    if (items.size >= 2) for (const member of members) member.inPeopleList = true;
}
