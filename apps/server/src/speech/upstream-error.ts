import type { StreamErrorKind } from '@app/contracts';
import { SpeechStreamError } from './types.js';

/** HTTP status of a speech service -> the stream error kind the browser shows. */
export function kindForStatus(status: number): StreamErrorKind {
  if (status === 400 || status === 413 || status === 415 || status === 422) return 'BadRequest';
  if (status === 429) return 'LimitExceeded';
  if (status >= 500) return 'ServiceUnavailable';
  // 401/403/404: the server's own configuration is wrong, not the caller's audio.
  return 'InternalFailure';
}

/** The message an OpenAI-style or AWS-style error body carries, else the status line. */
export async function upstreamMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const record = body as Record<string, unknown>;
      const nested = record.error;
      if (nested && typeof nested === 'object') {
        const message = (nested as Record<string, unknown>).message;
        if (typeof message === 'string' && message) return message;
      }
      for (const key of ['message', 'Message', 'error']) {
        const value = record[key];
        if (typeof value === 'string' && value) return value;
      }
    }
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return text.trim().slice(0, 300) || `HTTP ${response.status}`;
}

export async function errorFromResponse(response: Response): Promise<SpeechStreamError> {
  return new SpeechStreamError(kindForStatus(response.status), await upstreamMessage(response));
}

/** A fetch that never reached the service (refused, reset, timed out). */
export function networkError(cause: unknown): SpeechStreamError {
  const name = cause instanceof Error ? cause.name : '';
  const message =
    name === 'TimeoutError'
      ? 'the speech service did not answer in time'
      : 'the speech service is unreachable';
  return new SpeechStreamError('ServiceUnavailable', message);
}
