import { SPEECH_LIMITS } from '@app/contracts';

/** Messages of the speech endpoints that the spec does not word (its own are MESSAGES.voice). */
export const SPEECH_STRINGS = {
  ticketMissing: 'A speech ticket is required: POST /api/speech/ticket first',
  ticketInvalid: 'The speech ticket is invalid, expired or already used',
  ticketWrongTenant: 'The speech ticket belongs to another organisation',
  sessionEnded: 'Your session has ended; sign in again',
  notConfigured: 'Speech to text runs in the browser here; there is no server stream',
  tooManyStreams: 'Too many live transcription streams on this server; try again shortly',
  frameTooLarge: `Audio frames must be at most ${SPEECH_LIMITS.maxFrameBytes} bytes; send small chunks`,
  streamTooLong: `A transcription stream may carry at most ${SPEECH_LIMITS.maxStreamSeconds} seconds of audio`,
  badMessage: 'Only {"type":"stop"} may be sent as text',
  ttsNotConfigured: 'Text to speech is not configured on the server; use the browser speech synthesis',
  ttsFailed: 'Speech synthesis failed; use the browser speech synthesis',
} as const;
