// Zapier shows at most 250 characters of an error message; what to do comes first so a cut never hides it.
const MAX_MESSAGE_LENGTH = 250;

/** `action` then `detail`, cut to MAX_MESSAGE_LENGTH by shortening the detail (never the action). */
export function fitMessage(action: string, detail = ''): string {
  const whole = detail ? `${action} ${detail}` : action;
  if (whole.length <= MAX_MESSAGE_LENGTH) return whole;
  return `${whole.slice(0, MAX_MESSAGE_LENGTH - 1).trimEnd()}…`;
}
