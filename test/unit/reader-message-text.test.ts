import { expect } from 'chai';
import { personOf, readInput, readLead } from '../helpers/read-lead.ts';

// An inbound email or a message whose only phone is in its text (docs/api.md §2.4): invented
// bodies, flat and as name/value lists, in several languages.
const person = personOf;
const email = (text: string) => ({
  envelope: { from: 'jeroen@example.com' },
  headers: { from: 'Jeroen Visser <jeroen@example.com>', to: 'Shop <offerte@shop.example.nl>' },
  plain: text,
});
const signed = 'Goedenavond,\n\nGraag een offerte.\n\nMet vriendelijke groet,\nJeroen Visser\nTel. 020 123 4569';

describe("Reader: a phone only in a message's text, after a phone label (docs/api.md §2.4)", () => {
  it('reads the number after a phone label in the text when no phone field exists, with no warning, the text kept', () => {
    expect(person(email(signed), 'NL')).to.deep.equal({
      name: 'Jeroen Visser',
      phone: '+31201234569',
      email: 'jeroen@example.com',
    });
    const read = readLead(email(signed), 'NL');
    expect(read.warnings).to.deep.equal([]);
    expect(read.picked.phone).to.equal('/plain');
    expect(read.input.fields.plain).to.equal(signed);
    expect(read.input.notes).to.include('Graag een offerte.');
  });

  it("reads it from a name/value list of the message's parts, and after labels in other languages and scripts", () => {
    const list = {
      items: [
        { name: 'From', value: '"Visser, Jeroen" <jeroen@example.com>' },
        { name: 'To', value: 'offerte@shop.example.nl' },
        { name: 'body-plain', value: 'Hallo,\nbel me even terug.\nMobiel: 06 1234 5678' },
      ],
    };
    expect(person(list, 'NL')).to.deep.equal({
      name: 'Visser, Jeroen',
      phone: '+31612345678',
      email: 'jeroen@example.com',
    });
    const texts: Array<[string, string, string]> = [
      ['Bonjour,\nrappelez-moi.\nTéléphone : 01 42 68 53 00', 'FR', '+33142685300'],
      ['Hola, ¿tienen stock?\nMóvil: 612 34 56 78', 'ES', '+34612345678'],
      ['Olá!\nCel. (11) 95555-0147', 'BR', '+5511955550147'],
      ['Grüße\nTelefon: 030 901820 77', 'DE', '+493090182077'],
      ['Thanks, Jeroen. Phone: +44 20 7946 0318', 'NL', '+442079460318'],
      ['你好\n电话：010 6552 9988', 'CN', '+861065529988'],
      ['Best,\nJeroen\nphone number: 0201234569', 'NL', '+31201234569'],
    ];
    for (const [text, country, phone] of texts) expect(person(email(text), country).phone, text).to.equal(phone);
  });

  it('reads no number without a phone label right before it, nor a fax, a quoted line or one that cannot be a phone', () => {
    for (const text of [
      'Order 020 123 4569 please',
      'Fax: 020 123 4569',
      'Hotel 020 123 4569',
      'Tel. 12',
      'Tel. is 020 123 4569',
      '> Tel. 020 123 4569\nThanks',
      'Tel. 020 123 4569 0000 0000',
    ])
      expect(person(email(text), 'NL').phone, text).to.equal(null);
  });

  it("reads a phone field first, and never a text under someone else's key", () => {
    expect(person({ ...email(signed), phone: '+31 20 123 4570' }, 'NL').phone).to.equal('+31201234570');
    const thread = { customer: { email: 'eva@example.com' }, agent: { signature: 'Desk\nTel. 020 123 4569' } };
    expect(person(thread, 'NL').phone).to.equal(null);
  });
});

describe('Reader: the sender of an inbound email by its From header (docs/api.md §2.4)', () => {
  it('reads the name and address of `From: Name <addr>`, never the business in `To`', () => {
    expect(person(email('Graag een offerte.'), 'NL')).to.deep.equal({
      name: 'Jeroen Visser',
      phone: null,
      email: 'jeroen@example.com',
    });
    const headers = {
      headers: [
        { name: 'To', value: 'Shop Team <offerte@shop.example.nl>' },
        { name: 'From', value: 'Eva de Boer <eva@example.nl>' },
      ],
      text: 'Hoi',
    };
    expect(person(headers, 'NL')).to.deep.equal({ name: 'Eva de Boer', phone: null, email: 'eva@example.nl' });
    const flat = {
      To: 'Shop Team <offerte@shop.example.nl>',
      From: '"Boer, Eva de" <eva@example.nl>',
      Subject: 'Offerte',
    };
    expect(person(flat, 'NL')).to.deep.equal({ name: 'Boer, Eva de', phone: null, email: 'eva@example.nl' });
  });

  it('shows the message whose envelope or headers name its sender in the notes, phone or not', () => {
    const notes = readLead({ ...email('Graag een offerte voor 3 ramen.'), subject: 'Offerte' }, 'NL').input.notes;
    expect(notes).to.include('Graag een offerte voor 3 ramen.');
    expect(notes).to.include('subject: Offerte');
  });

  it("never shows the business's mailbox in `To` beside the sender as a line of the notes", () => {
    expect(readLead(email('Graag een offerte.'), 'NL').input.notes).not.to.include('offerte@shop.example.nl');
    expect(
      readLead(
        { To: 'Shop Team <offerte@shop.example.nl>', From: 'Eva de Boer <eva@example.nl>', Subject: 'Offerte' },
        'NL',
      ).input.notes,
    ).to.equal('Subject: Offerte');
  });
});

describe('Reader: a phone in text under hostile input', () => {
  it('looks at a bounded number of labelled numbers in huge texts, and still finds none that is no phone', () => {
    const noise = 'Tel. 1234567 '.repeat(5_000);
    const body = {
      from: 'x@example.com',
      message: noise,
      more: Array.from({ length: 200 }, () => noise.slice(0, 9_000)),
    };
    expect(person(body, 'NL')).to.deep.equal({ name: null, phone: null, email: 'x@example.com' });
    expect(
      person({ from: 'x@example.com', message: `${noise}Tel. 020 123 4569` }, 'NL').phone,
      'past the bound',
    ).to.equal(null);
    expect(
      person(
        JSON.parse('{"from": "x@example.com", "__proto__": "Tel. 020 123 4569", "constructor": "Mob. 06 1234 5678"}'),
        'NL',
      ).phone,
    ).to.equal('+31201234569');
  });
});

describe("Reader: a chat whose only contact is written in the person's message (issue 35 class 3)", () => {
  it('reads an email written in the message when the body gives no phone or email, and keeps the message', () => {
    const chat = {
      event: 'message',
      chat: { id: 'c_7Hq2', sender: { uid: 'U9f8e7d6c5b4a3', display: 'Kenji Mori' } },
      message: { text: 'Hello, I would like a quote for two bikes. My email is kenji.mori@example.jp' },
    };
    const read = readLead(chat, 'JP');
    expect(read.input.email).to.equal('kenji.mori@example.jp');
    expect(read.input.phone).to.equal(null);
    expect(read.input.notes).to.contain('I would like a quote for two bikes');
    expect(read.reasons.email!.length).to.be.greaterThan(0);
  });

  // A question ending the sentence (`…to tomasz.k@example.ca?`): the mark is the sentence's, not the domain's (blind set 48).
  it('reads an address followed by a question or an exclamation mark, the mark left out', () => {
    for (const [text, mark] of [
      ['Could you send the quote to kenji.mori@example.jp?', '?'],
      ['Write to kenji.mori@example.jp!', '!'],
      ['¿Me lo mandáis a kenji.mori@example.jp?)', '?)'],
      ['見積もりは kenji.mori@example.jp。', '。'],
    ]) {
      const read = readLead({ chat: { visitor: { tel: '090-1234-5678' } }, message: { text } }, 'JP');
      expect(read.input.email, mark).to.equal('kenji.mori@example.jp');
    }
  });

  it('reads a number the default country reads as a phone in a message with no label before it', () => {
    const read = readLead(
      {
        events: [
          {
            source: { kind: 'user', userId: 'Ua1b2c3d4e5f6a7b8c9d0' },
            message: { kind: 'text', text: 'สวัสดีครับ สนใจเช่ารถตู้ วันเสาร์นี้ โทรกลับ 081-234-5678 ครับ' },
          },
        ],
      },
      'TH',
    );
    expect(read.input.phone).to.equal('+66812345678');
    expect(read.input.notes).to.contain('สนใจเช่ารถตู้');
  });

  it('invents no phone from an opaque user id, nor from numbers in the text that are no phone, nor beside an unreadable phone field', () => {
    for (const body of [
      { source: { userId: '66812345678' }, message: { text: 'hello there, we need a van for the weekend' } },
      { source: { userId: 'U77' }, message: { text: 'We need 2 vans for 12 people on 2027-03-04, about 300 km' } },
      // A phone field the sender filled that cannot be read is theirs to fix (reported), not guessed around.
      { phone: '12', message: 'Please write to van.hire@example.com about the weekend' },
    ])
      expect(() => readLead(body, 'TH')).to.throw();
  });
});

describe("Reader: the number the person writes in their message, beside a business's block holding the only phone field (docs/api.md §2.4)", () => {
  // Keys naming no party (invented, several scripts); the shop's block first, the person's words outside it.
  const bodies: Array<[string, Record<string, unknown>, string, string]> = [
    [
      'AU',
      {
        shop: { name: 'Harbour Flowers', phone: '02 9123 4567' },
        customer: { name: 'Mia Chen' },
        message: 'Birthday bouquet for my mum, pink please. Call me on 0412 345 678',
      },
      '+61412345678',
      'Mia Chen',
    ],
    [
      'TH',
      {
        ส่วนหัว: { ชื่อ: 'บ้านสวนฟลอรา', โทร: '02-194-6620' },
        ข้อมูล: { ชื่อ: 'พิมพ์ชนก ทองดี', ข้อความ: 'อยากได้ช่อดอกไม้โทนชมพู ส่งวันพฤหัส เบอร์ 094-512-7730 ค่ะ' },
      },
      '+66945127730',
      'พิมพ์ชนก ทองดี',
    ],
    [
      'NP',
      {
        पृष्ठ: { नाम: 'न्यूरोड मोबाइल सेन्टर', फोन: '9851044120', ठेगाना: 'न्यूरोड, काठमाडौं' },
        विवरण: { नाम: 'बिकास थापा' },
        सन्देश: 'ब्याट्री हेल्थ कति छ? मेरो नम्बर 9803317762 मा फोन गर्नुहोस्',
      },
      '+9779803317762',
      'बिकास थापा',
    ],
  ];
  it("reads the person's written number and their name, and keeps the business's block out of the brief", () => {
    for (const [country, body, phone, name] of bodies) {
      const read = readLead(body, country);
      expect({ phone: read.input.phone, name: read.input.name }, JSON.stringify(body)).to.deep.equal({ phone, name });
    }
  });

  it("keeps a phone field of the person's own object, or one beside their message, over a number their message writes", () => {
    const own = {
      customer: { name: 'Mia Chen', phone: '0412 345 678' },
      message: 'Or my work line 02 9123 4567 after nine',
    };
    expect(readLead(own, 'AU').input.phone).to.equal('+61412345678');
    const beside = {
      data: { name: 'Mia Chen', phone: '0412 345 678', message: 'Or my work line 02 9123 4567 after nine' },
    };
    expect(readLead(beside, 'AU').input.phone).to.equal('+61412345678');
    const flat = { name: 'Mia Chen', phone: '0412 345 678', message: 'Or my work line 02 9123 4567 after nine' };
    expect(readLead(flat, 'AU').input.phone).to.equal('+61412345678');
    // A tool's user's whole card (name, phone, email), and a staff member's message writing the business's line.
    const chat = {
      user: { profile: { naam: 'Sunita Rao', mobiel: '98450 12276', mail: 'sunita.rao61@example.com' } },
      transcript: [{ from: 'agent', text: 'Thank you, we hold Saturday 11 am for you. Our number is 080-4719 2200' }],
    };
    expect(readLead(chat, 'IN').input.phone).to.equal('+919845012276');
    // No name of the person's outside the phone's object: a note elsewhere writing a number (the agent's) changes nothing.
    const call = {
      caller: { phone: '0912 773 018' },
      summary: 'Customer asked for a callback, our showroom line is 0283 730 0899 if needed',
    };
    expect(readLead(call, 'VN').input.phone).to.equal('+84912773018');
  });
});

// Session 37's class (blind set 41's guide 14: a messaging CRM's WhatsApp message): the chat's contact named by a given
// name alone (`room.name: "Dewi"`), the person writing their whole name in their message (`saya Dewi Lestari`): the whole
// name, its first word the given one. Invented body; made-up person.
describe('Reader: a given name alone, filled out by the whole name the person writes', () => {
  it('reads the whole name from the message', () => {
    const body = {
      text: 'Halo kak, saya Ratna Wulandari. Mau tanya paket tur Bali 4 hari untuk 3 orang. Email saya ratna.w@example.co.id',
      room: { name: 'Ratna', channel: 'wa' },
      sender: { name: 'Ratna' },
    };
    expect(readInput(body, 'ID').name).to.equal('Ratna Wulandari');
  });
});

// Session 37's class (blind set 41's guides 08 and 13: inbound mail relays): the person's reply quotes the business's
// earlier message under an attribution (`On Mon, … wrote:`), its signature holding the business's numbers and staff: the
// brief reads the reply's own words only (`fields` keeps the whole text). Invented body; made-up people.
describe("Reader: an email reply's quoted earlier message stays out of the brief", () => {
  it('writes the reply without the quoted business message', () => {
    const body = {
      From: 'lia.santos@example.ph',
      Subject: 'Re: Aircon cleaning',
      TextBody:
        'Hi po, can you clean 2 split units this Saturday?\n\nLia Santos\n\nOn Mon, Jun 3, 2024 at 9:15 AM CoolAir Services <service@coolair.example.ph> wrote:\n> Thank you for contacting CoolAir! Call us at (02) 8555 0199.\n> Jenny Ramos | Customer Care\n',
    };
    const { input } = readLead(body, 'PH');
    expect(input.notes).to.include('can you clean 2 split units this Saturday?');
    for (const theirs of ['8555 0199', 'Jenny Ramos', 'service@coolair']) expect(input.notes).not.to.include(theirs);
    expect(input.fields.TextBody).to.include('Jenny Ramos');
  });
});

// Session 37's class (blind set 41's guide 08: a Greek inbound mail): the person's number after their language's
// abbreviation for a mobile (`Κιν. 694 512 3378`), above the business's quoted message under a Greek attribution
// (`… έγραψε:`): the phone is theirs, the quoted message out of the brief. Invented body; made-up people.
describe('Reader: a Greek mail reply, its mobile abbreviated and the quoted message attributed in Greek', () => {
  it("reads the person's mobile and leaves the business's quoted message out", () => {
    const body = {
      from: 'maria.k@example.gr',
      plain:
        'Καλησπέρα σας,\n\nΘέλουμε σκάφος για 5 άτομα τον Αύγουστο.\n\nΕυχαριστώ,\nΜαρία Κωνσταντίνου\nΚιν. 697 123 4567\n\nΣτις Δευ 13 Μαΐ 2024, Blue Sail <info@bluesail.example.gr> έγραψε:\n> Για κρατήσεις: 210 555 0147\n> Γιώργος Αλεξίου\n',
    };
    const { input } = readLead(body, 'GR');
    expect(input.phone).to.equal('+306971234567');
    expect(input.notes).to.include('5 άτομα').and.not.to.include('210 555 0147');
  });
});

// Session 37's class (blind set 41's guide 13: an inbound mail relay): the person signs their mail with their name and
// their number on the next line, no label before it: the number is their phone. A number alone on a line after words
// that are no name (`Order\n12345678`) is none. Invented bodies; made-up people.
describe("Reader: a mail signed with the person's name and their number on the next line", () => {
  it('reads the number under the name as the phone', () => {
    const body = {
      From: 'jdelacruz.qc@example.ph',
      TextBody:
        'Hi po, can you clean 2 split units this Saturday?\n\nSalamat po!\n\nJuan Miguel Santos\n0917 812 4455\nSent from my iPhone',
    };
    const { input } = readLead(body, 'PH');
    expect([input.name, input.phone]).to.deep.equal(['Juan Miguel Santos', '+639178124455']);
  });

  it('reads no number under words that are no name', () => {
    const body = {
      From: 'jdelacruz.qc@example.ph',
      TextBody: 'About my last order, the reference is\n0917 812 4455\nthanks',
    };
    expect(readLead(body, 'PH').input.phone).to.equal(null);
  });
});
