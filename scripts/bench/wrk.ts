export interface WrkResult {
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? 1);

/** Reads wrk's text summary (run with --latency). */
export function parseWrk(out: string): WrkResult {
  const latency = (label: string) => {
    const match = new RegExp(`^\\s+${label}\\s+([\\d.]+)(us|ms|s|m)`, 'm').exec(out);
    return match ? toMs(match[1], match[2]) : NaN;
  };
  const max = /Latency\s+\S+\s+\S+\s+([\d.]+)(us|ms|s|m)/.exec(out);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN),
    p50: latency('50%'),
    p99: latency('99%'),
    max: max ? toMs(max[1], max[2]) : NaN,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}
