import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 32's class (blind set 36's guide 04: a Thai insurance lead, `รถยนต์: {มีกล้องติดรถยนต์: true}`, "has a dash
// camera"): a yes or no sent as a boolean under a key written for a person to read, a question in words
// (`Do you own a home?`) or a key in a script beyond ASCII, is the person's answer. A tool's flag is named like a
// variable (`is_test`, `charged`) or in one word (`สถานะ`, status): it stays the tool's. Invented bodies; made-up people.

describe('Reader: a yes or no to a question written for a person', () => {
  it('keeps a boolean under a question in words', () => {
    const body = {
      name: 'Ann Lee',
      phone: '+1 202 555 0143',
      'Do you own a home?': true,
      'Any pets in the house': false,
      is_test: false,
      charged: true,
    };
    const { notes } = readInput(body, 'US');
    expect(notes).to.match(/Do you own a home\?: (true|Yes)/);
    expect(notes).to.match(/Any pets in the house: (false|No)/);
    expect(notes).not.to.contain('is_test');
    expect(notes).not.to.contain('charged');
  });

  it('keeps a boolean under a key in a script beyond ASCII, in a section beside the person', () => {
    const body = {
      ลูกค้า: { ชื่อ: 'ธนพร ศรีสุข', เบอร์มือถือ: '081-447-2291' },
      รถยนต์: { รุ่น: 'Honda City', มีกล้องติดรถยนต์: true, ใช้รถเพื่อการพาณิชย์: false },
    };
    const { notes } = readInput(body, 'TH');
    expect(notes).to.contain('มีกล้องติดรถยนต์');
    expect(notes).to.contain('ใช้รถเพื่อการพาณิชย์');
  });

  it("leaves a tool's flag named in one word out (`สถานะ`, status; `処理済`, handled)", () => {
    const body = {
      お名前: '山田 花子',
      電話番号: '090-1234-5678',
      ペットを飼っていますか: true,
      処理済: false,
      สถานะ: true,
    };
    const { notes } = readInput(body, 'JP');
    expect(notes).to.contain('ペットを飼っていますか');
    expect(notes).not.to.contain('処理済');
    expect(notes).not.to.contain('สถานะ');
  });

  // Review 42's b01, b12, e18: a CRM's columns are flags, a question asks.
  it("leaves a CRM's flag columns out and keeps a question", () => {
    const body = {
      'First Name': 'Dana',
      'Last Name': 'Whitfield',
      Phone: '(415) 555-0142',
      'Is Deleted': false,
      'Email Opt Out': false,
      'Do Not Call': true,
      'Has Opted Out Of Fax': false,
      'Email Bounced': false,
      'Do you want text updates?': true,
      'Souhaitez-vous être rappelé': true,
    };
    const { notes } = readInput(body, 'US');
    for (const flag of ['Is Deleted', 'Do Not Call', 'Has Opted Out Of Fax', 'Email Bounced'])
      expect(notes).not.to.contain(flag);
    expect(notes).to.contain('Do you want text updates?');
    expect(notes).to.contain('Souhaitez-vous être rappelé');
  });

  // Review 42's b04 and b15: a question naming a thing asks as well.
  it('keeps a yes or no to a question naming a thing', () => {
    const body = {
      name: "Kevin O'Brien",
      phone: '617-555-0177',
      custom_fields: { 'Is this an emergency?': false },
      'Do you own the property?': true,
    };
    const { notes } = readInput(body, 'US');
    expect(notes).to.contain('Is this an emergency?');
    expect(notes).to.contain('Do you own the property?');
  });
});
