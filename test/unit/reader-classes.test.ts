import { expect } from 'chai';
import fc from 'fast-check';
import { HttpError } from '../../service/http/errors.ts';
import { decodeJsonText } from '../../service/webhook/json-text.ts';
import { LeadInputError } from '../../service/lead/schema/lead-input-error.ts';
import { readInput, personOf, readLead } from '../helpers/read-lead.ts';

// The whole reading of one lead object, as submitLead runs it (docs/api.md §2.4). Every key, value
// and shape here is made up: classes of structure, never one sender's keys.
const read = readInput;
const person = personOf;

describe('Reader: keys qualified by a role, a thing or a prefix shared with the contact (docs/api.md §2.4)', () => {
  it('reads a field word after a person qualifier (customer_, billing_, from_, address_) as that field, in any of the seven languages', () => {
    expect(
      person({
        buyer_email: 'ivo@example.com',
        buyer_first_name: 'Ivo',
        buyer_last_name: 'Petrov',
        buyer_mobile: '650 555 0190',
      }),
    ).to.deep.equal({ name: 'Ivo Petrov', phone: '+16505550190', email: 'ivo@example.com' });
    expect(
      person({ nom_client: 'Martin', prenom_client: 'Eve', courriel_client: 'eve@example.fr' }, 'FR').name,
    ).to.equal('Eve Martin');
    expect(person({ nome_do_cliente: 'Bia Lopes', email_do_cliente: 'bia@example.com.br' }, 'BR').name).to.equal(
      'Bia Lopes',
    );
    expect(
      person({ kunden_vorname: 'Jan', kunden_nachname: 'Roth', kunden_telefon: '030 901820 77' }, 'DE'),
    ).to.deep.equal({ name: 'Jan Roth', phone: '+493090182077', email: null });
    expect(
      person({ naam_klant: 'Sem de Wit', email_klant: 'sem@example.nl', telefoon_klant: '020 123 4567' }, 'NL'),
    ).to.deep.equal({ name: 'Sem de Wit', phone: '+31201234567', email: 'sem@example.nl' });
    expect(person({ nombre_del_comprador: 'Lía Gómez', telefono_del_comprador: '612 345 678' }, 'ES')).to.deep.equal({
      name: 'Lía Gómez',
      phone: '+34612345678',
      email: null,
    });
    expect(
      person({ nome_partecipante: 'Marta', cognome_partecipante: 'Bassi', email_utente: 'marta@example.it' }, 'IT')
        .name,
    ).to.equal('Marta Bassi');
  });

  it('never reads a name qualified by a thing (tax, product, merchant, agent, template) as the person', () => {
    expect(person({ tax_name: 'VAT', patron_email: 'a@example.com', patron_surname: 'Lee' }).name).to.equal('Lee');
    expect(
      person({ vendor_name: 'Bolt Supplies', item_name: 'Drill', template_name: 'Receipt', email: 'b@example.com' })
        .name,
    ).to.equal(null);
    expect(person({ agent_name: 'Sam Helper', requester_email: 'c@example.com' }).name).to.equal(null);
  });

  it("ranks a contact value qualified by a thing (store_, seller_, organizer_) after the person's", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('store', 'seller', 'organizer', 'template', 'merchant'),
        fc.boolean(),
        (thing, reversed) => {
          const entries: Array<[string, string]> = [
            [`${thing}_email`, 'desk@example.org'],
            ['visitor_email', 'vi@example.com'],
          ];
          expect(read(Object.fromEntries(reversed ? entries.reverse() : entries)).email).to.equal('vi@example.com');
        },
      ),
      { numRuns: 30 },
    );
  });

  it("takes a person-qualified name over a bare `name` holding a record's title, and the name that shares the contact's prefix", () => {
    expect(
      person({ name: 'Spring open day', attendee_name: 'Lola Vidal', attendee_email: 'lola@example.es' }).name,
    ).to.equal('Lola Vidal');
    expect(
      person({ name: 'Follow-up on the roof ticket', requester_name: 'Kai Berg', email: 'kai@example.com' }).name,
    ).to.equal('Kai Berg');
    expect(
      person({
        name: 'Quarterly webinar',
        phone: '+14155550123',
        email: 'ana@example.com',
        participant_first_name: 'Ana',
        participant_last_name: 'Ruiz',
      }).name,
    ).to.equal('Ana Ruiz');
    expect(
      person({ deal: { name: 'Big roof job', contact_name: 'Noor Haddad', contact_phone: '+14155550111' } }).name,
    ).to.equal('Noor Haddad');
    const shared = {
      seller_name: 'Tobias Kern',
      ship_first_name: 'Anna',
      ship_last_name: 'Horn',
      ship_phone_no: '030 90182078',
      email: 'anna@example.de',
    };
    expect(person(shared, 'DE')).to.deep.equal({ name: 'Anna Horn', phone: '+493090182078', email: 'anna@example.de' });
    const twoPeople = {
      recipient_name: 'Gift Person',
      payer_first_name: 'Olga',
      payer_last_name: 'Ruiz',
      payer_phone: '+34 612 345 678',
    };
    expect(person(twoPeople, 'ES').name).to.equal('Olga Ruiz');
  });
});

describe("Reader: the name group sharing the contact's key prefix (docs/api.md §2.4)", () => {
  it('takes the names whose prefix the chosen phone shares over a full name under another prefix, whatever the prefixes and the key order', () => {
    const PREFIXES = ['guardian', 'alt', 'p1', 'p2', 'ship', 'billing', 'second', 'partner'];
    fc.assert(
      fc.property(
        fc.constantFrom(...PREFIXES),
        fc.constantFrom(...PREFIXES),
        fc.constantFrom('_', '-', ' '),
        fc.array(fc.nat(), { minLength: 5, maxLength: 5 }),
        (mine, other, separator, order) => {
          fc.pre(mine !== other);
          const key = (...words: string[]) => words.join(separator);
          const entries: Array<[string, string]> = [
            [key(other, 'name'), 'Tobias Kern'],
            [key(mine, 'first', 'name'), 'Anna'],
            [key(mine, 'last', 'name'), 'Horn'],
            [key(mine, 'phone'), '+4930901820 78'],
            ['email', 'anna@example.de'],
          ];
          const shuffled = entries
            .map((entry, i) => [order[i], i, entry] as const)
            .sort((a, b) => a[0] - b[0] || a[1] - b[1])
            .map(([, , entry]) => entry);
          expect(person(Object.fromEntries(shuffled), 'DE').name, JSON.stringify(shuffled)).to.equal('Anna Horn');
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('Reader: a name must look like one (docs/api.md §2.4)', () => {
  it('reads no name from an identifier, an event type, a link, an id, digits or an address', () => {
    for (const value of [
      'phone.subscribe',
      'form_submitted',
      'lead:created',
      'https://example.com/x',
      'www.example.com',
      'a1b2c3d4',
      '123456',
      'x@example.com',
      'EVT_NEW',
    ]) {
      expect(person({ name: value, data: { phone: '+16505550100' } }).name, value).to.equal(null);
    }
  });

  it('takes our own top-level name as sent beside our own phone or email (the documented format), and checks it otherwise', () => {
    for (const value of ['Ada 20261126', '=HYPERLINK("http://x")', 'lead_2026']) {
      expect(person({ name: value, phone: '+16505550100' }).name, value).to.equal(value);
      expect(person({ name: value, email: 'n@example.com', phone: '+16505550100' }).name, value).to.equal(value);
      expect(person({ name: value, data: { email: 'n@example.com' } }).name, value).to.equal(null);
    }
    expect(person({ name: 'Ada Tester 2', data: { email: 'n@example.com' } }).name, 'a number beside a name').to.equal(
      'Ada Tester 2',
    );
    expect(
      person({ name: 'Order 12345', data: { email: 'n@example.com' } }).name,
      'as many digits as letters',
    ).to.equal(null);
  });

  it('reads no name from a place or thing that has one (a country, a source, a status), and the name beside a contact chosen under a sender', () => {
    for (const key of ['country', 'source', 'status', 'region', 'pais', 'land']) {
      expect(person({ email: 'n@example.com', location: { [key]: { name: 'United Kingdom' } } }).name, key).to.equal(
        null,
      );
    }
    const body = {
      event: 'x',
      data: {
        sender: { email: 'h@example.com', firstName: 'Hana', lastName: 'Cole' },
        info: { location: { country: { name: 'United Kingdom' } } },
      },
    };
    expect(person(body).name).to.equal('Hana Cole');
  });

  it('keeps real names of every shape', () => {
    for (const value of [
      "Seán O'Brien",
      'Jean-Luc Picard',
      'Łukasz Żak',
      '山田 太郎',
      'Ada',
      'ADA TESTER',
      'ada tester',
      'J. R. Smith',
      'Tester, Ada',
      'María José García-López',
    ]) {
      expect(person({ name: value, phone: '+16505550100', email: 'n@example.com' }).name, value).to.equal(value);
      expect(person({ payload: { name: value, phone: '+16505550100' } }).name, value).to.equal(value);
    }
  });
});

describe('Reader: a phone in parts (docs/api.md §2.4)', () => {
  it('joins a country code, an area code and a number held in one object', () => {
    expect(
      person({ email: 'p@example.com', phone: { country_code: '55', area_code: '11', number: '955550147' } }, 'US')
        .phone,
    ).to.equal('+5511955550147');
    expect(
      person({ contact: { email: 'p@example.com', ddi: '+55', ddd: '21', telefone: '987650123' } }, 'US').phone,
    ).to.equal('+5521987650123');
    expect(person({ email: 'p@example.com', dialCode: '+44', mobile: '07911 123456' }, 'US').phone).to.equal(
      '+447911123456',
    );
    expect(
      person({ tel: { countryCode: 'DE', number: '030 901820 33', extension: '12' }, email: 'p@example.com' }, 'US')
        .phone,
    ).to.equal('+493090182033');
    expect(person({ email: 'p@example.com', phone_prefix: '351', phone_number: '211234567' }, 'US').phone).to.equal(
      '+351211234567',
    );
  });

  it('leaves the number alone when its parts do not make a phone, and never joins a prefix that is a title', () => {
    expect(person({ email: 'p@example.com', country_code: 'Atlantis', phone: '650 555 0123' }).phone).to.equal(
      '+16505550123',
    );
    expect(person({ prefix: 'Dr', first: 'Ada', last: 'Tester', phone: '650 555 0123' })).to.deep.equal({
      name: 'Ada Tester',
      phone: '+16505550123',
      email: null,
    });
  });
});

describe('Reader: parties told apart by a role value (docs/api.md §2.4)', () => {
  it("reads a flag set to true (is_organizer, isHost, agent) as the object's party, in any order", () => {
    for (const flag of ['is_organizer', 'isHost', 'agent', 'IsStaff']) {
      const host = { full_name: 'Olga Host', email: 'o@example.com', [flag]: true };
      const lead = { full_name: 'Lina Lead', email: 'l@example.com', [flag]: false };
      for (const people of [
        [host, lead],
        [lead, host],
      ])
        expect(person({ participants: people }), flag).to.include({ name: 'Lina Lead', email: 'l@example.com' });
    }
    expect(
      person({ participants: [{ full_name: 'Ann Lee', email: 'a@example.com', host_approved: true }] }).name,
      'a longer key says something else',
    ).to.equal('Ann Lee');
  });

  it('takes the customer, guest or attendee over the agent, host or staff, whatever the order', () => {
    const bodies = [
      {
        people: [
          { type: 'agent', name: 'Desk Agent', email: 'agent@example.org' },
          { type: 'customer', name: 'Cleo Park', email: 'cleo@example.com' },
        ],
      },
      {
        participants: [
          { role: 'host', name: 'Desk Agent', email: 'agent@example.org' },
          { role: 'attendee', name: 'Cleo Park', email: 'cleo@example.com' },
        ],
      },
      {
        members: [
          { kind: 'Staff', name: 'Desk Agent', email: 'agent@example.org' },
          { kind: 'Guest', name: 'Cleo Park', email: 'cleo@example.com' },
        ],
      },
      {
        thread: {
          first: { sender_type: 'bot', name: 'Desk Agent', email: 'agent@example.org' },
          second: { sender_type: 'visitor', name: 'Cleo Park', email: 'cleo@example.com' },
        },
      },
      {
        crew: [
          { role: 'SUPPORT_AGENT', name: 'Desk Agent', email: 'agent@example.org' },
          { role: 'END_CUSTOMER', name: 'Cleo Park', email: 'cleo@example.com' },
        ],
      },
    ];
    for (const body of bodies) {
      for (const order of [body, reversedLists(body)]) {
        expect(person(order), JSON.stringify(order)).to.deep.equal({
          name: 'Cleo Park',
          phone: null,
          email: 'cleo@example.com',
        });
        expect(read(order).notes, JSON.stringify(order)).not.to.contain('agent@example.org');
      }
    }
  });

  it("takes a person's role value over a key naming someone else", () => {
    const body = {
      author: { type: 'user', name: 'Ines Paz', email: 'ines@example.es' },
      assignee: { type: 'admin', name: 'Desk', email: 'desk@example.org' },
    };
    expect(person(body)).to.deep.equal({ name: 'Ines Paz', phone: null, email: 'ines@example.es' });
    expect(person(reversedLists(body))).to.deep.equal({ name: 'Ines Paz', phone: null, email: 'ines@example.es' });
  });

  it('still reads the only party there is, whatever its role', () => {
    expect(person({ people: [{ type: 'agent', name: 'Desk Agent', email: 'agent@example.org' }] }).email).to.equal(
      'agent@example.org',
    );
  });
});

describe('Reader: messaging numbers without a plus (docs/api.md §2.4)', () => {
  it('reads international digits under a sender key when the default country cannot, and never an id as a phone', () => {
    expect(person({ event: 'message', data: { from: '351211234567', body: 'Olá' } }).phone).to.equal('+351211234567');
    expect(person({ msisdn: '447911123456', text: 'hi' }, null).phone).to.equal('+447911123456');
    expect(person({ contacts: [{ waId: '5511955550147', profile: { name: 'Rui Costa' } }] }, null)).to.deep.equal({
      name: 'Rui Costa',
      phone: '+5511955550147',
      email: null,
    });
    expect(() => read({ id: '351211234567', order_id: '447911123456', timestamp: '1764150000' }, null)).to.throw(
      LeadInputError,
    );
  });

  it("reads a sender's digits as international first, even where the default country would also read them, inside a labelled item holding records", () => {
    const body = {
      batch: [
        {
          updates: [
            {
              field: 'inbox',
              value: {
                meta: { display_phone_number: '15550001111' },
                people: [{ profile: { name: 'Kai Moll' }, wa_id: '4915112345678' }],
                received: [{ from: '4915112345678', text: { body: 'Hallo' } }],
              },
            },
          ],
        },
      ],
    };
    expect(person(body, 'DE')).to.deep.equal({ name: 'Kai Moll', phone: '+4915112345678', email: null });
    expect(person({ sender: '6505550147', msg: 'hi' }).phone).to.equal('+16505550147');
    expect(person({ From: 'whatsapp:+447911123456', To: 'whatsapp:+14155550100', Body: 'Hi' }).phone).to.equal(
      '+447911123456',
    );
    expect(person({ caller: { phone: 'tel:+44 7911 123456' } }).phone).to.equal('+447911123456');
  });

  it("reads a chat address as a phone, never an email, and the sender before the business's own number", () => {
    const body = {
      instance: '5511999990000@c.us',
      data: { chatId: '351912345678@c.us', author: '351912345678@s.whatsapp.net', text: 'Quero um orçamento' },
    };
    expect(person(body, 'BR')).to.deep.equal({ name: null, phone: '+351912345678', email: null });
    expect(person({ wid: '14155550100@c.us', sender: '447911123456@c.us' }).phone).to.equal('+447911123456');
    expect(person({ business: '+14155550100', chatId: '447911123456@c.us' }).phone).to.equal('+447911123456');
    expect(() => read({ to: 'x', from: '12@c.us' })).to.throw(LeadInputError);
  });
});

describe('Reader: values in lists with no labels (docs/api.md §2.4)', () => {
  it('reads the email and the phone out of a list of scalars, and the name written just before them', () => {
    const body = { data: { q1: ['Felix', 'Wagner', 'felix@example.de', '+49 30 90182078', 'Wagner Bau GmbH'] } };
    expect(person(body, 'DE')).to.deep.equal({
      name: 'Felix Wagner',
      phone: '+493090182078',
      email: 'felix@example.de',
    });
    expect(read(body, 'DE').notes).to.contain('Wagner Bau GmbH');
    expect(person({ answers: { a3: ['Ines Moreau', 'ines@example.fr'] } }, 'FR').name).to.equal('Ines Moreau');
    expect(
      person({ contact: { phones: ['(650) 555-0148', '(650) 555-0149'], emails: ['x@example.com', 'y@example.com'] } }),
    ).to.deep.equal({ name: null, phone: '+16505550148', email: 'x@example.com' });
    expect(person({ answers: { a3: ['Yes', 'Solar, battery', 'ines@example.fr'] } }, 'FR').name).to.equal(null);
  });

  it("reads items with ids and values but no labels: the phone by its shape in the source's country, the only name-shaped value as the name", () => {
    const items = {
      items: [
        { id: '1', value: 'Megan Caldwell' },
        { id: '2', value: 'megan@example.com' },
        { id: '3', value: '(650) 555-0148' },
      ],
    };
    expect(person(items)).to.deep.equal({ name: 'Megan Caldwell', phone: '+16505550148', email: 'megan@example.com' });
    const idLabels = {
      fields: [
        { name: 'input_1', value: 'Megan Caldwell' },
        { name: 'input_2', value: 'megan@example.com' },
        { name: 'input_3', value: '(650) 555-0148' },
      ],
    };
    expect(person(idLabels)).to.deep.equal({
      name: 'Megan Caldwell',
      phone: '+16505550148',
      email: 'megan@example.com',
    });
    const labelledElsewhere = {
      customer_name: 'Ada Tester',
      answers: [
        { id: '1', value: 'Yes please' },
        { id: '2', value: 'ada@example.com' },
      ],
    };
    expect(person(labelledElsewhere).name).to.equal('Ada Tester');
    expect(person({ name: 'Contact form', ...items }).name).to.equal('Megan Caldwell');
    const two = {
      entries: [
        { id: 101, value: 'Megan Caldwell' },
        { id: 102, value: 'Dana Whitfield' },
        { id: 103, value: 'megan@example.com' },
      ],
    };
    expect(person(two).name).to.equal(null);
    // A business's name (a trade's word: vocabulary-trades.ts) is no rival for the person's.
    const business = {
      entries: [
        { id: 101, value: 'Megan Caldwell' },
        { id: 102, value: 'Acme Roofing' },
        { id: 103, value: 'megan@example.com' },
      ],
    };
    expect(person(business).name).to.equal('Megan Caldwell');
    const ids = {
      rows: [
        { id: 'a', value: 'x@example.com' },
        { id: 'b', value: '20261122001' },
      ],
    };
    expect(person(ids).phone).to.equal(null);
  });
});

describe('Reader: JSON text holding a list of records (docs/api.md §2.4)', () => {
  it('decodes a form field whose text is a JSON array of objects, and reads the sender of an inbound message', () => {
    const events = [
      {
        event: 'inbound',
        msg: {
          email: 'inbox@shop.example',
          to: [['inbox@shop.example', null]],
          from_email: 'pat.kim@example.com',
          from_name: 'Pat Kim',
          subject: 'Quote?',
        },
      },
    ];
    const body = { inbound_events: JSON.stringify(events) };
    expect(person(body)).to.deep.equal({ name: 'Pat Kim', phone: null, email: 'pat.kim@example.com' });
    expect(decodeJsonText(body).decoded).to.deep.equal(['/inbound_events']);
    expect(readLead(body).picked).to.deep.equal({
      email: '/inbound_events/0/msg/from_email',
      name: '/inbound_events/0/msg/from_name',
    });
    // Without the recipient list, a bare `email` beside the sender's is still the mailbox that received it.
    const bare = {
      events: JSON.stringify([
        { msg: { email: 'inbox@shop.example', from_email: 'pat.kim@example.com', from_name: 'Pat Kim' } },
      ]),
    };
    expect(person(bare)).to.deep.equal({ name: 'Pat Kim', phone: null, email: 'pat.kim@example.com' });
  });

  it("decodes a JSON text inside a JSON text once more (a call's user data inside its record), and no deeper", () => {
    const inner = JSON.stringify({ பெயர்: 'கார்த்திக் ராஜா', சேவை: 'முழு சர்வீஸ் + ஏசி சரிபார்ப்பு' });
    const body = { data: JSON.stringify({ UUI: inner, CallerID: '9840123456', AgentName: 'Suresh Kumar' }) };
    const read = readLead(body, 'IN');
    expect(read.input.name).to.equal('கார்த்திக் ராஜா');
    expect(read.input.notes).to.include('முழு சர்வீஸ் + ஏசி சரிபார்ப்பு');
    expect(decodeJsonText(body).decoded).to.deep.equal(['/data', '/data/UUI']);
    // A third level stays the text it was sent as.
    const third = { a: JSON.stringify({ b: JSON.stringify({ c: JSON.stringify({ d: 1 }) }) }) };
    const decoded = decodeJsonText(third).lead as { a: { b: { c: unknown } } };
    expect(decoded.a.b.c).to.equal('{"d":1}');
  });

  it("keeps a text list of scalars as text, and names the field when the list breaks the body's limits", () => {
    expect(decodeJsonText({ tags: '["a","b"]', email: 'x@example.com' }).lead.tags).to.equal('["a","b"]');
    const deep = JSON.stringify([JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`)]);
    expect(() => decodeJsonText({ events: deep }))
      .to.throw(HttpError)
      .with.property('status', 422);
  });
});

describe('Reader: the new rules under attack', () => {
  it('reads 10,000 unlabelled items, hostile keys and long values in linear time without throwing', () => {
    const items = Array.from({ length: 10_000 }, (_, i) => ({
      id: String(i),
      value: i === 9_999 ? 'z@example.com' : `Item ${i}`,
    }));
    expect(person({ items }).email).to.equal('z@example.com');
    const list = Array.from({ length: 4_000 }, (_, i) => `word${i}`).concat(['y@example.com']);
    expect(person({ q: list }).email).to.equal('y@example.com');
    const hostile = JSON.parse(
      '{"__proto__": {"type": "agent", "email": "a@example.org"}, "constructor": {"country_code": "1", "number": "6505550100"}, "customer_email": "c@example.com"}',
    );
    expect(person(hostile).email).to.equal('c@example.com');
    expect(person({ name: 'x'.repeat(100_000).replace(/x/g, 'a.'), email: 'd@example.com' }).name).to.equal(null);
  });
});

// The same body with every list in reverse order: the reading may not depend on it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the reversed body is read as the original's type
function reversedLists(value: unknown): any {
  if (Array.isArray(value)) return [...value].reverse().map(reversedLists);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, inner]) => [key, reversedLists(inner)] as const);
    return Object.fromEntries(entries.reverse());
  }
  return value;
}
