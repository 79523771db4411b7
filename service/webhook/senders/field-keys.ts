/** Keys compared the way senders vary them: "Phone Number", "phone_number" and "phoneNumber" are one. */
export const normalizeKey = (key: string) => key.toLowerCase().replace(/[\s_\-.]/g, '');

/** The value under a key, whatever its case or separators. */
export function valueOf(body: Record<string, unknown>, normalizedKey: string): unknown {
  const key = Object.keys(body).find((k) => normalizeKey(k) === normalizedKey);
  return key === undefined ? undefined : body[key];
}

export type Entries = Array<[string, unknown]>;
