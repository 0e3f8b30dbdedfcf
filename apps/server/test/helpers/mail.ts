import { and, desc, eq } from 'drizzle-orm';
import { withTenant } from '../../src/db/client.js';
import { outbox } from '../../src/db/schema/ops.js';
import type { TestApp } from './app.js';

/** The newest e-mail to an address, read from the outbox the server writes every message to. */
export async function lastMailTo(t: TestApp, tenantId: string, to: string) {
  await t.deps.mailer.idle();
  const [row] = await withTenant(t.database.db, tenantId, (tx) =>
    tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.tenantId, tenantId), eq(outbox.to, to)))
      .orderBy(desc(outbox.createdAt))
      .limit(1),
  );
  return row ?? null;
}

export function linkIn(text: string, pattern: RegExp): string {
  const match = pattern.exec(text);
  if (!match) throw new Error(`No link matching ${pattern} in:\n${text}`);
  return match[0];
}
