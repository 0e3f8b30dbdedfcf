import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.js';

/** Spec 02 section 5/9: 50 MB (52428800 bytes) per file. */
export const MAX_UPLOAD_BYTES = 52_428_800;

/** Spec 02 section 5: JPG, PNG, MP4, PDF; the server decides by the file's bytes, not its name. */
export const ALLOWED_UPLOAD_TYPES = {
  'image/jpeg': { extensions: ['.jpg', '.jpeg'], evidenceType: 'PHOTO' },
  'image/png': { extensions: ['.png'], evidenceType: 'PHOTO' },
  'video/mp4': { extensions: ['.mp4'], evidenceType: 'VIDEO' },
  'application/pdf': { extensions: ['.pdf'], evidenceType: 'DOCUMENT' },
} as const;
export type AllowedUploadType = keyof typeof ALLOWED_UPLOAD_TYPES;
export const UPLOAD_ACCEPT = Object.entries(ALLOWED_UPLOAD_TYPES)
  .flatMap(([mime, t]) => [mime, ...t.extensions])
  .join(',');

export const EVIDENCE_TYPES = ['PHOTO', 'VIDEO', 'DOCUMENT'] as const;

/** Spec 02 section 3 Attachment (detail view), plus what we record about the stored bytes. */
export const AttachmentSchema = z.object({
  id: IdSchema,
  fileName: z.string(),
  evidenceType: z.enum(EVIDENCE_TYPES),
  contentType: z.string(),
  fileSize: z.number().int().nonnegative(),
  sha256: z.string(),
  uploadTimestamp: TimestampSchema,
  uploadedByName: z.string().nullable(),
  /** A signed, short-lived download link; no bearer token is needed to follow it. */
  presignedUrl: z.string(),
  canDelete: z.boolean(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

export const AttachmentListSchema = z.object({ attachments: z.array(AttachmentSchema) });

/** Spec 02 section 3 Upload payload: POST /api/upload, the file as base64 in JSON. */
export const UploadBodySchema = z.object({
  incidentNumber: z.string().trim().optional(),
  fileName: z.string().trim().min(1, 'fileName is required').max(255),
  fileSize: z.number().int().nonnegative().optional(),
  fileData: z.string().min(1, 'fileData is required'),
});
export type UploadBody = z.infer<typeof UploadBodySchema>;

export const UploadResponseSchema = z.object({ attachment: AttachmentSchema });

/** Spec 02 section 7: POST .../attachments/{attachmentId}/delete with action 'delete'. */
export const DeleteAttachmentBodySchema = z.object({ action: z.literal('delete').optional() });
