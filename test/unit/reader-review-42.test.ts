import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

// Session 42's attacker pass over the session's reader changes: each body is the helper's (made-up people), read wrong
// by a rule of the session and right before it.

describe("Reader (review 42): a tool's user tagged by a campaign", () => {
  it("keeps a salesperson's `sender` with the campaign's id someone else's", () => {
    const body = {
      event: 'email.replied',
      campaign: { id: 'cmp_31', name: 'Spring roofing' },
      sender: {
        name: 'Rachel Stone',
        email: 'rachel@stonebuilders.com',
        phone: '+1 512 555 0199',
        campaign_id: 'cmp_31',
      },
      lead: { first_name: 'Maria', last_name: 'Gonzalez', email: 'maria.g@example.com' },
      reply_text: 'Yes, call me next week',
    };
    const lead = readInput(body, 'US');
    expect(lead).to.include({ name: 'Maria Gonzalez', email: 'maria.g@example.com', phone: null });
    expect(lead.notes).not.to.contain('rachel@');
  });
});

describe('Reader (review 42): a call end beside the person, no direction told', () => {
  it("keeps the person's other number under `from` in the brief", () => {
    const lead = readInput(
      {
        event: 'lead.created',
        lead: {
          name: 'Maria Gonzalez',
          phone: '+1 512 555 0143',
          from: '+1 737 555 0188',
          message: 'Texted you from my work phone, my cell is the main one',
        },
      },
      'US',
    );
    expect(lead.phone).to.equal('+15125550143');
    expect(lead.notes).to.contain('737 555 0188');
  });
});

describe('Reader (review 42): an address cut short in a preview', () => {
  it('reads no address that ends in an ellipsis', () => {
    const lead = readInput(
      {
        chat: { visitor: { tel: '090-1234-5678' } },
        message: { text: 'Please send the quote to maria.gonzalez@gmail.co…' },
      },
      'JP',
    );
    expect(lead.email).to.equal(null);
  });
});

describe("Reader (review 42): a second surname is the person's own, not another person's", () => {
  it('joins no surname of a second applicant, a parent or a guardian', () => {
    const base = { first_name: 'Maria', last_name: 'Gonzalez', email: 'maria.g@example.com', phone: '+1 512 555 0143' };
    for (const key of ['second_applicant_last_name', 'second_parent_last_name', 'apellido_segundo_tutor'])
      expect(personOf({ form: 'Mortgage pre-approval', ...base, [key]: 'Perez' }, 'US').name, key).to.equal(
        'Maria Gonzalez',
      );
  });
});

describe("Reader (review 42): a CRM's contact with its assigned agent's id", () => {
  it('stays the lead beside another block holding a message', () => {
    const body = {
      event: 'contact.created',
      contact: { name: 'Maria Gonzalez', phone: '+1 512 555 0143', agent_id: 'u_9012' },
      details: { name: 'Kevin Brown', phone: '+1 512 555 0177', message: 'Happy birthday Kevin! Enjoy the massage.' },
    };
    expect(personOf(body, 'US')).to.include({ name: 'Maria Gonzalez', phone: '+15125550143' });
  });
});

describe('Reader (review 42): a name written in a message, particles and openings', () => {
  const texts: Array<[string, string, string | null]> = [
    ['Hola, soy Ana de Valencia y quiero un presupuesto', 'ES', null],
    ['Hi, met Sarah Jones at your open house, she said to write', 'US', null],
    ['Ik heb jullie gevonden, met Google Ads op mijn telefoon', 'NL', null],
    ['Hallo, met Albert Heijn bonuskaart krijg ik korting?', 'NL', null],
  ];
  for (const [text, country, name] of texts)
    it(`reads ${name} from "${text}"`, () => {
      const body = { event: 'message.received', payload: { from: { phone_number: '+31642138876' }, text } };
      expect(readInput(body, country).name).to.equal(name);
    });
});

describe("Reader (review 42): a one-word name beside someone else's whole name", () => {
  it("keeps the person's own name, not their father's", () => {
    expect(personOf({ name: 'Juan', nombre_padre: 'Juan Pérez', celular: '+56 9 8421 3376' }, 'CL').name).to.equal(
      'Juan',
    );
  });
});

// Two rules of the session taken back (reverted): `assistant` as staff and `role: "system"` as the tool's side lost a
// voice agent's outbound call's customer (`assistantOverrides.variableValues`) and a chat's pre-chat form; Portuguese's
// `ligar-me para o` read a business's number the person had tried (`tentei ligar para o …`).
describe('Reader (review 42): rules taken back', () => {
  it("reads the customer an AI agent's outbound call was given", () => {
    const body = {
      message: {
        type: 'end-of-call-report',
        call: {
          id: 'c_1',
          type: 'outboundPhoneCall',
          customer: { number: '+15125550143' },
          assistantOverrides: {
            variableValues: {
              customerName: 'Maria Gonzalez',
              customerEmail: 'maria.g@example.com',
              projectNotes: 'fence, 40 ft, cedar',
            },
          },
        },
        analysis: { summary: 'Customer wants a quote.' },
      },
    };
    const lead = readInput(body, 'US');
    expect(lead).to.include({ name: 'Maria Gonzalez', email: 'maria.g@example.com' });
    expect(lead.notes).to.contain('fence, 40 ft, cedar');
  });
  it("reads the email a chat's system turn carries from its pre-chat form", () => {
    const body = {
      chat_id: 'ch_1',
      messages: [
        { role: 'system', text: 'Pre-chat form submitted. Name: Maria Gonzalez. Email: maria.g@example.com' },
        { role: 'agent', text: 'Hi Maria, how can I help?' },
        { role: 'visitor', text: 'I need a quote for a fence' },
      ],
      visitor: { phone: '+1 512 555 0143' },
    };
    expect(readInput(body, 'US').email).to.equal('maria.g@example.com');
  });
  it('reads no number the person tried to call or was put through to', () => {
    for (const text of [
      'Bom dia, tentei ligar para o 213 456 789 várias vezes mas ninguém atende. Quero um orçamento para janelas.',
      'Transferiram-me para o 210 123 456 e a chamada caiu.',
    ]) {
      const body = { from: { name: 'Rui Costa', email: 'rui.costa@example.pt' }, subject: 'Pedido', text };
      expect(readInput(body, 'PT').phone, text).to.equal(null);
    }
  });
});

// Held-out blind set 50's guide 03 (a Taiwanese database form's record): Traditional Chinese's email key (`電子郵件`) was
// no email term, so the record creator's mailbox (`建立者`) was read as the lead's, and the designer in charge
// (`承辦設計師`) reached the brief. Invented body.
describe('Reader (review 42): a record in Traditional Chinese', () => {
  it("reads the customer's email, not the creator's, and leaves the staff member in charge out", () => {
    const lead = readInput(
      {
        ap: 'example-studio',
        data: [
          {
            _ragicId: 77,
            建立者: 'forms@studio-example.tw',
            客戶姓名: '王小明',
            手機: '0912-345-678',
            電子郵件: 'xiaoming.wang@example.com.tw',
            需求說明: '想把兩房改成三房，預算約一百萬',
            承辦人員: '李志豪',
          },
        ],
      },
      'TW',
    );
    expect(lead).to.include({ name: '王小明', phone: '+886912345678', email: 'xiaoming.wang@example.com.tw' });
    expect(lead.notes).to.contain('兩房改成三房').and.not.contain('李志豪');
  });
});

// Held-out blind set 50 (guides 17, 20, 06): a booking's reference of capitals in dashed groups, the receptionist who
// answered a call with her role in brackets, and a counsellor named in Devanagari reached the brief. Invented bodies.
describe("Reader (review 42): a booking's reference, who answered, a counsellor", () => {
  it("leaves them out, the person's words in", () => {
    const booking = readInput(
      {
        bookingRef: 'WXYZ-QRST-ABCD',
        email: 'pat.lee@example.co.uk',
        phone: '07911 123456',
        notes: 'Two bikes, one child seat',
      },
      'GB',
    );
    expect(booking.notes).to.contain('Two bikes').and.not.contain('WXYZ-QRST-ABCD');
    const call = readInput(
      { caller: '0412 558 903', answeredBy: 'Megan (front desk)', summary: 'Wants a quote for a new hot water system' },
      'AU',
    );
    expect(call.notes).to.contain('hot water system').and.not.contain('Megan');
    const enquiry = readInput(
      { data: { नाम: 'अनीता शर्मा', मोबाइल: '98765 43210', कोर्स: 'बी.कॉम', काउंसलर: 'राजेश वर्मा' } },
      'IN',
    );
    expect(enquiry.notes).to.contain('बी.कॉम').and.not.contain('राजेश वर्मा');
  });
});

// Held-out blind set 50's guide 09 (a shop's order): the order's own name is its number, `name: "#10482"`. Invented body.
describe("Reader (review 42): an order's number led by `#`", () => {
  it('leaves it out of the brief under any key but a question', () => {
    const lead = readInput(
      {
        id: 55120,
        name: '#20931',
        email: 'nam.tran@example.vn',
        phone: '0912 345 678',
        note: 'Giao giờ hành chính',
        billing_address: { name: 'Trần Văn Nam', phone: '0912 345 678' },
      },
      'VN',
    );
    expect(lead.notes).to.contain('Giao giờ hành chính').and.not.contain('#20931');
    const asked = readInput({ phone: '0912 345 678', 'Which locker did you use?': '#2093' }, 'VN');
    expect(asked.notes).to.contain('#2093');
  });
});
