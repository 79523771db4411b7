import { expect } from 'chai';
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
