import { expect } from 'chai';
import { readLeadInput } from '../../service/webhook/lead-input.ts';
import { readSenderBody } from '../../service/webhook/senders/sender-body.ts';
import { fixtureForm, fixtureJson } from '../helpers/sender-fixtures.ts';
import { VENDOR_CASES } from '../helpers/vendor-sender-cases.ts';

// Multipart parts arrive as a flat object of text parts, like a JSON object of strings.
const parsed = (fixture: string, encoding: string) => (encoding === 'form' ? fixtureForm(fixture) : fixtureJson(fixture));

describe('Vendor sender formats (documented samples, parsed as the body parser reads them)', () => {
  for (const { sender, fixture, encoding, format, lead, notes, absent } of VENDOR_CASES) {
    it(`reads ${sender}: the person field by field, notes without structure`, () => {
      const sent = readSenderBody(parsed(fixture, encoding));
      expect(sent.format).to.equal(format);
      const read = readLeadInput(sent, 'US');
      expect(read.name, 'name').to.equal(lead.name);
      expect(read.phone, 'phone').to.equal(lead.phone);
      expect(read.email, 'email').to.equal(lead.email);
      for (const line of notes) expect(read.notes.split('\n')).to.include(line);
      for (const noise of absent) expect(read.notes).not.to.contain(noise);
      expect(JSON.stringify(read.fields)).not.to.match(/accessToken|versions|event_memberships/);
    });
  }
});
