import { type AskAgentResponse, MESSAGES, type SpeechConfigResponse } from '@app/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../../lib/session-storage';
import { type FetchCall, jsonResponse, stubFetch } from '../../../testing/fetch';
import { renderWithRouter, testSession } from '../../../testing/render';
import { VOICE_STRINGS } from '../../voice/strings';
import { clearSpeechConfigCache } from '../../voice/stt/speech-config';
import { installFakeAudio } from '../../voice/testing/fake-audio';
import {
  FakeAudio,
  installFakeAudioElement,
  installFakeSynthesis,
  voice,
} from '../../voice/testing/fake-speech';
import { FakeWebSocket } from '../../voice/testing/fake-websocket';
import { CHAT_STRINGS } from '../strings';
import { ChatPage } from './chat-page';

const session = testSession({ role: 'STAFF' });
const reply: AskAgentResponse = {
  response: 'Is everyone safe right now?',
  action: null,
  incidentNumber: null,
  intent: 'incident_report',
  sources: [],
  notifiable: null,
};
const CONFIG: SpeechConfigResponse = {
  stt: 'aws',
  tts: 'polly',
  language: 'en-AU',
  sampleRate: 16_000,
  chunkSamples: 1_600,
  maxStreamSeconds: 120,
};
const ROUTES = {
  'GET /api/logo': jsonResponse({ logoUrl: null, expiresIn: 3600, logoSource: 'none' }),
  'GET /api/speech/config': jsonResponse(CONFIG),
  'POST /api/speech/ticket': jsonResponse({ ticket: 'tkt-1', expiresInSeconds: 30 }),
  'POST /api/ask-agent': jsonResponse(reply),
  'POST /api/speech/synthesize': jsonResponse(
    { error: { code: 'NOT_IMPLEMENTED', message: 'none' } },
    { status: 501 },
  ),
};

function renderChat() {
  if (session.user) writeSession('acme', 'token-123', session.user);
  return renderWithRouter({ routes: [{ path: '/chat', element: <ChatPage /> }], url: '/chat', session });
}

const messageBox = () => screen.getByRole('textbox', { name: CHAT_STRINGS.inputLabel });
const log = () => screen.getByRole('log', { name: CHAT_STRINGS.messagesLabel });
const paths = (calls: FetchCall[], path: string) => calls.filter((c) => c.url.pathname === path);
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

let audio: ReturnType<typeof installFakeAudio>;
let synthesis: ReturnType<typeof installFakeSynthesis>;
let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  audio = installFakeAudio();
  installFakeAudioElement();
  synthesis = installFakeSynthesis([voice('Karen', 'en-AU'), voice('Daniel', 'en-AU')]);
});
afterEach(() => {
  audio.uninstall();
  clearSpeechConfigCache();
  vi.useRealTimers();
});

/** Switches to voice and plays the server until it is ready. */
async function startListening() {
  await user.click(screen.getByRole('radio', { name: CHAT_STRINGS.modeVoice }));
  expect(audio.getUserMedia).not.toHaveBeenCalled();
  await advance(400);
  expect(await screen.findByText(VOICE_STRINGS.initializing)).toBeInTheDocument();
  const socket = await vi.waitFor(() => FakeWebSocket.last() ?? Promise.reject(new Error('no socket')));
  act(() => {
    socket.open();
    socket.receive({ type: 'ready' });
  });
  expect(await screen.findByText(VOICE_STRINGS.listening)).toBeInTheDocument();
  expect(screen.getByText(VOICE_STRINGS.listening)).toHaveAttribute('role', 'status');
  return socket;
}

describe('chat screen in voice mode', { timeout: 20_000 }, () => {
  it('listens after 400 ms, fills the box, auto-sends, speaks the reply and stops on request', async () => {
    const calls = stubFetch(ROUTES);
    renderChat();
    const socket = await startListening();

    act(() => socket.receive({ type: 'transcript', text: 'I slipped on', partial: true }));
    expect(messageBox()).toHaveValue('I slipped on');
    act(() => socket.receive({ type: 'transcript', text: 'I slipped on a wet floor', partial: false }));
    act(() => socket.receive({ type: 'transcript', text: 'in the warehouse', partial: false }));
    expect(messageBox()).toHaveValue('I slipped on a wet floor in the warehouse');
    expect(paths(calls, '/api/ask-agent')).toHaveLength(0);

    await advance(2_000);
    expect(await within(log()).findByText('Is everyone safe right now?')).toBeInTheDocument();
    expect(paths(calls, '/api/ask-agent')[0]?.body).toMatchObject({
      inputText: 'I slipped on a wet floor in the warehouse',
      isFirstMessage: true,
    });
    expect(messageBox()).toHaveValue('');
    expect(socket.textFrames()).toEqual([JSON.stringify({ type: 'stop' })]);

    // No server voice (501): the browser reads it in an Australian female voice at 0.9.
    const stop = await screen.findByRole('button', { name: MESSAGES.chat.stopSpeaking });
    expect(stop).toHaveAttribute('title', MESSAGES.chat.stopSpeaking);
    expect(screen.queryByRole('button', { name: CHAT_STRINGS.send })).not.toBeInTheDocument();
    expect(paths(calls, '/api/speech/synthesize')[0]?.body).toEqual({ text: 'Is everyone safe right now?' });
    await vi.waitFor(() => expect(synthesis.spoken).toHaveLength(1));
    expect(synthesis.spoken[0]).toMatchObject({ lang: 'en-AU', rate: 0.9, voice: { name: 'Karen' } });
    await advance(5_000);
    expect(FakeWebSocket.instances).toHaveLength(1);

    await user.click(stop);
    expect(synthesis.synthesis.cancel).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: CHAT_STRINGS.send })).toBeInTheDocument();
    await advance(300);
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
  });

  it('plays server audio and listens again when it ends', async () => {
    stubFetch({
      ...ROUTES,
      'POST /api/speech/synthesize': jsonResponse({ audio: btoa('ID3'), contentType: 'audio/mpeg' }),
    });
    renderChat();
    const socket = await startListening();
    act(() => socket.receive({ type: 'transcript', text: 'Forklift hit a rack', partial: false }));
    await advance(2_000);
    const element = await vi.waitFor(() => FakeAudio.instances[0] ?? Promise.reject(new Error('none')));
    expect(element.src).toMatch(/^blob:/);
    expect(await screen.findByRole('button', { name: MESSAGES.chat.stopSpeaking })).toBeInTheDocument();
    expect(screen.getByText(VOICE_STRINGS.speaking)).toBeInTheDocument();
    act(() => element.onended?.());
    await advance(300);
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
  });

  it('a manual send in voice mode goes out once, with the typed text', async () => {
    const calls = stubFetch(ROUTES);
    renderChat();
    const socket = await startListening();
    act(() => socket.receive({ type: 'transcript', text: 'Chemical spill', partial: false }));
    await user.type(messageBox(), ' in bay 3');
    await user.click(screen.getByRole('button', { name: CHAT_STRINGS.send }));
    await within(log()).findByText('Is everyone safe right now?');
    await advance(3_000);
    expect(paths(calls, '/api/ask-agent').map((c) => c.body)).toEqual([
      expect.objectContaining({ inputText: 'Chemical spill in bay 3' }),
    ]);
  });

  it('after 10 s of silence says so, then returns to text', async () => {
    stubFetch(ROUTES);
    renderChat();
    await startListening();
    await advance(10_000);
    expect(await screen.findByText(VOICE_STRINGS.timeout)).toBeInTheDocument();
    expect(audio.track.stop).toHaveBeenCalled();
    await advance(1_500);
    await vi.waitFor(() => expect(screen.getByRole('radio', { name: CHAT_STRINGS.modeText })).toBeChecked());
    expect(screen.queryByText(VOICE_STRINGS.timeout)).not.toBeInTheDocument();
  });

  it('shows a denied microphone as an alert by the input and stops', async () => {
    audio.uninstall();
    audio = installFakeAudio({ deny: true });
    stubFetch(ROUTES);
    renderChat();
    await user.click(screen.getByRole('radio', { name: CHAT_STRINGS.modeVoice }));
    await advance(400);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.voice.micDenied);
    await advance(5_000);
    expect(audio.getUserMedia).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('radio', { name: CHAT_STRINGS.modeText }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a stream error from the server', async () => {
    stubFetch(ROUTES);
    renderChat();
    const socket = await startListening();
    act(() => socket.receive({ type: 'error', kind: 'LimitExceeded', message: 'Too many streams' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Limit exceeded: Too many streams');
  });

  it('switching back to text stops listening', async () => {
    stubFetch(ROUTES);
    renderChat();
    const socket = await startListening();
    await user.click(screen.getByRole('radio', { name: CHAT_STRINGS.modeText }));
    expect(socket.textFrames()).toEqual([JSON.stringify({ type: 'stop' })]);
    expect(audio.track.stop).toHaveBeenCalled();
    expect(screen.queryByText(VOICE_STRINGS.listening)).not.toBeInTheDocument();
  });
});
