import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// A choice sent as its code beside its display label (`{code: "renting", label: "I'm currently renting"}`): the brief
// reads the label; the code, its words inside the label, is the tool's form of it (walk-labels.ts isShownCode). A code
// the label does not spell (`{label: "Coupon", code: "SPRING20"}`) is the value the label names. Invented bodies.
describe('Reader: a code beside the display label it spells is left to the label', () => {
  const body = {
    enquirer: {
      first_name: 'Ines',
      last_name: 'Moreau',
      email: 'ines.moreau@example.org',
      position: { code: 'renting', label: "I'm currently renting" },
      moving: { code: '1_3_months', label: 'In 1-3 months' },
      offer: { label: 'Coupon', code: 'SPRING20' },
    },
  };
  it('shows each choice once, by its label', () => {
    const { notes } = readInput(body, 'FR');
    expect(notes).to.include("I'm currently renting").and.include('In 1-3 months');
    expect(notes).not.to.match(/: renting$/m);
    expect(notes).not.to.include('1_3_months');
  });
  it('keeps a code its label names and does not spell', () => {
    expect(readInput(body, 'FR').notes).to.include('SPRING20');
  });
});

// A CRM's choice sent twice beside each other: its code under one key, its label under the key with an ending glued
// (`statuscode: 1` + `statuscodename: "New lead"`, `pcf_budgetcode` + `pcf_budgetcodename`, OData's FormattedValue). The
// brief reads the label under the code's key, and its role is the code's key's: a record's status is the tool's. A name
// under a key naming someone else (`createdbyname`) stays theirs; a person's own key is no code's label. Invented bodies.
describe('Reader: a code and its label under glued keys read as the label, under the code key', () => {
  const body = {
    record: {
      fullname: 'Dana Levi',
      mobilephone: '050-123-4567',
      emailaddress1: 'dana.levi@example.com',
      statuscode: 1,
      statuscodename: 'ליד חדש',
      pcf_budgetcode: 4,
      pcf_budgetcodename: '10-20K',
      interest_level: 'ready_30d',
      interest_level_label: 'Ready to buy this month',
      'housingtype@OData.Community.Display.V1.FormattedValue': 'Apartment',
      housingtype: 100000002,
      createdby: '7f0e2c1a-9d4b-4c3e-8a71-2b5d6e4f9a10',
      createdbyname: 'Yossi Cohen',
      customer: 1488,
      customername: 'Dana Levi',
      description: 'Looking for a mortgage for a first flat',
    },
  };
  it("reads each label under its code's key, the code out of the brief", () => {
    const { notes, name } = readInput(body, 'IL');
    expect(name).to.equal('Dana Levi');
    expect(notes).to.include('pcf_budgetcode: 10-20K').and.include('interest_level: Ready to buy this month');
    expect(notes).to.include('housingtype: Apartment').and.include('Looking for a mortgage');
    expect(notes).not.to.match(/: (4|ready_30d|100000002)$/m);
  });
  it("keeps a record's status, and a name under someone else's key, out of the brief", () => {
    const { notes } = readInput(body, 'IL');
    expect(notes).not.to.include('ליד חדש').and.not.to.include('Yossi');
  });
  // The session's attacker pass: a key's caption beside its answer (`guests_label: "Number of guests"`, `q4Label: "What
  // do you need?"`, `field_4_label: "Leistung"`) and two answers of their own (`pet: "dog"`, `petname: "Rex"`) are no code
  // and its label.
  it('keeps an answer beside its caption, and two answers under glued keys, as they are', () => {
    const { notes } = readInput(
      {
        name: 'Ada Tester',
        email: 'ada@example.com',
        guests: 120,
        guests_label: 'Number of guests',
        zip: '90210',
        zip_label: 'ZIP code',
        q4: 'roofing',
        q4Label: 'What do you need?',
        input_4: '2',
        input_4_label: 'How many windows?',
        field_4: 'Dachreparatur',
        field_4_label: 'Leistung',
        pet: 'dog',
        petname: 'Rex',
      },
      'US',
    );
    for (const answer of ['120', '90210', 'roofing', 'Dachreparatur', 'dog', 'Rex']) expect(notes).to.contain(answer);
    expect(notes).to.match(/: 2$/m);
  });
});
