/**
 * What keys and labels mean, as data (docs/api.md §2.4). Every term is written as labels read
 * once normalised (label-words.ts): lower case, accents dropped, camelCase and every separator a space,
 * leading filler ("what is your", "ihre", "votre") removed. English, German, French, Spanish,
 * Portuguese, Italian and Dutch; the contact terms also in Polish, Turkish, Swedish, Czech,
 * Romanian, Japanese and Chinese, and the commonest ones in Russian, Ukrainian, Finnish, Danish,
 * Norwegian, Hungarian, Greek, Indonesian, Vietnamese, Croatian, Korean, Arabic, Hebrew, Hindi,
 * Marathi and Thai (written as their
 * labels read with accents dropped: "imię" is "imie"; label-words.ts drops them from terms too).
 */

import { EMAIL_TERMS } from './vocabulary-emails.ts';
import { NAME_TERMS } from './vocabulary-names.ts';
import { FIRST_NAME_TERMS, LAST_NAME_TERMS } from './vocabulary-name-terms.ts';
import { PHONE_TERMS } from './vocabulary-phones.ts';

export type Role = 'name' | 'firstName' | 'lastName' | 'phone' | 'email';

/** A name's role: the whole name or one of its parts. */
export const isNameRole = (role: Role | null): role is 'name' | 'firstName' | 'lastName' =>
  role === 'name' || role === 'firstName' || role === 'lastName';

export const ROLE_TERMS: Record<Role, string[]> = {
  name: NAME_TERMS,
  firstName: FIRST_NAME_TERMS,
  lastName: LAST_NAME_TERMS,
  phone: PHONE_TERMS,
  email: EMAIL_TERMS,
};

/** Leading words that only ask ("What's your", "Bitte geben Sie Ihre"): dropped before matching. */
export const FILLER = [
  'what is your',
  'what s your',
  'whats your',
  'what is the',
  'please enter your',
  'please enter',
  'please provide your',
  'enter your',
  'please',
  'your',
  'you',
  'my',
  'the',
  'a',
  'bitte geben sie ihre',
  'bitte geben sie ihren',
  'bitte',
  'ihre',
  'ihr',
  'ihren',
  'deine',
  'dein',
  'wie lautet ihre',
  'wie lautet ihr',
  'quel est votre',
  'quelle est votre',
  'votre',
  'vos',
  'ton',
  'ta',
  'cual es tu',
  'cual es su',
  'tu',
  'su',
  'qual e o seu',
  'qual e a sua',
  'qual o seu',
  'qual a sua',
  'seu',
  'sua',
  'o seu',
  'a sua',
  'qual e il tuo',
  'qual e la tua',
  'il tuo',
  'la tua',
  'il suo',
  'la sua',
  'tuo',
  'tua',
  'wat is je',
  'wat is uw',
  'uw',
  'je',
  'jouw',
  'podaj',
  'podaj swoj',
  'podaj swoje',
  'twoj',
  'twoje',
  'twoja',
  'prosze podac',
  'wpisz',
  'ange',
  'ditt',
  'din',
  'vase',
  'vas',
  'lutfen',
  'ваше',
  'ваш',
  'ваша',
  'укажите',
  'введите',
  'dit',
  'sinun',
  'masukkan',
];
