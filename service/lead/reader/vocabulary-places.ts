/**
 * A place's parts (an address, its street, city, postcode, region, country; opening hours; a map or
 * website): with another kind of contact beside them in one object that is not the person's, that
 * object is someone's record (another-records.ts). Matched on any word of the key.
 */
export const PLACE_WORDS = [
  'address',
  'addr',
  'street',
  'city',
  'town',
  'zip',
  'zipcode',
  'postcode',
  'postal',
  'province',
  'region',
  'suburb',
  'district',
  'hours',
  'website',
  'adresse',
  'strasse',
  'straße',
  'stadt',
  'plz',
  'dirección',
  'direccion',
  'calle',
  'ciudad',
  'endereço',
  'endereco',
  'cidade',
  'cep',
  'indirizzo',
  'città',
  'adres',
  'miasto',
  'ulica',
  'адрес',
  'город',
  'улица',
  '住所',
  '地址',
  'ที่อยู่',
  'כתובת',
  'पता',
  // An address's word in more scripts and languages: Korean, Arabic, Persian, Bengali, Tamil, Nepali, Marathi, Ukrainian,
  // Greek, Czech, Swedish, Dutch, Romanian, Malay and Indonesian, Swahili, Finnish.
  '주소',
  '도로명주소',
  'عنوان',
  'آدرس',
  'نشانی',
  'ঠিকানা',
  'முகவரி',
  'ठेगाना',
  'पत्ता',
  'адреса',
  'місто',
  'διεύθυνση',
  'adresa',
  'ulice',
  'město',
  'adress',
  'gatuadress',
  'postnummer',
  'straat',
  'woonplaats',
  'adresă',
  'oraș',
  'alamat',
  'anwani',
  'osoite',
];

/** A place's part written in two words (Vietnamese `dia_chi`, địa chỉ: an address; `thanh pho`, a city; `buu chinh`, postal): matched on a pair of the key's words. */
export const PLACE_PAIRS = ['dia chi', 'thanh pho', 'quan huyen', 'tinh thanh', 'buu chinh'];

/**
 * A region's word that also names where a record stands (`state`, `estado`): the person's region when its value is a
 * region's name or code (`TX`, `Texas`, `SP`), beside them. Alone, or after a word naming whose address it is.
 */
export const REGION_WORDS = ['state', 'estado', 'etat', 'état'];
export const REGION_QUALIFIERS = ['billing', 'shipping', 'mailing', 'home', 'address', 'residence', 'residential'];

/** What a place's number is of (`house_number`, `plot_no`, `lot_number`): a place's part, no record's number. */
export const ADDRESS_NUMBER_WORDS = [
  'house',
  'building',
  'plot',
  'lot',
  'unit',
  'apt',
  'apartment',
  'suite',
  'door',
  'po',
  'box',
  'haus',
  'casa',
  'lote',
];
