import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 54: classes held-out sets 63 and 64 found, each on an invented body.

describe("Reader (review 54): someone else's record under a prefix of its own, its mobile typed as digits alone", () => {
  // A B2B marketplace's inquiry writes both ends flat, each under a prefix naming no party (`req_` the buyer who asked,
  // `sup_` the supplier it went to). The supplier's group holds a name and a mobile typed as digits alone: a phone by
  // its key, so the group is a record, and its name and firm are the supplier's, out of the brief.
  it("keeps the other group's name and firm out when its phone is bare digits", () => {
    const input = readInput(
      {
        inquiry_id: '5527001934',
        message: 'Need 300 steel door frames, powder coated, delivered to Pune by June.',
        req_name: 'Farah Siddiqui',
        req_mobile: '+91 98200 41177',
        req_email: 'farah.s@example.com',
        req_city: 'Pune',
        sup_uid: '4410082',
        sup_company: 'Kaveri Metal Works',
        sup_name: 'Ramesh Iyer',
        sup_mobile: '9845012345',
      },
      'IN',
    );
    expect(input).to.include({ name: 'Farah Siddiqui', phone: '+919820041177', email: 'farah.s@example.com' });
    expect(input.notes).to.contain('300 steel door frames').and.contain('Pune');
    expect(input.notes).not.to.contain('Ramesh Iyer').and.not.to.contain('Kaveri Metal Works');
  });
});

describe("Reader (review 54): who handled a call, named under a handler's key, is staff", () => {
  // A call tracker's custom fields name who took the call (`Call Handler`, `handled_by`) beside the caller's answers, as
  // `owner` and `assignee` do: the staff member's name, out of the brief.
  it("keeps the handler's name out and the caller's answers in", () => {
    const input = readInput(
      {
        caller_name: 'Nadia Petrov',
        caller_number: '+16145550172',
        custom: { 'Insurance Plan': 'Aetna PPO', 'Call Handler': 'Bridget Lowe', handled_by: 'Omar Said' },
      },
      'US',
    );
    expect(input.name).to.equal('Nadia Petrov');
    expect(input.notes).to.contain('Aetna PPO').and.not.contain('Bridget').and.not.contain('Omar Said');
  });
});
