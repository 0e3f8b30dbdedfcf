import {
  SPEECH_AUDIO,
  SPEECH_LIMITS,
  type StreamErrorKind,
  TranscribeClientMessageSchema,
  type TranscribeServerMessage,
} from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SpeechStreamError, SttProvider, SttStream } from '../../speech/types.js';
import { WS_OPEN, type WsSocket } from '../../speech/ws.js';
import { SPEECH_STRINGS } from './strings.js';

/** WebSocket close codes: 4401/4403 mirror HTTP for the ticket checks. */
export const CLOSE_CODES = {
  normal: 1000,
  policy: 1008,
  providerFailed: 1011,
  tryLater: 1013,
  unauthenticated: 4401,
  forbidden: 4403,
} as const;

const BYTES_PER_SECOND = SPEECH_AUDIO.sampleRate * 2;
const MAX_STREAM_BYTES = SPEECH_LIMITS.maxStreamSeconds * BYTES_PER_SECOND;

export function sendMessage(socket: WsSocket, message: TranscribeServerMessage): void {
  if (socket.readyState === WS_OPEN) socket.send(JSON.stringify(message));
}

/** Sends the error first so the browser can show it, then closes. */
export function closeWithError(socket: WsSocket, kind: StreamErrorKind, message: string, code: number): void {
  sendMessage(socket, { type: 'error', kind, message });
  if (socket.readyState === WS_OPEN) socket.close(code, kind);
}

const closeCodeFor = (kind: StreamErrorKind) =>
  kind === 'BadRequest' || kind === 'LimitExceeded' ? CLOSE_CODES.policy : CLOSE_CODES.providerFailed;

/**
 * One accepted stream: browser frames in, provider transcripts out. Whatever ends it (stop, an error,
 * a limit, the client vanishing) runs `onEnd` once, and the provider is always either finished or
 * aborted so no decoder process or upstream connection outlives the socket.
 */
export function runTranscribeStream(input: {
  socket: WsSocket;
  provider: SttProvider;
  log: FastifyBaseLogger;
  onEnd: () => void;
}): { handle(data: Buffer, isBinary: boolean): void; gone(): void } {
  const { socket, provider, log } = input;
  let state: 'open' | 'stopping' | 'done' = 'open';
  let received = 0;

  const end = () => {
    if (state === 'done') return false;
    state = 'done';
    input.onEnd();
    return true;
  };

  const fail = (kind: StreamErrorKind, message: string) => {
    if (!end()) return;
    stream.abort();
    closeWithError(socket, kind, message, closeCodeFor(kind));
  };

  const stream: SttStream = provider.start({
    onTranscript: (event) => {
      if (state !== 'done')
        sendMessage(socket, { type: 'transcript', text: event.text, partial: event.partial });
    },
    onError: (error: SpeechStreamError) => {
      log.warn(
        { provider: provider.name, kind: error.kind, reason: error.message },
        'transcription stream failed',
      );
      fail(error.kind, error.message);
    },
  });
  sendMessage(socket, { type: 'ready' });

  async function finish() {
    state = 'stopping';
    await stream.stop();
    // An error reported during stop has already ended the stream.
    if (!end()) return;
    sendMessage(socket, { type: 'end' });
    if (socket.readyState === WS_OPEN) socket.close(CLOSE_CODES.normal, 'end');
  }

  return {
    handle(data, isBinary) {
      if (state !== 'open') return;
      if (data.length > SPEECH_LIMITS.maxFrameBytes) return fail('BadRequest', SPEECH_STRINGS.frameTooLarge);
      if (!isBinary) {
        let parsed: unknown = null;
        try {
          parsed = JSON.parse(data.toString('utf8'));
        } catch {
          // Reported below as a bad message.
        }
        if (!TranscribeClientMessageSchema.safeParse(parsed).success) {
          return fail('BadRequest', SPEECH_STRINGS.badMessage);
        }
        void finish();
        return;
      }
      received += data.length;
      if (received > MAX_STREAM_BYTES) return fail('LimitExceeded', SPEECH_STRINGS.streamTooLong);
      stream.write(data);
    },
    gone() {
      if (end()) stream.abort();
    },
  };
}
