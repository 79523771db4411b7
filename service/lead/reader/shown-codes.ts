import { SHOWN_NAME_ENDINGS } from './vocabulary-shown-values.ts';

/**
 * A choice a CRM sends twice, its code under one key and its label under the key with an ending glued
 * (`statuscode: 1` + `statuscodename: "New lead"`, `pcfsystemfield101name`, OData's `…@OData.Community.Display.V1.FormattedValue`):
 * the key whose code a key's value may show (docs/api.md §2.4). Read once per key (labels.ts); walk-labels.ts pairs them.
 */
export function shownOf(key: string): string | null {
  for (const ending of SHOWN_NAME_ENDINGS) {
    if (key.length < ending.length + MIN_STEM || !key.endsWith(ending)) continue;
    return key.slice(0, key.length - ending.length);
  }
  return null;
}

// A code's key of two characters at least: `xname` is no one's code's label.
const MIN_STEM = 2;
