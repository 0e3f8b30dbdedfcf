import {
  MESSAGES,
  SPEECH_AUDIO,
  SPEECH_LIMITS,
  SpeechConfigResponseSchema,
  SpeechTicketResponseSchema,
  SynthesizeBodySchema,
  SynthesizeResponseSchema,
} from '@app/contracts';
import websocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppDeps, principalOf } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { sttProviderFor, synthesizerFor } from '../../speech/providers.js';
import { SpeechStreamError } from '../../speech/types.js';
import type { WsSocket } from '../../speech/ws.js';
import { SPEECH_STRINGS } from './strings.js';
import { SpeechTickets } from './tickets.js';
import { admitStream } from './transcribe-admission.js';
import { CLOSE_CODES, closeWithError, runTranscribeStream } from './transcribe-stream.js';

/** Largest frame the socket accepts at all; frames above SPEECH_LIMITS.maxFrameBytes get a clear error. */
const SOCKET_MAX_PAYLOAD = 1024 * 1024;

/** Speech to text and text to speech (DESIGN section 10). */
export const speechRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { config } = deps;
  const stt = sttProviderFor(config);
  const synthesizer = synthesizerFor(config);
  const tickets = new SpeechTickets(config.jwtSecret);
  let liveStreams = 0;

  await app.register(websocket, { options: { maxPayload: SOCKET_MAX_PAYLOAD } });

  // Per person, not per address (a site may share one NAT address), as the chat endpoint does.
  const perUser = (name: string) => ({
    max: config.CHAT_RATE_LIMIT,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      request.principal
        ? `${name}:${request.tenant.id}:${request.principal.userId}`
        : `${name}-ip:${request.ip}`,
  });

  app.get(
    '/speech/config',
    {
      config: { access: 'authenticated' },
      schema: { security: [{ bearer: [] }], tags: ['speech'], response: { 200: SpeechConfigResponseSchema } },
    },
    async () => ({
      stt: config.SPEECH_STT,
      tts: config.SPEECH_TTS,
      language: SPEECH_AUDIO.language,
      sampleRate: SPEECH_AUDIO.sampleRate,
      chunkSamples: SPEECH_AUDIO.chunkSamples,
      maxStreamSeconds: SPEECH_LIMITS.maxStreamSeconds,
    }),
  );

  app.post(
    '/speech/ticket',
    {
      config: { access: 'authenticated', rateLimit: perUser('speech-ticket') },
      schema: { security: [{ bearer: [] }], tags: ['speech'], response: { 200: SpeechTicketResponseSchema } },
    },
    async (request) => {
      if (!stt) throw new AppError('NOT_CONFIGURED', SPEECH_STRINGS.notConfigured);
      const principal = principalOf(request);
      const ticket = tickets.issue({
        tenantId: request.tenant.id,
        userId: principal.userId,
        sessionId: principal.sessionId,
      });
      return { ticket, expiresInSeconds: SPEECH_LIMITS.ticketTtlSeconds };
    },
  );

  app.get(
    '/speech/transcribe',
    // Public at the HTTP layer: the single-use ticket in the query is the credential, checked below.
    { websocket: true, config: { access: 'public' }, schema: { hide: true } },
    (socket: WsSocket, request) => {
      // Frames may arrive while the ticket is checked; they wait in order rather than being lost.
      const early: [Buffer, boolean][] = [];
      let route: ((data: Buffer, isBinary: boolean) => void) | null = null;
      let onGone: (() => void) | null = null;
      let closed = false;
      socket.on('message', (data, isBinary) => {
        if (route) route(data, isBinary);
        else if (early.length < 16) early.push([data, isBinary]);
      });
      socket.on('close', () => {
        closed = true;
        onGone?.();
      });
      socket.on('error', (error) => request.log.debug({ err: error }, 'speech socket error'));

      void admitStream({ deps, tickets, request, ticket: (request.query as { ticket?: unknown }).ticket })
        .then((refusal) => {
          if (closed) return;
          if (refusal) return closeWithError(socket, refusal.kind, refusal.message, refusal.code);
          if (!stt)
            return closeWithError(socket, 'BadRequest', SPEECH_STRINGS.notConfigured, CLOSE_CODES.policy);
          if (liveStreams >= config.TRANSCRIBE_MAX_STREAMS) {
            return closeWithError(
              socket,
              'LimitExceeded',
              SPEECH_STRINGS.tooManyStreams,
              CLOSE_CODES.tryLater,
            );
          }
          liveStreams++;
          const run = runTranscribeStream({
            socket,
            provider: stt,
            log: request.log,
            onEnd: () => {
              liveStreams--;
            },
          });
          route = run.handle;
          onGone = run.gone;
          for (const [data, isBinary] of early.splice(0)) run.handle(data, isBinary);
        })
        .catch((cause: unknown) => {
          request.log.error({ err: cause }, 'speech stream admission failed');
          closeWithError(
            socket,
            'InternalFailure',
            MESSAGES.voice.streamInitFailed,
            CLOSE_CODES.providerFailed,
          );
        });
    },
  );

  const synthesize = async (text: string) => {
    if (!synthesizer) throw new AppError('NOT_CONFIGURED', SPEECH_STRINGS.ttsNotConfigured);
    try {
      const { audio, contentType } = await synthesizer.synthesize(text);
      return { audio: audio.toString('base64'), contentType };
    } catch (cause) {
      const reason = cause instanceof SpeechStreamError ? `${cause.kind}: ${cause.message}` : String(cause);
      app.log.warn({ provider: synthesizer.name, reason }, 'speech synthesis failed');
      throw new AppError('INTERNAL', SPEECH_STRINGS.ttsFailed);
    }
  };

  const synthesizeRoute = {
    config: { access: 'authenticated' as const, rateLimit: perUser('speech-tts') },
    schema: {
      security: [{ bearer: [] }],
      tags: ['speech'],
      body: SynthesizeBodySchema,
      response: { 200: SynthesizeResponseSchema },
    },
  };
  app.post('/speech/synthesize', synthesizeRoute, async (request) => synthesize(request.body.text));
  // The spec's own path for the same thing (spec 01 section 7).
  app.post('/polly', synthesizeRoute, async (request) => synthesize(request.body.text));
};
