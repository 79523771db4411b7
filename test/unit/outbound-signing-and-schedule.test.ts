import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { isPublicAddress } from '../../service/outbound/address-policy.ts';
import { attemptOutcome } from '../../service/outbound/attempt-outcome.ts';
import { nextTryDelay, RETRY_DELAYS_MS } from '../../service/outbound/retry-schedule.ts';
import { signature, signedHeaders } from '../../service/outbound/webhook-signature.ts';
import { documentedVerifier } from '../helpers/documented-verifier.ts';

describe('Outbound webhooks: signing', () => {
  it("gives docs/api.md's test vector (the Standard Webhooks specification's own)", () => {
    const doc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const vector =
      /secret\s+`(whsec_[^`]+)`, `webhook-id` `([^`]+)`,\s+`webhook-timestamp` `(\d+)`, body `([^`]+)` → `webhook-signature`\s+`([^`]+)`/.exec(
        doc,
      );
    expect(vector, 'the test vector in docs/api.md').to.not.equal(null);
    const [, secret, id, timestamp, body, expected] = vector!;
    expect(signature(secret, id, Number(timestamp), body)).to.equal(expected);
    expect(expected).to.equal('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it("is accepted by docs/api.md's Node check with either secret during a rotation, and refused when late", () => {
    const verify = documentedVerifier();
    const [current, previous] = [
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'whsec_bmV3IHNlY3JldCBrZXkgb2YgMzIgYnl0ZXMhIQ==',
    ];
    const now = Math.floor(Date.now() / 1000);
    const headers = signedHeaders([current, previous], 'msg_1', now, '{"a":1}');
    expect(verify(current, headers, '{"a":1}')).to.equal(true);
    expect(verify(previous, headers, '{"a":1}')).to.equal(true);
    expect(verify('whsec_b3RoZXI=', headers, '{"a":1}')).to.equal(false);
    expect(verify(current, signedHeaders([current], 'msg_1', now - 600, '{"a":1}'), '{"a":1}')).to.equal(false);
  });
});

describe('Outbound webhooks: the retry schedule', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then gives up (8 tries)', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8].map((tries) => nextTryDelay(tries, null, now));
    expect(delays).to.deep.equal([...RETRY_DELAYS_MS, null]);
    expect(RETRY_DELAYS_MS).to.deep.equal([5e3, 3e5, 18e5, 72e5, 18e6, 36e6, 36e6]);
  });

  it('takes Retry-After (seconds or a date) instead, up to an hour', () => {
    expect(nextTryDelay(3, '2', now)).to.equal(2_000);
    expect(nextTryDelay(1, '86400', now)).to.equal(3_600_000);
    expect(nextTryDelay(1, new Date(now + 90_000).toUTCString(), now)).to.equal(90_000);
    expect(nextTryDelay(1, 'soon', now)).to.equal(5_000);
    expect(nextTryDelay(8, '1', now)).to.equal(null);
  });

  it('calls any 2xx delivered and anything else a retry', () => {
    expect(attemptOutcome({ status: 204, retryAfter: null, answer: '', latencyMs: 1 }, 1, now)).to.deep.equal({
      kind: 'delivered',
    });
    expect(attemptOutcome({ status: 302, retryAfter: null, answer: '', latencyMs: 1 }, 1, now)).to.deep.equal({
      kind: 'retry',
      nextAt: new Date(now + 5_000).toISOString(),
    });
    expect(attemptOutcome({ status: null, error: 'reset', latencyMs: 1 }, 8, now)).to.deep.equal({ kind: 'failed' });
  });
});

describe('Outbound webhooks: public addresses', () => {
  it('refuses loopback, private, shared, link-local, documentation, multicast and embedded forms of them', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '192.0.2.1',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fd12::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::127.0.0.1',
      '2002:7f00:1::',
      '2001:db8::1',
      'not-an-address',
    ])
      expect(isPublicAddress(address), address).to.equal(false);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).to.equal(true);
  });
});
