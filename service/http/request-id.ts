import { randomUUID } from 'node:crypto';

const SENT_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's own id when it is 1-64 characters of `A-Za-z0-9._-`, a new UUID otherwise (docs/api.md, Conventions). */
export function requestIdOf(sent: string | string[] | undefined): string {
  return typeof sent === 'string' && SENT_ID.test(sent) ? sent : randomUUID();
}
