import { SPEECH_AUDIO } from '@app/contracts';
import { z } from 'zod';
import {
  asStreamError,
  SpeechStreamError,
  type SttListeners,
  type SttProvider,
  type SttStream,
} from './types.js';
import { errorFromResponse, networkError } from './upstream-error.js';
import { pcmToWav } from './wav.js';

export interface OpenAiSttOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs?: number;
}

const TranscriptionSchema = z.object({ text: z.string() });

/** Int16 RMS above this is speech (about -36 dBFS); below it, room noise. */
const SPEECH_RMS = 500;
/** A pause this long after speech ends an utterance, which is then transcribed at once. */
const PAUSE_SAMPLES = (SPEECH_AUDIO.sampleRate * 700) / 1000;

function rms(pcm: Buffer): number {
  const samples = Math.floor(pcm.length / 2);
  if (samples === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples; i++) {
    const v = pcm.readInt16LE(i * 2);
    sum += v * v;
  }
  return Math.sqrt(sum / samples);
}

/**
 * An OpenAI-compatible /audio/transcriptions endpoint (OpenAI, or a self-hosted Whisper server that
 * keeps audio inside the customer's network). It takes whole files, so the stream is cut at pauses:
 * each utterance is sent as soon as the speaker pauses and comes back as a final transcript, in
 * order, while listening goes on (the browser's auto-send waits for words, not for stop). What is
 * left is sent on stop.
 */
export function openAiSttProvider(options: OpenAiSttOptions): SttProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  return {
    name: 'openai',
    start(listeners: SttListeners): SttStream {
      const chunks: Buffer[] = [];
      const controller = new AbortController();
      let aborted = false;

      let heardSpeech = false;
      let silentSamples = 0;
      let sentAny = false;
      // Utterances are transcribed one after another so their finals arrive in the order spoken.
      let queue: Promise<void> = Promise.resolve();

      function flush(): void {
        const segment = Buffer.concat(chunks);
        chunks.length = 0;
        heardSpeech = false;
        silentSamples = 0;
        sentAny = true;
        queue = queue.then(async () => {
          if (aborted) return;
          try {
            const text = await transcribe(segment);
            if (!aborted && text) listeners.onTranscript({ text, partial: false });
          } catch (cause) {
            if (!aborted) listeners.onError(asStreamError(cause, 'InternalFailure'));
          }
        });
      }

      async function transcribe(pcm: Buffer): Promise<string> {
        const form = new FormData();
        const wav = pcmToWav(pcm);
        form.append('file', new Blob([wav], { type: 'audio/wav' }), 'speech.wav');
        form.append('model', options.model);
        form.append('language', SPEECH_AUDIO.language.slice(0, 2));
        form.append('response_format', 'json');
        const headers: Record<string, string> = {};
        if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
        let response: Response;
        try {
          response = await fetch(url, {
            method: 'POST',
            headers,
            body: form,
            signal: AbortSignal.any([controller.signal, AbortSignal.timeout(options.timeoutMs ?? 30_000)]),
          });
        } catch (cause) {
          throw networkError(cause);
        }
        if (!response.ok) throw await errorFromResponse(response);
        const parsed = TranscriptionSchema.safeParse(await response.json().catch(() => null));
        if (!parsed.success)
          throw new SpeechStreamError('InternalFailure', 'unexpected transcription response');
        return parsed.data.text.trim();
      }

      return {
        write(pcm) {
          chunks.push(pcm);
          if (rms(pcm) >= SPEECH_RMS) {
            heardSpeech = true;
            silentSamples = 0;
            return;
          }
          silentSamples += Math.floor(pcm.length / 2);
          if (heardSpeech && silentSamples >= PAUSE_SAMPLES) flush();
        },
        async stop() {
          // The tail goes too when it holds speech, or when nothing was sent at all (a quiet talker).
          if (chunks.length > 0 && (heardSpeech || !sentAny)) flush();
          chunks.length = 0;
          await queue;
        },
        abort() {
          aborted = true;
          chunks.length = 0;
          controller.abort();
        },
      };
    },
  };
}
