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
  return decodeAscii(path).replace(/(webhook[/\\]+)([^/\\]{0,4}).*$/is, '$1$2...');
}

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
