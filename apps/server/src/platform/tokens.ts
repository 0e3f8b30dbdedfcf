import { jwtVerify, SignJWT } from 'jose';

export const PERSONAL_TOKEN_PREFIX = 'vgl_pat_';

export interface AccessClaims {
  userId: string;
  tenantId: string;
  sessionId: string;
}

/** Access tokens are short JWTs naming a tenant and a server-side session that can be revoked. */
export class AccessTokens {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: AccessClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ tid: claims.tenantId, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .setAudience('vigil-api')
      .sign(this.key);
  }

  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: 'vigil-api' });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.tid !== 'string' ||
        typeof payload.sid !== 'string'
      ) {
        return null;
      }
      return { userId: payload.sub, tenantId: payload.tid, sessionId: payload.sid };
    } catch {
      return null;
    }
  }
}
