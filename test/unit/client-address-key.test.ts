import { expect } from 'chai';
import { clientKey } from '../../service/http/connection-caps.ts';

// One IPv6 subscriber usually holds a whole /64: counted per address, it would hold every slot.
describe('The client key the per-address connection cap counts', () => {
  it('is the IPv4 address itself, IPv4-mapped IPv6 included', () => {
    expect(clientKey('203.0.113.7')).to.equal('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).to.equal('203.0.113.7');
    expect(clientKey('::FFFF:203.0.113.7')).to.equal('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const key = clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(key).to.equal('2001:db8:1:2::/64');
    for (const same of [
      '2001:db8:1:2::1',
      '2001:0DB8:0001:0002:0:0:0:ffff',
      '2001:db8:1:2:ffff::',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(clientKey(same), same).to.equal(key);
    }
    expect(clientKey('2001:db8:1:3::1')).not.to.equal(key);
    expect(clientKey('2001:db8::1')).to.equal('2001:db8:0:0::/64');
    expect(clientKey('::1')).to.equal('0:0:0:0::/64');
    expect(clientKey('::')).to.equal('0:0:0:0::/64');
  });

  it('is the text itself when it is neither (or missing)', () => {
    expect(clientKey(undefined)).to.equal('');
    expect(clientKey('not-an-address')).to.equal('not-an-address');
  });
});
