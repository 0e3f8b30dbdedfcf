import type { Role } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.js';
import { invitations } from '../src/db/schema/auth.js';
import { auditLog } from '../src/db/schema/ops.js';
import {
  authHeaders,
  buildTestApp,
  createPersonPerRole,
  createTenant,
  type PeopleByRole,
  type TestApp,
} from './helpers/app.js';
import { lastMailTo } from './helpers/mail.js';

let t: TestApp;
let acmeId: string;
let people: PeopleByRole;

beforeAll(async () => {
  t = await buildTestApp();
  acmeId = await createTenant(t, 'acme', 'Acme Logistics');
  people = await createPersonPerRole(t, acmeId, 'acme');
});
afterAll(() => t.close());

const as = (role: Role) => authHeaders(people[role].user, people[role].token);
const send = (role: Role, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/invitations', headers: as(role), payload });
const row = (email: string) => ({ email, first_name: 'Pat', last_name: 'Doe' });

describe('who may do what', () => {
  it.each(['STAFF', 'MANAGER', 'INVESTIGATOR', 'INSURER'] as const)(
    '%s cannot send invitations',
    async (role) => {
      const res = await send(role, { emails: [row(`x-${role}@acme.test`)], role: 'STAFF' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    },
  );

  it.each(['STAFF', 'INVESTIGATOR', 'INSURER'] as const)('%s cannot list invitations', async (role) => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/invitations', headers: as(role) })).statusCode,
    ).toBe(403);
  });

  it('a MANAGER can list but not resend or revoke', async () => {
    const sent = (await send('ADMIN', { emails: [row('mgr-view@acme.test')], role: 'STAFF' })).json();
    const id = sent.invitations[0].id;
    const list = await t.app.inject({ method: 'GET', url: '/api/invitations', headers: as('MANAGER') });
    expect(list.statusCode).toBe(200);
    expect(list.json().invitations.map((i: { id: string }) => i.id)).toContain(id);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/invitations/${id}`, headers: as('MANAGER') }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/invitations/${id}`, headers: as('MANAGER') }))
        .statusCode,
    ).toBe(403);
  });
});

describe('sending', () => {
  it('creates pending invitations with 128-bit codes, a 7-day expiry, the link, an e-mail and an audit row', async () => {
    const res = await send('ADMIN', {
      emails: [row('One@Acme.test'), row('two@acme.test')],
      role: 'MANAGER',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.count).toBe(2);
    const [first] = body.invitations;
    expect(first).toMatchObject({
      email: 'one@acme.test',
      role: 'MANAGER',
      status: 'PENDING',
      invited_by: people.ADMIN.user.id,
      invited_by_name: 'Alex ADMIN',
    });
    expect(first.invitation_code).toMatch(/^[0-9a-f]{32}$/);
    expect(first.invitation_link).toBe(`http://acme.localhost:3000/invite/${first.invitation_code}`);
    const days = (Date.parse(first.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const mail = await lastMailTo(t, acmeId, 'one@acme.test');
    expect(mail?.subject).toBe("You're invited to Acme Logistics");
    expect(mail?.text).toContain(first.invitation_link);
    expect(mail?.sentAt).not.toBeNull();
    const audit = await withTenant(t.database.db, acmeId, (tx) =>
      tx.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, first.id)),
    );
    expect(audit).toEqual([{ action: 'invitation.created' }]);
  });

  it('refuses a second pending invitation for the same address, and an existing user', async () => {
    await send('ADMIN', { emails: [row('dup@acme.test')], role: 'STAFF' });
    const again = await send('ADMIN', { emails: [row('DUP@acme.test')], role: 'STAFF' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'dup@acme.test already has a pending invitation. Resend it instead.',
    );
    const existing = await send('ADMIN', { emails: [row('staff@acme.test')], role: 'STAFF' });
    expect(existing.statusCode).toBe(409);
    expect(existing.json().error.message).toBe(
      'staff@acme.test already has an account in this organisation.',
    );
  });

  it('takes CSV content with per-row roles and names every bad row by line', async () => {
    const good = await send('ADMIN', {
      csvContent:
        'email,first_name,last_name,role\ncsv1@acme.test,Ann,Lee,MANAGER\n"csv2@acme.test","Bo, Jr",Chan,\n',
      role: 'STAFF',
    });
    expect(good.statusCode).toBe(201);
    expect(
      good
        .json()
        .invitations.map((i: { email: string; role: string; first_name: string }) => [
          i.email,
          i.role,
          i.first_name,
        ]),
    ).toEqual([
      ['csv1@acme.test', 'MANAGER', 'Ann'],
      ['csv2@acme.test', 'STAFF', 'Bo, Jr'],
    ]);

    const bad = await send('ADMIN', {
      csvContent:
        'email,first_name,last_name,role\nok@acme.test,A,B,\nnot-an-email,C,D,\ne@acme.test,,F,\ng@acme.test,G,H,BOSS\n',
      role: 'STAFF',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(
      'Line 3: Enter a valid email address\nLine 4: First name is required\nLine 5: Unknown role "BOSS"',
    );
    const nothing = await t.app.inject({ method: 'GET', url: '/api/invitations', headers: as('ADMIN') });
    expect(nothing.json().invitations.map((i: { email: string }) => i.email)).not.toContain('ok@acme.test');

    const noColumns = await send('ADMIN', { csvContent: 'mail,name\nx@y.z,X', role: 'STAFF' });
    expect(noColumns.json().error.message).toBe(
      'Line 1: The CSV file is missing required columns: email, first_name, last_name',
    );
  });

  it('names the wrong field for a bad body', async () => {
    const res = await send('ADMIN', {
      emails: [{ email: 'x@acme.test', first_name: '', last_name: 'Y' }],
      role: 'STAFF',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('body.emails.0.first_name: First name is required');
    const empty = await send('ADMIN', { role: 'STAFF' });
    expect(empty.json().error.message).toBe('body.emails: Add at least one person to invite.');
    const badSite = await send('ADMIN', {
      emails: [row('site@acme.test')],
      role: 'STAFF',
      location_id: '0190a1b2-0000-7000-8000-000000000000',
    });
    expect(badSite.json().error.message).toBe('The chosen site does not exist or is inactive.');
  });
});

describe('resend, revoke, expiry and validation', () => {
  async function fresh(email: string) {
    return (await send('ADMIN', { emails: [row(email)], role: 'STAFF' })).json().invitations[0] as {
      id: string;
      invitation_code: string;
      expires_at: string;
    };
  }

  it('resend renews the expiry and e-mails again; revoke stops it; a revoked one cannot be resent', async () => {
    const inv = await fresh('cycle@acme.test');
    await withTenant(t.database.db, acmeId, (tx) =>
      tx
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() + 60_000) })
        .where(eq(invitations.id, inv.id)),
    );
    const resent = await t.app.inject({
      method: 'PUT',
      url: `/api/invitations/${inv.id}`,
      headers: as('ADMIN'),
    });
    expect(resent.statusCode).toBe(200);
    expect(Date.parse(resent.json().invitation.expires_at)).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/invitations/${inv.id}`,
      headers: as('ADMIN'),
    });
    expect(revoked.json().invitation.status).toBe('REVOKED');
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/invitations/${inv.id}`,
      headers: as('ADMIN'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Only a pending invitation can be resent.');
    const validate = await t.app.inject({
      method: 'GET',
      url: `/api/invite/${inv.invitation_code}`,
      headers: { host: 'acme.localhost:3000' },
    });
    expect(validate.statusCode).toBe(404);
  });

  it('an invitation past its expiry reads EXPIRED, does not validate, and a new one may be sent', async () => {
    const inv = await fresh('late@acme.test');
    await withTenant(t.database.db, acmeId, (tx) =>
      tx
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitations.id, inv.id)),
    );
    const list = await t.app.inject({ method: 'GET', url: '/api/invitations', headers: as('ADMIN') });
    expect(list.json().invitations.find((i: { id: string }) => i.id === inv.id).status).toBe('EXPIRED');
    const validate = await t.app.inject({
      method: 'GET',
      url: `/api/invite/${inv.invitation_code}`,
      headers: { host: 'acme.localhost:3000' },
    });
    expect(validate.json()).toMatchObject({
      valid: false,
      error: 'This invitation has expired.',
      invitation: { status: 'EXPIRED' },
    });
    const renewed = await send('ADMIN', { emails: [row('late@acme.test')], role: 'STAFF' });
    expect(renewed.statusCode).toBe(201);
  });

  it('validates a pending code publicly with e-mail, role and expiry; an unknown code is 404', async () => {
    const inv = await fresh('check@acme.test');
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/invite/${inv.invitation_code}`,
      headers: { host: 'acme.localhost:3000' },
    });
    expect(ok.json()).toEqual({
      valid: true,
      invitation: {
        email: 'check@acme.test',
        role: 'STAFF',
        expires_at: inv.expires_at,
        first_name: 'Pat',
        last_name: 'Doe',
        status: 'PENDING',
      },
    });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/invite/0000',
      headers: { host: 'acme.localhost:3000' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('The invitation link is invalid or has expired.');
  });

  it('accept works only for the signed-in person it was sent to', async () => {
    const inv = await fresh('someone-else@acme.test');
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/invite/${inv.invitation_code}/accept`,
      headers: as('STAFF'),
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe(
      'The email address you logged in with does not match the invitation.',
    );
  });
});
