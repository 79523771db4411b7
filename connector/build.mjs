// Bundles src/ with the shared field rules (../shared) into dist/index.js: `zapier-platform build`
// cannot follow imports outside this folder. zapier-platform-core stays an external dependency.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'dist/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['zapier-platform-core'],
  logLevel: 'warning',
});
