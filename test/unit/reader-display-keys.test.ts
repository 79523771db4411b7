import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

// `display` names a contact's name only as the whole key (`{display: "Kevin Park", tel}`): before another word it says
// the value is shown as written (`display_address`, `display_phone`), and the other word names the value. Invented
// bodies, made-up people.
describe('Reader: a key opening with `display` is named by its other word', () => {
  it("keeps a listing's display address in the brief, as the place asked about", () => {
    const { notes } = readInput(
      {
        branch: {
          branch_id: 4410,
          name: 'Hart & Cole Lettings - Headingley',
          telephone: '0113 496 0321',
          email: 'headingley@hartcole.example.co.uk',
          address: { line1: '2 Otley Road', town: 'Leeds', postcode: 'LS6 3AA' },
        },
        listing: { listing_id: 66380011, display_address: 'Kirkstall Road, Leeds LS4', price: 950 },
        enquirer: {
          first_name: 'Jo',
          last_name: 'Bell',
          email: 'jo.bell@example.com',
          phone: '07700 900123',
          message: 'Is the flat still free?',
        },
      },
      'GB',
    );
    expect(notes).to.include('Is the flat still free?').and.include('Kirkstall Road, Leeds LS4');
  });
  it('reads a display phone or email as a phone or an email, no name', () => {
    expect(
      personOf({ display_phone: '(415) 555-0132', display_email: 'kim.lee@example.com', first: 'Kim Lee' }),
    ).to.deep.include({ phone: '+14155550132', email: 'kim.lee@example.com' });
  });
});
