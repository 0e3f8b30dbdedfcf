import { VOICE_TIMINGS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  initialVoiceState,
  nextDueAt,
  showsStopButton,
  transcriptOf,
  type VoiceEffect,
  type VoiceEvent,
  type VoiceState,
  voiceReducer,
} from './voice-machine';

type EventWithoutTime = VoiceEvent extends infer E ? (E extends VoiceEvent ? Omit<E, 'now'> : never) : never;

/** Drives the reducer with a fake clock and keeps every effect it asked for. */
function machine(start: Partial<VoiceState> = {}) {
  let now = 0;
  let state: VoiceState = { ...initialVoiceState, ...start };
  let effects: VoiceEffect[] = [];
  const send = (event: EventWithoutTime) => {
    const result = voiceReducer(state, { ...event, now } as VoiceEvent);
    state = result.state;
    effects.push(...result.effects);
    return result.effects;
  };
  return {
    get state() {
      return state;
    },
    get now() {
      return now;
    },
    send,
    /** Moves the clock on, as the hook's timer would, one TICK at the end. */
    advance(ms: number) {
      now += ms;
      return send({ type: 'TICK' });
    },
    /** Every effect since the last call. */
    takeEffects() {
      const taken = effects;
      effects = [];
      return taken;
    },
  };
}

const START: VoiceEffect = { type: 'startListening' };
const STOP: VoiceEffect = { type: 'stopListening' };
const STOP_SPEECH: VoiceEffect = { type: 'stopSpeech' };

/** Voice mode, recogniser running, effects so far discarded. */
function listening() {
  const m = machine();
  m.send({ type: 'SWITCH_MODE', mode: 'voice' });
  m.advance(VOICE_TIMINGS.switchListenDelayMs);
  m.send({ type: 'RECOGNITION_STARTED' });
  m.takeEffects();
  return m;
}

describe('voice machine: modes', () => {
  it('starts in text mode, idle, with nothing pending', () => {
    const m = machine();
    expect(m.state.mode).toBe('text');
    expect(m.state.status).toBe('idle');
    expect(nextDueAt(m.state)).toBeNull();
    expect(m.advance(60_000)).toEqual([]);
  });

  it('switching to voice stops speech at once and starts listening after exactly 400 ms', () => {
    const m = machine({ assistantSpeaking: true });
    expect(m.send({ type: 'SWITCH_MODE', mode: 'voice' })).toEqual([STOP_SPEECH]);
    expect(m.state.mode).toBe('voice');
    expect(m.state.assistantSpeaking).toBe(false);
    expect(nextDueAt(m.state)).toBe(400);
    expect(m.advance(399)).toEqual([]);
    expect(m.state.status).toBe('idle');
    expect(m.advance(1)).toEqual([START]);
    expect(m.state.status).toBe('initializing');
    m.send({ type: 'RECOGNITION_STARTED' });
    expect(m.state.status).toBe('listening');
  });

  it('switching to the mode already on does nothing', () => {
    const m = listening();
    expect(m.send({ type: 'SWITCH_MODE', mode: 'voice' })).toEqual([]);
    expect(m.state.status).toBe('listening');
  });

  it('switching to text stops listening and cancels every timer', () => {
    const m = listening();
    m.send({ type: 'TRANSCRIPT', text: 'hello there', partial: true });
    expect(m.send({ type: 'SWITCH_MODE', mode: 'text' })).toEqual([STOP]);
    expect(m.state).toMatchObject({ mode: 'text', status: 'idle', timers: {} });
    expect(m.advance(60_000)).toEqual([]);
  });

  it('switching to text while initializing also stops the recogniser being started', () => {
    const m = machine();
    m.send({ type: 'SWITCH_MODE', mode: 'voice' });
    m.advance(400);
    expect(m.send({ type: 'SWITCH_MODE', mode: 'text' })).toEqual([STOP]);
  });

  it('switching to text while a reply is spoken stops the speech too', () => {
    const m = listening();
    m.send({ type: 'ASSISTANT_SPEAKING_CHANGED', speaking: true });
    m.takeEffects();
    expect(m.send({ type: 'SWITCH_MODE', mode: 'text' })).toEqual([STOP_SPEECH]);
    expect(m.state.assistantSpeaking).toBe(false);
  });

  it('a switch back to text within the 400 ms never starts listening', () => {
    const m = machine();
    m.send({ type: 'SWITCH_MODE', mode: 'voice' });
    m.advance(200);
    m.send({ type: 'SWITCH_MODE', mode: 'text' });
    expect(m.advance(10_000)).toEqual([]);
  });
});

describe('voice machine: auto-listen', () => {
  it('restarts listening 300 ms after the assistant stops typing and speaking', () => {
    const m = listening();
    m.send({ type: 'ASSISTANT_TYPING_CHANGED', typing: true });
    expect(m.takeEffects()).toEqual([STOP]);
    expect(m.state.status).toBe('idle');
    expect(m.advance(5_000)).toEqual([]);
    m.send({ type: 'ASSISTANT_TYPING_CHANGED', typing: false });
    m.send({ type: 'ASSISTANT_SPEAKING_CHANGED', speaking: true });
    expect(m.advance(5_000)).toEqual([]);
    m.send({ type: 'ASSISTANT_SPEAKING_CHANGED', speaking: false });
    expect(m.advance(299)).toEqual([]);
    expect(m.advance(1)).toEqual([START]);
  });

  it('does not start while the assistant is typing, even after a switch', () => {
    const m = machine({ assistantTyping: true });
    m.send({ type: 'SWITCH_MODE', mode: 'voice' });
    expect(m.advance(10_000)).toEqual([]);
    m.send({ type: 'ASSISTANT_TYPING_CHANGED', typing: false });
    expect(m.advance(300)).toEqual([START]);
  });

  it('does not auto-listen in text mode', () => {
    const m = machine();
    m.send({ type: 'ASSISTANT_TYPING_CHANGED', typing: true });
    m.send({ type: 'ASSISTANT_TYPING_CHANGED', typing: false });
    expect(m.advance(10_000)).toEqual([]);
  });

  it('restarts 300 ms after the recogniser ends by itself', () => {
    const m = listening();
    m.send({ type: 'RECOGNITION_ENDED' });
    expect(m.state.status).toBe('idle');
    expect(m.advance(300)).toEqual([START]);
  });

  it('the typing change that cancels a pending start wins over it', () => {
    const m = listening();
    m.send({ type: 'RECOGNITION_ENDED' });
    m.advance(100);
    m.send({ type: 'ASSISTANT_TYPING_CHANGED', typing: true });
    expect(m.advance(1_000)).toEqual([]);
  });
});

describe('voice machine: silence timeout', () => {
  it('10 s with no transcript stops listening; 1.5 s later idle and back to text', () => {
    const m = listening();
    expect(m.advance(9_999)).toEqual([]);
    expect(m.advance(1)).toEqual([STOP]);
    expect(m.state.status).toBe('timeout');
    expect(m.state.mode).toBe('voice');
    expect(m.advance(1_499)).toEqual([]);
    expect(m.state.status).toBe('timeout');
    m.advance(1);
    expect(m.state).toMatchObject({ status: 'idle', mode: 'text', timers: {} });
    expect(m.advance(60_000)).toEqual([]);
  });

  it('a start-up that never finishes times out 10 s after it was asked for', () => {
    const m = machine();
    m.send({ type: 'SWITCH_MODE', mode: 'voice' });
    expect(m.advance(400)).toEqual([START]);
    expect(m.advance(9_999)).toEqual([]);
    expect(m.state.status).toBe('initializing');
    expect(m.advance(1)).toEqual([STOP]);
    expect(m.state.status).toBe('timeout');
  });

  it('every new transcript restarts the 10 s', () => {
    const m = listening();
    m.advance(9_000);
    m.send({ type: 'TRANSCRIPT', text: 'um', partial: true });
    expect(m.advance(9_999)).toEqual([]);
    expect(m.state.status).toBe('listening');
    expect(m.advance(1)).toEqual([STOP]);
    expect(m.state.status).toBe('timeout');
  });

  it('an empty partial is not new speech', () => {
    const m = listening();
    m.advance(5_000);
    m.send({ type: 'TRANSCRIPT', text: '  ', partial: true });
    m.advance(5_000);
    expect(m.state.status).toBe('timeout');
  });

  it('a recogniser that restarts on its own does not reset the silence clock', () => {
    const m = listening();
    m.advance(6_000);
    m.send({ type: 'RECOGNITION_ENDED' });
    m.advance(300);
    m.send({ type: 'RECOGNITION_STARTED' });
    m.takeEffects();
    expect(m.advance(3_700)).toEqual([STOP]);
    expect(m.state.status).toBe('timeout');
  });

  it('handles a long gap in one tick: timeout, then text', () => {
    const m = listening();
    expect(m.advance(20_000)).toEqual([STOP]);
    expect(m.state).toMatchObject({ status: 'idle', mode: 'text' });
  });

  it('switching to voice again from the timeout display listens again after 400 ms', () => {
    const m = listening();
    m.advance(10_000);
    m.send({ type: 'SWITCH_MODE', mode: 'text' });
    m.send({ type: 'SWITCH_MODE', mode: 'voice' });
    m.takeEffects();
    expect(m.advance(400)).toEqual([START]);
  });
});

describe('voice machine: transcripts and auto-send', () => {
  it('partials replace each other, finals append, and the box shows both', () => {
    const m = listening();
    expect(m.send({ type: 'TRANSCRIPT', text: 'I slip', partial: true })).toEqual([
      { type: 'fillInput', text: 'I slip' },
    ]);
    m.send({ type: 'TRANSCRIPT', text: 'I slipped on', partial: true });
    m.send({ type: 'TRANSCRIPT', text: 'I slipped on a wet floor', partial: false });
    expect(m.send({ type: 'TRANSCRIPT', text: 'in the', partial: true })).toEqual([
      { type: 'fillInput', text: 'I slipped on a wet floor in the' },
    ]);
    m.send({ type: 'TRANSCRIPT', text: 'in the warehouse', partial: false });
    expect(transcriptOf(m.state)).toBe('I slipped on a wet floor in the warehouse');
    expect(m.state.partialText).toBe('');
  });

  it('keeps what was typed before speaking, then appends speech to it', () => {
    const m = machine();
    m.send({ type: 'INPUT_EDITED', text: 'Note:' });
    m.send({ type: 'SWITCH_MODE', mode: 'voice' });
    m.advance(400);
    m.send({ type: 'RECOGNITION_STARTED' });
    expect(m.send({ type: 'TRANSCRIPT', text: 'forklift', partial: true })).toEqual([
      { type: 'fillInput', text: 'Note: forklift' },
    ]);
  });

  it('sends exactly 2 s after the last speech', () => {
    const m = listening();
    m.send({ type: 'TRANSCRIPT', text: 'I slipped', partial: true });
    m.advance(1_500);
    m.send({ type: 'TRANSCRIPT', text: 'I slipped on a wet floor', partial: false });
    expect(m.state.lastSpeechAt).toBe(m.now);
    expect(m.advance(1_999)).toEqual([]);
    expect(m.advance(1)).toEqual([{ type: 'send', text: 'I slipped on a wet floor' }]);
  });

  it('does not auto-send under 3 characters', () => {
    const m = listening();
    m.send({ type: 'TRANSCRIPT', text: 'ok', partial: false });
    expect(m.advance(2_000)).toEqual([]);
    m.send({ type: 'TRANSCRIPT', text: 'a', partial: false });
    expect(m.advance(2_000)).toEqual([{ type: 'send', text: 'ok a' }]);
  });

  it('does not auto-send typed text when no speech occurred', () => {
    const m = listening();
    m.send({ type: 'INPUT_EDITED', text: 'typed not spoken' });
    expect(m.advance(5_000)).toEqual([]);
  });

  it('a manual send cancels the pending auto-send', () => {
    const m = listening();
    m.send({ type: 'TRANSCRIPT', text: 'Chemical spill', partial: false });
    m.advance(1_000);
    m.send({ type: 'MANUAL_SEND' });
    expect(m.state.timers.autoSend).toBeUndefined();
    expect(m.advance(5_000).filter((e) => e.type === 'send')).toEqual([]);
  });

  it('SENT clears the transcript and stops listening until the assistant is done', () => {
    const m = listening();
    m.send({ type: 'TRANSCRIPT', text: 'Chemical spill in bay 3', partial: false });
    m.advance(2_000);
    m.takeEffects();
    expect(m.send({ type: 'SENT' })).toEqual([STOP]);
    expect(m.state).toMatchObject({ finalText: '', partialText: '', speechOccurred: false, status: 'idle' });
    m.send({ type: 'ASSISTANT_TYPING_CHANGED', typing: true });
    expect(m.advance(30_000)).toEqual([]);
    m.send({ type: 'ASSISTANT_TYPING_CHANGED', typing: false });
    m.send({ type: 'ASSISTANT_SPEAKING_CHANGED', speaking: true });
    expect(m.advance(30_000)).toEqual([]);
    expect(m.state.mode).toBe('voice');
    m.send({ type: 'ASSISTANT_SPEAKING_CHANGED', speaking: false });
    expect(m.advance(300)).toEqual([START]);
  });

  it('ignores words that arrive after listening stopped', () => {
    const m = listening();
    m.send({ type: 'SENT' });
    expect(m.send({ type: 'TRANSCRIPT', text: 'late words', partial: false })).toEqual([]);
    expect(transcriptOf(m.state)).toBe('');
  });
});

describe('voice machine: speaking', () => {
  it('listening pauses while the reply is spoken', () => {
    const m = listening();
    m.send({ type: 'TRANSCRIPT', text: 'half a thought', partial: true });
    expect(m.send({ type: 'ASSISTANT_SPEAKING_CHANGED', speaking: true })).toEqual([STOP]);
    expect(m.state.status).toBe('idle');
    expect(m.advance(10_000).filter((e) => e.type === 'startListening')).toEqual([]);
  });

  it('shows the stop button only while speaking in voice mode', () => {
    const m = machine();
    m.send({ type: 'ASSISTANT_SPEAKING_CHANGED', speaking: true });
    expect(showsStopButton(m.state)).toBe(false);
    m.send({ type: 'SWITCH_MODE', mode: 'voice' });
    m.send({ type: 'ASSISTANT_SPEAKING_CHANGED', speaking: true });
    expect(showsStopButton(m.state)).toBe(true);
  });

  it('Stop speaking stops at once and listening resumes 300 ms later', () => {
    const m = machine();
    m.send({ type: 'SWITCH_MODE', mode: 'voice' });
    m.send({ type: 'ASSISTANT_SPEAKING_CHANGED', speaking: true });
    m.takeEffects();
    expect(m.send({ type: 'STOP_SPEAKING' })).toEqual([STOP_SPEECH]);
    expect(showsStopButton(m.state)).toBe(false);
    expect(m.advance(299)).toEqual([]);
    expect(m.advance(1)).toEqual([START]);
  });

  it('Stop speaking when nothing is spoken does nothing', () => {
    const m = listening();
    expect(m.send({ type: 'STOP_SPEAKING' })).toEqual([]);
  });
});

describe('voice machine: errors', () => {
  it('an error stops listening, is kept for display and blocks restarts', () => {
    const m = listening();
    m.send({ type: 'TRANSCRIPT', text: 'I was', partial: false });
    expect(m.send({ type: 'RECOGNITION_ERROR', message: 'Microphone access denied' })).toEqual([STOP]);
    expect(m.state).toMatchObject({ status: 'idle', mode: 'voice', error: 'Microphone access denied' });
    expect(m.advance(60_000)).toEqual([]);
  });

  it('an error during start-up stops too', () => {
    const m = machine();
    m.send({ type: 'SWITCH_MODE', mode: 'voice' });
    m.advance(400);
    expect(m.send({ type: 'RECOGNITION_ERROR', message: 'x' })).toEqual([STOP]);
    expect(m.state.status).toBe('idle');
  });

  it('switching mode clears the error; voice tries again after 400 ms', () => {
    const m = listening();
    m.send({ type: 'RECOGNITION_ERROR', message: 'x' });
    m.send({ type: 'SWITCH_MODE', mode: 'text' });
    expect(m.state.error).toBeNull();
    m.send({ type: 'SWITCH_MODE', mode: 'voice' });
    m.takeEffects();
    expect(m.advance(400)).toEqual([START]);
    expect(m.state.error).toBeNull();
  });

  it('errors and start notices from a stopped recogniser are ignored', () => {
    const m = listening();
    m.send({ type: 'SWITCH_MODE', mode: 'text' });
    expect(m.send({ type: 'RECOGNITION_ERROR', message: 'late' })).toEqual([]);
    m.send({ type: 'RECOGNITION_STARTED' });
    expect(m.state).toMatchObject({ error: null, status: 'idle' });
  });
});
