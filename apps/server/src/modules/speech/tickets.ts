import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SPEECH_LIMITS } from '@app/contracts';

export interface TicketClaims {
  tenantId: string;
  userId: string;
  sessionId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  nonce: string;
}

export type RedeemResult =
  | { ok: true; claims: TicketClaims }
  | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/** Separate key from the session tokens' so a ticket can never pass for a session token. */
function ticketKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('vigil speech ticket v1').digest();
}

export function signTicket(secret: string, claims: TicketClaims): string {
  const payload = Buffer.from(
    JSON.stringify([claims.tenantId, claims.userId, claims.sessionId, claims.expiresAt, claims.nonce]),
  ).toString('base64url');
  const mac = createHmac('sha256', ticketKey(secret)).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}

function verify(secret: string, ticket: string): TicketClaims | null {
  const [payload, mac, extra] = ticket.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  const expected = createHmac('sha256', ticketKey(secret)).update(payload).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parts: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(parts) || parts.length !== 5) return null;
    const [tenantId, userId, sessionId, expiresAt, nonce] = parts as unknown[];
    if (typeof tenantId !== 'string' || typeof userId !== 'string' || typeof sessionId !== 'string')
      return null;
    if (typeof expiresAt !== 'number' || typeof nonce !== 'string') return null;
    return { tenantId, userId, sessionId, expiresAt, nonce };
  } catch {
    return null;
  }
}

/**
 * Single-use WebSocket tickets (a browser cannot put a header on a WebSocket, and a bearer token must
 * not sit in a URL). A ticket is an HMAC-signed claim of tenant, user, session and expiry, so any API
 * node holding the secret can check it. Single use is enforced by this process's used-set, kept only
 * until the ticket would expire anyway. Behind several API nodes without sticky routing, a ticket
 * could be replayed once per node within its 30 s: move the used-set to the database (an insert on
 * the nonce's primary key) if that matters.
 */
export class SpeechTickets {
  private readonly used = new Map<string, number>();

  constructor(
    private readonly secret: string,
    private readonly ttlMs: number = SPEECH_LIMITS.ticketTtlSeconds * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  issue(subject: { tenantId: string; userId: string; sessionId: string }): string {
    this.sweep();
    return signTicket(this.secret, {
      ...subject,
      expiresAt: this.now() + this.ttlMs,
      nonce: randomBytes(16).toString('base64url'),
    });
  }

  redeem(ticket: string): RedeemResult {
    this.sweep();
    const claims = verify(this.secret, ticket);
    if (!claims) return { ok: false, reason: 'invalid' };
    if (claims.expiresAt <= this.now()) return { ok: false, reason: 'expired' };
    if (this.used.has(claims.nonce)) return { ok: false, reason: 'used' };
    this.used.set(claims.nonce, claims.expiresAt);
    return { ok: true, claims };
  }

  private sweep(): void {
    const now = this.now();
    for (const [nonce, expiresAt] of this.used) if (expiresAt <= now) this.used.delete(nonce);
  }
}
