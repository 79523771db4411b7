// The writer thread: owns the one connection that writes, so that commits, their fsync and
// WAL checkpoints wait on the disk here, never on the event loop that parses requests.
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { configureConnection } from './schema.ts';
import { SqliteWriter } from './sqlite-writer.ts';
import { fromWire, outcomeToWire, type WireOp } from './write-wire.ts';

export type ToWriter = { type: 'batch'; id: number; ops: WireOp[] } | { type: 'close' };

const db = new Database(workerData.file as string);
configureConnection(db);
const writer = new SqliteWriter(db);

parentPort!.on('message', (message: ToWriter) => {
  if (message.type === 'close') {
    writer.close();
    parentPort!.close();
    return;
  }
  parentPort!.postMessage({
    id: message.id,
    outcomes: writer.commitBatch(message.ops.map(fromWire)).map(outcomeToWire),
  });
});
