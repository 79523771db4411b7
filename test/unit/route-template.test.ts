import { expect } from 'chai';
import { routeTemplateOf } from '../../service/metrics/route-template.ts';

describe('routeTemplateOf (metric labels)', () => {
  const cases: Array<[string, string]> = [
    ['/webhook/Xk3abcdefghijklmnopqrstuvwxyz012', '/webhook/:token'],
    ['/webhook/Xk3abc/', '/webhook/:token'],
    ['/webhook/Xk3abc/extra', 'other'],
    ['/webhook/', 'other'],
    ['/api/sources', '/api/sources'],
    ['/API/Sources/0190b3c2-1234-7abc-8def-0123456789ab', '/api/sources/:id'],
    ['/api/sources/abc/deliveries', '/api/sources/:id/deliveries'],
    ['/api/sources/abc/deliveries/def/replay', '/api/sources/:id/deliveries/:deliveryId/replay'],
    ['/api/leads/abc', '/api/leads/:id'],
    ['/mcp', '/mcp'],
    ['/', '/'],
    ['/app.js', '/app.js'],
    ['/appxjs', 'other'],
    ['/openapi.json', '/openapi.json'],
    ['/metrics', 'other'],
    ['/../etc/passwd', 'other'],
  ];
  for (const [path, template] of cases) {
    it(`${path} is ${template}`, () => expect(routeTemplateOf(path)).to.equal(template));
  }
});
