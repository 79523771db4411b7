import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 45: classes found by held-out blind sets 53 and 54, each on invented bodies.

describe("Reader (review 45): a name read out of a conversation's turn", () => {
  // A voice agent's call log (made up): the caller says their name in their first turn; each turn has its speaker and its
  // second in the call. The turn is not the person's record: its speaker and its time say nothing to the agent.
  const turn = (role: string, message: string, second: number) => ({ role, message, time_in_call_secs: second });
  const call = {
    type: 'call_report',
    data: {
      conversation_id: 'conv_7c1e55',
      transcript: [
        turn('agent', 'Peachtree Pest Control, this is Kay. Who am I speaking with?', 0),
        turn('user', "Hi Kay, it's Marcus Bell. We have termites in the back deck.", 6),
        turn('agent', 'Sorry to hear that. Is the deck wood or composite?', 14),
        turn('user', 'Pressure-treated pine, about twelve years old.', 19),
        turn('agent', 'When can a technician come by?', 27),
        turn('user', 'Thursday morning works, the gate code is 4471.', 31),
        turn('agent', "What's the best email for the confirmation?", 35),
        turn('user', 'marcus dot bell at gmail dot com, and mornings are best for calls.', 38),
        turn('agent', 'Booked. You can reach us at 404-555-0100 if anything changes.', 46),
      ],
      metadata: { phone_call: { direction: 'inbound', external_number: '+14045550123' }, main_language: 'en' },
    },
  };

  it("keeps the turn's speaker and its second out of the brief, and the caller's words in it", () => {
    const lead = readInput(call, 'US');
    expect(lead.name).to.equal('Marcus Bell');
    expect(lead.phone).to.equal('+14045550123');
    expect(lead.notes).to.contain('termites in the back deck');
    expect(lead.notes).to.contain('Thursday morning works');
    expect(lead.notes).to.contain('Pressure-treated pine');
    expect(lead.notes).to.contain('mornings are best');
    expect(lead.notes).not.to.match(/role|user|time_in_call_secs/);
  });
});

describe('Reader (review 45): what the person owes', () => {
  // A request bin's capture of a site's form (made up): the request's headers beside the form-encoded body.
  const captured = {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': '418',
      'x-real-ip': '203.0.113.9',
    },
    body: 'your-name=Ana+Ruiz&your-email=ana.ruiz%40gmail.com&loan-type=Refinance&balance-owing=%24312%2C000&amount-owing=%2418%2C500',
  };

  it('keeps a balance or an amount the person says they owe (`balance-owing`) in the brief', () => {
    const lead = readInput(captured, 'CA');
    expect(lead.notes).to.contain('$312,000');
    expect(lead.notes).to.contain('$18,500');
  });
});

describe("Reader (review 45): a price written with its cents in an order's line", () => {
  // A shop's order (made up): the line's price as text with cents, beside the product's name, its options and its maker.
  const order = {
    event_code: 'order_placed',
    order_id: '20251102-0003318',
    buyer_name: '김민지',
    buyer_email: 'minji.kim@naver.com',
    buyer_cellphone: '010-3381-5520',
    items: [
      {
        order_item_code: '20251102-0003318-01',
        product_no: 2251,
        product_name: '원목 식탁 4인용',
        option_value: '색상=월넛, 크기=1400',
        quantity: 1,
        product_price: '389000.00',
        supplier_name: '우드하우스 본사',
      },
    ],
    actual_payment_amount: '419000.00',
  };

  it("reads it as no phone: the line stays the person's order, not someone else's record", () => {
    const lead = readInput(order, 'KR');
    expect(lead.phone).to.equal('+821033815520');
    expect(lead.notes).to.contain('원목 식탁 4인용');
    expect(lead.notes).to.contain('색상=월넛');
  });
});

describe("Reader (review 45): guards for what was taken back (an attacker's pass, /work/attack45)", () => {
  it("keeps a content agency's `Content length` question the person's answer", () => {
    const lead = readInput(
      {
        form: 'Content Brief',
        'your-name': 'Sofia Marin',
        'your-email': 'sofia@marinbakery.co',
        'Content length': '1500 words',
      },
      'US',
    );
    expect(lead.notes).to.contain('1500 words');
  });

  it("keeps the caller's words when the agent pastes their number back to confirm it", () => {
    const turn = (author: string, body: string) => ({ author, body });
    const lead = readInput(
      {
        conversation_sid: 'CH1',
        messages: [
          turn('Q1', 'Hi, thanks for contacting Evergreen Insurance. How can I help?'),
          turn('Q2', 'I need a quote for home and auto bundle'),
          turn('Q1', 'Sure. Best phone for the agent?'),
          turn('Q2', 'call me on my cell 971 555 0134 after 6'),
          turn('Q1', '971-555-0134'),
          turn('Q2', 'yes, 2 cars, a 2019 Civic and a 2021 RAV4'),
        ],
      },
      'US',
    );
    expect(lead.phone).to.equal('+19715550134');
    expect(lead.notes).to.contain('home and auto bundle');
    expect(lead.notes).to.contain('2021 RAV4');
  });

  it("keeps one-word replies in turns that carry the writer's name", () => {
    const agent = (txt: string) => ({ dir: 'o', txt, agent_name: 'Rina' });
    const lead = readInput(
      {
        contact: { wa_id: '6281234567890', profile_name: 'Dewi Lestari' },
        thread: [
          agent('Halo kak, mau pesan katering untuk acara apa?'),
          { dir: 'i', txt: 'Pernikahan', sender_name: 'Dewi Lestari' },
          agent('Untuk berapa orang kak?'),
          { dir: 'i', txt: '300', sender_name: 'Dewi Lestari' },
        ],
      },
      'ID',
    );
    expect(lead.notes).to.contain('Pernikahan');
  });
});

describe("Reader (review 45): guards for the hidden-field contact taken back (an attacker's pass, /work/attack45b)", () => {
  // A two-step funnel's second step (made up): the first step's answers ride along in hidden fields, the person's own.
  const item = (title: string, type: string, value: unknown) => ({ title, type, value });
  const step = {
    form_id: 'quote_step_2',
    fields: [
      item('Full name', 'text', 'Dana Whitfield'),
      item('Mobile', 'phone', '(512) 555-0143'),
      item('Email', 'email', 'dana.whitfield@gmail.com'),
      item('Work phone', 'hidden', '(512) 555-0178'),
      item('Roof size (sq ft)', 'hidden', 2400),
      item('Second email for the quote', 'hidden', 'dana@whitfieldbakery.com'),
      item('What do you need?', 'textarea', 'Full tear-off and new shingles before winter'),
    ],
  };

  it("keeps the person's earlier answers and second contacts carried in hidden fields in the brief", () => {
    const lead = readInput(step, 'US');
    expect(lead.phone).to.equal('+15125550143');
    expect(lead.notes).to.contain('Full tear-off');
    expect(lead.notes).to.contain('2400');
    expect(lead.notes).to.contain('555-0178');
    expect(lead.notes).to.contain('dana@whitfieldbakery.com');
  });
});
