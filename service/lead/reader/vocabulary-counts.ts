/**
 * Counts in a key (role-features.ts): the tool's counts, measures and durations, and what a person counts. One line
 * each on what it holds.
 */

/** A key counting or versioning the tool's records (`visits_count`, `versionNumber`): with a number, system. */
/** Of COUNTER_STEMS, what only the tool counts or measures: never a person's count, typed as text too. */
export const TOOL_COUNT_STEMS = [
  'attempt',
  'retries',
  'version',
  'statecode',
  'statuscode',
  'sequence',
  'revision',
  'billsec', // a call's billed seconds, and its seconds waiting
  'waitsec',
];
/** A recogniser's certainty or a model's score (`lexConfidence: "0.87"`, `conversion_score: "0.8731"`): the tool's as a fraction, a person's as a rating (`confidence: "8"`). */
export const MEASURE_STEMS = ['confidence', 'probability', 'score'];
export const COUNTER_STEMS = ['count', 'counter', 'duration', ...TOOL_COUNT_STEMS];
/**
 * How long a call ran, in the tool's seconds (`call_duration`, `talk_time`): a tool's count after these; a bare
 * `duration` or a session's may be a length the person chose (a massage's, a lesson's).
 */
export const CALL_DURATION_HEADS = ['call', 'talk', 'talking', 'ring', 'hold', 'wait', 'chat', 'billable'];
/**
 * What a person counts when they ask (`guest_count: 74`, `adults`, `bedroom_count`): beside them their answer, sent as a
 * number too; a key counting these is no tool's counter.
 */
export const PERSON_COUNT_WORDS = [
  'guest',
  'guests',
  'people',
  'person',
  'persons',
  'attendee',
  'attendees',
  'adult',
  'adults',
  'child',
  'children',
  'kid',
  'kids',
  'infant',
  'infants',
  'pax',
  'seat',
  'seats',
  'ticket',
  'tickets',
  'room',
  'rooms',
  'bedroom',
  'bedrooms',
  'bathroom',
  'bathrooms',
  'participant',
  'participants',
  'traveler',
  'travelers',
  'traveller',
  'travellers',
  'passenger',
  'passengers',
  'headcount',
  'pet',
  'pets',
  'vehicle',
  'vehicles',
];

/**
 * Counters glued on to a number in Korean, Chinese and Japanese (`2박`, `和室 2泊`, `大人2名`, `R석 2매`): a value counting
 * nights, people, items, tickets, times or minutes names what was booked or bought (shapes.ts namesThing). Not a number
 * naming one thing among others (`号`, `호`, `번`, `車`, `店`, `室`, `팀`: a driver's car, a branch, a room, a team) nor money.
 */
export const GLUED_COUNTERS = [
  ...['박', '명', '인', '개', '매', '장', '회', '분', '건', '일', '시간', '세', '살'], // Korean
  ...[
    '泊',
    '晚',
    '夜',
    '名',
    '人',
    '个',
    '個',
    '枚',
    '张',
    '張',
    '回',
    '次',
    '分',
    '件',
    '份',
    '日',
    '天',
    '时间',
    '時間',
    '歳',
    '岁',
  ],
  ...['ヶ月', 'か月', '箇所', '部屋'], // Japanese beyond the characters it shares
];
