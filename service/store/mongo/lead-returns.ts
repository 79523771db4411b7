import { MongoServerError } from 'mongodb';
import { conflictOf, CONFLICTS_KEPT } from '../lead-conflicts.ts';
import { emailKeyOf, SUBMISSIONS_NEWEST, type AddLeadResult, type NewLead } from '../lead-record.ts';
import { submissionJson } from '../lead-submission.ts';
import type { Collections } from './collections.ts';
import { forgetIfErased } from './lead-erasure.ts';
import { readOptions, writeOptions, type MongoLimits } from './mongo-options.ts';

const RECENT_RETURNS_KEPT = 50;
const DUPLICATE_KEY = 11000;

/**
 * A returning person on MongoDB (docs/api.md §4): each duplicate's submission is kept on the lead it
 * matched, in the `submissions` collection (outside the pruned delivery log), one with another name
 * or email marked `conflicting` and listed in the lead's `conflicts` (lead-conflicts.ts). Written like the
 * delivery entry, after the duplicate's answer (reads of the lead wait for it: PendingFollowUps), a
 * failed one retried in the background (BackgroundWrites); every step is idempotent, keyed by the
 * delivery's id.
 */
export class LeadReturns {
  constructor(
    private readonly c: Collections,
    private readonly limits: MongoLimits,
  ) {}

  /**
   * The lead each duplicate matched: the real lead holding the phone, or the holder of the email;
   * null when none holds it now (it was erased after the duplicate's insert was refused), undefined
   * for a lead that is no duplicate.
   */
  async matchedIds(
    leads: NewLead[],
    results: PromiseSettledResult<AddLeadResult>[],
  ): Promise<Array<string | null | undefined>> {
    return Promise.all(
      leads.map(async (lead, i) => {
        const result = results[i];
        if (result.status !== 'fulfilled' || result.value.status !== 'duplicate') return undefined;
        const filter =
          result.value.matchedOn === 'phone'
            ? { phone: lead.phone, test: false }
            : { emailHolderKey: emailKeyOf(lead.email)! };
        return (
          (await this.c.leads.findOne(filter, { ...readOptions(this.limits), projection: { _id: 1 } }))?._id ?? null
        );
      }),
    );
  }

  async record(leadId: string, sent: NewLead, submissionId: string, at: string): Promise<void> {
    // A lead's name and email never change, so a retry decides the same.
    const lead = await this.c.leads.findOne(
      { _id: leadId },
      { ...readOptions(this.limits), projection: { name: 1, email: 1 } },
    );
    const conflict = lead ? conflictOf(lead, sent, at) : null;
    const firstFromSource =
      (await this.c.submissions.findOne({ leadId, sourceId: sent.sourceId }, { projection: { _id: 1 } })) === null;
    try {
      await this.c.submissions.insertOne({
        _id: submissionId,
        leadId,
        sourceId: sent.sourceId,
        firstFromSource,
        ...(conflict ? { conflicting: true } : {}),
        json: submissionJson(sent, JSON.stringify(sent.fields), at),
      });
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error; // an earlier attempt wrote it
    }
    const counted = await this.c.leads.updateOne(
      { _id: leadId, recentReturns: { $ne: submissionId } },
      {
        $inc: { returns: 1 },
        $max: { lastSeenAt: at },
        $push: {
          recentReturns: { $each: [submissionId], $slice: -RECENT_RETURNS_KEPT },
          ...(conflict ? { conflicts: { $each: [conflict], $slice: -CONFLICTS_KEPT } } : {}),
        },
      },
    );
    // Nothing matched: counted by an earlier attempt, or the lead was erased meanwhile.
    if (counted.matchedCount === 0)
      await forgetIfErased(this.c, [{ id: submissionId, leadId }], writeOptions(this.limits));
    await this.prune(leadId, conflict !== null);
  }

  /** The newest SUBMISSIONS_NEWEST of one kind (matching or conflicting) stay, and the first from each source. */
  private async prune(leadId: string, conflicting: boolean): Promise<void> {
    const kept = await this.c.submissions
      .find({ leadId }, { projection: { _id: 1, firstFromSource: 1, conflicting: 1 } })
      .sort({ _id: -1 })
      .toArray();
    const dropped = kept
      .filter((s) => (s.conflicting === true) === conflicting)
      .slice(SUBMISSIONS_NEWEST)
      .filter((s) => !s.firstFromSource)
      .map((s) => s._id);
    if (dropped.length > 0) await this.c.submissions.deleteMany({ _id: { $in: dropped } });
  }
}
