import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../service/base/config.ts';

describe('METRICS_PORT and METRICS_HOST', () => {
  it('leave metrics off when unset, and listen on 127.0.0.1 by default', () => {
    expect(loadConfig({}).metricsPort).to.equal(undefined);
    expect(loadConfig({ METRICS_PORT: '' }).metricsPort).to.equal(undefined);
    expect(loadConfig({ METRICS_PORT: '9464' })).to.include({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metricsHost).to.equal('10.0.0.5');
  });

  it('refuse a port that is not a whole number from 0 to 65535, or the public port', () => {
    for (const port of ['abc', '-1', '65536', '94.5']) {
      expect(() => loadConfig({ METRICS_PORT: port }), port).to.throw(
        ConfigError,
        /METRICS_PORT must be a whole number/,
      );
    }
    expect(() => loadConfig({ METRICS_PORT: '3000' })).to.throw(ConfigError, /METRICS_PORT must differ from PORT/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).to.throw(
      ConfigError,
      /METRICS_PORT must differ from PORT/,
    );
    expect(loadConfig({ PORT: '0', METRICS_PORT: '0' }).metricsPort).to.equal(0);
  });
});
