import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureBodies } from '../../test/helpers/fixture-bodies.ts';

/**
 * The picks, notes, reasons and roles of a commit's reader beside the working tree's, over every body the reader
 * tests read and every fixture in test/fixtures/: one line per difference (none: the same reader).
 *
 *   node --import tsx scripts/reader-diff/reader-diff.ts [commit]   (default HEAD)
 */
const commit = process.argv[2] ?? 'HEAD';
const repo = new URL('../../', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'reader-diff-'));
const corpus = join(work, 'corpus.jsonl');

// Every body the reader tests read (test/helpers/read-lead.ts keeps them when READER_CORPUS is set).
const readerTests = readdirSync(join(repo, 'test/unit'))
  .filter((file) => /^(reader-|vendor-senders|notes)/.test(file) && !file.includes('hostile'))
  .map((file) => `test/unit/${file}`);
writeFileSync(corpus, '');
try {
  execFileSync('npx', ['mocha', '--reporter', 'dot', ...readerTests], {
    cwd: repo,
    env: { ...process.env, READER_CORPUS: corpus },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
} catch {
  console.error('(some reader tests fail in the working tree; their bodies are compared all the same)');
}
const tested = readFileSync(corpus, 'utf8').split('\n').filter(Boolean).length;

// Every fixture, as its sender posts it, in its case's country.
let fixtures = 0;
for (const { fixture, body, country } of fixtureBodies()) {
  appendFileSync(corpus, `${JSON.stringify({ body, country, from: fixture })}\n`);
  fixtures++;
}

// The commit's tree beside the working tree, reading the same corpus: with its package.json, whose `"type": "module"`
// has tsx compile the tree as ES modules (libphonenumber-js's modern entries are exported to `import` alone).
const old = join(work, 'tree');
execFileSync(
  'sh',
  ['-c', `mkdir -p "${old}" && git archive "${commit}" package.json service shared | tar -x -C "${old}"`],
  {
    cwd: repo,
  },
);
symlinkSync(join(repo, 'node_modules'), join(old, 'node_modules'));
const run = (root: string) =>
  execFileSync('node', ['--import', 'tsx', join(repo, 'scripts/reader-diff/run-reader.ts'), root, corpus], {
    cwd: repo,
    maxBuffer: 1 << 30,
  })
    .toString()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const before = run(old);
const after = run(repo);

let lines = 0;
for (let i = 0; i < before.length; i++) {
  const was = before[i];
  const now = after[i];
  for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
    const a = JSON.stringify(was[key]);
    const b = JSON.stringify(now[key]);
    if (a === b) continue;
    console.log(`#${i} ${String(was.from ?? 'test')} ${key}: ${a} → ${b}`);
    lines++;
  }
}
console.error(
  `${before.length} bodies (${tested} from the reader tests, ${fixtures} fixtures), ${commit} vs the working tree: ${lines} lines differ`,
);
rmSync(work, { recursive: true, force: true });
