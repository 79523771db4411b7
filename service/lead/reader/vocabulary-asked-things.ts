/** What a person asks about, as data (docs/api.md §2.4): read with the role words (label-role-words.ts). */

/**
 * Keys naming what the person asks about (`listing: {address, rent, contactName, contactPhone}`): that record's place
 * and price are context for the agent, only its agent's contact someone else's (role-features.ts, weight `askedThing`).
 * Only words naming a thing on offer: a hotel's `property`, a `unit` or a `project` may be the business itself.
 */
export const ASKED_THINGS = [
  'listing',
  'listings',
  'vehicle',
  'vehicles',
  'car',
  'cars',
  'product',
  'products',
  'produto',
  'producto',
  'prodotto',
  'produit',
  'produkt',
  // A course the person enrols in (`curso: {id, nombre}`).
  'course',
  'curso',
  'corso',
  'cours',
  'kurs',
  'offer',
  'apartment',
  'apartments',
  'flat',
  'vacancy',
  'imovel',
  'inmueble',
  'vehiculo',
  'veiculo',
  'veicolo',
  'pojazd',
  'voiture',
  'immobilie',
  'realestate',
  'fahrzeug',
  'logement',
  'woning',
  'недвижимость',
  'נכס',
  'عقار',
  '物件',
  '房源',
  '매물',
  // A service requested by its own record (`service: {id, name}`, a marketplace's `서비스: {id, 이름}`).
  'service',
  'servicio',
  'servico',
  '서비스',
  'サービス',
];

/** The same in two words (`realEstate: {title, address, contact}`, a property portal's listing; not a probate's `estate`). */
export const ASKED_THING_PAIRS = ['real estate'];

/** What the person asks about that is their own, no agent's (`offer: {amount, contact}`: the price they offer): a contact under it stays theirs (walk-parties.ts). */
export const OWN_ASKED_THINGS = ['offer', 'offers'];
