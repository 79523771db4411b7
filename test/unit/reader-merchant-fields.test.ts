import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 31's class (blind set 34's guide 09: a payment gateway's completed payment for a course). A merchant's own
// fields come named by the merchant's word and then the question in the person's language
// (`merchant_कक्षाको_समय`, class time): the field is the merchant's, the answer the person's, as a numbered one's is
// (`merchant_param1`). The merchant's own values under its word and an English one stay its own. Invented body; made-up
// people and businesses.

describe("Reader: a merchant's field named by its question in the person's language", () => {
  const body = {
    pidx: 'aQ2mZ7wRVWo4CdESSfuSsB',
    status: 'Completed',
    purchase_order_name: 'IELTS तयारी कक्षा',
    customer_info: { name: 'Sarita Thapa', email: 'sarita.thapa@example.com', phone: '9841000111' },
    merchant_कक्षाको_समय: 'बेलुका ५ बजे',
    merchant_कैफियत: 'म शनिबार मात्र फोन उठाउन सक्छु',
    merchant_username: 'everest.academy',
    merchant_mobile: '9801000222',
  };

  it("keeps the person's answers and leaves the merchant's values out", () => {
    const { notes } = readInput(body, 'NP');
    expect(notes).to.contain('बेलुका ५ बजे');
    expect(notes).to.contain('शनिबार मात्र फोन');
    expect(notes).not.to.contain('everest.academy');
    expect(notes).not.to.contain('9801000222');
  });
});
