import type { Context } from 'koa';
import { bodyFormatOf } from './body-format.ts';
import { checkBodyShape } from './body-shape.ts';
import { bodyText, parseBodyText } from './parse-body.ts';
import { readBytes } from './read-bytes.ts';
import { invalidBody } from '../errors.ts';

/**
 * Reads an admin or MCP request body as the webhook reads one (docs/api.md §2.5, §7
 * "Bodies"), and requires one JSON object. Checks run in the contract's order: 415, 413, 400, 422.
 */
export async function readRequestObject(ctx: Context, limit: number): Promise<{ value: Record<string, unknown> }> {
  const format = bodyFormatOf(ctx.get('Content-Type'), ctx.get('Content-Encoding'));
  const bytes = await readBytes(ctx.req, ctx.get('Content-Length'), limit);
  const { value } = await parseBodyText(bodyText(bytes, format));
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalidBody(
      `The body must be a JSON object such as {"name": "Spring campaign"}, not ${Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`}.`,
    );
  }
  checkBodyShape([value as Record<string, unknown>], false);
  return { value: value as Record<string, unknown> };
}
