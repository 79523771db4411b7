import type { HttpResponse, ZObject } from 'zapier-platform-core';
import { fitMessage } from './messages.js';
import { hostOf, withoutToken } from './webhook-url.js';

// What the service answers with 200 (docs/api.md); anything else is not taken as success.
export interface SourceCheck {
  status: 'ok';
  source: { id: string; name: string };
}

export interface StoredLead {
  id: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  notes: string;
  createdAt: string;
}

export type LeadAnswer = { status: 'created'; lead: StoredLead } | { status: 'duplicate'; matchedOn: string | null };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What came back, in words, for a message: a web page, something that is not JSON, or JSON of another shape. */
function describeBody(response: HttpResponse): string {
  const type = (response.getHeader('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'text/html' || /^\s*</.test(response.content ?? '')) return 'a web page';
  if (!isObject(response.data))
    return type ? `something that is not Lead Intake's JSON (${type})` : "something that is not Lead Intake's JSON";
  return typeof response.data.status === 'string'
    ? `JSON with status "${withoutToken(response.data.status, response.request.url).slice(0, 20)}"`
    : 'JSON without a status';
}

/** The GET check of a webhook URL: 200 {status: "ok", source: {id, name}}. */
export function readSourceCheck(z: ZObject, response: HttpResponse): SourceCheck {
  const data = response.data as unknown;
  if (
    isObject(data) &&
    data.status === 'ok' &&
    isObject(data.source) &&
    typeof data.source.id === 'string' &&
    typeof data.source.name === 'string'
  ) {
    return { status: 'ok', source: { id: data.source.id, name: data.source.name } };
  }
  throw new z.errors.Error(
    fitMessage(
      'Check that this is the Webhook URL from the Lead Sources page, or try again later:',
      `${hostOf(response.request.url)} answered HTTP ${response.status} with ${describeBody(response)} instead of Lead Intake's check (a proxy's maintenance page looks like this).`,
    ),
    'NotLeadIntake',
    response.status,
  );
}

/** The answer to a posted lead: created with the stored lead, or duplicate; nothing else is success. */
export function readLeadAnswer(z: ZObject, response: HttpResponse): LeadAnswer {
  const data = response.data as unknown;
  if (isObject(data) && data.status === 'created' && isObject(data.lead) && typeof data.lead.id === 'string') {
    return { status: 'created', lead: data.lead as unknown as StoredLead };
  }
  if (isObject(data) && data.status === 'duplicate') {
    return { status: 'duplicate', matchedOn: typeof data.matchedOn === 'string' ? data.matchedOn : null };
  }
  throw new z.errors.Error(
    fitMessage(
      'Replay this step once the webhook URL answers as Lead Intake; the lead may not be stored:',
      `${hostOf(response.request.url)} answered HTTP ${response.status} with ${describeBody(response)} instead of "created" or "duplicate".`,
    ),
    'NotLeadIntake',
    response.status,
  );
}
