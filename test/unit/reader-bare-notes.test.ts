import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 30's class (blind set 33's guide leak, a shop's order): the customer's own note keyed as theirs
// (`customer_note`) beside a bare `note` in the same object: the bare one is the shop's note on the order, its staff's.
// A bare note with no customer's note beside it stays the person's. Invented bodies; made-up people and businesses.

describe("Reader: a bare note beside the customer's own note is the shop's", () => {
  const order = {
    id: 5521,
    bill_full_name: 'Trần Thu Hà',
    bill_phone_number: '0912 345 678',
    bill_email: 'thuha.tran@example.com',
    customer_note: 'Giao sau 5 giờ chiều giúp mình nhé.',
    note: 'Khách VIP, tặng kèm móc khóa',
  };

  it('keeps the customer’s note and leaves the shop’s out', () => {
    const { notes } = readInput(order, 'VN');
    expect(notes).to.contain('Giao sau 5 giờ chiều');
    expect(notes).not.to.contain('tặng kèm móc khóa');
  });

  it('keeps a bare note alone', () => {
    const { customer_note: _, ...alone } = order;
    expect(readInput(alone, 'VN').notes).to.contain('tặng kèm móc khóa');
  });
});
