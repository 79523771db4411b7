// npm run soak: the real service under sustained load. Sends SOAK_LEADS leads (default 100,000)
// from 32 concurrent clients, then prints leads sent, acknowledged, stored and lost (must be 0)
// and the service's resident memory before and after. Loopback only; it stops by itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const LEADS = Number(process.env.SOAK_LEADS ?? 100_000);
const CLIENTS = 32;
const ADMIN_TOKEN = 'soak-admin-token';
const dataDir = mkdtempSync(path.join(tmpdir(), 'lead-intake-soak-'));

const service = spawn(process.execPath, ['--import', 'tsx', 'service/main.ts'], {
  env: {
    PATH: process.env.PATH,
    NODE_OPTIONS: process.env.SOAK_NODE_OPTIONS ?? '',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    ADMIN_TOKEN,
    WEBHOOK_RATE_LIMIT: '0',
    WEBHOOK_BYTES_PER_SECOND: '0',
    WEBHOOK_DAILY_QUOTA: '0',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = await new Promise<string>((resolve, reject) => {
  let out = '';
  service.stdout!.on('data', (chunk) => {
    out += chunk;
    const line = out.split('\n').find((l) => l.includes('"listening"'));
    if (line) resolve(`http://${JSON.parse(line).listening}`);
  });
  service.once('exit', (code) => reject(new Error(`service exited with ${code}`)));
});
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${service.pid}/status`, 'utf8'))![1]) / 1024;
const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const source = await (
  await fetch(`${base}/api/sources`, { method: 'POST', headers: auth, body: '{"name": "soak"}' })
).json();
const webhook = source.webhookUrl.replace(/^http:\/\/localhost:\d+/, base);

let sent = 0;
let acknowledged = 0;
let failed = 0;
async function send(count: number) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < count) {
        const n = sent++;
        next++;
        const body = JSON.stringify({
          name: `Soak Lead ${n}`,
          phone: `+1415${String(n).padStart(7, '0')}`,
          email: `soak${n}@example.com`,
          notes: 'Sustained load',
          campaign: 'soak',
          budget: n % 10_000,
          utm: { source: 'soak', medium: 'script' },
        });
        try {
          const response = await fetch(webhook, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body,
          });
          const answer = await response.json();
          if (response.status === 200 && answer.status === 'created') acknowledged++;
          else failed++;
        } catch {
          failed++;
        }
      }
    }),
  );
}

const warmUp = Math.min(2_000, LEADS);
await send(warmUp);
const rssBefore = rssMb();
const started = performance.now();
// Ten equal steps, memory read after each: flat means it stops growing, not that it never moves.
const samples: number[] = [];
for (let step = 0; step < 10; step++) {
  await send(Math.floor((LEADS - warmUp) / 10));
  samples.push(rssMb());
}
await send(LEADS - sent);
const seconds = (performance.now() - started) / 1000;
const rssAfter = rssMb();

let stored = 0;
let cursor: string | null = null;
do {
  const page: { leads: unknown[]; nextCursor: string | null } = await (
    await fetch(`${base}/api/leads?limit=500${cursor ? `&cursor=${cursor}` : ''}`, { headers: auth })
  ).json();
  stored += page.leads.length;
  cursor = page.nextCursor;
} while (cursor);

service.kill('SIGTERM');
await new Promise((resolve) => service.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });

const lost = acknowledged - stored;
console.log(`leads sent:          ${sent}`);
console.log(`leads acknowledged:  ${acknowledged}`);
console.log(`leads stored:        ${stored}`);
console.log(`leads lost:          ${lost}`);
console.log(`failed requests:     ${failed}`);
console.log(
  `throughput:          ${Math.round((LEADS - warmUp) / seconds)} leads/s over ${seconds.toFixed(1)} s (${CLIENTS} clients)`,
);
console.log(
  `service RSS:         ${rssBefore.toFixed(0)} MB after ${warmUp} leads, ${rssAfter.toFixed(0)} MB after ${LEADS}`,
);
console.log(`RSS every tenth:     ${samples.map((mb) => mb.toFixed(0)).join(' ')} MB`);
process.exit(lost === 0 && failed === 0 ? 0 : 1);
