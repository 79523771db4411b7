import { expect } from 'chai';
import fc from 'fast-check';
import Joi from 'joi';
import { checkLead, emailOf, type CheckedValues, type ReadValues } from '../../service/lead/schema/lead-schema.ts';
import { isChatAddress } from '../../service/lead/schema/chat-address.ts';
import { readE164 } from '../../service/lead/schema/phone.ts';

// The lead's schema made cheaper (issue 35 item 6) must answer exactly as it did: every value, every
// problem and every message. Below is a frozen copy of lead-schema.ts as it was at 9258528, with
// readE164 for its normalizePhone (the same answers without its memory: test/unit/phone.test.ts).
const FROZEN = (() => {
  const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
  const EMAIL = Joi.string()
    .trim()
    .pattern(CONTROL, { invert: true })
    .email({ tlds: false })
    .custom((address: string, helpers) => (isChatAddress(address) ? helpers.error('string.email') : address));
  const passEmail = (address: string): string | null => {
    const { value, error } = EMAIL.validate(address);
    return error ? null : (value as string);
  };
  const email = Joi.any().custom((value: unknown, helpers) => {
    const address = typeof value === 'string' ? passEmail(value) : null;
    return address ?? helpers.error('email.invalid');
  });
  const phoneIn = (defaultCountry: string | null) =>
    Joi.any().custom((value: unknown, helpers) => {
      if (typeof value !== 'string' && typeof value !== 'number')
        return helpers.error('phone.invalid', { reason: 'phone must be text such as "+14155550123" or a number' });
      const read = readE164(value, defaultCountry);
      return read.ok ? read.e164 : helpers.error('phone.invalid', { reason: read.message });
    });
  const MESSAGES = {
    'email.invalid': 'email must be a valid address such as jane@example.com',
    'phone.invalid': '{#reason}',
    'string.base': '{#label} must be text',
    'string.max': '{#label} must be at most {#limit} characters',
  };
  const leadIn = (defaultCountry: string | null) =>
    Joi.object({
      phone: phoneIn(defaultCountry),
      email,
      name: Joi.string().max(200),
      notes: Joi.string().max(10_000),
      test: Joi.boolean().required(),
    }).prefs({ abortEarly: false, errors: { wrap: { label: false } }, messages: MESSAGES });
  const LEADS = new Map<string | null, Joi.ObjectSchema>();
  const leadSchema = (defaultCountry: string | null) => {
    let schema = LEADS.get(defaultCountry);
    if (schema === undefined) LEADS.set(defaultCountry, (schema = leadIn(defaultCountry)));
    return schema;
  };
  const checkLead = (values: ReadValues, defaultCountry: string | null): CheckedValues => {
    const { value, error } = leadSchema(defaultCountry).validate(values);
    const checked: CheckedValues = {
      name: value.name ?? null,
      phone: value.phone ?? null,
      email: value.email ?? null,
      notes: value.notes ?? null,
      test: value.test,
      problems: [],
    };
    if (!error) return checked;
    for (const { path, message } of error.details) {
      const field = String(path[0]) as 'name' | 'phone' | 'email' | 'notes';
      if (checked.problems.some((problem) => problem.field === field)) continue;
      checked.problems.push({ field, message });
      checked[field] = null;
    }
    return checked;
  };
  return { emailOf: passEmail, checkLead };
})();

// A local part's characters by their UTF-8 length, some changed by NFC: `e` + U+0301 composes to
// `é` (3 bytes to 2), U+0958 decomposes (3 bytes to 6, one character to two), a lone surrogate
// encodes as U+FFFD (3 bytes).
const CHARS = [
  'a',
  'Z',
  '9',
  '.',
  '_',
  '%',
  '+',
  '-',
  "'",
  'é',
  'ß',
  '中',
  '😀',
  'e\u0301',
  '\u0958',
  '\ud800',
  '\udfff',
];
const UNITS = ['a', 'é', '中', '😀', 'e\u0301', '\u0958', '\ud83d'];
const utf8Length = (text: string) => new TextEncoder().encode(text).length;

// A text of about `bytes` UTF-8 bytes (before NFC) of the given units, padded with ASCII to the byte.
const ofBytes = (units: string[], bytes: number) => {
  let text = '';
  for (let n = 0; utf8Length(text) < bytes - 4; n++) text += units[n % units.length];
  return text + 'a'.repeat(Math.max(0, bytes - utf8Length(text)));
};

const local = fc.oneof(
  fc.stringMatching(/^[a-zA-Z0-9._%+\-!#$&'*/=?^`{|}~"ü@ ]{0,20}$/),
  fc.array(fc.constantFrom(...CHARS), { maxLength: 24 }).map((chars) => chars.join('')),
  // Long locals at the 64-byte limit, before and after NFC.
  fc
    .tuple(fc.subarray(UNITS, { minLength: 1 }), fc.integer({ min: 60, max: 68 }))
    .map(([units, bytes]) => ofBytes(units, bytes)),
);
const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/);
const domain = fc.oneof(
  fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => `${labels.join('.')}.com`),
  fc.constantFrom(
    'example.com',
    'c.us',
    'g.us',
    's.whatsapp.net',
    'lid',
    'broadcast',
    'bücher.de',
    'xn--bcher-kva.de',
    '例え.テスト',
    'exa%mple.com',
    'example..com',
    'example.com.',
    '-example.com',
    'example.c',
    'ex_ample.com',
    '[127.0.0.1]',
    'EXAMPLE.COM',
  ),
  fc.array(fc.constantFrom('a', '.', '-', 'ü', '%', '_', '1'), { maxLength: 16 }).map((chars) => chars.join('')),
);
// Pads an address's domain with labels of at most 63 characters to `total` characters (before NFC).
const toLength = (address: string, total: number) => {
  const at = address.indexOf('@');
  const need = total - address.length;
  if (need < 3) return address;
  let pad = `${'d'.repeat(63)}.`.repeat(Math.ceil(need / 64)).slice(0, need - 1);
  if (pad.endsWith('.')) pad = `${pad.slice(0, -2)}.d`;
  return `${address.slice(0, at + 1)}${pad}.${address.slice(at + 1)}`;
};
const around = fc.constantFrom('', ' ', '\t', '\n', '\u00a0', '\u2028', '\u0000', '\u007f', '\u0085');
const address = fc.oneof(
  fc.emailAddress(),
  fc.tuple(local, domain).map(([l, d]) => `${l}@${d}`),
  fc.tuple(fc.stringMatching(/^[0-9]{5,16}(:[0-9]{1,3})?$/), domain).map(([l, d]) => `${l}@${d}`),
  fc
    .tuple(local, fc.constantFrom('example.com', 'bücher.de', 'c.us'), fc.integer({ min: 250, max: 258 }))
    .map(([l, d, total]) => toLength(`${l || 'a'}@${d}`, total)),
  fc
    .tuple(around, fc.emailAddress(), around, fc.nat(40))
    .map(([a, e, b, at]) => `${a}${e.slice(0, at)}${b}${e.slice(at)}`),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

describe("Property: the lead schema's email rule answers as it did (issue 35 item 6)", () => {
  it('the generators reach every edge: locals of 63 to 65 bytes, addresses of 253 to 255 characters', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(address, (text) => {
        const at = text.indexOf('@');
        const bytes = utf8Length(text.slice(0, at));
        if (at > 0 && bytes >= 63 && bytes <= 65) seen.add(`local ${bytes}`);
        if (text.length >= 253 && text.length <= 255) seen.add(`length ${text.length}`);
      }),
      { numRuns: 5_000 },
    );
    expect([...seen].sort()).to.deep.equal([
      'length 253',
      'length 254',
      'length 255',
      'local 63',
      'local 64',
      'local 65',
    ]);
  });

  it('emailOf accepts and refuses what the frozen rule does, with the same address', () => {
    fc.assert(
      fc.property(address, (text) => {
        expect(emailOf(text), JSON.stringify(text)).to.equal(FROZEN.emailOf(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it('at the limits: 64 bytes of local part and 254 characters, counted after NFC', () => {
    // Each limit from both sides: the frozen rule's answer, and the new one must be the same.
    const cases: Array<[string, boolean]> = [
      [`${'a'.repeat(64)}@example.com`, true],
      [`${'a'.repeat(65)}@example.com`, false],
      [`${'é'.repeat(32)}@example.com`, true],
      [`${'é'.repeat(32)}a@example.com`, false],
      [`${'e\u0301'.repeat(32)}@example.com`, true], // 96 bytes as sent, 64 after NFC
      [`${'\u0958'.repeat(11)}@example.com`, false], // 33 bytes as sent, 66 after NFC
      [`${'😀'.repeat(16)}@example.com`, true],
      [`${'😀'.repeat(16)}a@example.com`, false],
      [`${'\ud800'.repeat(21)}a@example.com`, true], // lone surrogates: 3 bytes each (U+FFFD)
      [`${'\ud800'.repeat(21)}ab@example.com`, false],
      [toLength('a@example.com', 254), true],
      [toLength('a@example.com', 255), false],
      [toLength('\u0958@example.com', 253), true], // 254 characters after NFC
      [toLength('\u0958@example.com', 254), false],
      [toLength('e\u0301@example.com', 255), true], // 254 after NFC
    ];
    for (const [text, accepted] of cases) {
      expect(FROZEN.emailOf(text) !== null, JSON.stringify(text)).to.equal(accepted);
      expect(emailOf(text), JSON.stringify(text)).to.equal(FROZEN.emailOf(text));
    }
  });
});

const phone = fc.oneof(
  fc.stringMatching(/^(\+|00|0)?[0-9]{4,15}$/),
  fc.stringMatching(/^\+?[0-9 ()\-.[\]]{4,20}$/),
  fc.constantFrom('+14155550123', '+33 1 23 45 67 89', '06 12 34 56 78', '+442079460000', 'call me', '', '+'),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, {}, ['+14155550123']),
);
const text = (max: number) =>
  fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.integer({ min: max - 1, max: max + 1 }).map((length) => 'x'.repeat(length)),
    fc.constantFrom(null, 42, true, {}, []),
  );
const lead = fc.record(
  {
    phone,
    email: fc.oneof(address, fc.constantFrom(null, 42, {}, ['a@example.com'])),
    name: text(200),
    notes: text(10_000),
    test: fc.boolean(),
  },
  { requiredKeys: ['test'] },
);
const country = fc.constantFrom(null, 'US', 'FR', 'GB', 'DE', 'NZ', 'AU', 'BR', 'IN');

describe('Property: checkLead answers as it did (issue 35 item 6)', () => {
  it('the same values, problems and messages for any lead in any country, asked in any order and again', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(lead, country), { minLength: 1, maxLength: 4 }), (leads) => {
        for (const [values, defaultCountry] of [...leads, ...leads]) {
          // The reader tries the email first (emailOf), then the schema checks the lead.
          if (typeof values.email === 'string') emailOf(values.email);
          const frozen = FROZEN.checkLead(values as ReadValues, defaultCountry);
          expect(checkLead(values as ReadValues, defaultCountry), JSON.stringify(values)).to.deep.equal(frozen);
        }
      }),
      { numRuns: 3_000 },
    );
  });
});
