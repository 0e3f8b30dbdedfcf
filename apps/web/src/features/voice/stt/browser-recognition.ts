import { MESSAGES, SPEECH_AUDIO } from '@app/contracts';
import type { RecognitionHandlers, RecognitionSession } from './recognition';

/** The part of the Web Speech API used here; TypeScript's DOM library does not declare it. */
type SpeechRecognitionLike = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onstart: (() => void) | null;
  onresult: ((event: { resultIndex: number; results: SpeechRecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
};

type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

function recognitionConstructor(): SpeechRecognitionConstructor | null {
  const scope = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export function hasBrowserRecognition(): boolean {
  return recognitionConstructor() !== null;
}

function errorMessage(code: string): string {
  if (code === 'not-allowed' || code === 'service-not-allowed') return MESSAGES.voice.micDenied;
  if (code === 'audio-capture') return MESSAGES.voice.failedStart;
  return MESSAGES.voice.streamError;
}

/** The browser's own recogniser (en-AU), used when the server has no speech-to-text provider. */
export function startBrowserRecognition(handlers: RecognitionHandlers): RecognitionSession {
  const Recognition = recognitionConstructor();
  if (!Recognition) {
    handlers.onError(MESSAGES.voice.failedInit);
    return { stop() {} };
  }
  let done = false;
  const recognition = new Recognition();
  recognition.lang = SPEECH_AUDIO.language;
  recognition.continuous = true;
  recognition.interimResults = true;
  recognition.onstart = () => {
    if (!done) handlers.onStarted();
  };
  recognition.onresult = (event) => {
    if (done) return;
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i];
      const text = result?.[0]?.transcript;
      if (result && text !== undefined) handlers.onTranscript(text.trim(), !result.isFinal);
    }
  };
  recognition.onerror = (event) => {
    // 'no-speech' and 'aborted' are not failures: the machine's own silence timeout applies.
    if (done || event.error === 'no-speech' || event.error === 'aborted') return;
    done = true;
    recognition.abort();
    handlers.onError(errorMessage(event.error));
  };
  recognition.onend = () => {
    if (done) return;
    done = true;
    handlers.onEnded();
  };
  try {
    recognition.start();
  } catch {
    done = true;
    handlers.onError(MESSAGES.voice.failedStart);
  }
  return {
    stop() {
      if (done) return;
      done = true;
      recognition.abort();
    },
  };
}
