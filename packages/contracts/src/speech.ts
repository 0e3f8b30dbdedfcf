import { z } from 'zod';

/** Spec 01 section 9 (voice constants). */
export const VOICE_TIMINGS = {
  autoSendDelayMs: 2_000,
  minTranscriptLength: 3,
  silenceTimeoutMs: 10_000,
  timeoutDisplayMs: 1_500,
  autoListenDelayMs: 300,
  switchListenDelayMs: 400,
} as const;

/** Spec 01 sections 7 and 9: 16 kHz mono 16-bit PCM in chunks of 1,600 samples, en-AU. */
export const SPEECH_AUDIO = {
  sampleRate: 16_000,
  chunkSamples: 1_600,
  /** Bytes per chunk frame on the WebSocket: 1,600 samples x 2 bytes. */
  chunkBytes: 3_200,
  language: 'en-AU',
} as const;

/** Server limits on one transcription stream (DESIGN section 10). */
export const SPEECH_LIMITS = {
  /** A frame larger than this closes the stream: a client must send chunks, not files. */
  maxFrameBytes: 64 * 1024,
  /** One stream may run this long; a dictated message is far shorter. */
  maxStreamSeconds: 120,
  /** Text to speech input. */
  maxSynthesizeChars: 3_000,
  ticketTtlSeconds: 30,
} as const;

export const STT_PROVIDERS = ['aws', 'openai', 'pocketsphinx', 'browser'] as const;
export const TTS_PROVIDERS = ['polly', 'openai', 'espeak', 'browser'] as const;

/** GET /api/speech/config: which path the browser takes; never a credential. */
export const SpeechConfigResponseSchema = z.object({
  stt: z.enum(STT_PROVIDERS),
  tts: z.enum(TTS_PROVIDERS),
  language: z.literal('en-AU'),
  sampleRate: z.literal(16_000),
  chunkSamples: z.literal(1_600),
  maxStreamSeconds: z.number().int().positive(),
});
export type SpeechConfigResponse = z.infer<typeof SpeechConfigResponseSchema>;

/**
 * POST /api/speech/ticket: a single-use ticket (30 s) for opening WS /api/speech/transcribe?ticket=.
 * A browser cannot set an Authorization header on a WebSocket, and a bearer token must never sit
 * in a URL (decision 001); the ticket is useless once used or expired.
 */
export const SpeechTicketResponseSchema = z.object({ ticket: z.string(), expiresInSeconds: z.number() });

/** POST /api/speech/synthesize (and the spec's POST /polly). */
export const SynthesizeBodySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Nothing to say')
    .max(SPEECH_LIMITS.maxSynthesizeChars, `Keep it under ${SPEECH_LIMITS.maxSynthesizeChars} characters`),
});
export const SynthesizeResponseSchema = z.object({ audio: z.string(), contentType: z.string() });

/** Stream error kinds, as AWS Transcribe names them (spec 01 section 8 maps them to messages). */
export const STREAM_ERROR_KINDS = [
  'BadRequest',
  'InternalFailure',
  'LimitExceeded',
  'ServiceUnavailable',
] as const;
export type StreamErrorKind = (typeof STREAM_ERROR_KINDS)[number];

/**
 * Server -> browser messages on WS /api/speech/transcribe (JSON text frames). The browser sends
 * binary frames of PCM (chunkBytes each) and, to finish, the text frame {"type":"stop"}.
 */
export const TranscribeServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('transcript'), text: z.string(), partial: z.boolean() }),
  z.object({ type: z.literal('error'), kind: z.enum(STREAM_ERROR_KINDS), message: z.string() }),
  z.object({ type: z.literal('end') }),
]);
export type TranscribeServerMessage = z.infer<typeof TranscribeServerMessageSchema>;
export const TranscribeClientMessageSchema = z.object({ type: z.literal('stop') });
