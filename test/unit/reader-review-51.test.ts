import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 51: the classes an attacker's pass found in session 50's reading changes, each on invented bodies.

describe("Reader (review 51): digits alone under numbered keys are the phone only when one of them is a person's number", () => {
  // Since session 50 digits alone under a key naming nothing may be the phone (a survey's `q2: "13916628407"`). A
  // survey asks for other numbers too (a birthday, a date, a budget, a member number): the first digits valid in the
  // country were taken, before the real phone. Now a number a person carries there (a mobile), and only one such.
  it('takes the mobile after a birthday, a date or a budget typed as digits', () => {
    const birthday = { q1: '张伟', q2: '19900312', q3: '13916628407', q4: '想约入职体检，周六上午' };
    expect(readInput(birthday, 'CN')).to.include({ name: '张伟', phone: '+8613916628407' });
    const date = { feld_1: 'Sandra Koch', feld_2: '15032025', feld_3: '015112345678', feld_4: 'Fenster putzen' };
    expect(readInput(date, 'DE').phone).to.equal('+4915112345678');
    const budget = { q1: '陈静', q2: '12000000', q3: '18621345678', q4: '上海市浦东新区', q5: '想买学区房，两室' };
    const input = readInput(budget, 'CN');
    expect(input.phone).to.equal('+8618621345678');
    expect(input.name).to.equal('陈静');
  });

  it("takes no land line's digits (a member number read as one) before the person's mobile", () => {
    const body = { q1: 'George Patel', q2: '1612345678', q3: '07712345678', q4: 'Renew my gym membership' };
    expect(readInput(body, 'GB').phone).to.equal('+447712345678');
  });

  it('takes neither of two numbers that both read as a mobile (an order number beside the phone)', () => {
    const body = { q1: 'Dana Ruiz', q2: '3125550187', q3: '2024011512', q4: 'Dryer stopped heating' };
    expect(() => readInput(body, 'US')).to.throw(/phone or an email/);
  });

  it('still takes a phone written as one before digits alone', () => {
    const body = { q1: 'Dana Ruiz', q2: '2024011512', q3: '(312) 555-0187', q4: 'Dryer stopped heating' };
    expect(readInput(body, 'US').phone).to.equal('+13125550187');
  });
});

describe("Reader (review 51): a tool's kind under a question titled by a kind's word stays out of the brief", () => {
  // Since session 50 one written word under a question titled "Type", "Tipo" or "Event" is the person's choice. A CRM,
  // a dialer and a popup tool label their own fields so too: a record's kind, a party, a call's direction or result, a
  // widget's kind and an event's verb are the tool's, and a call's direction, result or queue asks the person nothing.
  it("keeps a CRM's record kind, a call's direction and result, a widget's kind and an event's verb out", () => {
    const notes =
      readInput(
        {
          contact: { name: 'Rosa Mendes', phone: '+1 312 555 0187' },
          custom_fields: [
            { label: 'Type', value: 'Lead' },
            { label: 'Tipo', value: 'Customer' },
            { label: 'Kind', value: 'Webhook' },
            { label: 'Event', value: 'Created' },
            { label: 'Form type', value: 'Popup' },
            { label: 'Entity', value: 'Opportunity' },
            { label: 'Direction', value: 'Inbound' },
            { label: 'Result', value: 'Voicemail' },
            { label: 'Queue', value: 'Sales' },
            { label: 'Service', value: 'Roof repair' },
            { label: 'Type', value: 'Rental' },
          ],
        },
        'US',
      ).notes ?? '';
    expect(notes).to.contain('Roof repair');
    expect(notes).to.contain('Type: Rental');
    for (const value of ['Lead', 'Customer', 'Webhook', 'Created', 'Popup', 'Opportunity', 'Inbound', 'Voicemail'])
      expect(notes).not.to.contain(value);
    expect(notes).not.to.contain('Sales');
  });
});
