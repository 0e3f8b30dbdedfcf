import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { attachments } from '../../db/schema/chat.js';
import { incidents } from '../../db/schema/incidents.js';
import { users } from '../../db/schema/users.js';
import { type Viewer, visibleTo } from '../incidents/incidents.repository.js';

export type AttachmentInsert = typeof attachments.$inferInsert;
export type AttachmentRow = typeof attachments.$inferSelect & { uploadedByName: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The incident an upload names: by its number (what the chat hands out) or by its id (what the
 * incident screen has). Visibility is the incidents module's own rule, so what cannot be seen is
 * simply not found.
 */
export async function findIncidentIdByRef(
  tx: Executor,
  tenantId: string,
  ref: string,
  viewer: Viewer,
): Promise<string | null> {
  const byRef: SQL | undefined = UUID.test(ref)
    ? or(eq(incidents.id, ref), eq(incidents.incidentNumber, ref))
    : eq(incidents.incidentNumber, ref.toUpperCase());
  const [row] = await tx
    .select({ id: incidents.id })
    .from(incidents)
    .where(and(eq(incidents.tenantId, tenantId), byRef, visibleTo(viewer)))
    .limit(1);
  return row?.id ?? null;
}

export async function insertAttachment(tx: Executor, values: AttachmentInsert): Promise<void> {
  await tx.insert(attachments).values(values);
}

function selectAttachments(tx: Executor) {
  return tx
    .select({
      attachment: attachments,
      uploadedByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(attachments)
    .leftJoin(users, and(eq(users.tenantId, attachments.tenantId), eq(users.id, attachments.uploadedBy)));
}

const flatten = (r: { attachment: typeof attachments.$inferSelect; uploadedByName: string | null }) => ({
  ...r.attachment,
  uploadedByName: r.uploadedByName,
});

/** Newest first; deleted ones are gone from every view. */
export async function listAttachments(
  tx: Executor,
  tenantId: string,
  incidentId: string,
): Promise<AttachmentRow[]> {
  const rows = await selectAttachments(tx)
    .where(
      and(
        eq(attachments.tenantId, tenantId),
        eq(attachments.incidentId, incidentId),
        isNull(attachments.deletedAt),
      ),
    )
    .orderBy(desc(attachments.createdAt), desc(attachments.id));
  return rows.map(flatten);
}

export async function findAttachment(
  tx: Executor,
  tenantId: string,
  id: string,
): Promise<AttachmentRow | null> {
  const [row] = await selectAttachments(tx)
    .where(and(eq(attachments.tenantId, tenantId), eq(attachments.id, id), isNull(attachments.deletedAt)))
    .limit(1);
  return row ? flatten(row) : null;
}

export async function markDeleted(tx: Executor, tenantId: string, id: string): Promise<void> {
  await tx
    .update(attachments)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(attachments.tenantId, tenantId), eq(attachments.id, id)));
}
