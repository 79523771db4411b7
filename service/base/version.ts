import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The release, from package.json: the nearest one above this module, which is the repository's
 * from the sources (service/) and from the build (dist/service/) alike.
 */
function readVersion(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) return String(JSON.parse(readFileSync(file, 'utf8')).version);
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${import.meta.dirname}`);
  }
}

export const VERSION = readVersion();
