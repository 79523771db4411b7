import { contactFeatures, isLeadName, isOther, type NameRanked } from './ranked.ts';
import { isPhrase, namesOrganisation } from './shapes.ts';
import { featuresAt, type Features } from './score.ts';

// A name candidate's standing and its features (weights.ts NAME_WEIGHTS), as choose-name.ts ranks them.

/**
 * How a name candidate stands: its steps from the chosen contact; whether it shares that contact's
 * key prefix in the same object (`billing_first_name` beside `billing_phone`); whether it is a bare
 * `name` beside a person's qualified name (`contact_name`): then it is a record's title.
 */
export type NameCandidate = NameRanked & {
  away: number;
  shares: number;
  bare: boolean;
  title: boolean;
  own: boolean;
  shown: boolean; // a name a profile shows (`display_name`) that the chosen address does not carry
  spelled: boolean; // the chosen address spells it whole (`emma.clarke@` of `Emma Clarke`)
};

// Someone else's name counts as such only away from the chosen contact (beside it, the contact was chosen there because the
// lead has no other: it is that person's name); but a business's card's (prefix-cards.ts) anywhere.
const isOtherAway = (candidate: NameCandidate) =>
  (candidate.away > 0 || candidate.businessCard === true) && isOther(candidate);

// Each name feature's place in a candidate's vector (score.ts), read once at load.
const [
  OTHER_AWAY,
  LEAD_NAME,
  PERSONS_OWN,
  ANSWERED_BESIDE,
  AWAY,
  NEAR_CONTACT,
  SHARES_PREFIX,
  SHARES_CONTACTS,
  BARE_BESIDE_QUALIFIED,
  BARE_AWAY,
  FULL_NAME,
  ORGANISATION,
  SHOWN_NAME,
  PHRASE_NAME,
  SPELLED,
] = featuresAt(
  'otherAway',
  'leadName',
  'personsOwnName',
  'answeredBeside',
  'away',
  'nearContact',
  'sharesPrefix',
  'sharesContacts',
  'bareBesideQualified',
  'bareAway',
  'fullName',
  'organisationName',
  'shownName',
  'phraseName',
  'spelledByAddress',
);

/** A name's features (weights.ts NAME_WEIGHTS): where it stands to the chosen contact, then a contact's. */
export function nameFeatures(candidate: NameCandidate): Features {
  const features = contactFeatures(candidate);
  features[OTHER_AWAY] = Number(isOtherAway(candidate));
  features[LEAD_NAME] = Number(isLeadName(candidate));
  features[PERSONS_OWN] = Number(candidate.own);
  features[ANSWERED_BESIDE] = Number(candidate.reading.labelled && candidate.away === 0);
  features[AWAY] = candidate.away;
  features[NEAR_CONTACT] = Number(candidate.away === 0);
  features[SHARES_PREFIX] = Number(candidate.shares > 0);
  features[SHARES_CONTACTS] = Number(candidate.shares === 2);
  features[BARE_BESIDE_QUALIFIED] = Number(candidate.bare);
  features[BARE_AWAY] = Number(candidate.title);
  features[FULL_NAME] = Number(candidate.role === 'name');
  features[ORGANISATION] = Number(namesOrganisation(candidate.reading.value));
  features[SHOWN_NAME] = Number(candidate.shown);
  features[PHRASE_NAME] = Number(isPhrase(candidate.reading.value));
  features[SPELLED] = Number(candidate.spelled);
  return features;
}
