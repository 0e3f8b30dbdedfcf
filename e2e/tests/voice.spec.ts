import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.js';
import { vigil } from '../support/state.js';
import { expect, signInWithToken, test } from '../support/test.js';
import { SPOKEN } from '../support/voice.js';

const wav = vigil().voiceWav;

// Chromium's fake microphone plays the espeak-ng WAV, so the sound goes through getUserMedia, the
// AudioWorklet, the resampler and the real WebSocket to pocketsphinx on the server.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      ...(wav ? [`--use-file-for-fake-audio-capture=${wav}`] : []),
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

test('STAFF says what happened; the transcript is auto-sent and the assistant answers', async ({ page }) => {
  // A reason, not a silent skip: without these Debian packages there is no offline decoder.
  test.skip(!wav, 'needs pocketsphinx, pocketsphinx-en-us, espeak-ng and sox (.ci/run installs them)');
  await signInWithToken(page, vigil().staffToken);
  await page.goto('/chat');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.locator('[data-from="assistant"]')).toHaveCount(1);

  await page.getByRole('radiogroup', { name: 'Input mode' }).getByText('Voice', { exact: true }).click();
  const input = page.getByRole('textbox', { name: 'Message' });
  await expect(input).toHaveValue(SPOKEN.toLowerCase(), { timeout: 30_000 });

  // Auto-send 2 s after the last speech: the words become the worker's message without a click.
  await expect(log.locator('[data-from="user"]')).toHaveText(new RegExp(SPOKEN, 'i'), { timeout: 10_000 });
  await expect(log.locator('[data-from="assistant"]').nth(1)).toContainText(/is everyone safe/i, {
    timeout: 15_000,
  });
});
