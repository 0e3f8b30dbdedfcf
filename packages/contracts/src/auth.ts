import { z } from 'zod';
import { EmailSchema, IdSchema } from './common.js';
import { LoginProviderSchema, RoleSchema } from './enums.js';

export const LoginQuerySchema = z.object({
  provider: LoginProviderSchema,
  redirectUrl: z.url({ message: 'redirectUrl must be an absolute URL' }),
  client: z.string().max(63).optional(),
  invitation: z.string().max(64).optional(),
});
export type LoginQuery = z.infer<typeof LoginQuerySchema>;

export const UserInfoResponseSchema = z.object({
  id: IdSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: RoleSchema,
  client: z.string(),
  location_id: IdSchema.nullable(),
  location_name: z.string().nullable(),
});
export type UserInfoResponse = z.infer<typeof UserInfoResponseSchema>;

export const TokenExchangeBodySchema = z.object({
  code: z.string().min(16, 'code is required').max(128),
});
export type TokenExchangeBody = z.infer<typeof TokenExchangeBodySchema>;

export const TokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  user: UserInfoResponseSchema,
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

export const VerifyBodySchema = z.object({ client: z.string().max(63).nullish() }).default({});
export type VerifyBody = z.infer<typeof VerifyBodySchema>;

export const VerifyResponseSchema = z.object({ valid: z.boolean() });
export type VerifyResponse = z.infer<typeof VerifyResponseSchema>;

export const EmailLoginStartBodySchema = z.object({
  email: EmailSchema,
  state: z.string().min(16).max(128),
});
export type EmailLoginStartBody = z.infer<typeof EmailLoginStartBodySchema>;

export const EmailLoginConfirmBodySchema = z.object({ token: z.string().min(16).max(128) });
export type EmailLoginConfirmBody = z.infer<typeof EmailLoginConfirmBodySchema>;

/** Where the server sends the browser when a login cannot finish (`/?loginError=...`). */
export const LOGIN_ERROR_CODES = [
  'oidc_not_configured',
  'oidc_failed',
  'identity_conflict',
  'inactive',
  'link_expired',
] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

export const REQUIRES_INVITATION_ERRORS = ['invalid', 'mismatch'] as const;
export type RequiresInvitationError = (typeof REQUIRES_INVITATION_ERRORS)[number];
