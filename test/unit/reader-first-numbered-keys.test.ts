import { expect } from 'chai';
import { personOf } from '../helpers/read-lead.ts';

// Session 33 (blind set 37's guide 06: a CRM's lead with `kontaktniUdaje: {email, tel1}` (contact details) beside its owner's
// `vlastnik: {jmeno, email, telefon}`): a key numbered 1 (`tel1`, `phone_1`) names the first phone, as a key with no number
// does; only a second or later one (`phone2`) comes after. The person's first phone beside their email is theirs.
// Invented bodies.
describe('Reader: a phone under a key numbered 1 is the first phone', () => {
  it("takes the phone beside the person's email, not the owner's, and the person's name", () => {
    const body = {
      data: {
        jmeno: 'Hana',
        prijmeni: 'Procházková',
        kontaktniUdaje: { email: 'hana.prochazkova@example.cz', tel1: '+420 731 555 204' },
        vlastnik: { jmeno: 'Ing. Karel Beneš', email: 'benes@solarni-firma.example', telefon: '+420 602 555 118' },
      },
    };
    expect(personOf(body, 'CZ')).to.deep.equal({
      name: 'Hana Procházková',
      phone: '+420731555204',
      email: 'hana.prochazkova@example.cz',
    });
  });

  it('still takes phone before phone2, and phone1 before phone2', () => {
    expect(personOf({ name: 'Ann Lee', phone2: '+1 415 555 0102', phone: '+1 415 555 0101' }, 'US').phone).to.equal(
      '+14155550101',
    );
    expect(personOf({ name: 'Ann Lee', phone2: '+1 415 555 0102', phone1: '+1 415 555 0101' }, 'US').phone).to.equal(
      '+14155550101',
    );
  });
});
