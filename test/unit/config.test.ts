import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../service/base/config.ts';

describe('loadConfig', () => {
  it('applies the contract defaults', () => {
    const config = loadConfig({});
    expect(config).to.include({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      logLevel: 'info',
      webhookRateLimit: 50,
      bodyLimitBytes: 65536,
    });
    expect(config.publicBaseUrl).to.equal(undefined);
  });

  it('lists every bad setting in one readable line', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', PUBLIC_BASE_URL: 'ftp://x' }))
      .to.throw(ConfigError)
      .with.property('message')
      .that.matches(/^Invalid configuration: .*PORT.*;.*PUBLIC_BASE_URL.*;.*LOG_LEVEL[^\n]*$/);
  });

  it('requires ADMIN_TOKEN with MongoDB and refuses an agent token equal to it', () => {
    expect(() => loadConfig({ MONGODB_URI: 'mongodb://localhost/x' })).to.throw(/MONGODB_URI requires ADMIN_TOKEN/);
    expect(() => loadConfig({ ADMIN_TOKEN: 'same-token-0123456', AGENT_TOKEN: 'same-token-0123456' })).to.throw(
      /AGENT_TOKEN must differ/,
    );
  });

  it('refuses tokens shorter than 16 characters, so no short or empty secret guards anything', () => {
    expect(() => loadConfig({ ADMIN_TOKEN: 'short-token-123' })).to.throw(/ADMIN_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ AGENT_TOKEN: 'x' })).to.throw(/AGENT_TOKEN must be at least 16 characters/);
    expect(loadConfig({ ADMIN_TOKEN: 'sixteen-chars-ok' }).adminToken).to.equal('sixteen-chars-ok');
  });

  it('caps connections per client address at 256 by default; 0 turns the cap off', () => {
    expect(loadConfig({}).maxConnectionsPerAddress).to.equal(256);
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' }).maxConnectionsPerAddress).to.equal(0);
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '-1' })).to.throw(/MAX_CONNECTIONS_PER_ADDRESS/);
  });

  it('quotas 100,000 leads per source per UTC day by default; 0 turns the quota off', () => {
    expect(loadConfig({}).webhookDailyQuota).to.equal(100_000);
    expect(loadConfig({ WEBHOOK_DAILY_QUOTA: '0' }).webhookDailyQuota).to.equal(0);
    expect(loadConfig({ WEBHOOK_DAILY_QUOTA: '250' }).webhookDailyQuota).to.equal(250);
    for (const bad of ['-1', '1.5', 'lots'])
      expect(() => loadConfig({ WEBHOOK_DAILY_QUOTA: bad })).to.throw(/WEBHOOK_DAILY_QUOTA must be a whole number/);
  });

  it('treats empty variables as unset and trims the base URL', () => {
    const config = loadConfig({ PORT: '', PUBLIC_BASE_URL: 'https://leads.example.com/' });
    expect(config.port).to.equal(3000);
    expect(config.publicBaseUrl).to.equal('https://leads.example.com');
  });

  it('reads MCP_ALLOWED_ORIGINS as a list of origins (none by default) and refuses anything else', () => {
    expect(loadConfig({}).mcpAllowedOrigins).to.deep.equal([]);
    expect(
      loadConfig({ MCP_ALLOWED_ORIGINS: 'https://Agent.Example.com/, http://localhost:5173' }).mcpAllowedOrigins,
    ).to.deep.equal(['https://agent.example.com', 'http://localhost:5173']);
    for (const bad of ['agent.example.com', 'https://agent.example.com/path', 'ftp://agent.example.com', '*']) {
      expect(() => loadConfig({ MCP_ALLOWED_ORIGINS: bad }), bad).to.throw(ConfigError, 'MCP_ALLOWED_ORIGINS');
    }
  });
});
