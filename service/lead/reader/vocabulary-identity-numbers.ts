/**
 * Labels (whole, folded: lower case, accents dropped) of a person's number on an official register: a national
 * identity, tax or social security number a shop's, a clinic's or a lender's form asks for (`RUT`, `CPF`, `DNI`,
 * `PESEL`, `Social Security Number`). The agent needs none and reads none aloud: an identifier, in `fields` only
 * (vocabulary-notes.ts IDENTIFIER_LABELS). Two-letter abbreviations that are words too (`ci`, `rg`, `pan`) are not here.
 */
export const IDENTITY_NUMBER_LABELS = [
  'rut', // Chile
  'cpf', // Brazil, a person's; `cnpj`, a company's
  'cnpj',
  'dni', // Spain, Argentina, Peru
  'nie',
  'nif',
  'numero de documento',
  'documento de identidad',
  'numero de identificacion',
  'cedula',
  'cedula de identidad',
  'curp', // Mexico
  'rfc',
  'cuit', // Argentina
  'cuil',
  'pesel', // Poland
  'ssn', // United States
  'social security number',
  'social security no',
  'national id',
  'idnumber', // glued, and abbreviated, as CRMs and forms write it
  'id number',
  'id no',
  'identity number',
  'identity card number',
  'id card number',
  'national id number',
  'national insurance number',
  'nino',
  'aadhaar', // India
  'aadhaar number',
  'aadhar',
  'aadhar number',
  'आधार संख्या', // Aadhaar's number in Devanagari; PAN, the tax number
  'आधार नंबर',
  'पैन नंबर',
  'nric', // Singapore, Malaysia
  'tc kimlik no', // Türkiye
  'tc kimlik',
  'kimlik no',
  'codice fiscale', // Italy
  'bsn', // the Netherlands
  'personnummer', // Sweden
  'henkilotunnus', // Finland
  'cnp', // Romania
  'oib', // Croatia
  'egn', // Bulgaria
  'tfn', // Australia
  'steuer id',
  'steueridentifikationsnummer',
  'инн', // Russia: a tax number; СНИЛС, a pension one
  'снилс',
  'מספר זהות', // Israel: an identity number (תעודת זהות, its card)
  'תעודת זהות',
  'ת ז', // its abbreviation, ת.ז (folded: the dot a space)
  'תז',
  'teudat zehut',
  'کد ملی', // Iran: the national code
  'رقم الهوية', // Arabic: the identity number; Egypt's national number
  'رقم الهوية الوطنية',
  'الرقم القومي',
  'so cccd', // Viet Nam: the citizen's identity card (số CCCD), and the older CMND
  'cccd',
  'so cmnd',
  'cmnd',
  'nik', // Indonesia: the population number on the KTP card
  'no ktp',
  'nomor ktp',
  'เลขบัตรประชาชน', // Thailand: the national identity card's number
  'マイナンバー', // Japan
  '주민등록번호', // Korea
  '身份证号', // China
  '身份证号码',
];
