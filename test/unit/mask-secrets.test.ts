import { expect } from 'chai';
import fc from 'fast-check';
import { checkedMaskedText, maskBodyText } from '../../service/webhook/secrets/masked-body-text.ts';
import { maskJsonText } from '../../service/webhook/secrets/mask-json-text.ts';
import { maskSecretValues } from '../../service/webhook/secrets/secret-keys.ts';

const multipart = (raw: string) => ({
  format: 'multipart' as const,
  text: raw,
  bytes: Buffer.from(raw),
  contentType: 'multipart/form-data; boundary=b',
});

describe('Secret masking on parsed keys (issue 12 item 13)', () => {
  it('masks JSON values under google_key in any spelling or escape, at any depth, leaving the rest as received', () => {
    const cases: Array<[string, string]> = [
      ['{"google_key": "s"}', '{"google_key": "***"}'],
      ['{"google\\u005fkey":"s","n":1}', '{"google\\u005fkey":"***","n":1}'],
      ['{"\\u0047oogle-Key" : 12345 }', '{"\\u0047oogle-Key" : "***" }'],
      [
        '[{"a": {"GOOGLE.KEY": {"x": ["s", "}"]}, "b": "google_key"}}]',
        '[{"a": {"GOOGLE.KEY": "***", "b": "google_key"}}]',
      ],
      ['{"k": "google_key", "v": ["google_key", "s"]}', '{"k": "google_key", "v": ["google_key", "s"]}'],
      ['{"google_key": "a \\"quoted\\" secret"}', '{"google_key": "***"}'],
    ];
    for (const [text, masked] of cases) expect(maskJsonText(text), text).to.equal(masked);
  });

  it('leaves JSON without secrets unchanged, and terminates on any text', () => {
    fc.assert(
      fc.property(fc.json(), (text) => maskJsonText(text) === text || /google/i.test(text)),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.string(), (text) => typeof maskJsonText(`{"google_key": ${text}`) === 'string'),
      { numRuns: 500 },
    );
  });

  it('masks form values whose decoded key, or any bracket segment of it, is a secret', () => {
    const text = 'google%5Fkey=s1&Google+Key=s2&x%5Bgoogle_key%5D=s3&google_key[]=s4&google_keys=kept&a=google_key';
    expect(maskBodyText({ format: 'form', text })).to.equal(
      'google%5Fkey=***&Google+Key=***&x%5Bgoogle_key%5D=***&google_key[]=***&google_keys=kept&a=google_key',
    );
  });

  it('masks multipart parts named as secrets and leaves file contents out', () => {
    const raw =
      '--b\r\nContent-Disposition: form-data; name="google_key"\r\n\r\ns3cret\r\n' +
      '--b\r\ncontent-disposition: form-data; name=phone\r\n\r\n+14155550100\r\n' +
      '--b\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n\x00\x01binary\r\n--b--\r\n';
    expect(maskBodyText(multipart(raw))).to.equal(
      raw.replace('s3cret', '***').replace('\x00\x01binary', '[file not kept]'),
    );
  });

  it('falls back to the masked value as JSON when a secret survives the text masking', async () => {
    // A folded header line: busboy reads the name, the text masking does not.
    const raw = '--b\r\nContent-Disposition: form-data;\r\n name="google_key"\r\n\r\ns3cret\r\n--b--\r\n';
    expect(maskBodyText(multipart(raw))).to.contain('s3cret');
    expect(await checkedMaskedText(multipart(raw), { google_key: '***' })).to.equal('{"google_key":"***"}');
    const plain = '--b\r\nContent-Disposition: form-data; name="google_key"\r\n\r\ns3cret\r\n--b--\r\n';
    expect(await checkedMaskedText(multipart(plain), {})).to.equal(plain.replace('s3cret', '***'));
  });

  it('masks parsed values in place and returns the top-level secret as sent, the first of each', () => {
    const lead = JSON.parse(
      '{"google_key": "k1", "Google-Key": "k2", "utm": {"googleKey": {"a": 1}}, "list": [{"google_key": "k3"}], "__proto__": {"google_key": "k4"}}',
    );
    const { sent, count } = maskSecretValues(lead);
    expect(sent).to.deep.equal(new Map([['googlekey', 'k1']]));
    expect(count).to.equal(5);
    expect(JSON.stringify(lead)).to.equal(
      '{"google_key":"***","Google-Key":"***","utm":{"googleKey":"***"},"list":[{"google_key":"***"}],"__proto__":{"google_key":"***"}}',
    );
  });
});
