import { expect } from 'chai';
import fc from 'fast-check';
import Joi from 'joi';
import { emailAddress } from '../../service/lead/reader/email-address.ts';
import { isChatAddress } from '../../service/lead/schema/chat-address.ts';

// emailAddress tries a value against the lead schema's email rule (lead-schema.ts) after a cheap look at its shape: it must accept exactly what the
// contract's rule accepts (docs/api.md §2.1): Joi's `string().email({ tlds: false })`, less control characters and a messaging app's address
// (`a@g.us` is a WhatsApp group, never a mailbox).
const JOI_EMAIL = Joi.string().email({ tlds: false });
const byJoi = (text: string) => (JOI_EMAIL.validate(text.trim()).error ? null : text.trim());

describe("Property: an email address is what Joi's email rule accepts", () => {
  it('agrees with Joi on generated addresses, near-addresses and odd text', () => {
    const part = fc.stringMatching(/^[a-zA-Z0-9._%+\-"ü@[\] ]{0,20}$/);
    const text = fc.oneof(
      fc.emailAddress(),
      fc.tuple(part, part, part).map(([a, b, c]) => `${a}@${b}.${c}`),
      fc.string({ maxLength: 40 }),
      fc
        .tuple(part, fc.constantFrom('c.us', 'g.us', 'G.US', 's.whatsapp.net', 'lid', 'broadcast'))
        .map(([a, d]) => `${a}@${d}`),
    );
    fc.assert(
      fc.property(text, (value) => {
        const refused = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value) || isChatAddress(value.trim());
        const expected = refused ? null : byJoi(value);
        expect(emailAddress(value)).to.equal(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
