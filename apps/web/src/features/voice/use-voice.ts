import { useEffect, useRef, useState } from 'react';
import {
  type InputMode,
  initialVoiceState,
  nextDueAt,
  type VoiceEffect,
  type VoiceEvent,
  type VoiceState,
  voiceReducer,
} from './machine/voice-machine';
import type { RecognitionSession, StartRecognition } from './stt/recognition';
import { startRecognition } from './stt/start-recognition';

type VoiceInput = VoiceEvent extends infer E ? (E extends VoiceEvent ? Omit<E, 'now'> : never) : never;

export type UseVoiceOptions = {
  /** The assistant is working on a reply. */
  typing: boolean;
  /** A reply is being spoken. */
  speaking: boolean;
  /** Puts the transcript in the message box. */
  onInput(text: string): void;
  /** The same send path as typing; false when nothing was sent. */
  onSend(text: string): boolean;
  stopSpeech(): void;
  recognize?: StartRecognition;
  now?: () => number;
};

export type VoiceControl = {
  state: VoiceState;
  switchMode(mode: InputMode): void;
  /** A send by the user (button or Enter): cancels the pending auto-send. */
  submit(text: string): boolean;
  /** The user changed the box by hand; speech goes on from there. */
  inputEdited(text: string): void;
  stopSpeaking(): void;
};

type ActiveSession = { id: number; session: RecognitionSession | null };

/** The machine's driver outside React: current state, effects and the running recogniser. */
function createVoiceRunner(options: () => UseVoiceOptions, publish: (state: VoiceState) => void) {
  let state = initialVoiceState;
  let active: ActiveSession | null = null;
  let sessionCount = 0;

  const clock = () => (options().now ?? Date.now)();

  const dispatch = (input: VoiceInput): void => {
    const result = voiceReducer(state, { ...input, now: clock() } as VoiceEvent);
    state = result.state;
    publish(state);
    for (const effect of result.effects) run(effect);
  };

  const stopSession = (): void => {
    const current = active;
    active = null;
    current?.session?.stop();
  };

  const startSession = (): void => {
    stopSession();
    const id = ++sessionCount;
    const mine: ActiveSession = { id, session: null };
    active = mine;
    // Events from a session that has been stopped or replaced are dropped here.
    const live = () => active?.id === id;
    const recognize = options().recognize ?? startRecognition;
    const session = recognize({
      onStarted: () => live() && dispatch({ type: 'RECOGNITION_STARTED' }),
      onTranscript: (text, partial) => live() && dispatch({ type: 'TRANSCRIPT', text, partial }),
      onError: (message) => live() && dispatch({ type: 'RECOGNITION_ERROR', message }),
      onEnded: () => {
        if (!live()) return;
        active = null;
        dispatch({ type: 'RECOGNITION_ENDED' });
      },
    });
    if (live()) mine.session = session;
    else session.stop();
  };

  const run = (effect: VoiceEffect): void => {
    const handlers = options();
    switch (effect.type) {
      case 'startListening':
        startSession();
        return;
      case 'stopListening':
        stopSession();
        return;
      case 'stopSpeech':
        handlers.stopSpeech();
        return;
      case 'fillInput':
        handlers.onInput(effect.text);
        return;
      case 'send':
        if (handlers.onSend(effect.text)) dispatch({ type: 'SENT' });
        return;
    }
  };

  return {
    dispatch,
    stopSession,
    clock,
    get state() {
      return state;
    },
  };
}

/**
 * The voice machine in React: dispatches events with the clock, runs the effects the reducer asks
 * for and sets one timeout for its earliest pending timer. All timings live in the reducer.
 */
export function useVoice(options: UseVoiceOptions): VoiceControl {
  const [state, setState] = useState(initialVoiceState);
  const latest = useRef(options);
  const [runner] = useState(() => createVoiceRunner(() => latest.current, setState));
  const { dispatch } = runner;

  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const due = nextDueAt(state);
    if (due === null) return;
    const timer = setTimeout(() => dispatch({ type: 'TICK' }), Math.max(0, due - runner.clock()));
    return () => clearTimeout(timer);
  }, [state, runner, dispatch]);

  const { typing, speaking } = options;
  useEffect(() => {
    if (typing !== runner.state.assistantTyping) dispatch({ type: 'ASSISTANT_TYPING_CHANGED', typing });
  }, [typing, runner, dispatch]);
  useEffect(() => {
    if (speaking !== runner.state.assistantSpeaking) {
      dispatch({ type: 'ASSISTANT_SPEAKING_CHANGED', speaking });
    }
  }, [speaking, runner, dispatch]);

  useEffect(() => () => runner.stopSession(), [runner]);

  return {
    state,
    switchMode: (mode) => dispatch({ type: 'SWITCH_MODE', mode }),
    submit: (text) => {
      dispatch({ type: 'MANUAL_SEND' });
      const sent = latest.current.onSend(text);
      if (sent) dispatch({ type: 'SENT' });
      return sent;
    },
    inputEdited: (text) => dispatch({ type: 'INPUT_EDITED', text }),
    stopSpeaking: () => dispatch({ type: 'STOP_SPEAKING' }),
  };
}
