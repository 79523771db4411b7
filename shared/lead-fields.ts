// Field rules that the service and the Zapier connector both follow (see docs/api.md §2).
export const CORE_FIELDS = ['name', 'phone', 'email', 'notes'] as const;
export type CoreField = (typeof CORE_FIELDS)[number];

export const NAME_MAX_LENGTH = 200;
export const NOTES_MAX_LENGTH = 10_000;
