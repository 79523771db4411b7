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
});
