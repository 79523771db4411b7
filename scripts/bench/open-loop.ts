// Open-loop load: POSTs leads on a fixed schedule whether or not earlier ones were answered, and
// counts each latency from the request's scheduled send time, so a stalled server is charged for
// every request it kept waiting (no coordinated omission). Run as a child of the bench, pinned
// to the load core. Args: <url> <leads per second> <seconds> <first lead number>; prints JSON.
// The first WARM_UP_SECONDS run at the same rate and are answered, but not counted in latencies
// (the client's own start-up would otherwise show as the servers' tail).
import { Agent, request } from 'node:http';
import { leadBody } from './contacts.ts';

export interface OpenLoopResult {
  rate: number;
  /** Every request, the warm-up's included (as are ok and errors). */
  sent: number;
  ok: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  /** How late the client itself sent its latest request, in ms: large values mean the load core could not keep up. */
  maxSendLag: number;
  /** Every counted latency, in ms (to merge runs). */
  latencies: number[];
}

const [url, rateArg, secondsArg, firstArg] = process.argv.slice(2);
const rate = Number(rateArg);
const WARM_UP_SECONDS = 1;
const warmUp = Math.round(rate * WARM_UP_SECONDS);
const total = warmUp + Math.round(rate * Number(secondsArg));
const first = Number(firstArg);
const target = new URL(url);
const agent = new Agent({ keepAlive: true, maxSockets: 200 });
const latencies: number[] = [];
let ok = 0;
let errors = 0;
let maxSendLag = 0;

function send(i: number, scheduledAt: number): Promise<void> {
  const body = leadBody(first + i);
  return new Promise((resolve) => {
    const done = (good: boolean) => {
      if (i >= warmUp) latencies.push(performance.now() - scheduledAt);
      if (good) ok++;
      else errors++;
      resolve();
    };
    const req = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.once('end', () => done(res.statusCode === 200));
        res.once('error', () => done(false));
      },
    );
    req.once('error', () => done(false));
    req.end(body);
  });
}

const start = performance.now() + 50;
const inFlight: Promise<void>[] = [];
let next = 0;
await new Promise<void>((resolve) => {
  const tick = () => {
    const now = performance.now();
    while (next < total && start + (next * 1000) / rate <= now) {
      const scheduledAt = start + (next * 1000) / rate;
      if (next >= warmUp) maxSendLag = Math.max(maxSendLag, now - scheduledAt);
      inFlight.push(send(next++, scheduledAt));
    }
    if (next < total) setTimeout(tick, Math.max(0, start + (next * 1000) / rate - performance.now()));
    else resolve();
  };
  tick();
});
await Promise.all(inFlight);
agent.destroy();

latencies.sort((a, b) => a - b);
const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
const result: OpenLoopResult = {
  rate,
  sent: total,
  ok,
  errors,
  p50: at(0.5),
  p99: at(0.99),
  max: latencies[latencies.length - 1],
  maxSendLag,
  latencies,
};
console.log(JSON.stringify(result));
