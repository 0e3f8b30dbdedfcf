import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SiteRef } from '../../ai/intake/slots.js';
import type { Executor } from '../../db/client.js';
import { conversationMessages, conversations } from '../../db/schema/chat.js';
import { sites, users } from '../../db/schema/users.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageInsert = typeof conversationMessages.$inferInsert;

/**
 * The conversation of this user's page load, created on first use and locked for the turn, so two
 * messages sent at once are handled one after the other instead of losing a state update.
 */
export async function lockConversation(
  tx: Executor,
  key: { id: string; tenantId: string; userId: string; sessionId: string },
): Promise<ConversationRow> {
  await tx.insert(conversations).values(key).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.tenantId, key.tenantId),
        eq(conversations.userId, key.userId),
        eq(conversations.sessionId, key.sessionId),
      ),
    )
    .limit(1)
    .for('update');
  if (!row) throw new Error('conversation upsert returned no row');
  return row;
}

export async function findConversationState(
  tx: Executor,
  key: { tenantId: string; userId: string; sessionId: string },
): Promise<ConversationRow['state'] | null> {
  const [row] = await tx
    .select({ state: conversations.state })
    .from(conversations)
    .where(
      and(
        eq(conversations.tenantId, key.tenantId),
        eq(conversations.userId, key.userId),
        eq(conversations.sessionId, key.sessionId),
      ),
    )
    .limit(1);
  return row?.state ?? null;
}

export async function saveConversation(
  tx: Executor,
  tenantId: string,
  id: string,
  values: { state: Record<string, unknown>; incidentId: string | null },
): Promise<void> {
  await tx
    .update(conversations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(conversations.tenantId, tenantId), eq(conversations.id, id)));
}

export async function insertMessages(tx: Executor, rows: MessageInsert[]): Promise<void> {
  await tx.insert(conversationMessages).values(rows);
}

/** The tenant's active sites, as the extractor matches "where" against them. */
export async function listSiteRefs(tx: Executor, tenantId: string): Promise<SiteRef[]> {
  return tx
    .select({ id: sites.id, name: sites.venueName, city: sites.city, address: sites.address })
    .from(sites)
    .where(and(eq(sites.tenantId, tenantId), eq(sites.isActive, true)))
    .orderBy(sql`lower(${sites.venueName})`);
}

/** Who hears of a notifiable incident when the tenant named no contacts: its managers and admins. */
export async function listManagerEmails(tx: Executor, tenantId: string): Promise<string[]> {
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(
      and(eq(users.tenantId, tenantId), eq(users.isActive, true), inArray(users.role, ['MANAGER', 'ADMIN'])),
    )
    .orderBy(asc(users.email));
  return rows.map((r) => r.email);
}
