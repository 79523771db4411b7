import { expect } from 'chai';
import fc from 'fast-check';
import { HttpError } from '../../service/http/errors.ts';
import { LeadInputError } from '../../service/lead/schema/lead-input-error.ts';
import { leadRefused } from '../../service/webhook/prepared-body.ts';
import { readInput } from '../helpers/read-lead.ts';

// The whole reading of one lead object, as submitLead runs it (docs/api.md §2.4).
const read = (body: Record<string, unknown>) => readInput(body);

// Labels as senders spell them, in the seven languages the vocabulary covers and the contact terms of seven more;
// plurals, trailing numbers and `name` + a part.
const LABELS = {
  email: [
    'email',
    'Email',
    'E-Mail-Adresse',
    'e_mail',
    'EmailAddress',
    'your-email',
    "What's your email?",
    'Adresse e-mail',
    'Adres e-mail',
    'Correo electrónico',
    'Endereço de e-mail',
    'Indirizzo email',
    'E-mailadres',
    'courriel',
    'E-posta',
    'E-postadress',
    'メールアドレス',
    '电子邮件',
    'email1',
    'Emails',
  ],
  phone: [
    'phone',
    'Phone Number',
    'Telefonnummer',
    'Téléphone',
    'Teléfono',
    'Telefone',
    'Numero di telefono',
    'Telefoonnummer',
    'your-tel',
    'mobile',
    'Handynummer',
    'What is your phone number?',
    'telefone',
    'Celular',
    'Podaj numer telefonu',
    'Telefon numarası',
    'Telefonní číslo',
    'Număr de telefon',
    '電話番号',
    '手机号码',
    'phone1',
    'Phone Number 2',
    'phones',
  ],
  name: [
    'name',
    'Full name',
    'Vollständiger Name',
    'Nom complet',
    'Nombre completo',
    'Nome completo',
    'Volledige naam',
    'your-name',
    "What's your name?",
    'Imię i nazwisko',
    'Ad Soyad',
    'Fullständigt namn',
    'Jméno a příjmení',
    'Nume și prenume',
    'お名前',
    '姓名',
  ],
  firstName: [
    'first_name',
    'FNAME',
    'Vorname',
    'Prénom',
    'Primeiro nome',
    'Voornaam',
    'Given name',
    'First Name',
    'Name_First',
    'name.given',
    'Imię',
    'Förnamn',
  ],
  lastName: [
    'last_name',
    'LNAME',
    'Nachname',
    'Nom de famille',
    'Apellido',
    'Sobrenome',
    'Cognome',
    'Achternaam',
    'Surname',
    'NameLast',
    'Nazwisko',
    'Efternamn',
  ],
};
const FIRST = ['Ada', 'Grace', 'Lin', 'Omar', 'Priya', 'Jonas', 'Chloé', 'Mateo', 'João', 'Giulia', 'Sanne'];
const LAST = ['Tester', 'Lovelace', 'Hopper', 'Okafor', 'Müller', 'Dubois', 'García', 'Silva', 'Rossi', 'de Vries'];
const WRAPPERS = ['data', 'payload', 'contact', 'fields', 'form_response', 'submission', 'lead', 'body', 'entry'];
const NOISE: Array<[string, unknown]> = [
  ['Company name', 'Example Ltd'],
  ['message', 'Call me in the morning'],
  ['utm_source', 'newsletter'],
  ['budget', 5000],
  // A staff member's own contact beside the lead's (a comment's author): never the lead's while the lead has one.
  ['posted_by', { name: 'Stan Staff', email: 'stan.staff@example.org', phone: '+16505559999' }],
];
const PROTO = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

interface Field {
  role: keyof typeof LABELS;
  label: string;
  value: unknown;
  hint?: string;
}
type Style = 'plain' | 'list' | 'typed' | 'labelled' | 'label-object';

const person = fc.record({
  first: fc.constantFrom(...FIRST),
  last: fc.constantFrom(...LAST),
  n: fc.integer({ min: 0, max: 9999 }),
  phoneStyle: fc.constantFrom('+1 650 555 %', '(650) 555-%', '650.555.%', '+1650555%', 'number'),
  nameStyle: fc.constantFrom('full', 'split', 'object', 'text'),
});
type Person = typeof person extends fc.Arbitrary<infer T> ? T : never;

const digits = (p: Person) => String(p.n).padStart(4, '0');
const expected = (p: Person) => ({
  name: `${p.first} ${p.last}`,
  phone: `+1650555${digits(p)}`,
  email: `${p.first.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${p.n}@example.com`,
});

function fieldsOf(p: Person, pick: (role: keyof typeof LABELS) => string): Field[] {
  const phone = p.phoneStyle === 'number' ? Number(`1650555${digits(p)}`) : p.phoneStyle.replace('%', digits(p));
  const fields: Field[] = [
    { role: 'email', label: pick('email'), value: expected(p).email, hint: 'email' },
    { role: 'phone', label: pick('phone'), value: phone, hint: 'tel' },
  ];
  if (p.nameStyle === 'split') {
    fields.push(
      { role: 'firstName', label: pick('firstName'), value: p.first },
      { role: 'lastName', label: pick('lastName'), value: p.last },
    );
  } else {
    const value =
      p.nameStyle === 'object'
        ? { First: p.first, Last: p.last }
        : p.nameStyle === 'text'
          ? `first = ${p.first}\nlast = ${p.last}`
          : `${p.first} ${p.last}`;
    fields.push({ role: 'name', label: pick('name'), value });
  }
  return fields;
}

// One field as a sender writes it: plain, a one-element list, a typed value, or a labelled item.
function written(field: Field, style: Style, i: number): [string, unknown] {
  if (style === 'labelled') return [`field_${i}`, { label: field.label, value: field.value }];
  if (style === 'label-object') return [`field_${i}`, { question: { body: field.label }, answer: field.value }];
  if (style === 'typed' && typeof field.value !== 'object')
    return [field.label, { value: field.value, field_type: field.hint ?? 'text' }];
  if (style === 'list' && typeof field.value !== 'object') return [field.label, [field.value]];
  return [field.label, field.value];
}

const scenario = fc.record({
  person,
  labelSeeds: fc.array(fc.nat(), { minLength: 5, maxLength: 5 }),
  styles: fc.array(fc.constantFrom<Style>('plain', 'list', 'typed', 'labelled', 'label-object'), {
    minLength: 4,
    maxLength: 4,
  }),
  asList: fc.boolean(),
  wrappers: fc.array(fc.constantFrom(...WRAPPERS), { maxLength: 3 }),
  noise: fc.subarray(NOISE),
  order: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
});

function bodyOf({
  person: p,
  labelSeeds,
  styles,
  asList,
  wrappers,
  noise,
  order,
}: typeof scenario extends fc.Arbitrary<infer T> ? T : never): Record<string, unknown> {
  const roles = Object.keys(LABELS) as Array<keyof typeof LABELS>;
  const pick = (role: keyof typeof LABELS) => LABELS[role][labelSeeds[roles.indexOf(role)] % LABELS[role].length];
  const fields = fieldsOf(p, pick);
  const entries: Array<[string, unknown]> = [
    ...fields.map((field, i) => written(field, asList ? 'labelled' : styles[i], i)),
    ...noise.map(([label, value], i): [string, unknown] =>
      asList ? [`noise_${i}`, { label, value }] : [label, value],
    ),
  ];
  // Key order at random: the reading may not depend on it.
  const shuffled = entries
    .map((entry, i) => [order[i] ?? i, i, entry] as const)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([, , entry]) => entry);
  let body: unknown = asList ? shuffled.map(([, item]) => item) : Object.fromEntries(shuffled);
  for (const key of wrappers) body = { [key]: body };
  return Array.isArray(body) ? { answers: body } : (body as Record<string, unknown>);
}

describe('Property: the reader finds the same person however a sender wraps them (docs/api.md §2.4)', () => {
  it('reads the same name, phone and email under random wrappers, depths, label spellings and languages, list-wrapping and key orders', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const lead = read(bodyOf(s));
        expect({ name: lead.name, phone: lead.phone, email: lead.email }, JSON.stringify(bodyOf(s))).to.deep.equal(
          expected(s.person),
        );
      }),
      { numRuns: 400 },
    );
  });

  it('never throws anything but a 4xx for keys named like Object.prototype members, and still reads the person', () => {
    const protoValue = fc.oneof(
      fc.constantFrom('x', 'toString', 'constructor', 1, true, null),
      fc.constantFrom(...PROTO).map((name) => ({ type: name, value: 'v' })),
      fc.constantFrom(...PROTO).map((name) => ({ label: name, value: 'v', type: name })),
      fc.constantFrom(...PROTO).map((name) => ({ [name]: 1, value: { toString: 1 } })),
      fc.constantFrom(...PROTO).map((name) => ({ first: name, last: { valueOf: 2 } })),
    );
    const injected = fc.array(fc.tuple(fc.constantFrom(...PROTO), protoValue, fc.nat()), {
      minLength: 1,
      maxLength: 6,
    });
    fc.assert(
      fc.property(scenario, injected, (s, extra) => {
        const body = bodyOf(s);
        // Put each hostile key into the body or one of its objects, as own keys (JSON.parse defines "__proto__" as one).
        const text = JSON.stringify(body);
        const hostile = JSON.parse(text) as Record<string, unknown>;
        const objects: Array<Record<string, unknown>> = [];
        const collect = (value: unknown) => {
          if (value === null || typeof value !== 'object') return;
          if (!Array.isArray(value)) objects.push(value as Record<string, unknown>);
          Object.values(value).forEach(collect);
        };
        collect(hostile);
        for (const [key, value, at] of extra)
          Object.defineProperty(objects[at % objects.length], key, {
            value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
        let lead;
        try {
          lead = read(hostile);
        } catch (caught) {
          // A refusal, answered as the edge answers it (prepared-body.ts): the core's own, or the body's.
          const error = caught instanceof LeadInputError ? leadRefused(caught) : caught;
          expect(error, String(error)).to.be.instanceOf(HttpError);
          expect((error as HttpError).status).to.be.within(400, 499);
          return;
        }
        expect({ phone: lead.phone, email: lead.email }).to.deep.equal({
          phone: expected(s.person).phone,
          email: expected(s.person).email,
        });
        expect(({} as Record<string, unknown>).v).to.equal(undefined);
      }),
      { numRuns: 300 },
    );
  });

  // The keys and values of the reader's newer paths (menus' rows, untyped question lists, turns marked by numbers,
  // cards, field ids, signatures, Han and Hangul names) with nulls, numbers, booleans and nested lists where they
  // read text: a TypeError there is a 500 on the public URL (a menu's row that was `null`; a phone `{toString: 0}`).
  it("never throws anything but a 4xx on bodies of its paths' keys holding values of any type", () => {
    const key = fc.constantFrom(
      ...['name', 'email', 'phone', 'id', 'title', 'type', 'label', 'value', 'from', 'text', 'message', 'author'],
      ...['__proto__', 'constructor', 'toString', 'hasOwnProperty', '1', '2', 'q1', 'fld_5f2a', '', 'identity'],
      ...['advertiser_mobile', 'agent_phone', 'customer_list', 'answers', 'turns', 'digit', 'prompt', 'option'],
      ...['merchant_param1', 'ucName', 'caller', 'to', 'booking_number', 'Preferred color', 'How many rooms?'],
      ...['дитина', '12वीं के अंक', 'card', 'options', 'choices', 'fields', 'responses', 'seller_phone', 'tags'],
    );
    const text = fc.constantFrom(
      ...['1', '2', '#', '0.00', '00', '+14155550100', '+14155550199', '4155550123', 'ada@example.com', 'Ada Tester'],
      ...['김지우', '陈先生', '示例家装-推广账户', '山田 太郎（やまだ たろう）', 'Operator: called back', 'Which one?'],
      ...['Оператор: предложил скидку', 'hello there friend', 'PS-771204', '516875*42', 'visitor', 'agent', '', ' '],
    );
    // An object whose `toString` is no function: `String()` of it throws (a phone's value compared as text).
    const leaf = fc.oneof(
      text,
      fc.integer({ min: -2, max: 12 }),
      fc.constant(null),
      fc.boolean(),
      fc.double(),
      fc.constant({ toString: 0 }),
    );
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof({ depthSize: 'small' }, leaf, tie('object'), tie('list')),
      object: fc.dictionary(key, tie('tree'), { maxKeys: 5 }),
      list: fc.array(tie('tree'), { maxLength: 4 }),
    }));
    fc.assert(
      fc.property(fc.dictionary(key, tree, { minKeys: 1, maxKeys: 6 }), (body) => {
        try {
          // As parsed: `__proto__` an own key, no undefined, no NaN.
          read(JSON.parse(JSON.stringify(body)) as Record<string, unknown>);
        } catch (caught) {
          const error = caught instanceof LeadInputError ? leadRefused(caught) : caught;
          expect(error, String(error)).to.be.instanceOf(HttpError);
          expect((error as HttpError).status).to.be.within(400, 499);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('resolves two different emails by the documented order, whatever the key order', () => {
    const [winner, loser] = ['winner@example.com', 'loser@example.com'];
    const cases: Array<[string, Array<[string, unknown]>]> = [
      // Our own key first, wherever the other one is.
      [
        'own key over a term',
        [
          ['email', winner],
          ['E-Mail-Adresse', loser],
        ],
      ],
      [
        'own key over a typed answer',
        [
          ['email', winner],
          ['answers', [{ type: 'email', email: loser }]],
        ],
      ],
      // A term over a label holding one, that over an address under any key.
      [
        'term over a question',
        [
          ['E-mail', winner],
          ['Which email should we use?', loser],
        ],
      ],
      [
        'question over shape alone',
        [
          ['Which email should we use?', winner],
          ['contact_info', loser],
        ],
      ],
      // The lead's own over someone else's: an organizer's, a host's.
      [
        'not the organizer',
        [
          ['organizer', { email: loser }],
          ['attendee', { email: winner }],
        ],
      ],
      [
        'not the hosts',
        [
          ['hosts', [{ name: 'Host', email: loser }]],
          ['invitee_email', winner],
        ],
      ],
      // A question's answer over a plain key of the same tier (under keys naming no one); then shallower first.
      [
        'answer over plain key',
        [
          ['details', { 'E-mail': loser }],
          ['fields', [{ label: 'Email', value: winner }]],
        ],
      ],
      [
        'shallower first',
        [
          ['email_address', winner],
          ['meta', { email_address: loser }],
        ],
      ],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...cases),
        fc.boolean(),
        fc.constantFrom(...WRAPPERS),
        ([title, entries], reversed, wrapper) => {
          const ordered = reversed ? [...entries].reverse() : entries;
          const body = { [wrapper]: { phone: '+16505550100', ...Object.fromEntries(ordered) } };
          expect(read(body).email, title).to.equal(winner);
        },
      ),
      { numRuns: 200 },
    );
    // The lead's object (its key names the lead: contact, candidate, kunde) over one naming no one, that over staff's; the
    // nearest key naming a party decides. Under wrappers naming no party (a `lead` wrapper would make every object the lead's).
    const parties: Array<[string, Array<[string, unknown]>]> = [
      [
        'lead over no one',
        [
          ['record', { email: loser }],
          ['candidate', { 'E-mail': winner }],
        ],
      ],
      [
        'no one over staff',
        [
          ['posted_by', { email: loser }],
          ['record', { 'E-mail': winner }],
        ],
      ],
      [
        'nearest role decides',
        [
          ['account', { customer: { email: winner } }],
          ['record', { 'e-mail': loser }],
        ],
      ],
      [
        'a kunde over a Bearbeiter',
        [
          ['bearbeiter', [{ email: loser }]],
          ['kunde', { kontakt: { mail: winner } }],
        ],
      ],
    ];
    const neutral = WRAPPERS.filter((wrapper) => wrapper !== 'contact' && wrapper !== 'lead');
    fc.assert(
      fc.property(
        fc.constantFrom(...parties),
        fc.boolean(),
        fc.constantFrom(...neutral),
        ([title, entries], reversed, wrapper) => {
          const body = {
            [wrapper]: { phone: '+16505550100', ...Object.fromEntries(reversed ? [...entries].reverse() : entries) },
          };
          expect(read(body).email, title).to.equal(winner);
        },
      ),
      { numRuns: 100 },
    );
    // Of two equal keys' kind at the same depth, the first in body order.
    const first = read({ data: { 'e-mail': winner, email_address: loser } });
    expect(first.email).to.equal(winner);
    expect(read({ data: { email_address: loser, 'e-mail': winner } }).email).to.equal(loser);
  });

  it("reads keys qualified by a person's word the same whatever the word, its side, the separator and the decoys beside them", () => {
    // A qualifier before the term (English, German), or after it with a little word (Romance, Dutch).
    const BEFORE = [
      'customer',
      'billing',
      'user',
      'contact',
      'buyer',
      'attendee',
      'guest',
      'applicant',
      'kunden',
      'shipping',
      'from',
    ];
    const AFTER: Array<[string, string]> = [
      ['cliente', 'do'],
      ['client', 'du'],
      ['klant', 'van'],
      ['cliente', 'del'],
      ['customer', 'of'],
    ];
    const FIELDS = {
      first: ['first name', 'vorname', 'prenom'],
      last: ['last name', 'nachname', 'surname'],
      phone: ['phone', 'mobile', 'telefon', 'phone no'],
      email: ['email', 'e mail', 'courriel'],
    };
    const THINGS = ['tax', 'item', 'product', 'merchant', 'vendor', 'template', 'store', 'agent'];
    const joinWords = (words: string[], style: number) =>
      style === 0
        ? words.join('_')
        : style === 1
          ? words.join('-')
          : style === 2
            ? words.map((word, i) => (i === 0 ? word : word[0].toUpperCase() + word.slice(1))).join('')
            : words.join(' ');
    fc.assert(
      fc.property(
        person,
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.constantFrom(...THINGS),
        fc.constantFrom(...WRAPPERS),
        fc.array(fc.nat(), { minLength: 7, maxLength: 7 }),
        (p, q, f, after, style, split, thing, wrapper, order) => {
          const key = (field: string) => {
            const words = field.split(' ');
            if (after % 3 === 0) {
              const [qualifier, link] = AFTER[q % AFTER.length];
              return joinWords([...words, link, qualifier], style);
            }
            return joinWords([BEFORE[q % BEFORE.length], ...words], style);
          };
          const pick = (list: string[]) => list[f % list.length];
          const want = expected(p);
          const entries: Array<[string, unknown]> = [
            [key(pick(FIELDS.email)), want.email],
            [key(pick(FIELDS.phone)), `(650) 555-${digits(p)}`],
            ...(split
              ? ([
                  [key(pick(FIELDS.first)), p.first],
                  [key(pick(FIELDS.last)), p.last],
                ] as Array<[string, unknown]>)
              : ([[key('name'), `${p.first} ${p.last}`]] as Array<[string, unknown]>)),
            // Decoys: a record's title under a bare `name`, a thing's name, a thing's email.
            ['name', 'Spring open day'],
            [joinWords([thing, 'name'], style), 'Pro Drill Kit'],
            [joinWords([thing, 'email'], style), 'desk@example.org'],
          ];
          const shuffled = entries
            .map((entry, i) => [order[i] ?? i, i, entry] as const)
            .sort((a, b) => a[0] - b[0] || a[1] - b[1])
            .map(([, , entry]) => entry);
          const body = { [wrapper]: Object.fromEntries(shuffled) };
          const lead = read(body);
          expect({ name: lead.name, phone: lead.phone, email: lead.email }, JSON.stringify(body)).to.deep.equal(want);
        },
      ),
      { numRuns: 300 },
    );
  });
});
