import http from 'node:http';
import { ACME, vigil } from '../support/state.js';
import { expect, signInWithToken, test } from '../support/test.js';

/** Issue 9 item 3: security headers on pages, API answers and API errors, and a strict CSP the app runs under. */

type Headers = http.IncomingHttpHeaders;

/** Node cannot resolve *.localhost, so the tenant is named in the Host header of a loopback request. */
function headersOf(path: string, accept: string): Promise<{ status: number; headers: Headers }> {
  const { port } = vigil();
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, headers: { host: `${ACME.slug}.localhost:${port}`, accept } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      },
    );
    request.on('error', reject);
  });
}

/** `script-src 'self'; object-src 'none'` as { 'script-src': ["'self'"], 'object-src': ["'none'"] }. */
function parseCsp(header: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name.toLowerCase()] = sources;
  }
  return directives;
}

function expectSecurityHeaders(label: string, headers: Headers): void {
  const csp = headers['content-security-policy'];
  expect(typeof csp, `${label}: Content-Security-Policy`).toBe('string');
  const directives = parseCsp(String(csp));
  const scripts = directives['script-src'] ?? directives['default-src'] ?? [];
  expect(directives['default-src'], `${label}: default-src`).toEqual(["'self'"]);
  expect(scripts, `${label}: script-src`).toEqual(["'self'"]);
  expect(directives['script-src-attr'], `${label}: script-src-attr`).toEqual(["'none'"]);
  expect(directives['object-src'], `${label}: object-src`).toEqual(["'none'"]);
  expect(directives['base-uri'], `${label}: base-uri`).toEqual(["'self'"]);
  for (const [name, sources] of Object.entries(directives)) {
    const wildcards = sources.filter((source) => source.includes('*'));
    expect(wildcards, `${label}: wildcard sources in ${name}`).toEqual([]);
  }
  const framing = directives['frame-ancestors'] ?? [];
  const frameOptions = String(headers['x-frame-options'] ?? '').toUpperCase();
  const framingLocked =
    framing.length === 1 && ["'none'", "'self'"].includes(framing[0] ?? '')
      ? true
      : ['DENY', 'SAMEORIGIN'].includes(frameOptions);
  expect(framingLocked, `${label}: frame-ancestors or X-Frame-Options`).toBe(true);
  expect(headers['x-content-type-options'], `${label}: X-Content-Type-Options`).toBe('nosniff');
  expect(headers['referrer-policy'], `${label}: Referrer-Policy`).toBeTruthy();
  expect(headers['x-powered-by'], `${label}: X-Powered-By`).toBeUndefined();
}

test('pages, API answers and API errors carry the security headers and a strict CSP', async () => {
  const page = await headersOf('/', 'text/html');
  expect(page.status).toBe(200);
  expectSecurityHeaders('GET /', page.headers);

  const deepLink = await headersOf('/all-incidents', 'text/html');
  expect(deepLink.status).toBe(200);
  expectSecurityHeaders('GET /all-incidents (SPA fallback)', deepLink.headers);

  const health = await headersOf('/api/health', 'application/json');
  expect(health.status).toBe(200);
  expectSecurityHeaders('GET /api/health', health.headers);

  const unauthenticated = await headersOf('/api/user-info', 'application/json');
  expect(unauthenticated.status).toBe(401);
  expectSecurityHeaders('GET /api/user-info without a token (401)', unauthenticated.headers);

  const missing = await headersOf('/api/no-such-route', 'application/json');
  expect(missing.status).toBe(404);
  expectSecurityHeaders('GET /api/no-such-route (404)', missing.headers);
});

test('the signed-in app runs under its CSP without a single violation', async ({ page }) => {
  // Collected in the page from its first script on, so a violation during start-up is not missed.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}`,
      );
    });
  });
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) consoleReports.push(message.text());
  });

  await signInWithToken(page, vigil().adminToken);
  const screens = [
    { path: '/chat', heading: `${ACME.name} AI` },
    { path: '/all-incidents', heading: undefined },
    { path: '/users', heading: undefined },
    { path: '/admin', heading: undefined },
  ];
  const violations: string[] = [];
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    violations.push(...seen.map((line) => `${screen.path}: ${line}`));
  }
  expect(violations, 'securitypolicyviolation events').toEqual([]);
  expect(consoleReports, 'CSP reports on the console').toEqual([]);
});
