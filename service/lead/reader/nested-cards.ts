import type { Found } from './found.ts';
import type { Ranked } from './ranked.ts';
import { tokensStartWith, type Tokens } from './reading.ts';
import { nameWords } from './mail-providers.ts';
import { letterWords } from './label-words.ts';

/**
 * A business's card below the lead's own object (docs/api.md §2.4, business-cards.ts): under a key naming the lead, a
 * card stays one when it is nested below an object there holding the person's name and its addresses and links carry
 * no word of that name.
 */

// The cards nested below an object under a key naming the lead that holds the person's name, whose addresses and links
// carry no word of it: each card looked at once (most bodies name no one above a card, and none is).
export function nestedCards(cards: ReadonlySet<Tokens>, found: Found): ReadonlySet<Tokens> {
  const nested = new Set<Tokens>();
  const named = namedAbove(found.names, cards);
  if (named.length === 0) return nested;
  for (const container of cards) {
    const above = named.filter(
      (one) => container.length > one.container.length && tokensStartWith(container, one.container),
    );
    if (above.length === 0) continue;
    const texts: string[] = [];
    for (const { reading } of found.emails)
      if (reading.container === container && typeof reading.value === 'string') texts.push(reading.value);
    for (const { site, container: at } of found.sites ?? []) if (at === container) texts.push(site);
    const folded = texts.map((text) => letterWords(text).join(''));
    if (!above.some(({ words }) => words.some((word) => folded.some((text) => text.includes(word)))))
      nested.add(container);
  }
  return nested;
}
interface Named {
  container: Tokens;
  words: string[];
}

// The objects under a key naming the lead that hold a name of the person's outside every card, with that name's words: a
// card below one is a business's record the lead's own names (a voice agent's practice, in the lead's prompt variables).
function namedAbove(names: readonly Ranked[], cards: ReadonlySet<Tokens>): Named[] {
  const above: Named[] = [];
  for (const { reading } of names)
    if (reading.underLead && !cards.has(reading.container) && typeof reading.value === 'string')
      above.push({ container: reading.container, words: nameWords(reading.value) });
  return above;
}
