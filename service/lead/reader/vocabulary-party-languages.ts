/**
 * A party's words in more languages, as data (docs/api.md §2.4), spread into the lists whose concept they share
 * (vocabulary-staff.ts OTHER_PARTIES, vocabulary-lead-parties.ts LEAD_PARTIES). As a label's words fold them: lowercase,
 * marks dropped (`ιδιοκτήτης` → `ιδιοκτητης`, `ügyfél` → `ugyfel`).
 */

/** An owner, a broker, a seller or an advertiser (Greek, Czech, Polish, Hungarian, Romanian, Turkish, Persian, Malay, Swahili, Tagalog): a listing's or a shop's side. */
export const OTHER_PARTY_WORDS_MORE = [
  'ιδιοκτητης',
  'majitel',
  'makler',
  'prodejce',
  'inzerent',
  'wlasciciel',
  'posrednik',
  'sprzedawca',
  'ogloszeniodawca',
  'tulajdonos',
  'elado',
  'hirdeto',
  'proprietar',
  'vanzator',
  'emlakci',
  'مالک',
  'مشاور',
  'فروشنده',
  'pemilik',
  'ejen',
  'penjual',
  'mmiliki',
  'wakala',
  'muuzaji',
  'ahente', // Tagalog: an agent
];

/** A customer, an enquirer, a buyer or an applicant (Czech, Slovak, Hungarian, Romanian, Persian, Malay, Swahili, Tagalog). */
export const LEAD_PARTY_WORDS_MORE = [
  // The one referred, the lead of a referral form (`被推荐人电话`: not the referrer's, 推荐人, GLUED_OTHER_WORDS).
  '被推荐人',
  '被推薦人',
  '被介绍人',
  '被介紹人',
  '被紹介者',
  'zajemce',
  'zaujemca',
  'ugyfel',
  'erdeklodo',
  'vevo',
  'cumparator',
  'مشتری',
  'متقاضی',
  'pemohon',
  'mteja',
  'mnunuzi',
  'kliyente',
  'mamimili',
];
