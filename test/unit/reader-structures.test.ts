import { expect } from 'chai';
import fc from 'fast-check';
import { personOf, readLead } from '../helpers/read-lead.ts';

// Classes of structure (docs/api.md §2.4), each with invented keys in several spellings and
// languages: never one sender's keys.
const person = personOf;
const form = (text: string) => Object.fromEntries(new URLSearchParams(text));

describe('Reader: name parts sharing a stem, an honorific and a middle name beside them (docs/api.md §2.4)', () => {
  it('reads first and last name parts under a shared stem, never the honorific alone, empty parts skipped', () => {
    const stem = {
      'name-1-prefix': 'Mr',
      'name-1-first-name': 'Harry',
      'name-1-middle-name': '',
      'name-1-last-name': 'Whitmore',
      'email-1': 'h@example.com',
      'phone-1': '020 7946 0521',
    };
    expect(person(stem, 'GB')).to.deep.equal({
      name: 'Harry Whitmore',
      phone: '+442079460521',
      email: 'h@example.com',
    });
    expect(
      person({ name_title: 'Mrs', name_first: 'Ada', name_last: 'Tester', email: 'ada@example.com' }).name,
    ).to.equal('Ada Tester');
    expect(
      person({ Name_Salutation: 'Frau', Name_Vorname: 'Lena', Name_Nachname: 'Vogt', Telefon: '030 901820 77' }, 'DE')
        .name,
    ).to.equal('Lena Vogt');
  });

  it('joins first and last name beside an honorific whatever the stem, separator, honorific word and key order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('name-1', 'contact', 'Name', 'x_customer', 'guest 2', 'billing'),
        fc.constantFrom('-', '_', '.', ' '),
        fc.constantFrom(
          'prefix',
          'title',
          'salutation',
          'honorific',
          'Anrede',
          'civilite',
          'tratamiento',
          'middle name',
        ),
        fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }),
        (stem, separator, honorific, order) => {
          const key = (...words: string[]) => [stem, ...words].join(separator);
          const entries: Array<[string, string]> = [
            [key(honorific), 'Dr'],
            [key('first', 'name'), 'Ana'],
            [key('last', 'name'), 'Lima'],
            [key('email'), 'ana@example.com'],
          ];
          expect(person(Object.fromEntries(order.map((i) => entries[i]))).name).to.equal('Ana Lima');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never reads a title, salutation or middle name sent on its own key as the name', () => {
    expect(
      person(
        { contact_title: 'Dr', contact_firstname: 'Ana', contact_surname: 'Lima', contact_email: 'ana@example.com' },
        'BR',
      ).name,
    ).to.equal('Ana Lima');
    expect(
      person({ anrede: 'Herr', vorname: 'Jonas', nachname: 'Brandt', email: 'jb@example.de' }, 'DE').name,
    ).to.equal('Jonas Brandt');
    expect(
      person({
        'field-2-salutation': 'Ms',
        'field-2-middle-name': 'Jane',
        'field-2-last-name': 'Doe',
        email: 'jd@example.com',
      }).name,
    ).to.equal('Doe');
    expect(person({ name_prefix: 'Dr', email: 'nobody@example.com' }).name).to.equal(null);
  });

  it('still reads a question asking for the name and the title together as the name', () => {
    expect(person({ 'Name and title': 'Jane Doe, CEO', email: 'jane@example.com' }).name).to.equal('Jane Doe, CEO');
    expect(person({ 'Nombre y tratamiento': 'Sra. Lucía Vidal', email: 'lucia@example.es' }, 'ES').name).to.equal(
      'Sra. Lucía Vidal',
    );
  });
});

describe('Reader: a given name under a bare name key beside a one-word last name (docs/api.md §2.4)', () => {
  it('joins `<prefix>name` with `<prefix>lastname` of the same prefix, whatever the prefix and language', () => {
    const sent = form(
      'x_customer_name=Camila&x_customer_lastname=Restrepo+G%C3%B3mez&x_customer_email=camila%40example.co&x_customer_movil=3005550123',
    );
    expect(person(sent, 'CO')).to.deep.equal({
      name: 'Camila Restrepo Gómez',
      phone: '+573005550123',
      email: 'camila@example.co',
    });
    expect(
      person(
        { f_cliente_nombre: 'Lucía', f_cliente_apellidos: 'Vidal Soler', f_cliente_email: 'lucia@example.es' },
        'ES',
      ).name,
    ).to.equal('Lucía Vidal Soler');
    expect(
      person({ ws_kunde_name: 'Jonas', ws_kunde_nachname: 'Roth', ws_kunde_email: 'jr@example.de' }, 'DE').name,
    ).to.equal('Jonas Roth');
    expect(person({ my_user_name: 'Ivo', my_user_surname: 'Petrov', my_user_email: 'ivo@example.com' }).name).to.equal(
      'Ivo Petrov',
    );
  });

  // Session 28: two given names beside their own compound last name are the first name (`Ana Maria` + `Ruiz Soto`), as
  // Spanish forms send them; beside one word the two may be a whole name already, kept as sent.
  it('keeps a full name that already holds the last name or a word of it, and joins two given names to a compound one', () => {
    expect(
      person({ x_buyer_name: 'Ana Ruiz', x_buyer_lastname: 'Ruiz', x_buyer_email: 'ar@example.com' }).name,
    ).to.equal('Ana Ruiz');
    expect(
      person({ x_buyer_name: 'Ana Ruiz', x_buyer_lastname: 'Ruiz García', x_buyer_email: 'arg@example.com' }).name,
    ).to.equal('Ana Ruiz');
    expect(
      person({ x_buyer_name: 'Ana Maria', x_buyer_lastname: 'Ruiz', x_buyer_email: 'amr@example.com' }).name,
    ).to.equal('Ana Maria');
    expect(
      person({ x_buyer_name: 'Ana Maria', x_buyer_lastname: 'Ruiz Soto', x_buyer_email: 'ams@example.com' }).name,
    ).to.equal('Ana Maria Ruiz Soto');
  });
});

describe('Reader: a phone only in a list of custom fields labelled for display (docs/api.md §2.4)', () => {
  it('reads `{display_name, variable_name, value}` items by their display label, beside a person whose own phone is empty', () => {
    const body = {
      data: {
        customer: {
          first_name: 'Sipho',
          last_name: 'Dlamini',
          email: 's@example.com',
          phone: '',
          international_format_phone: null,
        },
        metadata: {
          custom_fields: [
            { display_name: 'Mobile Number', variable_name: 'mobile_number', value: '082 555 0147' },
            { display_name: 'Preferred installation date', variable_name: 'preferred_date', value: '2027-06-14' },
          ],
        },
      },
    };
    expect(person(body, 'ZA')).to.deep.equal({ name: 'Sipho Dlamini', phone: '+27825550147', email: 's@example.com' });
    expect(readLead(body, 'ZA').input.notes).to.include('Preferred installation date: 2027-06-14');
  });

  it('reads other display-label spellings, and a machine name alone as the label', () => {
    const labelled = (item: Record<string, unknown>) =>
      person(
        {
          person: { email: 'p@example.com', telefone: null },
          extra: [item, { displayLabel: 'Origem', api_name: 'origin', value: 'Feira' }],
        },
        'BR',
      ).phone;
    expect(labelled({ displayLabel: 'Celular', api_name: 'cf_77', value: '(11) 95555-0147' })).to.equal(
      '+5511955550147',
    );
    expect(labelled({ 'Field Caption': 'WhatsApp', internal_name: 'x9', value: '11 95555 0147' })).to.equal(
      '+5511955550147',
    );
    expect(labelled({ variable_name: 'telefone_celular', value: '11 95555 0147' })).to.equal('+5511955550147');
    expect(labelled({ question_text: 'Telefone', response: '11 95555 0147' })).to.equal('+5511955550147');
    expect(labelled({ field_label: 'Celular', field_value: '11 95555 0147' })).to.equal('+5511955550147');
  });

  it('reads custom fields labelled and valued in the other languages', () => {
    expect(
      person(
        {
          cliente: { email: 'l@example.es', telefono: '' },
          campos: [{ etiqueta: 'Teléfono móvil', valor: '612 345 678' }],
        },
        'ES',
      ).phone,
    ).to.equal('+34612345678');
    expect(
      person({ contact: { email: 'c@example.fr' }, champs: [{ libelle: 'Téléphone', valeur: '06 12 34 56 78' }] }, 'FR')
        .phone,
    ).to.equal('+33612345678');
    expect(
      person(
        { kontakt: { email: 'k@example.de' }, felder: [{ Bezeichnung: 'Handynummer', Wert: '0151 23456789' }] },
        'DE',
      ).phone,
    ).to.equal('+4915123456789');
    expect(
      person({ contatto: { email: 'm@example.it' }, campi: [{ domanda: 'Cellulare', risposta: '347 123 4567' }] }, 'IT')
        .phone,
    ).to.equal('+393471234567');
  });

  it('reads a `response` as an answer only beside its question: a person with a name and an email stays a person', () => {
    expect(
      person({ replies: [{ name: 'Rui Costa', email: 'rui@example.pt', response: 'Sim, por favor' }] }, 'PT'),
    ).to.deep.equal({ name: 'Rui Costa', phone: null, email: 'rui@example.pt' });
  });
});

describe("Reader: a call record, the caller's number before the business's lines (docs/api.md §2.4)", () => {
  const agent = { name: 'Kim Agent', email: 'kim@desk.example.com' };
  it("chooses the caller's number over tracking, business and receiving numbers, in any key order", () => {
    const call = {
      tracking_number: '+18005550111',
      caller_number: '+14155550198',
      caller_number_format: '(415) 555-0198',
      business_number: '+14155550100',
      receiving_number_id: 123,
      name: 'JOHN SMITH',
      agent,
    };
    expect(person(call)).to.deep.equal({ name: 'JOHN SMITH', phone: '+14155550198', email: null });
    const national = {
      dialedNumber: '8005550111',
      callerNumber: '4155550198',
      lineNumber: '4155550100',
      name: 'Rosa Diaz',
      agent,
    };
    expect(person(national)).to.deep.equal({ name: 'Rosa Diaz', phone: '+14155550198', email: null });
    expect(
      person(
        {
          did_number: '030 901820 00',
          forwarding_number: '030 901820 01',
          callback_number: '0151 23456789',
          caller_name: 'Uwe Kranz',
        },
        'DE',
      ),
    ).to.deep.equal({ name: 'Uwe Kranz', phone: '+4915123456789', email: null });
  });

  it("reads the number word first as Romance languages write it, and a caller ID as the caller's number", () => {
    expect(
      person({ numero_appele: '01 44 55 66 77', numero_appelant: '06 12 34 56 78', nom_appelant: 'Jeanne Roux' }, 'FR'),
    ).to.deep.equal({ name: 'Jeanne Roux', phone: '+33612345678', email: null });
    expect(
      person({ numero_marcado: '912 345 678', numero_llamante: '612 345 678', email: 'x@example.es' }, 'ES').phone,
    ).to.equal('+34612345678');
    expect(
      person({ called_number: '+18005550111', caller_id: '+14155550198', caller_id_name: 'ROSA DIAZ' }),
    ).to.deep.equal({ name: 'ROSA DIAZ', phone: '+14155550198', email: null });
    expect(person({ DialedNumber: '8005550111', CallerID: '4155550198' }).phone).to.equal('+14155550198');
  });

  it("reads no phone from a parcel's tracking number or a customer's account number, and warns of none", () => {
    const order = readLead(
      { tracking_number: '1Z999AA10123456784', customer_number: '30901820', email: 'order@example.de' },
      'DE',
    );
    expect([order.input.phone, order.warnings]).to.deep.equal([null, []]);
  });

  it("keeps a question that mentions a number the person's", () => {
    expect(person({ 'Number to call you back': '+14155550123', 'number to': '+18005550111' }).phone).to.equal(
      '+14155550123',
    );
  });
});

describe("Reader: a machine, menu or group's name is no person's (docs/api.md §2.4)", () => {
  it("reads the from number of a nested inbound call, and no one's name from staff or an IVR", () => {
    const call = {
      data: {
        direction: 'in',
        from_number: '33123456784',
        to_number: '33123456780',
        IVR_name: 'Standard agence',
        user: { firstname: 'Paul', lastname: 'Martin', email: 'paul@agence.example.fr' },
      },
    };
    expect(person(call, 'FR')).to.deep.equal({ name: null, phone: '+33123456784', email: null });
  });

  it('reads no name from a key qualified by a system or a thing', () => {
    for (const key of [
      'nome_fila',
      'nombre_cola',
      'Warteschlange_Name',
      'IVR_name',
      'menu_name',
      'queue_name',
      'lineName',
      'campaign_name',
      'channel_name',
      'team_name',
      'group_name',
      'department_name',
      'trunk_name',
      'app_name',
      'widget_name',
      'bot_name',
      'nom_file_attente',
    ]) {
      expect(person({ [key]: 'Standard Sales', caller: '+14155550198' }).name, key).to.equal(null);
    }
  });

  it("reads no name from the object of a number (the line called: its name is the line's)", () => {
    const call = {
      data: {
        direction: 'inbound',
        raw_digits: '+33 6 12 34 56 78',
        number: { id: 2, name: 'Standard', digits: '+33 1 23 45 67 80' },
        user: { name: 'Jean Agent', email: 'jean@agence.example.fr' },
      },
    };
    expect(person(call, 'FR')).to.deep.equal({ name: null, phone: '+33612345678', email: null });
  });

  it("still reads a person's name beside them, and a group leader's contact as the person's", () => {
    expect(
      person({ queue_name: 'Support FR', visitor_name: 'Ines Duarte', visitor_email: 'ines@example.pt' }).name,
    ).to.equal('Ines Duarte');
    expect(
      person({ group_name: 'Class 5B', group_leader_email: 'lead@example.com', phone: '+14155550123' }),
    ).to.deep.equal({ name: null, phone: '+14155550123', email: 'lead@example.com' });
  });
});

describe('Reader: message ids are no email; the From of an inbound message is the person (docs/api.md §2.4)', () => {
  const message = (extra: Record<string, unknown> = {}) => ({
    items: [
      {
        MessageId: '<CAF=4x2kq9p@mail.example.com>',
        InReplyTo: null,
        From: { Name: 'Élodie Dupont', Address: 'elodie.dupont@example.com' },
        To: [{ Name: 'Atelier', Address: 'atelier@reply.example.be' }],
        Headers: { 'Message-Id': '<CAF=4x2kq9p@mail.example.com>' },
        Subject: 'Devis cuisine',
        ...extra,
      },
    ],
  });

  it('chooses the sender, never the message id or the recipient', () => {
    expect(person(message(), 'BE')).to.deep.equal({
      name: 'Élodie Dupont',
      phone: null,
      email: 'elodie.dupont@example.com',
    });
  });

  it('never reads an id-keyed or bare angle-bracketed address as the contact, whatever the key order', () => {
    const ids = {
      message_id: '<a1b2@mx.example.net>',
      'In-Reply-To': '<z9@mx.example.net>',
      thread_ref: 'ticket-7@desk.example.net',
      'Message-ID': '<c3@mx.example.net>',
    };
    expect(person({ ...ids, body: 'Hallo', Absender: 'Ben Vos <ben@example.nl>' }, 'NL')).to.deep.equal({
      name: 'Ben Vos',
      phone: null,
      email: 'ben@example.nl',
    });
    expect(person({ ...ids, from: '<ben@example.nl>' }, 'NL').email).to.equal('ben@example.nl');
    expect(person({ ...ids, email: '<ben@example.nl>' }, 'NL').email).to.equal('ben@example.nl');
  });

  it("reads a header line `Message-ID: <…>` as no mailbox, and its field name as no one's name", () => {
    const relay = {
      headers: 'Message-ID: <a@b.example.com>',
      from: 'Ada Tester <ada@example.com>',
      to: 'leads@biz.example.com',
      subject: 'Quote',
    };
    expect(person(relay)).to.deep.equal({ name: 'Ada Tester', phone: null, email: 'ada@example.com' });
  });

  it('reads the To party of a message as the business, wherever the From party sits', () => {
    const body = {
      To: { Name: 'Atelier', Address: 'atelier@reply.example.be' },
      message: { From: { Name: 'Élodie Dupont', Address: 'elodie@example.com' } },
    };
    expect(person(body, 'BE')).to.deep.equal({ name: 'Élodie Dupont', phone: null, email: 'elodie@example.com' });
  });

  it('still reads a phone written internationally under an id key (a user known by their number)', () => {
    expect(person({ user_id: '+14155550123', message_id: '<m1@mx.example.net>' })).to.deep.equal({
      name: null,
      phone: '+14155550123',
      email: null,
    });
  });

  it('reads no phone from an id-keyed number, and an email id as an email', () => {
    const ids = readLead({ phone_number_id: '4155550123', 'Email ID': 'ravi@example.in' });
    expect([ids.input.phone, ids.input.email, ids.warnings]).to.deep.equal([null, 'ravi@example.in', []]);
  });
});
