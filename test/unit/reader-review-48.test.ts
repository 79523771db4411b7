import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 48: classes found by held-out set 58, each on invented bodies.

describe("Reader (review 48): a business's card under a bare `contact` beside the block of the person who wrote", () => {
  // A portal's enquiry names the advertiser's card `contact` (a business's line, its mailbox at its own domain) and puts
  // the enquirer's own name, mobile, address and message in a block whose key names no party. The key says "a contact";
  // who wrote the message says whose.
  const cases = [
    {
      what: 'a Brazilian portal (`contato` and `dados`)',
      country: 'BR',
      body: {
        anuncio: { codigo: 'AP-22871', titulo: 'Apartamento 2 quartos, Pinheiros' },
        contato: {
          nome: 'Imobiliária Horizonte',
          telefone: '(11) 3061-2200',
          email: 'vendas@horizonteimoveis.com.br',
        },
        dados: {
          nome: 'Mariana Costa',
          telefone: '(11) 98765-4321',
          email: 'mariana.costa@gmail.com',
          mensagem: 'Gostaria de agendar uma visita no sábado de manhã, se possível.',
        },
      },
      person: { name: 'Mariana Costa', phone: '+5511987654321', email: 'mariana.costa@gmail.com' },
      words: 'agendar uma visita no sábado',
      theirs: '3061-2200',
    },
    {
      what: 'a German moving marketplace (`kontakt` and `anfrage`)',
      country: 'DE',
      body: {
        kontakt: { name: 'Müller Umzüge GmbH', telefon: '030 4412 7780', email: 'info@mueller-umzuege.de' },
        anfrage: {
          name: 'Jonas Becker',
          telefon: '0171 2345678',
          email: 'jonas.becker@web.de',
          nachricht: 'Wir ziehen am 14. März von Berlin nach Hamburg, drei Zimmer und ein Klavier.',
        },
      },
      person: { name: 'Jonas Becker', phone: '+491712345678', email: 'jonas.becker@web.de' },
      words: 'drei Zimmer und ein Klavier',
      theirs: 'Müller Umzüge',
    },
    {
      what: 'a Thai-labelled list of answers beside `contact`',
      country: 'TH',
      body: {
        contact: { name: 'สยามโฮมเซอร์วิส', phone: '02-117-4455', email: 'service@siamhome.co.th' },
        answers: [
          { label: 'ชื่อ', value: 'สมชาย ใจดี' },
          { label: 'เบอร์โทร', value: '081 234 5678' },
          { label: 'อีเมล', value: 'somchai.j@hotmail.com' },
          { label: 'ข้อความ', value: 'อยากให้มาซ่อมแอร์ที่บ้าน วันเสาร์นี้ช่วงบ่าย สะดวกไหมครับ' },
        ],
      },
      person: { name: 'สมชาย ใจดี', phone: '+66812345678', email: 'somchai.j@hotmail.com' },
      words: 'อยากให้มาซ่อมแอร์ที่บ้าน',
      theirs: 'สยามโฮมเซอร์วิส',
    },
  ];
  for (const { what, country, body, person, words, theirs } of cases)
    it(`reads the writer as the person, and the card as the business's, in ${what}`, () => {
      const input = readInput(body, country);
      expect({ name: input.name, phone: input.phone, email: input.email }).to.deep.equal(person);
      expect(input.notes).to.contain(words);
      expect(input.notes).not.to.contain(theirs);
    });

  it('keeps a person under `contact` who gave an office line, beside a second number of theirs', () => {
    const input = readInput(
      {
        contact: { name: 'Alan Reyes', phone: '(11) 3061-2200', email: 'alan@reyesclinica.com.br' },
        details: { celular: '(11) 98765-4321' },
      },
      'BR',
    );
    expect(input.name).to.equal('Alan Reyes');
    expect(input.email).to.equal('alan@reyesclinica.com.br');
  });

  it("keeps a person under `contact` beside a block of someone's with no message", () => {
    const input = readInput(
      {
        contact: {
          name: 'Alan Reyes',
          phone: '(11) 3061-2200',
          email: 'alan@reyesclinica.com.br',
          message: 'Preciso de um orçamento para reformar a recepção da clínica.',
        },
        secondary: { name: 'Maria Reyes', phone: '(11) 98765-4321', email: 'maria.reyes@gmail.com' },
      },
      'BR',
    );
    expect(input.name).to.equal('Alan Reyes');
    expect(input.email).to.equal('alan@reyesclinica.com.br');
  });

  it('keeps the person under `lead` whatever their card holds, beside a message block of someone else', () => {
    const input = readInput(
      {
        lead: { name: 'Alan Reyes', phone: '(11) 3061-2200', email: 'vendas@reyesclinica.com.br' },
        details: {
          name: 'Maria Reyes',
          phone: '(11) 98765-4321',
          email: 'maria.reyes@gmail.com',
          note: 'Ligou duas vezes pedindo retorno sobre o orçamento.',
        },
      },
      'BR',
    );
    expect(input.name).to.equal('Alan Reyes');
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
