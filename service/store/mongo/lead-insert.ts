import type { Collection, WriteError } from 'mongodb';
import type { StoreUnavailableError } from '../store-errors.ts';
import type { LeadDoc } from './collections.ts';
import { accountedWriteErrors, duplicateIndexOf, unavailable } from './mongo-errors.ts';

export type InsertOutcome =
  | { kind: 'stored' }
  | { kind: 'duplicate'; matchedOn: 'phone' | 'email' }
  /** unknown: an insert was sent and its outcome is not known (it may be stored, now or later). */
  | { kind: 'failed'; error: StoreUnavailableError; unknown: boolean };

const STORED: InsertOutcome = { kind: 'stored' };

/**
 * Inserts one batch's leads and says, for each, what happened. Pass one sends every real lead with
 * an email as its email's holder; a lead with a phone that finds its email held is sent again
 * without the claim (pass two), an email-only one is a duplicate by email. mongod may apply an
 * unordered insert's documents in any order (manual, insertMany), so a lead whose phone or email
 * an earlier lead of the batch also has goes in a later insert, once the earlier one's outcome is
 * known: within a batch the earlier lead wins, as SQLite decides.
 */
export async function insertLeads(
  leads: Collection<LeadDoc>,
  docs: LeadDoc[],
  deadline: Deadline,
): Promise<InsertOutcome[]> {
  const outcomes: InsertOutcome[] = new Array(docs.length);
  for (const round of rounds(docs)) {
    const settled = await insertRound(
      leads,
      round.map((i) => docs[i]),
      deadline,
    );
    settled.forEach((outcome, k) => (outcomes[round[k]] = outcome));
  }
  return outcomes;
}

/** Positions of the batch in rounds: a lead goes one round after the last earlier lead sharing its phone or email. */
function rounds(docs: LeadDoc[]): number[][] {
  const lastRound = new Map<string, number>();
  const byRound: number[][] = [];
  docs.forEach((doc, i) => {
    const keys = [
      doc.phone && !doc.test ? `phone:${doc.phone}` : null,
      doc.emailHolderKey ? `email:${doc.emailHolderKey}` : null,
    ].filter((key): key is string => key !== null);
    const round = Math.max(-1, ...keys.map((key) => lastRound.get(key) ?? -1)) + 1;
    for (const key of keys) lastRound.set(key, round);
    (byRound[round] ??= []).push(i);
  });
  return byRound;
}

async function insertRound(leads: Collection<LeadDoc>, docs: LeadDoc[], deadline: Deadline): Promise<InsertOutcome[]> {
  const outcomes: InsertOutcome[] = new Array(docs.length);
  let pending = docs.map((doc, i) => ({ doc, i }));
  for (let pass = 0; pass < 2 && pending.length > 0; pass++) {
    const retry: typeof pending = [];
    const results = await insertAccounted(
      leads,
      pending.map(({ doc }) => doc),
      deadline,
    );
    if (results instanceof NotAccounted) {
      for (const { i } of pending) outcomes[i] = { kind: 'failed', error: results.error, unknown: results.sent };
      break;
    }
    results.forEach((writeError, k) => {
      const { doc, i } = pending[k];
      const index = writeError ? duplicateIndexOf(writeError) : null;
      if (!writeError || index === '_id_')
        outcomes[i] = STORED; // _id_: an earlier attempt of this write
      else if (index === 'phone_unique_real') outcomes[i] = { kind: 'duplicate', matchedOn: 'phone' };
      else if (index === 'email_holder_unique' && doc.phone) retry.push({ doc: withoutHolder(doc), i });
      else if (index === 'email_holder_unique') outcomes[i] = { kind: 'duplicate', matchedOn: 'email' };
      else outcomes[i] = { kind: 'failed', error: unavailable(writeError), unknown: false };
    });
    pending = retry;
  }
  return outcomes;
}

/** A batch's one deadline: every insert of it (the driver's retry, the re-send, pass two) ends by `at`. */
export interface Deadline {
  at: number;
  /** The server's own bound on one insert (maxTimeMS), below the socket timeout. */
  maxTimeMS: number;
}

/** Below this much time left, an insert is not sent: it could not be answered in time. */
const MIN_ATTEMPT_MS = 50;

/**
 * One unordered insertMany whose every document's outcome is known (null = inserted), re-sent once
 * with the same _ids when it is not (network error, write concern error, batch not sent, deadline
 * reached): a duplicate key on _id_ then means the first attempt wrote it, and the re-send's
 * majority acknowledgement covers it. Still unknown after the re-send, or no time left for it: 503.
 */
async function insertAccounted(
  leads: Collection<LeadDoc>,
  docs: LeadDoc[],
  deadline: Deadline,
): Promise<Array<WriteError | null> | NotAccounted> {
  let lastError: unknown = new Error('no time left before the deadline');
  let sent = false;
  for (let attempt = 0; attempt < 2; attempt++) {
    const left = deadline.at - Date.now();
    if (left < MIN_ATTEMPT_MS) break;
    sent = true;
    try {
      // The signal ends the driver's own retry too; maxTimeMS makes a stalled server give up.
      const bounds = { maxTimeMS: Math.min(left, deadline.maxTimeMS), signal: AbortSignal.timeout(left) };
      await leads.insertMany(docs, { ordered: false, ...bounds });
      return docs.map(() => null);
    } catch (error) {
      const writeErrors = accountedWriteErrors(error, docs.length);
      if (writeErrors) return docs.map((_doc, i) => writeErrors.get(i) ?? null);
      lastError = error;
    }
  }
  return new NotAccounted(unavailable(lastError), sent);
}

/** The outcome of an insert that could not be accounted for; `sent`: it may have been applied. */
class NotAccounted {
  constructor(
    readonly error: StoreUnavailableError,
    readonly sent: boolean,
  ) {}
}

function withoutHolder(doc: LeadDoc): LeadDoc {
  const { emailHolderKey: _held, ...rest } = doc;
  return rest;
}
