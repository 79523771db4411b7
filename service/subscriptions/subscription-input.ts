import Joi from 'joi';
import { validationFailed } from '../http/errors.ts';
import { OUTBOUND_EVENT_TYPES, type OutboundEventType } from '../store/outbound-records.ts';

const url = Joi.string()
  .trim()
  .max(2000)
  .uri({ scheme: ['https'] })
  .messages({
    '*': 'url must be an https:// URL such as https://crm.example.com/hooks/leads',
    'any.required': 'url is required: the https:// address the events are sent to',
  });

const events = Joi.array()
  .items(Joi.string().valid(...OUTBOUND_EVENT_TYPES))
  .min(1)
  .unique()
  .messages({ '*': `events must be a list of one or more of ${OUTBOUND_EVENT_TYPES.join(', ')}` });

const sourceIds = Joi.array()
  .items(Joi.string().max(100))
  .max(100)
  .unique()
  .allow(null)
  .messages({ '*': 'sourceIds must be a list of lead source ids, or null for every source' });

const enabled = Joi.boolean().messages({ '*': 'enabled must be true or false' });

const createSchema = Joi.object({ url: url.required(), events, sourceIds, enabled }).unknown(true);
const patchSchema = Joi.object({ url, events, sourceIds, enabled }).unknown(true);

export interface SubscriptionInput {
  url?: string;
  events?: OutboundEventType[];
  sourceIds?: string[] | null;
  enabled?: boolean;
}

export const readNewSubscription = (body: Record<string, unknown>) =>
  validate(createSchema, body) as SubscriptionInput & { url: string };

export const readSubscriptionPatch = (body: Record<string, unknown>) => validate(patchSchema, body);

function validate(schema: Joi.ObjectSchema, body: Record<string, unknown>): SubscriptionInput {
  const { value, error } = schema.validate(body, { abortEarly: false });
  if (error) throw validationFailed(error.details.map((d) => ({ field: String(d.path[0]), message: d.message })));
  // An empty list of sources would mean no lead ever: it is read as every source.
  const { url: target, events: types, sourceIds: ids, enabled: on } = value as SubscriptionInput;
  return {
    ...(target !== undefined ? { url: target } : {}),
    ...(types !== undefined ? { events: types } : {}),
    ...(ids !== undefined ? { sourceIds: ids && ids.length > 0 ? ids : null } : {}),
    ...(on !== undefined ? { enabled: on } : {}),
  };
}
