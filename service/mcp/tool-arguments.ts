import { invalidBody } from '../http/errors.ts';

/**
 * A tool argument named `__proto__` never reaches the tools' strict schemas: the SDK rebuilds the
 * message's objects by assignment, which drops that key, so the tool would run as if it had not
 * been sent (`{"__proto__": {"test": true}}` listed real leads), the silent ignoring strict tools
 * promise never to do (docs/api.md §6). Refused here, before the SDK, naming it.
 */
export function refuseProtoArgument(message: Record<string, unknown>): void {
  const params = message.params;
  if (message.method !== 'tools/call' || params === null || typeof params !== 'object') return;
  const args = (params as Record<string, unknown>).arguments;
  if (args !== null && typeof args === 'object' && Object.hasOwn(args, '__proto__')) {
    throw invalidBody('The tool has no argument named "__proto__"; send only the arguments its input schema lists.');
  }
}
