import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Issue 35: a `name` in an object that names no party and holds no contact of its own is a thing's
// name (an appointment's type, an add-on the person chose, a kind of visit): what the person booked,
// for the brief; not someone else's contact. Made-up shapes and people.

describe("Reader: a thing's `name` away from the person is what they chose, not someone's contact", () => {
  const body = {
    patient: { name: 'Ana Ruiz', phone: '+1 650 555 0142' },
    appointment_type: { id: 7, name: 'Emergency Exam' },
    options: [{ name: 'Scalp scaling', price: 20000 }],
    visit_kind: { name: 'First visit' },
  };

  it('keeps the chosen type, option and kind in the brief', () => {
    const notes = readInput(body).notes;
    for (const chosen of ['Emergency Exam', 'Scalp scaling', 'First visit']) expect(notes).to.contain(chosen);
  });

  it("still keeps a referrer's name, and a name in a block with its own phone, out of the brief", () => {
    const notes = readInput({
      ...body,
      referrer: { name: 'Bob Stone' },
      branch: { name: 'Northside Clinic', phone: '+1 650 555 0100' },
    }).notes;
    expect(notes).not.to.contain('Bob Stone');
    expect(notes).not.to.contain('Northside Clinic');
  });
});
