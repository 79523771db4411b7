/** A card payment's own values by their label (`last4`, `authCode`, `CardIssuingBank`): the payment tool's (vocabulary-notes.ts NOISE_LABELS). */
export const CARD_LABELS = [
  // A card's last digits (`last_four`, `last4`).
  'last four',
  'last 4',
  'last4',
  // A card payment's approval by its issuer (`authCode`, `approval_code`).
  'auth code',
  'approval code',
  'authorization code',
  'authorisation code',
  // The bank that issued the payer's card (`card_issuer`, `CardIssuingBank`; a bare `issuer` may be a person's answer:
  // which card a debt is on).
  'card issuer',
  'issuer bank',
  'issuing bank',
  'card issuing bank',
];
