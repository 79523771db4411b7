// Bidirectional controls (embeddings, overrides, isolates, marks: U+202A-202E, U+2066-2069,
// U+200E, U+200F) make text display in another order than it was sent ("Trojan Source",
// CVE-2021-42574): a lead's `invoice.exe` can read as `exe.eciovni`. In what a sender wrote, each is
// shown as a visible mark instead; the stored value stays as sent.
const BIDI = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const mark = (control) => `⟨U+${control.codePointAt(0).toString(16).toUpperCase()}⟩`;

/** A sender's text as the page shows it: bidi controls as visible marks. Non-text values pass through. */
export const visible = (text) => (typeof text === 'string' ? text.replace(BIDI, mark) : text);
