import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface AdminToken {
  token: string;
  /** True only on the start that created it: the one time it is printed. */
  generatedNow: boolean;
}

/** ADMIN_TOKEN from the environment, else the one kept in DATA_DIR, else a new one saved there. */
export function resolveAdminToken(fromEnv: string | undefined, dataDir: string): AdminToken {
  if (fromEnv) return { token: fromEnv, generatedNow: false };
  const file = path.join(dataDir, 'admin-token');
  try {
    return { token: readFileSync(file, 'utf8').trim(), generatedNow: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const token = randomBytes(24).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
  return { token, generatedNow: true };
}
