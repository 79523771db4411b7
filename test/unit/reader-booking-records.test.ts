import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 31's classes (blind set 33's guide: a tour operator's booking, FareHarbor's shape). A record's primary key
// under `pk` (Django's and many APIs' name for an id) is the tool's, wherever it sits; a text sent again as HTML
// (`note` and `note_safe_html`) is said once. Invented body; made-up people and businesses.

describe("Reader: a booking's record keys and its texts sent again as HTML", () => {
  const body = {
    booking: {
      pk: 5120934,
      availability: {
        pk: 88120,
        start_at: '2026-08-02T09:00:00-0700',
        item: { pk: 40877, name: 'Sunset Kayak Tour' },
      },
      contact: { name: 'Ines Varga', phone: '(206) 555-0177', email: 'ines.varga@example.com' },
      customers: [{ pk: 771, customer_type_rate: { pk: 12, customer_prototype: { pk: 3, display_name: 'Adult' } } }],
      comments: 'First time kayaking, can we get a stable double kayak?',
      comments_html: '<p>First time kayaking, can we get a stable double kayak?</p>',
    },
  };

  it('leaves every pk out of the brief', () => {
    const { notes } = readInput(body, 'US');
    expect(notes).to.contain('Sunset Kayak Tour');
    for (const id of ['40877', '88120', '771', 'pk']) expect(notes).not.to.contain(id);
  });

  it('says a text sent again as HTML once', () => {
    const { notes } = readInput(body, 'US');
    expect(notes!.split('stable double kayak').length - 1).to.equal(1);
  });
});
