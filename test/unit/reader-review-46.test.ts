import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 46: classes found by held-out blind set 55, each on invented bodies.

describe("Reader (review 46): guards for a business's block beside a neutral one, taken back (attacker's passes, /work/attack46, /work/attack46b)", () => {
  // A landlord, a parent or a buyer gives their office's line and `info@` beside a tenant's, a student's or a partner's
  // block, and that block often holds a sentence of its own (a tenant's note): the lead's block stays the person's.
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

  it("keeps the lead's block the person's when the other block holds a sentence of its own", () => {
    const letting = {
      contact: { name: 'Sarah Whitfield', phone: '0161 496 0321', email: 'lettings@whitfieldhomes.co.uk' },
      details: {
        name: 'Jake Morris',
        mobile: '07723 456789',
        email: 'jake.morris92@gmail.com',
        note: 'Boiler keeps losing pressure, I work from home so any weekday works',
      },
    };
    expect(readInput(letting, 'GB')).to.include({ name: 'Sarah Whitfield', phone: '+441614960321' });
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

describe("Reader (review 46): a model's name typed by the person, guard for a short code's rule taken back", () => {
  it('keeps `iPadM4Pro` and `iPad2Pro` in the brief (two runs of digits, up to a capital twice: no id)', () => {
    // A trade-in form (made up; an attacker's pass, /work/attack46b): what the person typed about their device.
    const tradeIn = {
      fields: {
        full_name: 'Chloe Nguyen',
        mobile: '0412 555 019',
        email: 'chloe.ng@outlook.com',
        device_model: 'iPadM4Pro',
        old_device: 'iPad2Pro',
      },
    };
    const notes = readInput(tradeIn, 'AU').notes!;
    expect(notes).to.contain('iPadM4Pro').and.to.contain('iPad2Pro');
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

describe("Reader (review 46): a tool's codes under a checkout's metadata, guard for a reply's code rule taken back", () => {
  it('keeps `woocommerce_stripe` and `awaiting_shipment` out of the brief', () => {
    // A payment platform's event (made up; an attacker's pass, /work/attack46b): its metadata holds the shop's codes.
    const session = {
      type: 'checkout.session.completed',
      data: {
        object: {
          customer_details: { name: 'Emily Carter', email: 'emily.carter@gmail.com', phone: '+14155550132' },
          metadata: { integration: 'woocommerce_stripe', fulfillment: 'awaiting_shipment' },
        },
      },
    };
    const notes = readInput(session, 'US').notes ?? '';
    expect(notes).not.to.match(/woocommerce_stripe|awaiting_shipment/);
  });
});

describe('Reader (review 46): a number under a bare field number beside the email, guard for a rule taken back', () => {
  it("reads no phone from someone else's number there (an emergency contact's, a referred friend's)", () => {
    // Forms keyed by their fields' numbers (made up; an attacker's pass, /work/attack46b): the person left their phone
    // blank, or gave none; the number nearest their email is another person's.
    const blank = {
      1: 'Tyler Brooks',
      2: 'tyler.brooks@gmail.com',
      3: '',
      4: 'Megan Brooks',
      5: '(614) 555-0147',
      6: 'Wife',
    };
    expect(readInput(blank, 'US').phone).to.equal(null);
    const referral = {
      '88201001': { first: 'Karen', last: 'Lopez' },
      '88201002': 'karen.lopez@yahoo.com',
      '88201003': { first: 'Brian', last: 'Chu' },
      '88201004': '(415) 555-0172',
    };
    expect(readInput(referral, 'US').phone).to.equal(null);
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
