/**
 * Words naming a value's text as shown to people beside its code (`{name: "Bedrooms", value: "b3", string: "Three
 * bedrooms"}`, `display_value`, `formatted`), as data (docs/api.md §2.4): a key holding one of them first or last
 * (walk-wrappers.ts shownText).
 */
export const SHOWN_VALUE_WORDS = ['string', 'text', 'display', 'displayed', 'formatted', 'readable', 'pretty', 'human'];
