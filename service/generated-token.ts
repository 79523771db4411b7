import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface ResolvedToken {
  token: string;
  /** True only on the start that created it: the one time it is printed. */
  generatedNow: boolean;
}

/** A token from the environment, else the one kept in DATA_DIR/<fileName>, else a new one saved there. */
export function resolveToken(fileName: string, fromEnv: string | undefined, dataDir: string): ResolvedToken {
  if (fromEnv) return { token: fromEnv, generatedNow: false };
  const file = path.join(dataDir, fileName);
  try {
    return { token: readFileSync(file, 'utf8').trim(), generatedNow: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const token = randomBytes(24).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
  return { token, generatedNow: true };
}
