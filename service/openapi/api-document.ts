import { readFileSync } from 'node:fs';
import path from 'node:path';

/** docs/openapi.json: the one copy of the API description, served as is and read for route names. */
export const API_DOCUMENT_FILE = path.join(import.meta.dirname, '..', '..', 'docs', 'openapi.json');

export const apiDocumentBytes: Buffer = readFileSync(API_DOCUMENT_FILE);

/** The document's path templates, `/api/sources/{id}` style. */
export const documentedPaths: string[] = Object.keys(
  (JSON.parse(apiDocumentBytes.toString('utf8')) as { paths: object }).paths,
);
