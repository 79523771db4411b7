import { BSON, type Document } from 'mongodb';
import { commandName } from './mongo-wire-protocol.ts';

const WRITES = new Set(['insert', 'update', 'delete', 'findAndModify']);

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

  /** Runs `execute` unless this statement ran already, whose recorded answer is then returned. */
  once(key: string | null, execute: () => Document): Document {
    const seen = key ? this.executed.get(key) : undefined;
    if (seen) return seen;
    const reply = execute();
    if (key && reply.ok === 1) this.executed.set(key, reply);
    return reply;
  }

  /** The answer with mongod's RetryableWriteError label where it belongs. */
  label(command: Document, reply: Document): Document {
    if (this.keyOf(command) === null) return reply;
    const code = reply.ok === 0 ? reply.code : reply.writeConcernError?.code;
    if (!RETRYABLE_CODES.has(Number(code))) return reply;
    return { ...reply, errorLabels: [...new Set([...(reply.errorLabels ?? []), 'RetryableWriteError'])] };
  }
}
