import type { Readable } from 'node:stream';
import getRawBody from 'raw-body';
import { bodyUnreadable, payloadTooLarge } from '../errors.ts';

/** The body's bytes, at most `limit` of them (413 beyond, declared or streamed). */
export async function readBytes(stream: Readable, contentLength: string | undefined, limit: number): Promise<Buffer> {
  const declared = Number(contentLength || NaN);
  if (declared > limit) throw payloadTooLarge(limit);
  try {
    return await getRawBody(stream, { limit, length: Number.isFinite(declared) ? declared : undefined });
  } catch (err) {
    if ((err as { type?: string }).type === 'entity.too.large') throw payloadTooLarge(limit);
    throw bodyUnreadable();
  }
}
