import { SpeechConfigResponseSchema, SynthesizeResponseSchema } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { commandExists } from './fixtures/speech/support.js';
import {
  authHeaders,
  buildTestApp,
  createTenant,
  createUser,
  type TestApp,
  tokenFor,
} from './helpers/app.js';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

async function signedIn(env: Record<string, string>) {
  t = await buildTestApp(env);
  const tenantId = await createTenant(t, 'acme');
  const user = await createUser(t, tenantId, 'acme', { email: 'staff@acme.test', role: 'STAFF' });
  return { app: t.app, headers: authHeaders(user, await tokenFor(t, user)) };
}

describe('GET /api/speech/config', () => {
  it('tells a signed-in browser which path to take, and never a credential', async () => {
    const { app, headers } = await signedIn({
      SPEECH_STT: 'aws',
      SPEECH_TTS: 'polly',
      AWS_ACCESS_KEY_ID: 'AKIDSECRETID',
      AWS_SECRET_ACCESS_KEY: 'very-secret-key',
    });
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/speech/config',
      headers: { host: headers.host },
    });
    expect(anonymous.statusCode).toBe(401);
    const response = await app.inject({ method: 'GET', url: '/api/speech/config', headers });
    expect(response.statusCode).toBe(200);
    expect(SpeechConfigResponseSchema.parse(response.json())).toEqual({
      stt: 'aws',
      tts: 'polly',
      language: 'en-AU',
      sampleRate: 16_000,
      chunkSamples: 1_600,
      maxStreamSeconds: 120,
    });
    expect(response.body).not.toMatch(/AKID|very-secret/);
  });

  it('refuses a configuration that names a provider without what it needs', async () => {
    await expect(buildTestApp({ SPEECH_STT: 'pocketsphinx' })).rejects.toThrow(/POCKETSPHINX_GRAMMAR/);
    await expect(buildTestApp({ SPEECH_TTS: 'polly' })).rejects.toThrow(/AWS_ACCESS_KEY_ID/);
    await expect(buildTestApp({ SPEECH_STT: 'openai' })).rejects.toThrow(/OPENAI_BASE_URL/);
  });
});

describe('POST /api/speech/synthesize and POST /api/polly', () => {
  it('answers 501 with a clear error when the browser speaks replies itself', async () => {
    const { app, headers } = await signedIn({});
    for (const url of ['/api/speech/synthesize', '/api/polly']) {
      const response = await app.inject({ method: 'POST', url, headers, payload: { text: 'Hello' } });
      expect(response.statusCode).toBe(501);
      expect(response.json()).toEqual({
        error: { code: 'NOT_CONFIGURED', message: expect.stringMatching(/browser speech synthesis/) },
      });
    }
  });

  it('validates the text and requires sign-in', async () => {
    const { app, headers } = await signedIn({});
    const empty = await app.inject({
      method: 'POST',
      url: '/api/speech/synthesize',
      headers,
      payload: { text: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/Nothing to say/);
    const long = await app.inject({
      method: 'POST',
      url: '/api/speech/synthesize',
      headers,
      payload: { text: 'a'.repeat(3_001) },
    });
    expect(long.statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/polly',
      headers: { host: headers.host },
      payload: { text: 'Hello' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  // CI installs espeak-ng (.ci/run); without it this one cannot run.
  it.skipIf(!commandExists('espeak-ng'))('speaks with espeak-ng as a WAV on both paths', async () => {
    const { app, headers } = await signedIn({ SPEECH_TTS: 'espeak' });
    for (const url of ['/api/speech/synthesize', '/api/polly']) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers,
        payload: { text: 'Thanks, your report is saved.' },
      });
      expect(response.statusCode).toBe(200);
      const body = SynthesizeResponseSchema.parse(response.json());
      expect(body.contentType).toBe('audio/wav');
      const wav = Buffer.from(body.audio, 'base64');
      expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
      expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
      expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
      expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
      expect(wav.length).toBeGreaterThan(10_000);
    }
  });

  it('limits each person to CHAT_RATE_LIMIT syntheses a minute', async () => {
    const { app, headers } = await signedIn({ CHAT_RATE_LIMIT: '2' });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/speech/synthesize',
        headers,
        payload: { text: 'Hi' },
      });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([501, 501, 429]);
  });
});
