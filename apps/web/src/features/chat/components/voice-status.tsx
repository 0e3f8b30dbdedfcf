import { Text } from '@mantine/core';
import type { VoiceState } from '../../voice/machine/voice-machine';
import { VOICE_STRINGS } from '../../voice/strings';

function statusText(state: VoiceState): string {
  switch (state.status) {
    case 'initializing':
      return VOICE_STRINGS.initializing;
    case 'listening':
      return VOICE_STRINGS.listening;
    case 'timeout':
      return VOICE_STRINGS.timeout;
    case 'idle':
      return state.assistantSpeaking ? VOICE_STRINGS.speaking : VOICE_STRINGS.paused;
  }
}

/** What the microphone is doing, announced politely; a voice error is announced at once. */
export function VoiceStatus({ state }: { state: VoiceState }) {
  return (
    <>
      <Text size="sm" c="gray.7" role="status">
        {statusText(state)}
      </Text>
      {state.error && (
        <Text size="sm" c="red.8" role="alert">
          {state.error}
        </Text>
      )}
    </>
  );
}
