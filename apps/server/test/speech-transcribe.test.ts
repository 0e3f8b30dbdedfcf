import { MESSAGES, SPEECH_LIMITS } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.js';
import { sessions } from '../src/db/schema/auth.js';
import { revokeSession } from '../src/modules/auth/sessions.repository.js';
import { signTicket } from '../src/modules/speech/tickets.js';
import { scriptedServer } from './fixtures/speech/scripted-http.js';
import {
  childProcesses,
  commandExists,
  GRAMMAR,
  type ListeningApp,
  listeningApp,
  openStream,
  SENTENCE,
  sendFrames,
  speechPcm,
  ticketFor,
  until,
} from './fixtures/speech/support.js';
import { createTenant, createUser, tokenFor } from './helpers/app.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function appWith(env: Record<string, string>): Promise<ListeningApp> {
  const l = await listeningApp(env);
  cleanups.push(() => l.close());
  return l;
}

/** A transcription server that is never expected to be called (the stream ends before stop). */
async function silentOpenAi() {
  const upstream = await scriptedServer(() => ({
    status: 200,
    body: JSON.stringify({ text: 'unexpected' }),
  }));
  cleanups.push(() => upstream.close());
  return upstream;
}

async function openAiApp(reply: Parameters<typeof scriptedServer>[0], env: Record<string, string> = {}) {
  const upstream = await scriptedServer(reply);
  cleanups.push(() => upstream.close());
  const l = await appWith({ SPEECH_STT: 'openai', OPENAI_BASE_URL: `${upstream.url}/v1`, ...env });
  return { l, upstream };
}

describe('WS /api/speech/transcribe: who may stream', () => {
  it('refuses a socket without a ticket, with a forged ticket, a reused one and an expired one', async () => {
    const upstream = await silentOpenAi();
    const l = await appWith({ SPEECH_STT: 'openai', OPENAI_BASE_URL: upstream.url });

    const none = openStream(l.port, null);
    const noneError = await none.waitFor('error');
    expect(noneError.message).toMatch(/ticket is required/);
    expect((await none.closed).code).toBe(4401);

    const forged = openStream(l.port, 'eyJ4Ijo.forged');
    await forged.waitFor('error');
    expect((await forged.closed).code).toBe(4401);

    const ticket = await ticketFor(l);
    const first = openStream(l.port, ticket);
    await first.waitFor('ready');
    first.socket.close();
    const again = openStream(l.port, ticket);
    expect((await again.waitFor('error')).message).toMatch(/invalid, expired or already used/);
    expect((await again.closed).code).toBe(4401);

    // Minted with the server's own key but already past its 30 s.
    const tenantId = l.user.tenantId;
    const expired = signTicket(l.t.config.jwtSecret, {
      tenantId,
      userId: l.user.id,
      sessionId: 'whatever',
      expiresAt: Date.now() - 1,
      nonce: 'n1',
    });
    const late = openStream(l.port, expired);
    await late.waitFor('error');
    expect((await late.closed).code).toBe(4401);
    expect(upstream.requests).toHaveLength(0);
  });

  it("refuses a ticket opened on another tenant's host, and one whose session has been signed out", async () => {
    const upstream = await silentOpenAi();
    const l = await appWith({ SPEECH_STT: 'openai', OPENAI_BASE_URL: upstream.url });
    const otherId = await createTenant(l.t, 'globex');
    await createUser(l.t, otherId, 'globex', { email: 'staff@globex.test', role: 'STAFF' });

    const acmeTicket = await ticketFor(l);
    const crossed = openStream(l.port, acmeTicket, 'globex.localhost:3000');
    const error = await crossed.waitFor('error');
    expect(error.message).toMatch(/another organisation/);
    expect((await crossed.closed).code).toBe(4403);

    const second = await createUser(l.t, l.user.tenantId, 'acme', {
      email: 'second@acme.test',
      role: 'STAFF',
    });
    const secondToken = await tokenFor(l.t, second);
    const ticket = await ticketFor(l, second, secondToken);
    const rows = await withTenant(l.t.database.db, second.tenantId, (tx) =>
      tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, second.id)),
    );
    for (const s of rows) {
      await withTenant(l.t.database.db, second.tenantId, (tx) => revokeSession(tx, second.tenantId, s.id));
    }
    const signedOut = openStream(l.port, ticket);
    expect((await signedOut.waitFor('error')).message).toMatch(/session has ended/);
    expect((await signedOut.closed).code).toBe(4401);
  });

  it('gives no ticket when speech to text runs in the browser', async () => {
    const l = await appWith({});
    const response = await l.t.app.inject({
      method: 'POST',
      url: '/api/speech/ticket',
      headers: { host: l.user.host, authorization: `Bearer ${l.token}` },
    });
    expect(response.statusCode).toBe(501);
  });
});

describe('WS /api/speech/transcribe: limits', () => {
  it('closes the stream with BadRequest when a frame is over the size limit', async () => {
    const upstream = await silentOpenAi();
    const l = await appWith({ SPEECH_STT: 'openai', OPENAI_BASE_URL: upstream.url });
    const client = openStream(l.port, await ticketFor(l));
    await client.waitFor('ready');
    client.socket.send(Buffer.alloc(SPEECH_LIMITS.maxFrameBytes + 1));
    const error = await client.waitFor('error');
    expect(error.kind).toBe('BadRequest');
    expect(error.message).toMatch(/at most 65536 bytes/);
    expect((await client.closed).code).toBe(1008);
    expect(upstream.requests).toHaveLength(0);
  });

  it('cuts the stream with LimitExceeded after the maximum seconds of audio', async () => {
    const upstream = await silentOpenAi();
    const l = await appWith({ SPEECH_STT: 'openai', OPENAI_BASE_URL: upstream.url });
    const client = openStream(l.port, await ticketFor(l));
    await client.waitFor('ready');
    const limitBytes = SPEECH_LIMITS.maxStreamSeconds * 16_000 * 2;
    await sendFrames(client.socket, Buffer.alloc(limitBytes), 64_000).catch(() => {});
    expect(client.messages.some((m) => m.type === 'error')).toBe(false);
    client.socket.send(Buffer.alloc(3_200));
    const error = await client.waitFor('error');
    expect(error).toEqual({
      type: 'error',
      kind: 'LimitExceeded',
      message: expect.stringMatching(/120 seconds/),
    });
    expect((await client.closed).code).toBe(1008);
    expect(upstream.requests).toHaveLength(0);
  });

  it('holds at most TRANSCRIBE_MAX_STREAMS streams and frees the slot when one ends', async () => {
    const upstream = await silentOpenAi();
    const l = await appWith({
      SPEECH_STT: 'openai',
      OPENAI_BASE_URL: upstream.url,
      TRANSCRIBE_MAX_STREAMS: '1',
    });
    const first = openStream(l.port, await ticketFor(l));
    await first.waitFor('ready');
    const second = openStream(l.port, await ticketFor(l));
    expect(await second.waitFor('error')).toMatchObject({ kind: 'LimitExceeded' });
    expect((await second.closed).code).toBe(1013);
    first.socket.close();
    await first.closed;
    // The server sees the close on its own side of the TCP connection, a moment later at most.
    let third = openStream(l.port, await ticketFor(l));
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate = third;
      await until(() => candidate.messages.length > 0);
      if (candidate.messages[0]?.type === 'ready') break;
      await new Promise((r) => setTimeout(r, 50));
      third = openStream(l.port, await ticketFor(l));
    }
    expect(third.messages).toEqual([{ type: 'ready' }]);
    third.socket.close();
  });

  it('refuses a text frame that is not {"type":"stop"}', async () => {
    const upstream = await silentOpenAi();
    const l = await appWith({ SPEECH_STT: 'openai', OPENAI_BASE_URL: upstream.url });
    const client = openStream(l.port, await ticketFor(l));
    await client.waitFor('ready');
    client.socket.send('{"type":"go faster"}');
    expect(await client.waitFor('error')).toMatchObject({ kind: 'BadRequest' });
    await client.closed;
  });
});

describe('WS /api/speech/transcribe with an OpenAI-compatible provider', () => {
  it('sends the audio as a WAV file on stop and returns the final transcript, then ends', async () => {
    const pcm = Buffer.alloc(16_000 * 2, 7);
    const { l, upstream } = await openAiApp(() => ({
      status: 200,
      body: JSON.stringify({ text: ' report an incident ' }),
    }));
    const client = openStream(l.port, await ticketFor(l));
    await client.waitFor('ready');
    await sendFrames(client.socket, pcm);
    client.socket.send(JSON.stringify({ type: 'stop' }));
    await client.waitFor('end');
    expect(client.messages).toEqual([
      { type: 'ready' },
      { type: 'transcript', text: 'report an incident', partial: false },
      { type: 'end' },
    ]);
    expect((await client.closed).code).toBe(1000);
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0]?.url).toBe('/v1/audio/transcriptions');
  });

  it.each([
    [429, 'LimitExceeded', 'Rate limit reached for whisper-1', MESSAGES.voice.streamErrors.LimitExceeded],
    [400, 'BadRequest', 'Audio file is too short', MESSAGES.voice.streamErrors.BadRequest],
    [503, 'ServiceUnavailable', 'Model is loading', MESSAGES.voice.streamErrors.ServiceUnavailable],
  ] as const)(
    'maps an upstream HTTP %i to %s with the upstream message',
    async (status, kind, message, shown) => {
      const { l } = await openAiApp(() => ({ status, body: JSON.stringify({ error: { message } }) }));
      const client = openStream(l.port, await ticketFor(l));
      await client.waitFor('ready');
      await sendFrames(client.socket, Buffer.alloc(6_400));
      client.socket.send(JSON.stringify({ type: 'stop' }));
      const error = await client.waitFor('error');
      expect(error).toEqual({ type: 'error', kind, message });
      // What the browser shows for it (spec 01 section 8).
      expect(shown(error.message)).toMatch(new RegExp(`: ${message}$`));
      expect(client.messages.some((m) => m.type === 'end')).toBe(false);
      await client.closed;
    },
  );

  it('reports an unreachable service as ServiceUnavailable', async () => {
    const upstream = await scriptedServer(() => ({ status: 200, body: '{}' }));
    const deadUrl = upstream.url;
    await upstream.close();
    const l = await appWith({ SPEECH_STT: 'openai', OPENAI_BASE_URL: deadUrl });
    const client = openStream(l.port, await ticketFor(l));
    await client.waitFor('ready');
    client.socket.send(Buffer.alloc(3_200));
    client.socket.send(JSON.stringify({ type: 'stop' }));
    expect(await client.waitFor('error')).toMatchObject({ kind: 'ServiceUnavailable' });
    expect((await client.closed).code).toBe(1011);
  });
});

describe('WS /api/speech/transcribe with pocketsphinx (the real audio pipeline)', () => {
  // CI installs pocketsphinx (.ci/run); a developer machine without it cannot run these two.
  const hasDecoder =
    commandExists('pocketsphinx_continuous') && commandExists('espeak-ng') && commandExists('sox');

  it.skipIf(!hasDecoder)('transcribes espeak-ng speech sent as 3,200-byte frames', async () => {
    const pcm = speechPcm('I slipped on a wet floor in the warehouse');
    const l = await appWith({ SPEECH_STT: 'pocketsphinx', POCKETSPHINX_GRAMMAR: GRAMMAR });
    const client = openStream(l.port, await ticketFor(l));
    await client.waitFor('ready');
    await sendFrames(client.socket, pcm, 3_200);
    client.socket.send(JSON.stringify({ type: 'stop' }));
    await client.waitFor('end');
    const finals = client.messages.filter((m) => m.type === 'transcript' && !m.partial);
    expect(finals).toEqual([{ type: 'transcript', text: SENTENCE, partial: false }]);
    expect((await client.closed).code).toBe(1000);
    expect(childProcesses('pocketsphinx_continuous')).toEqual([]);
  });

  it.skipIf(!hasDecoder)(
    'kills the decoder and frees the slot when the client vanishes mid-stream',
    async () => {
      const l = await appWith({
        SPEECH_STT: 'pocketsphinx',
        POCKETSPHINX_GRAMMAR: GRAMMAR,
        TRANSCRIBE_MAX_STREAMS: '1',
      });
      const client = openStream(l.port, await ticketFor(l));
      await client.waitFor('ready');
      await sendFrames(client.socket, speechPcm('report an incident').subarray(0, 16_000));
      await until(() => childProcesses('pocketsphinx_continuous').length === 1);
      expect(childProcesses('cat')).toHaveLength(1);
      // No close handshake: the TCP connection just drops, as when a phone loses signal.
      client.socket.terminate();
      await until(() => childProcesses('pocketsphinx_continuous').length === 0);
      expect(childProcesses('cat')).toEqual([]);
      const next = openStream(l.port, await ticketFor(l));
      await next.waitFor('ready');
      next.socket.close();
      await next.closed;
    },
  );

  it('reports a decoder that cannot run as InternalFailure', async () => {
    const l = await appWith({
      SPEECH_STT: 'pocketsphinx',
      POCKETSPHINX_GRAMMAR: '/nonexistent/grammar.jsgf',
    });
    const client = openStream(l.port, await ticketFor(l));
    await client.waitFor('ready');
    client.socket.send(Buffer.alloc(3_200));
    client.socket.send(JSON.stringify({ type: 'stop' }));
    const error = await client.waitFor('error');
    expect(error.kind).toBe('InternalFailure');
    expect((await client.closed).code).toBe(1011);
  });
});
