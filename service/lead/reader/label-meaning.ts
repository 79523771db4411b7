import type { KeyRole } from './key-roles.ts';
import type { Role } from './vocabulary.ts';

/** What a key or label says, once: its words, the role it asks for and how exactly, whether it is context or noise. */
export interface LabelMeaning {
  /** The label's words: "What's your E-Mail-Adresse?" → "e mail adresse". */
  words: string;
  role: Role | null;
  /**
   * 1: the label is a term ("Phone number"); 1.5: a term with a person's qualifier (`customer_phone`,
   * `nome_cliente`); 2: it holds one ("Best phone number to reach you").
   */
  tier: 1 | 1.5 | 2;
  /** The words before the term (`billing` of `billing_first_name`, `cliente` of `nome_cliente`): values sharing it belong together. */
  prefix: string;
  /** A phone or email qualified by a thing or the business's side (`store_email`, `agent_phone`): someone else's. */
  thing: boolean;
  /** The key says who its object is (`type`, `role`): its value tells the person from the business's side. */
  partyKey: boolean;
  /** A label naming who sent a message (`from`, `sender`, `wa_id`): digits under it may be an international number. */
  sender: boolean;
  /** A part of a phone number (`country_code`, `ddd`): joined with the number beside it, never a phone alone. */
  phonePart: 'country' | 'area' | null;
  /** A mail's header: 2 one of a relay's only (`DKIM`, `Mime-Version`), 1 a word of a form too (`received`, `spf`), else 0. */
  mail: 0 | 1 | 2;
  /** phonePart or partyKey: one flag for the walk's look at every key. */
  partOrParty: boolean;
  /** The label the notes show for context (`formName` → "form", "" for the label as sent), or null when it is not context. */
  context: string | null;
  noise: boolean;
  /** A link under this label is a page the person was on or their site, not a tool's resource. */
  linkKept: boolean;
  formMarker: boolean;
  /** The key names someone other than the lead (`organizer`, `hosts`, `posted_by`). */
  otherParty: boolean;
  /** The key names someone else only as a tool's user or account (`user`, `account`): sometimes the lead, so before staff. */
  toolUser: boolean;
  /** The key names the lead (`contact`, `candidate`, `kunde`) and no one else. */
  leadParty: boolean;
  /** The key names who handles or owns the record (`assignee`, `owner`): staff, even typed `user`. */
  handler: boolean;
  /** The key names a country (`country`, `country_code`): an ISO code under it says where a national phone number is read. */
  country: boolean;
  /** A field word's trailing number (`phone2`, `Phone Number 3`): lower numbers first; 0 when none. */
  ordinal: number;
  /**
   * Half of a numbered label/value key pair (`extra07_name` + `extra07_value`, `field_3_label` +
   * `field_3_value`): which half, and the words both halves share. Null for any other key.
   */
  pair: { side: 'label' | 'value'; stem: string } | null;
  /** The key whose code this one's value may show (`statuscodename` → `statuscode`: SHOWN_NAME_ENDINGS), or null. */
  shownOf: string | null;
  /** A label naming who a message went to (`to`, `recipient`): the business's own address or number. */
  recipient: boolean;
  /** A label of an identifier (`message_id`, `In-Reply-To`, `thread_ref`): its value is never a contact by its shape. */
  identifier: boolean;
  /** A question-numbered key (`q4_email`, Jotform): the tool's other keys beside it are bookkeeping. */
  numbered: boolean;
  /** A key naming only a place (`value1`, `field_2`, `col4`): its value is read by its shape (unlabelled.ts). */
  positional: boolean;
  /** A word names a thing that is no person (`Workflow Name`, `Nom du webinaire`): a text under it is that thing's. */
  namesThing: boolean;
  /** The key names a thing's holder (`CardHolderName`, `card_owner_email`): a person, the payer, whose name leaves a bare `name` beside it the person's. */
  held: boolean;
  /** The key ends in a numbered field's word (`merchant_param1`, `store custom 2`): a field someone defined, not whose value it is. */
  numberedField: boolean;
  /** What the label says as a key of a wrapper (items.ts): found with the rest, so a wrapper's keys cost one look-up each. */
  asKey: KeyRole;
  /** What its words say of a value's role, read with the value's shape (vocabulary-roles.ts). */
  roleWords: RoleWords;
  /** What the label is by its characters (label-key-shape.ts), read once per label. */
  keyShape: number;
  /** What it says as one of an object's keys (label-key-bits.ts), read once per label. */
  keyBits: number;
}

/** The words of a key that speak for a value's role (vocabulary-roles.ts names each list). */
export interface RoleWords {
  systemTime: boolean;
  event: boolean;
  /** An event's word after a word naming a thing, not the tool's record (`property_type`, `marital_status`): a written word under it is an answer. */
  thingKind: boolean;
  money: boolean;
  /** A price's word alone (`price`, `cost`: LEAD_PRICE_WORDS): in the lead's record, what the lead cost. */
  barePrice: boolean;
  /** Two words, a cost's and one naming a platform's service (`call_cost`, `cost_breakdown`): a number there is the tool's money. */
  toolCost: boolean;
  counter: boolean;
  /** Of the counters, what only the tool counts (`duration`, `version`: TOOL_COUNT_STEMS): typed as text too. */
  toolCount: boolean;
  /** A recogniser's certainty (`lexConfidence`): a fraction there is the tool's. */
  measure: boolean;
  recordNumber: boolean;
  /** The key ends in a record number's word and names no place (`id_order`, not `street_number`, `num_employees`). */
  numberLast: boolean;
  staff: boolean;
  consent: boolean;
  /** After a consent's word, its text as the form showed it (`tcpa_text`, `TCPA_Language`): CONSENT_TEXT_ENDS. */
  consentText: boolean;
  /** A place's part (`address`, `city`, `zip`, `hours`): PLACE_WORDS. */
  place: boolean;
  /** A region's word that also names a record's state (`state`, `billing_state`, `estado`: REGION_WORDS). */
  region: boolean;
  /** What the person asks about (`listing`, `vehicle`: ASKED_THINGS): a record under it is context but its contact. */
  asked: boolean;
  /** What a person counts or their own money (`guests`, `bedrooms`, `budget`: PERSON_COUNT_WORDS, OWN_MONEY_WORDS). */
  personsAmount: boolean;
  /** Names something the person tells about themselves (`income`, `pets`, `homeowner`: PERSONAL_WORDS), no staff's. */
  personal: boolean;
  /** Names a person's number on an official register (`RUT`, `CPF`, `Social Security Number`: IDENTITY_NUMBER_LABELS). */
  identityNumber: boolean;
  /** Its last word names a section of a form's information (`loanInformation`, `housing_details`: SECTION_WORDS). */
  section: boolean;
  /** Its last word owns a tool's events or records (`message`, `call`, `lead`: EVENT_QUALIFIERS): their `type` is the tool's. */
  eventOwner: boolean;
  /** Names someone close to the lead (`partners`, `parents`: CLOSE_PEOPLE): a list of theirs holds people's names. */
  close: boolean;
  /** A reply or a submission (`response_json`, `answers`): a JSON text under it holds the person's answers. */
  reply: boolean;
  /** The business's side of a sale (`store_name`, `subaccount`): its values are the business's own. */
  business: boolean;
  /** A form's or a page's own text, its key made of FORM_TEXT_WORDS and FORM_OWNER_WORDS alone (`description`, `form_intro`). */
  formText: boolean;
  /** Names a form, a survey or a page (FORM_OWNER_WORDS). */
  formOwner: boolean;
  /**
   * Names a part of a tool the business set up, or that part's own name or label (`widget`, `bot_name`, `popup_title`:
   * TOOL_PART_WORDS; a generic `name` takes its part's key): the part's own texts are its setup.
   */
  partName: boolean;
  /** Names a part of the business's phone or messaging setup alone (`channel`, NAMED_PART_WORDS): a `name` under it is the setup's. */
  namedPart: boolean;
  /** Says what a tool's part holds of its own setup (`title`, `welcome_message`, `position`: PART_SETUP_WORDS, FORM_TEXT_WORDS). */
  partSetup: boolean;
  /** Names a part that speaks for the business alone (`assistant`, `bot`: SPEAKING_PART_WORDS): what it says is its setup. */
  speaks: boolean;
  /** Names a line a speaking part opens or closes with (`firstMessage`, `endCallMessage`: SPOKEN_COPY_OPENERS, _ENDS). */
  spoken: boolean;
  /** A preference's word or one addressing someone (`preferred`, `Wunsch`, `for`, `message to`: PREFERENCE_WORDS, ADDRESSED_WORDS). */
  preference: boolean;
  /** Its last word is a charge's (`Convenience fee`, `GST`: CHARGE_WORDS). */
  charge: boolean;
  /** Its last word names a code's text, after a word or more (`response_message`: CODE_TEXT_WORDS, code-messages.ts). */
  codeText: boolean;
  /** Its last word names a choice's code, after a word or more (`xr7ds-value`: CODE_TWIN_WORDS, code-twins.ts). */
  codeTwin: boolean;
  /** Names a fault a tool reports (`error`, `err_code`: FAULT_WORDS). */
  fault: boolean;
  /** Names a list of a tool's own log entries (`log`, `history`, `activities`: TOOL_RECORD_WORDS), a key of that word alone. */
  toolRecord: boolean;
  /** A note's word after one word naming whose it is (`customer_note`, `business_note`: party-notes.ts). */
  partyNote: boolean;
  /** Names a campaign (`utm_campaign`: CAMPAIGN_WORDS), not its staff (`campaign_manager`): its value is a marketer's name for it. */
  campaign: boolean;
  /** Its last word a campaign's part a message's key shares (`content`: SHARED_CAMPAIGN_PARTS): a sentence there is words. */
  sharedPart: boolean;
  /** `by` after a record's keeping participle (`answered_by`, `SoldByName`: ACTOR_PARTICIPLES): names who acted on the record. */
  actor: boolean;
}
