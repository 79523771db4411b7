import { expect } from 'chai';
import { startTestServer, unique, uniquePhone, type TestServer } from '../helpers/test-server.ts';

describe('Admin API: /api/sources', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ PUBLIC_BASE_URL: 'https://leads.example.com/' });
  });
  after(() => server.stop());

  it('refuses calls without the admin token with 401 and WWW-Authenticate', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token',
      `Basic ${server.adminToken}`,
      `Bearer ${server.adminToken}x`,
    ]) {
      const response = await fetch(`${server.url}/api/sources`, {
        headers: authorization ? { Authorization: authorization } : {},
      });
      expect(response.status, authorization).to.equal(401);
      expect(response.headers.get('WWW-Authenticate')).to.equal('Bearer');
      expect((await response.json()).error.code).to.equal('unauthorized');
    }
  });

  it('creates a source with a secret webhook URL under PUBLIC_BASE_URL', async () => {
    const name = unique('Facebook ads');
    const response = await server.api('/api/sources', {
      method: 'POST',
      json: { name: `  ${name} `, defaultCountry: 'gb' },
    });
    expect(response.status).to.equal(201);
    const source = await response.json();
    expect(source).to.include({ name, defaultCountry: 'GB', leadCount: 0, lastLeadAt: null });
    expect(Object.keys(source).sort()).to.deep.equal([
      'createdAt',
      'defaultCountry',
      'fieldMap',
      'googleKey',
      'id',
      'lastLeadAt',
      'leadCount',
      'name',
      'redirectUrl',
      'testLeadCount',
      'unseenRefusals',
      'updatedAt',
      'webhookUrl',
    ]);
    const token = source.webhookUrl.match(/^https:\/\/leads\.example\.com\/webhook\/([A-Za-z0-9_-]+)$/)[1];
    expect(Buffer.from(token, 'base64url').length * 8).to.be.at.least(128);
    expect(await (await server.api(`/api/sources/${source.id}`)).json()).to.deep.equal(source);
    expect((await (await server.api('/api/sources')).json()).sources).to.deep.include(source);
  });

  it('refuses bad input with 422 and unknown ids with 404', async () => {
    for (const [body, field] of [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x', defaultCountry: 'XX' }, 'defaultCountry'],
      [{ name: 7 }, 'name'],
      [{ name: 'x', defaultCountry: 44 }, 'defaultCountry'],
    ] as const) {
      const response = await server.api('/api/sources', { method: 'POST', json: body });
      expect(response.status, JSON.stringify(body)).to.equal(422);
      const { error } = await response.json();
      expect(error.code).to.equal('validation_failed');
      expect(error.details.map((d: { field: string }) => d.field)).to.deep.equal([field]);
    }
    expect(
      (
        await server.api('/api/sources', {
          method: 'POST',
          body: '{"name":',
          headers: { 'Content-Type': 'application/json' },
        })
      ).status,
    ).to.equal(400);
    for (const [method, path] of [
      ['GET', ''],
      ['PATCH', ''],
      ['DELETE', ''],
      ['POST', '/regenerate'],
      ['GET', '/deliveries'],
    ]) {
      const response = await server.api(`/api/sources/${unique('missing')}${path}`, {
        method,
        ...(method === 'PATCH' ? { json: { name: 'x' } } : {}),
      });
      expect(response.status, `${method} ${path}`).to.equal(404);
      expect((await response.json()).error.code).to.equal('not_found');
    }
  });

  it('renames, changes and clears the default country', async () => {
    const source = await server.createSource({ defaultCountry: 'US' });
    const renamed = await (
      await server.api(`/api/sources/${source.id}`, {
        method: 'PATCH',
        json: { name: 'Renamed', defaultCountry: 'fr' },
      })
    ).json();
    expect(renamed).to.include({ name: 'Renamed', defaultCountry: 'FR', webhookUrl: source.webhookUrl });
    expect(renamed.updatedAt >= source.updatedAt).to.equal(true);
    for (const cleared of [null, '']) {
      await server.api(`/api/sources/${source.id}`, { method: 'PATCH', json: { defaultCountry: 'DE' } });
      const patched = await (
        await server.api(`/api/sources/${source.id}`, { method: 'PATCH', json: { defaultCountry: cleared } })
      ).json();
      expect(patched).to.include({ name: 'Renamed', defaultCountry: null });
    }
    const bad = await server.api(`/api/sources/${source.id}`, { method: 'PATCH', json: { name: '' } });
    expect(bad.status).to.equal(422);
  });

  it('deletes a source: 204, gone from the API, its URL answers 410, its leads stay', async () => {
    const source = await server.createSource();
    const { lead } = await (await server.post(source.webhookUrl, { phone: uniquePhone() })).json();
    expect((await server.api(`/api/sources/${source.id}`, { method: 'DELETE' })).status).to.equal(204);
    expect((await server.api(`/api/sources/${source.id}`)).status).to.equal(404);
    expect((await (await server.api('/api/sources')).json()).sources.map((s: { id: string }) => s.id)).not.to.include(
      source.id,
    );
    expect((await server.post(source.webhookUrl, { phone: uniquePhone() })).status).to.equal(410);
    expect((await server.api(`/api/leads/${lead.id}`)).status).to.equal(200);
    expect((await server.api(`/api/sources/${source.id}`, { method: 'DELETE' })).status).to.equal(404);
  });

  it('regenerates the URL: the old one answers 410 at once, the new one works', async () => {
    const source = await server.createSource();
    const regenerated = await (await server.api(`/api/sources/${source.id}/regenerate`, { method: 'POST' })).json();
    expect(regenerated.id).to.equal(source.id);
    expect(regenerated.webhookUrl).not.to.equal(source.webhookUrl);
    expect((await server.post(source.webhookUrl, { phone: uniquePhone() })).status).to.equal(410);
    expect((await server.post(regenerated.webhookUrl, { phone: uniquePhone() })).status).to.equal(200);
  });

  it('counts leads and remembers the last one', async () => {
    const source = await server.createSource();
    await server.post(source.webhookUrl, { phone: uniquePhone() });
    const { lead } = await (await server.post(source.webhookUrl, { phone: uniquePhone() })).json();
    const after = await (await server.api(`/api/sources/${source.id}`)).json();
    expect(after).to.include({ leadCount: 2, lastLeadAt: lead.createdAt });
  });

  // Issue 36 item 9: a form builder's test leads are no people to call; they are counted apart.
  it('counts real leads in leadCount and test leads apart in testLeadCount, erasure included', async () => {
    const source = await server.createSource();
    await server.post(source.webhookUrl, { phone: uniquePhone() });
    const { lead: testLead } = await (
      await server.post(source.webhookUrl, { phone: uniquePhone(), test: true })
    ).json();
    await server.post(source.webhookUrl, { phone: uniquePhone(), test: true });
    const counted = await (await server.api(`/api/sources/${source.id}`)).json();
    expect(counted).to.include({ leadCount: 1, testLeadCount: 2 });
    expect((await server.api(`/api/leads/${testLead.id}`, { method: 'DELETE' })).status).to.equal(204);
    expect(await (await server.api(`/api/sources/${source.id}`)).json()).to.include({ leadCount: 1, testLeadCount: 1 });
  });

  it('counts refused deliveries the admin has not seen (not 410 or 429), until the log is marked seen', async () => {
    const source = await server.createSource();
    expect(source).to.include({ unseenRefusals: 0 });
    await server.post(source.webhookUrl, { name: 'no contact' }); // 422
    await server.post(source.webhookUrl, 'x', { 'Content-Type': 'application/xml' }); // 415
    await server.post(source.webhookUrl, { phone: uniquePhone() }); // 200
    const batch = await server.post(source.webhookUrl, [{ phone: uniquePhone() }, { name: 'no contact either' }]); // one element refused
    expect(batch.status).to.equal(200);
    const unseen = async () => (await (await server.api(`/api/sources/${source.id}`)).json()).unseenRefusals;
    expect(await unseen()).to.equal(3);
    const listed = (await (await server.api('/api/sources')).json()).sources.find(
      (s: { id: string }) => s.id === source.id,
    );
    expect(listed.unseenRefusals).to.equal(3);
    const seen = await server.api(`/api/sources/${source.id}/deliveries/seen`, { method: 'POST' });
    expect(seen.status).to.equal(204);
    expect(await unseen()).to.equal(0);
    const regenerated = await (await server.api(`/api/sources/${source.id}/regenerate`, { method: 'POST' })).json();
    expect((await server.post(source.webhookUrl, { phone: uniquePhone() })).status).to.equal(410);
    await server.post(regenerated.webhookUrl, '{oops'); // 400
    expect(await unseen()).to.equal(1);
    expect((await server.api('/api/sources/nope/deliveries/seen', { method: 'POST' })).status).to.equal(404);
  });

  it('answers unknown API paths and methods with JSON errors', async () => {
    const unknown = await server.api('/api/nothing-here');
    expect(unknown.status).to.equal(404);
    expect((await unknown.json()).error.code).to.equal('not_found');
    const wrong = await server.api('/api/sources', { method: 'PUT' });
    expect(wrong.status).to.be.oneOf([404, 405]);
    expect((await wrong.json()).error.code).to.be.oneOf(['not_found', 'method_not_allowed']);
  });
});
