import { expect } from 'chai';
import { LeadInputError } from '../../service/lead/schema/lead-input-error.ts';
import { readInput } from '../helpers/read-lead.ts';

// Session 23's classes, each on an invented body first. Made-up people.

describe("Reader: a message's sender writing from a personal mailbox is the person, not staff", () => {
  it("reads an enquiry's sender as the lead beside an office's block first and an agent's block", () => {
    const lead = readInput(
      {
        details: {
          'שם החברה': 'נדל"ן הגליל בע"מ',
          טלפון: '04-6123456',
          'דוא"ל': 'office@galil-nadlan.co.il',
          כתובת: 'רחוב הרצל 12, עפולה',
        },
        request: {
          request_id: 'RQ-IL-8812093',
          property_title: 'דירת 4 חדרים עם מרפסת',
          sender: { שם: 'יעל כהן', נייד: '052-345-6789', 'דוא"ל': 'yael.cohen77@walla.co.il' },
          הודעה: 'מעוניינת לראות את הדירה ביום שלישי בערב',
          agent: { name: 'משה לוי', mobile: '050-987-6543', email: 'moshe@galil-nadlan.co.il' },
        },
      },
      'IL',
    );
    expect(lead.name).to.equal('יעל כהן');
    expect(lead.phone).to.equal('+972523456789');
    expect(lead.email).to.equal('yael.cohen77@walla.co.il');
    expect(lead.notes).to.contain('מעוניינת לראות את הדירה ביום שלישי בערב');
    expect(lead.notes).not.to.contain('office@galil-nadlan.co.il');
    expect(lead.notes).not.to.contain('משה לוי');
  });
  it("keeps an envelope's sender writing from a work address as the business", () => {
    const lead = readInput(
      {
        envelope: {
          sender: { name: 'Dana Ortiz', email: 'dana@brightpath-legal.com' },
          signer: { name: 'Kofi Mensah', email: 'kofi.mensah@gmail.com', phone: '+1 312 555 0144' },
        },
      },
      'US',
    );
    expect(lead.name).to.equal('Kofi Mensah');
    expect(lead.email).to.equal('kofi.mensah@gmail.com');
  });
});

describe("Reader: a tool's user beside a CRM's lead is the person when the lead's mailbox carries their name", () => {
  it("reads a chatbot user's name whose words the lead's address carries (`m.vega…@` of `Marisol Vega`)", () => {
    const lead = readInput(
      {
        event: 'flow.finished',
        user: { name: 'Marisol Vega', userID: 'u_71c2e9' },
        variables: { project: 'Kitchen cabinets refacing', timeline: 'Before the holidays' },
        lead: { phone: '+1 512 555 0175', email: 'm.vega.home@outlook.com' },
      },
      'US',
    );
    expect(lead.name).to.equal('Marisol Vega');
    expect(lead.notes).to.contain('Kitchen cabinets refacing');
  });
  it("still reads no name from a user whose words the lead's address does not carry (a CRM's salesperson)", () => {
    const lead = readInput(
      {
        user: { name: 'Rachel Stone', userID: 'u_0a9d' },
        lead: { phone: '+1 512 555 0176', email: 'tbaker82@gmail.com' },
      },
      'US',
    );
    expect(lead.name).to.equal(null);
    expect(lead.email).to.equal('tbaker82@gmail.com');
  });
});

describe("Reader: someone named by a key of their own in the person's object, with their contact qualified by it", () => {
  it('keeps a producer named beside the lead, and their address, out of the brief', () => {
    const lead = readInput(
      {
        lead: {
          name: 'Tomasz Nowak',
          phone: '+1 773 555 0142',
          email: 'tnowak@yahoo.com',
          coverage: 'Homeowners, bundle with auto',
          producer: 'Gwen Alcott',
          producer_email: 'galcott@lakeshore-ins.com',
        },
      },
      'US',
    );
    expect(lead.email).to.equal('tnowak@yahoo.com');
    expect(lead.notes).to.contain('Homeowners, bundle with auto');
    expect(lead.notes).not.to.contain('Gwen Alcott');
    expect(lead.notes).not.to.contain('galcott@lakeshore-ins.com');
  });
  it('keeps the person\'s own second address (`work_email` beside `work: "Acme Corp"`) in the brief', () => {
    const lead = readInput(
      {
        name: 'Priya Raman',
        email: 'priya.raman@gmail.com',
        phone: '+1 415 555 0190',
        company: 'Acme Corp',
        work_email: 'praman@acmecorp.com',
      },
      'US',
    );
    expect(lead.notes).to.contain('praman@acmecorp.com');
  });
});

describe("Reader: a block holding a contact whose key names the lead is no business's card", () => {
  it("reads a callback widget's visitor_phone beside the business's page link and its manager", () => {
    const lead = readInput(
      {
        event: 'callback.done',
        widget: { id: 5521, name: 'Widget – úvodní stránka', position: 'Bottom left' },
        call: {
          id: 'cb_71ab',
          status: 'answered',
          visitor_phone: '603 123 456',
          page: 'https://www.strechy-novak.cz/tasky',
          manager: { name: 'Jan Dvořák', phone: '+420 221 555 019', email: 'jan.dvorak@strechy-novak.cz' },
        },
        form: { 'Jméno a příjmení': 'Lucie Horáková', 'E-mail': 'lucie.horakova@seznam.cz', Obec: 'Beroun' },
      },
      'CZ',
    );
    expect(lead.phone).to.equal('+420603123456');
    expect(lead.name).to.equal('Lucie Horáková');
    expect(lead.notes).to.contain('Beroun');
    expect(lead.notes).not.to.contain('Jan Dvořák');
  });
});

describe("Reader: a widget's or a bot's own setup (its name, titles, labels and look) stays out of the brief", () => {
  it("keeps a chat widget's name, position, copy and a bot's theme out, and the person's answers in", () => {
    const lead = readInput(
      {
        contact: { name: 'Hana Sato', phone: '+81 90 1234 5678', email: 'hana.sato@gmail.com' },
        answers: { 'What would you like to renovate?': 'Bathroom and toilet', Budget: 'About 2 million yen' },
        widget_name: 'Homepage popup – spring',
        widget: {
          title: 'Free renovation quote',
          welcome_message: 'Hello! How can we help today?',
          position: 'Bottom right',
          submit_label: 'Send my request',
        },
        bot: { name: 'Reno Helper Bot', position: 'Bottom left', color: '#22AA88' },
      },
      'JP',
    );
    expect(lead.notes).to.contain('Bathroom and toilet');
    expect(lead.notes).to.contain('About 2 million yen');
    for (const setup of [
      'Homepage popup',
      'Free renovation quote',
      'How can we help today',
      'Bottom right',
      'Send my request',
      'Reno Helper Bot',
      'Bottom left',
    ])
      expect(lead.notes).not.to.contain(setup);
  });
  it("keeps a person's own `position` (a job title), a party's `theme` and a form's name", () => {
    const lead = readInput(
      {
        name: 'Omar Haddad',
        email: 'omar@haddad-logistics.com',
        phone: '+1 646 555 0133',
        position: 'Head of Operations',
        theme: 'Rustic garden party',
        form: { name: 'Demo request' },
      },
      'US',
    );
    expect(lead.notes).to.contain('Head of Operations');
    expect(lead.notes).to.contain('Rustic garden party');
    expect(lead.notes).to.contain('Demo request');
  });
});

describe("Reader: a business's block first, its free-mail address spelling the site the body links to", () => {
  it("reads the customer's cus_ fields, not the caterer's block whose address spells its site's name", () => {
    const lead = readInput(
      {
        blk: { नाव: 'सुखदा केटरर्स', फोन: '98765 43210', ईमेल: 'sukhada.caterers@gmail.com' },
        cus_name: 'प्रिया देशमुख',
        cus_phone: '98220 12345',
        cus_email: 'priya.d@rediffmail.com',
        desc: 'लग्नासाठी जेवणाची आगाऊ रक्कम',
        return_url: 'https://sukhadacaterers.in/pay/done',
      },
      'IN',
    );
    expect(lead.name).to.equal('प्रिया देशमुख');
    expect(lead.phone).to.equal('+919822012345');
    expect(lead.email).to.equal('priya.d@rediffmail.com');
    expect(lead.notes).not.to.contain('सुखदा केटरर्स');
  });
});

describe("Reader: digits in an object typed as the person are their number, as under a sender's label", () => {
  it("reads a client participant's WhatsApp identifier as the phone, beside a clinic's block first", () => {
    const lead = readInput(
      {
        info: { 'اسم النشاط': 'عيادة النور', هاتف: '011 456 7890', بريد: 'info@alnoor-clinic.sa' },
        conversation: {
          participants: [
            { id: 1, type: 'Client', channel: 'WhatsApp', identifier: '966501234567', name: 'سارة القحطاني' },
            { id: 2, type: 'User', name: 'نورة العتيبي', identifier: 'noura@alnoor-clinic.sa' },
          ],
          field1: 'ألم في الركبة بعد المشي',
        },
      },
      'SA',
    );
    expect(lead.phone).to.equal('+966501234567');
    expect(lead.name).to.equal('سارة القحطاني');
    expect(lead.notes).to.contain('ألم في الركبة بعد المشي');
  });
  it("reads no number from a person's object's record id", () => {
    const lead = readInput(
      { participants: [{ type: 'Client', externalId: '966501234567', name: 'Sara Q', email: 'sara.q@gmail.com' }] },
      'SA',
    );
    expect(lead.phone).to.equal(null);
  });
});

describe("Reader: the name of the business's trunk, queue, inbox or channel is its setup", () => {
  it("keeps a call's trunk and queue names and a channel's name out, the caller's words and a product in", () => {
    const lead = readInput(
      {
        contact: { name: 'Callum Reid', phone: '+44 7700 900412', email: 'callum.reid@btinternet.com' },
        trunk_name: 'BT SIP Primary',
        queueName: 'Kitchens Inbound',
        channel: { name: 'WhatsApp Highland Kitchens', type: 'whatsapp' },
        inbox_name: 'Highland Kitchens Support',
        summary: 'Wants a quote for a shaker kitchen with an island',
        line_items: [{ name: 'Shaker oak worktop', quantity: 2 }],
      },
      'GB',
    );
    expect(lead.notes).to.contain('shaker kitchen with an island');
    expect(lead.notes).to.contain('Shaker oak worktop');
    for (const setup of ['BT SIP Primary', 'Kitchens Inbound', 'WhatsApp Highland', 'Support'])
      expect(lead.notes).not.to.contain(setup);
  });
});

describe('Reader: review23 mends (each a body where a rule of this session misread the person)', () => {
  it("keeps a quiz's, a form's and a survey's layout, colour, position and theme answers (no widget's settings)", () => {
    const quiz = readInput(
      {
        contact: { name: 'Erin Walsh', phone: '+1 617 555 0123' },
        quiz: { layout: 'L-shaped', color: 'White oak' },
        form: { position: 'Warehouse Associate' },
        survey: { theme: 'Boho garden', colour: 'Sage green' },
      },
      'US',
    );
    for (const answer of ['L-shaped', 'White oak', 'Warehouse Associate', 'Boho garden', 'Sage green'])
      expect(quiz.notes).to.contain(answer);
  });
  it("keeps the person's own words sent under a widget or a chatbot (only the part's name, copy and look are setup)", () => {
    const lead = readInput(
      {
        visitor: { name: 'Erin Walsh', email: 'erin.walsh@gmail.com' },
        widget: { first_message: 'Hi, my water heater is leaking, can someone come today?', position: 'Bottom right' },
        chatbot: { interest: 'Solar panels', roof_type: 'Asphalt shingle', welcome_message: 'Hi! Ask me anything.' },
      },
      'US',
    );
    expect(lead.notes).to.contain('water heater is leaking');
    expect(lead.notes).to.contain('Solar panels');
    expect(lead.notes).to.contain('Asphalt shingle');
    expect(lead.notes).not.to.contain('Bottom right');
    expect(lead.notes).not.to.contain('Ask me anything');
  });
  it("keeps a spouse's, a child's and a partner's answers beside their names and contacts", () => {
    const lead = readInput(
      {
        lead: {
          name: 'Tom Nowak',
          email: 'tnowak@yahoo.com',
          phone: '+1 773 555 0142',
          spouse: 'Eva Nowak',
          spouse_phone: '+1 773 555 0143',
          spouse_age: '41',
          spouse_conditions: 'Type 2 diabetes',
        },
      },
      'US',
    );
    expect(lead.notes).to.contain('Eva Nowak');
    expect(lead.notes).to.contain('Type 2 diabetes');
  });
  it("reads no name from a CRM user sharing one word with the lead's address (a family name, a particle)", () => {
    for (const [name, email] of [
      ['Pieter van Dijk', 'jan.van.berg@gmail.com'],
      ['Nguyen Van An', 'nguyen.thi.mai@gmail.com'],
      ['Mohammed Al Rashid', 'mohammed.k1990@gmail.com'],
    ]) {
      const lead = readInput({ user: { name }, lead: { phone: '+31 6 12345678', email } }, 'NL');
      expect(lead.name, name).to.equal(null);
    }
  });
  it("reads a forwarded lead's own name, not the realtor's who forwarded it from a personal mailbox", () => {
    const lead = readInput(
      {
        sender: { name: 'Mike Alvarez', email: 'mikealvarez.homes@gmail.com' },
        subject: 'New lead from a listing site',
        body_fields: { name: 'Sara Kim', phone: '(512) 555-0142' },
      },
      'US',
    );
    expect(lead.name).to.equal('Sara Kim');
    expect(lead.phone).to.equal('+15125550142');
  });
  it("reads a referred friend, not the referral's sender", () => {
    const lead = readInput(
      {
        referral: {
          sender: { name: 'Anna Berg', email: 'anna.berg@gmail.com' },
          friend: { name: 'Lars Holm', email: 'lars.holm@hotmail.com', phone: '+46 70 123 45 67' },
        },
      },
      'SE',
    );
    expect(lead.name).to.equal('Lars Holm');
    expect(lead.email).to.equal('lars.holm@hotmail.com');
  });
  it("keeps a small firm's own free-mail address that spells its own site, sent beside it", () => {
    const lead = readInput(
      {
        submission: {
          name: 'Joe Russo',
          email: 'joesplumbing@gmail.com',
          phone: '(412) 555-0177',
          website: 'https://joesplumbing.com/services/drains',
        },
        account: { email: 'kelly@rankrise.io' },
      },
      'US',
    );
    expect(lead.email).to.equal('joesplumbing@gmail.com');
  });
  it("keeps a business's block a card when its keys name its customer service (customer_service_phone)", () => {
    const lead = readInput(
      {
        a: {
          title: 'Brightline Dental',
          customer_service_phone: '+1 303 555 0100',
          customer_care_email: 'care@brightlinedental.com',
          link: 'https://brightlinedental.com',
        },
        b: { n: 'Ana Ruiz', t: '+1 720 555 0142', e: 'ana.ruiz@gmail.com' },
      },
      'US',
    );
    expect(lead.phone).to.equal('+17205550142');
    expect(lead.email).to.equal('ana.ruiz@gmail.com');
  });
  it("keeps a person's own agency and brokerage in the brief", () => {
    const lead = readInput(
      {
        name: 'Dana Cole',
        email: 'dana@brightspark.co',
        agency: 'Bright Spark Media',
        agency_size: '10-20 people',
        current_brokerage: 'Keller Williams Buckhead',
      },
      'US',
    );
    expect(lead.notes).to.contain('Bright Spark Media');
    expect(lead.notes).to.contain('Keller Williams Buckhead');
  });
});

describe("Reader: a caller's number under a record's prefix and a telephony name (call.ani, cdr_cli)", () => {
  it("reads call.ani of a contact centre's form-encoded post as the caller's phone, not the dialled number", () => {
    const lead = readInput(
      {
        'call.ani': '(602) 555-0147',
        'call.dnis': '8005550123',
        'agent.full_name': 'Dale Morgan',
        'customer.first_name': 'Rosa',
        'customer.last_name': 'Delgado',
        'ivr.menu_choice': 'Pool heating quote',
      },
      'US',
    );
    expect(lead.phone).to.equal('+16025550147');
    expect(lead.name).to.equal('Rosa Delgado');
    expect(lead.notes).to.contain('Pool heating quote');
  });
});

describe('Reader: a message sent under our own `email` key is walked, not refused as an address', () => {
  it("reads an email trigger's message (`email: {from_name, from_email, to, subject, body_plain}`) as the lead", () => {
    const lead = readInput(
      {
        trigger: 'new_email',
        email: {
          from_name: 'Trần Minh Anh',
          from_email: 'minhanh.tran@outlook.com',
          to: 'Nha Khoa Sao Mai <lienhe@nhakhoasaomai.vn>',
          subject: 'Đặt lịch niềng răng',
          body_plain: 'Chào phòng khám,\nTôi muốn tư vấn niềng răng trong suốt vào sáng thứ Bảy.\nSĐT: 0912 345 678',
        },
      },
      'VN',
    );
    expect(lead.email).to.equal('minhanh.tran@outlook.com');
    expect(lead.name).to.equal('Trần Minh Anh');
  });
});

describe('Reader: review23b mends (each a body where a rule or a mend of this session misread the person)', () => {
  it("reads no phone from a person-typed object's id-like digits (ssn, member)", () => {
    const lead = readInput(
      { participants: [{ type: 'client', name: 'Ana Ruiz', email: 'ana.ruiz@gmail.com', ssn: '12345678901' }] },
      'US',
    );
    expect(lead.phone).to.equal(null);
    const member = readInput(
      { contact: { type: 'lead', name: 'Ian Holt', email: 'ian.holt@gmail.com', member: '447911123456' } },
      'GB',
    );
    expect(member.phone).to.equal(null);
  });
  it("reads a chat user as the person beside the user's own company and its phone", () => {
    const lead = readInput(
      {
        user: { name: 'Sara Kim', email: 'sara.kim@gmail.com' },
        company: { name: 'Kim Consulting', phone: '(512) 555-0142' },
      },
      'US',
    );
    expect(lead.name).to.equal('Sara Kim');
    expect(lead.email).to.equal('sara.kim@gmail.com');
  });
  it("reads no name from a CRM user whose initial and family name only start the lead's address", () => {
    for (const [name, email] of [
      ['Sam Lee', 'sarah.leeds@gmail.com'],
      ['Ana Kim', 'akimura77@gmail.com'],
      ['Maria Lopez', 'mlopez1985@gmail.com'],
    ]) {
      const lead = readInput({ user: { name }, lead: { phone: '+1 512 555 0175', email } }, 'US');
      expect(lead.name, name).to.equal(null);
    }
  });
  it("keeps the person's own firm named with its phone (company, company_phone; agency, agency_phone)", () => {
    const lead = readInput(
      {
        name: 'Dana Cole',
        email: 'dana@harborlights.co',
        phone: '+1 646 555 0111',
        company: 'Harbor Lights',
        company_phone: '+1 212 555 0100',
        agency: 'Bright Spark',
        agency_phone: '+1 212 555 0190',
      },
      'US',
    );
    expect(lead.notes).to.contain('Harbor Lights');
    expect(lead.notes).to.contain('Bright Spark');
  });
  it("keeps a product line's, a business line's and a creator's channel's names, and an order line's", () => {
    const lead = readInput(
      {
        name: 'Ana Ruiz',
        email: 'ana.ruiz@gmail.com',
        product_line_name: 'Premium Vinyl Windows',
        business_line_name: 'Trucking',
        youtube_channel_name: 'Cooking with Ana',
        line: { name: 'Oak dining table' },
      },
      'US',
    );
    for (const answer of ['Premium Vinyl Windows', 'Trucking', 'Cooking with Ana', 'Oak dining table'])
      expect(lead.notes).to.contain(answer);
  });
  it("keeps the person's answers a bot collected under keys that only mention a label or a colour", () => {
    const lead = readInput(
      {
        contact: { name: 'Ana Ruiz', phone: '+1 512 555 0142' },
        bot: { selected_label: 'Emergency repair', preferred_color: 'Navy blue' },
      },
      'US',
    );
    expect(lead.notes).to.contain('Emergency repair');
    expect(lead.notes).to.contain('Navy blue');
  });
  it("keeps a person's own free-mail address spelling their site in a contacts list with a name", () => {
    const lead = readInput(
      {
        contacts: [
          { name: 'Jane Doe', email: 'janedoephoto@gmail.com' },
          { name: 'Tom Doe', email: 'tom.doe@yahoo.com' },
        ],
        website: 'https://www.janedoephoto.com',
        phone: '+1 415 555 0102',
      },
      'US',
    );
    expect(lead.name).to.equal('Jane Doe');
    expect(lead.email).to.equal('janedoephoto@gmail.com');
  });
  it("keeps a clinic's block a card though its keys say patient_phone and patient_email", () => {
    const lead = readInput(
      {
        a: {
          title: 'Brightline Dental',
          patient_phone: '+1 303 555 0100',
          patient_email: 'care@brightlinedental.com',
          link: 'https://brightlinedental.com',
        },
        b: { n: 'Ana Ruiz', t: '+1 720 555 0142', e: 'ana.ruiz@gmail.com' },
      },
      'US',
    );
    expect(lead.phone).to.equal('+17205550142');
    expect(lead.email).to.equal('ana.ruiz@gmail.com');
  });
});

describe("Reader: a business's block nested in the lead's own record, below the person's name, is the business's", () => {
  it("reads a voice agent's extracted email, not the practice's front desk in the lead's prompt variables", () => {
    const lead = readInput(
      {
        lead: {
          name: 'Callum Byrne',
          phone_number: '35318765432',
          prompt_variables: {
            business_name: 'Liffey Physio Clinic',
            business_phone: '01 555 0190',
            business_email: 'reception@liffeyphysio.ie',
          },
        },
        results: { email: { value: 'callum.byrne@eircom.net' }, reason: { value: 'Lower back pain after cycling' } },
      },
      'IE',
    );
    expect(lead.email).to.equal('callum.byrne@eircom.net');
    expect(lead.name).to.equal('Callum Byrne');
    expect(lead.notes).not.to.contain('reception@liffeyphysio.ie');
  });
});

describe('Reader: review23c mends', () => {
  it("still refuses a business's outbound message under `email` rather than read its sender as the person", () => {
    let email: string | null = null;
    try {
      email = readInput(
        {
          email: { from: 'info@acmeplumbing.com', to: 'ana.ruiz@gmail.com', subject: 'Your quote' },
          customer: { name: 'Ana Ruiz' },
        },
        'US',
      ).email;
    } catch (caught) {
      expect(caught).to.be.instanceOf(LeadInputError);
    }
    expect(email).not.to.equal('info@acmeplumbing.com');
  });
  it("reads no business's or staff's caller id as the person's phone (company_ani, agent_cli, team_msisdn)", () => {
    for (const key of ['company_ani', 'agent_cli', 'outbound_cli', 'queue_ani', 'team_msisdn']) {
      const lead = readInput({ name: 'Ana Ruiz', email: 'ana.ruiz@gmail.com', [key]: '2125550100' }, 'US');
      expect(lead.phone, key).to.equal(null);
    }
  });
  it('keeps a brokerage and a mother named with their phones in the brief', () => {
    const lead = readInput(
      {
        name: 'Luca Bianchi',
        email: 'luca.bianchi@gmail.com',
        phone: '+39 347 123 4567',
        brokerage: 'Keller Williams',
        brokerage_phone: '+1 404 555 0100',
        mother: 'Gina Bianchi',
        mother_phone: '+39 347 765 4321',
      },
      'IT',
    );
    expect(lead.notes).to.contain('Keller Williams');
    expect(lead.notes).to.contain('Gina Bianchi');
  });
});

describe('Reader: review23d mends', () => {
  it("keeps the person's own contact block nested below their name a person's, whatever links it holds", () => {
    const lead = readInput(
      {
        lead: {
          name: 'Ana Ruiz',
          contact: { email: 'ana@ruizdesign.com', phone: '+1 720 555 0142', website: 'https://ruizdesign.com' },
        },
        business_phone: '(303) 555-0100',
      },
      'US',
    );
    expect(lead.phone).to.equal('+17205550142');
    expect(lead.email).to.equal('ana@ruizdesign.com');
  });
  it('walks no message under `email` sent between two personal mailboxes, nor one whose reply-to alone is personal', () => {
    for (const email of [
      { from: 'bob.sales@gmail.com', to: 'ana.ruiz@yahoo.com', subject: 'Your quote' },
      { from: 'notifications@wix.com', to: 'info@acmeplumbing.com', reply_to: 'ana.ruiz@gmail.com' },
    ]) {
      let read: string | null = null;
      try {
        read = readInput({ email, phone: '+1 720 555 0142' }, 'US').email;
      } catch (caught) {
        expect(caught).to.be.instanceOf(LeadInputError);
      }
      expect(read, email.from).not.to.equal(email.from);
    }
  });
});
