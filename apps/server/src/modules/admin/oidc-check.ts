import { MESSAGES, type TestOidcResponse } from '@app/contracts';
import { z } from 'zod';

const DISCOVERY_TIMEOUT_MS = 5_000;
/** A discovery document is a few kilobytes; anything far larger is not one. */
const MAX_DOCUMENT_CHARS = 1_000_000;

const DiscoverySchema = z.object({ issuer: z.string(), authorization_endpoint: z.string().min(1) });

const failed = (reason: string): TestOidcResponse => ({
  ok: false,
  message: MESSAGES.admin.oidcFailed(reason),
  authorization_endpoint: null,
});

/**
 * Reads the issuer's OpenID Connect discovery document the way sign-in will (OIDC Discovery 1.0
 * section 4), so an administrator learns of a typo before their staff do.
 */
export async function checkOidcDiscovery(issuer: string): Promise<TestOidcResponse> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  let text: string;
  try {
    // Redirects are not followed: the document must live at the issuer itself, and an admin-typed
    // URL should not bounce the server to wherever a redirect points.
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return failed(`${url} answered HTTP ${response.status}`);
    }
    text = await response.text();
  } catch (error) {
    return failed(describeFetchError(error));
  }
  if (text.length > MAX_DOCUMENT_CHARS) return failed('the discovery document is too large');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return failed('the discovery document is not JSON');
  }
  const parsed = DiscoverySchema.safeParse(json);
  if (!parsed.success) return failed('the discovery document has no issuer or authorization_endpoint');
  // Sign-in compares the issuer exactly (OIDC Discovery 1.0 section 4.3); so does the test.
  if (parsed.data.issuer !== issuer) {
    return failed(`the discovery document names issuer ${parsed.data.issuer}, not ${issuer}`);
  }
  const endpoint = parsed.data.authorization_endpoint;
  return { ok: true, message: MESSAGES.admin.oidcOk(endpoint), authorization_endpoint: endpoint };
}

function describeFetchError(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `no answer within ${DISCOVERY_TIMEOUT_MS / 1000} seconds`;
  }
  // undici reports "fetch failed" and keeps the useful part (ECONNREFUSED, ENOTFOUND) in the cause.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
