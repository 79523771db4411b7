import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// A form's sections beside the person's own (`applicant: {…}`, `loanDetails: {…}`, `housingInfo: {…}`): each under a key
// naming a section of information, in the record holding the person's object. What the person answered there is theirs,
// in any shape a tool sends it (a choice's code, a bare number); the session's machinery beside it stays out.
// Invented body, made-up person.
describe("Reader: the person's answers in a form's sections beside their own object", () => {
  const body = {
    requestId: '9b2e4c71-0d3a-4f5e-8a1b-6c7d8e9f0a12',
    applicant: { first_name: 'Keisha', last_name: 'Moore', email: 'keisha.moore@example.com', phone: '(614) 555-0133' },
    loanDetails: { purpose: 'home_improvement', amount: 25000 },
    housingInfo: { residenceStatus: 'own', monthlyPayment: 1400 },
    sessionInformation: { ipAddress: '76.181.44.219', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' },
    deviceInfo: { os: 'iOS 17.5', screen: '390x844' },
  };
  it('keeps every answer of the sections in the brief', () => {
    const { notes } = readInput(body, 'US');
    for (const answer of ['home_improvement', '25000', 'own', '1400']) expect(notes).to.include(answer);
  });
  it("leaves the session's and the request's machinery out", () => {
    const { notes } = readInput(body, 'US');
    for (const value of ['76.181.44.219', 'Mozilla', '9b2e4c71', 'iOS 17.5', '390x844'])
      expect(notes).not.to.include(value);
  });
  // An attacker's pass over the change: a card's, a login's, a bank's or the business's own section is none of the form's.
  it("leaves a card's, a login's, a bank's and an internal section out", () => {
    const { notes } = readInput(
      {
        ...body,
        billingInformation: { cvv: '123', expiry: '12/29' },
        loginInfo: { pin: '4821' },
        bankDetails: { sort_code: '12-34-56' },
        internalInfo: { cost: 42.5 },
      },
      'US',
    );
    for (const value of ['123', '12/29', '4821', '12-34-56', '42.5']) expect(notes).not.to.include(value);
  });
});
