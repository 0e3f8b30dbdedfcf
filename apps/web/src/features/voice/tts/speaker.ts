import { SPEECH_AUDIO, SynthesizeResponseSchema } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client';
import { getSpeechConfig } from '../stt/speech-config';
import { chooseVoice, FALLBACK_RATE } from './choose-voice';

export const synthesizePath = '/api/speech/synthesize';

export type Speaker = {
  /** Speaks the text, replacing anything being spoken. */
  speak(text: string): void;
  /** Stops at once. */
  stop(): void;
};

function base64ToBlob(base64: string, contentType: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: contentType });
}

/**
 * Text to speech (DESIGN section 10): the server's audio, played from a blob: URL (the CSP allows
 * media-src blob:, not data:); on 501, any failure or a refused play(), the browser's speechSynthesis.
 */
export function createSpeaker(onSpeakingChange: (speaking: boolean) => void): Speaker {
  // Each speak() gets a number; anything finishing for an older number is ignored.
  let current = 0;
  let audio: HTMLAudioElement | null = null;
  let audioUrl: string | null = null;

  const releaseAudio = () => {
    if (audio) {
      audio.onended = null;
      audio.onerror = null;
      audio.pause();
      audio = null;
    }
    if (audioUrl) URL.revokeObjectURL(audioUrl);
    audioUrl = null;
  };

  const finish = (turn: number) => {
    if (turn !== current) return;
    releaseAudio();
    onSpeakingChange(false);
  };

  const speakInBrowser = (turn: number, text: string) => {
    releaseAudio();
    if (turn !== current) return;
    if (typeof window.speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') {
      finish(turn);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = SPEECH_AUDIO.language;
    utterance.rate = FALLBACK_RATE;
    const voice = chooseVoice(window.speechSynthesis.getVoices());
    if (voice) utterance.voice = voice;
    utterance.onend = () => finish(turn);
    utterance.onerror = () => finish(turn);
    window.speechSynthesis.speak(utterance);
  };

  const playAudio = async (turn: number, text: string) => {
    // A server without text to speech says so in its config; asking it anyway would only get a 501.
    const config = await getSpeechConfig().catch(() => null);
    if (config?.tts === 'browser') {
      speakInBrowser(turn, text);
      return;
    }
    const data = await apiRequest<unknown>(synthesizePath, { method: 'POST', body: { text }, auth: true });
    const { audio: base64, contentType } = SynthesizeResponseSchema.parse(data);
    if (turn !== current) return;
    audioUrl = URL.createObjectURL(base64ToBlob(base64, contentType));
    const element = new Audio(audioUrl);
    audio = element;
    element.onended = () => finish(turn);
    element.onerror = () => speakInBrowser(turn, text);
    await element.play();
  };

  const stop = () => {
    current++;
    releaseAudio();
    if (typeof window.speechSynthesis !== 'undefined') window.speechSynthesis.cancel();
    onSpeakingChange(false);
  };

  const speak = (text: string) => {
    const spoken = text.trim();
    if (!spoken) return;
    stop();
    const turn = ++current;
    onSpeakingChange(true);
    playAudio(turn, spoken).catch(() => speakInBrowser(turn, spoken));
  };

  return { speak, stop };
}
