import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formatsPlugin from 'ajv-formats';
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { API_DOCUMENT_FILE } from '../../service/openapi/api-document.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const apiDocument: Json = JSON.parse(readFileSync(API_DOCUMENT_FILE, 'utf8'));

// ajv-formats is CommonJS: its function is the module itself under Node, `.default` to TypeScript.
const addFormats =
  (formatsPlugin as unknown as { default: (ajv: Ajv2020) => void }).default ??
  (formatsPlugin as unknown as (ajv: Ajv2020) => void);

/**
 * Checks real answers against docs/openapi.json with Ajv's JSON Schema 2020-12 build (OpenAPI 3.1
 * schemas are 2020-12). Stricter than a client: every named schema is closed
 * (`unevaluatedProperties: false`) unless it says otherwise, so a field the code sends and the
 * document does not name fails too.
 */
export class OpenApiCheck {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly defs: Json;
  private readonly validators = new Map<string, ValidateFunction>();
  /** `METHOD path status` seen, e.g. `post /webhook/{token} 200`. */
  readonly seen = new Set<string>();

  constructor(private readonly document: Json = apiDocument) {
    addFormats(this.ajv);
    this.defs = closeObjects(rewriteRefs(document.components.schemas));
  }

  /** The answer's status must be documented for this operation; its headers and JSON body must match. */
  async check(
    response: Response,
    path: string,
    method: string,
    options: { requestBody?: unknown } = {},
  ): Promise<unknown> {
    const where = `${method.toUpperCase()} ${path} ${response.status}`;
    const operation = this.document.paths[path]?.[method.toLowerCase()];
    expect(operation, `${method} ${path} is not in docs/openapi.json`).to.be.an('object');
    const documented = this.resolve(operation.responses[String(response.status)]);
    if (!documented) return expect.fail(`${where}: this status is not documented`);
    this.seen.add(`${method.toLowerCase()} ${path} ${response.status}`);
    if (options.requestBody !== undefined && response.ok) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      expect(schema, `${where}: no JSON request body documented`).to.be.an('object');
      this.validate(`${where} request`, schema, options.requestBody);
    }
    for (const [name, header] of Object.entries<Json>(documented.headers ?? {})) {
      const { required, schema } = this.resolve(header)!;
      const value = response.headers.get(name);
      if (value === null) {
        expect(required, `${where}: header ${name} is missing`).not.to.equal(true);
        continue;
      }
      this.validate(`${where} header ${name}`, schema, value);
    }
    const text = await response.text();
    if (!documented.content || method.toLowerCase() === 'head') {
      expect(text, `${where}: an answer with no documented body has one`).to.equal('');
      return undefined;
    }
    const mediaType = (response.headers.get('Content-Type') ?? '').split(';')[0].trim();
    const media = documented.content[mediaType];
    expect(
      media,
      `${where}: Content-Type ${mediaType} is not documented (${Object.keys(documented.content)})`,
    ).to.be.an('object');
    const body = mediaType.endsWith('json') ? JSON.parse(text) : text;
    this.validate(where, media.schema, body);
    return body;
  }

  /** Operations of the document never answered in this run (planned ones excluded). */
  unexercised(): string[] {
    const missing: string[] = [];
    for (const [path, item] of Object.entries<Json>(this.document.paths)) {
      for (const [method, operation] of Object.entries<Json>(item)) {
        if (!operation?.responses || operation['x-planned']) continue;
        if (![...this.seen].some((seen) => seen.startsWith(`${method} ${path} `))) missing.push(`${method} ${path}`);
      }
    }
    return missing;
  }

  private validate(where: string, schema: Json, value: unknown) {
    const key = JSON.stringify(schema);
    let validator = this.validators.get(key);
    if (!validator) {
      validator = this.ajv.compile({ ...closeObjects(rewriteRefs(schema)), $defs: this.defs });
      this.validators.set(key, validator);
    }
    if (!validator(value)) {
      expect.fail(
        `${where} does not match docs/openapi.json: ${this.ajv.errorsText(validator.errors)}\n${JSON.stringify(value).slice(0, 600)}`,
      );
    }
  }

  private resolve(node: Json | undefined): Json | undefined {
    if (!node?.$ref) return node;
    const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(node.$ref)!;
    return this.document.components[section][name];
  }
}

/** The components' schemas are compiled under `$defs`, so `#/components/schemas/X` becomes `#/$defs/X`. */
function rewriteRefs<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"#/$defs/'));
}

/**
 * Adds `unevaluatedProperties: false` to each object schema that lists its properties and does not
 * decide on others itself. Not beside a `$ref` (a response narrowing Error's code), whose own
 * `properties` only restrict what the referenced schema already declares.
 */
function closeObjects<T>(schema: T): T {
  const walk = (node: unknown, narrowing: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, narrowing));
    if (!node || typeof node !== 'object') return node;
    const object = node as Json;
    const narrows = narrowing || '$ref' in object;
    const out: Json = {};
    for (const [key, value] of Object.entries(object)) out[key] = walk(value, narrows);
    if (object.properties && !narrows && !('additionalProperties' in object) && !('unevaluatedProperties' in object)) {
      out.unevaluatedProperties = false;
    }
    return out;
  };
  return walk(schema, false) as T;
}
