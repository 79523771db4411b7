import { expect } from 'chai';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/** Every way the admin API hands out a Source, and the agent's view. */
async function sourceViews(server: TestServer) {
  const created = await server.createSource();
  const agent = { Authorization: `Bearer ${server.agentToken}` };
  return {
    created,
    read: await (await server.api(`/api/sources/${created.id}`)).json(),
    listed: (await (await server.api('/api/sources')).json()).sources.find((s: { id: string }) => s.id === created.id),
    renamed: await (
      await server.api(`/api/sources/${created.id}`, { method: 'PATCH', json: { name: 'renamed' } })
    ).json(),
    regenerated: await (await server.api(`/api/sources/${created.id}/regenerate`, { method: 'POST' })).json(),
    agentRead: await (await fetch(`${server.url}/api/sources/${created.id}`, { headers: agent })).json(),
  };
}

describe('webhookUrlWarning: a webhook URL naming localhost while the service listens beyond it', () => {
  it('is on every admin Source view when HOST is not a loopback address and PUBLIC_BASE_URL is unset', async () => {
    const server = await startTestServer({
      HOST: '0.0.0.0',
      AGENT_TOKEN: 'agent-token-for-tests-0123',
      PUBLIC_BASE_URL: '',
    });
    try {
      const { agentRead, ...views } = await sourceViews(server);
      for (const [how, view] of Object.entries(views)) {
        expect(view.webhookUrl, how).to.match(/^http:\/\/localhost:\d+\/webhook\//);
        expect(view.webhookUrlWarning, how).to.be.a('string').and.to.contain('PUBLIC_BASE_URL');
      }
      expect(agentRead, 'the agent sees no webhook URL, so no warning about it').not.to.have.property(
        'webhookUrlWarning',
      );
    } finally {
      await server.stop();
    }
  });

  it('is absent on a loopback address, or when PUBLIC_BASE_URL is set', async () => {
    for (const env of [
      { HOST: '127.0.0.1' },
      { HOST: '::1' },
      { HOST: '0.0.0.0', PUBLIC_BASE_URL: 'https://leads.example.com' },
    ]) {
      const server = await startTestServer({ AGENT_TOKEN: 'agent-token-for-tests-0123', PUBLIC_BASE_URL: '', ...env });
      try {
        for (const [how, view] of Object.entries(await sourceViews(server))) {
          expect(view, `${JSON.stringify(env)} ${how}`).not.to.have.property('webhookUrlWarning');
        }
      } finally {
        await server.stop();
      }
    }
  });
});
