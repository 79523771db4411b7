import { meaning } from './labels.ts';
import type { Reading, Tokens } from './reading.ts';
import { isWriterKey, partyOf } from './value-words.ts';

/**
 * Whether a turn's writer marks it as the business's side: a party's word under a writer's key in the turn
 * (`{from: "agent", text}`, `{role: "assistant", content}`) or in its writer's object (`{text, sender: {type: "agent"}}`).
 * A sentence there giving "my" number (`Meu celular é o …`) is the agent's, whatever the conversation's sides are found
 * to be later (chat-turns.ts). Read once a body, only when such a sentence is found (text-phone.ts).
 */
export function otherWriters(readings: Reading[]): (container: Tokens) => boolean {
  const theirs = new Set<string>();
  for (const { key, value, container } of readings) {
    if (typeof key !== 'string' || typeof value !== 'string' || value.length > 30) continue;
    const { sender, partyKey } = meaning(key);
    if (!(sender || partyKey) || partyOf(value) !== 'other') continue;
    // In the writer's object (`sender: {type: "agent"}`), its kind says whose the turn above it is.
    const above = container.length > 0 ? container[container.length - 1] : undefined;
    if (typeof above === 'string' && meaning(above).sender) theirs.add(pathOf(container.slice(0, -1)));
    else if (isWriterKey(key)) theirs.add(pathOf(container));
  }
  return (container) => theirs.size > 0 && theirs.has(pathOf(container));
}
const pathOf = (container: Tokens) => container.join('\u0000');
