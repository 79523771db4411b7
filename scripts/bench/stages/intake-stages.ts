// The intake use case (intake.ts) and its steps, each alone: the store answers at once, so what
// is left is the main thread's own work on a lead between the route and the store.
import { Readable } from 'node:stream';
import { bodyFormatOf } from '../../../service/http/body/body-format.ts';
import { checkBodyShape, leadsOf } from '../../../service/http/body/body-shape.ts';
import { bodyText, parseBodyText, type BodyText, type ParsedValue } from '../../../service/http/body/parse-body.ts';
import { readBytes } from '../../../service/http/body/read-bytes.ts';
import { LeadEvents } from '../../../service/events/lead-events.ts';
import { createLogger } from '../../../service/logger.ts';
import type { AddLeadResult, NewLead } from '../../../service/store/lead-record.ts';
import type { LeadStore } from '../../../service/store/lead-store.ts';
import type { WebhookLookup } from '../../../service/store/source-record.ts';
import { readMappedFields } from '../../../service/lead/field-map/mapped-fields.ts';
import { createIntake } from '../../../service/webhook/intake.ts';
import { readLeadInput } from '../../../service/lead/lead-input.ts';
import { buildNotes } from '../../../service/lead/notes.ts';
import { choose } from '../../../service/lead/reader/choose.ts';
import { decodeJsonText } from '../../../service/webhook/json-text.ts';
import { notesEntries } from '../../../service/lead/reader/notes-lines.ts';
import { walkLead, type Walked } from '../../../service/lead/reader/walk.ts';
import { DailyQuota } from '../../../service/webhook/daily-quota.ts';
import { RateLimiter } from '../../../service/webhook/rate-limiter.ts';
import { ReadPool } from '../../../service/webhook/read-pool.ts';
import { TurnQueue } from '../../../service/http/turn-queue.ts';
import { KeyedGate } from '../../../service/http/keyed-gate.ts';
import { RefusalLog } from '../../../service/webhook/refusal-log.ts';
import { SourceMemory } from '../../../service/webhook/source-memory.ts';
import { isSecretKey, maskSecretValues, noSecrets } from '../../../service/webhook/secrets/secret-keys.ts';
import type { StageBody } from './bodies.ts';
import { cpuPerCall } from './cpu-timer.ts';
import { benchSource, CONTENT_TYPE, parsedLead, pipeline, TOKEN, webhookOf } from './lead-pipeline.ts';
import type { StageRow } from './stage-row.ts';

const CALLS = 4000;

const NOTHING_MAPPED = new Set<never>();
const BODY_LIMIT = 65536;

/** A store that stores nothing and answers at once: the intake's own CPU, without the write. */
const answeringStore = (webhook: WebhookLookup): LeadStore =>
  ({
    // Asked again when a body took a while to arrive (a loaded machine): the same source.
    findWebhook: async () => webhook,
    addLead: async (lead: NewLead): Promise<AddLeadResult> => ({
      status: 'created',
      lead: { ...lead, returns: 0, lastSeenAt: lead.createdAt, conflicts: [] },
    }),
    recordDelivery: async () => undefined,
  }) as unknown as LeadStore;

export async function intakeStages(body: StageBody, firstLead: number): Promise<StageRow[]> {
  const source = benchSource();
  const webhook = webhookOf(source);
  let n = firstLead;
  const next = () => body.text(n++);
  const lead = (i: number) => pipeline(next(), source).then((p) => ({ ...p, i }));
  const store = answeringStore(webhook);
  // No live page listens, as in the bench's service: intake then builds no events (LeadEvents.listened).
  const events = new LeadEvents();
  const logger = createLogger('info', '/dev/null');
  // As the bench's service runs (servers.ts UNLIMITED_INTAKE): no rate limit, no daily quota.
  const intake = createIntake({
    store,
    events,
    logger,
    limiter: new RateLimiter(0),
    quota: new DailyQuota(0),
    refusals: new RefusalLog({ store, events, logger }),
    bytesBudget: new RateLimiter(0),
    readers: new ReadPool(),
    refusalTurns: new TurnQueue(8),
    gate: new KeyedGate({ running: 2, queued: 8, maxWaitMs: 1000 }),
    bodyLimitBytes: BODY_LIMIT,
    memory: new SourceMemory(),
  });
  const time = async (prepare: (i: number) => unknown, call: (input: never) => unknown) =>
    (await cpuPerCall(CALLS, prepare, call as (input: unknown) => unknown)).us;

  const whole = await time(
    (i) => lead(i).then((p) => p.bytes),
    (bytes: Buffer) =>
      intake({
        webhook,
        token: TOKEN,
        body: Readable.from([bytes]),
        requestId: 'stage-table',
        contentType: CONTENT_TYPE,
        contentLength: String(bytes.length),
      }),
  );
  const stream = await time(
    (i) => lead(i).then((p) => p.bytes),
    (bytes: Buffer) => readBytes(Readable.from([bytes]), String(bytes.length), BODY_LIMIT),
  );
  const toText = await time(
    (i) => lead(i).then((p) => p.bytes),
    (bytes: Buffer) => bodyText(bytes, bodyFormatOf(CONTENT_TYPE, undefined)),
  );
  const parse = await time(
    (i) => lead(i).then((p) => p.text),
    (text: BodyText) => parseBodyText(text, isSecretKey),
  );
  const parsed = (i: number) => lead(i).then((p) => parseBodyText(p.text, isSecretKey));
  const shape = await time(parsed, ({ value, shape: scanned }: ParsedValue) =>
    checkBodyShape(leadsOf(value).leads, false, scanned),
  );
  // As intake.ts does: a JSON text with no secret key has nothing to mask.
  const secrets = await time(parsed, ({ value, shape: scanned }: ParsedValue) =>
    scanned?.watchedKeys === 0 ? noSecrets() : maskSecretValues(value as Record<string, unknown>),
  );
  const fieldMap = await time(
    () => parsedLead(next()),
    (value: Record<string, unknown>) => readMappedFields(value, source.fieldMap),
  );
  const decode = await time(
    () => parsedLead(next()),
    (value: Record<string, unknown>) => decodeJsonText(value),
  );
  const input = await time(lead, (p: Awaited<ReturnType<typeof lead>>) =>
    readLeadInput(p.mapped, source.defaultCountry, []),
  );
  const walked = (i: number) => lead(i).then((p) => walkLead(p.mapped.rest));
  const walk = await time(lead, (p: Awaited<ReturnType<typeof lead>>) => walkLead(p.mapped.rest));
  const chosen = await time(walked, (body: Walked) => choose(body, source.defaultCountry, NOTHING_MAPPED));
  const notes = await time(walked, ({ readings }: Walked) =>
    buildNotes(undefined, notesEntries(readings, new Set(readings.slice(0, 3)), [[]]).entries),
  );
  const steps = stream + toText + parse + shape + secrets + decode + fieldMap + input;
  return [
    { label: 'intake use case: createIntake() → intake(), the store answering at once', depth: 0, us: whole },
    { label: 'reading the stream (readBytes: raw-body, over Readable.from)', depth: 1, us: stream },
    { label: 'body bytes to text (bodyFormatOf, bodyText: UTF-8)', depth: 1, us: toText },
    {
      label: 'parsing (parseBodyText: JSON.parse, one scan: duplicate keys, depth, values, secret keys)',
      depth: 1,
      us: parse,
    },
    { label: 'shape and limits (leadsOf, checkBodyShape: from the scan, or a walk)', depth: 1, us: shape },
    { label: 'secret masking (maskSecretValues, skipped when the scan saw no secret key)', depth: 1, us: secrets },
    { label: 'JSON sent as text (decodeJsonText: a scan, nothing to decode)', depth: 1, us: decode },
    { label: "field map (readMappedFields, the source's map: empty)", depth: 1, us: fieldMap },
    { label: 'reading by meaning and validation (readLeadInput)', depth: 1, us: input },
    { label: 'walking every value (walkLead)', depth: 2, us: walk },
    { label: 'choosing name, phone, email (choose: phone parse and email check included)', depth: 2, us: chosen },
    { label: 'notes (notesEntries, buildNotes)', depth: 2, us: notes },
    {
      label: 'fields, picked pointers, warnings: readLeadInput less the three above',
      depth: 2,
      us: input - walk - chosen - notes,
    },
    {
      label: 'the rest: ids, dates, events, promises, garbage (the whole less the steps)',
      depth: 1,
      us: whole - steps,
    },
  ];
}
