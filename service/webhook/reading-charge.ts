// What a body's reading by meaning costs its source past its share (docs/api.md §2.6), in bytes of its
// WEBHOOK_BYTES_PER_SECOND: posted-bodies.ts charges it once the body is read (prepared-body.ts times the reading).

/**
 * What reading a body may cost before its source pays for the reading itself (docs/api.md §2.6): 1 ms a lead (the
 * request rate bounds how many, a batch's leads each) and 0.2 ms a KiB (the byte rate bounds how many), each about 5% of a core at the
 * defaults. A reading past twice that is charged what it took past it, 1 KiB per 0.2 ms; within twice it, a lead form's
 * body met a collection or the OS took the core (a lead form's body reads in a tenth of its share or less), and nothing
 * is charged. A body of keys never sent before costs each new key's meaning (labels.ts, about 40 µs), 2 ms a KiB or more.
 */
const READING_MS_PER_LEAD = 1;
const READING_MS_PER_KIB = 0.2;
// At most this many times the body's bytes: on the event loop a reading is timed by the clock, so a preemption, a CPU
// quota's throttle or a collection lands on whichever body was being read (a 1.6 KB form read in 555 ms on a machine
// of six busy processes: review28). The dearest body a stranger can send costs about 2.5 ms a KiB: 12.5 KiB a KiB, under it.
const READING_DEBT_PER_BYTE = 16;
export function readingDebt(readingMs: number, bytes: number, leads: number): number {
  const share = READING_MS_PER_LEAD * leads + (bytes / 1024) * READING_MS_PER_KIB;
  if (readingMs <= 2 * share) return 0;
  return Math.min((readingMs - share) * (1024 / READING_MS_PER_KIB), READING_DEBT_PER_BYTE * bytes);
}
