/** The terms of a first and a last name's labels, as data (docs/api.md §2.4), written as vocabulary.ts says. */

/** Terms for a first name. */
export const FIRST_NAME_TERMS = [
  'first name',
  'firstname',
  'fname',
  'given name',
  'givenname',
  'forename',
  'first',
  'vorname',
  'vornamen', // declined after a preposition (`Wie heißt du mit Vornamen?`)
  'prenom',
  'primer nombre',
  'primeiro nome',
  'nome proprio',
  'voornaam',
  'roepnaam',
  // A payer's initials, as Dutch payment forms ask before the last name (`S.`, or the first name written out).
  'initials',
  'voorletters',
  'imie',
  'isim',
  'fornamn',
  'jmeno',
  'krestni jmeno',
  'meno', // Slovak
  'krstne meno',
  'prenume',
  '名',
  'etunimi',
  'eesnimi', // Estonian
  'fornavn',
  'keresztnev',
  'nama depan',
  'ime',
  'собствено име',
  'الاسم الاول',
  'mei', // Japanese forms' given name written in romaji (`sei`, `mei`)
  'שם פרטי',
  'पहला नाम',
  'ชื่อจริง',
  'სახელი',
  'անուն',
];

/** Terms for a last name. */
export const LAST_NAME_TERMS = [
  'last name',
  'lastname',
  'lname',
  'surname',
  'family name',
  'familyname',
  'last',
  'nachname',
  'nachnamen',
  'familienname',
  'nom',
  'nom de famille',
  'apellido',
  'apellidos',
  'abizena', // Basque: a surname, and the two a person writes
  'abizenak',
  'sobrenome',
  'ultimo nome',
  'cognome',
  'achternaam',
  'tussenvoegsel', // the particle of a Dutch surname (`van der`), sent apart: read as part of the last name, before it
  'tussenvoegsels',
  'nazwisko',
  'perenimi', // Estonian; Latvian `uzvārds`
  'uzvards',
  'soyad',
  'soyadi',
  'soyisim',
  'sname', // a surname abbreviated (`bill_sname`)
  'efternamn',
  'prijmeni',
  'priezvisko',
  'nume de familie',
  'nume',
  '姓',
  'фамилия',
  'прізвище',
  'sukunimi',
  'efternavn',
  'etternavn',
  'vezeteknev',
  'επωνυμο',
  'nama belakang',
  'apelyido', // Tagalog
  'prezime',
  'priimek', // Slovene
  '성',
  'اسم العائلة',
  'sei', // Japanese forms' family name written in romaji
  'שם משפחה',
  'उपनाम',
  'कुलनाम',
  'आडनाव',
  'นามสกุล',
  'نام خانوادگی',
  'გვარი',
  'ազգանուն',
];
