import { expect } from 'chai';
import { maskPath } from '../../service/http/request-log.ts';

describe('maskPath (request log)', () => {
  const token = 'Xk3abcdefghijklmnopqrstuvwxyz012';
  const cases: Array<[string, string]> = [
    [`/webhook/${token}`, '/webhook/Xk3a...'],
    [`/webhook/${token}/`, '/webhook/Xk3a...'],
    [`/webhook//${token}`, '/webhook//Xk3a...'],
    [`/WEBHOOK/${token}`, '/WEBHOOK/Xk3a...'],
    [`/x/../webhook/${token}`, '/x/../webhook/Xk3a...'],
    [`/%77ebhook/${token}`, '/webhook/Xk3a...'],
    [`/webhook%2F${token}`, '/webhook/Xk3a...'],
    [`/api/webhook/${token}/more`, '/api/webhook/Xk3a...'],
    [`/webhook%252F${token}`, '/webhook/Xk3a...'],
    [`/webhook%2f%ZZ${token}`, '/webhook/%ZZX...'],
    ['/api/sources', '/api/sources'],
    ['/healthz', '/healthz'],
    ['/%E0%A4%A', '/%E0%A4%A'],
    ['/caf%C3%A9', '/caf%C3%A9'],
  ];
  for (const [path, logged] of cases) {
    it(`logs ${path} as ${logged}`, () => {
      expect(maskPath(path)).to.equal(logged);
      expect(maskPath(path)).not.to.contain(token.slice(4, 12));
    });
  }

  it('masks as the pattern replace it was written as, over random paths', () => {
    // The rule as first written (a replace over the decoded path), the reference for the faster form.
    const reference = (decoded: string) => decoded.replace(/(webhook[/\\]+)([^/\\]{0,4}).*$/is, '$1$2...');
    const parts = ['webhook', 'WebHook', 'webhoo', '/', '//', '\\', 'ab', 'Xk3abcdef', '\n', '\u2028', '.', 'é'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 5000; i++) {
      let path = '';
      for (let n = next() % 9; n >= 0; n--) path += parts[next() % parts.length];
      expect(maskPath(path), JSON.stringify(path)).to.equal(reference(path));
    }
  });
});
