import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Issue 35: a `name` in an object that names no party and holds no contact of its own is a thing's
// name (an appointment's type, an add-on the person chose, a kind of visit): what the person booked,
// for the brief; not someone else's contact. Made-up shapes and people.

describe("Reader: a thing's `name` away from the person is what they chose, not someone's contact", () => {
  const body = {
    patient: { name: 'Ana Ruiz', phone: '+1 650 555 0142' },
    appointment_type: { id: 7, name: 'Emergency Exam' },
    addons: [{ name: 'Scalp scaling', price: 20000 }],
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
      designer: { id: 'd-7', name: 'Hana Jung' },
      tagged_by: { name: 'Jessica Holloway' },
      branch: { name: 'Northside Clinic', phone: '+1 650 555 0100' },
    }).notes;
    for (const theirs of ['Bob Stone', 'Hana Jung', 'Jessica Holloway']) expect(notes).not.to.contain(theirs);
    expect(notes).not.to.contain('Northside Clinic');
  });
});

// Issue 35: choices sent as a list (a checkbox group's answers), and a phrase in a script written
// without spaces between words (Japanese, Chinese, Thai): what the person picked or wrote.
describe('Reader: a list of choices and an unspaced phrase are the person’s answers', () => {
  const body = {
    customer: { name: 'Ana Ruiz', phone: '+1 650 555 0142' },
    inquiry_items: ['見学を希望する', '資料を請求する'],
    survey: [{ question_text: 'Where is the clog?', answer_text: ['Kitchen sink', 'Bathtub'] }],
    preferred: ['za 6 dec 10:00', 'ma 8 dec 17:30'],
    wish: 'ลูกอายุหกขวบ',
  };

  it('keeps every choice of a list in the brief', () => {
    const notes = readInput(body).notes;
    for (const chosen of ['見学を希望する', 'Kitchen sink', 'Bathtub', 'za 6 dec 10:00', 'ลูกอายุหกขวบ'])
      expect(notes).to.contain(chosen);
  });

  it('still keeps a list of ids or codes out of it', () => {
    const notes = readInput({
      ...body,
      tag_ids: ['t_8Hq2ZkLm41Pq', 't_9Jk3XnMm52Qr'],
      flags: ['opt_in', 'sms_ok'],
    }).notes;
    for (const theirs of ['t_8Hq2ZkLm41Pq', 'opt_in']) expect(notes).not.to.contain(theirs);
  });
});

describe("Reader: a budget picked as a range of amounts is the person's answer", () => {
  it('keeps `$50,000 - $75,000` and `$5k-10k` in the brief', () => {
    const notes = readInput({
      homeowner: { name: 'Dan Kim', phone: '+1 206 555 0131' },
      details: { budget: '$50,000 - $75,000', deposit: '$5k-10k', timeline: 'Within 3 months' },
    }).notes;
    for (const answer of ['$50,000 - $75,000', '$5k-10k', 'Within 3 months']) expect(notes).to.contain(answer);
  });
});
