import { readdirSync, readFileSync } from 'node:fs';
import { parseForm } from '../../service/http/body/parse-form.ts';
import { UNNAMED_SENDER_CASES } from './unnamed-sender-cases.ts';
import { VENDOR_CASES } from './vendor-sender-cases.ts';

/** One lead object of a fixture, as intake reads it, with its case's default country. */
export interface FixtureBody {
  fixture: string;
  body: Record<string, unknown>;
  country: string;
}

const cases = [...VENDOR_CASES, ...UNNAMED_SENDER_CASES] as Array<{
  fixture: string;
  encoding: string;
  defaultCountry?: string;
}>;

/** Every fixture in test/fixtures/ (JSON, forms, multipart parts as text), each lead object of it. */
export function fixtureBodies(): FixtureBody[] {
  const dir = new URL('../fixtures/', import.meta.url);
  const bodies: FixtureBody[] = [];
  for (const fixture of readdirSync(dir).sort()) {
    if (!/\.(json|txt)$/.test(fixture) || fixture === 'briefs.json') continue;
    const known = cases.find((one) => one.fixture === fixture);
    const text = readFileSync(new URL(fixture, dir), 'utf8');
    let body: unknown = fixture.endsWith('.json') ? JSON.parse(text) : parseForm(text);
    if (known?.encoding === 'multipart')
      body = Object.fromEntries(Object.entries(body as object).map(([key, value]) => [key, String(value)]));
    for (const lead of Array.isArray(body) ? body : [body])
      bodies.push({ fixture, body: lead as Record<string, unknown>, country: known?.defaultCountry ?? 'US' });
  }
  return bodies;
}
