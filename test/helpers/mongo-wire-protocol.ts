import { BSON, type Document } from 'mongodb';

/**
 * The two request formats the driver sends (mongodb 7.9, `src/cmap/commands.ts`): OP_QUERY for the
 * first handshake of each connection (no wire version is known yet), OP_MSG for everything else,
 * with kind-1 sections (document sequences) for the `documents`, `updates` and `deletes` of writes.
 */
const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

export interface WireRequest {
  requestId: number;
  opCode: typeof OP_QUERY | typeof OP_MSG;
  /** The command, with each kind-1 sequence folded in under its identifier (as the server reads it). */
  command: Document;
  /** The database the command runs against. */
  db: string;
}

/** Reads whole messages from a byte stream; call push() with each chunk. */
export class MessageReader {
  private buffered = Buffer.alloc(0);

  push(chunk: Buffer): WireRequest[] {
    this.buffered = Buffer.concat([this.buffered, chunk]);
    const messages: WireRequest[] = [];
    while (this.buffered.length >= 4) {
      const length = this.buffered.readInt32LE(0);
      if (this.buffered.length < length) break;
      messages.push(parseMessage(this.buffered.subarray(0, length)));
      this.buffered = this.buffered.subarray(length);
    }
    return messages;
  }
}

function parseMessage(message: Buffer): WireRequest {
  const requestId = message.readInt32LE(4);
  const opCode = message.readInt32LE(12);
  if (opCode === OP_QUERY) {
    const nameEnd = message.indexOf(0, 20);
    const collection = message.toString('utf8', 20, nameEnd);
    const queryStart = nameEnd + 1 + 8; // numberToSkip, numberToReturn
    const command = BSON.deserialize(message.subarray(queryStart, queryStart + message.readInt32LE(queryStart)));
    return { requestId, opCode, command, db: collection.split('.')[0] };
  }
  if (opCode !== OP_MSG) throw new Error(`wire server: unsupported opCode ${opCode}`);
  const flagBits = message.readUInt32LE(16);
  const end = message.length - (flagBits & 1 ? 4 : 0);
  let command: Document = {};
  const sequences: Record<string, Document[]> = {};
  for (let offset = 20; offset < end;) {
    const kind = message[offset++];
    const size = message.readInt32LE(offset);
    if (kind === 0) {
      command = BSON.deserialize(message.subarray(offset, offset + size));
    } else {
      const sectionEnd = offset + size;
      const idEnd = message.indexOf(0, offset + 4);
      const id = message.toString('utf8', offset + 4, idEnd);
      const docs: Document[] = [];
      for (let at = idEnd + 1; at < sectionEnd; at += message.readInt32LE(at)) {
        docs.push(BSON.deserialize(message.subarray(at, at + message.readInt32LE(at))));
      }
      sequences[id] = docs;
    }
    offset += size;
  }
  return { requestId, opCode, command: { ...command, ...sequences }, db: String(command.$db ?? 'admin') };
}

/** The reply to a request, in the format the request came in. */
export function encodeReply(request: WireRequest, reply: Document, ownRequestId: number): Buffer {
  const body = BSON.serialize(reply);
  const header = Buffer.alloc(16);
  let prefix: Buffer;
  if (request.opCode === OP_QUERY) {
    prefix = Buffer.alloc(20); // responseFlags, cursorID (int64), startingFrom, numberReturned
    prefix.writeInt32LE(1, 16);
  } else {
    prefix = Buffer.from([0, 0, 0, 0, 0]); // flagBits, then section kind 0
  }
  header.writeInt32LE(16 + prefix.length + body.length, 0);
  header.writeInt32LE(ownRequestId, 4);
  header.writeInt32LE(request.requestId, 8);
  header.writeInt32LE(request.opCode === OP_QUERY ? OP_REPLY : OP_MSG, 12);
  return Buffer.concat([header, prefix, body]);
}

/** The command's name: its first key (`insert`, `find`, `hello`, ...). */
export const commandName = (command: Document): string => Object.keys(command)[0];
