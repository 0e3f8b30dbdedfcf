import { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES, UploadBodySchema } from '@app/contracts';
import { AppError } from '../../platform/errors.js';
import type { UploadInput } from './attachments.service.js';
import { ATTACHMENT_STRINGS } from './strings.js';
import { sizeExceeded } from './upload-guard.js';

/** 50 MB in base64 (4 characters per 3 bytes) plus room for the JSON around it. */
export const JSON_UPLOAD_BODY_LIMIT = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 1024 * 1024;

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/**
 * The spec's JSON upload: the whole file is in the body already, so it is decoded once and fed to
 * the same pipeline as a multipart file. A data: URL prefix, as browsers' FileReader gives, is fine.
 */
export function decodeUploadBody(body: unknown, queryRef: string | undefined): Omit<UploadInput, 'signal'> {
  const parsed = UploadBodySchema.safeParse(body);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => ({
      field: ['body', ...i.path].join('.'),
      message: i.message,
    }));
    const first = details[0];
    throw new AppError(
      'VALIDATION_FAILED',
      first ? `${first.field}: ${first.message}` : 'Invalid request',
      details,
    );
  }
  const { incidentNumber, fileName, fileSize, fileData } = parsed.data;
  if (fileSize !== undefined && fileSize > MAX_UPLOAD_BYTES) throw sizeExceeded();
  const data = fileData.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!BASE64.test(data)) throw new AppError('BAD_REQUEST', ATTACHMENT_STRINGS.badBase64);
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  if (Math.floor((data.length * 3) / 4) - padding > MAX_UPLOAD_BYTES) throw sizeExceeded();
  const bytes = Buffer.from(data, 'base64');
  if (fileSize !== undefined && fileSize !== bytes.length) {
    throw new AppError('BAD_REQUEST', ATTACHMENT_STRINGS.sizeMismatch);
  }
  return {
    incidentRef: incidentNumber || queryRef,
    fileName,
    body: Readable.from([bytes], { objectMode: false }),
  };
}
