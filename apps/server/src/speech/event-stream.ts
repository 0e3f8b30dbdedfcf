import { crc32 } from 'node:zlib';

/**
 * AWS event-stream framing (application/vnd.amazon.eventstream), as Transcribe streaming speaks it:
 *   [total length u32][headers length u32][prelude CRC32] [headers] [payload] [message CRC32]
 * Header values here are strings (type 7); other types are decoded only far enough to skip them.
 */
export interface EventMessage {
  headers: Record<string, string>;
  payload: Buffer;
}

const PRELUDE_BYTES = 12;
const CRC_BYTES = 4;
const STRING_TYPE = 7;
/** Fixed value sizes of the non-string types, by type id (0 and 1 are booleans with no value). */
const FIXED_SIZES: Record<number, number> = { 0: 0, 1: 0, 2: 1, 3: 2, 4: 4, 5: 8, 8: 8, 9: 16 };

export class EventStreamError extends Error {}

function encodeHeaders(headers: Record<string, string>): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(headers)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const valueBytes = Buffer.from(value, 'utf8');
    const head = Buffer.alloc(1 + nameBytes.length + 3);
    head.writeUInt8(nameBytes.length, 0);
    nameBytes.copy(head, 1);
    head.writeUInt8(STRING_TYPE, 1 + nameBytes.length);
    head.writeUInt16BE(valueBytes.length, 2 + nameBytes.length);
    parts.push(head, valueBytes);
  }
  return Buffer.concat(parts);
}

export function encodeMessage(message: EventMessage): Buffer {
  const headers = encodeHeaders(message.headers);
  const total = PRELUDE_BYTES + headers.length + message.payload.length + CRC_BYTES;
  const out = Buffer.alloc(total);
  out.writeUInt32BE(total, 0);
  out.writeUInt32BE(headers.length, 4);
  out.writeUInt32BE(crc32(out.subarray(0, 8)), 8);
  headers.copy(out, PRELUDE_BYTES);
  message.payload.copy(out, PRELUDE_BYTES + headers.length);
  out.writeUInt32BE(crc32(out.subarray(0, total - CRC_BYTES)), total - CRC_BYTES);
  return out;
}

function decodeHeaders(bytes: Buffer): Record<string, string> {
  const headers: Record<string, string> = {};
  let at = 0;
  while (at < bytes.length) {
    const nameLength = bytes.readUInt8(at);
    const name = bytes.toString('utf8', at + 1, at + 1 + nameLength);
    at += 1 + nameLength;
    const type = bytes.readUInt8(at);
    at += 1;
    if (type === STRING_TYPE || type === 6) {
      const length = bytes.readUInt16BE(at);
      if (type === STRING_TYPE) headers[name] = bytes.toString('utf8', at + 2, at + 2 + length);
      at += 2 + length;
    } else {
      const size = FIXED_SIZES[type];
      if (size === undefined) throw new EventStreamError(`unknown header type ${type}`);
      at += size;
    }
    if (at > bytes.length) throw new EventStreamError('header runs past its section');
  }
  return headers;
}

/** One whole message (a WebSocket frame carries exactly one); checks both CRCs. */
export function decodeMessage(bytes: Buffer): EventMessage {
  if (bytes.length < PRELUDE_BYTES + CRC_BYTES) throw new EventStreamError('message too short');
  const total = bytes.readUInt32BE(0);
  const headersLength = bytes.readUInt32BE(4);
  if (total !== bytes.length) throw new EventStreamError(`length ${bytes.length} but prelude says ${total}`);
  if (crc32(bytes.subarray(0, 8)) !== bytes.readUInt32BE(8))
    throw new EventStreamError('prelude CRC mismatch');
  if (crc32(bytes.subarray(0, total - CRC_BYTES)) !== bytes.readUInt32BE(total - CRC_BYTES)) {
    throw new EventStreamError('message CRC mismatch');
  }
  const headersEnd = PRELUDE_BYTES + headersLength;
  if (headersEnd > total - CRC_BYTES) throw new EventStreamError('headers run past the message');
  return {
    headers: decodeHeaders(bytes.subarray(PRELUDE_BYTES, headersEnd)),
    payload: Buffer.from(bytes.subarray(headersEnd, total - CRC_BYTES)),
  };
}

export function audioEvent(pcm: Buffer): Buffer {
  return encodeMessage({
    headers: {
      ':message-type': 'event',
      ':event-type': 'AudioEvent',
      ':content-type': 'application/octet-stream',
    },
    payload: pcm,
  });
}
