import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../../lib/session-storage';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { testUser } from '../../../testing/render';
import { clearSpeechConfigCache } from '../stt/speech-config';
import { FakeAudio, installFakeAudioElement, installFakeSynthesis, voice } from '../testing/fake-speech';
import { chooseVoice } from './choose-voice';
import { createSpeaker } from './speaker';

const NO_TTS = {
  'POST /api/speech/synthesize': jsonResponse(
    { error: { code: 'NOT_IMPLEMENTED', message: 'No text to speech' } },
    { status: 501 },
  ),
};
const config = (tts: 'espeak' | 'browser') => ({
  'GET /api/speech/config': jsonResponse({
    stt: 'browser',
    tts,
    language: 'en-AU',
    sampleRate: 16000,
    chunkSamples: 1600,
    maxStreamSeconds: 120,
  }),
});
const AUDIO = {
  ...config('espeak'),
  'POST /api/speech/synthesize': jsonResponse({ audio: btoa('ID3abc'), contentType: 'audio/mpeg' }),
};
const synthesizeCalls = (calls: { url: URL }[]) =>
  calls.filter((c) => c.url.pathname === '/api/speech/synthesize');

const VOICES = [
  voice('Google US English', 'en-US'),
  voice('Daniel', 'en-AU'),
  voice('Microsoft Catherine - English (Australia)', 'en-AU'),
  voice('Samantha', 'en-US'),
];

beforeEach(() => {
  writeSession('acme', 'token-123', testUser());
  clearSpeechConfigCache();
});

describe('chooseVoice', () => {
  it('prefers an Australian English female voice', () => {
    expect(chooseVoice(VOICES)?.name).toBe('Microsoft Catherine - English (Australia)');
    expect(chooseVoice([voice('Karen', 'en_AU'), voice('Lee', 'en-AU')])?.name).toBe('Karen');
    expect(chooseVoice([voice('Google female', 'en-AU')])?.name).toBe('Google female');
  });

  it('falls back to any Australian voice, then to the default', () => {
    expect(chooseVoice([voice('Samantha', 'en-US'), voice('Daniel', 'en-AU')])?.name).toBe('Daniel');
    expect(chooseVoice([voice('Samantha', 'en-US')])).toBeNull();
    expect(chooseVoice([])).toBeNull();
  });
});

describe('speaker', () => {
  let audioElements: ReturnType<typeof installFakeAudioElement>;
  let synthesis: ReturnType<typeof installFakeSynthesis>;
  const changes: boolean[] = [];

  beforeEach(() => {
    changes.length = 0;
    audioElements = installFakeAudioElement();
    synthesis = installFakeSynthesis(VOICES);
  });
  afterEach(() => {
    FakeAudio.refusePlay = false;
  });

  it('plays the synthesised audio from a blob: URL and revokes it when done', async () => {
    const calls = stubFetch(AUDIO);
    const speaker = createSpeaker((speaking) => changes.push(speaking));
    speaker.speak('  Is everyone safe?  ');
    expect(changes).toEqual([false, true]);
    const element = await vi.waitFor(() => FakeAudio.instances[0] ?? Promise.reject(new Error('none')));
    expect(calls.find((c) => c.url.pathname === '/api/speech/synthesize')?.body).toEqual({
      text: 'Is everyone safe?',
    });
    expect(element.src).toMatch(/^blob:/);
    expect(audioElements.blobs[0]?.type).toBe('audio/mpeg');
    expect(await audioElements.blobs[0]?.text()).toBe('ID3abc');
    await vi.waitFor(() => expect(element.paused).toBe(false));
    element.onended?.();
    expect(audioElements.revoked).toEqual([element.src]);
    expect(changes.at(-1)).toBe(false);
    expect(synthesis.synthesis.speak).not.toHaveBeenCalled();
  });

  it('speaks in the browser without asking the server when the server has no text to speech', async () => {
    const calls = stubFetch(config('browser'));
    const speaker = createSpeaker((speaking) => changes.push(speaking));
    speaker.speak('Is everyone safe?');
    await vi.waitFor(() => expect(synthesis.synthesis.speak).toHaveBeenCalled());
    expect(synthesizeCalls(calls)).toEqual([]);
  });

  it('on 501 speaks with the en-AU female voice at rate 0.9', async () => {
    stubFetch(NO_TTS);
    const speaker = createSpeaker((speaking) => changes.push(speaking));
    speaker.speak('Call 000 now.');
    const utterance = await vi.waitFor(() => synthesis.spoken[0] ?? Promise.reject(new Error('none')));
    expect(utterance).toMatchObject({ text: 'Call 000 now.', lang: 'en-AU', rate: 0.9 });
    expect(utterance.voice?.name).toBe('Microsoft Catherine - English (Australia)');
    expect(changes.at(-1)).toBe(true);
    utterance.onend?.();
    expect(changes.at(-1)).toBe(false);
  });

  it('falls back to the browser when playback is refused', async () => {
    stubFetch(AUDIO);
    FakeAudio.refusePlay = true;
    const speaker = createSpeaker((speaking) => changes.push(speaking));
    speaker.speak('Stay calm.');
    const utterance = await vi.waitFor(() => synthesis.spoken[0] ?? Promise.reject(new Error('none')));
    expect(utterance.text).toBe('Stay calm.');
    expect(audioElements.revoked).toHaveLength(1);
  });

  it('falls back to the browser when the audio cannot be decoded', async () => {
    stubFetch(AUDIO);
    const speaker = createSpeaker((speaking) => changes.push(speaking));
    speaker.speak('Stay calm.');
    const element = await vi.waitFor(() => FakeAudio.instances[0] ?? Promise.reject(new Error('none')));
    element.onerror?.();
    expect(synthesis.spoken).toHaveLength(1);
  });

  it('stop pauses the audio, revokes its URL and cancels browser speech at once', async () => {
    stubFetch(AUDIO);
    const speaker = createSpeaker((speaking) => changes.push(speaking));
    speaker.speak('A long answer.');
    const element = await vi.waitFor(() => FakeAudio.instances[0] ?? Promise.reject(new Error('none')));
    await vi.waitFor(() => expect(element.paused).toBe(false));
    synthesis.synthesis.cancel.mockClear();
    speaker.stop();
    expect(element.pause).toHaveBeenCalled();
    expect(audioElements.revoked).toEqual([element.src]);
    expect(synthesis.synthesis.cancel).toHaveBeenCalledTimes(1);
    expect(changes.at(-1)).toBe(false);
  });

  it('a stop before the audio arrives means it is never played', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch({
      'POST /api/speech/synthesize': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const speaker = createSpeaker((speaking) => changes.push(speaking));
    speaker.speak('Too late.');
    speaker.stop();
    answer(jsonResponse({ audio: btoa('x'), contentType: 'audio/mpeg' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeAudio.instances).toHaveLength(0);
    expect(synthesis.spoken).toHaveLength(0);
    expect(changes.at(-1)).toBe(false);
  });

  it('with no speech synthesis in the browser it simply finishes', async () => {
    stubFetch(NO_TTS);
    vi.stubGlobal('speechSynthesis', undefined);
    const speaker = createSpeaker((speaking) => changes.push(speaking));
    speaker.speak('Nothing to say it with.');
    await vi.waitFor(() => expect(changes.at(-1)).toBe(false));
  });
});
