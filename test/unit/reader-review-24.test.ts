import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 24's classes, each on an invented body first. Made-up people and businesses.

describe("Reader: a business's contact written in one line beside the person is someone else's", () => {
  it("keeps a booking's location line (a practice's name, street and phone) out of the brief", () => {
    const lead = readInput(
      {
        firstName: 'Maren',
        lastName: 'Holt',
        phone: '(503) 555-0148',
        email: 'maren.holt@fastmail.com',
        type: 'Initial consultation',
        where: 'Cedar Grove Dental — 1180 Pine Ave, Suite 4, Portland, OR 97205 · (503) 555-0199',
        notes: 'Chipped a molar last week',
      },
      'US',
    );
    expect(lead.phone).to.equal('+15035550148');
    expect(lead.notes).to.contain('Chipped a molar last week');
    expect(lead.notes).to.contain('Initial consultation');
    expect(lead.notes).not.to.contain('Cedar Grove Dental');
    expect(lead.notes).not.to.contain('555-0199');
  });
  it('keeps an office line under a booking object (a name, a floor, a street, a reception number) out', () => {
    const lead = readInput(
      {
        booking: {
          subject: 'Mortgage review',
          venue_text: 'Kestrel Mortgage Partners, Level 3, 22 Harbour Rd, Wellington 6011 — reception 04 555 0172',
        },
        form_submission: { name: 'Tane Walker', email: 'tane.walker@xtra.co.nz', phone: '021 555 0193' },
      },
      'NZ',
    );
    expect(lead.name).to.equal('Tane Walker');
    expect(lead.notes).to.contain('Mortgage review');
    expect(lead.notes).not.to.contain('Kestrel Mortgage Partners');
  });
  it("keeps a person's message naming another number: their words", () => {
    const lead = readInput(
      {
        name: 'Ivo Brandt',
        email: 'ivo.brandt@posteo.de',
        phone: '+49 171 5550123',
        message: 'Please call my wife on +49 171 5550188 after six, she handles the renovation',
      },
      'DE',
    );
    expect(lead.notes).to.contain('Please call my wife on +49 171 5550188 after six');
  });
  it("keeps the person's own address line holding their own number", () => {
    const lead = readInput(
      {
        name: 'Ruth Ames',
        email: 'ruth.ames@gmail.com',
        phone: '(617) 555-0131',
        site_address: 'Ames Residence, 14 Elm St, Salem, MA 01970 (617) 555-0131',
      },
      'US',
    );
    expect(lead.notes).to.contain('14 Elm St');
  });
  it("keeps an answer to a question holding someone's line: the person's answer", () => {
    const lead = readInput(
      {
        name: 'Noah Feld',
        email: 'noah.feld@gmail.com',
        answers: [{ question: 'Who referred you?', answer: 'Dr. Lena Marsh, Marsh Family Clinic (312) 555-0107' }],
      },
      'US',
    );
    expect(lead.notes).to.contain('Marsh Family Clinic');
  });
});
