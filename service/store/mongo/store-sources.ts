import type { NewSource, SourcePatch, SourceRecord, WebhookLookup } from '../source-record.ts';
import { readAfterFollowUps } from './follow-up-reads.ts';
import { writeOptions } from './mongo-options.ts';
import { toFieldMapPairs, toSource } from './records.ts';
import { guard } from './store-guard.ts';
import type { StoreParts } from './store-parts.ts';

export function createSource(p: StoreParts, source: NewSource): Promise<SourceRecord> {
  return guard(async () => toSource(await p.tokens.createSource(source)));
}

export function listSources(p: StoreParts, { includeDeleted = false } = {}): Promise<SourceRecord[]> {
  return readAfterFollowUps(p, 'sources', async (read) =>
    (
      await p.c.sources
        .find(includeDeleted ? {} : { deletedAt: null }, read)
        .sort({ createdAt: 1, _id: 1 })
        .toArray()
    ).map(toSource),
  );
}

export function getSource(p: StoreParts, id: string): Promise<SourceRecord | null> {
  return readAfterFollowUps(p, { sourceId: id }, async (read) => {
    const doc = await p.c.sources.findOne({ _id: id, deletedAt: null }, read);
    return doc ? toSource(doc) : null;
  });
}

export function updateSource(p: StoreParts, id: string, patch: SourcePatch, at: string): Promise<SourceRecord | null> {
  return guard(async () => {
    const { fieldMap, ...rest } = patch;
    const set = { ...rest, ...(fieldMap ? { fieldMap: toFieldMapPairs(fieldMap) } : {}), updatedAt: at };
    const doc = await p.c.sources.findOneAndUpdate(
      { _id: id, deletedAt: null },
      { $set: set },
      { ...writeOptions(p.limits), returnDocument: 'after' },
    );
    return doc ? toSource(doc) : null;
  });
}

export function deleteSource(p: StoreParts, id: string, at: string): Promise<boolean> {
  return guard(() => p.tokens.deleteSource(id, at));
}

export function replaceToken(p: StoreParts, id: string, newToken: string, at: string): Promise<SourceRecord | null> {
  return guard(async () => {
    const doc = await p.tokens.replaceToken(id, newToken, at);
    return doc ? toSource(doc) : null;
  });
}

export function findWebhook(p: StoreParts, token: string): Promise<WebhookLookup | null> {
  return guard(async () => {
    const found = await p.tokens.findWebhook(token);
    if (!found) return null;
    const source = { ...toSource(found.source), token };
    return found.revoked ? { source, revoked: found.revoked } : { source, revoked: null };
  });
}
