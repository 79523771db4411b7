import { expect } from 'chai';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '../../service/base/config.ts';
import { resolveToken, tokenMatches } from '../../service/base/tokens.ts';

describe('Tokens', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'lead-intake-tokens-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('never matches an empty or missing expected token, nor an empty sent one', () => {
    expect(tokenMatches('', '')).to.equal(false);
    expect(tokenMatches('anything', '')).to.equal(false);
    expect(tokenMatches('', undefined)).to.equal(false);
    expect(tokenMatches('a-token-of-16-chars', 'a-token-of-16-chars')).to.equal(true);
    expect(tokenMatches('a-token-of-16-charz', 'a-token-of-16-chars')).to.equal(false);
  });

  it('generates a token file once, 0600, written whole, and reads it on later starts', () => {
    const first = resolveToken('admin-token', undefined, dir);
    expect(first.generatedNow).to.equal(true);
    expect(first.token).to.have.length.greaterThanOrEqual(32);
    const file = path.join(dir, 'admin-token');
    expect(readFileSync(file, 'utf8')).to.equal(`${first.token}\n`);
    expect(statSync(file).mode & 0o777).to.equal(0o600);
    expect(readdirSync(dir), 'no temporary file is left behind').to.deep.equal(['admin-token']);
    expect(first.file).to.equal(path.resolve(file));
    expect(resolveToken('admin-token', undefined, dir)).to.deep.equal({
      token: first.token,
      generatedNow: false,
      file: path.resolve(file),
    });
  });

  for (const [what, content] of [
    ['empty', ''],
    ['only a newline', '\n'],
    ['too short', 'short\n'],
    ['spaced', 'a token with spaces in it\n'],
  ] as const) {
    it(`refuses to start on a token file that is ${what}, naming the file`, () => {
      writeFileSync(path.join(dir, 'agent-token'), content, { mode: 0o600 });
      expect(() => resolveToken('agent-token', undefined, dir)).to.throw(
        ConfigError,
        /agent-token .*delete it to generate a new one/,
      );
      expect(readFileSync(path.join(dir, 'agent-token'), 'utf8'), 'the file is left for the operator').to.equal(
        content,
      );
    });
  }

  it('refuses to start on an unreadable token file', () => {
    // A folder in the file's place cannot be read as a file, even by root (which reads any mode).
    mkdirSync(path.join(dir, 'admin-token'));
    expect(() => resolveToken('admin-token', undefined, dir)).to.throw(ConfigError, /admin-token cannot be read/);
  });

  it('takes the environment token over any file', () => {
    writeFileSync(path.join(dir, 'admin-token'), '');
    expect(resolveToken('admin-token', 'from-the-environment-123', dir)).to.deep.equal({
      token: 'from-the-environment-123',
      generatedNow: false,
    });
  });
});
