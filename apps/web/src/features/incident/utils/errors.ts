import { MESSAGES } from '@app/contracts';
import { ApiError } from '../../../lib/api-client';

/** A network failure gets the spec's network text; a server error its own message; else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 0) return MESSAGES.incident.networkError;
  if (error instanceof ApiError && error.code) return error.message;
  return fallback;
}
