import { expect } from 'chai';
import fc from 'fast-check';
import { personOf, readLead } from '../helpers/read-lead.ts';

// Objects that hold one contact value in parts (docs/api.md §2.4 step 4): invented keys in several
// spellings and languages, never one sender's.
const person = personOf;

describe('Reader: a phone in parts inside a phone object (docs/api.md §2.4)', () => {
  it('joins country code, area code and number found inside an object under a phone key', () => {
    const body = {
      customer: {
        name: 'Ana Souza',
        email: 'a@example.com',
        phones: { mobile_phone: { country_code: '55', area_code: '11', number: '55550147' } },
      },
    };
    expect(person(body, 'BR')).to.deep.equal({ name: 'Ana Souza', phone: '+551155550147', email: 'a@example.com' });
    const telefones = {
      cliente: {
        nome: 'Rui Lima',
        email: 'r@example.com',
        telefones: { celular: { ddi: '55', ddd: '21', numero: '98765-0147' } },
      },
    };
    expect(person(telefones, 'BR').phone).to.equal('+5521987650147');
    // The source's country is another: the parts still say where the number is.
    expect(
      person(
        {
          contact: {
            email: 'k@example.com',
            phone: { mobile: { country_code: '44', area_code: '20', number: '7946 0318' } },
          },
        },
        'US',
      ).phone,
    ).to.equal('+442079460318');
    expect(
      person(
        {
          klant: {
            email: 'k@example.nl',
            telefoon: { prive: { landcode: '+31', netnummer: '20', nummer: '123 4569' } },
          },
        },
        'DE',
      ).phone,
    ).to.equal('+31201234569');
  });

  it('reads a subscriber number as the number beside a country and an area code, in camelCase too', () => {
    const body = {
      contact: {
        email: 'k@example.de',
        phoneNumbers: { work: { countryCode: '+49', areaCode: '30', subscriber: '9018 2091' } },
      },
    };
    expect(person(body, 'DE').phone).to.equal('+493090182091');
    expect(
      person(
        {
          contact: {
            email: 'k@example.de',
            phone: { countryCode: '49', areaCode: '030', subscriberNumber: '90182091' },
          },
        },
        'US',
      ).phone,
    ).to.equal('+493090182091');
  });

  it('joins the parts whatever their spelling, their order and the keys around them', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('phones', 'phone', 'telefones', 'phoneNumbers', 'Telefon', 'contact_numbers'),
        fc.constantFrom('mobile_phone', 'cell', 'work', 'principal', 'primary'),
        fc.constantFrom('country_code', 'countryCode', 'ddi', 'dial_code', 'codigo_pais', 'landcode'),
        fc.constantFrom('area_code', 'areaCode', 'ddd', 'city_code', 'Vorwahl', 'netnummer'),
        fc.constantFrom('number', 'numero', 'nummer', 'subscriber', 'national_number', 'phone_number'),
        fc.shuffledSubarray([0, 1, 2], { minLength: 3, maxLength: 3 }),
        (outer, kind, countryKey, areaKey, numberKey, order) => {
          const entries: Array<[string, string]> = [
            [countryKey, '55'],
            [areaKey, '11'],
            [numberKey, '98765-0147'],
          ];
          const phone = { [kind]: Object.fromEntries(order.map((i) => entries[i])) };
          expect(person({ lead: { email: 'l@example.com', [outer]: phone } }, 'US').phone).to.equal('+5511987650147');
        },
      ),
      { numRuns: 80 },
    );
  });

  it('keeps a number that already holds its area code, and says the number leaf is where the phone came from', () => {
    const body = {
      person: {
        email: 'p@example.com',
        phones: { home: { country_code: '44', area_code: '20', number: '020 7946 0318' } },
      },
    };
    expect(person(body, 'US').phone).to.equal('+442079460318');
    expect(readLead(body, 'US').picked.phone).to.equal('/person/phones/home/number');
  });
});

describe('Reader: a name object of a given name and a surname, in any language (docs/api.md §2.4)', () => {
  it("joins a given name and a surname under a name key, not someone else's full name further away", () => {
    const body = {
      resource: {
        payer: {
          name: { given_name: 'Katrin', surname: 'Neumann' },
          email_address: 'k@example.com',
          phone: { phone_type: 'MOBILE', phone_number: { national_number: '3090182091' } },
          address: { country_code: 'DE' },
        },
        purchase_units: [
          { payee: { email_address: 'shop@example.de' }, shipping: { name: { full_name: 'Heinz Neumann' } } },
        ],
      },
    };
    expect(person(body, 'DE')).to.deep.equal({
      name: 'Katrin Neumann',
      phone: '+493090182091',
      email: 'k@example.com',
    });
  });

  it("knows the parts by the vocabulary's first and last name terms, whatever the language and the order", () => {
    const named = (name: Record<string, string>) => person({ buyer: { name, mail: 'b@example.com' } }).name;
    expect(named({ surname: 'Lima', given_name: 'Ana' })).to.equal('Ana Lima');
    expect(named({ vorname: 'Lena', nachname: 'Vogt' })).to.equal('Lena Vogt');
    expect(named({ nom: 'Dupont', prenom: 'Jean' })).to.equal('Jean Dupont');
    expect(named({ primeiro_nome: 'Rui', sobrenome: 'Costa', id: '7' })).to.equal('Rui Costa');
    expect(named({ voornaam: 'Eva', achternaam: 'van Dijk' })).to.equal('Eva van Dijk');
    expect(named({ forename: 'Tom', familyName: 'Ashby', middle_name: 'J.' })).to.equal('Tom J. Ashby');
  });

  it('reads a name word beside a surname in a name object as the given name (nombre + apellido, name + surname)', () => {
    const named = (name: Record<string, string>) => person({ contact: { name, email: 'c@example.com' } }).name;
    expect(named({ nombre: 'Ana', apellido: 'Gil' })).to.equal('Ana Gil');
    expect(named({ name: 'Rui', surname: 'Costa' })).to.equal('Rui Costa');
    expect(person({ contact: { nome: { nome: 'Rui', sobrenome: 'Costa' }, email: 'c@example.com' } }).name).to.equal(
      'Rui Costa',
    );
    expect(named({ name: 'Rui Costa', surname: 'Costa' }), 'a whole name already holding it').to.equal('Rui Costa');
  });
});

describe("Reader: a block whose person's name sits under a wrapper's value key (`full`, `value`) beside their phone and email", () => {
  it("reads the block as the person's, not as one wrapped value, wherever a business's card sits", () => {
    for (const valueKey of ['full', 'value', 'answer']) {
      const person = { [valueKey]: 'Olivia Brown', tel: '+61 412 555 678', mail: 'olivia.b@outlook.com' };
      const card = { title: 'Green Leaf Landscaping', tel: '+61 2 9555 0100', mail: 'hello@greenleaf.com.au' };
      for (const body of [
        { block1: card, block2: person },
        { block1: person, block2: card },
      ]) {
        expect(personOf(body, 'AU'), valueKey).to.deep.equal({
          name: 'Olivia Brown',
          phone: '+61412555678',
          email: 'olivia.b@outlook.com',
        });
      }
    }
  });
});

describe("Reader: a contact block's name under `display` or the honorific `성함`", () => {
  it("reads the person's name beside their phone, a business's card beside", () => {
    for (const key of ['display', '성함']) {
      const body = {
        profile: { [key]: 'Kevin Park', tel: '512-555-0142' },
        account: { [key]: 'Lone Star Roofing', tel: '512-555-0100', mail: 'jobs@lonestarroofing.com' },
      };
      expect(personOf(body, 'US'), key).to.deep.equal({ name: 'Kevin Park', phone: '+15125550142', email: null });
    }
  });
});

// Session 36's class (blind set 39's guide 16: a car dealer's lead in an XML standard, converted to JSON): an
// element's text under `#text` beside its attributes (`{"@part": "first", "#text": "Deshawn"}`, as xmltodict and
// fast-xml-parser write XML) is the element's value, its attributes what it is; a lead provider's contact is theirs.
// Invented bodies; made-up people and businesses.
describe('Reader: an XML document converted to JSON (`@attributes` and `#text`)', () => {
  const prospect = (provider: boolean) => ({
    adf: {
      prospect: {
        '@status': 'new',
        requestdate: '2026-03-09T13:47:02-05:00',
        vehicle: { '@interest': 'buy', year: '2022', make: 'Honda', model: 'CR-V' },
        customer: {
          contact: {
            name: [
              { '@part': 'first', '#text': 'Imani' },
              { '@part': 'last', '#text': 'Okonkwo' },
            ],
            email: 'imani.okonkwo@example.com',
            phone: { '@type': 'voice', '@time': 'morning', '#text': '(614) 555-0187' },
          },
          comments: 'Do you take trade-ins?',
        },
        ...(provider
          ? {
              provider: {
                name: { '@part': 'full', '#text': 'AutoLeads Hub' },
                email: 'leads@autoleadshub.example',
                phone: '(617) 555-0100',
              },
            }
          : {}),
      },
    },
  });

  it("reads the name's parts by their attributes, and the customer beside the lead's provider", () => {
    for (const withProvider of [false, true]) {
      const { input } = readLead(prospect(withProvider));
      expect([input.name, input.phone, input.email]).to.deep.equal([
        'Imani Okonkwo',
        '+16145550187',
        'imani.okonkwo@example.com',
      ]);
      expect(input.notes).to.include('Do you take trade-ins?');
      expect(input.notes).not.to.include('AutoLeads Hub');
      expect(input.notes).not.to.include('@part');
    }
  });
});
