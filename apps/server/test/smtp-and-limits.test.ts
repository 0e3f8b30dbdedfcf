import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTenant, createUser, type TestApp } from './helpers/app.js';
import { lastMailTo } from './helpers/mail.js';

interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let received: Received[] = [];
let t: TestApp;
let acmeId: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, AUTH_RATE_LIMIT: '3' });
  acmeId = await createTenant(t, 'acme', 'Acme Logistics');
  await createUser(t, acmeId, 'acme', { email: 'sam@acme.test', role: 'STAFF' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('e-mail through a real SMTP server', () => {
  it('delivers the magic link to the SMTP server', async () => {
    received = [];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/start',
      headers: { host: 'acme.localhost:3000', 'content-type': 'application/json' },
      payload: { email: 'sam@acme.test', redirectUrl: 'http://acme.localhost:3000/auth/callback' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await lastMailTo(t, acmeId, 'sam@acme.test');
    expect(mail?.error).toBeNull();
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['sam@acme.test']);
    expect(received[0]?.raw).toContain('Subject: Your sign-in link for Acme Logistics');
    // The body is quoted-printable: undo soft line breaks and =3D before looking for the link.
    const body = (received[0]?.raw ?? '').replace(/=\r?\n/g, '').replaceAll('=3D', '=');
    expect(body).toMatch(/http:\/\/acme\.localhost:3000\/api\/auth\/email\/confirm\?token=[\w-]{40,}/);
  });
});

describe('rate limits', () => {
  it('refuses the fourth token exchange in a minute with 429 and the error shape', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        headers: { host: 'acme.localhost:3000' },
        payload: { code: 'x'.repeat(32) },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt();
    expect(limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a minute and try again.' },
    });
  });
});
