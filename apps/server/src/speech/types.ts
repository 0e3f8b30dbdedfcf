import type { StreamErrorKind } from '@app/contracts';

/** A failure a stream reports to the browser: one of the kinds AWS Transcribe names. */
export class SpeechStreamError extends Error {
  constructor(
    readonly kind: StreamErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One segment of speech, as AWS Transcribe reports it: a partial replaces the segment in progress;
 * a final (partial false) completes it, and the next transcript starts a new segment.
 */
export interface TranscriptEvent {
  text: string;
  partial: boolean;
}

export interface SttListeners {
  onTranscript(event: TranscriptEvent): void;
  /** Called at most once; the stream is finished after it. */
  onError(error: SpeechStreamError): void;
}

/** One live transcription: PCM16LE mono 16 kHz in, transcripts out. */
export interface SttStream {
  write(pcm: Buffer): void;
  /** No more audio: resolves once the provider has delivered its final transcripts. */
  stop(): Promise<void>;
  /** The client is gone: release everything now (child process, upstream connection) and stay quiet. */
  abort(): void;
}

export interface SttProvider {
  readonly name: string;
  start(listeners: SttListeners): SttStream;
}

/** Any thrown value as a stream error of the given kind, keeping a SpeechStreamError as it is. */
export function asStreamError(cause: unknown, kind: StreamErrorKind): SpeechStreamError {
  if (cause instanceof SpeechStreamError) return cause;
  return new SpeechStreamError(kind, cause instanceof Error ? cause.message : String(cause));
}
