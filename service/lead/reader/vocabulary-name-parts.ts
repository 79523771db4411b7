/** The parts of a name senders send apart, and the keys of a handle, as data (docs/api.md §2.4 step 4). */

/** The parts a name object (`{"first": "Ada", "last": "Tester"}`) may have, in the order they are joined. */
export const NAME_PARTS = [
  'prefix',
  'title',
  'first',
  'first name',
  'given',
  'given name',
  'middle',
  'middle name',
  'last',
  'last name',
  'family',
  'family name',
  'suffix',
];

/**
 * The parts of a name that are never the name alone (`name-1-prefix`, `contact_title`, `Anrede`,
 * `middle_name`): a name label ending in one holds no name of its own, so the first and last name
 * beside it make the name. A name object (`{"prefix", "first", "last"}`) still joins them (NAME_PARTS).
 */
export const NAME_EXTRA_PARTS = [
  'prefix',
  'title',
  'salutation',
  'honorific',
  'suffix',
  'middle',
  'middle name',
  'middle initial',
  'initial',
  'initials',
  'anrede',
  'titel',
  'civilite',
  'civility',
  'tratamiento',
  'titulo',
  'saudacao',
  'aanhef',
  'titolo',
  'appellativo',
];

/** A middle name or initial sent on its own key (`middlename`, `MiddleInitial`): joined between the first and last name beside it. */
export const MIDDLE_NAME_PARTS = ['middle name', 'middle initial', 'middle names'];

/**
 * Keys of a handle a person chose (`username`, `nickname`): no name term, as a handle is often no name
 * (`ines_88`); one written as a full name (`Camille Roux`) is the person's name, read by its shape.
 */
export const HANDLE_KEYS = ['username', 'user name', 'nickname', 'nick name', 'nick', 'handle'];

/** The words a surname's own key holds beside its place (`second_last_name`, `apellido_materno`): nothing naming another person. */
export const SURNAME_KEY_WORDS = [
  'last',
  'name',
  'surname',
  'apellido',
  'apellidos',
  'sobrenome',
  'family',
  'nachname',
];
/**
 * The words that tell a surname's place among two sent apart (`apellido_materno`, `segundoApellido`, `second_last_name`,
 * `sobrenome_materno`): a second surname with one of them joins the name (name-parts.ts secondSurnameOf).
 */
export const SURNAME_ORDER_WORDS = [
  'paterno',
  'materno',
  'paterna',
  'materna',
  'primer',
  'primero',
  'segundo',
  'segunda',
  'first',
  'second',
  'paternal',
  'maternal',
];
