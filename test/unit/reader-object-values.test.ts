import { expect } from 'chai';
import { LeadInputError } from '../../service/lead/schema/lead-input-error.ts';
import { readLead } from '../helpers/read-lead.ts';

// A value sent under a core key is what was sent (docs/api.md §2.4), an object too: `String` of one calls its
// `toString` key, which throws when that is no function (`{"toString": "x"}`: a TypeError, a 500 on the public URL).
// A form sends one as `phone[toString]=x`.
function readOrRefuse(body: Record<string, unknown>) {
  try {
    return readLead(JSON.parse(JSON.stringify(body)) as Record<string, unknown>).input;
  } catch (caught) {
    expect(caught, String(caught)).to.be.instanceOf(LeadInputError);
    return null;
  }
}

describe('Reader, objects sent as a value whose toString is no function (no exception)', () => {
  // written-phones.ts compared each competing phone's last digits with a message's (`String(value)`).
  it('reads two phones, one an object, beside a message writing the other', () => {
    const input = readOrRefuse({
      phone: { toString: 'call me' },
      mobile: '+14155550111',
      message: 'Hello, my number is 415 555 0111, please call me back',
    });
    expect(input?.phone).to.equal('+14155550111');
  });

  // label-tables.ts looked up each value under a table's key among its codes (`String(value)`).
  it("reads an object beside a table of codes read under the object's key", () => {
    readOrRefuse({
      email: { toString: 'my number is 415 555 0111' },
      values: 'my number is 415 555 0111',
      menu: [{ a: { 1: ['x', { b: 'y' }] } }, { 1: { email: { x: '1', y: '2' } } }],
      tickets: '2',
    });
  });
});
