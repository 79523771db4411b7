import { setTimeout as sleep } from 'node:timers/promises';
import { MongoBulkWriteError, MongoError, MongoServerSelectionError, type Collection, type WriteError } from 'mongodb';
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
 * Inserts one batch's leads and says, for each, what happened, in rounds of one insert each. mongod
 * may apply an unordered insert's documents in any order (manual, insertMany), so within a batch
 * the earlier lead wins as SQLite decides it: a lead whose real phone an earlier pending lead has
 * waits for that lead's outcome, and is a duplicate by phone once it is stored or a duplicate
 * itself. Of the leads sharing an email, the earliest pending one is sent as the email's holder
 * (unique index email_holder_unique) and the later ones with a phone go in the same insert without
 * the claim; an email-only one waits, and is a duplicate by email once one of them is stored or
 * the email is found held. A holder refused because the email is held elsewhere is sent again
 * without the claim; when none of them got the claim, the earliest stored takes it (passClaims).
 * So 100 leads sharing one email take one or two inserts, 100 re-sends of one phone one.
 */
export async function insertLeads(
  leads: Collection<LeadDoc>,
  docs: LeadDoc[],
  deadline: Deadline,
): Promise<InsertOutcome[]> {
  const batch = new BatchState(docs);
  for (let round = batch.nextRound(); round.length > 0; round = batch.nextRound()) {
    const results = await insertAccounted(
      leads,
      round.map((i) => batch.sending[i]),
      deadline,
    );
    if (results instanceof NotAccounted)
      for (const i of round) batch.outcomes[i] = { kind: 'failed', error: results.error, unknown: results.sent };
    else results.forEach((writeError, k) => batch.settle(round[k], writeError));
  }
  await passClaims(leads, batch, deadline);
  return batch.outcomes as InsertOutcome[];
}

/** What each lead of a batch is sent as, and what is known of it and of its phone and email. */
class BatchState {
  readonly outcomes: Array<InsertOutcome | undefined>;
  /** The lead as sent: without its email claim once another lead of the batch holds it or the email is held. */
  readonly sending: LeadDoc[];
  /** Real phones stored or found taken by this batch: a later lead with one is a duplicate. */
  private readonly phonesTaken = new Set<string>();
  /** Emails stored by a lead of this batch, or found held elsewhere: a later email-only lead is a duplicate. */
  private readonly emailsTaken = new Set<string>();
  private readonly emailsHeldElsewhere = new Set<string>();

  constructor(readonly docs: LeadDoc[]) {
    this.outcomes = new Array(docs.length);
    this.sending = [...docs];
  }

  settle(i: number, writeError: WriteError | null): void {
    const doc = this.sending[i];
    const index = writeError ? duplicateIndexOf(writeError) : null;
    if (!writeError || index === '_id_')
      this.outcomes[i] = STORED; // _id_: an earlier attempt of this write
    else if (index === 'phone_unique_real') this.outcomes[i] = { kind: 'duplicate', matchedOn: 'phone' };
    else if (index === 'email_holder_unique' && doc.phone)
      this.sending[i] = withoutHolder(doc); // sent again
    else if (index === 'email_holder_unique') this.outcomes[i] = { kind: 'duplicate', matchedOn: 'email' };
    else this.outcomes[i] = { kind: 'failed', error: unavailable(writeError), unknown: false };
    const outcome = this.outcomes[i];
    const phone = phoneKey(doc);
    if (phone && (outcome === STORED || (outcome?.kind === 'duplicate' && outcome.matchedOn === 'phone')))
      this.phonesTaken.add(phone);
    const email = this.docs[i].emailHolderKey;
    if (email && (outcome === STORED || index === 'email_holder_unique')) this.emailsTaken.add(email);
    if (email && index === 'email_holder_unique') this.emailsHeldElsewhere.add(email);
  }

  /** The positions to send next, after deciding the leads that earlier outcomes decide. */
  nextRound(): number[] {
    const round: number[] = [];
    const waitingPhones = new Set<string>();
    const claimedEmails = new Set<string>();
    this.docs.forEach((doc, i) => {
      if (this.outcomes[i]) return;
      const phone = phoneKey(doc);
      const email = doc.emailHolderKey;
      if (phone && this.phonesTaken.has(phone)) return void (this.outcomes[i] = DUPLICATE_PHONE);
      if (email && !doc.phone && this.emailsTaken.has(email)) return void (this.outcomes[i] = DUPLICATE_EMAIL);
      const waits = (phone && waitingPhones.has(phone)) || (email && !doc.phone && claimedEmails.has(email));
      if (phone) waitingPhones.add(phone);
      if (email && (this.emailsTaken.has(email) || claimedEmails.has(email)))
        this.sending[i] = withoutHolder(this.sending[i]);
      if (email) claimedEmails.add(email);
      if (!waits) round.push(i);
    });
    return round;
  }

  /** Emails no lead of the batch holds though some were stored with it: the earliest stored of each. */
  unclaimed(): Array<{ id: string; email: string }> {
    const held = new Set<string>();
    const earliest = new Map<string, string>();
    this.docs.forEach((doc, i) => {
      const email = doc.emailHolderKey;
      if (!email || this.outcomes[i] !== STORED) return;
      if (this.sending[i].emailHolderKey) held.add(email);
      if (!earliest.has(email)) earliest.set(email, doc._id);
    });
    return [...earliest]
      .filter(([email]) => !held.has(email) && !this.emailsHeldElsewhere.has(email))
      .map(([email, id]) => ({ id, email }));
  }
}

/**
 * An email whose batch holder was not stored (a duplicate by phone, a failure) passes to the
 * earliest lead of the batch stored with it, unless it is held elsewhere (the update then meets
 * E11000). Best effort within the batch's deadline: the leads are stored either way, and until
 * then one email-only lead with that email could still be stored as its holder.
 */
async function passClaims(leads: Collection<LeadDoc>, batch: BatchState, deadline: Deadline): Promise<void> {
  for (const { id, email } of batch.unclaimed()) {
    const left = deadline.at - Date.now();
    if (left < MIN_ATTEMPT_MS) return;
    const bounds = { maxTimeMS: Math.min(left, deadline.maxTimeMS), signal: AbortSignal.timeout(left) };
    await leads
      .updateOne({ _id: id, emailHolderKey: { $exists: false } }, { $set: { emailHolderKey: email } }, bounds)
      .catch(() => {}); // held elsewhere (E11000), or not now: the lead is stored all the same
  }
}

const DUPLICATE_PHONE: InsertOutcome = { kind: 'duplicate', matchedOn: 'phone' };
const DUPLICATE_EMAIL: InsertOutcome = { kind: 'duplicate', matchedOn: 'email' };
const phoneKey = (doc: LeadDoc) => (doc.phone && !doc.test ? doc.phone : null);

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
  for (let attempt = 0; attempt < 2;) {
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
      // No primary (an election: seconds, manual "Replica Set Elections"), nothing applied: not an
      // attempt; tried again while the batch's deadline lasts, rather than 503 after two.
      if (!noPrimary(error)) attempt++;
      else await sleep(Math.min(NO_PRIMARY_PAUSE_MS, Math.max(0, deadline.at - Date.now() - MIN_ATTEMPT_MS)));
    }
  }
  return new NotAccounted(unavailable(lastError), sent);
}

const NO_PRIMARY_PAUSE_MS = 250;
/** 10107 NotWritablePrimary, 13435 NotPrimaryNoSecondaryOk: refused before anything was applied. */
const NOT_PRIMARY_CODES = new Set([10107, 13435]);
const noPrimary = (error: unknown): boolean =>
  error instanceof MongoServerSelectionError ||
  (error instanceof MongoError && NOT_PRIMARY_CODES.has(Number(error.code))) ||
  // insertMany wraps a driver error in a MongoBulkWriteError, the original as its errorResponse
  (error instanceof MongoBulkWriteError && error.errorResponse instanceof MongoServerSelectionError);

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
