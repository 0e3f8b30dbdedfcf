import { createHmac } from 'node:crypto';
import { safeEqual } from '../../platform/ids.js';

/** Download links live 15 minutes: long enough to open, short enough that a leaked one soon dies. */
export const LINK_TTL_SECONDS = 15 * 60;

export interface SignedLink {
  expires: number;
  signature: string;
}

/**
 * HMAC-signed download links. The key is derived from the server secret for this one purpose, and
 * the signature covers tenant, attachment and expiry, so a link works for nothing else.
 */
export class LinkSigner {
  private readonly key: Buffer;
  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('vigil/attachment-download/v1').digest();
  }

  private mac(tenantId: string, attachmentId: string, expires: number): string {
    return createHmac('sha256', this.key)
      .update(`${tenantId}\n${attachmentId}\n${expires}`)
      .digest('base64url');
  }

  sign(tenantId: string, attachmentId: string, now = new Date()): SignedLink {
    const expires = Math.floor(now.getTime() / 1000) + LINK_TTL_SECONDS;
    return { expires, signature: this.mac(tenantId, attachmentId, expires) };
  }

  /** Seconds the link has left, or null when it is expired, tampered with or someone else's. */
  verify(
    tenantId: string,
    attachmentId: string,
    link: { expires?: string | undefined; signature?: string | undefined },
    now = new Date(),
  ): number | null {
    if (!link.expires || !link.signature || !/^\d{1,12}$/.test(link.expires)) return null;
    const expires = Number(link.expires);
    const left = expires - Math.floor(now.getTime() / 1000);
    if (left <= 0 || left > LINK_TTL_SECONDS) return null;
    return safeEqual(this.mac(tenantId, attachmentId, expires), link.signature) ? left : null;
  }

  url(tenantId: string, attachmentId: string, now = new Date()): string {
    const { expires, signature } = this.sign(tenantId, attachmentId, now);
    return `/api/attachments/${attachmentId}/content?expires=${expires}&signature=${signature}`;
  }
}
