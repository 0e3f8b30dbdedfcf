import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The sentence the fake microphone says; it is one of the phrases in the test grammar. */
export const SPOKEN = 'I slipped on a wet floor in the warehouse';
export const GRAMMAR = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '../../apps/server/test/fixtures/speech/phrases.jsgf',
);

const has = (command: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** pocketsphinx decodes the speech, espeak-ng speaks it, sox shapes it (all from Debian, .ci/run). */
export const voiceToolsPresent = (): boolean =>
  has('pocketsphinx_continuous') && has('espeak-ng') && has('sox');

/**
 * Writes the fake microphone's WAV: the sentence at 16 kHz mono 16-bit, with half a second of
 * silence before and five after, so the pause ends the utterance before Chromium loops the file.
 */
export function writeSpokenWav(dir: string): string {
  const raw = path.join(dir, 'spoken-raw.wav');
  const wav = path.join(dir, 'spoken.wav');
  execFileSync('espeak-ng', ['-w', raw, SPOKEN]);
  execFileSync('sox', [raw, '-r', '16000', '-c', '1', '-b', '16', wav, 'pad', '0.5', '5']);
  return wav;
}
