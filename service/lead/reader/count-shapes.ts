import { isDigitCode } from './machine-shapes.ts';

/** A count as a tool sends one (`412`, `"3"`, `"1.2.0"`): a number, or digits and dots in a short text (role-features.ts). */
export const isCount = (value: unknown) =>
  typeof value === 'number' ||
  (typeof value === 'string' && value.length < 12 && isDigitCode(value.charCodeAt(0)) && COUNT.test(value));

/** A fraction between 0 and 1 (`0.87`, `".5"`): a recogniser's certainty as a tool writes it. */
export const isFraction = (value: unknown) =>
  typeof value === 'number'
    ? value > 0 && value < 1
    : typeof value === 'string' && value.length < 12 && FRACTION.test(value);

const COUNT = /^\d+(\.\d+)*$/;
const FRACTION = /^0?\.\d+$/;

/** A count or an amount written with its magnitude (`20k`, `1.5M`): as a person writes a budget, with no currency. */
export const isCountOrMagnitude = (value: unknown) =>
  isCount(value) || (typeof value === 'string' && value.length < 12 && MAGNITUDE.test(value));
const MAGNITUDE = /^\d+(?:[.,]\d+)?\s?[kKmM]$/;
