import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 48: classes found by held-out set 58, each on invented bodies.

describe("Reader (review 48): guards for a business's card under a bare `contact` beside a writer's block, taken back", () => {
  // dbb3649a read a business's card under a bare `contact` (`kontakt`, `contato`) as the business's beside another block
  // holding a name, a contact and a message (a portal's advertiser card beside the enquirer's form); 6323e846 narrowed it
  // to an enquirer's own card with a free mailbox beside an organisation's. Attacker's passes (/work/attack48: 11 better,
  // 41 worse; /work/attack48b: 15 better, 42 worse) found the same shape from firms acting for someone else: a managing
  // agent for a tenant, solicitors for a client, an employer for an employee. Only the message's voice ("our client",
  // "invoice the firm") tells them apart; both were taken back.
  const cases = [
    {
      what: "a managing agent's card beside its tenant's block",
      country: 'DE',
      body: {
        kontakt: { name: 'Hausverwaltung Brandt GmbH', telefon: '030 8855 1200', email: 'info@hv-brandt.de' },
        details: {
          name: 'Lukas Meier',
          telefon: '0176 4455 6677',
          email: 'lukas.meier@gmx.de',
          nachricht: 'Unser Mieter meldet Schimmel im Bad, bitte das Angebot an die Hausverwaltung schicken.',
        },
      },
      phone: '+493088551200',
    },
    {
      what: "a law firm's card beside its client's block",
      country: 'GB',
      body: {
        contact: { name: 'Harrow & Finch Solicitors LLP', phone: '020 7946 0321', email: 'office@harrowfinch.co.uk' },
        details: {
          name: 'Amira Haddad',
          phone: '07700 900456',
          email: 'amira.haddad@gmail.com',
          message: 'Our client needs a certified translation of her birth certificate; please invoice the firm.',
        },
      },
      phone: '+442079460321',
    },
    {
      what: "an employer's card beside its new hire's block",
      country: 'BR',
      body: {
        contato: {
          nome: 'Construtora Horizonte Ltda',
          telefone: '(11) 3061-2200',
          email: 'rh@construtorahorizonte.com.br',
        },
        dados: {
          nome: 'Mariana Costa',
          telefone: '(11) 98765-4321',
          email: 'mariana.costa@gmail.com',
          mensagem:
            'Nossa nova colaboradora precisa do exame admissional antes de segunda-feira, favor faturar para a empresa.',
        },
      },
      phone: '+551130612200',
    },
  ];
  for (const { what, country, body, phone } of cases)
    it(`keeps the lead under \`contact\` in ${what}`, () => {
      expect(readInput(body, country).phone).to.equal(phone);
    });
});

describe("Reader (review 48): the person's firm's name in the record holding them", () => {
  // A CRM's lead is a company holding its contacts (`lead: {name, contacts: [{…}]}`): the company's name is the person's
  // firm, context for the agent, where their own address's domain spells it.
  const record = (name: string, email: string) => ({
    event: { action: 'created', object_type: 'lead' },
    data: {
      id: 'lead_7TnQ2kP9xWmB4vR8zL1c',
      name,
      description: 'Wants a quote for new kennels and a grooming room before the autumn.',
      contacts: [{ name: 'Owen Price', phones: [{ phone: '+1 207 555 0143' }], emails: [{ email }] }],
      created_by_name: 'Jordan Blake',
    },
  });

  it('keeps the company whose domain the person writes from in the brief', () => {
    const input = readInput(record('Harbor Point Veterinary', 'owen@harborpointveterinary.com'));
    expect(input.name).to.equal('Owen Price');
    expect(input.notes).to.contain('Harbor Point Veterinary');
    expect(input.notes).not.to.contain('Jordan Blake');
  });
});

describe("Reader (review 48): the name the person's own address spells whole, before a part nearer the contact", () => {
  // A form plugin posts its fields under random keys beside the entry's own `name`: the first name sits beside the phone
  // and email, the whole name one step away. The chosen address spells the whole one (`marcus.lindqvist@`).
  it('reads the whole name the address spells, not the first name beside the contact', () => {
    const input = readInput({
      name: 'Marcus Lindqvist',
      meta: {
        f8k2x: 'Marcus',
        e7w1m: 'marcus.lindqvist@outlook.com',
        t5n4c: '(617) 555-0199',
        m2d8r: 'Need a quote to replace four windows before winter.',
      },
    });
    expect(input.name).to.equal('Marcus Lindqvist');
    expect(input.notes).to.contain('replace four windows');
  });
});

describe("Reader (review 48): a choice's code sent under its twin key", () => {
  // A form plugin sends each choice twice: its label under the field's key, its code under the key and `-value`
  // (`xr7ds: "Bathroom remodel"`, `xr7ds-value: "bath_remodel"`). The label is the person's answer; the code the tool's.
  it("keeps the label and leaves the code out of the brief, the field's key in any shape", () => {
    const notes = readInput({
      name: 'Ann Lee',
      email: 'ann.lee@example.com',
      phone: '+1 415 555 0142',
      service: 'Roof repair',
      'service-value': 'roof_repair',
      k3j9q: 'Under $5,000',
      k3j9q_value: 'lt5k',
      when: ['Within 3 months'],
      when_code: ['lt3m'],
    }).notes;
    expect(notes).to.contain('Roof repair');
    expect(notes).to.contain('Under $5,000');
    expect(notes).to.contain('Within 3 months');
    for (const code of ['roof_repair', 'lt5k', 'lt3m']) expect(notes).not.to.contain(code);
  });

  it('keeps a second answer under a key ending in a code word when no sibling names its field', () => {
    const notes = readInput({
      name: 'Ann Lee',
      email: 'ann.lee@example.com',
      phone: '+1 415 555 0142',
      promo_code: 'SPRING25',
    }).notes;
    expect(notes).to.contain('SPRING25');
  });
});

describe("Reader (review 48): a choice's codes beside their display labels in two lists", () => {
  // A marketplace sends the services chosen twice, as codes and as the labels it shows (`service_codes` beside
  // `service_labels`): one field, not questions and answers. The labels are the person's choice; the codes the tool's.
  it('keeps the labels as the choice and leaves the codes out of the brief', () => {
    const notes = readInput(
      {
        customer: { name: 'Ravi Menon', mobile: '98470 12345', email: 'ravi.menon@example.in' },
        service_codes: ['CLN-DEEP-3BHK', 'CLN-SOFA'],
        service_labels: ['Deep cleaning, 3 BHK', 'Sofa shampoo'],
      },
      'IN',
    ).notes;
    expect(notes).to.contain('Deep cleaning, 3 BHK');
    expect(notes).to.contain('Sofa shampoo');
    expect(notes).not.to.contain('CLN-');
  });
});

describe("Reader (review 48): a chat's turns typed `user` beside turns typed as the person", () => {
  // A chat tool types its own side `user` (its users: the bot and the sales team) and the visitor `contact`, in an
  // `author` object holding no name (held-out set 59's Drift conversation): the person's turns are the `contact`'s.
  it("keeps the person's turns and leaves the tool's users' out", () => {
    const notes = readInput({
      type: 'conversation_push',
      data: {
        contact: {
          id: 5501,
          attributes: { name: 'Elena Costa', email: 'elena.costa@example.com', phone: '(415) 555-0187' },
        },
        messages: [
          {
            id: '1',
            type: 'chat',
            body: '<p>Hi there! What brings you here today?</p>',
            author: { id: 12, type: 'user', bot: true },
          },
          {
            id: '2',
            type: 'chat',
            body: 'We need solar panels on a 2,400 sq ft roof in Oakland',
            author: { id: 5501, type: 'contact', bot: false },
          },
          {
            id: '3',
            type: 'chat',
            body: '<p>Great, does Friday at 10am work for a site visit?</p>',
            author: { id: 14, type: 'user', bot: false },
          },
          {
            id: '4',
            type: 'chat',
            body: 'Friday at 10am is fine, please call first',
            author: { id: 5501, type: 'contact', bot: false },
          },
        ],
      },
    }).notes;
    expect(notes).to.contain('2,400 sq ft roof');
    expect(notes).to.contain('please call first');
    expect(notes).not.to.contain('What brings you');
    expect(notes).not.to.contain('site visit?');
  });
});

describe("Reader (review 48): a choice's code under a key naming its field's code in words", () => {
  // A portal sends each choice's code beside its text under keys in camel case (`PreferredContactMethodCode` by
  // `PreferredContactMethod`, `appointmentTypeCode` by `appointmentTypeName`), beside the person's own values too: the
  // text is the person's choice, the code the tool's.
  it('keeps the text and leaves the code out of the brief', () => {
    const notes = readInput(
      {
        LeadId: 88213047,
        Contact: {
          FullName: 'Lerato Dlamini',
          Email: 'lerato.dlamini@example.com',
          Cell: '+27 72 555 0142',
          PreferredContactMethodCode: 'PCM_SMS',
          PreferredContactMethod: 'SMS',
        },
        visitTypeCode: 'VT-2',
        visitTypeName: 'Second viewing',
        Message: 'Is the garden north facing? We would like to view it this weekend.',
      },
      'ZA',
    ).notes;
    expect(notes).to.contain('SMS');
    expect(notes).to.contain('Second viewing');
    expect(notes).not.to.contain('PCM_SMS');
    expect(notes).not.to.contain('VT-2');
  });
});

describe("Reader (review 48): guards from an attacker's pass over the day's changes (/work/attack48c)", () => {
  it("keeps a place or a product the person's address spells under its own key, not as their company", () => {
    const notes = readInput({
      contact: { name: 'Luis Ortega', email: 'luis@sanjoseplumbingpros.com', phone: '(408) 555-0143' },
      job_site: { street: '455 N 1st St', city: 'San Jose', state: 'CA' },
      details: 'Need a commercial water heater replaced at our shop, 100 gallon.',
    }).notes;
    expect(notes).to.contain('San Jose');
    expect(notes).not.to.contain('company: San Jose');
  });

  it("keeps an answer that is a word of the person's name under a field's code", () => {
    const notes = readInput({
      name: 'Austin Taylor',
      meta: {
        e7w1m: 'austin.taylor@example.com',
        t5n4c: '(512) 555-0143',
        c4ty9: 'Austin',
        m2d8r: 'Roof leak over the garage',
      },
    }).notes;
    expect(notes).to.match(/c4ty9: Austin$/m);
  });

  it("keeps the person's own code or amount under a twin key beside a placeholder answer", () => {
    const notes = readInput({
      name: 'Ann Lee',
      email: 'ann.lee@example.com',
      phone: '+1 415 555 0142',
      budget: 'Other',
      budget_value: '45000',
      promo: 'Yes',
      promo_code: 'SPRING25',
      flight: 'British Airways',
      flight_code: 'BA283',
      neighborhood: 'Other',
      neighborhood_slug: 'williamsburg',
    }).notes;
    for (const answer of ['45000', 'SPRING25', 'BA283', 'williamsburg']) expect(notes).to.contain(answer);
  });
});

describe("Reader (review 48): a campaign's key written as one word (`UTMCampaign`)", () => {
  // A CRM's custom fields glue the acronym to the word (`inf_custom_UTMCampaign`, held-out set 59's Keap form): its value is
  // the marketer's name for the campaign, context whatever its shape.
  it("keeps the campaign's code in the brief as context", () => {
    const notes = readInput({
      inf_field_FirstName: 'Rebecca',
      inf_field_LastName: 'Nguyen',
      inf_field_Email: 'rebecca.nguyen@example.com',
      inf_field_Phone1: '503-771-4280',
      inf_custom_UTMCampaign: 'fall_detox_2026',
      UTMMedium: 'cpc_brand',
    }).notes;
    expect(notes).to.contain('fall_detox_2026');
    expect(notes).to.contain('cpc_brand');
  });
});
