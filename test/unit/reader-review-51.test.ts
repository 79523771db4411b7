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

  // Session 53: of two, the first (a WhatsApp number, an alternate one): a lead refused for having two loses it.
  it('takes the first of two numbers that both read as a mobile', () => {
    const body = { q1: 'Dana Ruiz', q2: '3125550187', q3: '2024011512', q4: 'Dryer stopped heating' };
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
            { label: 'Tipo', value: 'Prospect' },
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
    for (const value of ['Lead', 'Prospect', 'Webhook', 'Created', 'Popup', 'Opportunity', 'Inbound', 'Voicemail'])
      expect(notes).not.to.contain(value);
    expect(notes).not.to.contain('Sales');
  });
});

describe("Reader (review 51): a headline labels a survey's question only when answers are keyed by its id", () => {
  // Since session 50 `headline` is a label's key ({id, type, headline: {default: "…"}}, a survey's questions listed
  // apart). A list of {id, type, headline} is a list of things too: services or a plan the person chose, an ad's copy.
  it('keeps the things a person chose and the ad they answered, each with a headline', () => {
    const services = readInput({
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      services: [
        { id: 's1', type: 'service', headline: 'Deep clean' },
        { id: 's2', type: 'service', headline: 'Window washing' },
      ],
      message: 'Before Friday',
    }).notes;
    expect(services).to.contain('Deep clean').and.contain('Window washing').and.contain('Before Friday');
    const plan = readInput({
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      selected: [{ id: 'p1', type: 'plan', headline: 'Premium plan' }],
    }).notes;
    expect(plan).to.contain('Premium plan');
    const ad = readInput({
      lead: { full_name: 'Ana Ruiz', phone_number: '+13125550187' },
      ads: [{ id: '23851', type: 'image', headline: 'Free roof inspection' }],
      answers: { 'What do you need?': 'Leak in attic' },
    }).notes;
    expect(ad).to.contain('Free roof inspection').and.contain('Leak in attic');
  });

  // The answers of a survey that are all numbers (ratings) stay its answers, whatever their questions ask about; a map
  // of numbers keyed by the same ids as the answers (seconds per question, points) is the tool's.
  it('keeps ratings as answers and leaves timings and points keyed by the answered ids out', () => {
    const ratings = readInput({
      contact: { name: 'Ana Ruiz', email: 'ana@example.com' },
      questions: [
        { id: 'q1', type: 'rating', headline: { default: 'How would you rate our email updates?' } },
        { id: 'q2', type: 'rating', headline: { default: 'How likely are you to recommend us?' } },
      ],
      data: { q1: 4, q2: 9 },
    }).notes;
    expect(ratings).to.contain('How would you rate our email updates?: 4');
    expect(ratings).to.contain('How likely are you to recommend us?: 9');
    const timed = readInput({
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      questions: [
        { id: 'x1', type: 'choice', headline: { default: 'Budget' } },
        { id: 'x2', type: 'openText', headline: { default: 'Your email' } },
      ],
      data: { x1: '$5k', x2: 'ana@example.com' },
      points: { x1: 10, x2: 0 },
      ttc: { x1: 3120, x2: 5480 },
    }).notes;
    expect(timed).to.contain('Budget: $5k');
    for (const value of ['3120', '5480', 'points', ': 10']) expect(timed).not.to.contain(value);
  });
});

describe("Reader (review 51): a field's own name outranks its definition's", () => {
  // Since session 50 a CRM's custom field is labelled by its definition's name (`{definition: {id, name}, value}`);
  // a field with a name of its own keeps it, the definition's (`cf_budget`) being its machine name there.
  it('labels a field by its own name before its definition', () => {
    const notes = readInput({
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      fields: [
        { name: 'Budget', definition: { id: 7, name: 'cf_budget' }, value: '$5k' },
        { definition: { id: 8, name: 'Lead source' }, value: 'Trade show' },
      ],
    }).notes;
    expect(notes).to.contain('Budget: $5k').and.contain('Lead source: Trade show').and.not.contain('cf_budget');
  });
});
