import { SPEECH_AUDIO, type StreamErrorKind } from '@app/contracts';
import { z } from 'zod';
import type { AwsCredentials } from '../platform/storage/sigv4.js';
import { audioEvent, decodeMessage } from './event-stream.js';
import { presignUrl } from './presign.js';
import { SpeechStreamError, type SttListeners, type SttProvider, type SttStream } from './types.js';
import { kindForStatus } from './upstream-error.js';
import { WS_OPEN, type WsSocket, wsClient } from './ws.js';

export interface AwsTranscribeOptions {
  region: string;
  credentials: AwsCredentials;
  /** Tests point this at a scripted server (ws://127.0.0.1:port); production leaves it unset. */
  endpoint?: string;
  /** How long the service may take to send its last results after the end of audio. */
  finishTimeoutMs?: number;
}

const EXCEPTION_KINDS: Record<string, StreamErrorKind> = {
  BadRequestException: 'BadRequest',
  ConflictException: 'BadRequest',
  LimitExceededException: 'LimitExceeded',
  InternalFailureException: 'InternalFailure',
  ServiceUnavailableException: 'ServiceUnavailable',
};

const TranscriptEventSchema = z.object({
  Transcript: z.object({
    Results: z.array(
      z.object({
        IsPartial: z.boolean(),
        Alternatives: z.array(z.object({ Transcript: z.string() })),
      }),
    ),
  }),
});

const ExceptionSchema = z.object({ Message: z.string().optional(), message: z.string().optional() });

export function transcribeUrl(options: AwsTranscribeOptions, now: Date): string {
  const base = options.endpoint ?? `wss://transcribestreaming.${options.region}.amazonaws.com:8443`;
  const url = new URL('/stream-transcription-websocket', base);
  url.searchParams.set('language-code', SPEECH_AUDIO.language);
  url.searchParams.set('media-encoding', 'pcm');
  url.searchParams.set('sample-rate', String(SPEECH_AUDIO.sampleRate));
  url.searchParams.set('enable-partial-results-stabilization', 'true');
  url.searchParams.set('partial-results-stability', 'medium');
  return presignUrl({
    url,
    region: options.region,
    service: 'transcribe',
    credentials: options.credentials,
    now,
    expiresSeconds: 300,
  }).toString();
}

function parseFrame(data: Buffer): { transcripts: { text: string; partial: boolean }[] } | SpeechStreamError {
  let message: ReturnType<typeof decodeMessage>;
  try {
    message = decodeMessage(data);
  } catch (cause) {
    return new SpeechStreamError(
      'InternalFailure',
      `unreadable message from the speech service: ${String(cause)}`,
    );
  }
  const type = message.headers[':message-type'];
  const body: unknown = (() => {
    try {
      return JSON.parse(message.payload.toString('utf8'));
    } catch {
      return null;
    }
  })();
  if (type === 'exception' || type === 'error') {
    const name =
      message.headers[':exception-type'] ?? message.headers[':error-code'] ?? 'InternalFailureException';
    const parsed = ExceptionSchema.safeParse(body);
    const text =
      (parsed.success ? (parsed.data.Message ?? parsed.data.message) : undefined) ??
      message.headers[':error-message'] ??
      name;
    return new SpeechStreamError(EXCEPTION_KINDS[name] ?? 'InternalFailure', text);
  }
  if (message.headers[':event-type'] !== 'TranscriptEvent') return { transcripts: [] };
  const parsed = TranscriptEventSchema.safeParse(body);
  if (!parsed.success) return { transcripts: [] };
  // The spec reads the first result's first alternative and its partial flag.
  const first = parsed.data.Transcript.Results[0];
  const text = first?.Alternatives[0]?.Transcript ?? '';
  return { transcripts: first && text ? [{ text, partial: first.IsPartial }] : [] };
}

/** AWS Transcribe streaming over its WebSocket API; credentials never leave the server. */
export function awsTranscribeProvider(options: AwsTranscribeOptions): SttProvider {
  const WebSocket = wsClient();
  return {
    name: 'aws',
    start(listeners: SttListeners): SttStream {
      const socket: WsSocket = new WebSocket(transcribeUrl(options, new Date()), {
        handshakeTimeout: 10_000,
      });
      const queued: Buffer[] = [];
      let settled = false;
      let aborted = false;
      let stopping = false;
      let resolveStop: (() => void) | null = null;

      const finish = (error: SpeechStreamError | null) => {
        if (settled) return;
        settled = true;
        if (error && !aborted) listeners.onError(error);
        if (socket.readyState <= WS_OPEN) socket.terminate();
        resolveStop?.();
      };

      socket.on('open', () => {
        for (const chunk of queued.splice(0)) socket.send(audioEvent(chunk));
        if (stopping) socket.send(audioEvent(Buffer.alloc(0)));
      });
      socket.on('unexpected-response', (_request, response) => {
        const status = response.statusCode ?? 500;
        finish(
          new SpeechStreamError(
            kindForStatus(status),
            `the speech service refused the stream (HTTP ${status})`,
          ),
        );
      });
      socket.on('error', () =>
        finish(new SpeechStreamError('ServiceUnavailable', 'the speech service is unreachable')),
      );
      socket.on('message', (data) => {
        if (settled) return;
        const result = parseFrame(data);
        if (result instanceof SpeechStreamError) return finish(result);
        if (!aborted) for (const t of result.transcripts) listeners.onTranscript(t);
      });
      socket.on('close', () => {
        finish(
          stopping
            ? null
            : new SpeechStreamError('ServiceUnavailable', 'the speech service closed the stream'),
        );
      });

      return {
        write(pcm) {
          if (settled || stopping) return;
          if (socket.readyState === WS_OPEN) socket.send(audioEvent(pcm));
          else queued.push(pcm);
        },
        stop() {
          if (settled) return Promise.resolve();
          return new Promise<void>((resolve) => {
            resolveStop = resolve;
            stopping = true;
            // An empty audio event tells Transcribe the audio has ended; it sends its last results and closes.
            if (socket.readyState === WS_OPEN) socket.send(audioEvent(Buffer.alloc(0)));
            const timer = setTimeout(
              () => finish(new SpeechStreamError('ServiceUnavailable', 'the speech service did not finish')),
              options.finishTimeoutMs ?? 15_000,
            );
            timer.unref();
            socket.once('close', () => clearTimeout(timer));
          });
        },
        abort() {
          aborted = true;
          queued.length = 0;
          finish(null);
        },
      };
    },
  };
}
