import { expect } from 'chai';
import { readInput, readLead } from '../helpers/read-lead.ts';

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

// Session 33 (blind set 37's guide 04: a spa booking with Thai keys): an internal note named in Thai (`หมายเหตุภายใน`) or
// Hebrew (`הערה_פנימית`), and a payout to the shop (`ยอดโอนร้าน`), stay out; the customer's note (`หมายเหตุจากลูกค้า`) and
// the service they booked (`บริการ: {ชื่อบริการ}`, a service's name, no person's) stay in. Invented bodies.
describe("Reader: a staff's note named in Thai or Hebrew", () => {
  it('leaves the internal note and the payout out, and keeps the service booked and the customer’s note', () => {
    const body = {
      ลูกค้า: { ชื่อ: 'พิมพ์ชนก', นามสกุล: 'ศรีสุข', เบอร์โทร: '081-555-0134', อีเมล: 'pimchanok.s@example.com' },
      บริการ: { ชื่อบริการ: 'ขัดผิวสมุนไพร 60 นาที', วันที่: '2026-02-14' },
      หมายเหตุจากลูกค้า: 'แพ้น้ำมันมะพร้าว',
      หมายเหตุภายใน: 'ลูกค้าใหม่ เสนอบัตรสมาชิก',
      ยอดโอนร้าน: 1530,
    };
    const { notes } = readInput(body, 'TH');
    expect(notes).to.contain('ขัดผิวสมุนไพร 60 นาที');
    expect(notes).to.contain('แพ้น้ำมันมะพร้าว');
    expect(notes).not.to.contain('บัตรสมาชิก');
    expect(notes).not.to.contain('1530');
  });

  it('leaves a Hebrew internal note out', () => {
    const body = {
      שם: 'נועה לוי',
      טלפון: '052-555-0199',
      הודעה: 'מחפשת דירת 3 חדרים',
      הערה_פנימית: 'לקוחה חוזרת, לתת הנחה',
    };
    const { notes } = readInput(body, 'IL');
    expect(notes).to.contain('דירת 3 חדרים');
    expect(notes).not.to.contain('לתת הנחה');
  });
});

// Session 33 (blind set 37's guide 06): Czech's internal note (`interniPoznamka`), and a record's times in Czech and Polish
// (`vytvořeno`, `změněno`, `utworzono`). Invented bodies.
describe("Reader: a staff's note named in Czech", () => {
  it('leaves the internal note out and keeps the message', () => {
    const body = {
      jmeno: 'Hana',
      prijmeni: 'Procházková',
      email: 'hana.prochazkova@example.cz',
      zprava: 'Máme zájem o tepelné čerpadlo.',
      interniPoznamka: 'Nedovolal jsem se, zkusit zítra.',
    };
    const { notes } = readInput(body, 'CZ');
    expect(notes).to.contain('tepelné čerpadlo');
    expect(notes).not.to.contain('zkusit zítra');
  });
});

describe("Reader: a CRM's record times named in Czech or Polish", () => {
  it('leaves when the record was created or changed out', () => {
    const body = {
      jmeno: 'Hana',
      prijmeni: 'Procházková',
      email: 'hana.prochazkova@example.cz',
      zprava: 'Máme zájem o tepelné čerpadlo.',
      vytvoreno: '2026-04-17 08:12',
      zmeneno: '2026-04-18 09:40',
      utworzono: '2026-04-19 10:05',
    };
    const { notes } = readInput(body, 'CZ');
    expect(notes).to.contain('tepelné čerpadlo');
    expect(notes).not.to.match(/2026-04-1[789]/);
  });
});

// Session 33 (blind set 37's guide 05 and 18): an agent named in Tagalog (`ahente`) and a CRM's sales rep
// (`sales_rep_name`) beside the person: their names stay out. Invented bodies.
describe('Reader: an agent or a sales rep named beside the person', () => {
  it('leaves their names out and keeps the answers', () => {
    const body = {
      first_name: 'Liza',
      last_name: 'Manalo',
      email: 'liza.manalo@example.ph',
      uri_ng_bubong: 'Yero (metal sheet)',
      ahente: 'Ramon Dela Cruz',
      sales_rep_name: 'Tess Aquino',
    };
    const { notes } = readInput(body, 'PH');
    expect(notes).to.contain('Yero (metal sheet)');
    expect(notes).not.to.contain('Ramon Dela Cruz');
    expect(notes).not.to.contain('Tess Aquino');
  });
});

// Session 35 (blind set 38's guide 06: a home-services marketplace's lead): the service pro receiving the lead, its
// values under keys opening with `sp` (`spCompanyName`, `spCompanyPhone`), is the business: their name stays out of the
// brief, the person's answers stay. Invented body.
describe("Reader: the service pro's values under `sp` keys", () => {
  it('leaves the pro’s company name out and keeps the answers', () => {
    const body = {
      spId: 'sp_90211',
      spCompanyName: 'Harbor Fence & Deck LLC',
      spCompanyPhone: '(614) 555-0100',
      customer: { firstName: 'Owen', lastName: 'Pratt', phone: '(614) 555-0177', email: 'owen.pratt@example.com' },
      task: 'Fence - Install',
      comments: 'About 120 feet of cedar privacy fence along the back yard',
    };
    const { notes } = readInput(body);
    expect(notes).to.contain('cedar privacy fence');
    expect(notes).not.to.contain('Harbor Fence');
  });
});

// Session 35 (blind set 38's guide 04: a cloud phone system's ended call): the line called, as its own object under a
// key naming a number alone (`number: {name, digits, country, availability_status}`), is the business's line: its
// name and settings stay out of the brief; the caller's record stays theirs. Invented body.
describe('Reader: the line called, in its own object under a number’s key', () => {
  it('leaves the line’s name and settings out', () => {
    const body = {
      data: {
        raw_digits: '+34 612 55 78 90',
        contact: { first_name: 'Lucía', last_name: 'Navarro', emails: [{ value: 'lucia.navarro@example.es' }] },
        number: {
          id: 4410,
          name: 'Clínica Dental Sol - Recepción',
          digits: '+34 91 555 40 40',
          country: 'ES',
          availability_status: 'custom',
        },
        notes: 'Quiere cita para limpieza el jueves',
      },
    };
    const { input } = readLead(body, 'ES');
    expect(input.phone).to.equal('+34612557890');
    expect(input.notes).to.contain('limpieza').and.not.contain('Clínica Dental Sol');
    expect(input.notes).not.to.contain('custom');
  });
});
