import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 43: classes found by held-out blind sets (49's AI voice agent report, 51's senders), each on invented bodies.

// An AI voice agent's end-of-call report (made up, in Spanish): the model's system prompt and the assistant's lines are
// the business's setup, the caller's turns their words; the cost of the call's analysis is the platform's money.
const callReport = (systemText: string) => ({
  message: {
    type: 'end-of-call-report',
    customer: { number: '+34 612 34 56 78' },
    assistant: {
      id: 'asst_7f2c',
      name: 'Recepción Clínica Sol',
      firstMessage: 'Hola, gracias por llamar a Clínica Dental Sol, soy Lucía. ¿En qué puedo ayudarle?',
      voicemailMessage: 'Le devolveremos la llamada en cuanto podamos.',
    },
    messages: [
      { role: 'system', message: systemText, time: 1758201601204, secondsFromStart: 0 },
      { role: 'bot', message: 'Hola, gracias por llamar, soy Lucía.', time: 1758201603000, secondsFromStart: 0.9 },
      {
        role: 'user',
        message: 'Quería pedir cita para una limpieza dental.',
        time: 1758201619699,
        secondsFromStart: 17.6,
      },
      { role: 'bot', message: '¿Qué día le viene mejor?', time: 1758201630000, secondsFromStart: 28.2 },
      {
        role: 'user',
        message: 'El jueves por la tarde, después de las cinco.',
        time: 1758201641000,
        secondsFromStart: 39.4,
      },
    ],
    costBreakdown: { llm: 0.0221, total: 0.2143, analysisCostBreakdown: { summary: 0.0003, structuredData: 0.0004 } },
  },
});

describe("Reader (review 43): an AI voice agent's call report", () => {
  const lead = readInput(callReport('Eres Lucía, la recepcionista de Clínica Dental Sol en Valencia.'), 'ES');

  it("keeps the caller's turns, and none of the system prompt's, the assistant's lines or a turn's seconds", () => {
    expect(lead.phone).to.equal('+34612345678');
    expect(lead.notes).to.contain('limpieza dental');
    expect(lead.notes).to.contain('después de las cinco');
    expect(lead.notes).not.to.contain('Eres Lucía');
    expect(lead.notes).not.to.contain('soy Lucía');
    expect(lead.notes).not.to.contain('devolveremos');
    expect(lead.notes).not.to.contain('17.6');
  });

  it("keeps the cost of the call's analysis out of the brief", () => {
    expect(lead.notes).not.to.contain('0.0003');
  });

  it("keeps a system turn that carries the person's own form in the brief", () => {
    const withForm = readInput(
      callReport(
        'Formulario previo: nombre Marta Ruiz, correo marta.ruiz@example.es, motivo: dolor de muelas desde el lunes',
      ),
      'ES',
    );
    expect(withForm.notes).to.contain('dolor de muelas');
  });
});

// A lead sold to a firm, the firm's own card under a bare contact's key beside the person's record under a key naming no
// party (made up: a Czech mortgage comparison's lead; an Italian one with the card first).
describe("Reader (review 43): a firm's card under a contact's key beside the person's record", () => {
  it("reads the person's record, not the firm's card whose own name its address's domain spells", () => {
    const lead = readInput(
      {
        id: 'HYP-2025-11-30412',
        cena: '180 Kč',
        udaje: {
          jmeno: 'Petra',
          prijmeni: 'Novotná',
          telefon: '603 118 245',
          email: 'petra.novotna@example.cz',
          mesto: 'Brno',
        },
        pozadavek: 'Refinancování hypotéky, zbývá 2,1 mil. Kč, fixace končí v březnu.',
        kontakt: {
          nazev: 'Hypocentrum Morava s.r.o.',
          osoba: 'Jiří Dvořák',
          telefon: '541 212 330',
          email: 'kancelar@hypocentrum-example.cz',
        },
      },
      'CZ',
    );
    expect(lead).to.include({ name: 'Petra Novotná', phone: '+420603118245', email: 'petra.novotna@example.cz' });
    expect(lead.notes).to.contain('Refinancování');
    expect(lead.notes).not.to.contain('Jiří Dvořák');
    expect(lead.notes).not.to.contain('541 212 330');
  });

  it('reads it so with the card first too', () => {
    const lead = readInput(
      {
        contatto: {
          ragione: 'Agenzia Casaviva Torino',
          referente: 'Marco Bellini',
          cellulare: '011 562 9011',
          email: 'ufficio@casaviva-example.it',
        },
        dati: { nome: 'Giulia', cognome: 'Ferraris', cellulare: '347 221 9087', email: 'giulia.ferraris@example.it' },
        messaggio: 'Cerco un bilocale in zona Crocetta, budget 900 euro al mese.',
      },
      'IT',
    );
    expect(lead).to.include({ name: 'Giulia Ferraris', phone: '+393472219087', email: 'giulia.ferraris@example.it' });
    expect(lead.notes).not.to.contain('Marco Bellini');
  });

  it("keeps a lone contact with a firm's office address the lead (a business asking for a quote)", () => {
    const lead = readInput(
      {
        contact: {
          name: 'Dana Whitfield',
          company: 'Whitfield Roofing',
          email: 'office@whitfieldroofing-example.com',
          phone: '+1 512 555 0177',
        },
        message: 'Need a quote for 40 commercial gutters',
      },
      'US',
    );
    expect(lead).to.include({ name: 'Dana Whitfield', email: 'office@whitfieldroofing-example.com' });
    expect(lead.notes).to.contain('Whitfield Roofing');
  });
});

describe("Reader (review 43): a shop order's variant with its one option", () => {
  it('keeps the option chosen (`variant: {options: ["…"]}`) in the brief, and a form field\'s list of options out', () => {
    const lead = readInput(
      {
        customer: { full_name: 'Inés Alvarado', phone: '+56 9 6123 4567', email: 'ines.alvarado@example.cl' },
        items: [
          {
            product: { id: 'p-4410', name: 'Manta de alpaca tejida a mano' },
            variant: { id: 'v-4410-2', options: ['Gris perla / 150x200'], sku: 'MA-150200-GP' },
            quantity: 1,
          },
        ],
        fields: [{ label: 'Talla', type: 'select', options: ['S', 'M', 'L', 'XL'], value: 'M' }],
      },
      'CL',
    );
    expect(lead.notes).to.contain('Gris perla / 150x200');
    expect(lead.notes).to.contain('Talla: M');
    expect(lead.notes).not.to.contain('S, M, L');
  });
});

describe('Reader (review 43): staff named in Korean and Bengali keys', () => {
  it('keeps `담당` (in charge) and `পরামর্শক` (a consultant) out of the brief', () => {
    const korean = readInput(
      {
        고객: { 이름: '한지민', 연락처: '010-2847-5521' },
        요청: '입주 청소 견적 부탁드립니다. 32평이에요.',
        지점정보: { 지점: '분당점', 담당: '박준호 팀장' },
      },
      'KR',
    );
    expect(korean.notes).to.contain('입주 청소');
    expect(korean.notes).not.to.contain('박준호');
    const bengali = readInput(
      { নাম: 'তানিয়া রহমান', মোবাইল: '01712-345678', প্রশ্ন: 'জার্মানিতে পড়াশোনার খরচ কত?', পরামর্শক: 'রাকিব হাসান' },
      'BD',
    );
    expect(bengali.notes).to.contain('জার্মানিতে');
    expect(bengali.notes).not.to.contain('রাকিব');
  });
});

describe('Reader (review 43): an amount led by a currency of capitals and `$`', () => {
  it('keeps `HK$800,000` and `R$ 15.000` answers in the brief (no id token)', () => {
    const hk = readInput(
      {
        applicant: { name: '黃家明', mobile: '6123 4567' },
        form_data: { 保障額: 'HK$800,000', 備註: '想了解供款年期' },
      },
      'HK',
    );
    expect(hk.notes).to.contain('HK$800,000');
    const br = readInput(
      {
        lead: { nome: 'Rafael Souza', celular: '(11) 98765-4321' },
        respostas: { orcamento: 'R$ 15.000', prazo: '3 meses' },
      },
      'BR',
    );
    expect(br.notes).to.contain('R$ 15.000');
  });
});

// Session 43's attacker pass over the session's first commits: each body the helper's (made-up people), read wrong by a
// rule of the session and right before it (r19 wrong before too).
const ATTACK: Record<string, Record<string, unknown>> = {
  'chatbot-last-message': {
    contact: { name: 'Maria Gonzalez', phone: '+1 512 555 0143' },
    chatbot: {
      greeting: 'Hi there!',
      last_message: "Can you come Saturday morning to look at my AC unit? It's blowing warm air.",
    },
  },
  'ivr-details-system-turn': {
    call_id: 'call_55',
    customer: { number: '+15125550143' },
    transcript: [
      {
        role: 'system',
        content:
          'Caller details from IVR: name Maria Gonzalez, account 44120, reason: water heater leaking, prefers Spanish',
      },
      { role: 'assistant', content: 'Hi, thanks for calling Rapid Plumbing, how can I help?' },
      { role: 'user', content: 'Hi, my water heater is leaking in the garage.' },
      { role: 'assistant', content: 'Sorry to hear that. When can a tech come by?' },
      { role: 'user', content: 'Tomorrow morning works.' },
    ],
  },
  'office-mailbox-beside-billing': {
    form: 'Commercial quote request',
    contact: {
      first_name: 'Dana',
      last_name: 'Whitfield',
      company: 'Whitfield Roofing',
      email: 'office@whitfieldroofing.com',
      phone: '+1 303 555 0188',
    },
    billing: { name: 'Accounts Payable', email: 'ap@whitfieldroofing.com', phone: '+1 303 555 0100' },
    shipping: { name: 'Mike Ortiz', phone: '+1 303 555 0150', address: '4100 Brighton Blvd, Denver CO' },
    details: '20 pallets of shingles, delivery to job site',
  },
  'persons-assistant-name': {
    first_name: 'Robert',
    last_name: 'King',
    title: 'CEO',
    company: 'King Freight',
    email: 'rking@kingfreight.com',
    phone: '+1 512 555 0143',
    assistant_name: 'Maria Gonzalez',
    assistant_phone: '+1 512 555 0199',
    message: 'Please schedule the demo through my assistant',
  },
  'short-name-inside-a-word': {
    message: {
      type: 'end-of-call-report',
      customer: { number: '+15125550143', name: 'Ana' },
      assistant: {
        id: 'asst_7f2c',
        name: 'Cedar Fence Reception',
        firstMessage: 'Hi, thanks for calling Cedar Fence Co., this is Riley.',
      },
      messages: [
        {
          role: 'system',
          message:
            "You are Riley, the receptionist of Cedar Fence Co. Analyze the caller's needs and book a site visit. Never quote prices; our owner Tom Becker's cell is 512-555-0100.",
          time: 1758201601204,
          secondsFromStart: 0,
        },
        {
          role: 'bot',
          message: 'Hi, thanks for calling Cedar Fence Co., this is Riley.',
          time: 1758201603000,
          secondsFromStart: 0.9,
        },
        {
          role: 'user',
          message: 'I need a quote for a 40 foot cedar fence.',
          time: 1758201619699,
          secondsFromStart: 17.6,
        },
        { role: 'bot', message: 'Great, when works for a site visit?', time: 1758201630000, secondsFromStart: 28.2 },
        { role: 'user', message: 'Thursday after five.', time: 1758201641000, secondsFromStart: 39.4 },
      ],
    },
  },
  'system-form-user-rep-notes': {
    conversation_id: 'cv_8812',
    contact: { phone: '+1 512 555 0143' },
    messages: [
      {
        author: 'system',
        body: 'New lead from website form. Name: MARIA GONZALEZ. Phone: (512) 555-0143. Budget: $8,000. Wants a cedar fence, 40 ft, call after 5pm.',
        at: '2025-05-01T10:00:00Z',
      },
      { author: 'user', body: 'Called, left voicemail. Will try again tomorrow.', at: '2025-05-01T11:00:00Z' },
      { author: 'system', body: 'Lead assigned to Tom Becker.', at: '2025-05-01T11:01:00Z' },
      { author: 'user', body: 'Spoke with her husband, she is at work until 5.', at: '2025-05-02T09:00:00Z' },
    ],
  },
  'vanity-domain-beside-partner': {
    contact: {
      name: 'Maria Gonzalez',
      email: 'hello@mariagonzalez.com',
      phone: '+1 512 555 0143',
      message: 'Wedding photography for June 14, 150 guests',
    },
    partner: { name: 'Luis Herrera', phone: '+1 512 555 0199' },
  },
};
const attack = (name: string) => ATTACK[name];

describe("Reader (review 43): a person's own contact is no firm's card", () => {
  it("keeps a contact at the person's own domain, or at their firm's office mailbox, the lead", () => {
    expect(readInput(attack('vanity-domain-beside-partner'), 'US')).to.include({
      name: 'Maria Gonzalez',
      phone: '+15125550143',
      email: 'hello@mariagonzalez.com',
    });
    expect(readInput(attack('office-mailbox-beside-billing'), 'US')).to.include({
      name: 'Dana Whitfield',
      phone: '+13035550188',
      email: 'office@whitfieldroofing.com',
    });
  });
});

describe("Reader (review 43): a system turn relaying the person's form", () => {
  it('keeps the form in the brief when it is written otherwise than the values chosen, or names them in none', () => {
    expect(readInput(attack('system-form-user-rep-notes'), 'US').notes).to.contain('cedar fence');
    expect(readInput(attack('ivr-details-system-turn'), 'US').notes).to.contain('water heater leaking');
  });

  it("reads the person's name in a system turn as a word, not inside another (`Ana` in `Analyze`)", () => {
    const lead = readInput(attack('short-name-inside-a-word'), 'US');
    expect(lead.notes).to.contain('40 foot cedar fence');
    expect(lead.notes).not.to.contain('512-555-0100');
  });
});

describe("Reader (review 43): the person's words under a bot's or an assistant's key", () => {
  it("keeps a chatbot's `last_message` and a person's assistant's name", () => {
    expect(readInput(attack('chatbot-last-message'), 'US').notes).to.contain('Saturday morning');
    expect(readInput(attack('persons-assistant-name'), 'US').notes).to.contain('Maria Gonzalez');
  });
});

// The second attacker pass, over the mends above (7020647): each body read as at 7033d32 again.
const SECOND: Record<string, Record<string, unknown>> = {
  'nested-name-office-beside-billing': {
    form: 'Commercial quote request',
    contact: {
      name: { first: 'Dana', last: 'Whitfield' },
      company: 'Whitfield Roofing',
      email: 'office@whitfieldroofing.com',
      phone: '+1 303 555 0188',
    },
    billing: { name: 'Accounts Payable', email: 'ap@whitfieldroofing.com', phone: '+1 303 555 0100' },
    shipping: { name: 'Mike Ortiz', phone: '+1 303 555 0150', address: '4100 Brighton Blvd, Denver CO' },
    details: '20 pallets of shingles, delivery to job site',
  },
  'system-notices-mid-chat': {
    visitor: { name: 'Maria Gonzalez', email: 'maria.g@example.com' },
    messages: [
      { role: 'assistant', text: 'Hi! What can we help with today?' },
      { role: 'system', text: 'Visitor selected: Emergency roof leak' },
      { role: 'assistant', text: "Sorry to hear that! What's the property address?" },
      { role: 'user', text: '1420 Oak St, Austin' },
      { role: 'system', text: 'Visitor uploaded photo of ceiling stain in the upstairs bedroom' },
      { role: 'assistant', text: 'Thanks, a roofer will call you within the hour.' },
    ],
  },
  'chatbot-first-message': {
    contact: { name: 'Maria Gonzalez', phone: '+1 512 555 0143' },
    chatbot: {
      flow: 'Quote request',
      first_message: 'Do you do emergency roof repairs? Water is coming through the ceiling',
      messages_count: 6,
    },
  },
  'widget-first-message-bot': {
    lead: { first_name: 'Maria', last_name: 'Gonzalez', phone: '+1 512 555 0143' },
    bot: { name: 'Lead Bot', first_message: 'Looking to list my 3-bed house in Round Rock this spring' },
  },
};

describe('Reader (review 43, second pass): what the mends still misread', () => {
  it("keeps a contact whose name is sent as an object the person's, beside a billing block", () => {
    expect(readInput(SECOND['nested-name-office-beside-billing'], 'US')).to.include({
      phone: '+13035550188',
      email: 'office@whitfieldroofing.com',
    });
  });

  it("keeps a chat's system notices in the middle of it (the person's choice, their photo) in the brief", () => {
    const { notes } = readInput(SECOND['system-notices-mid-chat'], 'US');
    expect(notes).to.contain('Emergency roof leak');
    expect(notes).to.contain('ceiling stain');
  });

  it("keeps a chatbot's or a bot's `first_message`, the visitor's words, in the brief", () => {
    expect(readInput(SECOND['chatbot-first-message'], 'US').notes).to.contain('Water is coming through the ceiling');
    expect(readInput(SECOND['widget-first-message-bot'], 'US').notes).to.contain('3-bed house in Round Rock');
  });
});

// A third attacker pass took back a session's rule (a bare contact beside a listing read as the agent's card, where a
// third block holds a phone: 357f2d8, narrowed in ace759a8, reverted): a buyer's own contact beside a product and a
// shipping, billing or page block is the person's. Kept as guards (each read right at 7033d32 and now).
const THIRD: Record<string, Record<string, unknown>> = {
  'buyer-phone-mobile-gift-shipping': {
    order_id: 'SO-104882',
    contact: {
      name: 'Megan Albright',
      email: 'megan.albright@example.com',
      phone: '(512) 555-0187',
      mobile: '(512) 555-0190',
    },
    product: { sku: 'QB-KING-OAK', title: 'Quilted bedframe, king, oak', price: '1249.00', qty: 1 },
    shipping: {
      name: 'Dorothy Albright',
      phone: '(830) 555-0144',
      address1: '418 Pecan St',
      city: 'Fredericksburg',
      province: 'TX',
      zip: '78624',
    },
    note: "It's a gift for my mother - please call me, not her, before delivery so it stays a surprise.",
  },
  'b2b-buyer-company-billing': {
    order_id: 'B2B-7710',
    contact: {
      name: 'Rachel Stein',
      company: 'Stein Dental Group',
      email: 'rachel@steindental.example',
      phone: '(617) 555-0123',
    },
    product: { title: 'Ultrasonic scaler, 4 units', price: '$7,960' },
    billing: { name: 'Accounts Payable', email: 'ap@steindental.example', phone: '(617) 555-0100' },
    comments: 'Please include the W-9 with the quote, our fiscal year closes Dec 31.',
  },
  'leadad-b2b-company-page': {
    ad: { id: '120210443', name: 'Commercial cleaning - free walkthrough' },
    contact: {
      full_name: 'Brandon Kessler',
      company_name: 'Kessler Logistics',
      phone_number: '+14805550162',
      email: 'bkessler@kesslerlogistics.example',
    },
    page: { id: '10444', name: 'Sparkle Commercial Cleaning', phone: '+1 480 555 0111' },
    message: 'Nightly cleaning of a 20,000 sq ft warehouse office area',
  },
};

describe("Reader (review 43, third pass): a buyer's contact beside a product and another block", () => {
  it('stays the lead beside a gift shipping block, an accounts-payable billing block and an advertiser page', () => {
    for (const [name, expected] of [
      ['buyer-phone-mobile-gift-shipping', 'Megan Albright'],
      ['b2b-buyer-company-billing', 'Rachel Stein'],
      ['leadad-b2b-company-page', 'Brandon Kessler'],
    ])
      expect(readInput(THIRD[name], 'US').name, name).to.equal(expected);
  });

  it("keeps the buyer's contact beside `product` and `shipping`, and beside `service` and `billing`", () => {
    const shipped = readInput(
      {
        contact: { name: 'Maria Gonzalez', email: 'maria.g@example.com', phone: '+1 512 555 0143' },
        product: { name: 'Cedar fence kit', sku: 'CF-40' },
        shipping: { name: 'Luis Herrera', phone: '+1 512 555 0199', address: '12 Oak St, Austin' },
      },
      'US',
    );
    expect(shipped).to.include({ name: 'Maria Gonzalez', phone: '+15125550143', email: 'maria.g@example.com' });
    const billed = readInput(
      {
        contact: { name: 'Maria Gonzalez', email: 'maria.g@example.com', phone: '+1 512 555 0143' },
        service: { name: 'Gutter cleaning' },
        billing: { name: 'Maria Gonzalez', email: 'billing@acme.com', phone: '+1 512 555 0100' },
      },
      'US',
    );
    expect(billed).to.include({ phone: '+15125550143', email: 'maria.g@example.com' });
  });
});
