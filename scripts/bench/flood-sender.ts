// The flooding URL of npm run bench -- --flood, in a process of its own so that making and sending
// its bodies never delays the client that measures the other source (flood.ts). Arguments: the
// webhook URL, the burst, the rate per second, the seconds, the first lead number. Prints `ready`
// once its bodies are made, starts on a line of its standard input, and prints each answer's
// status, as JSON, when done.
import { once } from 'node:events';
import { contact } from './contacts.ts';

const BODY_BYTES = 64_000;
const [url, burst, perSecond, seconds, first] = process.argv.slice(2);

/** The costliest body to read per byte: a multipart part every ~60 bytes, a phone at the end. */
function manyParts(n: number): Uint8Array<ArrayBuffer> {
  const boundary = 'flood-boundary-0123456789';
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < BODY_BYTES - 300; i++) {
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv${i}\r\n`;
    parts.push(part);
    length += part.length;
  }
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="phone"\r\n\r\n${contact(n).phone}\r\n--${boundary}--\r\n`,
  );
  return new Uint8Array(Buffer.from(parts.join('')));
}
const FLOOD_CONTENT_TYPE = 'multipart/form-data; boundary=flood-boundary-0123456789';

const paced = Number(perSecond) * Number(seconds);
// Every body made before the first is sent.
const bodies = Array.from({ length: Number(burst) + paced }, (_, i) => manyParts(Number(first) + i));
const send = (body: Uint8Array<ArrayBuffer>) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': FLOOD_CONTENT_TYPE }, body }).then(
    async (response) => (await response.arrayBuffer(), response.status),
    () => 0,
  );

// Made and started before the measured phase: this process's start (tsx, 600 bodies) takes a second
// of the load's core, which the other source's client would otherwise wait for.
process.stdout.write('ready\n');
await once(process.stdin, 'data');
const answers: Array<Promise<number>> = bodies.slice(0, Number(burst)).map(send);
const started = performance.now();
for (let i = 0; i < paced; i++) {
  const wait = started + (i * 1000) / Number(perSecond) - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  answers.push(send(bodies[Number(burst) + i]));
}
console.log(JSON.stringify(await Promise.all(answers)));
