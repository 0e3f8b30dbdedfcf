import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { awsTranscribeProvider } from '../src/speech/aws-transcribe.js';
import { decodeMessage, encodeMessage } from '../src/speech/event-stream.js';
import { openAiSttProvider } from '../src/speech/openai-stt.js';
import { pocketsphinxProvider } from '../src/speech/pocketsphinx.js';
import { openAiSynthesizer, pollySynthesizer } from '../src/speech/tts.js';
import type { SpeechStreamError, SttProvider, TranscriptEvent } from '../src/speech/types.js';
import type { WsSocket } from '../src/speech/ws.js';
import { formOf, scriptedServer } from './fixtures/speech/scripted-http.js';
import { GRAMMAR } from './fixtures/speech/support.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret' };

/** Runs one stream to its end and collects what the provider reported. */
async function run(provider: SttProvider, audio: Buffer[], how: 'stop' | 'abort' = 'stop') {
  const transcripts: TranscriptEvent[] = [];
  const errors: SpeechStreamError[] = [];
  const stream = provider.start({ onTranscript: (t) => transcripts.push(t), onError: (e) => errors.push(e) });
  for (const chunk of audio) stream.write(chunk);
  if (how === 'stop') await stream.stop();
  else stream.abort();
  return { transcripts, errors };
}

describe('OpenAI-compatible transcription contract', () => {
  it('POSTs a multipart form: a WAV of exactly the audio sent, the model, language en and JSON format', async () => {
    const upstream = await scriptedServer(() => ({ status: 200, body: JSON.stringify({ text: 'yes' }) }));
    cleanups.push(() => upstream.close());
    const provider = openAiSttProvider({
      baseUrl: `${upstream.url}/v1/`,
      apiKey: 'sk-test',
      model: 'whisper-large-v3',
    });
    const result = await run(provider, [
      Buffer.alloc(3_200, 1),
      Buffer.alloc(3_200, 2),
      Buffer.alloc(1_000, 3),
    ]);
    expect(result).toEqual({ transcripts: [{ text: 'yes', partial: false }], errors: [] });

    const [request] = upstream.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/audio/transcriptions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    const form = await formOf(request ?? { method: '', url: '', headers: {}, body: Buffer.alloc(0) });
    expect(form.get('model')).toBe('whisper-large-v3');
    expect(form.get('language')).toBe('en');
    expect(form.get('response_format')).toBe('json');
    const file = form.get('file');
    expect(file).toBeInstanceOf(Blob);
    const wav = Buffer.from(await (file as Blob).arrayBuffer());
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt32LE(24)).toBe(16_000);
    expect(wav.readUInt32LE(40)).toBe(7_400);
    expect(wav.length).toBe(44 + 7_400);
    expect(wav.subarray(44 + 6_400, 44 + 6_401)[0]).toBe(3);
  });

  it('sends each utterance when the speaker pauses, before stop, and the finals in order', async () => {
    let n = 0;
    const upstream = await scriptedServer(() => ({
      status: 200,
      body: JSON.stringify({ text: `part ${++n}` }),
    }));
    cleanups.push(() => upstream.close());
    const transcripts: { text: string; partial: boolean }[] = [];
    const stream = openAiSttProvider({ baseUrl: upstream.url, model: 'm' }).start({
      onTranscript: (t) => transcripts.push(t),
      onError: () => {},
    });
    // 1,600-sample chunks: speech is a loud square wave, a pause is zeros.
    const speech = () => {
      const pcm = Buffer.alloc(3_200);
      for (let i = 0; i < 1_600; i++) pcm.writeInt16LE(i % 40 < 20 ? 8_000 : -8_000, i * 2);
      return pcm;
    };
    const pause = () => Buffer.alloc(3_200);
    for (const chunk of [speech(), speech(), pause(), pause(), pause(), pause(), pause(), pause(), pause()])
      stream.write(chunk);
    await vi.waitFor(() => expect(transcripts).toEqual([{ text: 'part 1', partial: false }]));
    for (const chunk of [speech(), pause()]) stream.write(chunk);
    await stream.stop();
    expect(transcripts).toEqual([
      { text: 'part 1', partial: false },
      { text: 'part 2', partial: false },
    ]);
    expect(upstream.requests).toHaveLength(2);
  });

  it('makes no request when the stream is aborted', async () => {
    const upstream = await scriptedServer(() => ({ status: 200, body: '{"text":"x"}' }));
    cleanups.push(() => upstream.close());
    const result = await run(
      openAiSttProvider({ baseUrl: upstream.url, model: 'm' }),
      [Buffer.alloc(3_200)],
      'abort',
    );
    expect(result).toEqual({ transcripts: [], errors: [] });
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('pocketsphinx provider', () => {
  it('reports a decoder that is not installed as InternalFailure', async () => {
    const provider = pocketsphinxProvider({ grammarPath: GRAMMAR, binary: 'no-such-decoder-binary' });
    const { transcripts, errors } = await run(provider, [Buffer.alloc(3_200)]);
    expect(transcripts).toEqual([]);
    expect(errors.map((e) => e.kind)).toEqual(['InternalFailure']);
  });
});

interface ScriptedTranscribe {
  endpoint: string;
  queries: Record<string, string>[];
  audioBytes: number[];
}

/** A loopback stand-in for Transcribe streaming that answers each connection with `script`. */
async function scriptedTranscribe(
  script: (socket: WsSocket, audio: { bytes: number; ended: boolean }) => void,
): Promise<ScriptedTranscribe> {
  const app: FastifyInstance = Fastify();
  const record: ScriptedTranscribe = { endpoint: '', queries: [], audioBytes: [] };
  await app.register(websocket);
  app.get('/stream-transcription-websocket', { websocket: true }, (socket: WsSocket, request) => {
    record.queries.push({ ...(request.query as Record<string, string>) });
    const audio = { bytes: 0, ended: false };
    const index = record.audioBytes.push(0) - 1;
    socket.on('message', (data) => {
      const message = decodeMessage(data);
      expect(message.headers).toEqual({
        ':message-type': 'event',
        ':event-type': 'AudioEvent',
        ':content-type': 'application/octet-stream',
      });
      audio.bytes += message.payload.length;
      record.audioBytes[index] = audio.bytes;
      audio.ended = message.payload.length === 0;
      script(socket, audio);
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  record.endpoint = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  cleanups.push(() => app.close());
  return record;
}

const transcriptEvent = (text: string, partial: boolean) =>
  encodeMessage({
    headers: {
      ':message-type': 'event',
      ':event-type': 'TranscriptEvent',
      ':content-type': 'application/json',
    },
    payload: Buffer.from(
      JSON.stringify({
        Transcript: {
          Results: [{ ResultId: 'r1', IsPartial: partial, Alternatives: [{ Transcript: text }] }],
        },
      }),
    ),
  });

describe('AWS Transcribe streaming provider', () => {
  it('streams audio events and relays partial then final results until the service closes', async () => {
    const server = await scriptedTranscribe((socket, audio) => {
      if (audio.bytes === 3_200 && !audio.ended) socket.send(transcriptEvent('i slipped', true));
      if (audio.ended) {
        socket.send(
          encodeMessage({
            headers: { ':message-type': 'event', ':event-type': 'TranscriptEvent' },
            payload: Buffer.from(JSON.stringify({ Transcript: { Results: [] } })),
          }),
        );
        socket.send(transcriptEvent('I slipped on a wet floor.', false));
        socket.close(1000);
      }
    });
    const provider = awsTranscribeProvider({
      region: 'ap-southeast-2',
      credentials,
      endpoint: server.endpoint,
    });
    const result = await run(provider, [Buffer.alloc(3_200), Buffer.alloc(3_200)]);
    expect(result.errors).toEqual([]);
    expect(result.transcripts).toEqual([
      { text: 'i slipped', partial: true },
      { text: 'I slipped on a wet floor.', partial: false },
    ]);
    expect(server.audioBytes).toEqual([6_400]);
    expect(server.queries[0]).toMatchObject({
      'language-code': 'en-AU',
      'media-encoding': 'pcm',
      'sample-rate': '16000',
      'enable-partial-results-stabilization': 'true',
      'partial-results-stability': 'medium',
      'X-Amz-SignedHeaders': 'host',
    });
  });

  it.each([
    ['BadRequestException', 'BadRequest'],
    ['LimitExceededException', 'LimitExceeded'],
    ['InternalFailureException', 'InternalFailure'],
    ['ServiceUnavailableException', 'ServiceUnavailable'],
  ] as const)('maps %s to %s with the service message', async (exception, kind) => {
    const server = await scriptedTranscribe((socket) => {
      socket.send(
        encodeMessage({
          headers: {
            ':message-type': 'exception',
            ':exception-type': exception,
            ':content-type': 'application/json',
          },
          payload: Buffer.from(JSON.stringify({ Message: `scripted ${exception}` })),
        }),
      );
    });
    const provider = awsTranscribeProvider({
      region: 'ap-southeast-2',
      credentials,
      endpoint: server.endpoint,
    });
    const result = await run(provider, [Buffer.alloc(3_200)]);
    expect(result.errors.map((e) => [e.kind, e.message])).toEqual([[kind, `scripted ${exception}`]]);
  });

  it('reports an unreachable service as ServiceUnavailable', async () => {
    const provider = awsTranscribeProvider({
      region: 'ap-southeast-2',
      credentials,
      endpoint: 'ws://127.0.0.1:1',
    });
    const result = await run(provider, [Buffer.alloc(3_200)]);
    expect(result.errors.map((e) => e.kind)).toEqual(['ServiceUnavailable']);
  });

  it('closes the upstream connection when aborted', async () => {
    let closedUpstream = false;
    const server = await scriptedTranscribe((socket) => {
      socket.on('close', () => {
        closedUpstream = true;
      });
    });
    const provider = awsTranscribeProvider({
      region: 'ap-southeast-2',
      credentials,
      endpoint: server.endpoint,
    });
    const stream = provider.start({ onTranscript: () => {}, onError: () => {} });
    stream.write(Buffer.alloc(3_200));
    const deadline = Date.now() + 5_000;
    while (server.audioBytes[0] !== 3_200 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    stream.abort();
    while (!closedUpstream && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(closedUpstream).toBe(true);
  });
});

describe('Polly and OpenAI speech synthesis contracts', () => {
  it('signs a Polly request for the en-AU neural voice and returns its MP3', async () => {
    const mp3 = Buffer.from([0xff, 0xfb, 0x90, 0x00, 1, 2, 3]);
    const upstream = await scriptedServer(() => ({ status: 200, body: mp3, contentType: 'audio/mpeg' }));
    cleanups.push(() => upstream.close());
    const polly = pollySynthesizer({
      region: 'ap-southeast-2',
      voice: 'Olivia',
      credentials,
      endpoint: upstream.url,
    });
    expect(await polly.synthesize('Thanks, Alex.')).toEqual({ audio: mp3, contentType: 'audio/mpeg' });
    const [request] = upstream.requests;
    expect(request?.url).toBe('/v1/speech');
    expect(JSON.parse(request?.body.toString() ?? '')).toEqual({
      OutputFormat: 'mp3',
      Text: 'Thanks, Alex.',
      VoiceId: 'Olivia',
      Engine: 'neural',
      LanguageCode: 'en-AU',
    });
    expect(request?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/ap-southeast-2\/polly\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
  });

  it('turns a Polly error into a typed failure with the service message', async () => {
    const upstream = await scriptedServer(() => ({
      status: 400,
      body: JSON.stringify({ message: 'Maximum text length has been exceeded' }),
    }));
    cleanups.push(() => upstream.close());
    const polly = pollySynthesizer({
      region: 'ap-southeast-2',
      voice: 'Olivia',
      credentials,
      endpoint: upstream.url,
    });
    await expect(polly.synthesize('x')).rejects.toMatchObject({
      kind: 'BadRequest',
      message: 'Maximum text length has been exceeded',
    });
  });

  it('asks an OpenAI-compatible server for MP3 speech', async () => {
    const upstream = await scriptedServer(() => ({
      status: 200,
      body: Buffer.from('ID3mp3'),
      contentType: 'audio/mpeg',
    }));
    cleanups.push(() => upstream.close());
    const tts = openAiSynthesizer({ baseUrl: upstream.url, model: 'tts-1', voice: 'nova' });
    expect(await tts.synthesize('Hello')).toEqual({
      audio: Buffer.from('ID3mp3'),
      contentType: 'audio/mpeg',
    });
    expect(upstream.requests[0]?.url).toBe('/audio/speech');
    expect(JSON.parse(upstream.requests[0]?.body.toString() ?? '')).toEqual({
      model: 'tts-1',
      voice: 'nova',
      input: 'Hello',
      response_format: 'mp3',
    });
  });
});
