/** Words of a tool's events, kinds and statuses in keys, as data (docs/api.md §2.4): read with the role words (label-role-words.ts). */

/** A key's last word naming what happened, what a record is or where it stands (`event_type`, `topic`, `status`): with one token as its value, system. */
export const EVENT_WORDS = [
  'event',
  'events',
  'topic',
  'trigger',
  'action',
  'kind',
  'object',
  'hook',
  'webhook',
  'type',
  'entity',
  'status',
  'state',
  'estado',
  'situacao',
  'ereignis',
  'evento',
  'evenement',
  'tipo',
  // A call's side and why it ended (`direction: inbound`, `hangup_cause: NORMAL_CLEARING`), how it ended
  // (`result: answered`, `call_outcome: no-answer`) and the queue it waited in (`queue: Sales-EN`).
  'direction',
  'cause',
  'result',
  'outcome',
  'queue',
];

/**
 * Words before an event's, a kind's or a status's word naming the tool's record or event (`event_type`, `lead_status`,
 * `call_direction`, `hangup_cause`): the key is the tool's whatever its value. Before any other word (`property_type`,
 * `marital_status`), a written word is the person's answer (`Condo`, `Married`) and only a code the tool's (`paid_in_full`).
 */
export const EVENT_QUALIFIERS = [
  'event',
  'events',
  'object',
  'entity',
  'record',
  'resource',
  'field',
  'content',
  'notification',
  'message',
  'msg',
  'call',
  'hangup',
  'dial',
  'source',
  'lead',
  'webhook',
  'hook',
  'trigger',
  'action',
  'request',
  'response',
  'payload',
  'form',
  'submission',
  'page',
  'user',
  'account',
  'deal',
  'ticket',
  'order',
  'transaction',
  'payment',
  'value',
  'subscription',
  'channel',
  'conversation',
  'chat',
  'session',
  'device',
  'platform',
  'api',
  'data',
  'mime',
  'media',
  'file',
  'attachment',
  'document',
  'activity',
  'task',
  'campaign',
  'ad',
  'integration',
  'app',
  'sync',
  'delivery',
  'email',
  'sms',
  'mail',
  'entry',
  'item',
  'input',
  'element',
  'question',
  'answer',
  'widget',
  'block',
  'node',
  'step',
  'flow',
  'bot',
  'system',
  'status',
  'state',
  'type',
  'kind',
  // Who a turn or a record is by (`sender_type: visitor`, `author_type`): the tool's marker of a side.
  'sender',
  'author',
  'actor',
  'participant',
  'owner',
  'creator',
  'party',
  'member',
  'agent',
  'speaker',
  'from',
  'origin',
];

/**
 * A question a form titles by one word of a kind or an event (`{question: "Tipo", answer: "Apartamento"}`, `Event:
 * Wedding`): answered with a written word, the person's choice (thing-kinds.ts isAskedKind). Not a call's direction,
 * result or queue, nor a trigger's, an action's or an entity's word: under those a word is the tool's.
 */
export const ASKED_KIND_WORDS = ['type', 'kind', 'tipo', 'typ', 'event', 'evento', 'evenement', 'ereignis'];

/**
 * What a tool's record, event or widget is (`{label: "Type", value: "Lead"}`, `Kind: Webhook`, `Type: Popup`, `Event:
 * Created`), beside a call's direction and a tool's outcome: under a question titled by a kind's word, still the tool's.
 * Not a word a person picks there (`Buyer`, `Party`, `Delivery`, `New`, `Subscription`, `Embedded`, `Test`).
 */
export const RECORD_KIND_VALUES = [
  'lead',
  'contact',
  'prospect',
  'visitor',
  'opportunity',
  'webhook',
  'integration',
  'popup',
  'pop-up',
  'modal',
  'slide-in',
  'flyout',
  'created',
  'updated',
  'deleted',
  'submitted',
  'converted',
  'assigned',
  'voicemail',
  'missed',
  'answered',
];

/** A last word naming which one (`event_name`, `topic_id`): after an event's word, the key is still the event's. */
export const EVENT_NAME_WORDS = ['name', 'id', 'code', 'key', 'slug'];

/**
 * A tool's nouns ending words glued in PascalCase (`BookInspectionIntent`, `ContactFlowEvent`, `PestBookingsQueue`):
 * such a value is the tool's name for a thing, no person's words (machine-shapes.ts isGluedWords).
 */
export const GLUED_TOOL_NOUNS = [
  'intent',
  'event',
  'queue',
  'flow',
  'action',
  'handler',
  'request',
  'response',
  'trigger',
  'callback',
  'webhook',
  'hook',
  'step',
  'node',
  'task',
  'job',
  'status',
  'state',
  'input',
  'outcome',
  'result',
];

/**
 * A key over a list of a tool's own entries of what happened (`log.history: [{type, message, time}]`, `activities:
 * [{created, status, remarks}]`): an entry there holding a time's and an event's key is the tool's (tool-records.ts). A
 * key of these words alone, and the entries' shape too: a clinic's `history: {diabetes: …}`, a tour's `activities:
 * [{name, date}]` and a bot's `history: [{question, answer}]` are the person's.
 */
export const TOOL_RECORD_WORDS = [
  'log',
  'logs',
  'history',
  'activities',
  'audit',
  'timeline',
  'changelog',
  'revisions',
];
