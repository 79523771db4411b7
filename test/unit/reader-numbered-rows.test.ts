import { expect } from 'chai';
import { parsePointer, valueAtPointer } from '../../service/lead/field-map/json-pointer.ts';
import { readLead } from '../helpers/read-lead.ts';

// Rows keyed by their numbers (`{"0": {…}, "1": {…}}`, a form's list: item-keys.ts rowsIn) are read as a list, each
// value pointed at by its own key (docs/api.md §2.4). A key that is a number only once read as one is no row's.

describe('Reader: rows keyed by their numbers (docs/api.md §2.4)', () => {
  // `1e0`, ` 1`, `+1` and `1.0` are 1 as numbers, never as a list's key: read as rows, their values' pointers said `/guests/1`.
  it('keeps rows keyed by a number written otherwise an object: every pointer of the roles names a value sent', () => {
    for (const key of ['1e0', ' 1', '+1', '1.0', '1.']) {
      const body = {
        phone: '+14155550100',
        guests: { '0': { note: 'Window seat please' }, [key]: { note: 'Aisle seat please' } },
      };
      const { roles } = readLead(body);
      const dangling = Object.keys(roles).filter(
        (pointer) => valueAtPointer(body, parsePointer(pointer)!) === undefined,
      );
      expect(dangling, key).to.deep.equal([]);
    }
  });
});
