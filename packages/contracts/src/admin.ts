import { z } from 'zod';
import { EmailSchema, IdSchema, TimestampSchema } from './common.js';

export const OidcSettingsSchema = z.object({
  issuer: z.url({ message: 'Issuer must be a URL such as https://login.microsoftonline.com/<tenant>/v2.0' }),
  client_id: z.string().trim().min(1, 'Client ID is required').max(200),
});

export const TenantSettingsSchema = z.object({
  name: z.string(),
  slug: z.string(),
  client_code: z.string(),
  time_zone: z.string(),
  notify_contacts: z.array(z.string()),
  oidc: OidcSettingsSchema.extend({ has_client_secret: z.boolean() }).nullable(),
  logo_url: z.string().nullable(),
});
export type TenantSettingsResponse = z.infer<typeof TenantSettingsSchema>;

export const UpdateTenantSettingsBodySchema = z.object({
  name: z.string().trim().min(1, 'Display name is required').max(120).optional(),
  time_zone: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-AU', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'Choose a valid time zone such as Australia/Brisbane')
    .optional(),
  notify_contacts: z.array(EmailSchema).max(20).optional(),
  /** null removes work-directory login; client_secret omitted keeps the stored one. */
  oidc: OidcSettingsSchema.extend({ client_secret: z.string().max(500).optional() })
    .nullable()
    .optional(),
});
export type UpdateTenantSettingsBody = z.infer<typeof UpdateTenantSettingsBodySchema>;

export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const UploadLogoBodySchema = z.object({
  content_type: z.enum(LOGO_CONTENT_TYPES, { message: 'The logo must be a PNG, JPEG or WebP image' }),
  data_base64: z.string().min(1).max(800_000, 'The logo must be at most 512 KB'),
});
export type UploadLogoBody = z.infer<typeof UploadLogoBodySchema>;

export const TestOidcBodySchema = OidcSettingsSchema;
export const TestOidcResponseSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  authorization_endpoint: z.string().nullable(),
});
export type TestOidcResponse = z.infer<typeof TestOidcResponseSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: TimestampSchema,
  actor_user_id: IdSchema.nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const ListAuditQuerySchema = z.object({
  actor: IdSchema.optional(),
  entity_type: z.string().max(50).optional(),
  entity_id: z.string().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListAuditQuery = z.infer<typeof ListAuditQuerySchema>;

export const ListAuditResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number().int(),
});
export type ListAuditResponse = z.infer<typeof ListAuditResponseSchema>;

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

export const OutboxMessageSchema = z.object({
  id: IdSchema,
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  error: z.string().nullable(),
  created_at: TimestampSchema,
  sent_at: TimestampSchema.nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const ListOutboxQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export const ListOutboxResponseSchema = z.object({
  messages: z.array(OutboxMessageSchema),
  total: z.number().int(),
});
export type ListOutboxResponse = z.infer<typeof ListOutboxResponseSchema>;
export const OutboxMessageResponseSchema = z.object({ message: OutboxMessageSchema });
