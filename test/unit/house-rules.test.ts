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

  // Issue 35 item 5: the vocabularies live in data files, each listed a line in docs/reader.md's table of what it holds.
  it('docs/reader.md lists every vocabulary of the reader, a line each', () => {
    const listed = readFileSync(path.join(ROOT, 'docs/reader.md'), 'utf8');
    const unlisted = readdirSync(path.join(ROOT, 'service/lead/reader'))
      .filter((file) => /^vocabulary.*\.ts$/.test(file))
      .filter((file) => !listed.includes(`| \`${file}\` |`));
    expect(unlisted).to.deep.equal([]);
  });

  // A merge that staged a conflicted file whole (session 11: two in docs/) must not land.
  it("no file of the project's own holds a merge's conflict markers", () => {
    const own = [
      ...['service', 'shared', 'test', 'scripts', 'docs', 'connector/src'].flatMap((dir) =>
        filesUnder(path.join(ROOT, dir)),
      ),
      ...['README.md', 'CONTRIBUTING.md'].map((file) => path.join(ROOT, file)),
    ].filter((file) => /\.(ts|js|cjs|mjs|md|json|html|css)$/.test(file));
    const marked = own
      .filter((file) => /^(<{7} |={7}$|>{7} )/m.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));
    expect(marked).to.deep.equal([]);
  });
});
