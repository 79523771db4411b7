import { expect } from 'chai';
import { loadConfig } from '../../service/base/config.ts';
import { clientAddressResolver } from '../../service/http/client-address.ts';

const resolverFor = (TRUST_PROXY?: string) =>
  clientAddressResolver(loadConfig(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }).trustProxy);

describe('The client address (TRUST_PROXY)', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    for (const off of [undefined, 'false', 'off', '0']) {
      const resolve = resolverFor(off);
      expect(resolve('203.0.113.7', '198.51.100.1'), String(off)).to.equal('203.0.113.7');
      expect(resolve('203.0.113.7', undefined)).to.equal('203.0.113.7');
    }
  });

  it('with a hop count, is the entry that many hops from the peer: the rightmost one with one proxy', () => {
    const one = resolverFor('1');
    expect(one('10.0.0.2', '198.51.100.1')).to.equal('198.51.100.1');
    // A client's own X-Forwarded-For arrives left of what the proxy appends: it is never read.
    expect(one('10.0.0.2', '1.2.3.4, 198.51.100.1')).to.equal('198.51.100.1');
    expect(one('10.0.0.2', undefined), 'no header: the peer').to.equal('10.0.0.2');
    const two = resolverFor('2');
    expect(two('10.0.0.2', '1.2.3.4, 198.51.100.1, 10.0.0.9')).to.equal('198.51.100.1');
    expect(two('10.0.0.2', '10.0.0.9'), 'fewer entries than hops: the leftmost').to.equal('10.0.0.9');
  });

  it('with a list of proxies, is the rightmost address that is not a trusted proxy', () => {
    const resolve = resolverFor('127.0.0.1, 10.0.0.0/8, fd00::/8');
    expect(resolve('127.0.0.1', '198.51.100.1')).to.equal('198.51.100.1');
    expect(resolve('10.1.2.3', '1.2.3.4, 198.51.100.1, 10.9.9.9')).to.equal('198.51.100.1');
    expect(resolve('fd00::5', '2001:db8::1')).to.equal('2001:db8::1');
    expect(resolve('::ffff:127.0.0.1', '198.51.100.1'), 'IPv4 on a dual-stack socket').to.equal('198.51.100.1');
    expect(resolve('10.0.0.2', '10.0.0.3, 10.0.0.4'), 'only proxies: the leftmost').to.equal('10.0.0.3');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy (a spoofed header)', () => {
    const resolve = resolverFor('10.0.0.0/8');
    expect(resolve('203.0.113.7', '10.0.0.1')).to.equal('203.0.113.7');
    expect(resolve('203.0.113.7', '198.51.100.1')).to.equal('203.0.113.7');
    expect(resolve('::ffff:203.0.113.7', '198.51.100.1')).to.equal('203.0.113.7');
  });

  it('stops at an entry that is not an address, at the last trusted hop, so junk never becomes a client', () => {
    const list = resolverFor('10.0.0.0/8');
    expect(list('10.0.0.2', 'junk, 10.0.0.3')).to.equal('10.0.0.3');
    expect(list('10.0.0.2', 'constructor')).to.equal('10.0.0.2');
    expect(list('10.0.0.2', ',,, ')).to.equal('10.0.0.2');
    expect(list('10.0.0.2', `${'9.9.9.9,'.repeat(2000)}198.51.100.1`)).to.equal('198.51.100.1');
    const hops = resolverFor('1');
    expect(hops('10.0.0.2', '__proto__')).to.equal('10.0.0.2');
    expect(hops('10.0.0.2', '198.51.100.1:4711'), 'a port some proxies append').to.equal('198.51.100.1');
    expect(hops('10.0.0.2', '[2001:db8::1]:4711')).to.equal('2001:db8::1');
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor a list of addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'caddy' })).to.throw(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).to.throw(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).to.throw(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '1.5' })).to.throw(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).to.deep.equal({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1,::1' }).trustProxy).to.deep.equal({ proxies: ['127.0.0.1', '::1'] });
    expect(loadConfig({}).trustProxy).to.equal(undefined);
  });
});
