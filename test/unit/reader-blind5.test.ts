import { expect } from 'chai';
import fc from 'fast-check';
import { personOf } from '../helpers/read-lead.ts';

// Classes of structure found by a blind set of real senders (docs/api.md §2.4). Every key, value and
// shape here is made up, in several spellings and languages: never one sender's keys.
const person = personOf;

describe('Reader: a phone value with a short letter prefix (docs/api.md §2.4)', () => {
  it("reads a phone written after a few letters and a colon (an ad platform export's `p:`) under a phone's label", () => {
    expect(
      person(
        { full_name: 'Asha Rao', email: 'asha@example.com', phone_number: 'p:+919123456780', ad_name: 'Spring' },
        'IN',
      ),
    ).to.deep.equal({ name: 'Asha Rao', phone: '+919123456780', email: 'asha@example.com' });
    expect(person({ nombre: 'Lía Gómez', telefono: 'ph:+34 612 345 678' }, 'ES').phone).to.equal('+34612345678');
    expect(person({ name: 'Ben Ode', mobile: 'P: 650-555-0143' }).phone).to.equal('+16505550143');
    expect(person({ name: 'Ben Ode', telefon: 'Handy: 0151 23456789' }, 'DE').phone).to.equal('+4915123456789');
  });

  it('reads no phone out of a text that is no prefixed number (a time, a ratio, words)', () => {
    expect(person({ email: 'x@example.com', phone: 'call:after 5pm' }).phone).to.equal(null);
    expect(person({ email: 'x@example.com', phone: 'extension:12345678901234567890' }).phone).to.equal(null);
    expect(person({ email: 'x@example.com', note: 'p:+919123456780' }).phone).to.equal(null);
  });
});

describe('Reader: unlabelled positional keys (docs/api.md §2.4)', () => {
  it("reads generic numbered keys (value1, field_2, answer3, col4, param1) by their values' shapes", () => {
    expect(
      person(
        {
          event: 'new_quote',
          value1: 'Tom Baker',
          value2: 'tom.baker@example.com',
          value3: '020 7946 0123',
          occurred_at: '2027-05-01T10:00:00Z',
        },
        'GB',
      ),
    ).to.deep.equal({ name: 'Tom Baker', phone: '+442079460123', email: 'tom.baker@example.com' });
    expect(person({ field_1: 'Kasia Nowak', field_2: '+48 512 345 678', field_3: 'Chcę wycenę' }, 'PL')).to.deep.equal({
      name: 'Kasia Nowak',
      phone: '+48512345678',
      email: null,
    });
    expect(
      person({ col1: 'Jonas', col2: 'Berg', col3: 'jonas@example.se', col4: '070-123 45 67' }, 'SE'),
    ).to.deep.equal({ name: 'Jonas Berg', phone: '+46701234567', email: 'jonas@example.se' });
    expect(person({ param1: 'ana@example.pt', param2: 'Ana Sousa' }, 'PT').name).to.equal('Ana Sousa');
    expect(person({ campo_1: 'Lía', campo_2: 'Gómez', campo_3: '+34 612 345 678' }, 'ES')).to.deep.equal({
      name: 'Lía Gómez',
      phone: '+34612345678',
      email: null,
    });
    expect(
      person({ 'Feld 1': 'Jana Hof', 'Feld 2': 'jana@example.de', custom_field_3: 'Rückruf bitte' }, 'DE').name,
    ).to.equal('Jana Hof');
  });

  it("reads any place word with any separator and number the same way, and never a key holding a field's term as a place", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('value', 'field', 'answer', 'col', 'column', 'param', 'input', 'Campo', 'Feld', 'custom field'),
        fc.constantFrom('', '_', ' ', '-'),
        fc.integer({ min: 1, max: 90 }),
        (word, separator, start) => {
          const key = (n: number) => `${word}${separator}${n}`;
          const body = {
            [key(start)]: 'Tom Baker',
            [key(start + 1)]: 'tom@example.com',
            [key(start + 2)]: '+44 20 7946 0123',
          };
          expect(person(body, 'GB'), JSON.stringify(body)).to.deep.equal({
            name: 'Tom Baker',
            phone: '+442079460123',
            email: 'tom@example.com',
          });
        },
      ),
      { numRuns: 60 },
    );
    expect(person({ phone1: 'Tom Baker', value2: 'tom@example.com' }).name).to.equal(null);
  });

  it("reads keys that are a field's id (a short prefix, then letters and digits mixed: `fld_5f2a`, `c_9b1e`, `q17`) as keys naming only a place", () => {
    // Invented ids; a settings block above with the business's line under keys naming it.
    const fields = (id: (n: number) => string) => ({
      settings: { account_phone: '03-5731900', account_email: 'office@example.co.il' },
      values: {
        [id(1)]: 'Dana Invented',
        [id(2)]: '052-8814027',
        [id(3)]: 'dana.invented@example.com',
        [id(4)]: '3 rooms',
      },
    });
    for (const id of [
      (n: number) => `fld_5f2${'abcd'[n - 1]}`,
      (n: number) => `c_9b${n}e`,
      (n: number) => `q${16 + n}`,
      // A place word and a letter (`value_a`, `field_b`): a gateway's custom fields.
      (n: number) => `value_${'abcd'[n - 1]}`,
      (n: number) => `field_${'abcd'[n - 1]}`,
    ]) {
      const body = fields(id);
      expect(person(body, 'IL'), JSON.stringify(body)).to.deep.equal({
        name: 'Dana Invented',
        phone: '+972528814027',
        email: 'dana.invented@example.com',
      });
    }
    // A word with a version or a size (`sha256`, `mp4`, `b2b`) is a word, not a field's id: nothing read beside it.
    expect(person({ sha256: 'Dana Invented', b2b: '052-8814027', email: 'dana@example.com' }, 'IL')).to.deep.equal({
      name: null,
      phone: null,
      email: 'dana@example.com',
    });
  });

  it("reads the name beside a contact under field ids when the only labelled name is staff's (`created_by: {Name}`)", () => {
    const body = {
      _created_by: { Name: 'Ravi Staff', Email: 'ravi@dealer.example.in' },
      Field_8f1: 'Anbu Selvan',
      Field_8f2: '94430 18276',
      Field_8f3: 'anbu.s@example.com',
      Field_9a0: 'Diesel automatic',
    };
    expect(person(body, 'IN')).to.deep.equal({
      name: 'Anbu Selvan',
      phone: '+919443018276',
      email: 'anbu.s@example.com',
    });
  });

  it('reads no name from a positional value that is no name (a sentence, a company, a date)', () => {
    expect(
      person({ answer1: 'ola@example.com', answer2: 'Wagner Bau GmbH', answer3: '2027-05-01' }, 'DE').name,
    ).to.equal(null);
  });
});

describe("Reader: someone else's contact in a labelled list (docs/api.md §2.4)", () => {
  it("takes the billing contact over an emergency contact's number in a registrant's labelled data", () => {
    expect(
      person({
        billing: { name: { first: 'Rachel', last: 'Dunn' }, email: 'rachel@example.com', phone: '6505550147' },
        registrants: [
          {
            data: [
              { key: 'name', label: 'Swimmer name', first: { value: 'Mia' }, last: { value: 'Dunn' } },
              { key: 'emergencyPhone', label: 'Emergency contact phone', value: '6505550199' },
            ],
          },
        ],
      }),
    ).to.deep.equal({ name: 'Rachel Dunn', phone: '+16505550147', email: 'rachel@example.com' });
  });

  it("reads a spouse's, next of kin's, emergency contact's or reference's phone as someone else's", () => {
    for (const label of [
      'Spouse phone number',
      'Next of kin phone',
      'Reference phone',
      'Notfallkontakt Telefon',
      'telefono de emergencia',
      'emergencyPhone',
      'wife_mobile',
    ]) {
      expect(
        person({
          name: 'Leo Park',
          email: 'leo@example.com',
          answers: [
            { label, value: '6505550111' },
            { label: 'Phone', value: '6505550122' },
          ],
        }).phone,
        label,
      ).to.equal('+16505550122');
      expect(
        person({
          answers: [
            { label, value: '6505550111' },
            { label: 'Your email', value: 'leo@example.com' },
          ],
        }).phone,
        label,
      ).to.equal(null);
    }
  });

  it("reads an emergency contact's or a spouse's object as someone else's, and their name never as the lead's", () => {
    expect(
      person({
        emergency_contact: { name: 'Sam Ode', phone: '6505550111' },
        applicant: { name: 'Ada Ode', email: 'ada@example.com' },
      }),
    ).to.deep.equal({ name: 'Ada Ode', phone: null, email: 'ada@example.com' });
    expect(
      person({ spouse: { full_name: 'Sam Ode', email: 'sam@example.com' }, full_name: 'Ada Ode', phone: '6505550122' }),
    ).to.deep.equal({ name: 'Ada Ode', phone: '+16505550122', email: null });
    expect(
      person(
        { contacto_de_emergencia: { telefono: '612 345 678' }, nombre: 'Lía Gómez', correo: 'lia@example.es' },
        'ES',
      ),
    ).to.deep.equal({ name: 'Lía Gómez', phone: null, email: 'lia@example.es' });
  });

  it("keeps a parent's or a guardian's contact the lead's (the one filling in a minor's form is often that parent), and an emergency flag says nothing of whose", () => {
    expect(person({ child_name: 'Mia Dunn', parent_name: 'Rachel Dunn', parent_phone: '6505550147' }).phone).to.equal(
      '+16505550147',
    );
    expect(person({ name: 'Ola Berg', phone: '6505550148', emergency: true, email: 'ola@example.com' })).to.deep.equal({
      name: 'Ola Berg',
      phone: '+16505550148',
      email: 'ola@example.com',
    });
    expect(person({ service: { emergency: true, name: 'Ola Berg', phone: '6505550148' } }).phone).to.equal(
      '+16505550148',
    );
    expect(
      person({ quote: { spouse: true, wife: true, name: 'Ola Berg', phone: '6505550148' }, email: 'ola@example.com' })
        .phone,
    ).to.equal('+16505550148');
  });
});

describe('Reader: the name from the object holding the chosen contact (docs/api.md §2.4)', () => {
  it("takes the name of the person whose object holds the chosen phone and email, over an agent's elsewhere", () => {
    expect(
      person(
        {
          agent: { name: 'Omar Haddad', email: 'omar@realty.example.ae', phone: '+971501234567' },
          sender: {
            name: 'Claire Martin',
            contacts: [
              { type: 'email', value: 'claire@example.com' },
              { type: 'phone', value: '+971509876543' },
            ],
          },
          listing: { reference: 'AP-1' },
        },
        'AE',
      ),
    ).to.deep.equal({ name: 'Claire Martin', phone: '+971509876543', email: 'claire@example.com' });
    expect(
      person(
        {
          kunde: {
            name: 'Jana Hof',
            kontakte: [
              { typ: 'email', wert: 'jana@example.de' },
              { type: 'mobile', value: '+49 151 23456789' },
            ],
          },
          name: 'Objekt 12',
        },
        'DE',
      ).name,
    ).to.equal('Jana Hof');
  });
});

describe("Reader: event labels are not a person's name (docs/api.md §2.4)", () => {
  it("reads no name from a journey's, a sequence's, an automation's or a segment's name", () => {
    expect(
      person({
        traits: { firstName: 'Nina', lastName: 'Alvarez', phones: [{ phoneNumber: '+16505550194' }] },
        properties: {
          journey_name: 'Quote follow-up',
          campaign_name: 'Solar 2027',
          contact_email: 'nina@example.com',
          agent_email: 'marcus@biz.example.com',
        },
      }),
    ).to.deep.equal({ name: 'Nina Alvarez', phone: '+16505550194', email: 'nina@example.com' });
    for (const thing of [
      'sequence',
      'automation',
      'segment',
      'survey',
      'webinar',
      'cadence',
      'playbook',
      'broadcast',
    ]) {
      expect(
        person(
          {
            person: { given_name: 'Ola', family_name: 'Dahl', tel: '+4791234567' },
            meta: { [`${thing}_name`]: 'Spring push', contact_email: 'ola@example.no' },
          },
          'NO',
        ).name,
        thing,
      ).to.equal('Ola Dahl');
    }
    for (const label of [
      'Nombre de la campaña',
      'Nom du webinaire',
      'Name der Automatisierung',
      'nome_automacao',
      'Workflow Name',
      'sequenceName',
    ]) {
      expect(
        person({ [label]: 'Primavera', contacto: { nombre: 'Lía Gómez', telefono: '+34 612 345 678' } }, 'ES').name,
        label,
      ).to.equal('Lía Gómez');
      expect(person({ [label]: 'Primavera', email: 'lia@example.es' }, 'ES').name, label).to.equal(null);
    }
  });
});

describe('Reader: data an agent or a bot collected from the caller (docs/api.md §2.4)', () => {
  it("reads the variables an agent or a bot collected or extracted as the lead's", () => {
    expect(
      person(
        {
          call: { from: '+919876543210' },
          output_agent_variables: { customer_name: 'Priya Nair', email_address: 'priya@example.com' },
        },
        'IN',
      ),
    ).to.deep.equal({ name: 'Priya Nair', phone: '+919876543210', email: 'priya@example.com' });
    expect(
      person({
        conversation: { bot_collected_data: { name: 'Ravi Das', email: 'ravi@example.com' } },
        agent: { email: 'desk@biz.example.com' },
      }),
    ).to.deep.include({ name: 'Ravi Das', email: 'ravi@example.com' });
    expect(
      person({
        assistant_extracted_fields: { email: 'eva@example.com', full_name: 'Eva Roe' },
        call: { to: '+16505550100' },
      }),
    ).to.deep.include({ name: 'Eva Roe', email: 'eva@example.com' });
  });

  it("still reads an agent's own contact as someone else's", () => {
    expect(
      person({ agent: { name: 'Desk', email: 'desk@biz.example.com' }, caller: { phone: '+16505550177' } }).email,
    ).to.equal(null);
  });
});

describe("Reader: a manager or staff object before the person's profile (docs/api.md §2.4)", () => {
  it("takes the user's profile over a manager's, a supervisor's, a team lead's or a sales rep's contact", () => {
    expect(
      person(
        {
          refers: { manager: { name: 'Lars Berg', email: 'lars@biz.example.se' } },
          user: { profile: { name: 'Eva Lind', email: 'eva@example.com', mobileNumber: '+46701234567' } },
        },
        'SE',
      ),
    ).to.deep.equal({ name: 'Eva Lind', phone: '+46701234567', email: 'eva@example.com' });
    for (const staff of [
      'supervisor',
      'team_lead',
      'account_manager',
      'sales_rep',
      'salesRep',
      'accountManager',
      'Vorgesetzter',
      'superviseur',
    ]) {
      expect(
        person(
          {
            [staff]: { name: 'Lars Berg', email: 'lars@biz.example.se' },
            user: { name: 'Eva Lind', email: 'eva@example.com' },
          },
          'SE',
        ),
        staff,
      ).to.deep.include({ name: 'Eva Lind', email: 'eva@example.com' });
    }
  });
});

describe('Reader: e-signature envelopes (docs/api.md §2.4)', () => {
  it("reads the signer as the lead, the envelope's sender as the business, carbon copies as others, documents as things", () => {
    expect(
      person(
        {
          envelope: {
            sender: { userName: 'Sean Walsh', email: 'sean@firm.example.ie' },
            recipients: {
              signers: [{ name: 'Aoife Byrne', email: 'aoife@example.com', status: 'completed' }],
              carbonCopies: [{ name: 'Legal', email: 'legal@firm.example.ie' }],
            },
            documents: [{ name: 'Contract.pdf', documentId: '1' }],
          },
        },
        'IE',
      ),
    ).to.deep.equal({ name: 'Aoife Byrne', phone: null, email: 'aoife@example.com' });
    expect(
      person({
        attachments: [{ name: 'Offer Letter' }],
        sender: { name: 'Ops Desk', email: 'ops@firm.example.com' },
        signatories: [{ name: 'Max Roy', email: 'max@example.com' }],
      }),
    ).to.deep.include({ name: 'Max Roy', email: 'max@example.com' });
    expect(
      person(
        {
          dokumente: [{ name: 'Vertrag' }],
          unterzeichner: { name: 'Jan Roth', email: 'jan@example.de' },
          cc: [{ name: 'Recht', email: 'recht@firma.example.de' }],
        },
        'DE',
      ),
    ).to.deep.include({ name: 'Jan Roth', email: 'jan@example.de' });
  });
});

describe('Reader: a bare `name` as the given name beside a flat last name (docs/api.md §2.4)', () => {
  it("joins a one-word `name` and a `lastName` beside it, with no prefix, in any spelling, and keeps a merchant's name out", () => {
    expect(
      person(
        {
          name: 'Lucía',
          lastName: 'Fernández',
          email: 'lucia@example.com',
          phone: '5512345678',
          merchantName: 'Tienda Ejemplo',
        },
        'MX',
      ),
    ).to.deep.equal({ name: 'Lucía Fernández', phone: '+525512345678', email: 'lucia@example.com' });
    expect(
      person({ Name: 'Jonas', Nachname: 'Weber', email: 'jonas@example.de', shopName: 'Laden' }, 'DE').name,
    ).to.equal('Jonas Weber');
    expect(person({ nome: 'Bia', sobrenome: 'Lopes', telefone: '11 95555 0147' }, 'BR').name).to.equal('Bia Lopes');
  });
});

describe('Reader: group-path keys and field-survey roles (docs/api.md §2.4)', () => {
  it('reads a key with `/` group paths segment by segment, the respondent as the lead and the enumerator as staff', () => {
    expect(
      person(
        {
          'group_staff/enumerator_phone': '0987654321',
          'group_resp/respondent_name': 'José Quispe',
          'group_resp/respondent_phone': '0912345678',
          _submission_time: '2027-05-02T10:00:00',
        },
        'PE',
      ),
    ).to.deep.equal({ name: 'José Quispe', phone: '+51912345678', email: null });
    expect(
      person(
        {
          'datos/entrevistador/telefono': '0987654321',
          'datos/entrevistado/nombre': 'Ana Ruiz',
          'datos/entrevistado/telefono': '0912345678',
        },
        'PE',
      ),
    ).to.deep.include({ name: 'Ana Ruiz', phone: '+51912345678' });
    expect(
      person(
        {
          surveyor_name: 'Kofi Mensah',
          surveyor_phone: '+233241234567',
          participant_name: 'Ama Owusu',
          participant_phone: '+233501234567',
        },
        'GH',
      ),
    ).to.deep.include({ name: 'Ama Owusu', phone: '+233501234567' });
  });
});

describe('Reader: the new rules on hostile keys (docs/api.md §2.1, §2.4)', () => {
  it('reads group paths, positional keys and tagged phones made of prototype names, long paths and many keys as plain data', () => {
    expect(
      person({
        '__proto__/phone': '+16505550101',
        'constructor/name': 'Ada Tester',
        'toString/email': 'ada@example.com',
      }),
    ).to.deep.equal({ name: 'Ada Tester', phone: '+16505550101', email: 'ada@example.com' });
    const deep = `${'a/'.repeat(2_000)}respondent_phone`;
    expect(person({ [deep]: '+16505550102' }).phone).to.equal('+16505550102');
    expect(person({ 'respondent/': '+16505550103', '/email': 'x@example.com' }).email).to.equal('x@example.com');
    const many = Object.fromEntries(
      Array.from({ length: 3_000 }, (_, i) => [`value${i + 1}`, i === 1_500 ? 'many@example.com' : 'Yes']),
    );
    expect(person(many)).to.deep.equal({ name: null, phone: null, email: 'many@example.com' });
    expect(
      person({ value1: '__proto__', value2: 'constructor@example.com', phone: 'constructor:6505550104' }),
    ).to.deep.equal({ name: null, phone: null, email: 'constructor@example.com' });
  });
});

describe("Reader: a chat message's sender beside the instance's own number (after the tool's-user rule)", () => {
  // The staff-before-tool's-user order applies among someone else's values only: a message's sender
  // (`senderData.sender`) is no one else's, and its number came after the instance's own (`wid`).
  it("reads the sender's number and name, not the receiving instance's number", () => {
    const body = {
      typeWebhook: 'incomingMessageReceived',
      instanceData: { idInstance: 7001, wid: '4915112345678@c.us', typeInstance: 'whatsapp' },
      senderData: {
        chatId: '4917612345678@c.us',
        chatName: 'Jonas Weber',
        sender: '4917612345678@c.us',
        senderName: 'Jonas Weber',
      },
      messageData: { typeMessage: 'textMessage', textMessageData: { textMessage: 'Hallo, ich brauche ein Angebot.' } },
    };
    expect(person(body, 'DE')).to.deep.equal({ name: 'Jonas Weber', phone: '+4917612345678', email: null });
  });
});
