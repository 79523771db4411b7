import { expect } from 'chai';
import { HttpError } from '../../service/http/errors.ts';
import { readLeadInput } from '../../service/webhook/lead-input.ts';
import { readSenderBody } from '../../service/webhook/senders/sender-body.ts';
import { fixtureForm, fixtureJson } from '../helpers/sender-fixtures.ts';

type Body = Record<string, any>;

// Where each sender format promises a scalar, a hostile sender puts something else.
const deepArray = () => {
  let value: unknown = 'x';
  for (let i = 0; i < 30_000; i++) value = [value];
  return value;
};
// Senders that carry JSON inside a string (Jotform's rawRequest, Unbounce's data.json) get it as text.
const DEEP_JSON = `${'['.repeat(30_000)}"x"${']'.repeat(30_000)}`;
const jsonWith = (json: string, key: string, value: unknown) => {
  const text = Array.isArray(value) && value.length === 1 && Array.isArray(value[0]) ? DEEP_JSON : JSON.stringify(value);
  const data = JSON.parse(json);
  data[key] = '__slot__';
  return JSON.stringify(data).replace('"__slot__"', text);
};
const HOSTILE: Array<[string, () => unknown]> = [
  ['{"toString": 1}', () => ({ toString: 1 })],
  ['a list of objects', () => [{ toString: 1 }, 'x']],
  ['a 30,000-deep list', deepArray],
];

const slots: Array<{ sender: string; body: () => Body; put: (body: Body, value: unknown) => void; field: RegExp }> = [
  { sender: 'Meta field_data values', body: () => fixtureJson('make-meta-field-data.json'), put: (b, v) => { b.field_data[3].values = v; }, field: /^field_data\[3\]\.values/ },
  { sender: 'Meta field_data values (the name)', body: () => fixtureJson('make-meta-field-data.json'), put: (b, v) => { b.field_data[0].values = [v]; }, field: /^field_data\[0\]\.values\[0\]/ },
  { sender: 'Google column_name', body: () => fixtureJson('google-ads-test-lead.json'), put: (b, v) => { b.user_column_data[4].column_name = v; }, field: /^user_column_data\[4\]\.column_name$/ },
  { sender: 'Google string_value', body: () => fixtureJson('google-ads-test-lead.json'), put: (b, v) => { b.user_column_data[0].string_value = v; }, field: /^user_column_data\[0\]\.string_value$/ },
  { sender: 'Typeform email answer', body: () => fixtureJson('typeform-form-response.json'), put: (b, v) => { b.form_response.answers[1].email = v; }, field: /^form_response\.answers\[1\]\.email$/ },
  { sender: 'Typeform question title', body: () => fixtureJson('typeform-form-response.json'), put: (b, v) => { b.form_response.definition.fields[2].title = v; }, field: /^form_response\.definition\.fields\[2\]\.title$/ },
  { sender: 'Tally value', body: () => fixtureJson('tally-form-response.json'), put: (b, v) => { b.data.fields[0].value = v; }, field: /^data\.fields\[0\]\.value/ },
  { sender: 'Jotform answer', body: () => fixtureJson('jotform-webhook-parts.json'), put: (b, v) => { b.rawRequest = jsonWith(b.rawRequest, 'q4_email', v); }, field: /^(rawRequest\.q4_email|email$)/ },
  { sender: 'Elementor field value', body: () => fixtureForm('elementor-advanced-form.txt'), put: (b, v) => { b.fields.email.value = v; }, field: /^fields\[email\]\[value\]/ },
  { sender: 'Webflow data', body: () => fixtureJson('webflow-form-submission.json'), put: (b, v) => { b.payload.data.email = v; }, field: /^payload\.data\.email/ },
  { sender: 'Unbounce data.json', body: () => fixtureForm('unbounce-webhook-form.txt'), put: (b, v) => { b['data.json'] = jsonWith(b['data.json'], 'email', v); }, field: /^data\.json\.email/ },
  { sender: 'HubSpot property value', body: () => fixtureJson('hubspot-workflow-contact.json'), put: (b, v) => { b.properties.email.value = v; }, field: /^properties\.email\.value$/ },
  { sender: 'Calendly name', body: () => fixtureJson('calendly-invitee-created.json'), put: (b, v) => { b.payload.name = v; }, field: /^payload\.name$/ },
  { sender: 'Calendly answer', body: () => fixtureJson('calendly-invitee-created.json'), put: (b, v) => { b.payload.questions_and_answers[1].answer = v; }, field: /^payload\.questions_and_answers\[1\]\.answer$/ },
  { sender: 'TikTok change value', body: () => fixtureJson('tiktok-lead-form.json'), put: (b, v) => { b.entry[0].changes[1].value = v; }, field: /^entry\[0\]\.changes\[1\]\.value$/ },
  { sender: 'Google Forms answer', body: () => fixtureJson('google-forms-apps-script.json'), put: (b, v) => { b.namedValues['Email Address'] = [v]; }, field: /^namedValues\.Email Address\[0\]/ },
];

describe('Sender formats refuse a non-scalar where they expect a scalar (422 naming the field, never 500)', () => {
  for (const { sender, body, put, field } of slots) {
    for (const [shape, hostile] of HOSTILE) {
      it(`${sender}: ${shape}`, () => {
        const sent = body();
        put(sent, hostile());
        let thrown: unknown;
        try {
          readLeadInput(readSenderBody(sent), 'US');
        } catch (error) {
          thrown = error;
        }
        expect(thrown, 'an HttpError').to.be.instanceOf(HttpError);
        const error = thrown as HttpError;
        expect(error.status).to.equal(422);
        expect(error.details?.[0].field).to.match(field);
      });
    }
  }
});

describe('JSON a sender nests as text follows the body rules (Jotform rawRequest, Unbounce data.json)', () => {
  const refusal = (sent: Body) => {
    try {
      readLeadInput(readSenderBody(sent), 'US');
    } catch (error) {
      return error as HttpError;
    }
    return null;
  };

  it('refuses more than 5,000 values inside rawRequest, naming it', () => {
    const sent: Body = fixtureJson('jotform-webhook-parts.json');
    sent.rawRequest = jsonWith(sent.rawRequest, 'q9_list', Array.from({ length: 30_000 }, () => 1));
    const error = refusal(sent);
    expect(error?.status).to.equal(422);
    expect(error?.details?.[0].field).to.equal('rawRequest');
  });

  it('refuses a key given twice inside data.json instead of letting the last one win', () => {
    const sent: Body = fixtureForm('unbounce-webhook-form.txt');
    sent['data.json'] = sent['data.json'].replace(/^\{/, '{"email": ["first@example.com"], ');
    const error = refusal(sent);
    expect(error?.status).to.equal(422);
    expect(error?.details?.[0]).to.include({ field: 'data.json' });
    expect(error?.details?.[0].message).to.contain('"email" twice');
  });
});
