/**
 * Words of a key naming something the person tells about themselves (`income`, `petsInHousehold`, `homeowner`,
 * `credit_rating`): beside their contact or in their record, the answer they gave, in whatever shape a tool sends it
 * (`YES`, `GOOD`, `OVER_3000_UPTO_4000`: role-features.ts `personalKey`).
 */
export const PERSONAL_WORDS = [
  'income',
  'salary',
  'earnings',
  'pet',
  'pets',
  'credit',
  'homeowner',
  'homeownership',
  'insured',
  'uninsured',
  'employment',
  'employed',
  'occupation',
  'household',
  'persons',
  'occupants',
  'smoker',
  'marital',
  'gender',
  'sex',
  'residence',
  'residency',
  'citizenship',
  'disability',
  'allergies',
  'medication',
];
