import { expect } from 'chai';
import { webhookUrlWarning } from '../../service/webhook-url-warning.ts';

describe('webhookUrlWarning', () => {
  const base = 'http://localhost:3000';
  it('warns for every address beyond loopback when PUBLIC_BASE_URL is unset, naming the URL and the variable', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '2001:db8::1', 'leads.internal', '::ffff:10.0.0.1']) {
      expect(webhookUrlWarning({ host }, base), host).to.contain(base).and.to.contain('PUBLIC_BASE_URL');
    }
  });

  it('stays silent on loopback, or once PUBLIC_BASE_URL is set', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost', 'LocalHost', '::ffff:127.0.0.1']) {
      expect(webhookUrlWarning({ host }, base), host).to.equal(undefined);
    }
    expect(
      webhookUrlWarning({ host: '0.0.0.0', publicBaseUrl: 'https://leads.example.com' }, 'https://leads.example.com'),
    ).to.equal(undefined);
  });
});
