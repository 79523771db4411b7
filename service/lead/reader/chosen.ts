import type { ErrorDetail } from '../../../shared/error-detail.ts';
import type { PickedField } from './explanation.ts';
import type { PickWay } from './pick-reasons.ts';
import type { Reading } from './reading.ts';

/** The contact values chosen out of a body's readings, each with the reading it came from. */
export interface Chosen {
  phone: { e164: string; reading: Reading } | null;
  email: { address: string; reading: Reading } | null;
  /** The name's readings: one full name, or a first and/or a last name. */
  name: Array<{ reading: Reading; role: 'name' | 'firstName' | 'lastName' }>;
  /** Why a value that was asked for could not be used (a phone that does not parse, an email that is no address). */
  problems: ErrorDetail[];
  /** How each field was picked: what its reasons are read from (pick-reasons.ts). */
  picks: Partial<Record<PickedField, PickWay>>;
  /** The call record's other end when the phone is one end of a call that tells its direction (E.164): the business's line. */
  businessLine?: string | null;
}
