/**
 * An ad click's id, as data (docs/api.md §2.4): the ad platform's, for its conversions (`gclid`, `fbclid`, `msclkid`, a
 * WhatsApp ad's `ctwa_clid`), never the person's words; read as noise (vocabulary-notes.ts NOISE_LABELS).
 */
export const CLICK_ID_LABELS = [
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'ttclid',
  'twclid',
  'yclid',
  'ctwa clid',
  'click id',
];
