import { expect } from 'chai';
import { fixtureJson } from '../helpers/sender-fixtures.ts';
import { serverWithSource, type SourceView, type TestServer } from '../helpers/test-server.ts';

const NO_CONTACT = 'no phone or email in this body: the form must ask for one';

// Issue 36 item 6: a body holding no value that could be a phone or an email is told apart from
// one whose contact sits under keys nobody can read (which a mapping can fix).
describe('POST /webhook/:token with no phone or email anywhere', () => {
  let server: TestServer;
  let source: SourceView;
  serverWithSource((started, created) => {
    server = started;
    source = created;
  });

  const lastDelivery = async () =>
    (await (await server.api(`/api/sources/${source.id}/deliveries`)).json()).deliveries[0];

  it('says the form must ask for one, on the answer and the delivery', async () => {
    const response = await server.post(source.webhookUrl, { name: 'Only A Name', message: 'call me', budget: 300 });
    expect(response.status).to.equal(422);
    const { error } = await response.json();
    expect(error).to.include({ code: 'validation_failed', message: NO_CONTACT });
    expect((await lastDelivery()).error).to.deep.equal({ code: 'validation_failed', message: NO_CONTACT });
  });

  it('keeps the fields answer for a body whose phone or email sits under keys nobody reads', async () => {
    const entry = fixtureJson('gravity-forms-all-fields.json');
    delete entry['3'];
    Object.assign(entry, { 4: '(650) 555-0199' });
    const response = await server.post(source.webhookUrl, entry);
    expect(response.status).to.equal(422);
    expect((await response.json()).error.message).not.to.equal(NO_CONTACT);
  });
});
