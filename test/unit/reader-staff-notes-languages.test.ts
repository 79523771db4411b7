import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 31's class (blind set 34's guide 06 and 18: clinic bookings with Icelandic and Slovak keys). The staff's own
// note on a booking in those languages (`poznamka_interna`, `athugasemd_starfsfólks`) is the business's, beside the
// client's own note (`poznamka_klienta`), which stays. Invented bodies; made-up people and businesses.

describe("Reader: a staff's note named in Slovak or Icelandic", () => {
  it('leaves the internal note out and keeps the client’s', () => {
    const body = {
      rezervacia: {
        sluzba: 'Konzultácia',
        poznamka_klienta: 'Mám citlivú pleť, prosím o jemný postup.',
        poznamka_interna: 'Stála klientka, ponúknuť balíček',
      },
      klient: { meno: 'Jana', priezvisko: 'Hudecová', telefon: '0905 111 222', email: 'jana.hudecova@example.sk' },
    };
    const { notes } = readInput(body, 'SK');
    expect(notes).to.contain('citlivú pleť');
    expect(notes).not.to.contain('balíček');
  });

  it("leaves the staff's comment out (Icelandic)", () => {
    const body = {
      data: {
        viðskiptavinur: { nafn: 'Anna Sigurðardóttir', sími: '+354 861 0000', netfang: 'anna.s@example.is' },
        spurningar: [{ spurning: 'Hver er ástæða komunnar?', svar: 'Verkir í öxl' }],
        athugasemd_starfsfólks: 'Bóka í sal 3, ekki hjá nema',
      },
    };
    const { notes } = readInput(body, 'IS');
    expect(notes).to.contain('Verkir í öxl');
    expect(notes).not.to.contain('sal 3');
  });
});
