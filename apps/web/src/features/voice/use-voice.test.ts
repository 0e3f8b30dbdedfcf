import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecognitionHandlers, StartRecognition } from './stt/recognition';
import { type UseVoiceOptions, useVoice } from './use-voice';

/** A recogniser the test drives by hand; the hook only sees the StartRecognition contract. */
function scriptedRecognizer() {
  const sessions: { handlers: RecognitionHandlers; stop: ReturnType<typeof vi.fn> }[] = [];
  const recognize: StartRecognition = (handlers) => {
    const stop = vi.fn();
    sessions.push({ handlers, stop });
    return { stop };
  };
  return { recognize, sessions, last: () => sessions.at(-1)! };
}

function setup(overrides: Partial<UseVoiceOptions> = {}) {
  const recognizer = scriptedRecognizer();
  const onInput = vi.fn();
  const onSend = vi.fn((_text: string) => true);
  const stopSpeech = vi.fn();
  const hook = renderHook(
    (props: Partial<UseVoiceOptions>) =>
      useVoice({
        typing: false,
        speaking: false,
        onInput,
        onSend,
        stopSpeech,
        recognize: recognizer.recognize,
        ...overrides,
        ...props,
      }),
    { initialProps: {} },
  );
  return { ...hook, recognizer, onInput, onSend, stopSpeech };
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function toListening(view: ReturnType<typeof setup>) {
  act(() => view.result.current.switchMode('voice'));
  await advance(400);
  act(() => view.recognizer.last().handlers.onStarted());
}

describe('useVoice', () => {
  it('starts the recogniser 400 ms after switching to voice, stopping speech first', async () => {
    const view = setup();
    act(() => view.result.current.switchMode('voice'));
    expect(view.stopSpeech).toHaveBeenCalledTimes(1);
    await advance(399);
    expect(view.recognizer.sessions).toHaveLength(0);
    await advance(1);
    expect(view.recognizer.sessions).toHaveLength(1);
    expect(view.result.current.state.status).toBe('initializing');
    act(() => view.recognizer.last().handlers.onStarted());
    expect(view.result.current.state.status).toBe('listening');
  });

  it('fills the box and auto-sends 2 s after the last words', async () => {
    const view = setup();
    await toListening(view);
    act(() => view.recognizer.last().handlers.onTranscript('I slipped', true));
    expect(view.onInput).toHaveBeenLastCalledWith('I slipped');
    await advance(1_000);
    act(() => view.recognizer.last().handlers.onTranscript('I slipped on a wet floor', false));
    await advance(1_999);
    expect(view.onSend).not.toHaveBeenCalled();
    await advance(1);
    expect(view.onSend).toHaveBeenCalledWith('I slipped on a wet floor');
    expect(view.recognizer.last().stop).toHaveBeenCalled();
    expect(view.result.current.state).toMatchObject({ status: 'idle', finalText: '' });
  });

  it('keeps the transcript when the send is refused', async () => {
    const view = setup({ onSend: vi.fn(() => false) });
    await toListening(view);
    act(() => view.recognizer.last().handlers.onTranscript('Fire in bay 2', false));
    await advance(2_000);
    expect(view.result.current.state.finalText).toBe('Fire in bay 2');
  });

  it('a manual send cancels the auto-send', async () => {
    const view = setup();
    await toListening(view);
    act(() => view.recognizer.last().handlers.onTranscript('Forklift crash', false));
    await advance(1_000);
    act(() => {
      view.result.current.submit('Forklift crash');
    });
    expect(view.onSend).toHaveBeenCalledTimes(1);
    await advance(5_000);
    expect(view.onSend).toHaveBeenCalledTimes(1);
  });

  it('times out after 10 s of silence and returns to text 1.5 s later', async () => {
    const view = setup();
    await toListening(view);
    await advance(9_999);
    expect(view.recognizer.last().stop).not.toHaveBeenCalled();
    await advance(1);
    expect(view.recognizer.last().stop).toHaveBeenCalledTimes(1);
    expect(view.result.current.state.status).toBe('timeout');
    await advance(1_500);
    expect(view.result.current.state).toMatchObject({ status: 'idle', mode: 'text' });
    await advance(30_000);
    expect(view.recognizer.sessions).toHaveLength(1);
  });

  it('pauses while the assistant types and speaks, resuming 300 ms after', async () => {
    const view = setup();
    await toListening(view);
    view.rerender({ typing: true });
    expect(view.recognizer.last().stop).toHaveBeenCalled();
    view.rerender({ typing: false, speaking: true });
    await advance(5_000);
    expect(view.recognizer.sessions).toHaveLength(1);
    view.rerender({ speaking: false });
    await advance(299);
    expect(view.recognizer.sessions).toHaveLength(1);
    await advance(1);
    expect(view.recognizer.sessions).toHaveLength(2);
  });

  it('Stop speaking calls stopSpeech', async () => {
    const view = setup();
    act(() => view.result.current.switchMode('voice'));
    view.rerender({ speaking: true });
    view.stopSpeech.mockClear();
    act(() => view.result.current.stopSpeaking());
    expect(view.stopSpeech).toHaveBeenCalledTimes(1);
  });

  it('shows an error, stops and does not retry on its own', async () => {
    const view = setup();
    await toListening(view);
    act(() => view.recognizer.last().handlers.onError('Microphone access denied'));
    expect(view.result.current.state).toMatchObject({ status: 'idle', error: 'Microphone access denied' });
    await advance(30_000);
    expect(view.recognizer.sessions).toHaveLength(1);
  });

  it('handles a recogniser that fails before it returns', async () => {
    const view = setup({
      recognize: (handlers) => {
        handlers.onError('Failed to initialize voice service');
        return { stop: vi.fn() };
      },
    });
    act(() => view.result.current.switchMode('voice'));
    await advance(400);
    expect(view.result.current.state.error).toBe('Failed to initialize voice service');
  });

  it('drops events from a stopped session', async () => {
    const view = setup();
    await toListening(view);
    const old = view.recognizer.last().handlers;
    act(() => view.result.current.switchMode('text'));
    act(() => old.onTranscript('ghost words', false));
    act(() => old.onError('late'));
    expect(view.onInput).not.toHaveBeenCalled();
    expect(view.result.current.state.error).toBeNull();
  });

  it('restarts 300 ms after the recogniser ends by itself', async () => {
    const view = setup();
    await toListening(view);
    act(() => view.recognizer.last().handlers.onEnded());
    await advance(300);
    expect(view.recognizer.sessions).toHaveLength(2);
  });

  it('stops the recogniser on unmount', async () => {
    const view = setup();
    await toListening(view);
    view.unmount();
    expect(view.recognizer.last().stop).toHaveBeenCalled();
  });
});
