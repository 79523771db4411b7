import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

type Verify = (secret: string, headers: Record<string, unknown>, body: string) => boolean;

/** The signature check exactly as docs/api.md §4.1 prints it for Node, run as a receiver would run it. */
export function documentedVerifier(): Verify {
  const doc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
  const code = /<!-- signature-check-node -->\n```js\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!code) throw new Error('docs/api.md has no Node signature check after <!-- signature-check-node -->');
  return new Function('require', `${code}\nreturn verifyWebhook;`)(createRequire(import.meta.url)) as Verify;
}
