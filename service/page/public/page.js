// What every part of the Lead Sources page shares: the DOM helper, the state, the API client and
// how errors are shown. Every value from the server is rendered with textContent, never as HTML.

export const $ = (selector, root = document) => root.querySelector(selector);

export const state = { token: null, sources: new Map(), stream: null };

/** Every source the leads may name, deleted ones included: id → Source (with deletedAt). */
export const knownSources = new Map();

export const formatTime = (iso) => (iso ? new Date(iso).toLocaleString() : 'never');

let onUnauthorized = () => {};
/** What to do when the service refuses the token (app.js signs out). */
export const whenUnauthorized = (handler) => (onUnauthorized = handler);
export const tokenRefused = () =>
  onUnauthorized('Your admin token was not accepted (it may have changed). Sign in again.');

export class ApiError extends Error {
  constructor(status, error) {
    super(error?.message ?? `The service answered ${status}.`);
    this.status = status;
    this.code = error?.code;
    this.details = error?.details ?? [];
  }
}

/** fetch with the token; a refusal thrown as an ApiError, the token's refusal signs out. */
export async function send(path, { method = 'GET', body } = {}) {
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: { Authorization: `Bearer ${state.token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new ApiError(0, { message: 'Cannot reach the service. Check that it is running and that you are online.' });
  }
  if (!response.ok) {
    const data = await response.json().catch(() => null);
    if (response.status === 401) tokenRefused();
    throw new ApiError(response.status, data?.error);
  }
  return response;
}

export async function api(path, options) {
  const response = await send(path, options);
  if (response.status === 204) return null;
  return response.json();
}

export function showMessage(text, kind = 'error') {
  const box = $('#message');
  box.textContent = text;
  box.className = `message ${kind === 'ok' ? 'ok' : ''}`;
  box.hidden = !text;
}

export function explain(error) {
  if (!(error instanceof ApiError)) return String(error?.message ?? error);
  const details = error.details.map((d) => `• ${d.field}: ${d.message}`).join('\n');
  return details ? `${error.message}\n${details}` : error.message;
}

export const run = (task) => async (event) => {
  event?.preventDefault?.();
  try {
    await task(event);
  } catch (error) {
    showMessage(explain(error));
  }
};

/** The answer to an action, next to the control that caused it (a role="status" element). */
export function showAnswer(element, text, kind = 'ok') {
  element.textContent = text;
  element.classList.toggle('bad', kind !== 'ok');
  element.hidden = !text;
}

/** Like run, but a failure is answered next to the control, in `element`. */
export const runNear = (element, task) => async (event) => {
  event?.preventDefault?.();
  showAnswer(element, '');
  try {
    await task(event);
  } catch (error) {
    showAnswer(element, explain(error), 'error');
  }
};
