import type { Attachment } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import type { UploadInput } from './attachments.service.js';
import { ATTACHMENT_STRINGS } from './strings.js';

/**
 * Walks the form in order: fields before the file may name the incident (the query string may too),
 * and the one file is handed on as the live stream, never buffered.
 */
export async function receiveMultipart(
  request: FastifyRequest,
  queryRef: string | undefined,
  store: (input: UploadInput) => Promise<Attachment>,
): Promise<Attachment> {
  let ref = queryRef;
  let stored: Attachment | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === 'incidentNumber' && typeof part.value === 'string' && !ref) ref = part.value;
      continue;
    }
    try {
      stored = await store({
        incidentRef: ref,
        fileName: part.filename,
        body: part.file,
        truncated: () => part.file.truncated,
      });
    } catch (error) {
      // Refused before the bytes were read (no incident, not allowed): let the rest drain so the
      // client receives the answer instead of a reset connection.
      part.file.resume();
      throw error;
    }
  }
  if (!stored) throw new AppError('BAD_REQUEST', ATTACHMENT_STRINGS.noFile);
  return stored;
}
