/**
 * More terms for a phone number, as data (docs/api.md §2.4; read with vocabulary-phones.ts PHONE_TERMS): a phone and a
 * mobile as Croatian, Serbian, Bosnian and Slovene write them (`broj telefona`, `mobitel`, `mobilni`), and Slovak's
 * and Polish's adjective alone; Lithuanian's `telefonas`, `mobilusis`.
 */
export const PHONE_TERMS_MORE = [
  'broj telefona',
  'telefon broj',
  'mobilni telefon',
  'mobitel',
  'mobilni',
  'mobilny',
  'telefonas', // Lithuanian
  'mobilusis',
];
