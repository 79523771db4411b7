import { BSON, type Document } from 'mongodb';
import { commandName } from './mongo-wire-protocol.ts';

const WRITES = new Set(['insert', 'update', 'delete', 'findAndModify']);
/** Where each write command carries its statements. */
export const STATEMENTS: Record<string, string> = { insert: 'documents', update: 'updates', delete: 'deletes' };

/**
 * Error codes mongod labels RetryableWriteError on a retryable write (4.4+; the retryable writes
 * specification's list, and jstests/replsets/retryable_write_error_labels.js): the driver retries
 * on the label alone and no longer infers it from the code.
 */
const RETRYABLE_CODES = new Set([6, 7, 89, 91, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436]);

/**
 * mongod's side of retryable writes: a write sent with a session (`lsid`) and a `txnNumber` is
 * executed at most once; the same statement sent again (the driver's retry) is answered from the
 * session's transaction table with the first execution's result, not executed again (manual,
 * Retryable Writes; specification "Retryable Writes").
 */
export class WireRetryableWrites {
  private readonly executed = new Map<string, Document>();

  /** The command's key in the transaction table, or null when it is not a retryable write. */
  keyOf(command: Document): string | null {
    if (!WRITES.has(commandName(command)) || command.txnNumber === undefined || !command.lsid?.id) return null;
    const id = command.lsid.id as BSON.Binary;
    return `${Buffer.from(id.buffer).toString('hex')}:${String(command.txnNumber)}`;
  }

  /** Per command: the statements applied by a command that then failed as a whole (applyStatements). */
  private readonly partial = new Map<string, Set<number>>();

  /** Records statements of a retryable write as executed, each by its statement id (its index in the command). */
  applied(key: string | null, indexes: number[]): void {
    if (key) this.partial.set(key, new Set([...(this.partial.get(key) ?? []), ...indexes]));
  }

  /**
   * Runs the command unless it ran already, whose recorded answer is then returned. A retry of a
   * command that failed after some statements runs only the others, and counts those as done:
   * mongod skips each statement its transaction table holds (write_ops_exec.cpp, performInserts:
   * checkStatementExecutedNoOplogEntryFetch, and the same for updates and deletes).
   */
  once(key: string | null, command: Document, execute: (command: Document) => Document): Document {
    const seen = key ? this.executed.get(key) : undefined;
    if (seen) return seen;
    const done = key ? this.partial.get(key) : undefined;
    const reply = done ? this.runRest(command, done, execute) : execute(command);
    if (key && reply.ok === 1) (this.executed.set(key, reply), this.partial.delete(key));
    return reply;
  }

  private runRest(command: Document, done: Set<number>, execute: (command: Document) => Document): Document {
    const field = STATEMENTS[commandName(command)];
    const all = command[field] as Document[];
    const rest = all.flatMap((statement, index) => (done.has(index) ? [] : [{ statement, index }]));
    const reply = execute({ ...command, [field]: rest.map(({ statement }) => statement) });
    if (reply.ok !== 1) return reply;
    const writeErrors = (reply.writeErrors as Document[] | undefined)?.map((error) => ({
      ...error,
      index: rest[error.index].index,
    }));
    return { ...reply, n: Number(reply.n ?? 0) + done.size, ...(writeErrors ? { writeErrors } : {}) };
  }

  /** The answer with mongod's RetryableWriteError label where it belongs. */
  label(command: Document, reply: Document): Document {
    if (this.keyOf(command) === null) return reply;
    const code = reply.ok === 0 ? reply.code : reply.writeConcernError?.code;
    if (!RETRYABLE_CODES.has(Number(code))) return reply;
    return { ...reply, errorLabels: [...new Set([...(reply.errorLabels ?? []), 'RetryableWriteError'])] };
  }
}
