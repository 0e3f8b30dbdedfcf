/** What a running recogniser tells the voice machine. */
export type RecognitionHandlers = {
  onStarted(): void;
  onTranscript(text: string, partial: boolean): void;
  /** A spec message (section 8); the recogniser has already stopped itself. */
  onError(message: string): void;
  /** Ended by itself, not by stop(). */
  onEnded(): void;
};

export type RecognitionSession = { stop(): void };

export type StartRecognition = (handlers: RecognitionHandlers) => RecognitionSession;
