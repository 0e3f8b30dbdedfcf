/**
 * Voice strings the spec does not word (its messages are in MESSAGES.voice). Listed in the
 * hand-over report so they can move into contracts.
 */
export const VOICE_STRINGS = {
  initializing: 'Starting microphone...',
  listening: 'Listening...',
  timeout: 'No speech heard',
  speaking: 'Speaking...',
  paused: 'Voice on',
} as const;
