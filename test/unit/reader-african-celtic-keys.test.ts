import { expect } from 'chai';
import { personOf } from '../helpers/read-lead.ts';

// Session 31's class (blind set 35's guide 04 and 14: a classifieds relay with Hausa keys under `block_a`/`block_b`, a
// quote form with Welsh labels). Name, phone and email terms in Hausa (`suna`, `lambar_waya`, `imel`), Yoruba, Somali,
// Welsh (`Enw llawn`, `Rhif ffôn`, `Cyfeiriad e-bost`) and Irish join the vocabulary. Invented bodies; made-up people
// and businesses.

describe('Reader: name, phone and email keys in Hausa and Welsh', () => {
  it('reads the enquirer beside the seller (Hausa)', () => {
    const body = {
      advert_title: 'Honda Accord 2010',
      block_a: {
        suna: 'Hauwa Musa Bello',
        lambar_waya: '0803 555 2457',
        imel: 'hauwa.bello@example.com',
        sako: 'Motar tana nan har yanzu?',
      },
      block_b: { suna: 'Kano Autos Ltd', lambar_waya: '0809 555 7781', imel: 'sales@kanoautos.example' },
    };
    expect(personOf(body, 'NG')).to.deep.equal({
      name: 'Hauwa Musa Bello',
      phone: '+2348035552457',
      email: 'hauwa.bello@example.com',
    });
  });

  it('reads a Welsh form', () => {
    const body = {
      form_title: 'Cais am Ddyfynbris',
      'Enw llawn': 'Gwenllian Rhys',
      'Rhif ffôn': '07700 900416',
      'Cyfeiriad e-bost': 'gwen.rhys@example.co.uk',
      'Eich neges': "Mae'r to yn wynebu'r de.",
    };
    expect(personOf(body, 'GB')).to.deep.equal({
      name: 'Gwenllian Rhys',
      phone: '+447700900416',
      email: 'gwen.rhys@example.co.uk',
    });
  });
});
