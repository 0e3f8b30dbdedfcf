import { pipeline, type Readable } from 'node:stream';
import { ALLOWED_UPLOAD_TYPES, type Attachment, MESSAGES } from '@app/contracts';
import { type Tx, withTenant } from '../../db/client.js';
import type { Principal } from '../../platform/context.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { ObjectStorage } from '../../platform/storage/storage.js';
import { type AdminContext, auditChange } from '../admin/context.js';
import { permissionsFor } from '../incidents/incident-view.js';
import { findIncident, type IncidentRow } from '../incidents/incidents.repository.js';
import { requireVisible, viewerOf } from '../incidents/incidents.service.js';
import {
  type AttachmentRow,
  findAttachment,
  findIncidentIdByRef,
  insertAttachment,
  listAttachments,
  markDeleted,
} from './attachments.repository.js';
import { sanitiseFileName, typeOfName } from './file-name.js';
import type { LinkSigner } from './signed-links.js';
import { sizeExceeded, typeNotSupported, UploadGuard } from './upload-guard.js';

export interface AttachmentsContext extends AdminContext {
  storage: ObjectStorage;
  links: LinkSigner;
}

export interface UploadInput {
  incidentRef: string | undefined;
  fileName: string;
  body: Readable;
  /** Multipart's own limit cuts a stream short without an error; this says whether it did. */
  truncated?: () => boolean;
  signal?: AbortSignal;
}

/** Spec 02 section 4, the same rule the incident screen shows (permissions.can_manage_attachments). */
function requireManageable(row: IncidentRow, principal: Principal): void {
  if (!permissionsFor(row, viewerOf(principal)).can_manage_attachments) {
    throw forbidden(MESSAGES.evidence.notAllowed);
  }
}

async function incidentForUpload(tx: Tx, ctx: AttachmentsContext, principal: Principal, ref: string) {
  const id = await findIncidentIdByRef(tx, ctx.tenant.id, ref, viewerOf(principal));
  if (!id) throw notFound(MESSAGES.incident.notFound);
  const row = await requireVisible(tx, ctx, principal, id);
  requireManageable(row, principal);
  return row;
}

function toAttachment(ctx: AttachmentsContext, row: AttachmentRow, canDelete: boolean): Attachment {
  return {
    id: row.id,
    fileName: row.fileName,
    evidenceType: row.evidenceType as Attachment['evidenceType'],
    contentType: row.contentType,
    fileSize: row.sizeBytes,
    sha256: row.sha256,
    uploadTimestamp: row.createdAt.toISOString(),
    uploadedByName: row.uploadedByName,
    presignedUrl: ctx.links.url(ctx.tenant.id, row.id),
    canDelete,
  };
}

/**
 * Checks what can be checked before any byte is written (incident number, name, incident and the
 * rule), streams the bytes through the type and size guard into storage, and only then records the
 * row. If anything fails after the bytes are stored, they are removed again: no row without a file,
 * no file without a row.
 */
export async function storeUpload(
  ctx: AttachmentsContext,
  principal: Principal,
  input: UploadInput,
): Promise<Attachment> {
  const ref = input.incidentRef?.trim();
  if (!ref) throw new AppError('BAD_REQUEST', MESSAGES.evidence.noIncidentNumber);
  const fileName = sanitiseFileName(input.fileName);
  const declared = typeOfName(fileName);
  if (!declared) throw typeNotSupported();
  const db = ctx.deps.database.db;
  const tenantId = ctx.tenant.id;
  await withTenant(db, tenantId, (tx) => incidentForUpload(tx, ctx, principal, ref));

  const id = newId();
  const storageKey = `${tenantId}/${id}`;
  const guard = new UploadGuard(declared);
  // pipeline() hands a failure on either side to the other, so a client hanging up ends the write.
  const guarded = pipeline(input.body, guard, () => undefined);
  const stored = await ctx.storage.put(storageKey, guarded, input.signal ? { signal: input.signal } : {});
  try {
    if (input.truncated?.()) throw sizeExceeded();
    const type = guard.type ?? declared;
    return await withTenant(db, tenantId, async (tx) => {
      const incident = await incidentForUpload(tx, ctx, principal, ref);
      await insertAttachment(tx, {
        id,
        tenantId,
        incidentId: incident.id,
        fileName,
        evidenceType: ALLOWED_UPLOAD_TYPES[type].evidenceType,
        contentType: type,
        sizeBytes: stored.size,
        sha256: stored.sha256,
        storageKey,
        uploadedBy: principal.userId,
      });
      const row = await findAttachment(tx, tenantId, id);
      if (!row) throw new Error('attachment vanished after insert');
      const attachment = toAttachment(ctx, row, true);
      await auditChange(tx, ctx, principal, {
        action: 'attachment.uploaded',
        entityType: 'attachment',
        entityId: id,
        before: null,
        after: {
          incidentId: incident.id,
          incidentNumber: incident.incidentNumber,
          fileName,
          contentType: type,
          size: stored.size,
          sha256: stored.sha256,
        },
      });
      return attachment;
    });
  } catch (error) {
    await ctx.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** Any viewer of the incident sees its evidence; whether they may delete it is the upload rule. */
export async function attachmentsOf(
  ctx: AttachmentsContext,
  principal: Principal,
  incidentId: string,
): Promise<Attachment[]> {
  return withTenant(ctx.deps.database.db, ctx.tenant.id, async (tx) => {
    const incident = await findIncident(tx, ctx.tenant.id, incidentId, viewerOf(principal));
    if (!incident) throw notFound(MESSAGES.incident.notFound);
    const canDelete = permissionsFor(incident, viewerOf(principal)).can_manage_attachments;
    const rows = await listAttachments(tx, ctx.tenant.id, incidentId);
    return rows.map((row) => toAttachment(ctx, row, canDelete));
  });
}

/** Soft delete (the row stays for the audit trail), then the bytes go once the change is committed. */
export async function deleteAttachment(
  ctx: AttachmentsContext,
  principal: Principal,
  incidentId: string,
  attachmentId: string,
): Promise<void> {
  const storageKey = await withTenant(ctx.deps.database.db, ctx.tenant.id, async (tx) => {
    const incident = await requireVisible(tx, ctx, principal, incidentId);
    const row = await findAttachment(tx, ctx.tenant.id, attachmentId);
    if (!row || row.incidentId !== incident.id) throw notFound(MESSAGES.evidence.notFound);
    requireManageable(incident, principal);
    await markDeleted(tx, ctx.tenant.id, attachmentId);
    await auditChange(tx, ctx, principal, {
      action: 'attachment.deleted',
      entityType: 'attachment',
      entityId: attachmentId,
      before: { incidentId: incident.id, fileName: row.fileName, size: row.sizeBytes, sha256: row.sha256 },
      after: null,
    });
    return row.storageKey;
  });
  await ctx.storage.delete(storageKey);
}

/** The stored file behind a signed link; the link was checked by the caller. */
export async function attachmentContent(ctx: AttachmentsContext, attachmentId: string) {
  const row = await withTenant(ctx.deps.database.db, ctx.tenant.id, (tx) =>
    findAttachment(tx, ctx.tenant.id, attachmentId),
  );
  if (!row) throw notFound(MESSAGES.evidence.notFound);
  return { row, body: await ctx.storage.get(row.storageKey) };
}
