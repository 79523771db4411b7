import { MongoServerError } from 'mongodb';
import type { NewSource, RevocationReason } from '../source-record.ts';
import type { Collections, SourceDoc } from './collections.ts';
import { DUPLICATE_KEY } from './mongo-errors.ts';
import { readOptions, writeOptions, type MongoLimits } from './mongo-options.ts';

/**
 * A source and its webhook tokens. The source document's `token` is the one working token,
 * switched atomically; the token documents resolve a URL to its source and say when and why an
 * old one stopped working, with at most one active per source (unique `activeFor`).
 */
export class SourceTokens {
  constructor(
    private readonly c: Collections,
    private readonly limits: MongoLimits,
  ) {}

  async createSource(source: NewSource): Promise<SourceDoc> {
    const doc: SourceDoc = {
      _id: source.id,
      name: source.name,
      defaultCountry: source.defaultCountry,
      googleKey: source.googleKey,
      fieldMap: [],
      redirectUrl: null,
      token: source.token,
      createdAt: source.at,
      updatedAt: source.at,
      deletedAt: null,
      leadCount: 0,
      testLeadCount: 0,
      lastLeadAt: null,
    };
    const write = writeOptions(this.limits); // one deadline for the request
    await this.c.webhookTokens.insertOne(
      {
        _id: source.token,
        sourceId: source.id,
        activeFor: source.id,
        createdAt: source.at,
        revokedAt: null,
        revokedReason: null,
      },
      write,
    );
    await this.c.sources.insertOne(doc, write);
    return doc;
  }

  async deleteSource(id: string, at: string): Promise<boolean> {
    const write = writeOptions(this.limits);
    const { matchedCount } = await this.c.sources.updateOne(
      { _id: id, deletedAt: null },
      { $set: { deletedAt: at, updatedAt: at } },
      write,
    );
    if (matchedCount === 0) return false;
    await this.c.webhookTokens.updateMany(
      { sourceId: id, revokedAt: null },
      { $set: { revokedAt: at, revokedReason: 'deleted' }, $unset: { activeFor: '' } },
      write,
    );
    return true;
  }

  /**
   * Two regenerates at once (a double click) each switch the source's token atomically; the last
   * switch wins and every other token is revoked. The new token's document exists before the
   * switch, so a crash between the writes never leaves the source without a working URL. The answer
   * is the source as it is after the switch: a concurrent regenerate that switched later wins, and
   * its token (the one that works) is what this one answers too, never a token already revoked.
   */
  async replaceToken(id: string, newToken: string, at: string): Promise<SourceDoc | null> {
    const write = writeOptions(this.limits);
    await this.c.webhookTokens.insertOne(
      { _id: newToken, sourceId: id, createdAt: at, revokedAt: null, revokedReason: null },
      write,
    );
    const before = await this.c.sources.findOneAndUpdate(
      { _id: id, deletedAt: null },
      { $set: { token: newToken, updatedAt: at } },
      { ...write, returnDocument: 'before' },
    );
    if (!before) {
      await this.c.webhookTokens.deleteOne({ _id: newToken }, write);
      return null;
    }
    await this.revoke(before.token, id, at, write);
    await this.activate(id, newToken, at, write);
    return (await this.c.sources.findOne({ _id: id }, write)) ?? { ...before, token: newToken, updatedAt: at };
  }

  async findWebhook(
    token: string,
  ): Promise<{ source: SourceDoc; revoked: { reason: RevocationReason; at: string } | null } | null> {
    const read = readOptions(this.limits); // one deadline for both reads
    const hit = await this.c.webhookTokens.findOne({ _id: token }, read);
    const source = hit && (await this.c.sources.findOne({ _id: hit.sourceId }, read));
    if (!hit || !source) return null;
    if (hit.revokedAt) return { source, revoked: { reason: hit.revokedReason ?? 'regenerated', at: hit.revokedAt } };
    // A crash between the writes of deleteSource or replaceToken: the source document decides.
    if (source.deletedAt) return { source, revoked: { reason: 'deleted', at: source.deletedAt } };
    if (source.token !== token) return { source, revoked: { reason: 'regenerated', at: source.updatedAt } };
    return { source, revoked: null };
  }

  private async revoke(token: string, sourceId: string, at: string, write: Write): Promise<void> {
    await this.c.webhookTokens.updateOne(
      { _id: token, sourceId, revokedAt: null },
      { $set: { revokedAt: at, revokedReason: 'regenerated' }, $unset: { activeFor: '' } },
      write,
    );
  }

  /** Marks the token active unless a later switch replaced it; an older token still marked active is revoked. */
  private async activate(sourceId: string, token: string, at: string, write: Write): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const current = await this.c.sources.findOne({ _id: sourceId }, { ...write, projection: { token: 1 } });
      if (current?.token !== token) return void (await this.revoke(token, sourceId, at, write));
      try {
        await this.c.webhookTokens.updateOne({ _id: token, revokedAt: null }, { $set: { activeFor: sourceId } }, write);
        return;
      } catch (error) {
        if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
        const others = await this.c.webhookTokens.find({ activeFor: sourceId, _id: { $ne: token } }, write).toArray();
        for (const other of others) await this.revoke(other._id, sourceId, at, write);
      }
    }
  }
}

type Write = ReturnType<typeof writeOptions>;
