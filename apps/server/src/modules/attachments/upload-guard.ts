import { Transform, type TransformCallback } from 'node:stream';
import { type AllowedUploadType, MAX_UPLOAD_BYTES, MESSAGES } from '@app/contracts';
import { AppError } from '../../platform/errors.js';
import { looksComplete, SNIFF_BYTES, sniffType, TAIL_BYTES } from './sniff.js';
import { ATTACHMENT_STRINGS } from './strings.js';

export const typeNotSupported = () => new AppError('BAD_REQUEST', MESSAGES.evidence.typeNotSupported);
export const sizeExceeded = () => new AppError('PAYLOAD_TOO_LARGE', MESSAGES.evidence.sizeExceeded);
export const fileIncomplete = () => new AppError('BAD_REQUEST', ATTACHMENT_STRINGS.fileIncomplete);

/**
 * Sits between the upload and storage. It holds back the first bytes until the type can be read
 * from them, refuses a type that is not allowed or does not match the declared name, and stops the
 * stream the moment it passes the size limit, so a bad file fails before (or while) it is written.
 */
export class UploadGuard extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private seen = 0;
  private firstBytes: Buffer = Buffer.alloc(0);
  private tail: Buffer = Buffer.alloc(0);
  type: AllowedUploadType | null = null;

  constructor(private readonly declared: AllowedUploadType) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    this.keepTail(chunk);
    if (this.seen > MAX_UPLOAD_BYTES) {
      callback(sizeExceeded());
    } else if (this.type) {
      callback(null, chunk);
    } else {
      this.head.push(chunk);
      this.headLength += chunk.length;
      if (this.headLength < SNIFF_BYTES) callback();
      else this.release(callback);
    }
  }

  override _flush(callback: TransformCallback): void {
    if (!this.type) {
      if (this.headLength === 0) {
        callback(typeNotSupported());
        return;
      }
      this.release((error, head) => {
        if (error) callback(error);
        else {
          this.push(head);
          this.checkComplete(callback);
        }
      });
      return;
    }
    this.checkComplete(callback);
  }

  /** A file cut short fails here, before storage keeps it. */
  private checkComplete(callback: TransformCallback): void {
    if (this.type && !looksComplete(this.type, this.firstBytes, this.tail, this.seen)) {
      callback(fileIncomplete());
    } else {
      callback();
    }
  }

  private keepTail(chunk: Buffer): void {
    if (this.firstBytes.length < SNIFF_BYTES) {
      this.firstBytes = Buffer.concat([this.firstBytes, chunk]).subarray(0, SNIFF_BYTES);
    }
    const joined = chunk.length >= TAIL_BYTES ? chunk : Buffer.concat([this.tail, chunk]);
    this.tail = Buffer.from(joined.subarray(Math.max(0, joined.length - TAIL_BYTES)));
  }

  private release(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    const sniffed = sniffType(head);
    if (sniffed === null || sniffed !== this.declared) {
      callback(typeNotSupported());
    } else {
      this.type = sniffed;
      callback(null, head);
    }
  }
}
