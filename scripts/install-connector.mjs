// The postinstall step: installs connector/ (the Zapier integration, its own package with the
// Zapier CLI and that CLI's own Node runtime) for development and its tests, never in a
// production install of the service. npm 11 runs the lifecycle scripts of `npm ci --omit=dev`
// (or `--production`) with NODE_ENV=production; a build host sets NODE_ENV=production itself and
// adds `--include=dev` to get the compiler without the connector (docs/operations.md).
// Plain JavaScript: tsx is a dev dependency.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const env = process.env;
const production = env.NODE_ENV === 'production' || (env.npm_config_omit ?? '').split(/[\s,]+/).includes('dev');
const connector = path.join(import.meta.dirname, '..', 'connector');

if (production) {
  console.log('Production install: connector/ (the Zapier integration) is not installed.');
} else if (!existsSync(path.join(connector, 'package.json'))) {
  console.log('connector/ is not here (a container build context): not installed.');
} else {
  const npm = spawnSync('npm', ['ci', '--prefix', connector, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  process.exit(npm.status ?? 1);
}
