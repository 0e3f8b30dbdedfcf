import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { attachments, conversationMessages, conversations } from '../../db/schema/chat.js';
import { analysisRuns, correctiveActions, recommendations } from '../../db/schema/rca.js';
import { users } from '../../db/schema/users.js';

export type RunRow = typeof analysisRuns.$inferSelect;
export type RecommendationRow = typeof recommendations.$inferSelect & { decidedByName: string | null };
export type ActionRow = typeof correctiveActions.$inferSelect & {
  assigneeName: string | null;
  completedByName: string | null;
};

const fullName = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(${u.firstName} || ' ' || ${u.lastName}), '')`;

export async function insertRun(tx: Executor, values: typeof analysisRuns.$inferInsert): Promise<void> {
  await tx.insert(analysisRuns).values(values);
}

export async function updateRun(
  tx: Executor,
  tenantId: string,
  id: string,
  changes: Partial<typeof analysisRuns.$inferInsert>,
): Promise<void> {
  await tx
    .update(analysisRuns)
    .set(changes)
    .where(and(eq(analysisRuns.tenantId, tenantId), eq(analysisRuns.id, id)));
}

export async function findRun(
  tx: Executor,
  tenantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<RunRow | null> {
  const query = tx
    .select()
    .from(analysisRuns)
    .where(and(eq(analysisRuns.tenantId, tenantId), eq(analysisRuns.id, id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The incident's newest run, optionally only in one state. */
export async function findLatestRun(
  tx: Executor,
  tenantId: string,
  incidentId: string,
  status?: RunRow['status'],
): Promise<RunRow | null> {
  const [row] = await tx
    .select()
    .from(analysisRuns)
    .where(
      and(
        eq(analysisRuns.tenantId, tenantId),
        eq(analysisRuns.incidentId, incidentId),
        status ? eq(analysisRuns.status, status) : undefined,
      ),
    )
    .orderBy(desc(analysisRuns.createdAt), desc(analysisRuns.id))
    .limit(1);
  return row ?? null;
}

const decider = alias(users, 'decider');

function selectRecommendations(tx: Executor, where: SQL | undefined) {
  return tx
    .select({ rec: recommendations, decidedByName: fullName(decider) })
    .from(recommendations)
    .innerJoin(
      analysisRuns,
      and(eq(analysisRuns.tenantId, recommendations.tenantId), eq(analysisRuns.id, recommendations.runId)),
    )
    .leftJoin(
      decider,
      and(eq(decider.tenantId, recommendations.tenantId), eq(decider.id, recommendations.decidedBy)),
    )
    .where(where);
}

/** Newest run first, each run in the analyzer's order; decided ones of earlier runs stay listed. */
export async function listRecommendations(
  tx: Executor,
  tenantId: string,
  incidentId: string,
): Promise<RecommendationRow[]> {
  const rows = await selectRecommendations(
    tx,
    and(eq(recommendations.tenantId, tenantId), eq(recommendations.incidentId, incidentId)),
  ).orderBy(desc(analysisRuns.createdAt), asc(recommendations.position));
  return rows.map((r) => ({ ...r.rec, decidedByName: r.decidedByName }));
}

export async function findRecommendation(
  tx: Executor,
  tenantId: string,
  incidentId: string,
  id: string,
): Promise<RecommendationRow | null> {
  const [row] = await selectRecommendations(
    tx,
    and(
      eq(recommendations.tenantId, tenantId),
      eq(recommendations.incidentId, incidentId),
      eq(recommendations.id, id),
    ),
  )
    .limit(1)
    .for('update', { of: recommendations });
  return row ? { ...row.rec, decidedByName: row.decidedByName } : null;
}

export async function deletePendingRecommendations(
  tx: Executor,
  tenantId: string,
  incidentId: string,
): Promise<void> {
  await tx
    .delete(recommendations)
    .where(
      and(
        eq(recommendations.tenantId, tenantId),
        eq(recommendations.incidentId, incidentId),
        eq(recommendations.status, 'PENDING'),
      ),
    );
}

/** The analyzer's keys of recommendations a manager has already decided for this incident. */
export async function decidedKeys(tx: Executor, tenantId: string, incidentId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ key: recommendations.recKey })
    .from(recommendations)
    .where(
      and(
        eq(recommendations.tenantId, tenantId),
        eq(recommendations.incidentId, incidentId),
        ne(recommendations.status, 'PENDING'),
      ),
    );
  return new Set(rows.map((r) => r.key));
}

export async function insertRecommendations(
  tx: Executor,
  rows: (typeof recommendations.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(recommendations).values(rows);
}

export async function updateRecommendation(
  tx: Executor,
  tenantId: string,
  id: string,
  changes: Partial<typeof recommendations.$inferInsert>,
): Promise<void> {
  await tx
    .update(recommendations)
    .set(changes)
    .where(and(eq(recommendations.tenantId, tenantId), eq(recommendations.id, id)));
}

export async function countApproved(
  tx: Executor,
  tenantId: string,
  incidentId: string,
  levels: readonly string[],
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(recommendations)
    .where(
      and(
        eq(recommendations.tenantId, tenantId),
        eq(recommendations.incidentId, incidentId),
        eq(recommendations.status, 'APPROVED'),
        inArray(recommendations.controlLevel, [...levels]),
      ),
    );
  return Number(row?.n ?? 0);
}

const assignee = alias(users, 'assignee');
const completer = alias(users, 'completer');

function selectActions(tx: Executor, where: SQL | undefined) {
  return tx
    .select({
      action: correctiveActions,
      assigneeName: fullName(assignee),
      completedByName: fullName(completer),
    })
    .from(correctiveActions)
    .leftJoin(
      assignee,
      and(
        eq(assignee.tenantId, correctiveActions.tenantId),
        eq(assignee.id, correctiveActions.assigneeUserId),
      ),
    )
    .leftJoin(
      completer,
      and(
        eq(completer.tenantId, correctiveActions.tenantId),
        eq(completer.id, correctiveActions.completedBy),
      ),
    )
    .where(where);
}

type SelectedAction = {
  action: typeof correctiveActions.$inferSelect;
  assigneeName: string | null;
  completedByName: string | null;
};
const flattenAction = (r: SelectedAction): ActionRow => ({
  ...r.action,
  assigneeName: r.assigneeName,
  completedByName: r.completedByName,
});

export async function listActions(tx: Executor, tenantId: string, incidentId: string): Promise<ActionRow[]> {
  const rows = await selectActions(
    tx,
    and(eq(correctiveActions.tenantId, tenantId), eq(correctiveActions.incidentId, incidentId)),
  ).orderBy(asc(correctiveActions.createdAt), asc(correctiveActions.position));
  return rows.map(flattenAction);
}

export async function findAction(
  tx: Executor,
  tenantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ActionRow | null> {
  const query = selectActions(
    tx,
    and(eq(correctiveActions.tenantId, tenantId), eq(correctiveActions.id, id)),
  ).limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: correctiveActions }) : await query;
  return row ? flattenAction(row) : null;
}

export async function insertActions(
  tx: Executor,
  rows: (typeof correctiveActions.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(correctiveActions).values(rows);
}

export async function updateAction(
  tx: Executor,
  tenantId: string,
  id: string,
  changes: Partial<typeof correctiveActions.$inferInsert>,
): Promise<void> {
  await tx
    .update(correctiveActions)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(correctiveActions.tenantId, tenantId), eq(correctiveActions.id, id)));
}

/** Actions not yet COMPLETED: an incident with any cannot be completed. */
export async function countOpenActions(tx: Executor, tenantId: string, incidentId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(correctiveActions)
    .where(
      and(
        eq(correctiveActions.tenantId, tenantId),
        eq(correctiveActions.incidentId, incidentId),
        ne(correctiveActions.status, 'COMPLETED'),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Every chat turn of the conversations that created or updated this incident, oldest first. */
export async function listConversationTurns(tx: Executor, tenantId: string, incidentId: string) {
  return tx
    .select({
      role: conversationMessages.role,
      text: conversationMessages.text,
      createdAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .innerJoin(
      conversations,
      and(
        eq(conversations.tenantId, conversationMessages.tenantId),
        eq(conversations.id, conversationMessages.conversationId),
      ),
    )
    .where(and(eq(conversationMessages.tenantId, tenantId), eq(conversations.incidentId, incidentId)))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
}

export async function listEvidence(tx: Executor, tenantId: string, incidentId: string) {
  return tx
    .select({ id: attachments.id, fileName: attachments.fileName, evidenceType: attachments.evidenceType })
    .from(attachments)
    .where(
      and(
        eq(attachments.tenantId, tenantId),
        eq(attachments.incidentId, incidentId),
        sql`${attachments.deletedAt} is null`,
      ),
    )
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
}
