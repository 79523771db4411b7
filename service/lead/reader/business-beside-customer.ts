import { gluedBusinessContact, UNSPACED_SCRIPTS } from './glued-scripts.ts';
import { meaning } from './labels.ts';
import type { Reading, Tokens } from './reading.ts';

/**
 * The values under a business's name or contact key glued in a script written without spaces (`商户名称`, `店舗電話番号`:
 * glued-scripts.ts), in an object that also names the person as its customer (`买家`, `客户电话`, `เบอร์ลูกค้า`): the
 * business's, out of the brief. Without such a key the business is the person's own (a merchant's application form).
 * Null when there is none (nearly every body: no key in those scripts).
 */
export function businessBesideCustomer(readings: Reading[]): ReadonlySet<Reading> | null {
  let customers: Set<Tokens> | null = null;
  let business: Reading[] | null = null;
  for (const reading of readings) {
    const { key } = reading;
    if (typeof key !== 'string' || key.charCodeAt(0) < UNSPACED_SCRIPTS) continue;
    const label = meaning(key);
    const list = label.words.split(' ');
    // The customer's own key: its word alone (`买家`) or glued to a term (`客户电话`, read as qualified: terms.ts).
    if (label.leadParty || (label.tier === 1.5 && label.prefix !== ''))
      (customers ??= new Set()).add(reading.container);
    else if (gluedBusinessContact(list, label.role)) (business ??= []).push(reading);
  }
  if (customers === null || business === null) return null;
  const theirs = new Set<Reading>();
  for (const reading of business) if (customers.has(reading.container)) theirs.add(reading);
  return theirs.size > 0 ? theirs : null;
}
