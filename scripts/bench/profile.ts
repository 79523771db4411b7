// npm run bench -- --profile: where the whole lead goes, not only the stages measured alone. The
// service under wrk is sampled by Linux perf (every thread, call stacks, V8's JIT frames named by
// --perf-basic-prof), and each sample is charged to the innermost frame that names a part of the
// path (the tables below), so the rows add up to the process's CPU per lead,
// "not in any stage" included. Needs perf (apt-get install -y linux-perf) and root or
// kernel.perf_event_paranoid <= 1.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { wrk } from './load.ts';
import { newSource, start, stop, UNLIMITED_INTAKE } from './servers.ts';
import { labelledFormBody, REFERENCE, type StageBody } from './stages/bodies.ts';

const CONNECTIONS = 32;
const SECONDS = 10;
const HZ = 999;
const SERVICE = 'service/main.ts';

type Part = [label: string, frame: RegExp];

/** Innermost match wins: a JSON.stringify inside the log line is the log line's. */
const MAIN_PARTS: Part[] = [
  ['kernel: socket writes (the answers)', /^(tcp_sendmsg|sock_write_iter|do_writev|__GI___writev)$/],
  ['kernel: socket reads (the requests)', /^(sock_read_iter|ksys_read|sock_recvmsg)$/],
  [
    'kernel: waiting and waking (epoll, futex, scheduler)',
    /^(do_epoll_wait|__x64_sys_epoll_pwait|futex_wait|futex_wake|schedule|__x64_sys_futex)$/,
  ],
  [
    'garbage collection (on the main thread)',
    /Heap::(Scavenge|CollectGarbage|MarkCompact)|ScavengerCollector|MarkCompactCollector/,
  ],
  ['log line (pino)', /logRequest|\/pino\/|\/sonic-boom\//],
  ['metrics (prom-client)', /http-metrics|bound-series|\/prom-client\//],
  ['request id', /requestIdOf|randomUUID/],
  [
    'store handoff: message to the writer, batch, promises',
    /ValueSerializer|Message::Serialize|PostMessage|writer-thread|turn-batch|timed-store|sqlite-store/,
  ],
  [
    'reading by meaning, validation, notes',
    /lead-input|lead-schema|\/webhook\/reader\/|webhook\/notes|webhook\/phone|\/@hapi\/|\/joi\/|libphonenumber/,
  ],
  ['parsing and scanning the body', /parse-body|parse-json|json-text-scan|body-shape|secret-keys|JsonParse|json-text/],
  ['reading the body stream', /read-bytes|\/raw-body\//],
  ['intake: the rest (ids, lead, delivery)', /submit-lead|webhook\/intake|webhook-routes|time-ordered-id|\/uuid\//],
  [
    'Koa: context, router, middleware, the answer (app.ts)',
    /\/koa\/|\/@koa\/|koa-compose|on-finished|ee-first|mime-types|request-edge|error-middleware|client-address/,
  ],
  ['Node HTTP: parsing, request objects', /llhttp|parserOn|_http_server|_http_incoming|_http_common/],
  ['Node HTTP: writing the answer', /_http_outgoing|streams\/writable/],
  ['promises and ticks', /RunMicrotasks|processTicksAndRejections|PromiseFulfill|AsyncFunction/],
];

const WRITER_PARTS: Part[] = [
  ['fsync (kernel)', /^(fsync|fdatasync|__x64_sys_fsync|do_fsync)$/],
  ['checkpoints (WAL pages copied to the file)', /walCheckpoint|sqlite3WalCheckpoint/],
  ['commit: WAL frames written', /pagerWalFrames|walWriteOneFrame/],
  ['search index (FTS5)', /fts5|Fts5/],
  [
    'message from the main thread, answer back',
    /ValueDeserializer|ValueSerializer|Message::Deserialize|Message::Serialize|PostMessage/,
  ],
  ['binding values to statements', /Binder::Bind|BindValueFromJS/],
  ['statements (inserts, pruning, counters)', /sqlite3VdbeExec|sqlite3_step|Statement::JS_run/],
];

const OTHER_PARTS: Part[] = [
  ['V8 garbage collection helpers', /Scaveng|Marking|Sweeper|Evacuat|MarkCompact/],
  ['V8 compiler', /compiler::|Compile/],
  ['libuv thread pool (log writes)', /uv__fs_work|uv__work|worker \(/],
];

interface Sample {
  tid: number;
  frames: string[];
}

function samplesOf(perfData: string): Sample[] {
  const out = spawnSync('perf', ['script', '-i', perfData, '-F', 'tid,ip,sym'], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  }).stdout;
  const samples: Sample[] = [];
  for (const block of out.split('\n\n')) {
    const lines = block.split('\n').filter(Boolean);
    if (lines.length === 0) continue;
    const tid = Number(lines[0].trim());
    if (!Number.isInteger(tid)) continue;
    samples.push({ tid, frames: lines.slice(1).map((line) => line.trim().replace(/^[0-9a-f]+\s+/, '')) });
  }
  return samples;
}

const partOf = (frames: string[], parts: Part[], rest: string) => {
  for (const frame of frames) for (const [label, pattern] of parts) if (pattern.test(frame)) return label;
  return rest;
};

/** The service (its own source's webhook), or a ceiling (bare-server.ts, koa-server.ts: any path). */
async function profile(label: string, script: string, body: StageBody, round: number): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lead-intake-profile-'));
  // --perf-basic-prof also writes V8's log, by default into the working directory (the repository).
  const v8Flags = ['--perf-basic-prof', '--no-logfile-per-isolate', `--logfile=${path.join(dir, 'v8.log')}`];
  const service = await start(script, { DATA_DIR: path.join(dir, 'data'), ...UNLIMITED_INTAKE }, undefined, v8Flags);
  const pid = service.process.pid!;
  try {
    const webhookUrl = script === SERVICE ? (await newSource(service)).webhookUrl : `${service.url}/webhook/x`;
    await wrk(webhookUrl, CONNECTIONS, 3, round, body.templateFile);
    const perfData = path.join(dir, 'perf.data');
    const perf = spawn(
      'perf',
      [
        'record',
        '-q',
        '-e',
        'cpu-clock',
        '-F',
        String(HZ),
        '-g',
        '-p',
        String(pid),
        '-o',
        perfData,
        '--',
        'sleep',
        String(SECONDS),
      ],
      { stdio: 'ignore' },
    );
    const load = await wrk(webhookUrl, CONNECTIONS, SECONDS, round + 1, body.templateFile);
    await new Promise((resolve) => perf.once('exit', resolve));
    const samples = samplesOf(perfData);
    const byThread = new Map<number, number>();
    for (const { tid } of samples) byThread.set(tid, (byThread.get(tid) ?? 0) + 1);
    const writerTid = [...byThread].filter(([tid]) => tid !== pid).sort((a, b) => b[1] - a[1])[0]?.[0];
    const rows = new Map<string, number>();
    const add = (label: string) => rows.set(label, (rows.get(label) ?? 0) + 1);
    for (const { tid, frames } of samples) {
      if (tid === pid) add(`main | ${partOf(frames, MAIN_PARTS, 'the rest: event loop, timers, V8 runtime')}`);
      else if (tid === writerTid && script === SERVICE)
        add(`writer | ${partOf(frames, WRITER_PARTS, 'the rest: its event loop, JS, GC')}`);
      else add(`other | ${partOf(frames, OTHER_PARTS, 'the rest')}`);
    }
    const usPerLead = (count: number) => (count / HZ / load.requests) * 1e6;
    console.log(
      `\n${label}, ${body.label}: ${load.requests} leads in ${SECONDS} s under perf (${Math.round(load.rps)} requests/s), ${samples.length} samples`,
    );
    for (const thread of script === SERVICE ? ['main', 'writer', 'other'] : ['main', 'other']) {
      const threadRows = [...rows].filter(([key]) => key.startsWith(`${thread} |`)).sort((a, b) => b[1] - a[1]);
      const total = threadRows.reduce((sum, [, count]) => sum + count, 0);
      console.log(
        `  ${{ main: 'main thread (the event loop)', writer: 'writer thread', other: 'other threads' }[thread]}`.padEnd(
          72,
        ) + `${usPerLead(total).toFixed(1).padStart(7)} µs`,
      );
      for (const [key, count] of threadRows)
        console.log(`    ${key.split(' | ')[1]}`.padEnd(72) + `${usPerLead(count).toFixed(1).padStart(7)} µs`);
    }
    console.log('  all threads'.padEnd(72) + `${usPerLead(samples.length).toFixed(1).padStart(7)} µs`);
  } finally {
    await stop(service);
    rmSync(dir, { recursive: true, force: true });
    rmSync(`/tmp/perf-${pid}.map`, { force: true });
  }
}

export async function runProfile(): Promise<void> {
  if (spawnSync('perf', ['--version']).error) {
    console.error('npm run bench -- --profile needs perf: apt-get install -y linux-perf');
    process.exit(1);
  }
  const started = performance.now();
  const temp = mkdtempSync(path.join(tmpdir(), 'lead-intake-profile-bodies-'));
  console.log(
    `Profile (npm run bench -- --profile), ${new Date().toISOString().slice(0, 16)}Z: the service on core 0 under wrk on core 1 (${CONNECTIONS} connections),`,
  );
  console.log(
    `sampled by perf at ${HZ} Hz for ${SECONDS} s; each sample charged to the innermost frame naming a part (scripts/bench/profile.ts). µs of CPU per lead.`,
  );
  console.log('Sampling costs the service a few % more CPU than in the plain bench.');
  try {
    await profile('Lead Intake', SERVICE, REFERENCE, 0);
    await profile('Lead Intake', SERVICE, labelledFormBody(temp), 10);
    // The same parts of a request in the two ceilings: what Node's HTTP and the kernel cost alone.
    await profile('bare node:http ceiling', 'scripts/bench/bare-server.ts', REFERENCE, 20);
    await profile('Koa + router ceiling', 'scripts/bench/koa-server.ts', REFERENCE, 30);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  console.log(`\nfinished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
