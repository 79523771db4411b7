import { expect } from 'chai';
import { personOf } from '../helpers/read-lead.ts';

// Session 31's class (blind set 34's guide 06: a clinic's booking with Icelandic keys). A name's key in a language
// the vocabulary did not hold, written in Latin letters (`nafn`, Icelandic; `ism`, Uzbek), now in it (review 37: read by
// shape alone, a short unknown key took a firm's name, `fyr: "Jónsson Bygg"` by `jonsson.bygg@gmail.com`); and fold()
// reads ð, þ, æ and ə as people write them in an address. Invented bodies; made-up people and businesses.

describe('Reader: a name under a short key in Latin letters no vocabulary reads', () => {
  it('reads the client beside the staff member and the firm (Icelandic)', () => {
    const body = {
      type: 'event.created',
      data: {
        þjónusta: { heiti: 'Nudd (30 mín)' },
        viðskiptavinur: {
          nafn: 'Sigríður Björk Jónsdóttir',
          sími: '+354 861 2233',
          netfang: 'sigridur.bjork@example.is',
        },
        starfsmaður: { nafn: 'Kári Stefánsson', sími: '698 1100', netfang: 'kari@nuddstofan.is' },
        fyrirtæki: { nafn: 'Nuddstofan Laugavegi', sími: '551 2000' },
      },
    };
    expect(personOf(body, 'IS')).to.deep.equal({
      name: 'Sigríður Björk Jónsdóttir',
      phone: '+3548612233',
      email: 'sigridur.bjork@example.is',
    });
  });

  it('reads the client beside the operator (Uzbek)', () => {
    const body = {
      kurs: 'IELTS intensiv',
      mijoz: { ism: 'Nodira Xasanova', telefon: '+998 90 765 43 21', email: 'nodira.xasanova@example.uz' },
      operator: { ism: 'Jasur Karimov', telefon: '+998 71 200 45 45', email: 'jasur@everest-edu.uz' },
    };
    expect(personOf(body, 'UZ')).to.deep.equal({
      name: 'Nodira Xasanova',
      phone: '+998907654321',
      email: 'nodira.xasanova@example.uz',
    });
  });

  it("takes no firm's name from a short unknown key its address carries", () => {
    const body = {
      fyr: 'Jónsson Bygg',
      tlf: '+354 861 2233',
      netfang: 'jonsson.bygg@gmail.com',
      verk: 'Nýtt þak á bílskúr',
    };
    expect(personOf(body, 'IS').name).to.equal(null);
  });
});
