/**
 * The reader's own CPU per lead, in isolation (issue 24): a parsed body to the lead input the store
 * gets (field map, reading, validation, phone, notes), before and after in one run. "Before" is the
 * vendor readers of a baseline commit, extracted with `git archive` into .scratch/ and imported
 * from there, so both run in the same process on the same machine.
 *
 *   npx tsx scripts/bench/reader-cost.ts            # baseline a653117 (main before the general reader)
 *   READER_BASELINE=<commit> npx tsx scripts/bench/reader-cost.ts
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readMappedFields } from '../../service/webhook/field-map/mapped-fields.ts';
import { readLeadInput } from '../../service/webhook/lead-input.ts';
import { decodeJsonText } from '../../service/webhook/reader/json-text.ts';
import { leadBody } from './contacts.ts';

const BASELINE = process.env.READER_BASELINE ?? 'a653117';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ITERATIONS = Number(process.env.READER_ITERATIONS ?? 20_000);
const ROUNDS = 5;

type Body = Record<string, unknown>;
type Read = (body: Body) => unknown;

async function baselineReader(): Promise<Read> {
  const dir = `${ROOT}.scratch/reader-baseline-${BASELINE}`;
  if (!existsSync(`${dir}/service`)) {
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git -C "${ROOT}" archive ${BASELINE} service shared | tar -x -C "${dir}"`]);
  }
  const mapped = await import(`${dir}/service/webhook/field-map/mapped-fields.ts`);
  const sender = await import(`${dir}/service/webhook/senders/sender-body.ts`);
  const input = await import(`${dir}/service/webhook/lead-input.ts`);
  return (body) => {
    const fields = mapped.readMappedFields(body, {});
    return input.readLeadInput(sender.readSenderBody(fields.rest), 'US', [], fields.fields);
  };
}

const current: Read = (body) => readLeadInput(readMappedFields(decodeJsonText(body).lead, {}), 'US');

const fixture = (name: string) => {
  const text = readFileSync(`${ROOT}test/fixtures/${name}`, 'utf8');
  return () => JSON.parse(text) as Body;
};
const BODIES: Array<[string, () => Body]> = [
  ['bench reference lead (flat, 16 keys)', (() => { let n = 0; return () => JSON.parse(leadBody(n++)) as Body; })()],
  ['Tally form (labelled answers)', fixture('tally-form-response.json')],
  ['Typeform (answers by reference)', fixture('typeform-form-response.json')],
];

// CPU microseconds per lead (this process's user + system time, so a busy machine's waits do not
// count): the best of ROUNDS rounds, bodies parsed before the clock starts.
function microsPerLead(read: Read, make: () => Body): number {
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    const bodies = Array.from({ length: ITERATIONS }, make);
    const started = process.cpuUsage();
    for (const body of bodies) read(body);
    const { user, system } = process.cpuUsage(started);
    best = Math.min(best, (user + system) / ITERATIONS);
  }
  return best;
}

const before = await baselineReader();
console.log(`reader CPU per lead, best of ${ROUNDS} rounds of ${ITERATIONS} (baseline ${BASELINE})`);
for (const [name, make] of BODIES) {
  // Interleaved, each warmed up, so neither side gets a cooler or warmer machine.
  microsPerLead(before, make);
  microsPerLead(current, make);
  const [old, now] = [microsPerLead(before, make), microsPerLead(current, make)];
  console.log(`${name.padEnd(40)} before ${old.toFixed(2).padStart(7)} µs   after ${now.toFixed(2).padStart(7)} µs   ${((now / old - 1) * 100).toFixed(0).padStart(4)} %`);
}
