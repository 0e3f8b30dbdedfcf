import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ClientMetadata, Configuration, InteractionResults } from 'oidc-provider';

export interface DirectoryAccount {
  email: string;
  given_name: string;
  family_name: string;
  email_verified?: boolean;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** A second client registered with the same redirect URI, for codes issued to someone else. */
  otherClientId: string;
  /** Read at every token and userinfo request, so a test may change a claim between sign-ins. */
  accounts: Map<string, DirectoryAccount>;
  /**
   * Plays the browser: follows the authorization URL, signs in as `sub` and consents (or declines
   * with `deny`), and returns the URL the provider sends the browser back to.
   */
  authorize(authorizationUrl: string, sub: string, options?: { deny?: boolean }): Promise<URL>;
  close(): Promise<void>;
}

export const OIDC_REDIRECT_URI = 'http://acme.localhost:3000/api/auth/oidc/callback';

/**
 * oidc-provider announces the unsupported Node runtime, the in-memory adapter and the development
 * keys through console.warn; the test setup fails a test on that, so only those notices are dropped.
 */
async function quietly<T>(create: () => Promise<T>): Promise<T> {
  const { warn, info } = console;
  const drop =
    (forward: (...args: unknown[]) => void) =>
    (...args: unknown[]) => {
      if (!String(args[0]).includes('oidc-provider')) forward(...args);
    };
  console.warn = drop(warn);
  console.info = drop(info);
  try {
    return await create();
  } finally {
    console.warn = warn;
    console.info = info;
  }
}

export async function startOidcProvider(): Promise<TestOidcProvider> {
  let handle: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const clientId = 'vigil';
  const clientSecret = randomBytes(24).toString('hex');
  const otherClientId = 'other-app';
  const accounts = new Map<string, DirectoryAccount>();
  const client = (client_id: string, client_secret: string): ClientMetadata => ({
    client_id,
    client_secret,
    redirect_uris: [OIDC_REDIRECT_URI],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    // openid-client sends a string secret in the form body.
    token_endpoint_auth_method: 'client_secret_post',
  });
  const configuration: Configuration = {
    clients: [client(clientId, clientSecret), client(otherClientId, randomBytes(24).toString('hex'))],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    // Explicit lifetimes and error page: the defaults print a "you SHOULD change" notice when used.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, email_verified: true, ...account }) };
    },
    renderError: (ctx, out) => {
      ctx.type = 'json';
      ctx.body = out;
    },
  };
  const { default: Provider } = await quietly(() => import('oidc-provider'));
  const provider = await quietly(async () => new Provider(issuer, configuration));
  const providerCallback = provider.callback();

  // Our stand-in for the login and consent pages: the caller names the account in the query.
  async function interact(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', issuer);
    const details = await provider.interactionDetails(req, res);
    let result: InteractionResults;
    if (url.searchParams.has('deny')) {
      result = { error: 'access_denied', error_description: 'The user declined.' };
    } else if (details.prompt.name === 'login') {
      result = { login: { accountId: url.searchParams.get('sub') ?? '' } };
    } else {
      const grant = new provider.Grant({
        accountId: details.session?.accountId,
        clientId: String(details.params.client_id),
      });
      grant.addOIDCScope(String(details.params.scope));
      result = { consent: { grantId: await grant.save() } };
    }
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }

  handle = (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return providerCallback(req, res);
    interact(req, res).catch((error: Error) => res.writeHead(500).end(error.message));
  };

  async function authorize(
    authorizationUrl: string,
    sub: string,
    options: { deny?: boolean } = {},
  ): Promise<URL> {
    const jar = new Map<string, string>();
    let next = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop++) {
      if (next.origin !== issuer) return next;
      if (next.pathname.startsWith('/interaction/')) {
        next.searchParams.set('sub', sub);
        if (options.deny) next.searchParams.set('deny', '1');
      }
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(next, { redirect: 'manual', headers: cookie ? { cookie } : {} });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        const value = pair.slice(eq + 1);
        if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) jar.set(pair.slice(0, eq), value);
        else jar.delete(pair.slice(0, eq));
      }
      const location = response.headers.get('location');
      if (!location) throw new Error(`The provider answered ${response.status}: ${await response.text()}`);
      await response.body?.cancel();
      next = new URL(location, next);
    }
    throw new Error('Too many redirects at the provider');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    otherClientId,
    accounts,
    authorize,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
