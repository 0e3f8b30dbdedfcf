import type { StreamErrorKind } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../../db/client.js';
import type { AppDeps } from '../../platform/context.js';
import { findLiveSession } from '../auth/sessions.repository.js';
import { SPEECH_STRINGS } from './strings.js';
import type { SpeechTickets } from './tickets.js';
import { CLOSE_CODES } from './transcribe-stream.js';

export interface Refusal {
  kind: StreamErrorKind;
  message: string;
  code: number;
}

/**
 * Whether a WebSocket may stream: the ticket must be genuine, unused and unexpired, minted for the
 * tenant whose host the socket opened on, and its sign-in session must still be live (a sign-out
 * within the ticket's 30 s also ends voice).
 */
export async function admitStream(input: {
  deps: AppDeps;
  tickets: SpeechTickets;
  request: FastifyRequest;
  ticket: unknown;
}): Promise<Refusal | null> {
  const { deps, tickets, request } = input;
  const unauthenticated = (message: string): Refusal => ({
    kind: 'BadRequest',
    message,
    code: CLOSE_CODES.unauthenticated,
  });
  if (typeof input.ticket !== 'string' || input.ticket === '')
    return unauthenticated(SPEECH_STRINGS.ticketMissing);
  const redeemed = tickets.redeem(input.ticket);
  if (!redeemed.ok) return unauthenticated(SPEECH_STRINGS.ticketInvalid);
  const { claims } = redeemed;
  const tenantId = request.tenant.id;
  if (claims.tenantId !== tenantId) {
    return { kind: 'BadRequest', message: SPEECH_STRINGS.ticketWrongTenant, code: CLOSE_CODES.forbidden };
  }
  const session = await withTenant(deps.database.db, tenantId, (tx) =>
    findLiveSession(tx, tenantId, { sessionId: claims.sessionId, userId: claims.userId }),
  );
  return session ? null : unauthenticated(SPEECH_STRINGS.sessionEnded);
}
