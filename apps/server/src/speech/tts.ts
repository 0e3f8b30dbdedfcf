import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { SPEECH_AUDIO } from '@app/contracts';
import type { AwsCredentials } from '../platform/storage/sigv4.js';
import { signRequest } from '../platform/storage/sigv4.js';
import { SpeechStreamError } from './types.js';
import { errorFromResponse, networkError } from './upstream-error.js';

export interface SynthesizedAudio {
  audio: Buffer;
  contentType: string;
}

/** Text in, playable audio out; failures are SpeechStreamErrors naming the upstream cause. */
export interface Synthesizer {
  readonly name: string;
  synthesize(text: string): Promise<SynthesizedAudio>;
}

const MAX_AUDIO_BYTES = 20 * 1024 * 1024;

export interface EspeakOptions {
  binary?: string;
  timeoutMs?: number;
}

/** Offline espeak-ng. It has no Australian voice; British English with a female variant is nearest. */
export function espeakSynthesizer(options: EspeakOptions = {}): Synthesizer {
  return {
    name: 'espeak',
    synthesize(text) {
      return new Promise((resolve, reject) => {
        // The text goes through stdin so nothing the user wrote can be read as an option.
        const child = spawn(
          options.binary ?? 'espeak-ng',
          ['-v', 'en-gb+f3', '-s', '160', '--stdin', '--stdout'],
          {
            stdio: ['pipe', 'pipe', 'ignore'],
            timeout: options.timeoutMs ?? 10_000,
            killSignal: 'SIGKILL',
          },
        );
        const chunks: Buffer[] = [];
        let size = 0;
        child.stdout.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_AUDIO_BYTES) child.kill('SIGKILL');
          else chunks.push(chunk);
        });
        child.stdin.on('error', () => {});
        child.on('error', (cause) =>
          reject(new SpeechStreamError('InternalFailure', `espeak-ng: ${cause.message}`)),
        );
        child.on('close', (code, signal) => {
          if (code === 0)
            resolve({ audio: fixStreamedWavSizes(Buffer.concat(chunks)), contentType: 'audio/wav' });
          else
            reject(
              new SpeechStreamError('InternalFailure', `espeak-ng stopped (${signal ?? `exit ${code}`})`),
            );
        });
        child.stdin.end(text);
      });
    },
  };
}

/**
 * Writing to a pipe, espeak-ng cannot go back to fill in the sizes and leaves placeholders; some
 * players then refuse the file or read past its end.
 */
function fixStreamedWavSizes(wav: Buffer): Buffer {
  if (
    wav.length >= 44 &&
    wav.toString('ascii', 0, 4) === 'RIFF' &&
    wav.toString('ascii', 36, 40) === 'data'
  ) {
    wav.writeUInt32LE(wav.length - 8, 4);
    wav.writeUInt32LE(wav.length - 44, 40);
  }
  return wav;
}

async function readAudio(response: Response, contentType: string): Promise<SynthesizedAudio> {
  if (!response.ok) throw await errorFromResponse(response);
  const audio = Buffer.from(await response.arrayBuffer());
  if (audio.length === 0)
    throw new SpeechStreamError('InternalFailure', 'the speech service returned no audio');
  return { audio, contentType };
}

export interface PollyOptions {
  region: string;
  voice: string;
  credentials: AwsCredentials;
  /** Tests point this at a scripted server; production leaves it unset. */
  endpoint?: string;
  timeoutMs?: number;
}

/** AWS Polly's neural engine, en-AU. */
export function pollySynthesizer(options: PollyOptions): Synthesizer {
  const url = new URL('/v1/speech', options.endpoint ?? `https://polly.${options.region}.amazonaws.com`);
  return {
    name: 'polly',
    async synthesize(text) {
      const body = JSON.stringify({
        OutputFormat: 'mp3',
        Text: text,
        VoiceId: options.voice,
        Engine: 'neural',
        LanguageCode: SPEECH_AUDIO.language,
      });
      const headers = signRequest(
        {
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payloadHash: createHash('sha256').update(body).digest('hex'),
          region: options.region,
          service: 'polly',
          now: new Date(),
        },
        options.credentials,
      );
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (cause) {
        throw networkError(cause);
      }
      return readAudio(response, 'audio/mpeg');
    },
  };
}

export interface OpenAiTtsOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  voice: string;
  timeoutMs?: number;
}

/** An OpenAI-compatible /audio/speech endpoint. */
export function openAiSynthesizer(options: OpenAiTtsOptions): Synthesizer {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/speech`;
  return {
    name: 'openai',
    async synthesize(text) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            model: options.model,
            voice: options.voice,
            input: text,
            response_format: 'mp3',
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (cause) {
        throw networkError(cause);
      }
      return readAudio(response, 'audio/mpeg');
    },
  };
}
