import { expect } from 'chai';
import { statSync } from 'node:fs';

// The README is the front door: detail belongs in docs/ (CONTRIBUTING.md, "Docs").
describe('house rules', () => {
  it('README.md is at most 14,000 bytes', () => {
    expect(statSync(new URL('../../README.md', import.meta.url)).size).to.be.at.most(14_000);
  });
});
