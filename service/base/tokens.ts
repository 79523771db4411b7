import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, MIN_TOKEN_LENGTH } from './config.ts';

/** 192 random bits, URL-safe: webhook tokens and the generated admin and agent tokens. */
export const newSecretToken = () => randomBytes(24).toString('base64url');

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Integration tokens (issue 38) carry this prefix: only such a token is looked up in the store. */
const INTEGRATION_PREFIX = 'lit_';

/** A new integration token: shown once, stored as integrationTokenHash(token) only. */
export const newIntegrationToken = () => `${INTEGRATION_PREFIX}${newSecretToken()}`;

export const looksLikeIntegrationToken = (token: string) => token.startsWith(INTEGRATION_PREFIX) && token.length <= 100;

/** What the store keeps of an integration token: its SHA-256, hex (192 random bits need no slow hash). */
export const integrationTokenHash = (token: string) => digest(token).toString('hex');

/**
 * Compares in constant time: hashing first gives equal lengths whatever was sent. A missing or
 * empty expected secret matches nothing, so an empty token can never turn a check off.
 */
export function tokenMatches(sent: string, expected: string | undefined): boolean {
  return !!expected && sent !== '' && timingSafeEqual(digest(sent), digest(expected));
}

export interface ResolvedToken {
  token: string;
  /** True only on the start that created it: the one time it is printed. */
  generatedNow: boolean;
  /** Where it is kept (absolute); unset when it came from the environment. */
  file?: string;
}

/** A token from the environment, else the one kept in DATA_DIR/<fileName>, else a new one saved there. */
export function resolveToken(fileName: string, fromEnv: string | undefined, dataDir: string): ResolvedToken {
  if (fromEnv) return { token: fromEnv, generatedNow: false };
  const file = path.resolve(dataDir, fileName);
  const kept = readTokenFile(file);
  if (kept !== null) return { token: kept, generatedNow: false, file };
  const token = newSecretToken();
  return writeTokenFile(file, token)
    ? { token, generatedNow: true, file }
    : { token: readTokenFile(file)!, generatedNow: false, file };
}

/** The file's token; null when there is no file; a start-up error when it is unusable. */
function readTokenFile(file: string): string | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw unusableTokenFile(file, `cannot be read (${(error as Error).message})`);
  }
  const token = text.trim();
  if (token.length < MIN_TOKEN_LENGTH || /\s/.test(token)) {
    throw unusableTokenFile(
      file,
      token === '' ? 'is empty' : `holds no token of at least ${MIN_TOKEN_LENGTH} characters without spaces`,
    );
  }
  return token;
}

/**
 * Writes the whole file under a temporary name, on disk, then links it into place: a crash or a
 * full disk never leaves a half-written or empty token file. False when another start won the race.
 */
function writeTokenFile(file: string, token: string): boolean {
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, `${token}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    unlinkSync(temporary);
  }
  syncDirectory(path.dirname(file));
  return true;
}

function syncDirectory(dir: string) {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

const unusableTokenFile = (file: string, problem: string) =>
  new ConfigError(
    `The token file ${file} ${problem}; delete it to generate a new one, or set the token in the environment.`,
  );
