import { Transform, type TransformCallback } from 'node:stream';
import { type AllowedUploadType, MAX_UPLOAD_BYTES, MESSAGES } from '@app/contracts';
import { AppError } from '../../platform/errors.js';
import { SNIFF_BYTES, sniffType } from './sniff.js';

export const typeNotSupported = () => new AppError('BAD_REQUEST', MESSAGES.evidence.typeNotSupported);
export const sizeExceeded = () => new AppError('PAYLOAD_TOO_LARGE', MESSAGES.evidence.sizeExceeded);

/**
 * Sits between the upload and storage. It holds back the first bytes until the type can be read
 * from them, refuses a type that is not allowed or does not match the declared name, and stops the
 * stream the moment it passes the size limit, so a bad file fails before (or while) it is written.
 */
export class UploadGuard extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private seen = 0;
  type: AllowedUploadType | null = null;

  constructor(private readonly declared: AllowedUploadType) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
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
    if (this.type) callback();
    else if (this.headLength === 0) callback(typeNotSupported());
    else this.release(callback);
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
