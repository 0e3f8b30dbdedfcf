import { MESSAGES } from '@app/contracts';
import { VoiceError } from '../voice-error';
import { startBrowserRecognition } from './browser-recognition';
import type { RecognitionHandlers, RecognitionSession, StartRecognition } from './recognition';
import { getSpeechConfig } from './speech-config';
import { startServerTranscription } from './transcribe-socket';

/** Asks the server which path to take (spec 01 section 7), then starts that recogniser. */
export const startRecognition: StartRecognition = (handlers: RecognitionHandlers) => {
  let stopped = false;
  let inner: RecognitionSession | null = null;
  void getSpeechConfig().then(
    (config) => {
      if (stopped) return;
      inner =
        config.stt === 'browser' ? startBrowserRecognition(handlers) : startServerTranscription(handlers);
    },
    (error: unknown) => {
      if (!stopped) handlers.onError(error instanceof VoiceError ? error.message : MESSAGES.voice.failedInit);
    },
  );
  return {
    stop() {
      stopped = true;
      inner?.stop();
    },
  };
};
