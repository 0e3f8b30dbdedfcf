import { VOICE_TIMINGS } from '@app/contracts';

export type InputMode = 'text' | 'voice';
export type VoiceStatus = 'idle' | 'initializing' | 'listening' | 'timeout';
export type VoiceTimer = 'startListening' | 'silence' | 'autoSend' | 'timeoutDisplay';

/** Spec 01 section 4. Time is a number of milliseconds from an injected clock. */
export type VoiceState = {
  mode: InputMode;
  status: VoiceStatus;
  /** Finals heard for the message so far (or what the user typed); the next final appends. */
  finalText: string;
  /** The current partial; the next partial or final replaces it. */
  partialText: string;
  speechOccurred: boolean;
  lastSpeechAt: number | null;
  assistantTyping: boolean;
  assistantSpeaking: boolean;
  /** The last voice error. While it shows, listening does not restart on its own. */
  error: string | null;
  /** Pending timers as due times, so the reducer alone decides every timing. */
  timers: Partial<Record<VoiceTimer, number>>;
};

export type VoiceEvent =
  | { type: 'SWITCH_MODE'; mode: InputMode; now: number }
  | { type: 'TICK'; now: number }
  | { type: 'ASSISTANT_TYPING_CHANGED'; typing: boolean; now: number }
  | { type: 'ASSISTANT_SPEAKING_CHANGED'; speaking: boolean; now: number }
  | { type: 'RECOGNITION_STARTED'; now: number }
  | { type: 'TRANSCRIPT'; text: string; partial: boolean; now: number }
  | { type: 'RECOGNITION_ERROR'; message: string; now: number }
  | { type: 'RECOGNITION_ENDED'; now: number }
  | { type: 'INPUT_EDITED'; text: string; now: number }
  | { type: 'MANUAL_SEND'; now: number }
  | { type: 'SENT'; now: number }
  | { type: 'STOP_SPEAKING'; now: number };

export type VoiceEffect =
  | { type: 'startListening' }
  | { type: 'stopListening' }
  | { type: 'stopSpeech' }
  | { type: 'send'; text: string }
  | { type: 'fillInput'; text: string };

export type VoiceTransition = { state: VoiceState; effects: VoiceEffect[] };

export const initialVoiceState: VoiceState = {
  mode: 'text',
  status: 'idle',
  finalText: '',
  partialText: '',
  speechOccurred: false,
  lastSpeechAt: null,
  assistantTyping: false,
  assistantSpeaking: false,
  error: null,
  timers: {},
};

export function transcriptOf(state: VoiceState): string {
  return joinWords(state.finalText, state.partialText);
}

/** Spec 01 section 2: while the assistant speaks in voice mode, Send becomes 'Stop speaking'. */
export function showsStopButton(state: VoiceState): boolean {
  return state.mode === 'voice' && state.assistantSpeaking;
}

/** The earliest pending due time, for whoever schedules the next TICK. */
export function nextDueAt(state: VoiceState): number | null {
  const due = Object.values(state.timers).filter((value): value is number => value !== undefined);
  return due.length === 0 ? null : Math.min(...due);
}

function joinWords(first: string, second: string): string {
  if (!first.trim()) return second;
  if (!second.trim()) return first;
  return `${first.trimEnd()} ${second.trimStart()}`;
}

function isActive(state: VoiceState): boolean {
  return state.status === 'initializing' || state.status === 'listening';
}

function withTimers(state: VoiceState, changes: Partial<Record<VoiceTimer, number | null>>): VoiceState {
  const timers = { ...state.timers };
  for (const [name, value] of Object.entries(changes) as [VoiceTimer, number | null][]) {
    if (value === null) delete timers[name];
    else timers[name] = value;
  }
  return { ...state, timers };
}

/** Listening ends for a reason other than silence: no timeout follows. */
function stopActive(state: VoiceState): VoiceTransition {
  if (!isActive(state)) return { state, effects: [] };
  return {
    state: withTimers({ ...state, status: 'idle' }, { silence: null }),
    effects: [{ type: 'stopListening' }],
  };
}

/**
 * Spec 01 section 4: in voice mode, from idle, listening starts 300 ms after the assistant is
 * neither typing nor speaking. An existing start timer (400 ms after a switch) is kept.
 */
function withAutoListen(state: VoiceState, now: number): VoiceState {
  const canListen =
    state.mode === 'voice' &&
    state.status === 'idle' &&
    !state.assistantTyping &&
    !state.assistantSpeaking &&
    state.error === null;
  if (!canListen) return withTimers(state, { startListening: null });
  if (state.timers.startListening !== undefined) return state;
  return withTimers(state, { startListening: now + VOICE_TIMINGS.autoListenDelayMs });
}

function fireTimer(state: VoiceState, name: VoiceTimer, at: number): VoiceTransition {
  const cleared = withTimers(state, { [name]: null });
  switch (name) {
    case 'startListening':
      return {
        // The silence clock runs from the request, so a start-up that never finishes also times out.
        state: withTimers(
          { ...cleared, status: 'initializing', error: null },
          { silence: cleared.timers.silence ?? at + VOICE_TIMINGS.silenceTimeoutMs },
        ),
        effects: [{ type: 'startListening' }],
      };
    case 'silence':
      if (cleared.mode !== 'voice' || cleared.status === 'timeout') return { state: cleared, effects: [] };
      return {
        state: withTimers(
          { ...cleared, status: 'timeout' },
          { autoSend: null, startListening: null, timeoutDisplay: at + VOICE_TIMINGS.timeoutDisplayMs },
        ),
        effects: isActive(cleared) ? [{ type: 'stopListening' }] : [],
      };
    case 'autoSend': {
      const text = transcriptOf(cleared);
      const ready = cleared.speechOccurred && text.trim().length >= VOICE_TIMINGS.minTranscriptLength;
      return { state: cleared, effects: ready ? [{ type: 'send', text }] : [] };
    }
    case 'timeoutDisplay':
      return { state: { ...cleared, status: 'idle', mode: 'text' }, effects: [] };
  }
}

/** Fires every timer due by `now`, earliest first, each at its own due time. */
function tick(state: VoiceState, now: number): VoiceTransition {
  let current = state;
  const effects: VoiceEffect[] = [];
  for (;;) {
    const due = (Object.entries(current.timers) as [VoiceTimer, number][])
      .filter(([, at]) => at <= now)
      .sort((a, b) => a[1] - b[1])[0];
    if (!due) return { state: current, effects };
    const [name, at] = due;
    const fired = fireTimer(current, name, at);
    current = withAutoListen(fired.state, at);
    effects.push(...fired.effects);
  }
}

function switchMode(state: VoiceState, mode: InputMode, now: number): VoiceTransition {
  if (mode === state.mode) return { state, effects: [] };
  if (mode === 'voice') {
    const next = withTimers(
      { ...state, mode, status: 'idle', error: null, assistantSpeaking: false },
      { startListening: now + VOICE_TIMINGS.switchListenDelayMs, timeoutDisplay: null },
    );
    return { state: next, effects: [{ type: 'stopSpeech' }] };
  }
  const effects: VoiceEffect[] = isActive(state) ? [{ type: 'stopListening' }] : [];
  // The stop button only exists in voice mode, so speech must not outlive it.
  if (state.assistantSpeaking) effects.push({ type: 'stopSpeech' });
  return {
    state: { ...state, mode, status: 'idle', error: null, assistantSpeaking: false, timers: {} },
    effects,
  };
}

function transcript(state: VoiceState, text: string, partial: boolean, now: number): VoiceTransition {
  // Words that arrive after listening stopped (sent, paused, timed out) belong to nobody.
  if (!isActive(state)) return { state, effects: [] };
  const heard = text.trim() !== '';
  let next: VoiceState = partial
    ? { ...state, partialText: text }
    : { ...state, finalText: joinWords(state.finalText, text), partialText: '' };
  next = { ...next, status: 'listening' };
  if (heard) {
    next = withTimers(
      { ...next, speechOccurred: true, lastSpeechAt: now },
      {
        autoSend: now + VOICE_TIMINGS.autoSendDelayMs,
        silence: now + VOICE_TIMINGS.silenceTimeoutMs,
      },
    );
  }
  return { state: next, effects: [{ type: 'fillInput', text: transcriptOf(next) }] };
}

function handle(state: VoiceState, event: VoiceEvent): VoiceTransition {
  switch (event.type) {
    case 'SWITCH_MODE':
      return switchMode(state, event.mode, event.now);
    case 'TICK':
      return tick(state, event.now);
    case 'ASSISTANT_TYPING_CHANGED': {
      const next = { ...state, assistantTyping: event.typing };
      return event.typing ? stopActive(next) : { state: next, effects: [] };
    }
    case 'ASSISTANT_SPEAKING_CHANGED': {
      const next = { ...state, assistantSpeaking: event.speaking };
      // Spec 01 section 4: listening pauses while the reply is spoken.
      return event.speaking ? stopActive(next) : { state: next, effects: [] };
    }
    case 'RECOGNITION_STARTED':
      if (state.status !== 'initializing') return { state, effects: [] };
      return {
        state: withTimers(
          { ...state, status: 'listening' },
          { silence: state.timers.silence ?? event.now + VOICE_TIMINGS.silenceTimeoutMs },
        ),
        effects: [],
      };
    case 'TRANSCRIPT':
      return transcript(state, event.text, event.partial, event.now);
    case 'RECOGNITION_ERROR': {
      if (!isActive(state)) return { state, effects: [] };
      const stopped = stopActive({ ...state, error: event.message });
      return { state: withTimers(stopped.state, { autoSend: null }), effects: stopped.effects };
    }
    case 'RECOGNITION_ENDED':
      // The recogniser ended by itself; the silence clock keeps running across the restart.
      return { state: isActive(state) ? { ...state, status: 'idle' } : state, effects: [] };
    case 'INPUT_EDITED':
      return { state: { ...state, finalText: event.text, partialText: '' }, effects: [] };
    case 'MANUAL_SEND':
      return { state: withTimers(state, { autoSend: null }), effects: [] };
    case 'SENT': {
      const cleared = withTimers(
        { ...state, finalText: '', partialText: '', speechOccurred: false, lastSpeechAt: null },
        { autoSend: null },
      );
      return stopActive(cleared);
    }
    case 'STOP_SPEAKING':
      if (!state.assistantSpeaking) return { state, effects: [] };
      return { state: { ...state, assistantSpeaking: false }, effects: [{ type: 'stopSpeech' }] };
  }
}

/** The voice state machine of spec 01 section 4: pure, with time passed in on every event. */
export function voiceReducer(state: VoiceState, event: VoiceEvent): VoiceTransition {
  const { state: next, effects } = handle(state, event);
  // A TICK has already settled the start timer at each fired timer's own time.
  return { state: event.type === 'TICK' ? next : withAutoListen(next, event.now), effects };
}
