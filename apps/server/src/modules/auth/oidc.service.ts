import { LIMITS } from '@app/contracts';
import * as oidc from 'openid-client';
import { withTenant } from '../../db/client.js';
import type { TenantSettings } from '../../db/schema/tenants.js';
import { hashToken, newId } from '../../platform/ids.js';
import {
  type AuthContext,
  completeLogin,
  loginErrorLocation,
  type VerifiedIdentity,
} from './auth.service.js';
import { consumeLoginToken, insertLoginToken } from './login-tokens.repository.js';

type OidcSettings = NonNullable<TenantSettings['oidc']>;

const CONFIG_TTL_MS = 10 * 60_000;
const discovered = new Map<string, { config: oidc.Configuration; at: number }>();

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** Discovery is cached per issuer and client; plain http is allowed only for an issuer on this machine. */
async function configurationFor(settings: OidcSettings): Promise<oidc.Configuration> {
  // The secret is part of the key so a rotated secret takes effect at once.
  const key = `${settings.issuer}|${settings.clientId}|${settings.clientSecret ?? ''}`;
  const hit = discovered.get(key);
  if (hit && Date.now() - hit.at < CONFIG_TTL_MS) return hit.config;
  const issuer = new URL(settings.issuer);
  const config = await oidc.discovery(
    issuer,
    settings.clientId,
    settings.clientSecret,
    undefined,
    issuer.protocol === 'http:' && isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
  );
  discovered.set(key, { config, at: Date.now() });
  return config;
}

const callbackUrlFor = (origin: string) => `${origin}/api/auth/oidc/callback`;

/**
 * Starts authorization code + PKCE against the tenant's directory. State, nonce and the verifier are
 * kept server-side under the state's hash, single use, for 10 minutes.
 */
export async function startOidcLogin(
  ctx: AuthContext,
  input: { redirectUrl: URL; invitation?: string | undefined },
): Promise<string> {
  const settings = ctx.tenant.settings.oidc;
  if (!settings?.issuer || !settings.clientId) return loginErrorLocation('oidc_not_configured');
  let config: oidc.Configuration;
  try {
    config = await configurationFor(settings);
  } catch {
    return loginErrorLocation('oidc_failed');
  }
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  await withTenant(ctx.deps.database.db, ctx.tenant.id, (tx) =>
    insertLoginToken(tx, {
      id: newId(),
      tenantId: ctx.tenant.id,
      kind: 'oidc_state',
      tokenHash: hashToken(state),
      expiresAt: new Date(Date.now() + LIMITS.oidcStateMinutes * 60_000),
      payload: { nonce, verifier, redirectUrl: input.redirectUrl.href, invitation: input.invitation },
    }),
  );
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrlFor(input.redirectUrl.origin),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return url.href;
}

/**
 * The directory sends the browser back here. The state must be one we issued and not yet used; the
 * code grant checks PKCE, nonce, iss and aud; the identity is (issuer, subject).
 */
export async function finishOidcLogin(
  ctx: AuthContext,
  query: { state?: string | undefined; code?: string | undefined; error?: string | undefined },
  requestPath: string,
): Promise<string> {
  const settings = ctx.tenant.settings.oidc;
  if (!settings?.issuer || !settings.clientId) return loginErrorLocation('oidc_not_configured');
  if (!query.state) return loginErrorLocation('oidc_failed');
  const state = query.state;
  const db = ctx.deps.database.db;
  const stored = await withTenant(db, ctx.tenant.id, (tx) =>
    consumeLoginToken(tx, ctx.tenant.id, 'oidc_state', hashToken(state)),
  );
  const { nonce, verifier, redirectUrl, invitation } = stored?.payload ?? {};
  if (!nonce || !verifier || !redirectUrl || query.error) return loginErrorLocation('oidc_failed');

  let identity: VerifiedIdentity;
  let profile: Record<string, unknown>;
  try {
    const config = await configurationFor(settings);
    const currentUrl = new URL(requestPath, new URL(redirectUrl).origin);
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) return loginErrorLocation('oidc_failed');
    identity = { issuer: claims.iss, subject: claims.sub };
    // Conformant providers put scope claims in the ID token only when no access token is issued;
    // then the e-mail comes from userinfo, which must name the same subject.
    profile =
      typeof claims.email === 'string'
        ? claims
        : await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
  } catch (error) {
    ctx.log?.warn({ reason: (error as Error).message }, 'work-directory sign-in failed');
    return loginErrorLocation('oidc_failed');
  }
  const { email, email_verified: verified } = profile;
  // The e-mail decides which account a new identity joins, so one the directory says it never
  // verified is not trusted; directories that do not say (Entra ID by default) are taken at their word.
  if (typeof email !== 'string' || !email || verified === false) return loginErrorLocation('oidc_failed');
  return withTenant(db, ctx.tenant.id, (tx) =>
    completeLogin(tx, ctx, { email, invitationCode: invitation, redirectUrl, identity }),
  );
}
