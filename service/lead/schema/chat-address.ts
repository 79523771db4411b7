// A messaging app's address (WhatsApp's `<digits>@c.us`, a group's `@g.us`): the lead's schema
// refuses it as an email, and the reader reads a person's as a phone.

// A chat address of one person (`<digits>@c.us`, `<digits>@s.whatsapp.net`, a device suffix `:12` allowed); a group's is not one.
const CHAT_ADDRESS = /^(\d{7,15})(?::\d{1,3})?@(?:c\.us|s\.whatsapp\.net)$/i;

// A messaging app's address (a person's, a group's, a broadcast list's): never a mailbox.
const CHAT_DOMAIN = /@(?:c\.us|g\.us|s\.whatsapp\.net|lid|broadcast)$/i;
export const isChatAddress = (text: string) => {
  // Cheap look first: every such domain ends in "s", "t" or "d" (`c.us`, `.net`, `lid`); most addresses end otherwise.
  const last = text.charCodeAt(text.length - 1) | 32;
  return (last === 115 || last === 116 || last === 100) && CHAT_DOMAIN.test(text);
};

/** The digits of a messaging app's address of one person, or null: such an address is a phone, never an email. */
export function chatAddressDigits(text: string): string | null {
  if (text.length > 40) return null;
  return CHAT_ADDRESS.exec(text.trim())?.[1] ?? null;
}
