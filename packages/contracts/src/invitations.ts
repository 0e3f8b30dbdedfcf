import { z } from 'zod';
import { EmailSchema, IdSchema, PersonNameSchema, TimestampSchema } from './common.js';
import { InvitationStatusSchema, RoleSchema } from './enums.js';
import { MESSAGES } from './messages.js';

export const InviteRowSchema = z.object({
  email: EmailSchema,
  first_name: PersonNameSchema('First name'),
  last_name: PersonNameSchema('Last name'),
});
export type InviteRow = z.infer<typeof InviteRowSchema>;

export const SendInvitationsBodySchema = z
  .object({
    emails: z.array(InviteRowSchema).max(500).optional(),
    csvContent: z.string().max(1_000_000).optional(),
    role: RoleSchema.default('STAFF'),
    location_id: IdSchema.nullish(),
  })
  .refine((body) => (body.emails?.length ?? 0) > 0 || (body.csvContent?.trim().length ?? 0) > 0, {
    message: MESSAGES.invitations.noRecipients,
    path: ['emails'],
  });
export type SendInvitationsBody = z.infer<typeof SendInvitationsBodySchema>;

export const InvitationSchema = z.object({
  id: IdSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: RoleSchema,
  location_id: IdSchema.nullable(),
  location_name: z.string().nullable(),
  status: InvitationStatusSchema,
  expires_at: TimestampSchema,
  created_at: TimestampSchema,
  accepted_at: TimestampSchema.nullable(),
  invited_by: IdSchema.nullable(),
  invited_by_name: z.string().nullable(),
  invitation_code: z.string(),
  invitation_link: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const SendInvitationsResponseSchema = z.object({
  invitations: z.array(InvitationSchema),
  count: z.number().int(),
});
export type SendInvitationsResponse = z.infer<typeof SendInvitationsResponseSchema>;

export const ListInvitationsResponseSchema = z.object({ invitations: z.array(InvitationSchema) });
export type ListInvitationsResponse = z.infer<typeof ListInvitationsResponseSchema>;

export const InvitationResponseSchema = z.object({ invitation: InvitationSchema });
export type InvitationResponse = z.infer<typeof InvitationResponseSchema>;

export const InviteCodeParamsSchema = z.object({ code: z.string().min(1).max(64) });

export const ValidateInvitationResponseSchema = z.object({
  valid: z.boolean(),
  error: z.string().optional(),
  invitation: z
    .object({
      email: z.string(),
      role: RoleSchema,
      expires_at: TimestampSchema,
      first_name: z.string(),
      last_name: z.string(),
      status: InvitationStatusSchema,
    })
    .optional(),
});
export type ValidateInvitationResponse = z.infer<typeof ValidateInvitationResponseSchema>;

export const AcceptInvitationResponseSchema = z.object({ accepted: z.literal(true) });
