import { expect } from 'chai';
import { fixtureForm, fixtureJson } from '../helpers/sender-fixtures.ts';
import { VENDOR_CASES } from '../helpers/vendor-sender-cases.ts';
import { readLead } from '../helpers/read-lead.ts';

// Multipart parts arrive as a flat object of text parts, like a JSON object of strings.
const parsed = (fixture: string, encoding: string) =>
  encoding === 'form' ? fixtureForm(fixture) : fixtureJson(fixture);
const read = (body: Record<string, unknown>) => readLead(body);

describe('Senders read by meaning (documented samples, parsed as the body parser reads them)', () => {
  for (const { sender, fixture, encoding, lead, notes, absent } of VENDOR_CASES) {
    it(`reads ${sender}: the person field by field, notes without structure`, () => {
      const { input } = read(parsed(fixture, encoding));
      expect(input.name, 'name').to.equal(lead.name);
      expect(input.phone, 'phone').to.equal(lead.phone);
      expect(input.email, 'email').to.equal(lead.email);
      for (const line of notes) expect(input.notes.split('\n'), input.notes).to.include(line);
      for (const noise of absent) expect(input.notes).not.to.contain(noise);
    });
  }
});
