import type { Logger } from 'pino';

/** The fields of a request's one log line; `code` only on an error answer. */
export interface RequestLine {
  method: string;
  path: string;
  client: string;
  status: number;
  ms: number;
  requestId: string;
  code?: string;
}

/** Writes a request's one JSON log line (http/request-edge.ts). */
export function logRequest(logger: Logger, { method, path, client, status, ms, requestId, code }: RequestLine): void {
  const masked = maskPath(path);
  const rounded = Math.round(ms * 10) / 10;
  logger.info(
    code
      ? { method, path: masked, client, status, ms: rounded, requestId, code }
      : { method, path: masked, client, status, ms: rounded, requestId },
    'request',
  );
}

/**
 * A webhook token is a credential: logs keep only its first characters, wherever a path names a
 * webhook (any letter case, percent-encoded, after extra slashes or dot segments).
 */
export function maskPath(path: string): string {
  const decoded = decodeAscii(path);
  // Found by `exec` and cut by `slice`: a replace with `$1` in its text takes V8's slow path, on every request's log line.
  const found = WEBHOOK_TOKEN.exec(decoded);
  return found === null ? decoded : `${decoded.slice(0, found.index)}${found[1]}${found[2]}...`;
}

// The first `webhook` followed by slashes, and at most four characters of what follows.
const WEBHOOK_TOKEN = /(webhook[/\\]+)([^/\\]{0,4})/i;

// ASCII escapes one by one (a malformed one stays as it is), again until none is left: a
// double-encoded or half-broken path reads as the name it carries.
function decodeAscii(path: string): string {
  if (!path.includes('%')) return path;
  let previous: string;
  let current = path;
  do {
    previous = current;
    current = previous.replace(/%[0-7][0-9a-f]/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
  } while (current !== previous);
  return current;
}
