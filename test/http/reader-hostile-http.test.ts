import { expect } from 'chai';
import { serverWithSource, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

/**
 * Keys and values of the wrong type or named like Object.prototype's members, where the reader's
 * newest rules look (display_name/variable_name labels, a call's sides, message ids, RFC 5322
 * display names, name stems, one-word last-name joins): 200 or 422, never a 500 (docs/api.md §2.1).
 */
describe('Webhook: hostile keys and types where the reader reads labels, call sides, ids and names', function () {
  this.timeout(60_000);
  let server: TestServer;
  let source: SourceView;
  serverWithSource((started, created) => {
    server = started;
    source = created;
  });

  const email = () => `hostile-${uniquePhone().slice(1)}@example.com`;
  const bodies: Array<[string, () => string]> = [
    [
      'display_name a number, variable_name an object',
      () => JSON.stringify({ fields: [{ display_name: 5, variable_name: { a: 1 }, value: email() }] }),
    ],
    [
      'display_name and variable_name "__proto__", "constructor"',
      () =>
        `{"fields": [{"display_name": "__proto__", "variable_name": "constructor", "value": "${email()}"}, {"display_name": "toString", "value": "Ada"}]}`,
    ],
    [
      'caller_number an object, tracking_number a list',
      () => JSON.stringify({ caller_number: {}, tracking_number: [], email: email() }),
    ],
    [
      'caller_number a number, callerNumber a boolean',
      () => JSON.stringify({ caller_number: Number(uniquePhone().slice(1)), callerNumber: true }),
    ],
    [
      'MessageId a list, Message-ID an object, In-Reply-To null',
      () => JSON.stringify({ MessageId: [], 'Message-ID': {}, 'In-Reply-To': null, from: email() }),
    ],
    [
      'name parts as lists and numbers',
      () => JSON.stringify({ name: { first: ['a'], last: 7, prefix: {} }, email: email() }),
    ],
    [
      'a stem of keys named like prototype members',
      () =>
        `{"__proto___first_name": "Ada", "constructor_last_name": "Tester", "toString_name": 5, "email": "${email()}"}`,
    ],
    [
      'x_customer_name a number beside x_customer_lastname a list',
      () => JSON.stringify({ x_customer_name: 5, x_customer_lastname: ['R'], email: email() }),
    ],
    [
      'a one-word name beside a last name that is an object',
      () => JSON.stringify({ name: 'Camila', last_name: { valueOf: 1 }, email: email() }),
    ],
    [
      'ivr_name and queue_name as lists',
      () => JSON.stringify({ ivr_name: ['x'], queue_name: { name: 'Sales' }, caller_id: uniquePhone() }),
    ],
    [
      'a mailbox with NUL, a lone surrogate and RTL in its display name',
      () => JSON.stringify({ from: `A\u0000\ud800\u202e <${email()}>` }),
    ],
    ['a quoted display name of escapes only', () => JSON.stringify({ from: `"\\\\\\"" <${email()}>` })],
    [
      'a bare <local@host> under every id key',
      () =>
        JSON.stringify({
          message_id: '<a@b.co>',
          References: '<c@d.co> <e@f.co>',
          thread_ref: '<g@h.co>',
          phone: uniquePhone(),
        }),
    ],
    [
      'keys differing only in case and separators',
      () => JSON.stringify({ Email: email(), EMAIL: 'not an address', 'e-mail': email(), e_mail: null }),
    ],
    [
      'keys of combining marks, emoji, NUL and RTL',
      () => JSON.stringify({ 'e\u0301mail': email(), '👍': 'x', 'a\u0000b': 'y', '\u202eenohp': uniquePhone() }),
    ],
    ['an empty key and a key of spaces', () => JSON.stringify({ '': email(), ' ': uniquePhone() })],
    [
      'a phone in parts whose parts are objects and prototype names',
      () => JSON.stringify({ phone: { country_code: '__proto__', area_code: {}, number: '5550142' }, email: email() }),
    ],
    [
      'a question description whose id is "__proto__"',
      () => `{"defs": [{"id": "__proto__", "title": "Email", "type": "email"}], "__proto__": "${email()}"}`,
    ],
    [
      'a type/role of prototype names',
      () => JSON.stringify({ type: 'constructor', role: 'hasOwnProperty', party: '__proto__', email: email() }),
    ],
    [
      'a form body with prototype keys in brackets',
      () =>
        `fields[__proto__][label]=Email&fields[__proto__][value]=${encodeURIComponent(email())}&constructor[prototype][name]=x`,
    ],
  ];
  for (const [what, body] of bodies) {
    it(`answers ${what} with 200 or 422`, async () => {
      const text = body();
      const form = !text.startsWith('{');
      const response = await server.post(source.webhookUrl, text, {
        'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      });
      expect([200, 422], `${response.status} ${await response.clone().text()}`).to.include(response.status);
    });
  }
});
