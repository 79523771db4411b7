import { expect } from 'chai';
import { startTestServer, unique, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

// docs/api.md §2.5-2.6: forms nest bracket keys, keep every other key verbatim, list repeated keys;
// multipart/form-data is read like a form; at most 5,000 values; parsing is linear.
describe('POST /webhook/:token with forms and multipart bodies', () => {
  let server: TestServer;
  let source: SourceView;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0', BODY_LIMIT_BYTES: '1048576' });
  });
  after(() => server.stop());
  beforeEach(async () => {
    source = await server.createSource({ defaultCountry: 'US' });
  });

  const postForm = (text: string) => server.post(source.webhookUrl, text, FORM);

  it('nests bracket keys, keeps other keys verbatim as plain data, and lists a repeated key', async () => {
    const phone = uniquePhone();
    const text = new URLSearchParams([
      ['phone', phone],
      ['meta[page][url]', 'https://example.com/a'],
      ['meta[page][title]', 'Solar'],
      ['interest[]', 'solar'],
      ['interest[]', 'battery'],
      ['color', 'red'],
      ['color', 'blue'],
      ['color', 'green'],
      ['__proto__', 'p'],
      ['constructor', 'c'],
      ['a[b', 'open'],
      ['x]y', 'close'],
      ['toString', 't'],
    ]).toString();
    const response = await postForm(text);
    expect(response.status).to.equal(200);
    const { lead } = await response.json();
    expect(lead.fields).to.deep.equal({
      meta: { page: { url: 'https://example.com/a', title: 'Solar' } },
      interest: ['solar', 'battery'],
      color: ['red', 'blue', 'green'],
      ['__proto__']: 'p',
      constructor: 'c',
      'a[b': 'open',
      'x]y': 'close',
      toString: 't',
    });
    expect(Object.keys(lead.fields)).to.include('__proto__');
    expect(lead.notes).to.contain('__proto__: p').and.contain('color: red, blue, green');
    expect(({} as Record<string, unknown>).p).to.equal(undefined);
  });

  it('refuses a form with more than 5,000 values with 422 before building it (64 KB, one key 32,000 times)', async () => {
    const response = await postForm(`email=a%40b.co${'&a'.repeat(32_000)}`);
    expect(response.status).to.equal(422);
    expect((await response.json()).error.details).to.deep.equal([
      { field: 'body', message: "the body has more than 5000 values; send only the form's answers" },
    ]);
    expect((await fetch(`${server.url}/healthz`)).status).to.equal(200);
    const atLimit = await postForm(`email=${unique('limit')}%40example.com${'&a'.repeat(4_999)}`);
    expect(atLimit.status).to.equal(200);
    expect((await atLimit.json()).lead.fields.a).to.have.length(4_999);
  });

  // Issue 12 item 2: each repeat used to copy the list built so far (32,000 repeats took ~10 s).
  // Measured in CPU time of this process, where the server and its reader threads run: the wall
  // time of a body read at the lowest priority is mostly its wait for CPU on a busy machine (with
  // both cores busy, 11x for 4x the values).
  it('costs time linear in the form: 4x the repeated values costs well under 8x the time, accepted or refused', async () => {
    const body = (repeats: number) => `email=${unique('cost')}%40example.com${'&a=x'.repeat(repeats)}`;
    const cpuMs = () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    };
    const costOf = async (repeats: number, status: number) => {
      const started = cpuMs();
      const response = await postForm(body(repeats));
      await response.arrayBuffer();
      expect(response.status).to.equal(status);
      return cpuMs() - started;
    };
    await costOf(100, 200); // warm-up
    // The two sizes alternate, so work the process does meanwhile (a thread finishing an earlier test's body, a
    // collection of its heap) weighs on both alike; each size's best of three counts.
    for (const [small, status] of [
      [1_200, 200],
      [8_000, 422],
    ]) {
      let [once, fourTimes] = [Infinity, Infinity];
      for (let run = 0; run < 3; run++) {
        once = Math.min(once, await costOf(small, status));
        fourTimes = Math.min(fourTimes, await costOf(4 * small, status));
      }
      expect(
        fourTimes / once,
        `${once.toFixed(2)} ms for ${small} values, ${fourTimes.toFixed(2)} ms for ${4 * small}`,
      ).to.be.lessThan(8);
    }
  });

  it('refuses a bracket key nested deeper than 32 levels with 422', async () => {
    const response = await postForm(`phone=${encodeURIComponent(uniquePhone())}&a${'[b]'.repeat(40)}=1`);
    expect(response.status).to.equal(422);
    expect((await response.json()).error.details[0].field).to.equal('a');
  });

  it('reads multipart/form-data like a form, skipping file parts and naming them and their files in the notes', async () => {
    const phone = uniquePhone();
    const form = new FormData();
    form.append('name', 'Multi Part');
    form.append('phone', phone);
    form.append('fields[budget][value]', '5000');
    form.append('interest', 'solar');
    form.append('interest', 'battery');
    form.append('cv', new Blob([new Uint8Array([0, 1, 2, 0xff])], { type: 'application/pdf' }), 'Ana_Silva_CV.pdf');
    form.append(
      'photo',
      new Blob([new Uint8Array([1])], { type: 'image/jpeg' }),
      `C:\\fakepath\\roof${'x'.repeat(300)}.jpg`,
    );
    const response = await fetch(source.webhookUrl.replace(server.publicBaseUrl, server.url), {
      method: 'POST',
      body: form,
    });
    expect(response.status).to.equal(200);
    const { lead } = await response.json();
    expect(lead).to.include({ name: 'Multi Part', phone });
    expect(lead.fields).to.deep.equal({ fields: { budget: { value: '5000' } }, interest: ['solar', 'battery'] });
    // The file's own name too, as the person named it (session 33, blind set 37's guide 08: a CV's name): without its
    // path, cut to 120 characters.
    expect(lead.notes).to.contain(`files not kept: cv (Ana_Silva_CV.pdf), photo (roof${'x'.repeat(115)}…)`);
    const [delivery] = (await (await server.api(`/api/sources/${source.id}/deliveries`)).json()).deliveries;
    expect(delivery.body).to.contain('name="phone"').and.contain('[file not kept]').and.not.contain('\uFFFD');
  });

  it('answers 400 invalid_body for a malformed multipart body and 422 beyond 5,000 parts', async () => {
    const type = { 'Content-Type': 'multipart/form-data; boundary=xyz' };
    const broken = await server.post(
      source.webhookUrl,
      '--xyz\r\nContent-Disposition: form-data; name="phone"\r\n\r\n+1415',
      type,
    );
    expect(broken.status).to.equal(400);
    expect((await broken.json()).error.code).to.equal('invalid_body');
    const part = '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n';
    const many = await server.post(source.webhookUrl, `${part.repeat(5_001)}--xyz--\r\n`, { ...type });
    expect(many.status).to.equal(422);
    expect((await many.json()).error.details[0].field).to.equal('body');
  });
});
