// npm run build [-- --out-dir <dir>]: the service compiled to JavaScript with source maps (default
// dist/), plus the files it reads at run time beside the code, at the same relative paths as in
// the sources: the page's public/ folder and docs/openapi.json. `npm run start:prod` runs it.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { 'out-dir': { type: 'string', default: path.join(ROOT, 'dist') } } });
const outDir = path.resolve(values['out-dir']!);

const RUNTIME_FILES = ['service/page/public', 'docs/openapi.json', 'service/webhook/low-priority.cjs'];

rmSync(outDir, { recursive: true, force: true });
execFileSync(
  process.execPath,
  [
    path.join(ROOT, 'node_modules/typescript/bin/tsc'),
    '-p',
    path.join(ROOT, 'tsconfig.build.json'),
    '--outDir',
    outDir,
  ],
  {
    stdio: 'inherit',
  },
);
for (const file of RUNTIME_FILES) cpSync(path.join(ROOT, file), path.join(outDir, file), { recursive: true });
console.log(`Built ${path.relative(process.cwd(), outDir) || '.'}: npm run start:prod runs it.`);
