/** The person's name as a conversation's speaker or a turn's writer may give it (turn-evidence.ts, transcript-lines.ts). */

/** Whether a value is the person's name, case and spaces at its ends aside. */
export const isPersonName = (value: string, personName: string | null) =>
  personName !== null && personName.trim().toLowerCase() === value.trim().toLowerCase();

/** The person's given name, lower case: their name's first word, when it is two characters or more. */
export function givenName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0]?.toLowerCase();
  return first !== undefined && first.length >= 2 ? first : null;
}
