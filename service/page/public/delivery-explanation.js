// Why the intake picked what it picked, and what it took every other value for (a delivery's
// `reasons` and `roles`, docs/api.md §3): folded under the delivery, in the log and the lead panel.

const FIELD_ORDER = ['name', 'firstName', 'lastName', 'phone', 'email'];

// The brief's roles first, then those kept out of it (only `answer` and `context` reach the notes).
const ROLE_GROUPS = [
  ['answer', "In the brief: the person's answers"],
  ['context', 'In the brief: context'],
  ['system', "Kept out: the sender's system values"],
  ['otherParty', "Kept out: someone else's"],
];

const SHOWN_VALUE = 80;

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// A kept JSON body lets each pointer show its value; a form body or a body not kept shows pointers alone.
function bodyOf(delivery) {
  if (delivery.body === undefined || (delivery.contentType && !/json/i.test(delivery.contentType))) return undefined;
  try {
    return JSON.parse(delivery.body);
  } catch {
    return undefined;
  }
}

function valueAt(body, pointer) {
  let at = body;
  for (const token of pointer.split('/').slice(1)) {
    const key = token.replaceAll('~1', '/').replaceAll('~0', '~');
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, key)) return undefined;
    at = at[key];
  }
  if (at === null || typeof at !== 'object') return String(at);
  return Array.isArray(at) && at.every((item) => item === null || typeof item !== 'object') ? at.join(', ') : undefined;
}

function pointerItem(pointer, body) {
  const item = element('li');
  item.append(element('code', '', pointer));
  const value = body === undefined ? undefined : valueAt(body, pointer);
  if (value !== undefined) item.append(` ${value.length > SHOWN_VALUE ? `${value.slice(0, SHOWN_VALUE)}…` : value}`);
  return item;
}

function reasonsList(delivery) {
  const list = element('dl', 'reasons');
  for (const field of FIELD_ORDER) {
    const reasons = delivery.reasons?.[field];
    if (!reasons?.length) continue;
    const term = element('dt', '', `${field} `);
    if (typeof delivery.picked?.[field] === 'string') term.append(element('code', '', delivery.picked[field]));
    const strongestFirst = [...reasons].sort((a, b) => b.weight - a.weight);
    const items = element('ol');
    for (const reason of strongestFirst) items.append(element('li', '', `${reason.text} (${reason.weight})`));
    const description = element('dd');
    description.append(items);
    list.append(term, description);
  }
  return list.childElementCount > 0 ? [list] : [];
}

function roleGroups(delivery) {
  const byRole = new Map(ROLE_GROUPS.map(([role]) => [role, []]));
  for (const [pointer, role] of Object.entries(delivery.roles ?? {})) byRole.get(role)?.push(pointer);
  const body = bodyOf(delivery);
  return ROLE_GROUPS.filter(([role]) => byRole.get(role).length > 0).map(([role, title]) => {
    const group = element('details', `role role-${role}`);
    const pointers = byRole.get(role);
    group.append(element('summary', '', `${title} (${pointers.length})`));
    const list = element('ul');
    list.append(...pointers.map((pointer) => pointerItem(pointer, body)));
    group.append(list);
    return group;
  });
}

/** "Why these picks": nothing for a delivery stored before reasons and roles were kept, or a refusal. */
export function deliveryExplanation(delivery) {
  if (!delivery.reasons && !delivery.roles) return [];
  const explanation = element('details', 'explanation');
  const picks = Object.keys(delivery.reasons ?? {}).length;
  const values = Object.keys(delivery.roles ?? {}).length;
  explanation.append(
    element(
      'summary',
      '',
      `Why these picks: ${picks} field${picks === 1 ? '' : 's'}, ${values} other value${values === 1 ? '' : 's'} by role`,
    ),
  );
  // Built when first opened: a live log of thousands of deliveries builds a summary line each.
  explanation.addEventListener(
    'toggle',
    () => {
      if (explanation.open) explanation.append(...reasonsList(delivery), ...roleGroups(delivery));
    },
    { once: true },
  );
  return [explanation];
}
