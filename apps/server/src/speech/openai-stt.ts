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

/**
 * An OpenAI-compatible /audio/transcriptions endpoint (OpenAI, or a self-hosted Whisper server that
 * keeps audio inside the customer's network). It takes a file, so the stream is buffered and sent
 * on stop; the one transcript comes back final.
 */
export function openAiSttProvider(options: OpenAiSttOptions): SttProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  return {
    name: 'openai',
    start(listeners: SttListeners): SttStream {
      const chunks: Buffer[] = [];
      const controller = new AbortController();
      let aborted = false;

      async function transcribe(): Promise<string> {
        const form = new FormData();
        const wav = pcmToWav(Buffer.concat(chunks));
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
        },
        async stop() {
          try {
            const text = await transcribe();
            if (!aborted) listeners.onTranscript({ text, partial: false });
          } catch (cause) {
            if (!aborted) listeners.onError(asStreamError(cause, 'InternalFailure'));
          } finally {
            chunks.length = 0;
          }
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
