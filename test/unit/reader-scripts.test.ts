import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

// Issue 35: labels in Hebrew, Devanagari and Thai, beside a business's block under a key naming no
// party whose `phone` is our own key. Made-up shapes and people: the person's labelled phone, email
// and name are theirs, and the business's line stays out.

describe('Reader: phone, email and name labels in Hebrew, Devanagari and Thai', () => {
  it('reads a Hebrew-labelled contact before a business block with its own `phone`', () => {
    const body = {
      ref: 88,
      פנייה: { 'שם מלא': 'דנה לוי', טלפון: '052-5551234', 'דוא"ל': 'dana.levi@example.co.il', הערות: 'מחפשים דירת גן' },
      config: { notify_email: 'office@build.example.co.il', phone: '03-5550000' },
    };
    expect(personOf(body, 'IL')).to.deep.equal({
      name: 'דנה לוי',
      phone: '+972525551234',
      email: 'dana.levi@example.co.il',
    });
    expect(readInput(body, 'IL').notes).not.to.contain('5550000');
  });

  it('reads Devanagari labels (नाम, मोबाइल नंबर, ईमेल)', () =>
    expect(
      personOf(
        {
          form: 'होम लोन',
          data: { नाम: 'अनीता शर्मा', 'मोबाइल नंबर': '98765 43210', ईमेल: 'anita.sharma@example.in' },
          office: { phone: '022 5550 1000' },
        },
        'IN',
      ),
    ).to.deep.equal({ name: 'अनीता शर्मा', phone: '+919876543210', email: 'anita.sharma@example.in' }));

  it('reads Thai labels (ชื่อ, เบอร์โทร, อีเมล)', () =>
    expect(
      personOf(
        {
          ข้อมูล: { ชื่อ: 'สมชาย ใจดี', เบอร์โทร: '081-555-1234', อีเมล: 'somchai@example.co.th' },
          site: { phone: '02-555-0000' },
        },
        'TH',
      ),
    ).to.deep.equal({ name: 'สมชาย ใจดี', phone: '+66815551234', email: 'somchai@example.co.th' }));
});

describe("Reader: the name beside the person's labelled contact, under a label no vocabulary reads, before a name away", () => {
  it("reads a Thai customer name in a charge's metadata before the card's holder name", () =>
    expect(
      personOf(
        {
          charge: {
            amount: 120000,
            metadata: {
              ชื่อลูกค้า: 'สมหญิง ใจงาม',
              เบอร์โทร: '089-555-1234',
              อีเมล: 'somying@example.co.th',
              หมายเหตุ: 'ขอคิวถ่ายรูปช่วงเย็น',
            },
            card: { brand: 'Visa', name: 'SOMYING JAINGAM' },
          },
        },
        'TH',
      ),
    ).to.deep.equal({ name: 'สมหญิง ใจงาม', phone: '+66895551234', email: 'somying@example.co.th' }));
});
