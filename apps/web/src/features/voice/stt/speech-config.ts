import { MESSAGES, type SpeechConfigResponse, SpeechConfigResponseSchema } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client';
import { VoiceError } from '../voice-error';

export const speechConfigPath = '/api/speech/config';

let cached: Promise<SpeechConfigResponse> | null = null;

/** `GET /api/speech/config`, once per page; a failure is not cached, so the next try asks again. */
export function getSpeechConfig(): Promise<SpeechConfigResponse> {
  cached ??= apiRequest<unknown>(speechConfigPath, { auth: true })
    .then((data) => SpeechConfigResponseSchema.parse(data))
    .catch(() => {
      cached = null;
      throw new VoiceError(MESSAGES.voice.failedInit);
    });
  return cached;
}

/** Test helper: forget the cached config. */
export function clearSpeechConfigCache(): void {
  cached = null;
}
