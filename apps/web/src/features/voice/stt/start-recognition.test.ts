import { MESSAGES, type SpeechConfigResponse, STREAM_ERROR_KINDS } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../../lib/session-storage';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { testUser } from '../../../testing/render';
import { MICROPHONE_CONSTRAINTS } from '../audio/microphone';
import { FakeAudioContext, FakeWorkletNode, installFakeAudio } from '../testing/fake-audio';
import { FakeWebSocket } from '../testing/fake-websocket';
import type { RecognitionHandlers } from './recognition';
import { clearSpeechConfigCache } from './speech-config';
import { startRecognition } from './start-recognition';

const config = (stt: SpeechConfigResponse['stt']): SpeechConfigResponse => ({
  stt,
  tts: 'polly',
  language: 'en-AU',
  sampleRate: 16_000,
  chunkSamples: 1_600,
  maxStreamSeconds: 120,
});

const ROUTES = {
  'GET /api/speech/config': jsonResponse(config('aws')),
  'POST /api/speech/ticket': jsonResponse({ ticket: 'tkt-1', expiresInSeconds: 30 }),
};

function handlers() {
  return {
    onStarted: vi.fn(),
    onTranscript: vi.fn(),
    onError: vi.fn(),
    onEnded: vi.fn(),
  } satisfies RecognitionHandlers;
}

/** A 440 Hz tone at the context's rate. */
function tone(samples: number, rate = 48_000) {
  return Float32Array.from({ length: samples }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / rate));
}

let audio: ReturnType<typeof installFakeAudio>;

beforeEach(() => {
  writeSession('acme', 'token-123', testUser());
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  audio = installFakeAudio();
});
afterEach(() => {
  audio.uninstall();
  clearSpeechConfigCache();
});

async function openStream(h = handlers()) {
  const calls = stubFetch(ROUTES);
  const session = startRecognition(h);
  const socket = await vi.waitFor(() => FakeWebSocket.last() ?? Promise.reject(new Error('no socket')));
  return { calls, session, socket, h };
}

async function readyStream() {
  const stream = await openStream();
  stream.socket.open();
  stream.socket.receive({ type: 'ready' });
  return stream;
}

describe('server transcription', () => {
  it('captures with the spec constraints, gets a ticket and opens the socket on this host', async () => {
    const { calls, socket, h } = await openStream();
    expect(audio.getUserMedia).toHaveBeenCalledWith(MICROPHONE_CONSTRAINTS);
    expect(MICROPHONE_CONSTRAINTS.audio).toEqual({
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: false,
      channelCount: 1,
    });
    expect(FakeAudioContext.last?.audioWorklet.addModule).toHaveBeenCalledWith(
      expect.stringMatching(/pcm-capture\.worklet\.js(\?no-inline)?$/),
    );
    expect(FakeWorkletNode.last?.name).toBe('pcm-capture');
    const ticketCall = calls.find((c) => c.url.pathname === '/api/speech/ticket');
    expect(ticketCall?.method).toBe('POST');
    expect(ticketCall?.headers.get('Authorization')).toBe('Bearer token-123');
    expect(socket.url).toBe('ws://acme.localhost:5173/api/speech/transcribe?ticket=tkt-1&client=acme');
    expect(socket.binaryType).toBe('arraybuffer');
    expect(h.onStarted).not.toHaveBeenCalled();
  });

  it('sends 3,200-byte frames once the server is ready, then stop, and closes on end', async () => {
    const { socket, session, h } = await openStream();
    // Audio captured before the server is ready waits for it.
    FakeWorkletNode.last?.emit(tone(6_000));
    socket.open();
    expect(socket.sent).toEqual([]);
    socket.receive({ type: 'ready' });
    expect(h.onStarted).toHaveBeenCalledTimes(1);
    FakeWorkletNode.last?.emit(tone(6_000));
    // 12,000 samples at 48 kHz are 4,000 at 16 kHz less the filter's delay: two whole chunks.
    const frames = socket.binaryFrames();
    expect(frames).toHaveLength(2);
    for (const frame of frames) expect(frame.byteLength).toBe(3_200);
    const samples = new Int16Array(frames[1]!);
    expect(Math.max(...samples)).toBeGreaterThan(15_000);

    session.stop();
    expect(socket.binaryFrames()).toHaveLength(3);
    expect(socket.binaryFrames()[2]?.byteLength).toBe(3_200);
    expect(socket.textFrames()).toEqual([JSON.stringify({ type: 'stop' })]);
    expect(audio.track.stop).toHaveBeenCalled();
    expect(FakeAudioContext.last?.close).toHaveBeenCalled();
    expect(socket.closedByClient).toBe(false);
    socket.receive({ type: 'end' });
    expect(socket.closedByClient).toBe(true);
    expect(h.onEnded).not.toHaveBeenCalled();
    expect(h.onError).not.toHaveBeenCalled();
  });

  it('resamples a 22.05 kHz microphone too', async () => {
    audio.uninstall();
    audio = installFakeAudio({ sampleRate: 22_050 });
    const { socket } = await openStream();
    socket.open();
    socket.receive({ type: 'ready' });
    FakeWorkletNode.last?.emit(tone(22_050, 22_050));
    // One second: 16,000 samples less the filter's delay, so nine whole chunks.
    expect(socket.binaryFrames()).toHaveLength(9);
  });

  it('passes partial and final transcripts on', async () => {
    const { socket, h } = await readyStream();
    socket.receive({ type: 'transcript', text: 'I slipped', partial: true });
    socket.receive({ type: 'transcript', text: 'I slipped on a wet floor', partial: false });
    expect(h.onTranscript.mock.calls).toEqual([
      ['I slipped', true],
      ['I slipped on a wet floor', false],
    ]);
  });

  it('ignores frames that break the contract', async () => {
    const { socket, h } = await readyStream();
    socket.onmessage?.({ data: '{"type":"transcript"}' } as MessageEvent);
    socket.onmessage?.({ data: 'not json' } as MessageEvent);
    expect(h.onTranscript).not.toHaveBeenCalled();
    expect(h.onError).not.toHaveBeenCalled();
  });

  for (const kind of STREAM_ERROR_KINDS) {
    it(`shows the ${kind} stream error and stops everything`, async () => {
      const { socket, h } = await readyStream();
      socket.receive({ type: 'error', kind, message: 'too loud' });
      expect(h.onError).toHaveBeenCalledWith(MESSAGES.voice.streamErrors[kind]('too loud'));
      expect(socket.closedByClient).toBe(true);
      expect(audio.track.stop).toHaveBeenCalled();
    });
  }

  it('a socket that never opens is a failed stream start', async () => {
    const { socket, h } = await openStream();
    socket.drop();
    expect(h.onError).toHaveBeenCalledWith(MESSAGES.voice.streamInitFailed);
    expect(audio.track.stop).toHaveBeenCalled();
  });

  it('a socket that closes before the server is ready means no stream', async () => {
    const { socket, h } = await openStream();
    socket.open();
    socket.drop();
    expect(h.onError).toHaveBeenCalledWith(MESSAGES.voice.noStream);
  });

  it('a socket that drops mid-stream is a stream error', async () => {
    const { socket, h } = await readyStream();
    socket.drop();
    expect(h.onError).toHaveBeenCalledWith(MESSAGES.voice.streamError);
    expect(h.onError).toHaveBeenCalledTimes(1);
  });

  it('the server ending the stream by itself is an end, not an error', async () => {
    const { socket, h } = await readyStream();
    socket.receive({ type: 'end' });
    expect(h.onEnded).toHaveBeenCalledTimes(1);
    expect(h.onError).not.toHaveBeenCalled();
  });

  it('a refused ticket fails the stream start', async () => {
    stubFetch({
      ...ROUTES,
      'POST /api/speech/ticket': jsonResponse(
        { error: { code: 'FORBIDDEN', message: 'no' } },
        { status: 403 },
      ),
    });
    const h = handlers();
    startRecognition(h);
    await vi.waitFor(() => expect(h.onError).toHaveBeenCalledWith(MESSAGES.voice.streamInitFailed));
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(audio.track.stop).toHaveBeenCalled();
  });

  it('a denied microphone never asks for a ticket', async () => {
    audio.uninstall();
    audio = installFakeAudio({ deny: true });
    const calls = stubFetch(ROUTES);
    const h = handlers();
    startRecognition(h);
    await vi.waitFor(() => expect(h.onError).toHaveBeenCalledWith(MESSAGES.voice.micDenied));
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/speech/config']);
  });

  it('a worklet that will not load fails the start and releases the microphone', async () => {
    FakeAudioContext.failAddModule = true;
    stubFetch(ROUTES);
    const h = handlers();
    startRecognition(h);
    await vi.waitFor(() => expect(h.onError).toHaveBeenCalledWith(MESSAGES.voice.failedStart));
    expect(audio.track.stop).toHaveBeenCalled();
    expect(FakeAudioContext.last?.close).toHaveBeenCalled();
  });

  it('a failed config call fails voice set-up, and is asked again next time', async () => {
    const calls = stubFetch({
      'GET /api/speech/config': jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }),
    });
    const h = handlers();
    startRecognition(h);
    await vi.waitFor(() => expect(h.onError).toHaveBeenCalledWith(MESSAGES.voice.failedInit));
    startRecognition(handlers());
    await vi.waitFor(() => expect(calls).toHaveLength(2));
  });

  it('asks for the config once per page', async () => {
    const first = await readyStream();
    first.session.stop();
    startRecognition(handlers());
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    expect(first.calls.filter((c) => c.url.pathname === '/api/speech/config')).toHaveLength(1);
  });

  it('stopped before the socket opens: nothing is left running', async () => {
    const { socket, session, h } = await openStream();
    session.stop();
    expect(socket.closedByClient).toBe(true);
    expect(audio.track.stop).toHaveBeenCalled();
    socket.drop();
    expect(h.onError).not.toHaveBeenCalled();
  });
});

type FakeRecognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onstart: (() => void) | null;
  onresult: ((event: unknown) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  abort: ReturnType<typeof vi.fn>;
  start: ReturnType<typeof vi.fn>;
};

describe('browser speech recognition', () => {
  let recognitions: FakeRecognition[];

  beforeEach(() => {
    recognitions = [];
    vi.stubGlobal(
      'webkitSpeechRecognition',
      class {
        lang = '';
        continuous = false;
        interimResults = false;
        onstart = null;
        onresult = null;
        onerror = null;
        onend = null;
        abort = vi.fn();
        start = vi.fn();
        constructor() {
          recognitions.push(this as unknown as FakeRecognition);
        }
      },
    );
  });

  const result = (transcript: string, isFinal: boolean) => Object.assign([{ transcript }], { isFinal });

  it('listens in en-AU with interim results and passes transcripts on', async () => {
    stubFetch({ 'GET /api/speech/config': jsonResponse(config('browser')) });
    const h = handlers();
    const session = startRecognition(h);
    const recognition = await vi.waitFor(() => recognitions[0] ?? Promise.reject(new Error('none')));
    expect(recognition).toMatchObject({ lang: 'en-AU', interimResults: true, continuous: true });
    expect(recognition.start).toHaveBeenCalled();
    recognition.onstart?.();
    expect(h.onStarted).toHaveBeenCalled();
    recognition.onresult?.({ resultIndex: 0, results: [result('a wet', false)] });
    recognition.onresult?.({ resultIndex: 0, results: [result('a wet floor ', true), result('in', false)] });
    expect(h.onTranscript.mock.calls).toEqual([
      ['a wet', true],
      ['a wet floor', false],
      ['in', true],
    ]);
    session.stop();
    expect(recognition.abort).toHaveBeenCalled();
    recognition.onend?.();
    expect(h.onEnded).not.toHaveBeenCalled();
    expect(audio.getUserMedia).not.toHaveBeenCalled();
  });

  it('maps a blocked microphone to the spec message', async () => {
    stubFetch({ 'GET /api/speech/config': jsonResponse(config('browser')) });
    const h = handlers();
    startRecognition(h);
    const recognition = await vi.waitFor(() => recognitions[0] ?? Promise.reject(new Error('none')));
    recognition.onerror?.({ error: 'not-allowed' });
    expect(h.onError).toHaveBeenCalledWith(MESSAGES.voice.micDenied);
  });

  it('reports its own end so the machine can restart it', async () => {
    stubFetch({ 'GET /api/speech/config': jsonResponse(config('browser')) });
    const h = handlers();
    startRecognition(h);
    const recognition = await vi.waitFor(() => recognitions[0] ?? Promise.reject(new Error('none')));
    recognition.onerror?.({ error: 'no-speech' });
    recognition.onend?.();
    expect(h.onError).not.toHaveBeenCalled();
    expect(h.onEnded).toHaveBeenCalledTimes(1);
  });

  it('without the Web Speech API, voice cannot be set up', async () => {
    vi.stubGlobal('webkitSpeechRecognition', undefined);
    stubFetch({ 'GET /api/speech/config': jsonResponse(config('browser')) });
    const h = handlers();
    startRecognition(h);
    await vi.waitFor(() => expect(h.onError).toHaveBeenCalledWith(MESSAGES.voice.failedInit));
  });
});
