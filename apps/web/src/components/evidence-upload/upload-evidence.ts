import { type Attachment, MESSAGES, UploadResponseSchema } from '@app/contracts';
import { ApiError, errorMessageOf, resolveClient } from '../../lib/api-client';
import { readToken } from '../../lib/session-storage';

export const UPLOAD_PATH = '/api/upload';

export type UploadHandle = { promise: Promise<Attachment>; abort: () => void };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function uploadUrl(incidentNumber: string, client: string | null): string {
  const params = new URLSearchParams({ incidentNumber });
  if (client) params.set('client', client);
  return `${UPLOAD_PATH}?${params.toString()}`;
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function settle(request: XMLHttpRequest): Attachment {
  const data = parseJson(request.responseText);
  if (request.status >= 200 && request.status < 300) {
    const parsed = UploadResponseSchema.safeParse(data);
    if (parsed.success) return parsed.data.attachment;
    throw new ApiError(MESSAGES.evidence.uploadFailedShort, request.status);
  }
  const { message, code } = errorMessageOf(data);
  throw new ApiError(message ?? MESSAGES.evidence.uploadFailed, request.status, code);
}

/**
 * `POST /api/upload?incidentNumber=...` as multipart with one `file` field. XMLHttpRequest, not
 * fetch, because fetch reports no upload progress. Same tenant and bearer headers as api-client.
 * Rejects with an ApiError carrying the server's message (else the spec's upload failure text),
 * or an AbortError after `abort()`.
 */
export function uploadEvidence(
  file: File,
  incidentNumber: string,
  onProgress: (percent: number) => void,
): UploadHandle {
  let request: XMLHttpRequest | null = null;
  let aborted = false;

  const promise = resolveClient().then((client) => {
    if (aborted) throw abortError();
    const token = readToken(client);
    if (!token) throw new ApiError(MESSAGES.common.accessTokenRequired, 401, 'UNAUTHENTICATED');

    return new Promise<Attachment>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      request = xhr;
      xhr.open('POST', uploadUrl(incidentNumber, client));
      xhr.setRequestHeader('Accept', 'application/json');
      if (client) xhr.setRequestHeader('X-Client-ID', client);
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) {
          onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        }
      });
      xhr.addEventListener('load', () => {
        try {
          resolve(settle(xhr));
        } catch (error) {
          reject(error);
        }
      });
      xhr.addEventListener('error', () => reject(new ApiError(MESSAGES.evidence.uploadFailed, 0)));
      xhr.addEventListener('timeout', () => reject(new ApiError(MESSAGES.evidence.uploadFailed, 0)));
      xhr.addEventListener('abort', () => reject(abortError()));
      // No Content-Type header: the browser writes the multipart boundary itself.
      const form = new FormData();
      form.append('file', file, file.name);
      xhr.send(form);
    });
  });

  return {
    promise,
    abort: () => {
      aborted = true;
      request?.abort();
    },
  };
}
