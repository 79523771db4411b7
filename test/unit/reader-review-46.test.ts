import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 46: classes found by held-out blind set 55, each on invented bodies.

describe("Reader (review 46): a business's block under the lead's word beside the person's under a word naming no one", () => {
  // A directory's or a listing's enquiry (made up): `contact` is the listed business (its fixed line, its role mailbox),
  // the person's own block sits under a key naming no party, in the sender's script.
  const clinic = {
    event: 'form_submit',
    contact: { ชื่อ: 'คลินิกทันตกรรมสไมล์', โทร: '02-555-1234', อีเมล: 'hello@smileclinic.co.th' },
    ข้อมูล: {
      'ชื่อ-นามสกุล': 'สมชาย ใจดี',
      มือถือ: '081-555-6789',
      อีเมล: 'somchai.j@gmail.com',
      ข้อความ: 'อยากจัดฟันแบบใส ราคาเท่าไหร่',
    },
  };
  const listing = {
    listing: 'Apartment 3BR Andheri West',
    contact: { name: 'Sunrise Realty', phone: '022 5555 1234', email: 'sales@sunriserealty.in' },
    submission: {
      full_name: 'Priya Sharma',
      mobile: '98765 43210',
      email: 'priya.sharma92@gmail.com',
      message: 'Is the flat still available? I want a visit on Saturday',
    },
  };

  it("reads the person from the block with no business's sign (Thai keys)", () => {
    const lead = readInput(clinic, 'TH');
    expect(lead).to.include({ name: 'สมชาย ใจดี', phone: '+66815556789', email: 'somchai.j@gmail.com' });
    expect(lead.notes).to.contain('อยากจัดฟันแบบใส');
    expect(lead.notes).not.to.contain('สไมล์');
  });

  it("reads the person from the block with no business's sign (a listing's enquiry)", () => {
    const lead = readInput(listing, 'IN');
    expect(lead).to.include({ name: 'Priya Sharma', phone: '+919876543210', email: 'priya.sharma92@gmail.com' });
    expect(lead.notes).to.contain('visit on Saturday');
    expect(lead.notes).not.to.match(/Sunrise|5555 1234/);
  });

  it("keeps the lead's block the person's when only its address or only its line looks a business's", () => {
    // The person's own office mailbox beside a billing team's block; a person's landline beside a partner's block.
    const office = {
      contact: { name: 'Dana Whitfield', email: 'office@whitfieldroofing.com', phone: '+1 303 555 0188' },
      billing: { name: 'Accounts Payable', email: 'ap@whitfieldroofing.com', phone: '+1 303 555 0100' },
      details: 'Twenty pallets of shingles',
    };
    expect(readInput(office, 'US').name).to.equal('Dana Whitfield');
    const landline = {
      contact: { name: 'Hans Becker', phone: '030 5551234', email: 'hans.becker@web.de' },
      partner: { name: 'Anna Becker', mobile: '0151 5550123', email: 'anna.becker@gmail.com' },
      nachricht: 'Wir planen einen Wintergarten',
    };
    expect(readInput(landline, 'DE')).to.include({ name: 'Hans Becker', phone: '+49305551234' });
  });
});

describe("Reader (review 46): guards for the business's block beside a neutral one (an attacker's pass, /work/attack46)", () => {
  // A landlord, a parent or a buyer gives their office's line and `info@` beside a tenant's, a student's or a partner's
  // block; only a block where the person writes, the business's not, tells the two apart.
  it("keeps the lead's block the person's when the other block holds no words of theirs", () => {
    const partner = {
      contact: { name: 'Hans Becker', phone: '089 5551234', email: 'info@becker-elektro.de' },
      partner: { name: 'Anna Becker', mobile: '0176 12345678', email: 'anna.becker84@gmail.com' },
      nachricht: 'Wir planen einen Wintergarten am Haus, ca. 20 m².',
    };
    expect(readInput(partner, 'DE')).to.include({ name: 'Hans Becker', phone: '+49895551234' });
    const tenant = {
      לקוח: { שם: 'אבי מזרחי', טלפון: '03-555-1234', אימייל: 'office@mizrahi-nadlan.co.il' },
      שוכר: { שם: 'נועה פרידמן', נייד: '052-555-1234', אימייל: 'noa.friedman@gmail.com' },
      הודעה: 'המזגן בדירה לא מקרר, אפשר לתאם ישירות עם השוכרת',
    };
    expect(readInput(tenant, 'IL')).to.include({ name: 'אבי מזרחי', phone: '+97235551234' });
  });

  it("keeps the lead's block the person's when their message sits in it", () => {
    const landlord = {
      contact: {
        ชื่อ: 'สมศักดิ์ วงศ์ไทย',
        โทร: '053-555-123',
        อีเมล: 'office@wongthai-property.com',
        ข้อความ: 'แอร์ห้องนอนรั่ว รบกวนติดต่อผู้เช่าเพื่อนัดเวลา',
      },
      ผู้เช่า: { ชื่อ: 'Emily Carter', มือถือ: '081-555-6789', อีเมล: 'emily.carter.cm@gmail.com' },
    };
    const lead = readInput(landlord, 'TH');
    expect(lead).to.include({ name: 'สมศักดิ์ วงศ์ไทย', phone: '+6653555123' });
    expect(lead.notes).to.contain('แอร์ห้องนอนรั่ว');
  });
});

describe("Reader (review 46): an amount written with its magnitude (`20k`) in the person's record", () => {
  it('keeps a budget sent as `20k` beside a nested contact in the brief', () => {
    // A renovation lead (made up): the contact nested, the project's answers in a section beside it.
    const lead = readInput(
      {
        contact: { name: 'Leo Grant', phone: '+1 415 555 0142', email: 'leo.grant@gmail.com' },
        budget: '20k',
        project: { title: 'Backyard deck', budget: '1.5M' },
      },
      'US',
    );
    expect(lead.notes).to.match(/budget: 20k/);
    expect(lead.notes).to.match(/budget: 1\.5M/);
  });
});

describe("Reader (review 46): a short link's generated code (`3xYzQk81`)", () => {
  // A WhatsApp commerce bot's message event (made up): the chat's short link code under a key naming nothing of it.
  const event = (link: string, model: string) => ({
    type: 'message_received',
    data: {
      customer: { name: 'Rohan Mehta', phone_number: '+919812345678', traits: { city: 'Pune', device: model } },
      message: { text: 'Need a quote for 3 ACs for my office' },
      link,
    },
  });

  it('keeps the code out of the brief: two runs of digits and letters going up to a capital twice', () => {
    const notes = readInput(event('3xYzQk81', 'iPad2Pro'), 'IN').notes!;
    expect(notes).not.to.contain('3xYzQk81');
    expect(notes).to.contain('3 ACs for my office');
    // A model's name changes once or twice and goes up to a capital once: the person's words.
    expect(notes).to.contain('iPad2Pro');
  });
});

describe("Reader (review 46): a listing's id in one case under a key in the sender's script", () => {
  it('keeps `7h3kq9zx` out of the brief, a postcode written without its space in', () => {
    // A property portal's enquiry (made up): the ad's id under `מזהה_מודעה` (the ad's identifier), no vocabulary's word.
    const enquiry = {
      מקור: 'לוח נדל״ן',
      מזהה_מודעה: '4k8pq2mz',
      שם_מלא: 'דנה לוי',
      טלפון: '054-6123456',
      הודעה: 'מעוניינת לראות את הדירה השבוע',
      מיקוד_ישן: 'sw1a1aa',
    };
    const notes = readInput(enquiry, 'IL').notes!;
    expect(notes).not.to.contain('4k8pq2mz');
    expect(notes).to.contain('sw1a1aa').and.to.contain('לראות את הדירה');
  });
});

describe("Reader (review 46): a help desk's custom field holding an option's code", () => {
  it("keeps the option the person chose (`within_a_month`) in the brief, the field's id out", () => {
    // A help desk's ticket (made up): its custom fields are items of an id and a value, the dropdown's value a tag.
    const ticket = {
      ticket: {
        id: 48812,
        subject: 'Quote request',
        description: 'Hi, I need a new roof on a 2-storey house in Leeds.',
        status: 'new',
        requester: { name: 'Tom Baker', email: 'tom.baker@gmail.com', phone: '+447700900123' },
        custom_fields: [
          { id: 360021877512, value: 'roofing' },
          { id: 360021877513, value: 'within_a_month' },
        ],
        via: { channel: 'web', source: { rel: 'web_widget' } },
      },
    };
    const notes = readInput(ticket, 'GB').notes!;
    expect(notes).to.contain('within_a_month');
    expect(notes).to.contain('roofing');
    expect(notes).not.to.match(/360021877513|web_widget|48812/);
  });
});

describe("Reader (review 46): a form's fields under bare field numbers, its business's block among them", () => {
  it("reads the phone nearest the person's email under the same kind of key, not the business's before it", () => {
    // A form builder's webhook without its field names (made up): the clinic's prefilled block first, then the patient's.
    const entry = {
      '88120401': 'Lakeview Spine Center',
      '88120402': '(312) 555-0110',
      '88120410': { first: 'Maya', last: 'Lindqvist' },
      '88120411': 'maya.lindqvist@fastmail.com',
      '88120412': '(312) 555-0193',
      '88120413': 'Lower back pain after a fall',
      FormID: '5128734',
    };
    expect(readInput(entry, 'US')).to.include({
      name: 'Maya Lindqvist',
      email: 'maya.lindqvist@fastmail.com',
      phone: '+13125550193',
    });
  });
});

describe("Reader (review 46): a form's answers sent again under labels differing only in case", () => {
  it('says each answer once: `plz` and `Plz`, a short sentence under `body` and `Nachricht`', () => {
    // A static site host's form notification (made up): the answers as posted, then again under their shown labels.
    const submission = {
      body: 'Bitte um Rückruf wegen Dachfenster.',
      data: {
        name: 'Jonas Keller',
        email: 'jonas.keller@posteo.de',
        plz: '80637',
        nachricht: 'Bitte um Rückruf wegen Dachfenster.',
      },
      human_fields: {
        Name: 'Jonas Keller',
        Email: 'jonas.keller@posteo.de',
        Plz: '80637',
        'Nachricht:': 'Bitte um Rückruf wegen Dachfenster.',
      },
    };
    const notes = readInput(submission, 'DE').notes!;
    expect(notes.match(/80637/g)).to.have.length(1);
    expect(notes.match(/Dachfenster/g)).to.have.length(1);
  });

  it('keeps a short answer given to two questions (`Yes`), and two different texts', () => {
    const form = {
      name: 'Jonas Keller',
      email: 'jonas.keller@posteo.de',
      homeowner: 'Yes',
      'Can we call you?': 'Yes',
      notes: 'Call after six.',
      'Anything else?': 'The gate code is 4471.',
    };
    const notes = readInput(form, 'DE').notes!;
    expect(notes.match(/Yes/g)).to.have.length(2);
    expect(notes).to.contain('Call after six.').and.to.contain('The gate code is 4471.');
  });
});
