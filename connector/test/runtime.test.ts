import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const connectorDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The CLI needs Node 22; the tests load the root's better-sqlite3, built for the Node that runs npm.
describe('Zapier connector: which Node runs what', () => {
  it("runs the tests on the Node that runs npm, never on the CLI's Node 22 from node_modules", () => {
    expect(process.execPath.startsWith(path.join(connectorDir, 'node_modules')), process.execPath).to.equal(false);
  });

  it('calls the Node 22 binary explicitly in the CLI scripts', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(connectorDir, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.zapier).to.match(
      /cli-runtime\/node_modules\/node\/bin\/node node_modules\/zapier-platform-cli\/src\/bin\/run$/,
    );
    for (const name of ['zapier:validate', 'zapier:build']) expect(scripts[name], name).to.match(/^npm run zapier -- /);
  });
});
