/**
 * NOT_A_PERSON's words in scripts other than Latin (vocabulary-not-a-person.ts), written as vocabulary.ts says: a
 * business's or a thing's name, as forms in those scripts ask for it.
 */
export const NOT_A_PERSON_IN_SCRIPTS = [
  // Hebrew, Hindi, Persian: "the business's name" written as two words.
  'העסק',
  'עסק',
  'החברה',
  'חברה',
  'המוצר',
  'कंपनी',
  'व्यवसाय',
  'दुकान',
  'شرکت',
  'کسب و کار',
  // Thai, written without spaces (`ชื่อบริษัท`, company name; `ชื่อร้าน`, shop name): found inside the key (terms.ts).
  'บริษัท',
  'ร้าน',
  'สินค้า',
  'โครงการ',
  'คอร์ส',
  'โรงเรียน',
  'คลินิก',
  'โรงแรม',
  'สาขา',
  'เพจ',
  'แพ็กเกจ',
  'บริการ', // a service (`ชื่อบริการ`, the service's name)
  'คลาส', // a class
];
