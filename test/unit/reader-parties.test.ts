import { expect } from 'chai';
import { readLead, readInput, personOf } from '../helpers/read-lead.ts';

// The whole reading of one lead object, as submitLead runs it (docs/api.md §2.4); made-up bodies of each class.
const read = readInput;
const person = personOf;

describe('Reader: mailboxes, directions, phones by shape, CRM value lists, split names (docs/api.md §2.4)', () => {
  it('reads an RFC 5322 mailbox in `from` as the address and its display name, and ranks the recipient last', () => {
    const body = {
      recipient: 'inbox@relay.example.net',
      to: 'Acme Plumbing <inbox@relay.example.net>',
      from: 'Nadia Kerr <nadia.kerr@example.com>',
      subject: 'Leaking tap',
    };
    expect(person(body)).to.deep.equal({ name: 'Nadia Kerr', phone: null, email: 'nadia.kerr@example.com' });
  });

  it('reads a relay posted as labelled items, with quoted display names and an envelope sent as JSON text', () => {
    const body = {
      items: [
        { name: 'envelope', value: JSON.stringify({ to: ['hooks@parse.example.org'], from: 'tom.ashby@example.com' }) },
        { name: 'To', value: '"Harbour Dental" <hooks@parse.example.org>' },
        { name: 'Reply-To', value: '"Ashby, Tom" <tom.ashby@example.com>' },
        { name: 'text', value: 'Can I book a check-up?' },
      ],
    };
    const read = person(body);
    expect(read.email).to.equal('tom.ashby@example.com');
    expect(read.name).to.equal('Ashby, Tom');
  });

  it('never takes the display name of a recipient as the person', () => {
    expect(person({ to: 'Sunrise Bakery <orders@example.org>', sender: 'kim.lee@example.com' })).to.deep.equal({
      name: null,
      phone: null,
      email: 'kim.lee@example.com',
    });
  });

  it('reads an international phone by its shape whatever its key, and From before To', () => {
    const body = {
      Destination: '+14155550100',
      To: '+14155550100',
      From: '+14155550187',
      Text: 'Is the flat still free?',
      OrderRef: '20261122001',
    };
    expect(person(body)).to.deep.equal({ name: null, phone: '+14155550187', email: null });
  });

  it('keeps a labelled phone before one found by shape, and never reads national numbers or ids by shape', () => {
    expect(person({ caller: '+442079460111', phone: '+442079460999', email: 'x@example.com' }, 'GB').phone).to.equal(
      '+442079460999',
    );
    expect(() => read({ reference: '4155550187', order: '2079460111' })).to.throw();
    expect(person({ ticket: '+1234', email: 'y@example.com' }).phone).to.equal(null);
  });

  it('reads a labelled item whose values are a list of {value, enum}', () => {
    const body = {
      contacts: {
        add: [
          {
            id: '771',
            name: 'Lea Brandt',
            custom_fields: [
              { id: '11', name: 'Telefon', values: [{ value: '+49 30 901820 99', enum: '3001' }], code: 'PHONE' },
              { id: '12', name: 'E-Mail', values: [{ value: 'lea.brandt@example.com', enum: '3002' }], code: 'EMAIL' },
            ],
          },
        ],
      },
    };
    expect(person(body, 'DE')).to.deep.equal({
      name: 'Lea Brandt',
      phone: '+493090182099',
      email: 'lea.brandt@example.com',
    });
  });

  it('joins a first name sent as `name` with a last name of the same person', () => {
    expect(person({ email: 'a@example.com', name: 'Sven', last_name: 'Lindqvist' }).name).to.equal('Sven Lindqvist');
    const listed = {
      member: {
        email: 'b@example.com',
        name: 'Ines',
        fields: [
          { key: 'name', value: 'Ines' },
          { key: 'last_name', value: 'Moreau' },
        ],
      },
    };
    expect(person(listed).name).to.equal('Ines Moreau');
    expect(person({ email: 'c@example.com', name: 'Ines Moreau', last_name: 'Moreau' }).name).to.equal('Ines Moreau');
  });

  it('reads a `name` beside labelled contact items as the person, even under a wrapper named for a form', () => {
    const body = {
      form_entry: {
        a1: { label: 'Email', value: 'rui.pinto@example.com' },
        a2: { label: 'Mobile', value: '+351 912 345 678' },
        name: 'Rui Pinto',
      },
    };
    expect(person(body, 'PT')).to.deep.equal({
      name: 'Rui Pinto',
      phone: '+351912345678',
      email: 'rui.pinto@example.com',
    });
  });

  it("says where a mailbox's parts came from: both from the one value", () => {
    const { picked } = readLead({ to: 'shop@example.org', from: 'Nadia Kerr <nadia.kerr@example.com>' });
    expect(picked).to.deep.equal({ email: '/from', name: '/from' });
  });

  it("skips a form's question list (ids, labels, types, no values) yet reads people listed with an id, a name and a type", () => {
    const form = {
      definition: {
        title: 'Quote request',
        fields: [
          { id: 'q1', title: 'Your email', type: 'email' },
          { id: 'q2', title: 'Your name', type: 'short_text' },
        ],
      },
      answers: [
        { type: 'email', email: 'bo.lund@example.com', field: { id: 'q1' } },
        { type: 'text', text: 'Bo Lund', field: { id: 'q2' } },
      ],
    };
    expect(person(form)).to.deep.equal({ name: 'Bo Lund', phone: null, email: 'bo.lund@example.com' });
    expect(read(form).notes).to.equal('form: Quote request');
    const people = { contacts: [{ id: 'c1', name: 'Eva Lind', type: 'lead', mobile: '+46 70 123 45 67' }] };
    expect(person(people, 'SE')).to.deep.equal({ name: 'Eva Lind', phone: '+46701234567', email: null });
  });
});

describe('Reader: keys written as one lower-case word, a party and a field glued (docs/api.md §2.4)', () => {
  it("reads `customername` as the customer's name and `staffphone` as staff's, as their spaced twins", () => {
    const call = {
      calluuid: 'wf-7c21e9a0',
      callernumber: '0912773018',
      destinationnumber: '02873008899',
      agentname: 'Lê Minh Tuấn',
      customername: 'Phạm Văn Đức',
    };
    expect(personOf(call, 'VN')).to.deep.equal({ name: 'Phạm Văn Đức', phone: '+84912773018', email: null });
    const order = {
      ordernumber: 'A-1',
      staffname: 'Ana Ruiz',
      staffphone: '+34 612 000 111',
      clientname: 'Marta Gil',
      clientphone: '+34 622 333 444',
      buyeremail: 'marta.gil@example.net',
    };
    expect(personOf(order, 'ES')).to.deep.equal({
      name: 'Marta Gil',
      phone: '+34622333444',
      email: 'marta.gil@example.net',
    });
    expect(readInput(order, 'ES').notes).not.to.include('Ana Ruiz');
  });

  it('reads `cardholder` as a card holder: the payer, out of the brief beside the lead', () => {
    const payment = {
      customername: 'กนกวรรณ ศรีสุข',
      customertel: '0861459923',
      cardholder: 'SOMCHAI SRISUK',
      ref1: 'น้องพิมพ์ อายุ 6 ขวบ',
    };
    const { name, notes } = readInput(payment, 'TH');
    expect(name).to.equal('กนกวรรณ ศรีสุข');
    expect(notes).to.include('น้องพิมพ์ อายุ 6 ขวบ').and.not.include('SOMCHAI');
  });
});

describe('Reader: a number written under a key ending in `contact` (docs/api.md §2.4)', () => {
  it('reads a national number under `contact` or `UserContact` as the phone, as a contact number', () => {
    expect(
      personOf({ UserName: 'Nurul Aina', UserEmail: 'nurul.aina@example.com', UserContact: '012-3847165' }, 'MY'),
    ).to.deep.equal({ name: 'Nurul Aina', phone: '+60123847165', email: 'nurul.aina@example.com' });
    expect(personOf({ name: 'Chidi Okafor', contact: '0803 123 4567' }, 'NG').phone).to.equal('+2348031234567');
  });

  it('reads no phone from an address, a name or an id under `contact`, and warns of nothing', () => {
    const read = readLead({ name: 'Chidi Okafor', email: 'chidi@example.com', contact: 'chidi.o@example.net' }, 'NG');
    expect(read.input.phone).to.equal(null);
    expect(read.warnings).to.deep.equal([]);
    expect(readLead({ email: 'chidi@example.com', contact: 'Chidi Okafor' }, 'NG').input.phone).to.equal(null);
    expect(readLead({ email: 'chidi@example.com', contact_id: '0803123456' }, 'NG').input.phone).to.equal(null);
  });
});

describe("Reader: a payer's initials beside their last name (docs/api.md §2.4)", () => {
  it('reads `initials` (`voorletters`) as the first part of the name, whatever it holds', () => {
    const body = {
      enduser: {
        initials: 'Sanne',
        lastName: 'de Vries',
        emailAddress: 'sanne.devries@example.nl',
        phoneNumber: '06-41298377',
      },
    };
    expect(personOf(body, 'NL').name).to.equal('Sanne de Vries');
    expect(personOf({ voorletters: 'J.P.', achternaam: 'Bakker', email: 'jp.bakker@example.nl' }, 'NL').name).to.equal(
      'J.P. Bakker',
    );
  });
});

describe('Reader: a buyer or a patient named in more scripts (docs/api.md §2.4)', () => {
  it("reads the block under the buyer's or the patient's key, not a page's block before it with the same inner keys", () => {
    const bodies: Array<[string, Record<string, unknown>, string]> = [
      [
        'NP',
        { पृष्ठ: { नाम: 'न्यूरोड मोबाइल हब', फोन: '9851044120' }, खरिदकर्ता: { नाम: 'बिकास थापा', फोन: '9803317762' } },
        '+9779803317762',
      ],
      [
        'TH',
        { หน้าร้าน: { ชื่อ: 'ร้านดอกไม้', โทร: '0812345678' }, ผู้ซื้อ: { ชื่อ: 'พิมพ์ชนก ทองดี', โทร: '0945127730' } },
        '+66945127730',
      ],
      [
        'ID',
        {
          toko: { nama: 'Toko Maju', telepon: '0812 3456 7890' },
          pembeli: { nama: 'Sari Dewi', telepon: '0813 9876 5432' },
        },
        '+6281398765432',
      ],
      [
        'JP',
        { 店舗: { 名前: '山田商店', 電話: '090-1234-5678' }, 購入者: { 名前: '佐藤 結衣', 電話: '080-9876-5432' } },
        '+818098765432',
      ],
    ];
    for (const [country, body, phone] of bodies)
      expect(personOf(body, country).phone, JSON.stringify(body)).to.equal(phone);
  });
});

describe('Reader: contact labels in more languages and scripts (docs/api.md §2.4)', () => {
  it('reads name, phone and email under labels in Malay, Mongolian, Afrikaans, Swahili, Vietnamese and Amharic', () => {
    const bodies: Array<[string, Record<string, unknown>, string]> = [
      ['MY', { nama: 'Nurul Aina', hp: '012-384 7165', emel: 'nurul@example.my' }, '+60123847165'],
      ['MN', { нэр: 'Бат-Эрдэнэ Дорж', утас: '8811 2233', имэйл: 'bat@example.mn' }, '+97688112233'],
      ['ZA', { 'volle naam': 'Anke Botha', selfoon: '082 555 1234', 'e-pos': 'anke@example.co.za' }, '+27825551234'],
      [
        'KE',
        { jina: 'Amani Otieno', 'namba ya simu': '0712 345678', 'barua pepe': 'amani@example.ke' },
        '+254712345678',
      ],
      ['VN', { ho_ten: 'Võ Thanh Tùng', sdt: '0983 107 552', email: 'tung@example.vn' }, '+84983107552'],
      ['ET', { ስም: 'Abebe Kebede', ስልክ: '0911 234 567', ኢሜይል: 'abebe@example.et' }, '+251911234567'],
    ];
    for (const [country, body, phone] of bodies) {
      const person = personOf(body, country);
      expect(person.phone, JSON.stringify(body)).to.equal(phone);
      expect(person.name, JSON.stringify(body)).to.be.a('string');
      expect(person.email, JSON.stringify(body)).to.be.a('string');
    }
  });
});
