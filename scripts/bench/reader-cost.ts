/**
 * The reader's own CPU per lead, in isolation (issues 24, 35): a parsed body to the lead input the
 * store gets (field map, reading, validation, phone, notes), before and after in one run. "Before"
 * is the reader of a baseline commit, extracted with `git archive` into .scratch/ and imported from
 * there, so both run in the same process on the same machine: a general reader (3fa9fd2, the
 * reader before its weight table, by default) or the vendor readers before it (a653117).
 *
 *   npx tsx scripts/bench/reader-cost.ts            # baseline 3fa9fd2: best of 3 alternating rounds
 *   READER_BASELINE=<commit> READER_ROUNDS=<n> npx tsx scripts/bench/reader-cost.ts
 *   READER_SHAPES=cold npx tsx scripts/bench/reader-cost.ts   # no text's shape kept from a lead before (text-shape.ts)
 *
 * Against a baseline with no lead schema (3fa9fd2's reader: issue 33's Joi schema came after it), each
 * body's second line is the schema alone (lead-schema.ts), and the reader and the brief without it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readMappedFields } from '../../service/lead/field-map/mapped-fields.ts';
import { readLeadInput } from '../../service/lead/lead-input.ts';
import { forgetShapes } from '../../service/lead/reader/text-shape.ts';
import { decodeJsonText } from '../../service/webhook/json-text.ts';
import { checkLead, emailOf } from '../../service/lead/schema/lead-schema.ts';
import { normalizePhone } from '../../service/lead/schema/phone.ts';
import { contact, leadBody } from './contacts.ts';

const BASELINE = process.env.READER_BASELINE ?? '3fa9fd2';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ITERATIONS = Number(process.env.READER_ITERATIONS ?? 20_000);
const ROUNDS = Number(process.env.READER_ROUNDS ?? 3);

type Body = Record<string, unknown>;
type Read = (body: Body) => unknown;

// The baseline's tree, extracted once (git archive) and kept between runs.
const BASELINE_DIR = `${ROOT}.scratch/reader-baseline-${BASELINE}`;

async function baselineReader(): Promise<Read> {
  const dir = BASELINE_DIR;
  if (!existsSync(`${dir}/service`)) {
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git -C "${ROOT}" archive ${BASELINE} service shared | tar -x -C "${dir}"`]);
  }
  // The core has its own folder, service/lead/, since session 9; before, it sat in service/webhook/.
  const core = existsSync(`${dir}/service/lead`) ? 'service/lead' : 'service/webhook';
  const mapped = await import(`${dir}/${core}/field-map/mapped-fields.ts`);
  if (!existsSync(`${dir}/${core}/senders/sender-body.ts`)) {
    // A general reader: read as today's is (JSON text decoded, the map, the reader).
    // JSON sent as text is decoded at the webhook's edge since issue 33 item 4; before, inside the reader.
    const jsonText = ['service/webhook/json-text.ts', 'service/webhook/reader/json-text.ts'];
    const text = await import(`${dir}/${jsonText.find((path) => existsSync(`${dir}/${path}`))}`);
    const input = await import(`${dir}/${core}/lead-input.ts`);
    return (body) => input.readLeadInput(mapped.readMappedFields(text.decodeJsonText(body).lead, {}), 'US');
  }
  const sender = await import(`${dir}/${core}/senders/sender-body.ts`);
  const input = await import(`${dir}/${core}/lead-input.ts`);
  return (body) => {
    const fields = mapped.readMappedFields(body, {});
    return input.readLeadInput(sender.readSenderBody(fields.rest), 'US', [], fields.fields);
  };
}

// The bench repeats its bodies, so the shapes of their short texts are read once and then found kept
// (text-shape.ts). Cold, no value repeats: the reference lead's answers differ in every lead, each
// with the same shape (letters or digits added where they change none); a form's fixture cannot be
// varied so, and its shapes are forgotten before every lead (dearer than a memo that is merely
// full: each lead also grows the emptied table again).
const COLD = process.env.READER_SHAPES === 'cold';
const letters = (n: number) => {
  let text = '';
  for (let i = 0; i < 4; i++, n = Math.floor(n / 26)) text += String.fromCharCode(97 + (n % 26));
  return text;
};
const digits = (n: number, width: number) => String(Math.floor(n) % 10 ** width).padStart(width, '0');
const distinctLeadBody = (n: number) => {
  const body = JSON.parse(leadBody(n)) as Body;
  const words = letters(n);
  Object.assign(body, {
    campaign: `spring_sale_2026${words}`,
    utm_source: `facebook${words}`,
    utm_medium: `paid_social${words}`,
    utm_campaign: `spring-sale-lookalike-audience${words}`,
    budget: `5000-1${digits(n, 4)}`,
    product: `solar panels${words}`,
    form_id: `98765${digits(n, 8)}`,
    ad_id: `238512345${digits(n, 8)}`,
    question: { roof_type: `tile${words}`, owner: true },
  });
  return JSON.stringify(body);
};
const current: Read = (body) => {
  const decoded = decodeJsonText(body);
  return readLeadInput(readMappedFields(decoded.lead, {}), 'US', [], decoded.texts);
};
const forgetting: Read = (body) => {
  forgetShapes();
  return current(body);
};

// A fixture as the n-th lead of its sender: its person's email and phone are the n-th lead's (the
// reference body's contact(n)), written as the fixture writes them, so no reader is measured on a
// value it has seen before: real leads repeat a sender's keys and choices, not a person's contact
// (each distinct over a round's 20,000 bodies, and valid where the fixture's is).
const fixture = (name: string, phone: string, phoneOf: (n: number) => string) => {
  const text = readFileSync(`${ROOT}test/fixtures/${name}`, 'utf8');
  const email = /"[a-z]+@example\.com"/.exec(text)![0];
  if (!text.includes(phone)) throw new Error(`${name} holds no ${phone}`);
  return (n: number) => text.replace(email, `"${contact(n).email}"`).replace(phone, phoneOf(n));
};
// Each body as the text a sender posts; every round parses it afresh, for both readers alike.
const BODIES: Array<[string, (n: number) => string, Read]> = [
  COLD
    ? ['bench reference lead, no value repeating', distinctLeadBody, current]
    : ['bench reference lead (flat, 16 keys)', leadBody, current],
  [
    'Tally form (labelled answers)',
    fixture(
      'tally-form-response.json',
      '+33 1 23 45 67 89',
      (n) => `+33 1 2${digits(n / 10_000, 1)} 45 ${digits(n, 2)} ${digits(n / 100, 2)}`,
    ),
    COLD ? forgetting : current,
  ],
  [
    'Typeform (answers by reference)',
    fixture('typeform-form-response.json', '+442079460000', (n) => `+4420794${digits(n, 5)}`),
    COLD ? forgetting : current,
  ],
];

// CPU microseconds per lead (this process's user + system time, so a busy machine's waits do not
// count). Fair by construction: both readers read the same texts, parsed before the clock starts;
// rounds alternate which reader goes first; the first two rounds only warm up; each side's best
// round counts (noise only ever adds time).
function compare(before: Read, after: Read, make: (n: number) => string): [number, number] {
  const texts = Array.from({ length: ITERATIONS }, (_, n) => make(n));
  const best = [Infinity, Infinity];
  for (let round = 0; round < ROUNDS + 2; round++) {
    for (const side of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const read = side === 0 ? before : after;
      const bodies = texts.map((text) => JSON.parse(text) as Body);
      const started = process.cpuUsage();
      for (const body of bodies) read(body);
      const { user, system } = process.cpuUsage(started);
      if (round >= 2) best[side] = Math.min(best[side], (user + system) / ITERATIONS);
    }
  }
  return [best[0], best[1]];
}

const before = await baselineReader();
// A baseline with the lead's schema already (issue 33's, from 6315482 on) is compared whole.
const baselineHasSchema = ['service/lead/schema/lead-schema.ts', 'service/webhook/lead-schema.ts'].some((path) =>
  existsSync(`${BASELINE_DIR}/${path}`),
);
console.log(
  `reader CPU per lead, best of ${ROUNDS} alternating rounds of ${ITERATIONS} after 2 warm-up rounds (baseline ${BASELINE}${COLD ? '; shapes cold' : ''})`,
);
if (COLD) {
  // What emptying the table costs alone, in the fixtures' cold rows: subtract it for a memo merely full.
  let best = Infinity;
  for (let round = 0; round < ROUNDS + 2; round++) {
    const started = process.cpuUsage();
    for (let i = 0; i < ITERATIONS; i++) forgetShapes();
    const { user, system } = process.cpuUsage(started);
    if (round >= 2) best = Math.min(best, (user + system) / ITERATIONS);
  }
  console.log(`shapes forgotten alone (in each cold fixture row)       ${best.toFixed(2).padStart(7)} µs`);
}
for (const [name, make, after] of BODIES) {
  const [old, now] = compare(before, after, make);
  console.log(
    `${name.padEnd(40)} before ${old.toFixed(2).padStart(7)} µs   after ${now.toFixed(2).padStart(7)} µs   ${((now / old - 1) * 100).toFixed(1).padStart(6)} %${now > old * 1.05 ? '   (over 5 %)' : ''}`,
  );
  // The lead's Joi schema (issue 33's design card) came after the general reader of 3fa9fd2, which had none:
  // its share of "after", the reader's lead checked alone, so the reader and the brief can be read without it.
  if (baselineHasSchema) continue;
  const schema = schemaCost(make);
  const without = now - schema;
  console.log(
    `${"  of which the lead's Joi schema".padEnd(40)} ${schema.toFixed(2).padStart(7)} µs   reader and brief without it ${without.toFixed(2).padStart(7)} µs   ${((without / old - 1) * 100).toFixed(1).padStart(6)} %`,
  );
}

// The schema's check of each lead as readLeadInput makes it, best of the rounds: its email and phone
// just read by the reader, as there (lead-schema.ts and phone.ts keep the last answers), less that
// reading of them (the reader's, counted in the read).
function justRead(lead: { phone?: string; email?: string }): void {
  if (lead.email !== undefined) emailOf(lead.email);
  if (lead.phone !== undefined) normalizePhone(lead.phone, 'US');
}
function schemaCost(make: (n: number) => string): number {
  const leads = Array.from({ length: ITERATIONS }, (_, n) => {
    const { input } = current(JSON.parse(make(n)) as Body) as ReturnType<typeof readLeadInput>;
    return {
      phone: input.phone ?? undefined,
      email: input.email ?? undefined,
      name: input.name ?? undefined,
      test: input.test,
    };
  });
  let best = Infinity;
  for (let round = 0; round < ROUNDS + 2; round++) {
    let started = process.cpuUsage();
    for (const lead of leads) {
      justRead(lead);
      checkLead(lead, 'US');
    }
    const both = process.cpuUsage(started);
    started = process.cpuUsage();
    for (const lead of leads) justRead(lead);
    const read = process.cpuUsage(started);
    if (round >= 2) best = Math.min(best, (both.user + both.system - read.user - read.system) / ITERATIONS);
  }
  return best;
}
