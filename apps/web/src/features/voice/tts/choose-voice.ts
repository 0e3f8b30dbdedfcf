import { SPEECH_AUDIO } from '@app/contracts';

/** Spec 01 section 7: the fallback voice speaks this fast. */
export const FALLBACK_RATE = 0.9;

const FEMALE_NAME = /\b(female|woman|karen|catherine|lee|matilda|nicole|olivia|natasha|zoe)\b/i;

function isAustralian(voice: SpeechSynthesisVoice): boolean {
  return voice.lang.replace('_', '-').toLowerCase() === SPEECH_AUDIO.language.toLowerCase();
}

/**
 * An Australian English female voice when the browser has one, else any Australian English voice,
 * else null (the browser's default). Voice names are the only hint of gender the API gives.
 */
export function chooseVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const australian = voices.filter(isAustralian);
  return australian.find((voice) => FEMALE_NAME.test(voice.name)) ?? australian[0] ?? null;
}
