import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

// The README is the front door, detail belongs in docs/; a file of service/ holds one concept
// (CONTRIBUTING.md, issue 33).
describe('house rules', () => {
  it('README.md is at most 14,000 bytes', () => {
    expect(statSync(path.join(ROOT, 'README.md')).size).to.be.at.most(14_000);
  });

  it('no code file under service/ is over 250 lines', () => {
    const long = filesUnder(path.join(ROOT, 'service'))
      .filter((file) => /\.(ts|js|cjs)$/.test(file))
      .map((file) => ({ file: path.relative(ROOT, file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > 250);
    expect(long).to.deep.equal([]);
  });
});
