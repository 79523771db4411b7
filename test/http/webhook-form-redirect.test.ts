import { expect } from 'chai';
import { startTestServer, unique, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

// Issue 36 item 5: a plain HTML form (no script) posting to a webhook URL lands the site's visitor
// on the source's thank-you page (303 See Other), or on a small page saying what was wrong; JSON
// senders and every other request keep today's answers (docs/api.md §2.7).
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const FORM = 'application/x-www-form-urlencoded';
const THANKS = 'https://www.example.com/thanks?from=form';

describe('POST /webhook/:token from a plain HTML form: the source redirectUrl', () => {
  let server: TestServer;
  let source: SourceView;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0' });
  });
  after(() => server.stop());
  beforeEach(async () => {
    source = await server.createSource({ defaultCountry: 'US' });
  });

  const patch = (id: string, json: unknown) => server.api(`/api/sources/${id}`, { method: 'PATCH', json });
  // A browser's form post, redirects not followed, so the answer itself is seen.
  const post = (body: BodyInit, headers: Record<string, string>, to = source) =>
    fetch(to.webhookUrl.replace(server.publicBaseUrl, server.url), {
      method: 'POST',
      body,
      headers,
      redirect: 'manual',
    });
  const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const deliveries = async () =>
    (await (await server.api(`/api/sources/${source.id}/deliveries`)).json()).deliveries as Array<{
      status: number;
      outcome: string;
    }>;

  it('is a source setting an admin sets with PATCH: an absolute https:// URL, or http://localhost; null or "" clears it', async () => {
    const set = await patch(source.id, { redirectUrl: THANKS });
    expect(set.status).to.equal(200);
    expect((await set.json()).redirectUrl).to.equal(THANKS);
    expect((await (await server.api(`/api/sources/${source.id}`)).json()).redirectUrl).to.equal(THANKS);
    const local = await patch(source.id, { redirectUrl: 'http://localhost:8080/thanks' });
    expect((await local.json()).redirectUrl).to.equal('http://localhost:8080/thanks');
    for (const bad of [
      'http://www.example.com/thanks',
      'javascript:alert(1)',
      '/thanks',
      'https://',
      'ftp://example.com/',
      'http://localhost.evil.example/',
      'https://user:pass@example.com/',
      'x'.repeat(2001),
      42,
    ]) {
      const refused = await patch(source.id, { redirectUrl: bad });
      expect(refused.status, String(bad)).to.equal(422);
      expect((await refused.json()).error.details[0].field).to.equal('redirectUrl');
    }
    expect((await (await patch(source.id, { redirectUrl: '' })).json()).redirectUrl).to.equal(null);
    expect(((await server.createSource()) as SourceView & { redirectUrl: unknown }).redirectUrl).to.equal(null);
  });

  it('answers a form asking for text/html first with 303 See Other to the thank-you page, for a created and a duplicate lead; the delivery records the 303', async () => {
    await patch(source.id, { redirectUrl: THANKS });
    const fields = { name: 'Form Visitor', phone: uniquePhone(), email: `${unique('form')}@example.com` };
    const created = await post(formBody(fields), { 'Content-Type': FORM, Accept: BROWSER_ACCEPT });
    expect(created.status).to.equal(303);
    expect(created.headers.get('location')).to.equal(THANKS);
    const again = await post(formBody(fields), { 'Content-Type': FORM, Accept: BROWSER_ACCEPT });
    expect(again.status).to.equal(303);
    expect(again.headers.get('location')).to.equal(THANKS);
    const [duplicate, first] = await deliveries();
    expect(first).to.include({ status: 303, outcome: 'created' });
    expect(duplicate).to.include({ status: 303, outcome: 'duplicate' });
    const { leads } = await (await server.api(`/api/leads?phone=${encodeURIComponent(fields.phone)}`)).json();
    expect(leads).to.have.length(1);

    const multipart = new FormData();
    multipart.set('name', 'Multipart Visitor');
    multipart.set('phone', uniquePhone());
    const fromMultipart = await post(multipart, { Accept: BROWSER_ACCEPT });
    expect(fromMultipart.status).to.equal(303);
    expect(fromMultipart.headers.get('location')).to.equal(THANKS);
  });

  it('answers a refused form with a small HTML page: the message, and a link back to the form', async () => {
    await patch(source.id, { redirectUrl: THANKS });
    const refused = await post(formBody({ name: 'No Contact', comment: '<b>hi</b>' }), {
      'Content-Type': FORM,
      Accept: BROWSER_ACCEPT,
      Referer: 'https://www.example.com/contact?x="1"',
    });
    expect(refused.status).to.equal(422);
    expect(refused.headers.get('content-type')).to.equal('text/html; charset=utf-8');
    const page = await refused.text();
    expect(page).to.match(/^<!doctype html>/i);
    expect(page).to.match(/<p>[^<]*phone[^<]*email/);
    // The no-contact refusal speaks to the form's owner; the page asks its visitor for what is missing.
    expect(page).to.contain('<p>Please give a phone number or an email address.</p>');
    expect(page).to.contain('href="https://www.example.com/contact?x=%221%22"');
    expect(page).not.to.contain('<b>hi</b>');
    const [logged] = await deliveries();
    expect(logged).to.include({ status: 422, outcome: 'rejected' });
    // Without a usable Referer, the link goes back to the site of the thank-you page.
    const noReferer = await post(formBody({ name: 'No Contact' }), { 'Content-Type': FORM, Accept: BROWSER_ACCEPT });
    expect(await noReferer.text()).to.contain('href="https://www.example.com/"');
  });

  it('keeps JSON answers for JSON senders, for forms that do not ask for text/html first, and for sources without a thank-you page', async () => {
    await patch(source.id, { redirectUrl: THANKS });
    const lead = () => ({ name: 'Json Sender', phone: uniquePhone() });
    for (const [body, headers] of [
      [JSON.stringify(lead()), { 'Content-Type': 'application/json', Accept: BROWSER_ACCEPT }],
      [formBody(lead()), { 'Content-Type': FORM }],
      [formBody(lead()), { 'Content-Type': FORM, Accept: '*/*' }],
      [formBody(lead()), { 'Content-Type': FORM, Accept: 'application/json, text/html' }],
    ] as const) {
      const answer = await post(body, headers);
      expect(answer.status, JSON.stringify(headers)).to.equal(200);
      expect((await answer.json()).status).to.equal('created');
    }
    const refused = await post(JSON.stringify({ name: 'Nobody' }), {
      'Content-Type': 'application/json',
      Accept: BROWSER_ACCEPT,
    });
    expect(refused.status).to.equal(422);
    expect(refused.headers.get('content-type')).to.match(/^application\/json/);
    const plain = await server.createSource({ defaultCountry: 'US' });
    const noSetting = await post(formBody(lead()), { 'Content-Type': FORM, Accept: BROWSER_ACCEPT }, plain);
    expect(noSetting.status).to.equal(200);
    expect((await noSetting.json()).status).to.equal('created');
  });

  // Review (red team): a thank-you page with non-Latin-1 letters, and the refusal page's headers.
  it('a thank-you page the admin may save with non-Latin-1 letters (an IDN host, a Cyrillic path) still answers a stored lead 303, not "Your message was not sent"', async () => {
    for (const thanks of [
      'https://www.example.com/спасибо',
      'https://例え.jp/thanks',
      'https://www.example.com/thanks?€',
    ]) {
      const set = await patch(source.id, { redirectUrl: thanks });
      expect(set.status, thanks).to.equal(200);
      const phone = uniquePhone();
      const answer = await post(formBody({ name: 'Form Visitor', phone }), {
        'Content-Type': FORM,
        Accept: BROWSER_ACCEPT,
      });
      const { leads } = await (await server.api(`/api/leads?phone=${encodeURIComponent(phone)}`)).json();
      // The lead is stored whatever the answer says…
      expect(leads, thanks).to.have.length(1);
      // …so the visitor must not read that it was not sent (and send it again).
      const page = answer.status === 303 ? '' : await answer.text();
      expect(page, thanks).not.to.include('not sent');
      expect(answer.status, thanks).to.equal(303);
      expect(new URL(answer.headers.get('location') ?? '').href, thanks).to.equal(new URL(thanks).href);
    }
  });

  it('the refusal page (HTML on the service origin) carries the admin page’s hardening: CSP, nosniff, no-store', async () => {
    await patch(source.id, { redirectUrl: 'https://www.example.com/thanks' });
    const refused = await post('name=%3Cb%3Ex%3C%2Fb%3E&email=bad', {
      'Content-Type': FORM,
      Accept: BROWSER_ACCEPT,
      Referer: 'https://www.example.com/form',
    });
    expect(refused.status).to.equal(422);
    expect(refused.headers.get('content-type')).to.match(/^text\/html/);
    expect(refused.headers.get('content-security-policy') ?? '').to.match(/default-src 'none'/);
    expect(refused.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(refused.headers.get('cache-control') ?? '').to.match(/no-store/);
  });
});
