import {
  MESSAGES,
  SpeechTicketResponseSchema,
  type TranscribeServerMessage,
  TranscribeServerMessageSchema,
} from '@app/contracts';
import { apiRequest, resolveClient } from '../../../lib/api-client';
import { type MicrophoneCapture, startMicrophone } from '../audio/microphone';
import { pcm16Bytes } from '../audio/pcm';
import { VoiceError } from '../voice-error';
import type { RecognitionHandlers, RecognitionSession } from './recognition';

export const speechTicketPath = '/api/speech/ticket';
export const transcribePath = '/api/speech/transcribe';
/** After {"type":"stop"} the server gets this long to say 'end' before the socket is closed anyway. */
export const END_GRACE_MS = 5_000;

function socketUrl(ticket: string, client: string | null): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ ticket });
  if (client) query.set('client', client);
  return `${scheme}://${window.location.host}${transcribePath}?${query}`;
}

function parseMessage(data: unknown): TranscribeServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = TranscribeServerMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function openSocket(): Promise<WebSocket> {
  try {
    const client = await resolveClient();
    const { ticket } = SpeechTicketResponseSchema.parse(
      await apiRequest<unknown>(speechTicketPath, { method: 'POST', auth: true }),
    );
    const socket = new WebSocket(socketUrl(ticket, client));
    socket.binaryType = 'arraybuffer';
    return socket;
  } catch {
    throw new VoiceError(MESSAGES.voice.streamInitFailed);
  }
}

/**
 * Streams the microphone to `WS /api/speech/transcribe` (DESIGN section 10). The microphone
 * starts first, so a denied permission never opens a socket; chunks wait until the server is ready.
 */
export function startServerTranscription(handlers: RecognitionHandlers): RecognitionSession {
  let finished = false;
  let stopping = false;
  let ready = false;
  let opened = false;
  let socket: WebSocket | null = null;
  let microphone: MicrophoneCapture | null = null;
  let graceTimer: ReturnType<typeof setTimeout> | undefined;
  const waiting: ArrayBuffer[] = [];

  const sendChunk = (chunk: Int16Array) => {
    const frame = pcm16Bytes(chunk);
    if (ready && socket?.readyState === WebSocket.OPEN) socket.send(frame);
    else waiting.push(frame);
  };

  const release = () => {
    finished = true;
    clearTimeout(graceTimer);
    microphone?.stop();
    microphone = null;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.onclose = null;
      if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close();
    }
  };

  const fail = (message: string) => {
    if (finished || stopping) return;
    release();
    handlers.onError(message);
  };

  const onMessage = (message: TranscribeServerMessage) => {
    switch (message.type) {
      case 'ready':
        ready = true;
        for (const frame of waiting.splice(0)) socket?.send(frame);
        if (!stopping) handlers.onStarted();
        return;
      case 'transcript':
        if (!stopping) handlers.onTranscript(message.text, message.partial);
        return;
      case 'error':
        fail(MESSAGES.voice.streamErrors[message.kind](message.message));
        return;
      case 'end': {
        const bySelf = !stopping;
        release();
        if (bySelf) handlers.onEnded();
        return;
      }
    }
  };

  const connect = (ws: WebSocket) => {
    socket = ws;
    ws.onopen = () => {
      opened = true;
    };
    ws.onmessage = (event: MessageEvent) => {
      const message = parseMessage(event.data);
      if (message) onMessage(message);
    };
    // An error is always followed by close, which knows whether the socket ever opened.
    ws.onerror = () => {};
    ws.onclose = () => {
      if (!opened) fail(MESSAGES.voice.streamInitFailed);
      else if (!ready) fail(MESSAGES.voice.noStream);
      else fail(MESSAGES.voice.streamError);
      release();
    };
  };

  void (async () => {
    try {
      microphone = await startMicrophone(sendChunk);
      if (stopping) return release();
      const ws = await openSocket();
      if (stopping) {
        ws.close();
        return release();
      }
      connect(ws);
    } catch (error) {
      fail(error instanceof VoiceError ? error.message : MESSAGES.voice.failedStart);
    }
  })();

  return {
    stop() {
      if (finished || stopping) return;
      stopping = true;
      const last = microphone?.stop() ?? null;
      microphone = null;
      if (!socket || !ready || socket.readyState !== WebSocket.OPEN) {
        release();
        return;
      }
      if (last) socket.send(pcm16Bytes(last));
      socket.send(JSON.stringify({ type: 'stop' }));
      graceTimer = setTimeout(release, END_GRACE_MS);
    },
  };
}
