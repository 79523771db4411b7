import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServiceProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** The start line's fields (listening address and admin page). */
  started: Promise<{ listening: string; adminPage: string; msg: string }>;
  exited: Promise<number | null>;
  url: () => Promise<string>;
  /** Kills npm and the service at once (a crash), not a signal npm would forward. */
  crash: () => void;
}

/**
 * Runs the real service with `npm start` (or another script, e.g. `start:prod` in a production
 * install at `cwd`), as a user does; signals go to npm, which forwards them.
 */
export function spawnService(env: Record<string, string>, { script = 'start', cwd = ROOT } = {}): ServiceProcess {
  const child = spawn('npm', ['run', script, '--silent'], {
    cwd,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so a crash can take npm and the service together
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (chunk) => (err += chunk));
  const started = new Promise<{ listening: string; adminPage: string; msg: string }>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      for (const line of out.split('\n')) {
        if (line.includes('"adminPage"')) resolve(JSON.parse(line));
      }
    });
    child.once('exit', (code) => reject(new Error(`service exited with ${code} before starting: ${err}`)));
  });
  started.catch(() => {});
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    started,
    exited,
    url: async () => `http://${(await started).listening}`,
    crash: () => process.kill(-child.pid!, 'SIGKILL'),
  };
}
