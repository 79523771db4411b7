import type { CoreField } from '../../../shared/lead-fields.ts';
import type { MappedFields } from '../field-map/mapped-fields.ts';
import { normalizeKey, type Entries } from './field-keys.ts';

// Names senders use for our fields, compared case- and separator-insensitively.
const ALIASES: Record<Exclude<CoreField, 'notes'>, string[]> = {
  name: ['name', 'fullname'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilephone', 'mobilenumber', 'tel', 'telephone', 'cellphone'],
  email: ['email', 'emailaddress'],
};
const FIRST_NAME = ['firstname', 'givenname'];
const LAST_NAME = ['lastname', 'surname', 'familyname'];

export interface CoreFields {
  core: Partial<Record<CoreField, unknown>>;
  extras: Entries;
}

// Automation platforms send "" (or null) for fields the user did not map.
export const isAbsent = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const CONTACT_KEYS = new Set([...ALIASES.phone, ...ALIASES.email]);

/** Whether the entries hold a phone or an email (or an alias of one) with a value. */
export const hasContactField = (entries: Entries) =>
  entries.some(([key, value]) => !isAbsent(value) && CONTACT_KEYS.has(normalizeKey(key)));

/**
 * Picks name, phone, email and notes out of the entries. Fields the source's field map filled
 * (`mapped`) win; then an exact key wins over an alias; aliases are taken in body order; a name
 * may come from first + last name. Keys used for a core field do not repeat as extra fields; exact
 * core keys left empty are dropped (one the map overrode is kept, as any unmapped key is).
 */
export function pickCoreFields(entries: Entries, mapped: MappedFields['fields'] = {}): CoreFields {
  const used = new Set<number>();
  const core = coreFromMap(mapped);
  const overridden = new Set(Object.keys(core));
  const take = (field: CoreField, keys: string[], exact: boolean) => {
    if (core[field] !== undefined) return;
    const index = entries.findIndex(([key, value], i) =>
      !used.has(i) && !isAbsent(value) && (exact ? key === field : keys.includes(normalizeKey(key))));
    if (index < 0) return;
    used.add(index);
    core[field] = entries[index][1];
  };
  for (const field of ['name', 'phone', 'email', 'notes'] as const) take(field, [], true);
  for (const field of ['name', 'phone', 'email'] as const) take(field, ALIASES[field], false);
  if (core.name === undefined) {
    const parts = [FIRST_NAME, LAST_NAME].map((keys) => {
      const index = entries.findIndex(([key, value], i) => !used.has(i) && typeof value === 'string' && !isAbsent(value) && keys.includes(normalizeKey(key)));
      if (index < 0) return '';
      used.add(index);
      return (entries[index][1] as string).trim();
    });
    if (parts.some(Boolean)) core.name = parts.filter(Boolean).join(' ');
  }
  const coreKeys = new Set<string>(['name', 'phone', 'email', 'notes']);
  const extras = entries.filter(([key, value], i) => !used.has(i) && !(coreKeys.has(key) && (isAbsent(value) || !overridden.has(key))));
  return { core, extras };
}

function coreFromMap({ name, firstName, lastName, phone, email }: MappedFields['fields']): CoreFields['core'] {
  const core: CoreFields['core'] = {};
  const fullName = name ?? ([firstName, lastName].filter((part) => part !== undefined).map((part) => String(part).trim()).join(' ') || undefined);
  if (fullName !== undefined) core.name = fullName;
  if (phone !== undefined) core.phone = phone;
  if (email !== undefined) core.email = email;
  return core;
}
